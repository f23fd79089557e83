import type { AnySystem, LegalAction } from '../system.ts';
import type { Actor, TableState } from '../types.ts';

/**
 * What a bot's quick `propose` and its `choose` from the full `legalActions` list pick in one
 * state, each fed the same pseudo-random picks and recording how many choices it asked for. A
 * system's bot test compares the two over many simulated states: the fast lane trusts `propose`
 * to be exactly `choose`, so they must agree on the command and on every pick asked.
 */
export interface BotPicks {
  /** Null when the bot has no quick answer here and the list is needed. */
  readonly proposed: { readonly type: string; readonly args: unknown; readonly asked: readonly number[] } | null;
  readonly chosen: { readonly type: string; readonly args: unknown; readonly asked: readonly number[] } | null;
  readonly legal: readonly LegalAction[];
}

function picker(): { asked: number[]; pick: (n: number) => number } {
  const asked: number[] = [];
  let k = 0;
  // Any fixed sequence serves; this one varies enough to reach past the first option.
  return { asked, pick: (n: number) => (asked.push(n), (k++ * 7 + 3) % n) };
}

export function botPicks(system: AnySystem, state: TableState, actor: Actor = { kind: 'gm' }): BotPicks {
  const bot = system.bot;
  if (!bot?.propose) throw new Error(`${system.id} has no bot that proposes`);
  const ctx = { options: state.options as never, actor };
  const a = picker();
  const command = bot.propose(state as never, ctx, a.pick);
  const legal = state.phase === 'combat' ? system.legalActions(state as never, actor, ctx) : [];
  const b = picker();
  const chosen = legal.length > 0 ? bot.choose(state as never, legal, ctx, b.pick) : null;
  return {
    proposed: command && { type: command.type, args: command.args, asked: a.asked },
    chosen: chosen && { type: chosen.type, args: chosen.args, asked: b.asked },
    legal,
  };
}

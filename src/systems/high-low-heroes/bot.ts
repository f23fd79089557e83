import type { Prompt } from '../../dice/index.ts';
import { squareDistance, type BotSpec, type LegalAction, type Square } from '../../kernel/index.ts';
import { figuresOf, isUp, sheetOf, statusOf } from './figures.ts';
import type { HlhFigure, HlhState, HlhSys } from './model.ts';
import { distanceBetween, positionOf } from './space.ts';

/**
 * A plain superhero: tends an ally who is down or nearly so, hits an adjacent foe (with its
 * attack power's damage type), closes in to hit, shoots from afar when it cannot close, and
 * ends its turn when nothing is left. Seeded `pick` keeps simulations reproducible.
 */
function choose(state: HlhState, actions: readonly LegalAction[], _ctx: unknown, pick: (n: number) => number): LegalAction {
  const args = <T>(a: LegalAction) => a.args as T;
  const attacks: LegalAction[] = [];
  let assist: LegalAction | undefined;
  let move: LegalAction | undefined;
  let end: LegalAction | undefined;
  for (const a of actions) {
    if (a.type === 'attack') attacks.push(a);
    else if (a.type === 'assist' && assist === undefined) {
      const r = state.figures[args<{ recipient: string }>(a).recipient];
      if (r && statusOf(r).life * 3 <= sheetOf(r).maxLife) assist = a;
    } else if (a.type === 'move' && move === undefined && closes(state, a)) move = a;
    else if (a.type === 'end-turn') end = a;
  }
  if (assist) return assist;
  if (attacks.length > 0) {
    const adjacent = attacks.filter((a) => {
      const x = args<{ attacker: string; target: string }>(a);
      const d = distanceBetween(state.figures[x.attacker] as never, state.figures[x.target] as never);
      return d === null || d <= 1;
    });
    // Close in first when a move can reach a foe; otherwise hit what is in front (or shoot at −1).
    if (adjacent.length === 0 && move) return move;
    const pool = preferred(state, adjacent.length > 0 ? adjacent : attacks);
    return pool[pick(pool.length)]!;
  }
  return move ?? end ?? actions[0]!;
}

/** Whether a move brings the figure nearer to its nearest standing foe (bots never back off). */
function closes(state: HlhState, a: LegalAction): boolean {
  const { figure, to } = a.args as unknown as { figure: string; to: Square };
  const me = state.figures[figure] as HlhFigure | undefined;
  const from = me && positionOf(me);
  if (!me || !from) return false;
  let before = Infinity;
  let after = Infinity;
  for (const id of state.figureOrder) {
    const f = state.figures[id] as HlhFigure | undefined;
    const p = f && f.side !== me.side && isUp(f) ? positionOf(f) : null;
    if (!p) continue;
    before = Math.min(before, squareDistance(from, p));
    after = Math.min(after, squareDistance(to, p));
  }
  return after < before;
}

/** The attacks using the figure's attack power, without spending Heroic Effort unless that is all. */
function preferred(state: HlhState, attacks: readonly LegalAction[]): LegalAction[] {
  const plain = attacks.filter((a) => !(a.args as { heroicEffort: boolean }).heroicEffort);
  const pool = plain.length > 0 ? plain : [...attacks];
  const fantastic = pool.filter((a) => (a.args as { type: string }).type === 'fantastic');
  const first = pool[0];
  const fig = first ? state.figures[(first.args as { attacker: string }).attacker] : undefined;
  const mundanePower = fig ? sheetOf(fig).powers.some((p) => p.category === 'mundane-attack') : false;
  return fantastic.length > 0 && !mundanePower ? fantastic : pool.filter((a) => (a.args as { type: string }).type === 'mundane');
}

/** Spend the turn on an Assist (the helper reads High); use Heroic Effort when asked. */
function answer(prompt: Prompt): boolean | string | number {
  if (prompt.kind === 'assist-spend-turn' || prompt.kind === 'heroic-effort') return true;
  return prompt.options[0]!.value;
}

export const hlhBot: BotSpec<HlhSys> = {
  answer,
  choose,
  metrics: (start, end) => {
    const out: Record<string, number> = {};
    for (const f of figuresOf(start)) {
      const after = end.figures[f.id];
      if (after) out[`${f.id}.life`] = statusOf(after).life;
    }
    return out;
  },
};

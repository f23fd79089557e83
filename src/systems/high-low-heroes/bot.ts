import type { Prompt } from '../../dice/index.ts';
import { squareDistance, type BotCommand, type BotSpec, type LegalAction, type RuleContext, type Square } from '../../kernel/index.ts';
import { figuresOf, isUp, sheetOf, statusOf } from './figures.ts';
import { actingNow, assistOffers, attackOffers, moveChoices, othersOf } from './legal.ts';
import type { HlhFigure, HlhState, HlhSys } from './model.ts';
import type { HlhOptions } from './options.ts';
import { distanceBetween, positionOf } from './space.ts';

/**
 * What the bot weighs, each in the order legalActions lists it. The same policy reads them from
 * a list of legal actions (`choose`) or straight from the state (`propose`).
 */
interface Choices<T extends BotCommand> {
  attacks(): readonly T[];
  /** The first Assist for an ally who is down or nearly so. */
  assist(): T | undefined;
  /** The first move that closes on a foe. */
  move(): T | undefined;
  last(): T;
}

/**
 * A plain superhero: tends an ally who is down or nearly so, hits an adjacent foe (with its
 * attack power's damage type), closes in to hit, shoots from afar when it cannot close, and
 * ends its turn when nothing is left. Seeded `pick` keeps simulations reproducible.
 */
function policy<T extends BotCommand>(state: HlhState, c: Choices<T>, pick: (n: number) => number): T {
  const assist = c.assist();
  if (assist) return assist;
  const attacks = c.attacks();
  if (attacks.length > 0) {
    const adjacent = attacks.filter((a) => {
      const x = a.args as { attacker: string; target: string };
      const d = distanceBetween(state.figures[x.attacker] as never, state.figures[x.target] as never);
      return d === null || d <= 1;
    });
    // Close in first when a move can reach a foe; otherwise hit what is in front (or shoot at −1).
    if (adjacent.length === 0) {
      const move = c.move();
      if (move) return move;
    }
    const pool = preferred(state, adjacent.length > 0 ? adjacent : attacks);
    return pool[pick(pool.length)]!;
  }
  return c.move() ?? c.last();
}

function choose(state: HlhState, actions: readonly LegalAction[], _ctx: unknown, pick: (n: number) => number): LegalAction {
  return policy(state, {
    attacks: () => actions.filter((a) => a.type === 'attack'),
    assist: () => actions.find((a) => a.type === 'assist' && helps(state, (a.args as { recipient: string }).recipient)),
    move: () => actions.find((a) => a.type === 'move' && closes(state, a)),
    last: () => actions.find((a) => a.type === 'end-turn') ?? actions[0]!,
  }, pick);
}

/** An ally down or nearly so: a third of its max Life or less. */
function helps(state: HlhState, recipient: string): boolean {
  const r = state.figures[recipient];
  return r !== undefined && statusOf(r).life * 3 <= sheetOf(r).maxLife;
}

/**
 * The same choice without the list, when one figure is up and on its turn: each kind the policy
 * reads is worked out by the functions legalActions lists them with, and only as far as the
 * policy reads (a foe in reach settles it without looking for moves). A tied group, where any of
 * several may begin, goes through the list.
 */
function propose(state: HlhState, ctx: RuleContext, pick: (n: number) => number): BotCommand | null {
  if (state.phase !== 'combat' || state.pending || ctx.actor.kind === 'spectator') return null;
  const acting = actingNow(state);
  const fig = acting.length === 1 ? acting[0]! : undefined;
  if (!fig || !isUp(fig) || (ctx.actor.kind === 'player' ? fig.controller !== ctx.actor.id : fig.controller !== 'gm')) return null;
  return policy(state, new TableChoices(state, fig, ctx.options as unknown as HlhOptions), pick);
}

/** The kinds the policy reads, from the state (methods, not closures: this runs before every command). */
class TableChoices implements Choices<BotCommand> {
  private readonly foes: HlhFigure[];
  private readonly allies: HlhFigure[];

  constructor(private readonly state: HlhState, private readonly fig: HlhFigure, private readonly options: HlhOptions) {
    const { foes, allies } = othersOf(state, fig);
    this.foes = foes;
    this.allies = allies;
  }

  attacks(): BotCommand[] {
    return attackOffers(this.state, this.fig, this.foes, this.options).map((args) => ({ type: 'attack', args }));
  }

  assist(): BotCommand | undefined {
    if (this.allies.length === 0) return undefined;
    const args = assistOffers(this.state, this.fig, this.allies, this.options).find((a) => helps(this.state, a.recipient));
    return args && { type: 'assist', args };
  }

  move(): BotCommand | undefined {
    for (const r of moveChoices(this.state, this.fig, this.foes)) {
      const command: BotCommand = { type: 'move', args: { figure: this.fig.id, to: r.to } as never };
      if (closes(this.state, command)) return command;
    }
    return undefined;
  }

  last(): BotCommand {
    return { type: 'end-turn', args: { figure: this.fig.id } };
  }
}

/** Whether a move brings the figure nearer to its nearest standing foe (bots never back off). */
function closes(state: HlhState, a: BotCommand): boolean {
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
function preferred<T extends BotCommand>(state: HlhState, attacks: readonly T[]): T[] {
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
  propose,
  metrics: (start, end) => {
    const out: Record<string, number> = {};
    for (const f of figuresOf(start)) {
      const after = end.figures[f.id];
      if (after) out[`${f.id}.life`] = statusOf(after).life;
    }
    return out;
  },
};

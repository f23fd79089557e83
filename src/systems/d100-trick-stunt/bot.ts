import type { Distribution } from '../../dice/index.ts';
import { type Prompt } from '../../dice/index.ts';
import type { Actor, BotCommand, BotSpec, LegalAction, RuleContext } from '../../kernel/index.ts';
import { attackRejection, moveRejection } from './commands/fight.ts';
import { combatants, figureOf, grappledBy, opponentsOf, standing, type D100Figure } from './figures.ts';
import { fitsTurn, readyOffers, STUNT, TRICK, type FigureTurn } from './legal.ts';
import type { D100State, D100Status, D100Sys, TakenAction } from './model.ts';
import { takenThisTurn, turnRejection } from './turn.ts';

/** The better defense by its number (the first of equals); the GM lets the dice pick a maimed body part. */
function answer(prompt: Prompt): string | number | boolean | Distribution<string | number | boolean> {
  if (prompt.kind === 'maim') return 'roll';
  let best = prompt.options[0]!;
  let bestN = labelNumber(best.label);
  for (let i = 1; i < prompt.options.length; i++) {
    const o = prompt.options[i]!;
    const n = labelNumber(o.label);
    if (n > bestN) {
      best = o;
      bestN = n;
    }
  }
  return best.value;
}

/**
 * The first "(N)" in a label, as /\((-?\d+)\)/ reads it, or 0: a scan, as it runs on every prompt
 * of a simulation. Labels repeat (rules keep theirs, e.g. "Dodge (45)"), so each is read once.
 */
export function labelNumber(label: string): number {
  let n = labelNumbers.get(label);
  if (n === undefined) {
    if (labelNumbers.size >= 10_000) labelNumbers.clear();
    n = readLabelNumber(label);
    labelNumbers.set(label, n);
  }
  return n;
}

const labelNumbers = new Map<string, number>();

function readLabelNumber(label: string): number {
  for (let open = label.indexOf('('); open >= 0; open = label.indexOf('(', open + 1)) {
    let i = open + 1;
    if (label.charCodeAt(i) === 45) i++;
    const digits = i;
    while (label.charCodeAt(i) >= 48 && label.charCodeAt(i) <= 57) i++;
    if (i > digits && label.charCodeAt(i) === 41) return Number(label.slice(open + 1, i));
  }
  return 0;
}

/**
 * What the bot weighs, kind by kind, each in the order legalActions lists it. The same policy
 * reads them from a list of legal actions (`choose`) or straight from the state (`propose`).
 */
interface Choices<T> {
  attacks(): readonly T[];
  /** How many Tricks and Stunts there are: the list itself is needed only when one is picked. */
  flairCount(): number;
  flair(): readonly T[];
  closer(): readonly T[];
  readies(): readonly T[];
  last(): T;
}

/**
 * A plain fighter: attack when it can (a trick or stunt now and then), otherwise close in, ready
 * a weapon or pass. Seeded `pick` keeps simulations reproducible.
 */
function policy<T>(c: Choices<T>, pick: (n: number) => number): T {
  const attacks = c.attacks();
  if (attacks.length > 0) {
    if (c.flairCount() > 0 && pick(5) === 0) {
      const flair = c.flair();
      return flair[pick(flair.length)]!;
    }
    return attacks[pick(attacks.length)]!;
  }
  const closer = c.closer();
  const readies = c.readies();
  if (readies.length > 0 && pick(2) === 0) return readies[0]!;
  if (closer.length > 0) return closer[pick(closer.length)]!;
  if (readies.length > 0) return readies[0]!;
  return c.last();
}

function choose(_state: unknown, actions: readonly LegalAction[], _ctx: unknown, pick: (n: number) => number): LegalAction {
  const of = (pred: (a: LegalAction) => boolean) => () => actions.filter(pred);
  const flair = of((a) => a.type === 'trick' || a.type === 'stunt');
  return policy({
    attacks: of((a) => a.type === 'attack' && !(a.args as { grapple?: boolean }).grapple),
    flairCount: () => flair().length,
    flair,
    closer: of((a) => a.type === 'move' && (a.args as { direction: string }).direction === 'closer'),
    readies: of((a) => a.type === 'ready'),
    last: () => actions.find((a) => a.type === 'end-turn') ?? actions[0]!,
  }, pick);
}

/**
 * The same choice without the list, when one figure is on its turn and free to act: each kind
 * the policy reads is worked out by the rule functions legalActions itself asks, and only as far
 * as the policy reads (an attack in reach settles it). Anything rarer (a GM's pick among NPCs, a
 * held figure) goes through the list.
 */
function propose(state: D100State, ctx: RuleContext, pick: (n: number) => number): BotCommand | null {
  if (state.phase !== 'combat' || state.pending) return null;
  const id = state.sys.current;
  const fig = id === null ? undefined : figureOf(state, id);
  if (!fig || !standing(fig) || !controls(ctx.actor, fig.controller) || turnRejection(state, fig.id) !== null) return null;
  if (grappledBy(fig) !== undefined) return null;
  return policy(new TableChoices(state, fig), pick);
}

/**
 * The kinds the policy reads, from the state (methods, not closures: this runs before every
 * command). Each command passed the checks its `validate` makes (the turn, by `propose`), so it
 * is marked `legal`: the simulation does not validate it a second time. It is its own
 * `FigureTurn` (what `turnOf` gives a figure on its turn and not held): one object less per command.
 */
class TableChoices implements Choices<BotCommand>, FigureTurn {
  private readonly foes: readonly D100Figure[];
  readonly onTurn = true;
  readonly held = false;
  readonly taken: readonly TakenAction[];
  readonly attackTwice: boolean;

  constructor(private readonly state: D100State, private readonly fig: D100Figure) {
    this.foes = opponentsOf(state, fig.side);
    this.taken = takenThisTurn(state, fig.id);
    this.attackTwice = fig.sheet.flags.attackTwice;
  }

  attacks(): readonly BotCommand[] {
    if (!fitsTurn(this, 'attack')) return NONE;
    let out: BotCommand[] | null = null;
    for (const foe of this.foes) {
      const args = { attacker: this.fig.id, target: foe.id, grapple: false, situational: 0 };
      if (attackRejection(this.state, args) === null) out = append(out, { type: 'attack', args, legal: true });
    }
    return out ?? NONE;
  }

  flairCount(): number {
    let n = 0;
    for (const foe of this.foes) {
      if (!standing(foe)) continue;
      if (fitsTurn(this, 'trick', foe.id)) n++;
      if (fitsTurn(this, 'stunt', foe.id)) n++;
    }
    return n;
  }

  flair(): readonly BotCommand[] {
    let out: BotCommand[] | null = null;
    for (const foe of this.foes) {
      if (!standing(foe)) continue;
      if (fitsTurn(this, 'trick', foe.id)) out = append(out, { type: 'trick', args: { figure: this.fig.id, target: foe.id, description: TRICK }, legal: true });
      if (fitsTurn(this, 'stunt', foe.id)) out = append(out, { type: 'stunt', args: { figure: this.fig.id, target: foe.id, description: STUNT }, legal: true });
    }
    return out ?? NONE;
  }

  closer(): readonly BotCommand[] {
    if (!fitsTurn(this, 'move')) return NONE;
    let out: BotCommand[] | null = null;
    for (const foe of this.foes) {
      const args = { figure: this.fig.id, to: foe.id, direction: 'closer' as const };
      if (moveRejection(this.state, args) === null) out = append(out, { type: 'move', args, legal: true });
    }
    return out ?? NONE;
  }

  readies(): readonly BotCommand[] {
    if (!fitsTurn(this, 'ready')) return NONE;
    let out: BotCommand[] | null = null;
    for (const args of readyOffers(this.state, this.fig)) out = append(out, { type: 'ready', args, legal: true });
    return out ?? NONE;
  }

  last(): BotCommand {
    return { type: 'end-turn', args: { figure: this.fig.id }, legal: true };
  }
}

const NONE: readonly BotCommand[] = Object.freeze([]);

/**
 * Adds to a list that starts as null: most lists here hold one command or none, and a one-element
 * array is a fraction of an empty one grown by `push`.
 */
function append<T>(out: T[] | null, item: T): T[] {
  if (out === null) return [item];
  out.push(item);
  return out;
}

function controls(actor: Actor, controller: string): boolean {
  return actor.kind === 'gm' ? controller === 'gm' : actor.kind === 'player' && controller === actor.id;
}

export const d100Bot: BotSpec<D100Sys> = {
  answer,
  choose,
  propose,
  metrics: (start, end) => {
    const out: Record<string, number> = {};
    for (const f of combatants(start)) {
      const after = end.figures[f.id];
      if (after) out[woundsKey(f.id)] = (after.status as D100Status).woundsTaken;
    }
    return out;
  },
};

/**
 * A figure's "<id>.wounds" metric name, kept per id: every simulated fight reports one per
 * figure, and a name made afresh must be hashed again as it becomes a key.
 */
function woundsKey(id: string): string {
  let key = woundsKeys.get(id);
  if (key === undefined) {
    if (woundsKeys.size >= 10_000) woundsKeys.clear();
    key = `${id}.wounds`;
    woundsKeys.set(id, key);
  }
  return key;
}

const woundsKeys = new Map<string, string>();

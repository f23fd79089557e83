import { appended, bandBetween, type Figure } from '../../kernel/index.ts';
import { NO_RANGES, type D100State, type D100Status } from './model.ts';
import type { D100Options } from './options.ts';
import type { Band, D100Sheet, Weapon } from './sheet.ts';

/**
 * Reading the table: who is in the fight, who may act, ranges and weapons. Every rule and the
 * list of legal actions ask these same questions, so validation and the action bar agree.
 */
export function figureOf(state: D100State, id: string): Figure<D100Sheet, D100Status> | undefined {
  return state.figures[id] as Figure<D100Sheet, D100Status> | undefined;
}

export function mustFigure(state: D100State, id: string): Figure<D100Sheet, D100Status> {
  const fig = state.figures[id];
  if (!fig) throw new Error(`no figure ${id}`);
  return fig as Figure<D100Sheet, D100Status>;
}

export function has(fig: Figure, condition: string): boolean {
  for (const c of fig.conditions) if (c.id === condition) return true;
  return false;
}

export function conditionData<T>(fig: Figure, condition: string): T | undefined {
  for (const c of fig.conditions) if (c.id === condition) return c.data as T | undefined;
  return undefined;
}

export function optionsOf(state: D100State): D100Options {
  return state.options as unknown as D100Options;
}

/** Still part of the combat: not dead and not run away. */
export function inCombat(fig: Figure): boolean {
  for (const c of fig.conditions) if (c.id === 'dead' || c.id === 'fled') return false;
  return true;
}

/**
 * Conscious and in the fight: not KO'd ([D100-COND-01]) nor maimed out of it ([D100-RULING-23]),
 * and in the combat. One pass over the conditions: every rule asks this.
 */
export function standing(fig: Figure): boolean {
  for (const c of fig.conditions) {
    const id = c.id;
    if (id === 'dead' || id === 'fled' || id === 'ko' || id === 'maimed') return false;
  }
  return true;
}

/** A KO'd or maimed-out character cannot Dodge or Block ([D100-RULING-20]). */
export function canDefend(fig: Figure): boolean {
  return standing(fig);
}

/** Held by a grapple ([D100-GRAP-03]): the figure holding it, and the round the hold began. */
export function grappledBy(fig: Figure): { by: string; since: number } | undefined {
  return conditionData<{ by: string; since: number }>(fig, 'grappled');
}

export function grappling(fig: Figure): string | undefined {
  return conditionData<{ target: string }>(fig, 'grappling')?.target;
}

/** Whether the figure gets a turn now: standing, and if held, only from the round after the grapple. */
export function mayTakeTurn(state: D100State, fig: Figure): boolean {
  return mayTakeTurnIn(state.round, fig);
}

/** The same, for a given round (whether anyone could act in the next one). */
export function mayTakeTurnIn(round: number, fig: Figure): boolean {
  if (!standing(fig)) return false;
  const hold = grappledBy(fig);
  return hold === undefined || round > hold.since;
}

export function isHostile(a: Figure, b: Figure): boolean {
  return a.side !== b.side;
}

export function rangeBetween(state: D100State, a: string, b: string): Band {
  const ranges = state.sys.ranges;
  // No pair has moved yet: every pair is at the starting range.
  if (ranges === NO_RANGES) return optionsOf(state).startingRange;
  return bandBetween(ranges, a, b, optionsOf(state).startingRange);
}

export function weaponById(sheet: D100Sheet, id: string): Weapon | undefined {
  // A loop, not `find`: asked for every attack and its fold, and a callback is a closure per call.
  for (const w of sheet.weapons) if (w.id === id) return w;
  return undefined;
}

/** The weapon in hand, or null when unarmed. */
export function wieldedWeapon(fig: Figure<D100Sheet, D100Status>): Weapon | null {
  const id = fig.status.wielded;
  return id === null ? null : (weaponById(fig.sheet, id) ?? null);
}

/** Shots a weapon holds between reloads, or null when it never needs reloading ([D100-READY-03]). */
export function capacityOf(weapon: Weapon): number | null {
  if (weapon.shots !== undefined) return weapon.shots;
  return weapon.reload ? 1 : null;
}

export function isDodgeable(weapon: Weapon | null): boolean {
  if (!weapon) return true;
  return weapon.dodgeable ?? weapon.kind !== 'ranged';
}

export type D100Figure = Figure<D100Sheet, D100Status>;

/**
 * Who is in the combat and which sides still stand, read once per figures record: rules ask
 * this many times per command (every advance, every outcome check, every legal-action list), and
 * a table's figures record is replaced whenever any figure changes. Read-only for callers.
 */
interface Roster {
  readonly figures: object;
  readonly order: readonly string[];
  readonly combatants: readonly D100Figure[];
  readonly standingSides: readonly string[];
  /** Every side with a combatant, in table order. */
  readonly sides: readonly string[];
  /** Whether any figure on the table (in the combat or not) has a condition with a duration. */
  readonly expiring: boolean;
  /**
   * Combatants hostile to `opponentSide` are `opponents`, worked out when first asked; other sides'
   * in `otherSides`/`others`. Most rosters are asked about one side (the one on its turn): a slot
   * for it spares two lists per roster.
   */
  opponentSide: string | null;
  opponents: readonly D100Figure[];
  otherSides: readonly string[];
  others: ReadonlyArray<readonly D100Figure[]>;
}

/**
 * The last two rosters, by figures record: rules ask about the table they are working on, and a
 * command moves between two (the table it started from and its working state). A weak map did
 * the same with an ephemeron per figures record, which the garbage collector pays for.
 */
let recent: Roster | null = null;
let older: Roster | null = null;

function rosterOf(state: D100State): Roster {
  const figures = state.figures;
  if (recent !== null && recent.figures === figures && recent.order === state.figureOrder) return recent;
  if (older !== null && older.figures === figures && older.order === state.figureOrder) {
    const hit = older;
    older = recent;
    recent = hit;
    return hit;
  }
  // Lists sized to fit, sides appended: an empty array grown by push holds sixteen slots, and a
  // roster is made whenever a figure changes.
  let count = 0;
  for (const id of state.figureOrder) {
    const fig = state.figures[id];
    if (fig && inCombat(fig)) count++;
  }
  const list = new Array<D100Figure>(count);
  let n = 0;
  let expiring = false;
  for (const id of state.figureOrder) {
    const fig = state.figures[id];
    if (fig && !expiring) for (const c of fig.conditions) if (c.expires !== undefined) expiring = true;
    if (!fig || !inCombat(fig)) continue;
    list[n++] = fig as D100Figure;
  }
  const sides = sidesIn(list, false, recent?.sides ?? NO_SIDES);
  const standingSides = sidesIn(list, true, recent?.standingSides ?? NO_SIDES);
  const roster: Roster = {
    figures, order: state.figureOrder, combatants: list, standingSides, sides, expiring,
    opponentSide: null, opponents: NO_FIGURES, otherSides: NO_SIDES, others: NO_LISTS,
  };
  older = recent;
  recent = roster;
  return roster;
}

/**
 * The sides of these figures (the standing ones only, if asked) in order of appearance, or `known`
 * itself when it is that very list: sides rarely change when a figure does, and a roster is made
 * whenever one does.
 */
function sidesIn(list: readonly D100Figure[], standingOnly: boolean, known: readonly string[]): readonly string[] {
  let sides: readonly string[] | null = null;
  let matched = 0;
  for (const f of list) {
    if (standingOnly && !standing(f)) continue;
    if (sides === null) {
      // Still following `known`: a side seen already, or its next side.
      const at = known.indexOf(f.side);
      if (at >= 0 && at < matched) continue;
      if (known[matched] === f.side) {
        matched++;
        continue;
      }
      sides = known.slice(0, matched);
    }
    if (!sides.includes(f.side)) sides = appended(sides, f.side);
  }
  if (sides !== null) return sides;
  return matched === known.length ? known : known.slice(0, matched);
}

/** Figures still in the combat, in table order. */
export function combatants(state: D100State): readonly D100Figure[] {
  return rosterOf(state).combatants;
}

const NO_SIDES: string[] = [];
const NO_LISTS: ReadonlyArray<readonly D100Figure[]> = [];
const NO_FIGURES: readonly D100Figure[] = [];

/** Figures still in the combat that are hostile to this side (`isHostile`), in table order. */
export function opponentsOf(state: D100State, side: string): readonly D100Figure[] {
  const roster = rosterOf(state);
  if (roster.opponentSide === side) return roster.opponents;
  const known = roster.otherSides.indexOf(side);
  if (known >= 0) return roster.others[known]!;
  // Sized to fit: a roster is made whenever a figure changes, and the bot asks before every command.
  let count = 0;
  for (const f of roster.combatants) if (f.side !== side) count++;
  const list = new Array<D100Figure>(count);
  let n = 0;
  for (const f of roster.combatants) if (f.side !== side) list[n++] = f;
  if (roster.opponentSide === null) {
    roster.opponentSide = side;
    roster.opponents = list;
  } else {
    roster.otherSides = appended(roster.otherSides, side);
    roster.others = appended(roster.others, list);
  }
  return list;
}

/** The sides that still have someone standing, in table order: one or none means the fight is decided. */
export function standingSides(state: D100State): readonly string[] {
  return rosterOf(state).standingSides;
}

/**
 * Whether any figure on the table has a condition with a duration (conditions live on figures,
 * so a new figures record means a new roster): every turn boundary asks.
 */
export function anyExpiring(state: D100State): boolean {
  return rosterOf(state).expiring;
}

/** Sides in the order their first figure joined the table. */
export function sidesOf(state: D100State): readonly string[] {
  return rosterOf(state).sides;
}

/**
 * A side whose every figure the GM controls is the GM's: its NPCs act in the order the GM
 * picks ([D100-INIT-04]); a side with a player's figure acts in Agility order ([D100-INIT-03]).
 */
export function isGmSide(state: D100State, side: string): boolean {
  for (const fig of combatants(state)) if (fig.side === side && fig.controller !== 'gm') return false;
  return true;
}

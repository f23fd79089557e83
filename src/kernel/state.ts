import { seededRng } from '../dice/index.ts';
import type { AnySystem } from './system.ts';
import { STATE_SCHEMA_VERSION, type Condition, type Figure, type JsonObject, type TableState } from './types.ts';

/**
 * A new, empty table for a system. The seed only initialises the generator; it is not kept
 * (the generator state is, and it never leaves the server).
 */
export function createTableState(system: AnySystem, init: { options?: unknown; seed: string | number }): TableState {
  const options = system.options.parse(init.options ?? {}) as JsonObject;
  return {
    schemaVersion: STATE_SCHEMA_VERSION,
    system: system.id,
    options,
    seq: 0,
    phase: 'setup',
    round: 0,
    rng: seededRng(init.seed).state(),
    figures: {},
    figureOrder: [],
    pending: null,
    sys: system.initialSys(options),
  };
}

/** Every field writable: the type of a fresh copy, changed before anyone else sees it. */
export type Draft<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A fresh copy of the table, to change field by field before returning it. Why not
 * `{ ...state, seq }`: V8 runs object spreads that override fields on a slow path (measured at
 * ~600 ns a copy on these objects, against ~5 ns for this), and a simulated fight makes hundreds
 * of copies. Every field is written out in `createTableState`'s order, so tables share two
 * shapes (with and without `winner`) and the code reading them stays monomorphic.
 */
export function cloneState<S>(s: TableState<S>): Draft<TableState<S>> {
  const { schemaVersion, system, options, seq, phase, round, rng, figures, figureOrder, pending, sys, winner } = s;
  // exactOptionalPropertyTypes: a table without a winner has no `winner` key (it serialises the same).
  if (winner === undefined) return { schemaVersion, system, options, seq, phase, round, rng, figures, figureOrder, pending, sys };
  return { schemaVersion, system, options, seq, phase, round, rng, figures, figureOrder, pending, sys, winner };
}

/** A copy of the table with some fields replaced (for hot paths, prefer cloneState and set fields). */
export function patchState<S>(state: TableState<S>, patch: Partial<TableState<S>>): TableState<S> {
  return Object.assign(cloneState(state), patch);
}

/** The same table at another log position: what every applied event does last. */
export function withSeq<S>(state: TableState<S>, seq: number): TableState<S> {
  if (state.seq === seq) return state;
  const next = cloneState(state);
  next.seq = seq;
  return next;
}

/** The same table with another system part. */
export function withSys<S>(state: TableState<S>, sys: S): TableState<S> {
  const next = cloneState(state);
  next.sys = sys;
  return next;
}

/** A record (figures by id, ranges by pair…) with one entry set, copied key by key: about twice as fast as a spread. */
export function withKey<T>(record: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in record) out[k] = record[k]!;
  out[key] = value;
  return out;
}

/**
 * A copy of a list with one more item, exactly as long as it needs to be. Not `[...list, item]`:
 * V8 copies the list and then grows the copy to append, leaving a backing store of 19 slots or
 * more for a list of two, and rule folds append to short lists (a turn's actions, a figure's
 * conditions) all the time.
 */
export function appended<T>(list: readonly T[], item: T): T[] {
  const n = list.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = list[i]!;
  out[n] = item;
  return out;
}

export function withFigure(figures: Readonly<Record<string, Figure>>, id: string, fig: Figure): Record<string, Figure> {
  return withKey(figures, id, fig);
}

/** Immutable update of one figure; a missing id is a bug in the caller (validate first). */
export function updateFigure<S>(state: TableState<S>, id: string, f: (fig: Figure) => Figure): TableState<S> {
  const fig = state.figures[id];
  if (!fig) throw new Error(`no figure ${id}`);
  const next = cloneState(state);
  next.figures = withFigure(state.figures, id, f(fig));
  return next;
}

/** A fresh copy of a figure, every field written out (see cloneState for why). */
export function cloneFigure<Sh, St>(f: Figure<Sh, St>): Draft<Figure<Sh, St>> {
  const { id, name, controller, side, sheet, status, position, conditions, revealed } = f;
  if (position === undefined) return { id, name, controller, side, sheet, status, conditions, revealed };
  return { id, name, controller, side, sheet, status, position, conditions, revealed };
}

/** A copy of a figure with some fields replaced (for hot paths, prefer cloneFigure and set fields). */
export function patchFigure<Sh, St>(fig: Figure<Sh, St>, patch: Partial<Figure<Sh, St>>): Figure<Sh, St> {
  return Object.assign(cloneFigure(fig), patch);
}

/** The same figure with another system status. */
export function withStatus<Sh, St>(fig: Figure<Sh, St>, status: St): Figure<Sh, St> {
  const next = cloneFigure(fig);
  next.status = status;
  return next;
}

/** Immutable update of a figure's system status. */
export function updateStatus<S, St>(state: TableState<S>, id: string, f: (status: St) => St): TableState<S> {
  return updateFigure(state, id, (fig) => withStatus(fig, f(fig.status as St)));
}

export function statusOf<St>(state: TableState, id: string): St {
  const fig = state.figures[id];
  if (!fig) throw new Error(`no figure ${id}`);
  return fig.status as St;
}

export function sheetOf<Sh>(state: TableState, id: string): Sh {
  const fig = state.figures[id];
  if (!fig) throw new Error(`no figure ${id}`);
  return fig.sheet as Sh;
}

export function figuresInOrder(state: TableState): Figure[] {
  return state.figureOrder.map((id) => state.figures[id]).filter((f): f is Figure => f !== undefined);
}

export function hasCondition(fig: Figure, id: string): boolean {
  // A loop, not `.some(c => …)`: rules ask over a thousand times a simulated fight, and the
  // callback is a closure made on every call.
  for (const c of fig.conditions) if (c.id === id) return true;
  return false;
}

export function withCondition(fig: Figure, condition: Condition): Figure {
  // Sized to fit (see `appended`): the condition replaces one of the same id, if any.
  const old = fig.conditions;
  let same = 0;
  for (const c of old) if (c.id === condition.id) same++;
  const conditions = new Array<Condition>(old.length - same + 1);
  let n = 0;
  for (const c of old) if (c.id !== condition.id) conditions[n++] = c;
  conditions[n] = condition;
  const next = cloneFigure(fig);
  next.conditions = conditions;
  return next;
}

export function withoutCondition(fig: Figure, id: string): Figure {
  const next = cloneFigure(fig);
  next.conditions = fig.conditions.filter((c) => c.id !== id);
  return next;
}

export function updateSys<S>(state: TableState<S>, f: (sys: S) => S): TableState<S> {
  return withSys(state, f(state.sys));
}

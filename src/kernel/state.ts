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

/** Immutable update of one figure; a missing id is a bug in the caller (validate first). */
export function updateFigure<S>(state: TableState<S>, id: string, f: (fig: Figure) => Figure): TableState<S> {
  const fig = state.figures[id];
  if (!fig) throw new Error(`no figure ${id}`);
  return { ...state, figures: { ...state.figures, [id]: f(fig) } };
}

/** Immutable update of a figure's system status. */
export function updateStatus<S, St>(state: TableState<S>, id: string, f: (status: St) => St): TableState<S> {
  return updateFigure(state, id, (fig) => ({ ...fig, status: f(fig.status as St) }));
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
  return fig.conditions.some((c) => c.id === id);
}

export function withCondition(fig: Figure, condition: Condition): Figure {
  return { ...fig, conditions: [...fig.conditions.filter((c) => c.id !== condition.id), condition] };
}

export function withoutCondition(fig: Figure, id: string): Figure {
  return { ...fig, conditions: fig.conditions.filter((c) => c.id !== id) };
}

export function updateSys<S>(state: TableState<S>, f: (sys: S) => S): TableState<S> {
  return { ...state, sys: f(state.sys) };
}

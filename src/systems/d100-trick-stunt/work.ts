import type { Process } from '../../dice/index.ts';
import { foldResolutionEvent, type EventDraft } from '../../kernel/index.ts';
import { applyD100 } from './apply.ts';
import type { D100EventData, D100EventType } from './events.ts';
import type { D100State, D100Sys } from './model.ts';
import type { D100Options } from './options.ts';

/**
 * A resolution's view of the table as its own events land: rules later in the same command
 * (is the target still standing? whose turn is next?) read the state these events make, folded
 * by the same `apply` the kernel uses.
 */
export interface Work {
  state: D100State;
  readonly options: D100Options;
  /** The run's own event list (the dice layer's EVENT_LIST): `put` appends to it. */
  readonly out: EventDraft[];
  /**
   * The system part this resolution's own folds made, which no one outside has seen: later turn
   * bookkeeping changes it in place rather than copying the table and its system part again.
   */
  mine: D100Sys | null;
}

/**
 * A resolution's working state, opened with the run's event list:
 * `const w = work(state, yield EVENT_LIST)`.
 */
export function work(state: D100State, out: unknown): Work {
  return { state, options: state.options as unknown as D100Options, out: out as EventDraft[], mine: null };
}

export type Step<R = void> = Process<R, EventDraft>;

/**
 * One of this system's events: folds it into the working state and appends it to the run's
 * event list, as yielding an `emit` would. A plain statement, not a request: a simulated fight is
 * mostly events, and an emit costs a generator round trip through every level of `yield*`, so
 * rule helpers that only emit are plain functions and generators are left to rolls and choices.
 */
export function put<T extends D100EventType>(w: Work, type: T, data: D100EventData[T], ruleIds: readonly string[]): void {
  const draft: EventDraft = { type, data, ruleIds };
  const before = w.state.sys;
  w.state = applyD100(w.state, draft, w.mine ?? undefined);
  // A system part the fold just made is this resolution's own; rules read the working state
  // afresh after each event, never an earlier system part, so changing it in place is unseen.
  if (w.state.sys !== before) w.mine = w.state.sys;
  w.out.push(draft);
}

/** Kernel events (rounds, conditions ticking): folds them and appends them, as `put` does. */
export function putKernel(w: Work, drafts: readonly EventDraft[]): void {
  for (let i = 0; i < drafts.length; i++) {
    const draft = drafts[i]!;
    w.state = foldResolutionEvent(w.state, draft);
    w.out.push(draft);
  }
}

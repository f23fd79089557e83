import type { Process } from '../../dice/index.ts';
import { foldResolutionEvent, type EventDraft, type TableEvent } from '../../kernel/index.ts';
import { applyHlh } from './apply.ts';
import type { HlhEventData, HlhEventType } from './events.ts';
import type { HlhState } from './model.ts';
import type { HlhOptions } from './options.ts';

/**
 * A resolution's view of the table as its own events land: rules later in the same command
 * (is the target still up? whose turn is next?) read the state these events make, folded by
 * the same `apply` the kernel uses.
 */
export interface Work {
  state: HlhState;
  readonly options: HlhOptions;
  /** The run's own event list (the dice layer's EVENT_LIST): `put` appends to it. */
  readonly out: EventDraft[];
}

/** A resolution's working state, opened with the run's event list: `const w = work(state, yield EVENT_LIST)`. */
export function work(state: HlhState, out: unknown): Work {
  return { state, options: state.options as unknown as HlhOptions, out: out as EventDraft[] };
}

export type Step<R = void> = Process<R, EventDraft>;

/**
 * One of this system's events: folds it into the working state and appends it to the run's
 * event list, as yielding an `emit` would. A plain statement, not a request: an emit costs a
 * generator round trip through every level of `yield*`, so rule helpers that only emit are plain
 * functions and generators are left to rolls and choices.
 */
export function put<T extends HlhEventType>(w: Work, type: T, data: HlhEventData[T], ruleIds: readonly string[]): void {
  const draft: EventDraft = { type, data, ruleIds };
  w.state = applyHlh(w.state, draft as TableEvent);
  w.out.push(draft);
}

/** Kernel events (rounds, conditions): folds the few kinds a resolution emits and appends them. */
export function putKernel(w: Work, drafts: readonly EventDraft[]): void {
  for (let i = 0; i < drafts.length; i++) {
    const draft = drafts[i]!;
    w.out.push(draft);
    w.state = foldResolutionEvent(w.state, draft);
  }
}

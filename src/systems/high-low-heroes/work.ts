import type { Process, Request } from '../../dice/index.ts';
import { patchState, updateFigure, withCondition, withoutCondition, type EventDraft, type KernelEventData, type TableEvent } from '../../kernel/index.ts';
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
}

export function work(state: HlhState): Work {
  return { state, options: state.options as unknown as HlhOptions };
}

export type Step<R = void> = Process<R, EventDraft>;

/**
 * One of this system's events: folds it into the working state and returns the request that
 * emits it, for the rule to yield: `yield put(w, 'hlh.moved', {...}, ruleIds)`. A plain function
 * rather than a generator: no generator object per event. Folding before the yield is
 * unobservable (the runner never reads `w`).
 */
export function put<T extends HlhEventType>(w: Work, type: T, data: HlhEventData[T], ruleIds: readonly string[]): Request<EventDraft> {
  const draft: EventDraft = { type, data, ruleIds };
  w.state = applyHlh(w.state, draft as TableEvent);
  return { type: 'emit', event: draft };
}

/** Emits kernel events (rounds, conditions) and folds the few kinds a resolution emits. */
export function* putKernel(w: Work, drafts: readonly EventDraft[]): Step {
  for (const draft of drafts) {
    yield { type: 'emit', event: draft };
    w.state = applyKernelLocal(w.state, draft);
  }
}

function applyKernelLocal(state: HlhState, draft: EventDraft): HlhState {
  switch (draft.type) {
    case 'table.round':
      return patchState(state, { round: (draft.data as KernelEventData['table.round']).round });
    case 'table.condition.added': {
      const d = draft.data as KernelEventData['table.condition.added'];
      return updateFigure(state, d.figure, (f) => withCondition(f, d.condition));
    }
    case 'table.condition.removed': {
      const d = draft.data as KernelEventData['table.condition.removed'];
      return updateFigure(state, d.figure, (f) => withoutCondition(f, d.condition));
    }
    default:
      throw new Error(`a high-low-heroes resolution does not emit ${draft.type}`);
  }
}

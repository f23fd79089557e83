import type { Process, Request } from '../../dice/index.ts';
import {
  cloneState, patchState, updateFigure, withCondition, withoutCondition, type EventDraft, type KernelEventData,
} from '../../kernel/index.ts';
import { applyD100 } from './apply.ts';
import type { D100EventData, D100EventType } from './events.ts';
import type { D100State } from './model.ts';
import type { D100Options } from './options.ts';

/**
 * A resolution's view of the table as its own events land: rules later in the same command
 * (is the target still standing? whose turn is next?) read the state these events make, folded
 * by the same `apply` the kernel uses.
 */
export interface Work {
  state: D100State;
  readonly options: D100Options;
}

export function work(state: D100State): Work {
  return { state, options: state.options as unknown as D100Options };
}

export type Step<R = void> = Process<R, EventDraft>;

/**
 * One of this system's events: folds it into the working state and returns the request that
 * emits it, for the rule to yield: `yield put(w, 'd100.moved', {...}, ruleIds)`. A plain function
 * rather than a generator: no generator object and one delegation level less for every event of
 * every command. Folding before the yield is unobservable (the runner never reads `w`).
 */
export function put<T extends D100EventType>(w: Work, type: T, data: D100EventData[T], ruleIds: readonly string[]): Request<EventDraft> {
  const draft: EventDraft = { type, data, ruleIds };
  w.state = applyD100(w.state, draft);
  return { type: 'emit', event: draft };
}

/**
 * Kernel events (rounds, conditions ticking): folds them and returns their emit requests, for
 * `yield* putKernel(...)`. An array, not a generator: most turn boundaries tick nothing, and an
 * empty array costs nothing to delegate to.
 */
export function putKernel(w: Work, drafts: readonly EventDraft[]): Array<Request<EventDraft>> {
  const requests: Array<Request<EventDraft>> = [];
  for (const draft of drafts) {
    w.state = applyKernelLocal(w.state, draft);
    requests.push({ type: 'emit', event: draft });
  }
  return requests;
}

function applyKernelLocal(state: D100State, draft: EventDraft): D100State {
  switch (draft.type) {
    case 'table.round': {
      const next = cloneState(state);
      next.round = (draft.data as KernelEventData['table.round']).round;
      return next;
    }
    case 'table.condition.added': {
      const d = draft.data as KernelEventData['table.condition.added'];
      return updateFigure(state, d.figure, (f) => withCondition(f, d.condition));
    }
    case 'table.condition.removed': {
      const d = draft.data as KernelEventData['table.condition.removed'];
      return updateFigure(state, d.figure, (f) => withoutCondition(f, d.condition));
    }
    case 'table.combat.started':
      return patchState(state, { phase: 'combat', round: 0, winner: null });
    default:
      throw new Error(`a d100 resolution does not emit ${draft.type}`);
  }
}

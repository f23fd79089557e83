import type { Process } from '../../dice/index.ts';
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
 * Emits one of this system's events and folds it into the working state. It yields the emit
 * request itself rather than through `emit`: one generator level less on every event.
 */
export function* put<T extends D100EventType>(w: Work, type: T, data: D100EventData[T], ruleIds: readonly string[]): Step {
  const draft: EventDraft = { type, data, ruleIds };
  yield { type: 'emit', event: draft };
  w.state = applyD100(w.state, draft);
}

/** Emits kernel events (rounds, conditions ticking) and folds the few kinds a resolution emits. */
export function* putKernel(w: Work, drafts: readonly EventDraft[]): Step {
  for (const draft of drafts) {
    yield { type: 'emit', event: draft };
    w.state = applyKernelLocal(w.state, draft);
  }
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

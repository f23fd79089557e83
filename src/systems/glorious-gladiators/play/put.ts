import { emit, type Process } from '../../../dice/index.ts';
import type { EventDraft } from '../../../kernel/index.ts';
import { applyDraft } from './apply.ts';
import type { S } from './model.ts';

export type P<R = S> = Process<R, EventDraft>;

/** Emits an event and returns the table as it will be after it, for the next steps of the same command. */
export function* put(s: S, e: EventDraft): P {
  yield* emit(e);
  return applyDraft(s, e);
}

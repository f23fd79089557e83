import { EVENT_LIST, type Process } from '../../../dice/index.ts';
import type { EventDraft } from '../../../kernel/index.ts';
import { applyDraft } from './apply.ts';
import type { S } from './model.ts';

export type P<R = S> = Process<R, EventDraft>;

/**
 * Emits an event and returns the table as it will be after it, for the next steps of the same command.
 * The event goes onto the run's own list (EVENT_LIST), which is what an `emit` does, without the
 * `emit` generator under this one: a fight puts ~200 events, each through every `yield*` level above.
 */
export function* put(s: S, e: EventDraft): P {
  ((yield EVENT_LIST) as EventDraft[]).push(e);
  return applyDraft(s, e);
}

/**
 * The run's own event list (`const list = (yield EVENT_LIST) as Events`), for the steps every
 * fight runs many times (turns, attacks): a step that holds it puts its events with `putOn`, and
 * hands it to the steps it calls. Asked once, it spares each event `put`'s generator and its
 * round trip through every `yield*` level between the step and the runner.
 */
export type Events = EventDraft[];

/** `put` on a list the step already holds: the same event on the same list, folded the same way. */
export function putOn(list: Events, s: S, e: EventDraft): S {
  list.push(e);
  return applyDraft(s, e);
}

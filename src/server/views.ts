import { eventFor, viewFor, type Actor, type LegalAction, type TableEvent } from '../kernel/index.ts';
import type { LiveTable } from './hub.ts';

/**
 * Everything that leaves the server about a table passes through here, once per viewer: the
 * kernel's one filter for hidden information (docs/hidden-information.md) plus each event's
 * log line, so clients show rule-aware text without knowing the system.
 */
export function viewerEvents(live: LiveTable, actor: Actor, events: readonly TableEvent[]): unknown[] {
  const { engine } = live;
  return events.map((e) => {
    const shown = eventFor(e, actor, engine.state, engine.system);
    if (shown.type === 'redacted') return shown;
    // Worded from the event as this viewer sees it: a line from the logged one would say the numbers blanked.
    return { ...shown, text: describe(live, shown as TableEvent) };
  });
}

function describe(live: LiveTable, e: TableEvent): string {
  try {
    return live.engine.system.describe(e, live.engine.state);
  } catch {
    return e.type;
  }
}

export function viewerState(live: LiveTable, actor: Actor): { view: unknown; legal: LegalAction[] } {
  const { engine } = live;
  const ctx = { options: engine.state.options, actor };
  let legal: LegalAction[];
  try {
    legal = engine.system.legalActions(engine.state, actor, ctx as never);
  } catch {
    // A system bug in listing actions must not take the table down; the action bar is empty.
    legal = [];
  }
  return { view: viewFor(engine.system, engine.state, actor), legal };
}

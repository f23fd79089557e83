import type { Prompt } from '../dice/index.ts';
import type { KernelEventData } from './events.ts';
import { anyHidden, maySeeSheet, statusWithout, sysWithout, withoutSheetNumbers } from './sheet-numbers.ts';
import type { AnySystem } from './system.ts';
import type { Actor, Figure, TableEvent, TableState, Visibility } from './types.ts';

/**
 * Hidden information is filtered here, and only here, on the way out: the dice generator's
 * state, GM-only rolls and notes, and the sheets of NPCs the GM has not revealed. Everything a
 * client receives passes through `viewFor` (state) or `eventFor` (log).
 */
export interface FigureView extends Omit<Figure, 'sheet'> {
  /** null when the viewer may not see this sheet. */
  readonly sheet: unknown;
}

export interface TableView extends Omit<TableState, 'rng' | 'pending' | 'figures'> {
  readonly figures: Readonly<Record<string, FigureView>>;
  readonly pending: { readonly prompt: Prompt } | null;
}

/** An event the viewer may not see keeps its place in the sequence but says nothing. */
export interface RedactedEvent {
  readonly seq: number;
  readonly batch: number;
  readonly type: 'redacted';
}

export { maySeeSheet };

export function maySee(visibility: Visibility | undefined, viewer: Actor): boolean {
  if (visibility === undefined || visibility === 'all') return true;
  if (visibility === 'server') return false;
  if (viewer.kind === 'gm') return true;
  if (visibility === 'gm') return false;
  return viewer.kind === 'player' && visibility.players.includes(viewer.id);
}

export function viewFor(system: AnySystem, state: TableState, viewer: Actor): TableView {
  const visible = system.view ? (system.view(state, viewer) as TableState) : state;
  const figures: Record<string, FigureView> = {};
  // Numbers the system keeps beside the sheet but read off it (GG's hits and maximum hits) go with it.
  const numbers = system.sheetNumbers;
  for (const [id, fig] of Object.entries(visible.figures)) {
    if (maySeeSheet(fig, viewer)) figures[id] = fig;
    else figures[id] = { ...fig, sheet: null, ...(numbers ? { status: statusWithout(fig.status, numbers) } : {}) };
  }
  const { rng: _rng, pending, ...rest } = visible;
  const sys = numbers ? sysWithout(rest.sys, viewer, state, numbers) : rest.sys;
  return { ...rest, sys, figures, pending: pending ? { prompt: promptFor(pending.prompt, viewer, state) } : null };
}

/**
 * A question as the viewer may see it: whom it waits for and what it asks, and its options only for
 * those who may see the sheet of the one asked. An unrevealed NPC's options name what it has (in GG,
 * the Short and Melee attacks it could react with); everyone else only needs to know the table waits.
 * A message that words a number off that sheet comes with its `seen` words, which they read instead;
 * a GM's question names no figure asked, so its `seen` words go to anyone from whom a sheet is hidden.
 */
function promptFor(prompt: Prompt, viewer: Actor, state: TableState): Prompt {
  const asked = state.figures[prompt.to];
  if (!asked) return prompt.seen !== undefined && anyHidden(viewer, state) ? { ...prompt, message: prompt.seen } : prompt;
  if (maySeeSheet(asked, viewer)) return prompt;
  return { ...prompt, options: [], ...(prompt.seen !== undefined ? { message: prompt.seen } : {}) };
}

/**
 * The event as this viewer may see it: a redacted gap, or the event with the numbers its system
 * declares read off a sheet the viewer may not see blanked (sheet-numbers.ts). A system's log line
 * for a viewer is worded from this, not from the event as logged.
 */
export function eventFor(event: TableEvent, viewer: Actor, state: TableState, system?: AnySystem): TableEvent | RedactedEvent {
  if (!maySee(event.visibility, viewer)) return { seq: event.seq, batch: event.batch, type: 'redacted' };
  if (system?.viewEvent && viewer.kind !== 'gm' && !system.viewEvent(event, viewer, state)) return { seq: event.seq, batch: event.batch, type: 'redacted' };
  if (system?.sheetNumbers && viewer.kind !== 'gm') event = withoutSheetNumbers(event, viewer, state, system.sheetNumbers);
  switch (event.type) {
    case 'table.figure.added': {
      const { figure } = event.data as KernelEventData['table.figure.added'];
      if (maySeeSheet(figure, viewer) || maySeeSheet(state.figures[figure.id] ?? figure, viewer)) return event;
      const numbers = system?.sheetNumbers;
      const status = numbers ? statusWithout(figure.status, numbers) : figure.status;
      return { ...event, data: { figure: { ...figure, sheet: null, status } } };
    }
    case 'table.decision.requested': {
      const { prompt } = event.data as KernelEventData['table.decision.requested'];
      return { ...event, data: { prompt: promptFor(prompt, viewer, state) } };
    }
    case 'table.gm.set': {
      const { path } = event.data as KernelEventData['table.gm.set'];
      const fig = path[0] === 'figures' ? state.figures[path[1] ?? ''] : undefined;
      if (!fig || maySeeSheet(fig, viewer)) return event;
      if (path[2] === 'sheet') return { ...event, data: { path: path.slice(0, 3), value: null } };
      // The GM's value for a status field read off the sheet (GG's maximum hits), or the whole status, says the sheet's number.
      const statusFields = system?.sheetNumbers?.status;
      if (path[2] === 'status' && statusFields && (path.length === 3 || statusFields.includes(path[3] ?? ''))) {
        return { ...event, data: { path: path.slice(0, 4), value: null } };
      }
      return event;
    }
    default:
      return event;
  }
}

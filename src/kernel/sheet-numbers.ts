import { getPath } from './events.ts';
import type { Actor, Figure, Json, TableEvent, TableState } from './types.ts';

/**
 * Numbers read off a sheet travel beyond the sheet: a hit roll's defence, a check's Level, the hits a
 * figure has left. A system declares, per event type, which fields of the event's data were read
 * off whose sheet, and the kernel blanks them (null) for a viewer who may not see that sheet
 * (docs/hidden-information.md). A table lookup per event, no rule code on the way out.
 *
 * Whose sheet a field comes from is named by the data fields that hold the figure's id:
 * - `'target'` (the id there, or a list of ids), or a list of such fields, `['figure', 'target']`, for a
 *   number read off both (the roll a hit needed);
 * - `{ each: 'figure', fields: ['life'] }`: the field is a list of objects, each naming its figure in
 *   `each`; their `fields` are blanked for the hidden ones (an initiative order with each one's Life),
 *   and in all of them when the figure `with` names hides its sheet (a flight's rolls against each foe);
 *   or a record of such objects by place, `each` a dotted path inside them (GG's walls by hex, `by.figure`);
 * - `{ keyed: true }`: the field is a record by figure id (initiative scores by figure);
 * - `'*'` among the fields: a number whose owner the event does not name (the Level of a condition
 *   being thrown off), blanked while any figure at the table hides its sheet from the viewer.
 * An event type declared with no fields (`{}`) carries no sheet numbers. Every event type a system
 * emits is declared (its tests check the types its fights emit), so a new one cannot go out unread.
 */
export type SheetSource = string | readonly string[] | SheetEach | { readonly keyed: true };

/** A list of objects each naming its figure in `each`; `with`, a data field naming a figure whose sheet sets them all too. */
export interface SheetEach { readonly each: string; readonly fields: readonly string[]; readonly with?: string }

export type EventSheetFields = Readonly<Record<string, SheetSource>>;

export interface SheetNumbers {
  readonly events: Readonly<Record<string, EventSheetFields>>;
  /**
   * Dice rollers whose key (and a `target` in their value) hold the number a roll needs, which a
   * sheet sets (GG's `gg-check:5:major:0`), by key prefix. A dice record does not say whose number
   * that is, so while anyone's sheet is hidden from the viewer such a roll's key reads as the prefix
   * and its target as null; the system's own event beside it says what it may.
   */
  readonly rollers?: readonly string[];
  /**
   * The system's own state's fields read off sheets, declared as an event's are (High/Low Heroes'
   * initiative order with each one's value and Life; GG's Persistent areas with their Levels).
   */
  readonly sys?: EventSheetFields;
  /** Status fields read off the sheet (hits left, maximum hits), null in a view that may not see the sheet. */
  readonly status?: readonly string[];
  /**
   * What the table sees of those numbers, added to the status they are blanked in: that the villain
   * is hurt or down, not by how much (GG's `hurt`, High/Low Heroes' `down`).
   */
  seen?(status: never): Readonly<Record<string, Json>>;
}

/** No sheet numbers in this event's data. */
export const NO_SHEET_NUMBERS: EventSheetFields = {};

/** Whether this viewer may see the figure's sheet: the GM always, a player their own figures, anyone a revealed one. */
export function maySeeSheet(figure: Figure, viewer: Actor): boolean {
  return viewer.kind === 'gm' || figure.revealed || (viewer.kind === 'player' && figure.controller === viewer.id);
}

/**
 * Whether the viewer may not see the sheet of the figure `id` names. A figure no longer at the table
 * (removed) keeps its secrets: nothing says it was ever shown.
 */
function hiddenFrom(id: unknown, viewer: Actor, state: TableState): boolean {
  if (Array.isArray(id)) return id.some((x) => hiddenFrom(x, viewer, state));
  if (typeof id !== 'string') return false;
  const f = state.figures[id];
  return f ? !maySeeSheet(f, viewer) : true;
}

/**
 * Whether the figure a data field names hides its sheet (a dotted field, 'instance.by', names it inside an
 * object of the data); `'*'`, a number whose owner the event does not name: anyone's hidden.
 */
const ownerHidden = (field: string, data: Record<string, unknown>, viewer: Actor, state: TableState) =>
  (field === '*' ? anyHidden(viewer, state) : hiddenFrom(field.includes('.') ? getPath(data, field.split('.')) : data[field], viewer, state));

function blanks(source: SheetSource, data: Record<string, unknown>, value: unknown, viewer: Actor, state: TableState): unknown {
  if (typeof source === 'string') return ownerHidden(source, data, viewer, state) ? null : value;
  if (Array.isArray(source)) return source.some((s: string) => ownerHidden(s, data, viewer, state)) ? null : value;
  if ('keyed' in source) {
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.some(([id]) => hiddenFrom(id, viewer, state))) return value;
    return Object.fromEntries(entries.map(([id, v]) => [id, hiddenFrom(id, viewer, state) ? null : v]));
  }
  const { each, fields, with: all } = source as { each: string; fields: readonly string[]; with?: string };
  const every = all !== undefined && ownerHidden(all, data, viewer, state);
  const hides = (x: unknown) => every || hiddenFrom(each.includes('.') ? getPath(x, each.split('.')) : (x as Record<string, unknown> | null)?.[each], viewer, state);
  const blank = (x: Record<string, unknown>) => {
    if (!hides(x)) return x;
    const out = { ...x };
    for (const f of fields) if (f in out) out[f] = null;
    return out;
  };
  if (Array.isArray(value)) return value.some(hides) ? value.map(blank) : value;
  // A record by place (GG's walls by hex), each value naming its figure as a list's items do.
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, Record<string, unknown>>);
  return entries.some(([, x]) => hides(x)) ? Object.fromEntries(entries.map(([k, x]) => [k, blank(x)])) : value;
}

/**
 * An event with numbers blanked for its viewer says which (`masked`, the declared field names), so a
 * line worded from it can tell a number hidden from one that is null in the log (GG's Concentration
 * that ends notes `hits: null`).
 */
export interface MaskedEvent extends TableEvent {
  readonly masked: readonly string[];
}

/** The event with the sheet numbers this viewer may not see blanked; the event itself when there are none. */
export function withoutSheetNumbers(event: TableEvent, viewer: Actor, state: TableState, numbers: SheetNumbers): TableEvent | MaskedEvent {
  if (viewer.kind === 'gm') return event;
  if (event.type === 'dice.rolled') return numbers.rollers ? rollWithout(event, viewer, state, numbers.rollers) : event;
  const fields = numbers.events[event.type];
  if (!fields || event.data === null || typeof event.data !== 'object') return event;
  const blanked = blankFields(event.data as Record<string, unknown>, fields, viewer, state);
  return blanked ? { ...event, data: blanked.out, masked: blanked.masked } : event;
}

/** The system's own state with the numbers `sys` declares blanked for this viewer; the state itself when there are none. */
export function sysWithout(sys: unknown, viewer: Actor, state: TableState, numbers: SheetNumbers): unknown {
  if (!numbers.sys || viewer.kind === 'gm' || sys === null || typeof sys !== 'object') return sys;
  return blankFields(sys as Record<string, unknown>, numbers.sys, viewer, state)?.out ?? sys;
}

/** `data` with its declared fields blanked where their figure hides its sheet, and their names; null when nothing is. */
function blankFields(
  data: Record<string, unknown>, fields: EventSheetFields, viewer: Actor, state: TableState,
): { out: Record<string, unknown>; masked: string[] } | null {
  let out: Record<string, unknown> | null = null;
  const masked: string[] = [];
  for (const field in fields) {
    // 'activeMove.level': one number in an object the table may see the rest of (the Movement's name).
    const dot = field.indexOf('.');
    const top = dot < 0 ? field : field.slice(0, dot);
    const value = data[top];
    if (value === undefined || value === null) continue;
    const part = dot < 0 ? value : (value as Record<string, unknown>)[field.slice(dot + 1)];
    const shown = blanks(fields[field]!, data, part, viewer, state);
    if (shown === part) continue;
    out ??= { ...data };
    out[top] = dot < 0 ? shown : { ...(out[top] as Record<string, unknown>), [field.slice(dot + 1)]: shown };
    masked.push(field);
  }
  return out ? { out, masked } : null;
}

function rollWithout(event: TableEvent, viewer: Actor, state: TableState, rollers: readonly string[]): TableEvent {
  const data = event.data as { roller?: unknown; value?: unknown };
  const roller = typeof data.roller === 'string' ? data.roller : '';
  const prefix = rollers.find((p) => roller.startsWith(p));
  if (prefix === undefined || !anyHidden(viewer, state)) return event;
  const value = data.value !== null && typeof data.value === 'object' && 'target' in data.value ? { ...data.value, target: null } : data.value;
  return { ...event, data: { ...data, roller: prefix, value } };
}

/** Whether any figure at the table hides its sheet from the viewer. */
export function anyHidden(viewer: Actor, state: TableState): boolean {
  for (const id in state.figures) if (!maySeeSheet(state.figures[id]!, viewer)) return true;
  return false;
}

/** A figure's status for a viewer who may not see its sheet: the fields read off it blanked, and what the table sees of them. */
export function statusWithout(status: unknown, numbers: SheetNumbers): unknown {
  if (status === null || typeof status !== 'object' || !numbers.status) return status;
  const out: Record<string, unknown> = { ...(status as Record<string, unknown>), ...numbers.seen?.(status as never) };
  for (const f of numbers.status) if (f in out) out[f] = null;
  return out;
}

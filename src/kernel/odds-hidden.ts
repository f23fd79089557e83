import { reject, type Rejection } from './errors.ts';
import { cloneState } from './state.ts';
import type { AnySystem } from './system.ts';
import type { Actor, TableState } from './types.ts';
import { viewFor, type FigureView, type TableView } from './view.ts';

/**
 * Exact odds are hidden information too: a player's odds of hitting an unrevealed NPC would give
 * away its sheet (GG's to-hit needs Level − Defence + 5). So the odds a player asks for are worked
 * out on a copy of the table in which everything their view leaves out (what `viewFor` blanks or
 * drops: unrevealed sheets, and whatever the system's own `view` removes or changes, e.g. GG's
 * hidden figures' hexes) notes when it is read. Any such read refuses the odds (ODDS_HIDDEN); odds that read nothing
 * hidden are exactly what the GM would get.
 *
 * Why a recorder rather than a list of what each command reads: it sees every path, the bot's
 * answers, summaries and wording included, in every system. The hidden parts get fresh
 * identities (a Proxy per hidden value, fresh objects on the way to it), so no cache keyed by a
 * figure or sheet object (GG's profile ring and profileOf's WeakMap, warm from play) can answer
 * without reading: a miss compiles the profile through the recorder.
 */
export interface HiddenReads {
  /** The table to work the odds out on: the asker's, with every part hidden from them recording its reads. */
  readonly state: TableState;
  /** Whether the odds have read a hidden part yet (asked as the enumeration goes, to stop early). */
  readonly read: () => boolean;
  /** The refusal for the first hidden part read, or null. */
  readonly refusal: () => Rejection | null;
  /** The bystanders whose stand-in sheets the odds read (OddsSpec.standIn), in the order first read. */
  readonly assumed: () => readonly string[];
}

/**
 * The recorder for `viewer`'s odds, or null when nothing at the table is hidden from them (the GM
 * always, and a player at a table with every sheet revealed): then the odds run on the table itself,
 * with nothing copied.
 */
export function hiddenReads(
  system: AnySystem, state: TableState, viewer: Actor, command?: { readonly type: string; readonly args: unknown },
): HiddenReads | null {
  if (viewer.kind === 'gm') return null;
  // What the viewer sees is what the server would send them: viewFor itself, so whatever it hides
  // (or comes to hide) is hidden from the odds too. The dice generator and a pending replay never
  // reach a resolution's reads, so they are the table's own.
  const view = viewFor(system, state, viewer);
  if (nothingHidden(state, view)) return null;
  const assumed: string[] = [];
  const { real, figures } = command ? withStandIns(system, state, view, command, assumed) : { real: state, figures: view.figures };
  const seen: Record<string, unknown> = { ...view, figures, rng: state.rng, pending: state.pending };

  let first: readonly string[] | null = null;
  const note = (path: readonly string[]) => {
    first ??= path;
  };
  const tracked = cloneState(real) as unknown as Record<string, unknown>;
  const secretKeys = guardInto(tracked, real as unknown as Record<string, unknown>, seen, [], note);
  return {
    state: (secretKeys.length > 0 ? keyedRecorder(tracked, secretKeys, [], note) : tracked) as unknown as TableState,
    read: () => first !== null,
    refusal: () => (first === null ? null : refusalFor(first, view.figures)),
    assumed: () => assumed,
  };
}

/**
 * The table, and the figures as the viewer sees them, with a stand-in sheet (OddsSpec.standIn) for
 * each bystander whose sheet is hidden: a figure the command's args do not name. The same stand-in on
 * both sides, so reading it refuses nothing; it is a Proxy that records the bystander as assumed. A
 * figure the command names (its target, whoever it acts for) keeps its hidden sheet, and the odds are
 * refused if they read it: they would be odds against that very figure.
 */
function withStandIns(
  system: AnySystem, state: TableState, view: TableView, command: { readonly type: string; readonly args: unknown }, assumed: string[],
): { real: TableState; figures: Readonly<Record<string, FigureView>> } {
  const odds = system.odds;
  if (!odds?.standIn) return { real: state, figures: view.figures };
  const named = new Set<string>();
  namesIn(command.args, state.figures, named);
  let realFigures: Record<string, TableState['figures'][string]> | null = null;
  let seenFigures: Record<string, FigureView> | null = null;
  for (const id of Object.keys(state.figures)) {
    const fig = state.figures[id]!;
    const seen = view.figures[id];
    if (named.has(id) || !seen || seen.sheet !== null || fig.sheet === null) continue;
    const blank = odds.standIn(fig, command);
    if (blank === undefined) continue;
    const assume = () => {
      if (!assumed.includes(id)) assumed.push(id);
    };
    const sheet = recorder(blank as object, [], assume);
    const status = standInStatus(system, state, fig.status, blank, assume);
    (realFigures ??= { ...state.figures })[id] = { ...fig, sheet, ...(status ? { status } : {}) };
    (seenFigures ??= { ...view.figures })[id] = { ...seen, sheet, ...(status ? { status } : {}) };
  }
  if (!realFigures || !seenFigures) return { real: state, figures: view.figures };
  return { real: { ...state, figures: realFigures }, figures: seenFigures };
}

/**
 * A bystander's status with the numbers its system reads off the sheet (SheetNumbers.status: GG's
 * hits and maximum hits…) as the stand-in sheet starts with them, the rest as they are; its reads of
 * those record the bystander as assumed. Undefined when the system keeps no such numbers.
 */
function standInStatus(system: AnySystem, state: TableState, status: unknown, blank: unknown, assume: () => void): object | undefined {
  const fields = system.sheetNumbers?.status;
  if (!fields || fields.length === 0 || !isObject(status)) return undefined;
  const fresh = system.initialStatus(blank, state.options) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...status };
  for (const f of fields) {
    if (f in fresh) out[f] = fresh[f];
    else delete out[f];
  }
  return keyedRecorder(out, fields, [], assume);
}

/** Every figure id among the strings of a command's args, however deep (a target, a list of them, a figure acted for). */
function namesIn(v: unknown, figures: Readonly<Record<string, unknown>>, out: Set<string>): void {
  if (typeof v === 'string') {
    if (Object.hasOwn(figures, v)) out.add(v);
  } else if (Array.isArray(v)) {
    for (const x of v) namesIn(x, figures, out);
  } else if (isObject(v)) {
    for (const x of Object.values(v)) namesIn(x, figures, out);
  }
}

/** Whether the view is the table itself, figure by figure and field by field (a player at a table with every sheet revealed). */
function nothingHidden(state: TableState, view: TableView): boolean {
  const real = state as unknown as Record<string, unknown>;
  const seen = view as unknown as Record<string, unknown>;
  for (const k in real) if (k !== 'rng' && k !== 'pending' && k !== 'figures' && real[k] !== seen[k]) return false;
  for (const k in seen) if (!(k in real)) return false;
  let n = 0;
  for (const id in state.figures) {
    if (view.figures[id] !== state.figures[id]) return false;
    n++;
  }
  return Object.keys(view.figures).length === n;
}

type Note = (path: readonly string[]) => void;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Whether two JSON values are the same value (the view's copies are equal, not identical, where nothing changed). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!(k in b) || !same(a[k], b[k])) return false;
  return true;
}

/**
 * Fills `out` with `real`'s fields as the odds may read them against what the viewer sees: the same
 * value where it is the same, a recording copy where it differs. Returns the keys whose values are
 * plain values that differ (no Proxy can wrap a number): the caller makes `out` record those.
 */
function guardInto(
  out: Record<string, unknown>, real: Record<string, unknown>, seen: Record<string, unknown>, path: readonly string[], note: Note,
): string[] {
  const secret: string[] = [];
  for (const k of Object.keys(real)) {
    const r = real[k];
    const has = k in seen;
    if (has && same(r, seen[k])) out[k] = r;
    else if (isObject(r)) out[k] = guard(r, has ? seen[k] : undefined, [...path, k], note);
    else {
      out[k] = r;
      secret.push(k);
    }
  }
  return secret;
}

/** A value that differs from what the viewer sees: copied down to where it differs, recording from there. */
function guard(real: Record<string, unknown>, seen: unknown, path: readonly string[], note: Note): unknown {
  const length = Array.isArray(real) ? real.length : -1;
  // Different in kind or length (a sheet against null, a list with an entry left out): record any read at all.
  if (!isObject(seen) || (Array.isArray(seen) ? seen.length : -1) !== length) return recorder(real, path, note);
  const out: Record<string, unknown> = length >= 0 ? (new Array(length) as unknown as Record<string, unknown>) : {};
  const secret = guardInto(out, real, seen, path, note);
  return secret.length > 0 ? keyedRecorder(out, secret, path, note) : out;
}

/** Records any read of `value` (a field, a key, the keys). */
function recorder(value: object, path: readonly string[], note: Note): object {
  const seen = () => note(path);
  return new Proxy(value, {
    get: (t, k, r): unknown => (seen(), Reflect.get(t, k, r)),
    has: (t, k) => (seen(), Reflect.has(t, k)),
    ownKeys: (t) => (seen(), Reflect.ownKeys(t)),
    getOwnPropertyDescriptor: (t, k) => (seen(), Reflect.getOwnPropertyDescriptor(t, k)),
  });
}

/** Records reads of the `secret` keys of `value` only. */
function keyedRecorder(value: object, secret: readonly string[], path: readonly string[], note: Note): object {
  const keys = new Set<string | symbol>(secret);
  const check = (k: string | symbol) => {
    if (keys.has(k)) note([...path, String(k)]);
  };
  return new Proxy(value, {
    get: (t, k, r): unknown => (check(k), Reflect.get(t, k, r)),
    has: (t, k) => (check(k), Reflect.has(t, k)),
    getOwnPropertyDescriptor: (t, k) => (check(k), Reflect.getOwnPropertyDescriptor(t, k)),
  });
}

/**
 * The refusal for a hidden part read, in the player's terms: the figure by the name they see, and
 * what of it is hidden. Whatever is hidden of a figure whose sheet is hidden (numbers read off the
 * sheet) is its sheet, which the GM's reveal shows; where it stands is its own secret (GG-SIT-04).
 * A figure the viewer does not see at all is not named, and a hidden part of the system's own state
 * is named by its field only (deeper keys may be figure ids).
 */
function refusalFor(path: readonly string[], seen: Readonly<Record<string, FigureView>>): Rejection {
  const [top, id, part] = path;
  const fig = top === 'figures' && id !== undefined ? seen[id] : undefined;
  if (!fig || id === undefined) {
    return reject('ODDS_HIDDEN', 'These odds would reveal something hidden from you at this table.', { details: { hidden: path.slice(0, 2).join('.') } });
  }
  if (part === 'sheet' || (fig.sheet === null && part !== 'position')) {
    const message = `${fig.name}'s sheet is hidden from you: odds against it would reveal it. The GM can reveal the sheet.`;
    return reject('ODDS_HIDDEN', message, { details: { figure: id, hidden: 'sheet' } });
  }
  const hidden = path.slice(2).join('.') || 'figure';
  const message = hidden === 'position'
    ? `Where ${fig.name} stands is hidden from you: these odds would reveal it.`
    : `${fig.name}'s ${hidden} is hidden from you: these odds would reveal it.`;
  return reject('ODDS_HIDDEN', message, { details: { figure: id, hidden } });
}

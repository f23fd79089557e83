import { readHighLow } from '../../dice/index.ts';
import type { LogEvent, TableView } from '../connection.ts';
import { outcomeLabel } from './odds-chart.tsx';

export interface Die { sides: number; face: number; dropped?: boolean; extra?: boolean }

/** Figure ids and condition ids in words, for the lines the kernel and the systems write. */
export interface LogWords {
  readonly names: ReadonlyMap<string, string>;
  readonly conditions: ReadonlyMap<string, string>;
  /** Figures a player controls: the GM answering one of their questions is said as the GM's answer. */
  readonly players?: ReadonlySet<string>;
}

/** Text for a value from an event: strings as they are, anything else in words (never raw JSON). */
export function text(v: unknown, fallback = ''): string {
  if (v === undefined || v === null) return fallback;
  return typeof v === 'string' ? v : outcomeLabel(v);
}

/**
 * The table's figures' names by id, for the lines and outcomes that name figures by id (none without
 * a view). Given the log, figures no longer at the table keep the name they came with (a figure the
 * GM took off, a summoned minion that vanished), or every line about them would show its id.
 */
export function figureNames(
  view: Pick<TableView, 'figureOrder' | 'figures'> | null | undefined, log: readonly LogEvent[] = [],
): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const e of log) {
    const added = e.type === 'table.figure.added' ? (e.data?.figure as { id?: unknown; name?: unknown } | undefined) : undefined;
    if (typeof added?.id === 'string' && typeof added.name === 'string') names.set(added.id, added.name);
  }
  if (view) for (const id of view.figureOrder) names.set(id, view.figures[id]?.name ?? id);
  return names;
}

/**
 * Systems write log lines with figure ids ("bea-the-bold takes 3 damage"); players read names.
 * Whole-word ids only, longest first, so "thug-2" is not read as "thug".
 */
export function withNames(line: string, names: ReadonlyMap<string, string>): string {
  let out = line;
  for (const [id, name] of [...names].sort((a, b) => b[0].length - a[0].length)) {
    out = out.replace(new RegExp(`(^|[^a-z0-9-])${id}(?![a-z0-9-])`, 'g'), (_, pre: string) => `${pre}${name}`);
  }
  return out;
}

/**
 * What a roll reads as, where its stored value is a code for speed: High/Low 2d6 (the dice
 * layer's own reading of the two faces).
 */
const READINGS: Readonly<Record<string, (dice: readonly Die[]) => string>> = {
  'hlh:2d6': ([a, b]) => {
    const r = readHighLow(a?.face ?? 0, b?.face ?? 0);
    return r.double ? `double: ${r.high}` : `High ${r.high} · Low ${r.low}`;
  },
};

/** A roll's result in words: a reading, a check's success or failure, a number; null when the dice say it all. */
export function rollResult(e: LogEvent, dice: readonly Die[]): string | null {
  const roller = typeof e.data?.roller === 'string' ? e.data.roller : '';
  if (Object.hasOwn(READINGS, roller)) return READINGS[roller]!(dice);
  const v = e.data?.value;
  if (v === true) return 'success';
  if (v === false) return 'failure';
  if (typeof v === 'object') return null;
  return text(v).replace(/-/g, ' ');
}

const place = (p: unknown) => {
  const o = (p ?? {}) as Record<string, unknown>;
  return typeof o.q === 'number' ? `hex ${String(o.q)}, ${String(o.r)}` : typeof o.x === 'number' ? `(${String(o.x)}, ${String(o.y)})` : 'a new place';
};

/**
 * "The GM sets Thug's status › life to 5": whose value, which, and to what when it is a plain value
 * (a hidden sheet's value reaches players as null, and says nothing).
 */
function gmSet(path: unknown, value: unknown, who: (id: unknown) => string): string {
  if (!Array.isArray(path) || path.length === 0) return 'The GM sets a value';
  const [root, id, ...rest] = path as unknown[];
  const what = root === 'figures' && id !== undefined
    ? `${who(id)}'s ${rest.length > 0 ? rest.map(String).join(' › ') : 'figure'}`
    : path.map(String).join(' › ');
  const plain = typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= 40);
  return `The GM sets ${what}${plain ? ` to ${String(value)}` : ''}`;
}

/**
 * The batches the GM undid (each undo names them): the log keeps their lines, as the table's log
 * does, but struck through, so nobody reads an undone hit as one that happened.
 */
export function undoneBatches(events: readonly LogEvent[]): ReadonlySet<number> {
  const out = new Set<number>();
  for (const e of events) {
    const undone = e.type === 'table.undo' ? e.data?.undone : undefined;
    if (Array.isArray(undone)) for (const b of undone) if (typeof b === 'number') out.add(b);
  }
  return out;
}

/**
 * Each answer's line, by its seq: whose question it was and the option's own words ("Blue Comet
 * answers: Keep the roll"; "The GM answers for Blue Comet: …" when the GM answered a player's),
 * read off the question before it, where the answer alone says the value sent ("keep"). A question
 * shown without options (an unrevealed NPC's) leaves the value.
 */
export function answerLines(events: readonly LogEvent[], words: LogWords): ReadonlyMap<number, string> {
  const out = new Map<number, string>();
  let asked: { to?: unknown; options?: Array<{ value: unknown; label: string }> } | undefined;
  for (const e of events) {
    if (e.type === 'table.decision.requested') asked = e.data?.prompt as typeof asked;
    if (e.type !== 'table.decision.answered' || !asked) continue;
    const value = e.data?.value;
    const label = asked.options?.find((o) => o.value === value)?.label ?? text(value);
    const name = typeof asked.to === 'string' ? words.names.get(asked.to) ?? asked.to : 'Someone';
    // The GM may answer for a player gone quiet; a player who clicked too must not read the GM's choice as their own.
    const byGm = (e.data?.by as { kind?: unknown } | undefined)?.kind === 'gm'
      && typeof asked.to === 'string' && words.players?.has(asked.to) === true;
    out.set(e.seq, byGm ? `The GM answers for ${name}: ${label}` : `${name} answers: ${label}`);
  }
  return out;
}

/** One log line in words; null for bookkeeping nobody needs to read. */
export function lineText(e: LogEvent, words: LogWords): string | null {
  const d = e.data ?? {};
  const who = (id: unknown) => (typeof id === 'string' ? words.names.get(id) ?? id : 'someone');
  const condition = (c: unknown) => {
    const id = typeof c === 'string' ? c : typeof (c as { id?: unknown })?.id === 'string' ? (c as { id: string }).id : '';
    return words.conditions.get(id) ?? id.replace(/-/g, ' ');
  };
  switch (e.type) {
    case 'table.note': return `GM: ${text(d.text)}`;
    case 'table.figure.added': return `${String((d.figure as { name?: string } | undefined)?.name ?? 'A figure')} joins`;
    case 'table.figure.removed': return `${who(d.figure)} leaves the table`;
    case 'table.figure.revealed': return `The GM shows ${who(d.figure)}'s sheet`;
    case 'table.figure.moved': return `${who(d.figure)} is put at ${place(d.position)}`;
    case 'table.combat.started': return 'Combat starts';
    case 'table.combat.ended': return `Combat ends${d.winner ? `: ${text(d.winner)} win` : ''}`;
    case 'table.round': return `Round ${text(d.round)}`;
    case 'table.condition.added': return `${who(d.figure)}: ${condition(d.condition)}`;
    case 'table.condition.removed': return `${who(d.figure)} is no longer ${condition(d.condition)}`;
    case 'table.gm.set': return gmSet(d.path, d.value, who);
    case 'table.undo': {
      const n = Array.isArray(d.undone) ? d.undone.length : 1;
      return n > 1 ? `The GM undid the last ${n} actions: their lines are struck through` : 'The GM undid the last action: its lines are struck through';
    }
    case 'table.decision.requested': return 'Waiting for a decision';
    case 'table.decision.answered': return `Answered: ${text(d.value)}`;
    case 'table.decision.closed': return null;
    default: {
      // Some systems' lines are still identifiers ("turn.ended"): those read as words.
      const raw = e.text && e.text !== e.type ? e.text : e.type.replace(/^[a-z0-9-]+\./, '');
      const line = /^[a-z0-9.-]+$/.test(raw) ? raw.replace(/[.-]/g, ' ').replace(/^./, (c) => c.toUpperCase()) : raw;
      return withNames(line, words.names);
    }
  }
}

import { scriptedFaces, SUSPEND } from '../../../dice/index.ts';
import { accepted, TableEngine, type Actor, type Json, type Rejection, type StepResult, type TableEvent } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { ggTemplateById } from '../templates/index.ts';
import type { GgSheet } from '../sheet.ts';
import type { GgStatus, GgSys, S } from './model.ts';

// Helpers for the play tests: a table with figures from templates or sheets, commands with
// scripted dice and answers, and readers for the events and statuses they produce.

export const GM: Actor = { kind: 'gm' };

export interface Seat {
  readonly id: string;
  readonly side: string;
  readonly template?: string;
  readonly sheet?: GgSheet;
  readonly at?: { q: number; r: number };
  readonly controller?: string;
}

export function ggTable(seats: readonly Seat[], options: Record<string, Json> = {}): TableEngine {
  const t = TableEngine.create(gloriousGladiators, { seed: 'gg-test', options });
  for (const seat of seats) {
    const sheet = seat.sheet ?? ggTemplateById(seat.template!)!.sheet;
    const r = t.execute({
      id: `add-${seat.id}`, type: 'figure.add',
      args: {
        id: seat.id, name: seat.id, side: seat.side, sheet: sheet as unknown as Json,
        ...(seat.at ? { position: seat.at } : {}), ...(seat.controller ? { controller: seat.controller } : {}),
      },
    }, GM);
    if (!r.ok) throw new Error(`${seat.id}: ${r.rejection.message}`);
  }
  return t;
}

/**
 * Two figures of two sides with no Hero Points, `a` on 0,0 and the other (`b`, or `bId`) at `at`,
 * combat started with `a` to act (its initiative die 9, the other's 5): the shape of most
 * one-on-one ability tests.
 */
export function pairTable(a: GgSheet, b: GgSheet, at: { q: number; r: number }, bId = 'b'): TableEngine {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: a, at: { q: 0, r: 0 } },
    { id: bId, side: 'two', sheet: b, at },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 5]);
  if (current(t) !== 'a') throw new Error(`pairTable: ${current(t) ?? 'nobody'} acts first, not a`);
  return t;
}

let n = 0;
function exec(
  t: TableEngine, type: string, args: Json, dice: readonly number[], answers: readonly (string | number | boolean)[], actor: Actor,
): StepResult {
  const queue = [...answers];
  return t.execute({ id: `c${++n}`, type, args }, actor, {
    faces: scriptedFaces([...dice]), choose: () => (queue.length > 0 ? queue.shift()! : SUSPEND),
  });
}

/**
 * Runs a command with scripted dice and answers, and throws when it is rejected (code, message
 * and rule ID): a set-up step that is refused must fail its test, not let it pass testing nothing.
 * A command the test expects may be refused goes through `tryRun`.
 */
export function run(
  t: TableEngine, type: string, args: Json, dice: readonly number[] = [], answers: readonly (string | number | boolean)[] = [],
  actor: Actor = GM,
): StepResult {
  const r = exec(t, type, args, dice, answers, actor);
  return accepted(r, type, args);
}

/**
 * As `run`, but a rejection is returned, not thrown: for the commands a test checks may be
 * refused (`expect(refusal(tryRun(...))).toBe('GG_… GG-…')`). An accepted command is kept, as with `run`.
 */
export function tryRun(
  t: TableEngine, type: string, args: Json, dice: readonly number[] = [], answers: readonly (string | number | boolean)[] = [],
  actor: Actor = GM,
): StepResult {
  return exec(t, type, args, dice, answers, actor);
}

/** The labels of a command's dice rolls, in order ('bolt to hit', 'evasion risk'): which rolls a rule made. */
export function rollLabels(r: StepResult): string[] {
  return events(r, 'dice.rolled').map((e) => String(data(e).label));
}

export function events(r: StepResult, type?: string): TableEvent[] {
  if (!r.ok) throw new Error(`rejected: ${r.rejection.code} ${r.rejection.message}`);
  return type ? r.events.filter((e) => e.type === type) : [...r.events];
}

export const data = (e: TableEvent | undefined): Record<string, unknown> => (e?.data ?? {}) as Record<string, unknown>;
export const status = (t: TableEngine, id: string): GgStatus => t.state.figures[id]!.status as GgStatus;
export const sys = (t: TableEngine): GgSys => (t.state as S).sys;
export const current = (t: TableEngine): string | undefined => sys(t).order[sys(t).index];
/**
 * Why a command was refused: its code and the rule ID it cites (`'GG_NOT_APPLICABLE GG-ABL-58'`),
 * the code alone when it cites none; null when accepted. Tests of a refusal assert both, so a
 * command refused for some other reason (out of range where the test is about a Limit) fails them.
 * A validator's own answer (a Rejection, or null) reads the same way.
 */
export function refusal(r: StepResult | Rejection | null): string | null {
  const why = r === null ? null : 'ok' in r ? (r.ok ? null : r.rejection) : r;
  return why ? [why.code, why.ruleId].filter(Boolean).join(' ') : null;
}

import { scriptedFaces, SUSPEND } from '../../dice/index.ts';
import { accepted, TableEngine, type Actor, type Json, type StepResult, type TableEvent } from '../../kernel/index.ts';
import { highLowHeroes } from './index.ts';
import type { HlhState } from './model.ts';
import type { HlhSheet } from './sheet.ts';

/** A table for tests: figures placed by id, scripted dice and answers per command. */
export const GM: Actor = { kind: 'gm' };
export const P1: Actor = { kind: 'player', id: 'p1' };
export const P2: Actor = { kind: 'player', id: 'p2' };

export interface Placed {
  readonly id: string;
  readonly sheet: HlhSheet;
  readonly side: string;
  readonly by?: Actor;
  readonly at?: { x: number; y: number };
  readonly life?: number;
}

export function table(figures: readonly Placed[], options: Record<string, Json> = {}): TableEngine {
  const t = TableEngine.create(highLowHeroes, { seed: 'test', options });
  for (const f of figures) {
    const args = { id: f.id, name: f.id, side: f.side, sheet: f.sheet as never, revealed: true, ...(f.at ? { position: f.at } : {}) };
    const r = t.execute({ id: `add-${f.id}`, type: 'figure.add', args }, f.by ?? GM);
    if (!r.ok) throw new Error(r.rejection.message);
    if (f.life !== undefined) run(t, GM, 'gm.set', { path: ['figures', f.id, 'status', 'life'], value: f.life });
  }
  return t;
}

/**
 * Runs a command with scripted dice and answers, and throws when it is refused (code, message,
 * rule ID): a refused set-up step fails its test instead of letting it pass testing nothing. A
 * command the test expects may be refused goes through `tryRun`.
 */
export function run(
  t: TableEngine, actor: Actor, type: string, args: unknown, dice: number[] = [], answers: Array<string | number | boolean> = [],
): StepResult {
  const r = tryRun(t, actor, type, args, dice, answers);
  return accepted(r, type, args);
}

/** As `run`, but a refusal is returned, not thrown: for the commands a test checks may be refused. */
export function tryRun(
  t: TableEngine, actor: Actor, type: string, args: unknown, dice: number[] = [], answers: Array<string | number | boolean> = [],
): StepResult {
  const q = [...answers];
  return t.execute({ id: `c${t.state.seq}`, type, args }, actor, { faces: scriptedFaces(dice), choose: () => (q.length ? q.shift()! : SUSPEND) });
}

/** The events of one type; a refused command has none to read, so asking is an error. */
export function events(r: StepResult, type: string): TableEvent[] {
  if (!r.ok) throw new Error(`rejected: ${r.rejection.code} ${r.rejection.message}`);
  return r.events.filter((e) => e.type === type);
}

export function dataOf<T>(r: StepResult, type: string): T {
  const e = events(r, type)[0];
  if (!e) throw new Error(`no ${type} in ${r.ok ? r.events.map((x) => x.type).join(', ') : `rejection ${r.rejection.code}`}`);
  return e.data as T;
}

/** The refusal's code, or null when the command was accepted. */
export const rejection = (r: StepResult): string | null => (r.ok ? null : r.rejection.code);

export const stateOf = (t: TableEngine) => t.state as HlhState;

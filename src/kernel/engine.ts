import { Timeline } from './fold.ts';
import { createTableState } from './state.ts';
import { step, type StepEnv, type StepResult } from './step.ts';
import type { AnySystem } from './system.ts';
import type { Actor, Command, TableEvent, TableState } from './types.ts';

/**
 * One table in memory: its initial state, its log and the folded state, with undo. Pure (no
 * I/O, no clock): the server wraps it with storage and sockets, the CLI with files, tests with
 * scripted dice.
 *
 * @example
 * const table = TableEngine.create(highLowHeroes, { seed: 'demo' });
 * table.execute({ id: 'c1', type: 'figure.add', args: { ... } }, { kind: 'gm' });
 */
export class TableEngine {
  readonly system: AnySystem;
  readonly initial: TableState;
  private readonly log: TableEvent[] = [];
  private readonly timeline: Timeline;

  constructor(system: AnySystem, initial: TableState, events: readonly TableEvent[] = []) {
    if (initial.system !== system.id) throw new Error(`state of ${initial.system} given to ${system.id}`);
    this.system = system;
    this.initial = initial;
    this.timeline = new Timeline(system, initial);
    for (const e of events) this.append(e);
  }

  static create(system: AnySystem, init: { options?: unknown; seed: string | number }): TableEngine {
    return new TableEngine(system, createTableState(system, init));
  }

  get state(): TableState {
    return this.timeline.state;
  }

  get events(): readonly TableEvent[] {
    return this.log;
  }

  /** Validates and resolves a command without keeping it: the caller may store first, then `append`. */
  attempt(command: Command, actor: Actor, env: Omit<StepEnv, 'history'> = {}): StepResult {
    return step(this.system, this.state, command, actor, { ...env, history: this.timeline });
  }

  /** attempt + append: the events land together or not at all. */
  execute(command: Command, actor: Actor, env: Omit<StepEnv, 'history'> = {}): StepResult {
    const result = this.attempt(command, actor, env);
    if (result.ok) for (const e of result.events) this.append(e);
    return result;
  }

  /** Adds an event that is already part of this table's history (loading, or another server's). */
  append(event: TableEvent): void {
    const expected = this.state.seq + 1;
    if (event.seq !== expected) throw new Error(`event ${event.seq} out of order: expected ${expected}`);
    this.log.push(event);
    this.timeline.push(event);
  }

  /** Batches that an undo would revert, newest last. */
  undoable(): number[] {
    return this.timeline.batches();
  }
}

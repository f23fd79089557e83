import { applyEvent, type KernelEventData } from './events.ts';
import { withSeq } from './state.ts';
import type { AnySystem } from './system.ts';
import type { TableEvent, TableState } from './types.ts';

/**
 * A table's state is the fold of its log. Undo is an event too: it reverts every batch from
 * `toBatch` on, so the fold rewinds to the events still in effect and carries on from there.
 * The log itself is never rewritten (append-only); undone events stay visible as undone.
 */
const MAX_CHECKPOINTS = 256;

export class Timeline {
  private readonly system: AnySystem;
  private readonly initial: TableState;
  /** Events in effect, in order (undone ones removed, undo events never included). */
  private effective: TableEvent[] = [];
  /** State before each batch in effect, by batch seq; rebuilt lazily after an undo. */
  private readonly before = new Map<number, TableState>();
  private current: TableState;

  constructor(system: AnySystem, initial: TableState, events: readonly TableEvent[] = []) {
    this.system = system;
    this.initial = initial;
    this.current = initial;
    for (const e of events) this.push(e);
  }

  get state(): TableState {
    return this.current;
  }

  /** Batches in effect, oldest first. */
  batches(): number[] {
    return [...new Set(this.effective.map((e) => e.batch))];
  }

  /** The table as it was before the given batch (in effect) began. */
  stateBefore(batch: number): TableState {
    const hit = this.before.get(batch);
    if (hit) return hit;
    let state = this.initial;
    let beforeBatch = state;
    for (const e of this.effective) {
      if (e.batch >= batch) break;
      if (e.seq === e.batch) beforeBatch = state;
      state = applyEvent(this.system, state, e, beforeBatch);
    }
    return state;
  }

  push(event: TableEvent): void {
    if (event.type === 'table.undo') {
      const { toBatch } = event.data as KernelEventData['table.undo'];
      const restored = this.stateBefore(toBatch);
      this.effective = this.effective.filter((e) => e.batch < toBatch);
      for (const b of [...this.before.keys()]) if (b >= toBatch) this.before.delete(b);
      this.current = withSeq(restored, event.seq);
      return;
    }
    if (event.seq === event.batch) {
      this.before.set(event.batch, this.current);
      // Keep recent checkpoints only; older ones are recomputed from the log when needed.
      if (this.before.size > MAX_CHECKPOINTS) this.before.delete(this.before.keys().next().value!);
    }
    const beforeBatch = this.before.get(event.batch) ?? this.current;
    this.effective.push(event);
    this.current = applyEvent(this.system, this.current, event, beforeBatch);
  }
}

/** The state a log folds to (convenience over Timeline for tests and replays). */
export function foldEvents(system: AnySystem, initial: TableState, events: readonly TableEvent[]): TableState {
  return new Timeline(system, initial, events).state;
}

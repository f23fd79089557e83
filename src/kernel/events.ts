import type { DieRecord, Prompt, RngState } from '../dice/index.ts';
import { cloneState, patchFigure, patchState, updateFigure, withCondition, withFigure, withoutCondition, withSeq } from './state.ts';
import type { AnySystem } from './system.ts';
import type { Actor, Command, Condition, EventDraft, Figure, Json, Pending, TableEvent, TableState, Visibility } from './types.ts';

/**
 * The kernel's own events. Systems emit some of them too (a roll, a condition, a new round),
 * so that the kernel can tick durations, filter hidden rolls and show them uniformly.
 */
export interface KernelEventData {
  'table.figure.added': { figure: Figure };
  'table.figure.removed': { figure: string };
  'table.figure.revealed': { figure: string };
  'table.figure.moved': { figure: string; position: Json };
  'table.combat.started': Record<string, never>;
  'table.combat.ended': { winner: string | null; reason: string };
  'table.round': { round: number };
  'table.condition.added': { figure: string; condition: Condition };
  'table.condition.removed': { figure: string; condition: string; reason: 'expired' | 'removed' | 'rule' };
  'table.gm.set': { path: string[]; value: Json };
  'table.note': { text: string };
  'table.decision.requested': { prompt: Prompt; command: Command; actor: Actor; answers: unknown[]; emitted: number };
  'table.decision.answered': { value: Json; by: Actor };
  'table.decision.closed': Record<string, never>;
  'table.undo': { toBatch: number; undone: number[] };
  'table.rng': { state: RngState };
  'dice.rolled': { label: string; roller: string; value: unknown; dice: readonly DieRecord[]; notation?: string; by?: string };
}

export type KernelEventType = keyof KernelEventData;

export function kernelEvent<T extends KernelEventType>(
  type: T,
  data: KernelEventData[T],
  extra: { readonly ruleIds?: readonly string[]; readonly visibility?: Visibility } = {},
): EventDraft<T, KernelEventData[T]> {
  // Written out rather than spread: drafts of one shape keep the fold on V8's fast paths.
  const { ruleIds, visibility } = extra;
  if (ruleIds !== undefined) return visibility !== undefined ? { type, data, ruleIds, visibility } : { type, data, ruleIds };
  return visibility !== undefined ? { type, data, visibility } : { type, data };
}

export function isKernelEvent(event: { type: string }): boolean {
  const t = event.type;
  // Character tests instead of startsWith: this runs for every event of every fold.
  return (t.charCodeAt(0) === 116 && t.startsWith('table.')) || (t.charCodeAt(0) === 100 && t.startsWith('dice.'));
}

/**
 * Applies one event. `beforeBatch` is the table as it was before the first event of this
 * event's command: a suspended resolution replays against it.
 */
export function applyEvent(system: AnySystem, state: TableState, event: TableEvent, beforeBatch: TableState): TableState {
  return withSeq(applyDraft(system, state, event, beforeBatch), event.seq);
}

/**
 * What an event does to the table, without moving the log position: `applyEvent` minus the
 * `seq`. The simulation fast lane folds drafts with it (see fast-lane.ts).
 */
/** A draft, or an event with its batch (a decision remembers the batch it belongs to). */
type Appliable = EventDraft & { readonly batch?: number };

export function applyDraft(system: AnySystem, state: TableState, event: Appliable, beforeBatch: TableState): TableState {
  return isKernelEvent(event) ? applyKernel(state, event, beforeBatch, system) : (system.apply(state, event as TableEvent) as TableState);
}

/** A kernel event's change; `system` keeps its own records in step with a GM override (none in a resolution's fold). */
function applyKernel(state: TableState, event: Appliable, beforeBatch: TableState, system?: AnySystem): TableState {
  const e = event as EventDraft<KernelEventType, never>;
  switch (e.type) {
    case 'table.figure.added': {
      const { figure } = e.data as KernelEventData['table.figure.added'];
      return patchState(state, { figures: withFigure(state.figures, figure.id, figure), figureOrder: [...state.figureOrder, figure.id] });
    }
    case 'table.figure.removed': {
      const { figure } = e.data as KernelEventData['table.figure.removed'];
      const { [figure]: _gone, ...rest } = state.figures;
      return patchState(state, { figures: rest, figureOrder: state.figureOrder.filter((id) => id !== figure) });
    }
    case 'table.figure.revealed': {
      const { figure } = e.data as KernelEventData['table.figure.revealed'];
      return updateFigure(state, figure, (f) => patchFigure(f, { revealed: true }));
    }
    case 'table.figure.moved': {
      const { figure, position } = e.data as KernelEventData['table.figure.moved'];
      return updateFigure(state, figure, (f) => patchFigure(f, { position }));
    }
    case 'table.combat.started':
      return patchState(state, { phase: 'combat', round: 0, winner: null });
    case 'table.combat.ended': {
      const { winner } = e.data as KernelEventData['table.combat.ended'];
      return patchState(state, { phase: 'ended', winner });
    }
    case 'table.round': {
      // Written out rather than patched: a new round is folded in every simulated round.
      const next = cloneState(state);
      next.round = (e.data as KernelEventData['table.round']).round;
      return next;
    }
    case 'table.condition.added': {
      const { figure, condition } = e.data as KernelEventData['table.condition.added'];
      return updateFigure(state, figure, (f) => withCondition(f, condition));
    }
    case 'table.condition.removed': {
      const { figure, condition } = e.data as KernelEventData['table.condition.removed'];
      return updateFigure(state, figure, (f) => withoutCondition(f, condition));
    }
    case 'table.gm.set': {
      const { path, value } = e.data as KernelEventData['table.gm.set'];
      const next = setPath(state, path, value);
      return system?.overridden ? (system.overridden(state, next, path) as TableState) : next;
    }
    case 'table.decision.requested': {
      const d = e.data as KernelEventData['table.decision.requested'];
      const pending: Pending = {
        prompt: d.prompt,
        command: d.command,
        actor: d.actor,
        answers: d.answers,
        emitted: d.emitted,
        // A resolution asking a second question keeps replaying against its first base.
        base: state.pending?.base ?? beforeBatch,
        batch: state.pending?.batch ?? event.batch ?? beforeBatch.seq + 1,
      };
      return patchState(state, { pending });
    }
    case 'table.decision.closed':
      return patchState(state, { pending: null });
    case 'table.rng':
      return patchState(state, { rng: (e.data as KernelEventData['table.rng']).state });
    case 'table.undo':
      // Undo needs the log, not just the state: fold.ts and the engine rewind instead.
      throw new Error('table.undo is applied by rewinding the log (foldEvents), not by applyEvent');
    case 'table.note':
    case 'table.decision.answered':
    case 'dice.rolled':
      return state;
  }
  return state;
}

/** The kernel events a resolution may emit and fold as it goes (see foldResolutionEvent). */
const RESOLUTION_EVENTS: ReadonlySet<string> = new Set<KernelEventType>([
  'table.round', 'table.condition.added', 'table.condition.removed', 'table.combat.started',
  'table.figure.moved', 'table.figure.added', 'table.figure.removed',
]);

/**
 * The kernel events a system's resolution emits and folds into its own working state as it goes,
 * so that later steps of the same command see them: a new round, conditions on or off, combat
 * starting, a figure put somewhere, brought in or taken away. The same changes `applyDraft` makes;
 * any other kernel event throws, as no resolution emits it (a decision or an undo is the kernel's).
 */
export function foldResolutionEvent<Y>(state: TableState<Y>, draft: EventDraft): TableState<Y> {
  if (!RESOLUTION_EVENTS.has(draft.type)) throw new Error(`a resolution does not emit ${draft.type}`);
  return applyKernel(state, draft, state) as TableState<Y>;
}

/** Sets a value at a path inside the state, copying every object on the way. */
export function setPath(state: TableState, path: readonly string[], value: Json): TableState {
  const write = (node: unknown, i: number): unknown => {
    if (i === path.length) return value;
    const key = path[i]!;
    if (Array.isArray(node)) {
      const copy: unknown[] = [...(node as unknown[])];
      copy[Number(key)] = write(copy[Number(key)], i + 1);
      return copy;
    }
    const obj = (node ?? {}) as Record<string, unknown>;
    return { ...obj, [key]: write(obj[key], i + 1) };
  };
  return write(state, 0) as TableState;
}

export function getPath(state: unknown, path: readonly string[]): unknown {
  let node: unknown = state;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

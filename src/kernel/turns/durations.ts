import { kernelEvent } from '../events.ts';
import type { Draft } from '../state.ts';
import type { Condition, EventDraft, Expiry, TableState } from '../types.ts';

/** A turn or round boundary, at which conditions with a matching expiry tick down. */
export type Boundary =
  | { readonly at: 'turn-start' | 'turn-end'; readonly figure: string }
  | { readonly at: 'round-end' };

/**
 * The events a boundary causes: each matching condition either counts one down (re-added with
 * one fewer turn or round) or expires (removed). Systems yield these at their boundaries.
 */
export function tickConditions(state: TableState, boundary: Boundary): EventDraft[] {
  const drafts: EventDraft[] = [];
  for (const id of state.figureOrder) {
    const fig = state.figures[id];
    if (!fig) continue;
    for (const c of fig.conditions) {
      const left = ticksLeft(c.expires, boundary);
      if (left === undefined) continue;
      if (left <= 0) {
        drafts.push(kernelEvent('table.condition.removed', { figure: id, condition: c.id, reason: 'expired' }, c.ruleId ? { ruleIds: [c.ruleId] } : {}));
      } else {
        drafts.push(kernelEvent('table.condition.added', { figure: id, condition: withExpiry(c, withCount(c.expires!, left)) }));
      }
    }
  }
  return drafts;
}

function ticksLeft(expiry: Expiry | undefined, b: Boundary): number | undefined {
  if (!expiry || expiry.at !== b.at) return undefined;
  if (expiry.at === 'round-end') return expiry.rounds - 1;
  return b.at !== 'round-end' && expiry.of === b.figure ? expiry.turns - 1 : undefined;
}

// Written out rather than spread: every turn boundary ticks, and spreads that override a field are slow in V8.
function withCount(expiry: Expiry, left: number): Expiry {
  return expiry.at === 'round-end' ? { at: expiry.at, rounds: left } : { at: expiry.at, of: expiry.of, turns: left };
}

function withExpiry(c: Condition, expires: Expiry): Condition {
  const next: Draft<Condition> = { id: c.id };
  if (c.ruleId !== undefined) next.ruleId = c.ruleId;
  if (c.note !== undefined) next.note = c.note;
  if (c.data !== undefined) next.data = c.data;
  next.expires = expires;
  return next;
}

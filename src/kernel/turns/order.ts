/**
 * Turn order primitives the systems compose. An order is a list of slots for one round and a
 * cursor; a slot is one figure's turn, with whatever the system attaches (actions, phases).
 * Individual order (Glorious Gladiators, Capital), order plus action count (High/Low Heroes),
 * sides (d100) and phases (MEGS) are all built from these.
 */
export interface TurnSlot {
  readonly figure: string;
  /** Actions this turn (High/Low Heroes: from initiative; GG and Capital: 2). */
  readonly actions: number;
  /** The sort score, kept for display ("initiative 11"). */
  readonly score: number;
  /** An extra turn (Capital double sixes) rather than the figure's regular one. */
  readonly extra?: boolean;
}

export interface TurnOrder {
  readonly round: number;
  readonly slots: readonly TurnSlot[];
  /** Index of the slot whose turn it is; slots.length when the round is over. */
  readonly index: number;
}

export interface Ranked {
  readonly figure: string;
  readonly score: number;
  /** Later keys break ties, compared in order, higher first (e.g. [isPlayer, seat]). */
  readonly tiebreak: readonly number[];
}

/** Highest score first; ties by tiebreak keys, then by the given order (stable). */
export function rankDescending<T extends Ranked>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    const n = Math.max(a.tiebreak.length, b.tiebreak.length);
    for (let i = 0; i < n; i++) {
      const d = (b.tiebreak[i] ?? 0) - (a.tiebreak[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  });
}

/** Groups of entries whose score and tiebreaks are all equal: ties the rules must break. */
export function tiedGroups<T extends Ranked>(ranked: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (const e of ranked) {
    const last = groups[groups.length - 1];
    const head = last?.[0];
    if (head && head.score === e.score && head.tiebreak.join() === e.tiebreak.join()) last.push(e);
    else groups.push([e]);
  }
  return groups.filter((g) => g.length > 1);
}

export function currentSlot(order: TurnOrder): TurnSlot | undefined {
  return order.slots[order.index];
}

export function isRoundOver(order: TurnOrder): boolean {
  return order.index >= order.slots.length;
}

/** Moves the cursor to the next slot whose figure may still act. */
export function advance(order: TurnOrder, canAct: (figure: string) => boolean = () => true): TurnOrder {
  let index = order.index + 1;
  while (index < order.slots.length && !canAct(order.slots[index]!.figure)) index++;
  return { ...order, index };
}

/** Starts a round at the first slot whose figure may act. */
export function startOrder(round: number, slots: readonly TurnSlot[], canAct: (figure: string) => boolean = () => true): TurnOrder {
  let index = 0;
  while (index < slots.length && !canAct(slots[index]!.figure)) index++;
  return { round, slots, index };
}

/**
 * Delays the current slot to just after `after` (Glorious Gladiators may delay once per turn;
 * MEGS holds actions). The next slot becomes current.
 */
export function delayCurrent(order: TurnOrder, after: string): TurnOrder {
  const slot = order.slots[order.index];
  if (!slot) return order;
  const rest = [...order.slots.slice(0, order.index), ...order.slots.slice(order.index + 1)];
  const at = rest.findIndex((s, i) => i >= order.index && s.figure === after);
  if (at < 0) return order;
  rest.splice(at + 1, 0, slot);
  return { ...order, slots: rest };
}

/** Removes a figure's remaining slots (it left the fight); the cursor stays on the same turn. */
export function removeFigure(order: TurnOrder, figure: string): TurnOrder {
  const before = order.slots.slice(0, order.index).filter((s) => s.figure !== figure).length;
  return { ...order, slots: order.slots.filter((s) => s.figure !== figure), index: before };
}

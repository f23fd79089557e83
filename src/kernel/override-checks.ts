import { reject, type Rejection } from './errors.ts';
import type { TableState } from './types.ts';

// What a system's `overrideRejection` asks of the GM's value for a turn pointer in its state (whose
// turn it is, the order, a place in it): the table could not go on if it named no one on the table.
// One wording for every system: "Cannot set sys.current: there is no figure "ghost"."

/** The first of `ids` that is no figure on the table, as the override's refusal; null when all are. */
export function unknownFigureIn(next: TableState, path: readonly string[], ids: Iterable<string | null | undefined>): Rejection | null {
  for (const id of ids) {
    if (id !== null && id !== undefined && !next.figures[id]) return reject('UNKNOWN_FIGURE', `Cannot set ${path.join('.')}: there is no figure "${id}".`);
  }
  return null;
}

/** A place in a list of `size` (`what`: "the turn"), as the override's refusal when `at` is not a whole number from 0 to `last`. */
export function placeOutside(path: readonly string[], at: number, last: number, what: string): Rejection | null {
  return Number.isInteger(at) && at >= 0 && at <= last ? null
    : reject('INVALID_OVERRIDE', `Cannot set ${path.join('.')}: ${what} is a place in the order, 0 to ${last}.`);
}

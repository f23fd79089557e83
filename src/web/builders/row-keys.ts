// A list row's React key by identity, not by place: keyed by its index, a row removed from the middle
// of a list handed its local state (a half-typed number, focus) to the row below, or, keyed by index
// and id, every row below was built anew. The key lives beside the draft, never in it, so saved and
// exported sheets keep their schema; an edited row (a new object, as drafts are never mutated) is
// handed its old key by `edited`.

const keys = new WeakMap<object, string>();
let made = 0;

function keyOf(row: object): string {
  let key = keys.get(row);
  if (key === undefined) {
    key = `row-${++made}`;
    keys.set(row, key);
  }
  return key;
}

/**
 * The React keys of a list's rows, one per row: each row keeps its key while it is the same object or
 * an edit of it (`edited`), wherever it moves; a row listed twice (one object) gets a second key.
 */
export function rowKeys(rows: readonly object[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const key = keyOf(row);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n === 0 ? key : `${key}~${n}`;
  });
}

/** `after`, an edit of the row `before`, keeps its key (and so the row its state). */
export function edited<T extends object>(before: object | undefined, after: T): T {
  if (before !== undefined && before !== after) keys.set(after, keyOf(before));
  return after;
}

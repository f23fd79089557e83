/**
 * A map draws every cell of the box round everything on it while that box stays this small. Past
 * it (a figure placed far off: a GM's typo of 50000 for 5 in a position override) it draws only the
 * cells near each thing: a box of millions of SVG cells froze or crashed every browser at the table,
 * the GM's own too, so no one could reach Undo.
 */
export const MAX_BOX_CELLS = 10_000;

/**
 * The cells within `margin` of each point, and the `extra` ones (where a move may go), each once:
 * what a map draws when its box is too large.
 */
export function nearCells<C>(
  points: readonly C[], margin: number, within: (c: C, margin: number) => C[], key: (c: C) => string, extra: readonly C[] = [],
): C[] {
  const out = new Map<string, C>();
  for (const p of points) for (const c of within(p, margin)) out.set(key(c), c);
  for (const c of extra) out.set(key(c), c);
  return [...out.values()];
}

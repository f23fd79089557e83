/**
 * Abstract range bands between pairs of figures (d100-trick-stunt: close, short, medium, long,
 * extreme). Ranges are a relation, not positions: each pair has its own band.
 */
export type RangeTable<Band extends string> = Readonly<Record<string, Band>>;

/** The key of an unordered pair. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function bandBetween<Band extends string>(table: RangeTable<Band>, a: string, b: string, fallback: Band): Band {
  return table[pairKey(a, b)] ?? fallback;
}

export function withBand<Band extends string>(table: RangeTable<Band>, a: string, b: string, band: Band): RangeTable<Band> {
  return { ...table, [pairKey(a, b)]: band };
}

/** One step closer (−1) or farther (+1) along an ordered list of bands, clamped at the ends. */
export function stepBand<Band extends string>(bands: readonly Band[], band: Band, direction: -1 | 1): Band {
  const i = bands.indexOf(band);
  return bands[Math.max(0, Math.min(bands.length - 1, i + direction))]!;
}

/**
 * Abstract range bands between pairs of figures (d100-trick-stunt: close, short, medium, long,
 * extreme). Ranges are a relation, not positions: each pair has its own band.
 */
export type RangeTable<Band extends string> = Readonly<Record<string, Band>>;

const pairKeys = new Map<string, Map<string, string>>();
const MAX_CACHED_IDS = 10_000;

/**
 * The key of an unordered pair. The same string object comes back for the same pair: a freshly
 * concatenated key must be flattened and hashed on every lookup, and rules look ranges up
 * constantly (every legal-action candidate, every attack). The cache is bounded: past
 * MAX_CACHED_IDS figure ids it is simply cleared.
 */
export function pairKey(a: string, b: string): string {
  let row = pairKeys.get(a);
  if (row === undefined) {
    if (pairKeys.size >= MAX_CACHED_IDS) pairKeys.clear();
    row = new Map();
    pairKeys.set(a, row);
  }
  let key = row.get(b);
  if (key === undefined) {
    key = a < b ? `${a}|${b}` : `${b}|${a}`;
    if (row.size >= MAX_CACHED_IDS) row.clear();
    row.set(b, key);
  }
  return key;
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

/**
 * A stable key for any JSON-like value: object keys sorted, so two equal outcomes built in a
 * different order land on the same key. Primitives are their own keys (fast path for numbers).
 */
export type OutcomeKey = string | number | boolean | bigint | null | undefined;

export function outcomeKey(value: unknown): OutcomeKey {
  if (value === null || value === undefined) return value;
  const t = typeof value;
  if (t === 'number' || t === 'string' || t === 'boolean' || t === 'bigint') return value as OutcomeKey;
  return `\u0000${canonicalJson(value)}`;
}

const quoted = new Map<string, string>();

/** Object keys repeat across outcomes: quote each once. */
function quoteKey(k: string): string {
  let q = quoted.get(k);
  if (q === undefined) {
    q = JSON.stringify(k);
    if (quoted.size < 4096) quoted.set(k, q);
  }
  return q;
}

export function canonicalJson(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value === null || typeof value !== 'object') {
    return typeof value === 'bigint' ? `"${value}n"` : JSON.stringify(value) ?? 'null';
  }
  // Loops rather than map/filter/join: exact odds key every outcome object by this string, and
  // the intermediate arrays were most of the cost (profiled on High/Low Heroes' attack odds).
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + canonicalJson(value[i]);
    return `${out}]`;
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).sort();
  let out = '{';
  let first = true;
  for (const k of keys) {
    const v = obj[k];
    if (v === undefined) continue;
    out += `${first ? '' : ','}${quoteKey(k)}:${canonicalJson(v)}`;
    first = false;
  }
  return `${out}}`;
}

/** Orders outcomes for display: numbers ascending, then booleans, strings, then objects by key. */
export function compareOutcomes(a: unknown, b: unknown): number {
  const ta = rank(a);
  const tb = rank(b);
  if (ta !== tb) return ta - tb;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const ka = typeof a === 'string' ? a : canonicalJson(a);
  const kb = typeof b === 'string' ? b : canonicalJson(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

function rank(v: unknown): number {
  switch (typeof v) {
    case 'number': return 0;
    case 'bigint': return 0;
    case 'boolean': return 1;
    case 'string': return 2;
    case 'object':
    case 'function':
    case 'symbol':
    case 'undefined':
      return 3;
  }
}

/**
 * The values a GM may override on a figure, read off what the table shows of it: every number,
 * true/false and word in its status and position, by path, with its current value. A GM picks
 * one from a list and edits it in a box of the right kind, rather than typing a path and JSON.
 */
export type Primitive = number | boolean | string | null;

export interface OverrideField {
  /** Path under the figure, e.g. ['status', 'life']. */
  readonly path: readonly string[];
  readonly value: Primitive;
}

/** Nested records go this deep at most; deeper (and list) values are set by an explicit path. */
const MAX_DEPTH = 4;

export function overrideFields(figure: { status: unknown; position: unknown }): OverrideField[] {
  const out: OverrideField[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (value === null || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') {
      if (path.length > 1) out.push({ path, value });
      return;
    }
    if (typeof value !== 'object' || Array.isArray(value) || path.length >= MAX_DEPTH) return;
    for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(figure.status, ['status']);
  walk(figure.position, ['position']);
  return out;
}

/**
 * A field's name in words for the GM's list: "Max hits" for status.maxHits, "Used: bolt" for
 * status.used.bolt, "Position q" for position.q. The path follows it, for a GM who knows the sheet.
 */
export function fieldLabel(f: OverrideField): string {
  const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  const [root, ...rest] = f.path;
  const named = rest.length === 0 ? words(root ?? '') : root === 'position' ? `position ${rest.map(words).join(' ')}`
    : rest.length === 1 ? words(rest[0]!) : `${rest.slice(0, -1).map(words).join(' ')}: ${rest[rest.length - 1]!}`;
  return `${named.charAt(0).toUpperCase()}${named.slice(1)} (${f.path.join('.')}, now ${String(f.value)})`;
}

/**
 * The value a box's text stands for, by the kind the field had: a number must read as a finite
 * number (else null: the form refuses it), true/false from their words, anything else as typed.
 * A path typed by hand (kind unknown) takes JSON when it parses, else the text.
 */
export function parseOverride(text: string, kind: 'number' | 'boolean' | 'string' | 'json'): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (kind === 'number') {
    const n = Number(text.trim());
    return text.trim() !== '' && Number.isFinite(n) ? { ok: true, value: n } : { ok: false, reason: 'a number, please' };
  }
  if (kind === 'boolean') return text === 'true' || text === 'false' ? { ok: true, value: text === 'true' } : { ok: false, reason: 'true or false' };
  if (kind === 'string') return { ok: true, value: text };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: true, value: text };
  }
}

export function kindOf(value: Primitive): 'number' | 'boolean' | 'string' | 'json' {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  return 'json';
}

// docs/cli.md promises a stable JSON shape for each command's --json ("fields are only added,
// never renamed or removed"). Each shape the page writes out is read here and held against what
// the command prints: every field printed is documented, every field documented without `?` is
// printed. Nested shapes are checked one level down (a list's first element, an object's fields).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../src/cli/io.ts';
import { main } from '../src/cli/main.ts';

const page = readFileSync(join(import.meta.dirname, '..', 'docs', 'cli.md'), 'utf8');

/** The shape in backticks right after the bullet `- \`<label>\`: `. */
function documented(label: string): string {
  const at = page.indexOf(`- \`${label}\`: \``);
  expect(at, `a bullet for ${label} in docs/cli.md`).toBeGreaterThanOrEqual(0);
  const start = page.indexOf('`', at + label.length + 5) + 1;
  return page.slice(start, page.indexOf('`', start)).replace(/\s+/g, ' ').trim();
}

/** Splits `a, b: { c }, d?` at the commas outside brackets. */
function topLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(body.slice(from));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

interface Field { name: string; optional: boolean; inner: string | undefined }

/** `…` among the fields: more of the same kind (winRates' sides), so unnamed fields are no news. */
const MORE = '…';

/** The fields of an object shape `{ … }`, or of the element of a list shape `[{ … }]`. */
function fields(shape: string): Field[] {
  const object = shape.replace(/^\[(.*)\]$/s, '$1').trim();
  expect(object.startsWith('{') && object.endsWith('}'), `an object shape: ${shape}`).toBe(true);
  return topLevel(object.slice(1, -1)).map((part) => {
    const colon = part.indexOf(':');
    const key = (colon < 0 ? part : part.slice(0, colon)).trim().replace(/^"(.*)"$/, '$1');
    const inner = colon < 0 ? undefined : part.slice(colon + 1).trim();
    return { name: key.replace(/\?$/, ''), optional: key.endsWith('?'), inner: inner && /^\[?\{/.test(inner) ? inner : undefined };
  });
}

/** Holds a printed value to a documented shape, one level of nesting down. */
function holds(label: string, shape: string, value: unknown, depth = 0): void {
  const item: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
  expect(item, `${label}: a value to compare`).toBeTypeOf('object');
  const record = item as Record<string, unknown>;
  const doc = fields(shape);
  if (doc.some((f) => f.name.startsWith('<'))) return; // a map keyed by sides or ids
  const names = new Set(doc.map((f) => f.name));
  if (!names.has(MORE)) expect(Object.keys(record).filter((k) => !names.has(k)), `${label}: printed but not documented`).toEqual([]);
  expect(doc.filter((f) => f.name !== MORE && !f.optional && !(f.name in record)).map((f) => f.name), `${label}: documented but not printed`).toEqual([]);
  if (depth > 0) return;
  for (const f of doc) if (f.inner && record[f.name] !== undefined) holds(`${label}.${f.name}`, f.inner, record[f.name], depth + 1);
}

async function json(...argv: string[]): Promise<unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-docs-'));
  writeFileSync(join(dir, 'sheet.json'), JSON.stringify({ name: 'Nobody' }));
  const io = memoryIo(dir);
  await main(argv, io);
  return JSON.parse(io.stdout()) as unknown;
}

describe('docs/cli.md JSON shapes, against what the CLI prints', () => {
  it('roll --json and odds <notation> --json', async () => {
    holds('roll', documented('roll --json'), await json('roll', '3d6!kh2', '--seed', 'docs', '--json'));
    holds('odds', documented('odds <notation> --json'), await json('odds', '2d6', '--at-least', '7', '--json'));
    holds('odds pass/fail', documented('odds <notation> --json'), await json('odds', '(2d6+3)>=10', '--json'));
  });

  it('check --json (with the cost of a system built on points) and systems --json', async () => {
    holds('check', documented('check --json'), await json('check', 'glorious-gladiators', 'sheet.json', '--json'));
    holds('check', documented('check --json'), await json('check', 'd100-trick-stunt', 'sheet.json', '--json'));
    holds('systems', documented('systems --json'), await json('systems', '--json'));
  });

  it('scenario run --json', async () => {
    const file = join(import.meta.dirname, 'scenarios', 'high-low-heroes', 'scn-01.json');
    holds('scenario', documented('scenario run --json'), await json('scenario', 'run', file, '--json'));
  });

  it('sim --json', async () => {
    holds('sim', documented('sim --json'), await json('sim', 'd100-trick-stunt', '--a', 'aldo', '--b', 'thug*2', '--fights', '20', '--json'));
  }, 30_000);
});

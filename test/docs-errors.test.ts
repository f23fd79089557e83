// docs/errors.md promises that every stable error code is documented: the dice, kernel, server and
// CLI codes there, each system's own on its page. The catalogs are read as source text, so this
// check needs no layer's internals (GG's catalogs are not exported) and sees the CLI's codes,
// which are only the first argument of each `new CliError(...)`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/** The keys of `export const NAME = { KEY: …, … }` (or its string values, when they are the codes). */
function catalog(path: string, name: string, take: 'keys' | 'values' = 'keys'): string[] {
  const text = read(path);
  const start = text.indexOf(`export const ${name} = {`);
  expect(start, `${name} in ${path}`).toBeGreaterThanOrEqual(0);
  const body = text.slice(start, text.indexOf('\n}', start));
  const pattern = take === 'keys' ? /^ {2}([A-Z][A-Z0-9_]+):/gm : /^ {2}[A-Z][A-Z0-9_]+: '([A-Z][A-Z0-9_]+)'/gm;
  return [...body.matchAll(pattern)].map((m) => m[1]!);
}

function cliCodes(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(root, dir))) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk('src/cli');
  return [...new Set(files.flatMap((f) => [...read(f).matchAll(/new CliError\(\s*'([A-Z_]+)'/g)].map((m) => m[1]!)))];
}

const diceCodes = [...read('src/dice/errors.ts').matchAll(/\| '([A-Z_]+)'/g)].map((m) => m[1]!);
const kernel = catalog('src/kernel/errors.ts', 'KERNEL_ERRORS');
const server = catalog('src/protocol/errors.ts', 'SERVER_ERRORS');
const client = catalog('src/protocol/errors.ts', 'CLIENT_ERRORS');
const cli = cliCodes();
const systems: Record<string, string[]> = {
  'docs/systems/glorious-gladiators.md': [
    ...catalog('src/systems/glorious-gladiators/play/common.ts', 'GG_ERRORS', 'values'),
    ...catalog('src/systems/glorious-gladiators/play/limits.ts', 'LIMIT_ERRORS', 'values'),
  ],
  'docs/systems/d100-trick-stunt.md': catalog('src/systems/d100-trick-stunt/errors.ts', 'D100_ERRORS'),
  'docs/systems/high-low-heroes.md': catalog('src/systems/high-low-heroes/errors.ts', 'HLH_ERRORS'),
};

/** Codes named in backticks, e.g. `NOT_YOUR_TURN`, `FORBIDDEN`. */
const named = (text: string): Set<string> => new Set([...text.matchAll(/`([A-Z][A-Z0-9_]{3,})`/g)].map((m) => m[1]!));

describe('docs/errors.md and the error catalogs', () => {
  it('the catalogs were found (a moved catalog must not make this test pass empty)', () => {
    expect(diceCodes).toContain('DICE_SYNTAX');
    expect(kernel).toContain('NOT_YOUR_TURN');
    expect(server).toContain('BAD_MESSAGE');
    expect(client).toContain('NOT_CONNECTED');
    expect(cli).toContain('BAD_OPTION');
    for (const codes of Object.values(systems)) expect(codes.length).toBeGreaterThan(5);
  });

  it('every dice, kernel, server and client code is on docs/errors.md, and every CLI code on docs/cli.md', () => {
    const errors = named(read('docs/errors.md'));
    expect([...diceCodes, ...kernel, ...server, ...client].filter((c) => !errors.has(c))).toEqual([]);
    const cliDoc = named(read('docs/cli.md'));
    expect(cli.filter((c) => !cliDoc.has(c))).toEqual([]);
  });

  it('every system code is on its system page', () => {
    for (const [page, codes] of Object.entries(systems)) {
      const doc = named(read(page));
      expect(codes.filter((c) => !doc.has(c)), page).toEqual([]);
    }
  });

  it('docs/errors.md names no code that no catalog has', () => {
    const known = new Set([...diceCodes, ...kernel, ...server, ...client, ...cli, 'KERNEL_ERRORS', 'SERVER_ERRORS', 'CLIENT_ERRORS', 'GG_ERRORS', 'LIMIT_ERRORS',
      'D100_ERRORS', 'HLH_ERRORS']);
    expect([...named(read('docs/errors.md'))].filter((c) => !known.has(c))).toEqual([]);
  });
});

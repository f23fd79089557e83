// The folder tree is the dependency graph (docs/architecture.md). This test is the dependency
// check: imports point one way, cross-layer imports go through a layer's public index, and the
// pure layers stay free of I/O so they run unchanged in Node and in the browser.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');

type Layer = 'dice' | 'kernel' | 'systems' | 'protocol' | 'report' | 'server' | 'web' | 'cli';
const ALLOWED: Record<Layer, readonly Layer[]> = {
  dice: ['dice'],
  kernel: ['dice', 'kernel'],
  systems: ['dice', 'kernel', 'systems'],
  protocol: ['dice', 'kernel', 'systems', 'protocol'],
  report: ['dice', 'kernel', 'report'],
  server: ['dice', 'kernel', 'systems', 'protocol', 'server'],
  web: ['dice', 'kernel', 'systems', 'protocol', 'report', 'web'],
  cli: ['dice', 'kernel', 'systems', 'protocol', 'report', 'server', 'cli'],
};
const PURE: readonly Layer[] = ['dice', 'kernel', 'systems', 'protocol', 'report'];
// Packages the pure layers may use: they must run in a browser and do no I/O.
const PURE_PACKAGES = new Set(['zod']);
// Packages a pure layer may name only in `import type` (the reports type their chart specs).
const TYPE_ONLY_PACKAGES = new Set(['vega-lite']);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

interface Place { layer: Layer; unit: string }
function placeOf(file: string): Place | undefined {
  const parts = relative(src, file).split('/');
  const layer = parts[0] as Layer;
  if (!(layer in ALLOWED)) return undefined;
  // Each system is its own unit: systems must not reach into one another.
  const unit = layer === 'systems' && parts.length > 2 ? `systems/${parts[1]}` : layer;
  return { layer, unit };
}

function publicIndexOf(place: Place): string {
  return join(src, place.unit, 'index.ts');
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => (m[1] ?? m[2])!);
}

function resolveRelative(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return base;
}

const files = walk(src);

describe('architecture', () => {
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('imports point one way and cross layers only through public indexes', () => {
    const problems: string[] = [];
    for (const file of files) {
      const from = placeOf(file);
      if (!from) continue;
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const target = resolveRelative(file, spec);
        const to = placeOf(target);
        const rel = relative(root, file);
        if (!to) {
          problems.push(`${rel}: imports ${spec}, outside src/`);
          continue;
        }
        if (!ALLOWED[from.layer].includes(to.layer)) {
          problems.push(`${rel}: layer ${from.layer} may not import ${to.layer} (${spec})`);
          continue;
        }
        const sameUnit = from.unit === to.unit;
        const registry = from.layer === 'systems' && from.unit === 'systems';
        if (from.layer === 'systems' && to.layer === 'systems' && !sameUnit && !registry && to.unit !== 'systems') {
          problems.push(`${rel}: system ${from.unit} may not import ${to.unit}`);
          continue;
        }
        if (!sameUnit && target !== publicIndexOf(to)) {
          problems.push(`${rel}: import ${to.unit} through ${relative(root, publicIndexOf(to))}, not ${spec}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('pure layers use no Node built-ins, no I/O packages and no ambient randomness or time', () => {
    const problems: string[] = [];
    for (const file of files) {
      const place = placeOf(file);
      if (!place || !PURE.includes(place.layer) || /\.test\.tsx?$/.test(file)) continue;
      const rel = relative(root, file);
      for (const spec of importsOf(file)) {
        if (spec.startsWith('.')) continue;
        const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
        if (TYPE_ONLY_PACKAGES.has(pkg)) continue;
        if (!PURE_PACKAGES.has(pkg)) problems.push(`${rel}: pure layer imports ${spec}`);
      }
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s)?[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
        if (TYPE_ONLY_PACKAGES.has(m[3]!) && !m[2]) problems.push(`${rel}: pure layer imports ${m[3]} for more than its types`);
      }
      for (const banned of ['Math.random', 'Date.now', 'new Date(', 'performance.now', 'setTimeout(', 'setInterval(']) {
        if (text.includes(banned)) problems.push(`${rel}: uses ${banned}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('file names are kebab-case', () => {
    const bad = files.map((f) => relative(src, f)).filter((f) => !/^[a-z0-9./-]+$/.test(f));
    expect(bad).toEqual([]);
  });
});

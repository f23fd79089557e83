import type { Rational } from '../dice/index.ts';
import { CliError } from './io.ts';

/** A probability table as people read it: outcome, exact fraction, percentage and a bar. */
export function probabilityTable(rows: ReadonlyArray<{ label: string; probability: Rational }>, width = 40): string {
  const max = Math.max(...rows.map((r) => r.probability.toNumber()), Number.MIN_VALUE);
  const labelW = Math.max(7, ...rows.map((r) => r.label.length));
  const fracW = Math.max(8, ...rows.map((r) => r.probability.toString().length));
  const lines = [`${'outcome'.padEnd(labelW)}  ${'exact'.padEnd(fracW)}  ${'percent'.padStart(8)}`];
  for (const r of rows) {
    const p = r.probability.toNumber();
    const bar = '█'.repeat(Math.round((p / max) * width));
    lines.push(`${r.label.padEnd(labelW)}  ${r.probability.toString().padEnd(fracW)}  ${percent(p).padStart(8)}  ${bar}`);
  }
  return `${lines.join('\n')}\n`;
}

export function percent(p: number): string {
  if (p > 0 && p < 0.00001) return `${(p * 100).toExponential(1)}%`;
  return `${(p * 100).toFixed(p > 0 && p < 0.001 ? 4 : 2)}%`;
}

/** Parses repeated `--param key=value` options; numbers and booleans become numbers and booleans. */
export function parseParams(pairs: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new CliError('BAD_OPTION', `--param needs key=value, got "${pair}"`);
    const key = pair.slice(0, eq);
    const raw = pair.slice(eq + 1);
    out[key] = raw === 'true' ? true : raw === 'false' ? false : raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
  }
  return out;
}

export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

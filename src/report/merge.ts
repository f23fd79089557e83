import { wilson, type SimulationSummary } from '../kernel/index.ts';
import type { Histogram } from './histogram.ts';

function add(into: Record<string, number>, h: Histogram): void {
  for (const [k, n] of Object.entries(h)) into[k] = (into[k] ?? 0) + n;
}

/**
 * Chunks of one run (fight numbers continuing from chunk to chunk, as the balance lab asks for
 * them to show progress) added up into the run in one piece: wins, fight lengths and every
 * metric's histogram are sums, the mean length is weighted by fights, and the intervals are
 * computed again on the total (intervals of chunks do not add).
 */
export function mergeSummaries(parts: readonly SimulationSummary[]): SimulationSummary {
  const fights = parts.reduce((n, p) => n + p.fights, 0);
  const wins: Record<string, number> = {};
  const rounds: Record<string, number> = {};
  const metrics: Record<string, Record<string, number>> = {};
  let roundSum = 0;
  for (const p of parts) {
    add(wins, p.wins);
    add(rounds, p.rounds);
    roundSum += p.meanRounds * p.fights;
    for (const [name, h] of Object.entries(p.metrics)) add((metrics[name] ??= {}), h);
  }
  const sides = new Set(parts.flatMap((p) => Object.keys(p.winRates)));
  for (const side of Object.keys(wins)) sides.add(side);
  const winRates = Object.fromEntries([...sides].map((s) => [s, wilson(wins[s] ?? 0, fights)]));
  return { fights, seed: parts[0]?.seed ?? '', wins, winRates, rounds, meanRounds: roundSum / Math.max(1, fights), metrics };
}

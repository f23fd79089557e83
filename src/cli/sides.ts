import { MAX_PER_SIDE, namedSide, type AnySystem, type Combatant } from '../kernel/index.ts';
import type { Fighter } from '../report/index.ts';
import { CliError } from './io.ts';
import { loadCombatant } from './load.ts';

/** One side of `arbiter sim`: its fighters, and how the reports name them. */
export interface LoadedSide {
  readonly combatants: Combatant[];
  readonly fighters: Fighter[];
}

/**
 * A side as `--a`/`--b` gives it: one or more entries, comma-separated, each a template id or a
 * JSON file (loadCombatant), `*N` after one for N of it: `blue-comet`, `gang-member*4`,
 * `gangster,gang-member*3`. Ids and names as the reports give them (namedSide).
 */
export function loadSide(system: AnySystem, cwd: string, spec: string, letter: string, side: string): LoadedSide {
  const entries = spec.split(',').map((e) => entryOf(e.trim(), `--${letter}`));
  const total = entries.reduce((n, e) => n + e.count, 0);
  if (total > MAX_PER_SIDE) throw new CliError('BAD_OPTION', `--${letter}: at most ${MAX_PER_SIDE} fighters a side, got ${total}`);
  const loaded = entries.flatMap((e) => {
    const c = loadCombatant(system, cwd, e.ref, letter, side);
    return Array.from({ length: e.count }, () => c);
  });
  return namedSide(letter, side, loaded);
}

function entryOf(entry: string, flag: string): { ref: string; count: number } {
  const m = /^(.+?)\*(\d+)$/.exec(entry);
  const ref = m ? m[1]!.trim() : entry;
  const count = m ? Number(m[2]) : 1;
  if (ref === '') throw new CliError('BAD_OPTION', `${flag}: an empty entry (give a template id or a file, e.g. gang-member*3)`);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PER_SIDE) {
    throw new CliError('BAD_OPTION', `${flag}: "${entry}" asks for ${m?.[2]} of it; the count after * is from 1 to ${MAX_PER_SIDE}`);
  }
  return { ref, count };
}

import type { Combatant } from './simulate.ts';

/** A fighter of a simulated side as the reports name it (the report layer's Fighter). */
export interface SideFighter {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly group?: string;
}

/** The most fighters a simulated fight puts on one side (the CLI and the lab): a gang, not a crowd. */
export const MAX_PER_SIDE = 10;

/**
 * The fighters of one side of a simulated fight, from their names in order: a lone fighter has the
 * side's letter for its id (`a`, so its metrics are `a.hits`), several are `a1`, `a2`…; names
 * that repeat on the side are numbered ("Thug 1", "Thug 2") and keep the name as their `group`,
 * which the reports count ("2 × Thug"). The CLI, the server and the lab all name them here, so the
 * metrics the server returns tie to the fighters the lab shows.
 */
export function sideFighters(letter: string, side: string, names: readonly string[]): SideFighter[] {
  const total = new Map<string, number>();
  for (const n of names) total.set(n, (total.get(n) ?? 0) + 1);
  const seen = new Map<string, number>();
  return names.map((name, i) => {
    const id = names.length === 1 ? letter : `${letter}${i + 1}`;
    if (total.get(name) === 1) return { id, side, name };
    const k = (seen.get(name) ?? 0) + 1;
    seen.set(name, k);
    return { id, side, name: `${name} ${k}`, group: name };
  });
}

/** A side's combatants, loaded in order, with the ids and names sideFighters gives them, and those fighters. */
export function namedSide(
  letter: string, side: string, loaded: readonly Combatant[],
): { combatants: Combatant[]; fighters: SideFighter[] } {
  const fighters = sideFighters(letter, side, loaded.map((c) => c.name));
  return { combatants: loaded.map((c, i) => ({ ...c, id: fighters[i]!.id, name: fighters[i]!.name })), fighters };
}

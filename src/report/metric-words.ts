/** One side of a simulated fight as the reports name it: figure id (metric prefix), side, name. */
export interface Fighter {
  readonly id: string;
  readonly side: string;
  readonly name: string;
}

/** A metric in a player's words. */
export interface MetricMeaning {
  readonly metric: string;
  /** The kind after the figure id ("wounds" in "a.wounds"); charts put one kind on one row. */
  readonly kind: string;
  /** The fighter it is about, when the prefix names one. */
  readonly fighter: Fighter | null;
  /** What is counted, for an axis or a column: "wounds taken". */
  readonly measure: string;
  /** The whole sentence for a heading: "Wounds A: Aldo took (dealt by B: Brick)". */
  readonly title: string;
}

/**
 * What each system's bot reports after a fight (its `metrics`), in words. The bots name them
 * `<figure id>.<kind>`: d100 Trick/Stunt's `wounds` is the wounds the figure took in the fight
 * (its `woundsTaken`), High/Low Heroes' `life` its Life at the end, Glorious
 * Gladiators' `hits` its Hits at the end. In a fight of two, what one took the other dealt, so
 * the heading says both. A kind not listed here is shown by its own name.
 */
const KINDS: Record<string, { measure: string; title: (who: string, foe: string | null) => string }> = {
  wounds: { measure: 'wounds taken', title: (who, foe) => `Wounds ${who} took${foe ? ` (dealt by ${foe})` : ''}` },
  // Life goes below 0 in High/Low Heroes, so "at the end" rather than "left".
  life: { measure: 'Life at the end', title: (who) => `Life of ${who} at the end of the fight` },
  hits: { measure: 'Hits at the end', title: (who) => `Hits of ${who} at the end of the fight` },
};

/** "A: Aldo"; "no winner" for the fights nobody won. */
export function sideLabel(side: string, fighters: readonly Fighter[]): string {
  if (side === 'none') return 'no winner';
  const f = fighters.find((x) => x.side === side);
  return f ? `${side}: ${f.name}` : side;
}

export function fighterLabel(f: Fighter): string {
  return `${f.side}: ${f.name}`;
}

export function metricMeaning(metric: string, fighters: readonly Fighter[]): MetricMeaning {
  const dot = metric.lastIndexOf('.');
  const id = dot > 0 ? metric.slice(0, dot) : '';
  const kind = dot > 0 ? metric.slice(dot + 1) : metric;
  const fighter = fighters.find((f) => f.id === id) ?? null;
  const known = KINDS[kind];
  if (!fighter) return { metric, kind, fighter, measure: known?.measure ?? kind, title: metric };
  const others = fighters.filter((f) => f !== fighter);
  const foe = others.length === 1 ? fighterLabel(others[0]!) : null;
  const who = fighterLabel(fighter);
  if (!known) return { metric, kind, fighter, measure: kind, title: `${who}: ${kind}` };
  return { metric, kind, fighter, measure: known.measure, title: known.title(who, foe) };
}

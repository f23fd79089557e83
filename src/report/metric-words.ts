/** One side of a simulated fight as the reports name it: figure id (metric prefix), side, name. */
export interface Fighter {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  /** What it was asked for, where several were (numbered "Thug 1", "Thug 2"): "Thug". */
  readonly group?: string;
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

/** "A: Aldo", "B: 3 × Thug + Brick"; "no winner" for the fights nobody won. */
export function sideLabel(side: string, fighters: readonly Fighter[]): string {
  if (side === 'none') return 'no winner';
  const name = sideName(side, fighters);
  return name ? `${side}: ${name}` : side;
}

/** A side's fighters in words: "Aldo"; several asked for as one, counted: "3 × Thug + Brick". */
export function sideName(side: string, fighters: readonly Fighter[]): string {
  const counts = new Map<string, number>();
  for (const f of fighters) if (f.side === side) counts.set(f.group ?? f.name, (counts.get(f.group ?? f.name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n > 1 ? `${n} × ${name}` : name)).join(' + ');
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
  // In a fight of two sides, what one took the other side dealt.
  const foes = new Set(fighters.filter((f) => f.side !== fighter.side).map((f) => f.side));
  const foe = foes.size === 1 ? sideLabel([...foes][0]!, fighters) : null;
  const who = fighterLabel(fighter);
  if (!known) return { metric, kind, fighter, measure: kind, title: `${who}: ${kind}` };
  return { metric, kind, fighter, measure: known.measure, title: known.title(who, foe) };
}

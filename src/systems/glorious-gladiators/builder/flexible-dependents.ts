import { GG_CATALOG } from '../catalog/catalog.ts';
import type { BuildFacts } from '../catalog/predicate.ts';
import type { AbilityEntry, ModifierEntry } from '../catalog/types.ts';
import type { AbilityPick, ModifierPick } from '../sheet.ts';
import { withOwnOptions } from './facts.ts';
import { costOf, priceOptions } from './option-cost.ts';

// Modifiers priced by the line's Range, Target or Duration (Quick: "1 if no range, 2 if Touch
// otherwise 4", seed L244; Adapts, Linked Ability, Slow) on a line that picks one of several on
// activation (Flexible Range, Target, Duration). A catalog price condition holds when any of the
// line's Ranges matches, which would charge a Touch-or-Distant Quick the Touch price. The line may
// be used with any of its options, so such a modifier pays its price with the dearest of them; under
// Flexible Level each option is worth its own price plus theirs with it (GG-BLD-20).

export const DEPENDENT_KINDS = ['range', 'target', 'duration'] as const;
export type DependentKind = (typeof DEPENDENT_KINDS)[number];

const FLEXIBLE_OF = { range: 'flexible-range', target: 'flexible-target', duration: 'flexible-duration' } as const;
const FACT_OF = { range: 'ranges', target: 'targets', duration: 'durations' } as const;

/** The kinds this line picks on activation, each with its options (at least two). */
export function flexibleChoices(pick: AbilityPick, facts: BuildFacts): { kind: DependentKind; ids: readonly string[] }[] {
  return DEPENDENT_KINDS
    .filter((kind) => pick.modifiers.some((m) => m.id === FLEXIBLE_OF[kind]))
    .map((kind) => ({ kind, ids: facts[FACT_OF[kind]] }))
    .filter((c) => c.ids.length > 1);
}

/** The facts of the line as used with one option of a kind. */
export const usedWith = (facts: BuildFacts, kind: DependentKind, id: string): BuildFacts => ({ ...facts, [FACT_OF[kind]]: [id] });

/** Every way the line can be used: one option of each Flexible kind. */
export function usedWithEach(facts: BuildFacts, choices: readonly { kind: DependentKind; ids: readonly string[] }[]): BuildFacts[] {
  return choices.reduce<BuildFacts[]>((all, c) => all.flatMap((f) => c.ids.map((id) => usedWith(f, c.kind, id))), [facts]);
}

/** A modifier's own price and its options' for these facts; null where the seed prints none. */
export function modifierGpAt(entry: ModifierEntry, m: ModifierPick, facts: BuildFacts): number | null {
  const own = withOwnOptions(facts, m.options);
  const parts = [costOf(entry.cost, own), ...priceOptions(entry.options, m.options, own).lines.map((l) => l.gp)];
  return parts.some((p) => p === null) ? null : parts.reduce<number>((sum, p) => sum + p!, 0);
}

/** Whether a modifier's price can follow the option in use: a general one, priced from the catalog (not derived, included or entered). */
export const mayDepend = (entry: ModifierEntry, m: ModifierPick, ability: AbilityEntry): boolean =>
  entry.category === 'general' && !entry.derivedCost && m.refereeCost === undefined && !ability.cost.includedModifiers.includes(m.id);

/** The line's modifiers whose price may follow the option in use. */
function dependents(pick: AbilityPick, ability: AbilityEntry): { entry: ModifierEntry; m: ModifierPick }[] {
  return pick.modifiers.flatMap((m) => {
    const entry = GG_CATALOG.modifier(m.id);
    return entry && mayDepend(entry, m, ability) ? [{ entry, m }] : [];
  });
}

/** What an option costs by itself: its modifier's price (0 for one included in the ability). */
function ownGp(pick: AbilityPick, ability: AbilityEntry, facts: BuildFacts, id: string): number {
  const m = pick.modifiers.find((x) => x.id === id);
  const entry = GG_CATALOG.modifier(id);
  if (!m || !entry || ability.cost.includedModifiers.includes(id)) return 0;
  return m.refereeCost ?? modifierGpAt(entry, m, facts) ?? 0;
}

export interface OptionWorths {
  /** Each option of each Flexible kind: its own price plus the dependent modifiers' with it. */
  readonly worth: Readonly<Record<DependentKind, ReadonlyMap<string, number>>>;
  /** The line as Flexible Level pays for it: the cheapest option of each kind (the first on a tie). */
  readonly paid: BuildFacts;
}

/** Under Flexible Level, what each Range, Target and Duration is worth on this line (GG-BLD-08, GG-BLD-20). */
export function optionWorths(pick: AbilityPick, ability: AbilityEntry, facts: BuildFacts): OptionWorths {
  const deps = dependents(pick, ability);
  const worth: Record<DependentKind, Map<string, number>> = { range: new Map(), target: new Map(), duration: new Map() };
  let paid = facts;
  for (const { kind, ids } of flexibleChoices(pick, facts)) {
    for (const id of ids) {
      const used = usedWith(facts, kind, id);
      worth[kind].set(id, ownGp(pick, ability, facts, id) + deps.reduce((n, d) => n + (modifierGpAt(d.entry, d.m, used) ?? 0), 0));
    }
    const cheapest = ids.reduce((a, b) => (worth[kind].get(b)! < worth[kind].get(a)! ? b : a));
    paid = usedWith(paid, kind, cheapest);
  }
  return { worth, paid };
}

/**
 * A dependent modifier's price on a Flexible line: with the dearest way the line can be used, or
 * under Flexible Level with the way it is paid for. Null where its price cannot follow the option.
 */
export function dependentCharge(
  entry: ModifierEntry, m: ModifierPick, pick: AbilityPick, ability: AbilityEntry, facts: BuildFacts, flexibleLevel: boolean,
): { gp: number | null; note?: string } | null {
  const choices = flexibleChoices(pick, facts);
  if (choices.length === 0 || !mayDepend(entry, m, ability)) return null;
  if (flexibleLevel) return { gp: modifierGpAt(entry, m, optionWorths(pick, ability, facts).paid) };
  const each = usedWithEach(facts, choices).map((f) => modifierGpAt(entry, m, f));
  if (each.some((gp) => gp === null)) return { gp: null };
  const gps = each as number[];
  const dearest = Math.max(...gps);
  return dearest === Math.min(...gps) ? { gp: dearest } : { gp: dearest, note: 'priced for the dearest option it may be used with (GG-BLD-20)' };
}

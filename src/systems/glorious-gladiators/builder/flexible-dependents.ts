import { GG_CATALOG } from '../catalog/catalog.ts';
import { holds, type BuildFacts } from '../catalog/predicate.ts';
import type { AbilityEntry, ModifierEntry } from '../catalog/types.ts';
import type { AbilityPick, ModifierPick } from '../sheet.ts';
import { withOwnOptions } from './facts.ts';
import { negativeMultiplier } from './level-cost.ts';
import { costOf, priceOptions } from './option-cost.ts';

// Modifiers priced by the line's Range, Target or Duration (Quick: "1 if no range, 2 if Touch
// otherwise 4", seed L244; Adapts, Linked Ability, Slow) on a line that picks one of several on
// activation (Flexible Range, Target, Duration). A catalog price condition holds when any of the
// line's Ranges matches, which would charge a Touch-or-Distant Quick the Touch price. The line may
// be used with any of its options, so such a modifier pays its price with the dearest of them; under
// Flexible Level each way of using the line is worth its options' prices plus theirs with it
// (GG-BLD-20, GG-BLD-22..24).

export const DEPENDENT_KINDS = ['range', 'target', 'duration'] as const;
export type DependentKind = (typeof DEPENDENT_KINDS)[number];

const FLEXIBLE_OF = { range: 'flexible-range', target: 'flexible-target', duration: 'flexible-duration' } as const;
export const FACT_OF = { range: 'ranges', target: 'targets', duration: 'durations' } as const;

/**
 * The one list of the Ranges, Targets and Durations a line picks from on activation, read by the
 * builder's price and play's choices alike: of each kind whose Flexible modifier it takes, every
 * option it has, those built into the ability included (Immortality's Always On, GG-BLD-25); empty
 * for a kind it does not pick.
 */
export function lineWays(pick: AbilityPick, facts: BuildFacts): Record<DependentKind, readonly string[]> {
  const of = (kind: DependentKind) => (pick.modifiers.some((m) => m.id === FLEXIBLE_OF[kind]) ? facts[FACT_OF[kind]] : []);
  return { range: of('range'), target: of('target'), duration: of('duration') };
}

/** The kinds this line picks on activation, each with its options (at least two). */
export function flexibleChoices(pick: AbilityPick, facts: BuildFacts): { kind: DependentKind; ids: readonly string[] }[] {
  const ways = lineWays(pick, facts);
  return DEPENDENT_KINDS.map((kind) => ({ kind, ids: ways[kind] })).filter((c) => c.ids.length > 1);
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

type Choice = { readonly kind: DependentKind; readonly ids: readonly string[] };

/**
 * The modifier this one is priced at half of, as the catalog prices it (Concentration: Persistent,
 * seed L201); none once the referee enters its price.
 */
export function halfOf(m: ModifierPick): string | undefined {
  const d = m.refereeCost === undefined ? GG_CATALOG.modifier(m.id)?.derivedCost : undefined;
  return d?.kind === 'half-of-modifier' ? d.modifier : undefined;
}

/** The modifiers priced at half of another (Concentration: of Persistent, seed L201) that is an option of a Flexible kind. */
function halves(pick: AbilityPick, choices: readonly Choice[]): { kind: DependentKind; of: string }[] {
  return pick.modifiers.flatMap((m) => {
    const of = halfOf(m);
    const kind = of ? choices.find((c) => c.ids.includes(of))?.kind : undefined;
    return kind && of ? [{ kind, of }] : [];
  });
}

const inUse = (f: BuildFacts, kind: DependentKind, id: string): boolean => (f[FACT_OF[kind]] as readonly string[]).includes(id);

/**
 * Whether a modifier's price on this line follows the options in use under Flexible Level: an
 * option of a Flexible kind, a modifier priced by them (GG-BLD-20) or half of one (GG-BLD-23).
 */
export function followsOptions(m: ModifierPick, pick: AbilityPick, ability: AbilityEntry, facts: BuildFacts): boolean {
  const entry = GG_CATALOG.modifier(m.id);
  if (!entry) return false;
  const choices = flexibleChoices(pick, facts);
  if (choices.some((c) => c.ids.includes(m.id)) || mayDepend(entry, m, ability)) return true;
  return halves({ ...pick, modifiers: [m] }, choices).length > 0;
}

export interface OptionWorths {
  /** Each option of each Flexible kind: the worth of the line used as paid for, with that option in its place. */
  readonly worth: Readonly<Record<DependentKind, ReadonlyMap<string, number>>>;
  /** The line as Flexible Level pays for it: the cheapest way it can be used (the first on a tie). */
  readonly paid: BuildFacts;
  /** The worth of the way paid for, at the ability paid for (`paid.ability`). */
  readonly paidGp: number;
  /**
   * What the line is worth used with these options (the paid one of a kind not named), over the way it is paid for;
   * with `ability`, its Ranges, Targets and Durations priced as that ability's (GG-BLD-29), its own worth apart.
   */
  readonly over: (chosen: { readonly [K in DependentKind | 'ability']?: string | undefined }) => number;
}

/**
 * Under Flexible Level, what each way of using this line is worth (GG-BLD-08, GG-BLD-20, GG-BLD-22..24):
 * the prices of its Range, Target and Duration, the ability's surcharges that hold with them (Not
 * Personal), the modifiers priced by them and Concentration with Persistent, all weighed on the
 * whole way the line is used, as Slow is priced by Range and Duration together. A negative one
 * counts at its price times the line's multiplier (GG-CHAR-07), that of the line as bought, from
 * `fixedCost`, its cost before negatives apart from these. The other negatives, priced alike every
 * way, and the cap on negatives (GG-CHAR-06) are the line's as bought, not any option's.
 */
export function optionWorths(pick: AbilityPick, ability: AbilityEntry, facts: BuildFacts, fixedCost: number): OptionWorths {
  // `facts` name the ability paid for, and the options follow the ability in use (GG-BLD-29). The modifiers
  // priced by the options are weighed as the line's own ability's: what another ability changes in them is
  // part of that ability's worth (GG-BLD-26), so the abilities are not weighed on it twice.
  const asOwn = (f: BuildFacts): BuildFacts => (f.ability === ability.id ? f : { ...f, ability: ability.id });
  const choices = flexibleChoices(pick, facts);
  const deps = dependents(pick, ability);
  const halved = halves(pick, choices);
  const ways = usedWithEach(facts, choices);
  // A negative modifier priced alike every way is the line's, not an option's.
  const varies = deps.map((d) => new Set(ways.map((f) => modifierGpAt(d.entry, d.m, asOwn(f)) ?? 0)).size > 1);
  const partsAt = (f: BuildFacts): { positive: number; negative: number } => {
    let positive = 0;
    let negative = 0;
    const add = (gp: number, follows = true) => {
      if (gp > 0) positive += gp;
      else if (follows) negative += gp;
    };
    for (const { kind } of choices) add(ownGp(pick, ability, f, f[FACT_OF[kind]][0]!));
    // A referee-entered base cost stands for the whole base, surcharges too, whatever the Range (GG-BLD-27).
    if (pick.refereeBase === undefined) for (const s of ability.cost.surcharges) if (holds(s.when, f)) add(s.cost);
    deps.forEach((d, i) => add(modifierGpAt(d.entry, d.m, asOwn(f)) ?? 0, varies[i]));
    for (const h of halved) if (inUse(f, h.kind, h.of)) add(-Math.floor(ownGp(pick, ability, f, h.of) / 2));
    return { positive, negative };
  };
  const parts = ways.map(partsAt);
  const multiplierOf = (i: number) => negativeMultiplier(fixedCost + parts[i]!.positive);
  const cheapestAt = (m: number) => {
    const w = parts.map((p) => p.positive + p.negative * m);
    return w.indexOf(Math.min(...w));
  };
  // The multiplier is the line's as bought, the cheapest way, which is the cheapest at its own multiplier.
  const bought = ways.findIndex((_, i) => cheapestAt(multiplierOf(i)) === i);
  const cheapest = bought >= 0 ? bought : cheapestAt(multiplierOf(cheapestAt(1)));
  const m = multiplierOf(cheapest);
  const paid = ways[cheapest]!;
  const worthAt = (f: BuildFacts) => {
    const p = partsAt(f);
    return p.positive + p.negative * m;
  };
  const worth: Record<DependentKind, Map<string, number>> = { range: new Map(), target: new Map(), duration: new Map() };
  for (const { kind, ids } of choices) for (const id of ids) worth[kind].set(id, worthAt(usedWith(paid, kind, id)));
  const paidGp = worthAt(paid);
  const over = (chosen: { readonly [K in DependentKind | 'ability']?: string | undefined }) => {
    const as = chosen.ability === undefined ? paid : { ...paid, ability: chosen.ability };
    return worthAt(choices.reduce((f, { kind }) => usedWith(f, kind, chosen[kind] ?? paid[FACT_OF[kind]][0]!), as)) - paidGp;
  };
  return { worth, paid, paidGp, over };
}

/**
 * A dependent modifier's price on a Flexible line: with the dearest way the line can be used (under
 * Flexible Level, price-modifiers.ts reprices it with the way paid for). Null where its price cannot follow the option.
 */
export function dependentCharge(
  entry: ModifierEntry, m: ModifierPick, pick: AbilityPick, ability: AbilityEntry, facts: BuildFacts,
): { gp: number | null; note?: string } | null {
  const choices = flexibleChoices(pick, facts);
  if (choices.length === 0 || !mayDepend(entry, m, ability)) return null;
  const each = usedWithEach(facts, choices).map((f) => modifierGpAt(entry, m, f));
  if (each.some((gp) => gp === null)) return { gp: null };
  const gps = each as number[];
  const dearest = Math.max(...gps);
  return dearest === Math.min(...gps) ? { gp: dearest } : { gp: dearest, note: 'priced for the dearest option it may be used with (GG-BLD-20)' };
}

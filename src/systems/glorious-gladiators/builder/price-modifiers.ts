import type { SheetIssue } from '../../../kernel/index.ts';
import { GG_CATALOG } from '../catalog/catalog.ts';
import { holds, type BuildFacts } from '../catalog/predicate.ts';
import type { AbilityEntry, ModifierEntry } from '../catalog/types.ts';
import { mainTypeOf, type TypeCode } from '../catalog/vocabulary.ts';
import type { AbilityPick } from '../sheet.ts';
import { withOwnOptions } from './facts.ts';
import { dependentCharge, FACT_OF, followsOptions, modifierGpAt, mayDepend, optionWorths, type OptionWorths } from './flexible-dependents.ts';
import { flexibleLevelNote, hasFlexibleLevel } from './flexible-level.ts';
import { isFlexibleChoice, pricesByAbility } from './ability-priced.ts';
import { costOf, priceOptions } from './option-cost.ts';

/** What one modifier on one ability costs, before the negative-modifier rules (GG-CHAR-06, -07). */
export interface ModifierCharge {
  readonly index: number;
  readonly entry: ModifierEntry;
  readonly label: string;
  /** GP as printed for this build; positive modifiers add, negative ones are scaled and capped later. */
  readonly gp: number;
  /** The seed prints no price and the referee has not entered one (GG-RULING-C03). */
  readonly unpriced: boolean;
  /** The referee entered this price (`refereeCost`). */
  readonly refereeEntered?: boolean;
  readonly note?: string;
}

const FLEXIBLE_OF = { range: 'flexible-range', target: 'flexible-target', duration: 'flexible-duration' } as const;
type Category = keyof typeof FLEXIBLE_OF;
const isCategory = (c: string): c is Category => c in FLEXIBLE_OF;
const CATEGORY_WORD: Record<Category, [string, string]> = { range: ['Range', 'Ranges'], target: ['Target', 'Targets'], duration: ['Duration', 'Durations'] };

/**
 * Flexible Type (GG-MOD-25): +2 per extra main Type, +1 per extra Energy choice (Energy or a subtype)
 * beside the first, counted over the set so the order the Types are listed in does not matter.
 */
export function flexibleTypeExtras(types: readonly TypeCode[], each: number, eachSubtype: number): number {
  const unique = [...new Set(types)];
  const energy = unique.filter((t) => mainTypeOf(t) === 'energy').length;
  const mainTypes = unique.length - energy + (energy > 0 ? 1 : 0);
  return Math.max(0, mainTypes - 1) * each + Math.max(0, energy - 1) * eachSubtype;
}

/**
 * Prices every modifier of an ability and reports those that break their own rules: unknown ids,
 * repeats, option values, restrictions, and the one-Range/Target/Duration rule (GG-CHAR-09).
 * Under Flexible Level only the cheapest way of using the line is charged (its Range, Target and
 * Duration and the modifiers priced by them); `worths` says what every way is worth, from
 * `fixedCost`, the Levels and base cost apart from the surcharges a Range may bring (GG-BLD-22).
 * `paidAs` is the ability Flexible Level pays for on a Flexible Ability line (GG-BLD-16, GG-BLD-26).
 */
export function chargeModifiers(
  pick: AbilityPick, ability: AbilityEntry, facts: BuildFacts, path: readonly (string | number)[], issues: SheetIssue[], fixedCost: number,
  paidAs?: string,
): { charges: ModifierCharge[]; worths?: OptionWorths } {
  const charges = priceModifiers(pick, ability, facts, path, issues, paidAs);
  if (!hasFlexibleLevel(pick)) return { charges: charges.sort((a, b) => a.index - b.index) };
  // The line's cost before negatives, but for what follows the options in use: the multiplier's base (GG-BLD-24).
  const fixed = charges.filter((c) => c.gp > 0 && !followsOptions(pick.modifiers[c.index]!, pick, ability, facts))
    .reduce((n, c) => n + c.gp, fixedCost);
  // Weighed as the ability paid for: an option priced by the ability is worth its price with it (GG-BLD-29).
  const worths = optionWorths(pick, ability, paidAs === undefined ? facts : { ...facts, ability: paidAs }, fixed);
  return { charges: applyFlexibleLevel(charges, worths, pick, ability).sort((a, b) => a.index - b.index), worths };
}

/**
 * Every modifier's price on this line, each alongside the others, before Flexible Level lets a
 * Range, Target or Duration go unpaid. A Range, Target or Duration is priced as optionWorths prices
 * it for play's Flexible Level (flexible-dependents.ts), so the two read one price.
 */
function priceModifiers(
  pick: AbilityPick, ability: AbilityEntry, facts: BuildFacts, path: readonly (string | number)[], issues: SheetIssue[],
  paidAs: string | undefined,
): ModifierCharge[] {
  const charges: ModifierCharge[] = [];
  const seen = new Set<string>();
  const derived: { index: number; entry: ModifierEntry; base: number }[] = [];
  pick.modifiers.forEach((m, index) => {
    const at = [...path, 'modifiers', index];
    const entry = GG_CATALOG.modifier(m.id);
    if (!entry) {
      issues.push({ ruleId: 'GG-BLD-02', path: [...at, 'id'], message: `unknown modifier "${m.id}"` });
      return;
    }
    if (seen.has(m.id)) issues.push({ ruleId: entry.ruleId, path: at, message: `${entry.name} is taken twice on one ability` });
    seen.add(m.id);
    const own = withOwnOptions(facts, m.options);
    const priced = priceOptions(entry.options, m.options, own);
    for (const p of priced.problems) issues.push({ ruleId: entry.ruleId, path: [...at, 'options', p.option], message: `${entry.name}: ${p.message}` });
    for (const r of entry.restrictions) if (!holds(r.when, own)) issues.push({ ruleId: entry.ruleId, path: at, message: r.message });
    if (ability.cost.includedModifiers.includes(m.id)) {
      charges.push({ index, entry, label: entry.name, gp: 0, unpriced: false, note: `included in ${ability.name}` });
      return;
    }
    const parts = [costOf(entry.cost, own), ...priced.lines.map((l) => l.gp)];
    const unpriced = parts.some((p) => p === null);
    const base = parts.reduce<number>((sum, p) => sum + (p ?? 0), 0);
    if (entry.derivedCost) {
      derived.push({ index, entry, base });
      return;
    }
    // Priced by the Range, Target or Duration in use, on a line that has several (GG-BLD-20).
    const dependent = dependentCharge(entry, m, pick, ability, facts);
    if (dependent) {
      const label = labelOf(entry, priced.lines.map((l) => l.label));
      const charge = { index, entry, label, gp: dependent.gp ?? 0, unpriced: dependent.gp === null };
      charges.push(dependent.note ? { ...charge, note: dependent.note } : charge);
      return;
    }
    // Priced by the ability the line is used as, on a Flexible Ability line (GG-BLD-26), a Flexible choice too (GG-BLD-29).
    const byAbility = unpriced ? null : pricesByAbility(entry, m, pick, ability, facts);
    if (byAbility) {
      const at = paidAs ?? [...byAbility].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
      const name = GG_CATALOG.ability(at)?.name ?? at;
      const choice = isFlexibleChoice(pick, facts, m.id);
      const rule = choice ? 'GG-BLD-29' : 'GG-BLD-26';
      const note = paidAs ? `priced as ${name}, the ability paid for; with another, ${choice ? 'at its price' : 'part of its worth'} (${rule})`
        : `priced for the dearest ability the line may be used as, ${name} (${rule})`;
      const label = labelOf(entry, priced.lines.map((l) => l.label));
      charges.push({ index, entry, label, gp: byAbility.get(at) ?? base, unpriced, note });
      return;
    }
    charges.push(finish({ index, entry, label: labelOf(entry, priced.lines.map((l) => l.label)), gp: base, unpriced }, m.refereeCost));
  });
  for (const d of derived) {
    const m = pick.modifiers[d.index]!;
    const extra = derivedCharge(d.entry, pick, charges, [...path, 'modifiers', d.index], issues);
    const charge = { index: d.index, entry: d.entry, label: d.entry.name, gp: d.base + extra.gp, unpriced: false };
    charges.push(finish(extra.note ? { ...charge, note: extra.note } : charge, m.refereeCost));
  }
  // An option built into the ability is the line's own, held to its own rules (Always On: no Flexible
  // modifier but Flexible Duration; GG-BLD-25).
  for (const id of ability.cost.includedModifiers) {
    const entry = seen.has(id) ? undefined : GG_CATALOG.modifier(id);
    for (const r of entry?.restrictions ?? []) {
      if (holds(r.when, facts)) continue;
      issues.push({ ruleId: entry!.ruleId, path: [...path, 'modifiers'], message: `${ability.name}: ${r.message}` });
    }
  }
  checkCategories(charges, facts, path, issues);
  return withinFocus(charges);
}

/**
 * Item and Focus on one line are one object, which play disarms as a Focus (focus.ts): the Item adds no
 * drawback the Focus does not carry, so it comes off at 0 and the Focus's −2 alone (GG-BLD-30). A price
 * the referee entered for the Item stands (GG-RULING-C03).
 */
function withinFocus(charges: ModifierCharge[]): ModifierCharge[] {
  if (!charges.some((c) => c.entry.id === 'focus')) return charges;
  return charges.map((c) => (c.entry.id === 'item' && !c.refereeEntered
    ? { ...c, gp: 0, note: 'one object with the Focus, disarmed as a Focus (GG-BLD-30)' } : c));
}

function labelOf(entry: ModifierEntry, optionLabels: readonly string[]): string {
  const name = entry.name.replace(/ \((Range|Target|Duration)\)$/, '');
  return optionLabels.length > 0 ? `${name} (${optionLabels.join('; ')})` : name;
}

function finish(c: ModifierCharge, refereeCost: number | undefined): ModifierCharge {
  if (refereeCost === undefined) return c;
  return { ...c, gp: refereeCost, unpriced: false, refereeEntered: true, note: 'referee-entered cost (GG-RULING-C03)' };
}

function derivedCharge(
  entry: ModifierEntry, pick: AbilityPick, charges: readonly ModifierCharge[], at: readonly (string | number)[], issues: SheetIssue[],
): { gp: number; note?: string } {
  const d = entry.derivedCost!;
  switch (d.kind) {
    case 'half-of-modifier': {
      const of = charges.find((c) => c.entry.id === d.modifier);
      if (!of) return { gp: 0 };
      return { gp: d.sign * Math.floor(of.gp / 2), note: `half of ${of.label} (${of.gp}), rounded down` };
    }
    case 'per-extra-in-category': {
      const n = charges.filter((c) => c.entry.category === d.category).length;
      const [one, many] = CATEGORY_WORD[d.category];
      if (n < 2) issues.push({ ruleId: entry.ruleId, path: at, message: `${entry.name} needs more than one ${one}` });
      return { gp: Math.max(0, n - 1) * d.each, note: `${Math.max(0, n - 1)} extra ${n - 1 === 1 ? one : many}` };
    }
    case 'per-extra-type': {
      if (pick.types.length < 2) issues.push({ ruleId: entry.ruleId, path: at, message: `${entry.name} needs more than one Type` });
      return { gp: flexibleTypeExtras(pick.types, d.each, d.eachSubtype), note: `${Math.max(0, pick.types.length - 1)} extra Type(s)` };
    }
    case 'flexible-ability':
      // Its +4 per ability is an option price; the other abilities' bases are part of the base cost.
      return { gp: 0 };
  }
}

/**
 * GG-CHAR-09: one Range, one Target and one Duration, unless the matching Flexible modifier is taken;
 * counted on the line's facts, so one built into the ability counts (Immortality's Always On, GG-BLD-25).
 */
function checkCategories(
  charges: readonly ModifierCharge[], facts: BuildFacts, path: readonly (string | number)[], issues: SheetIssue[],
): void {
  for (const category of Object.keys(FLEXIBLE_OF) as Category[]) {
    const ids: readonly string[] = facts[FACT_OF[category]];
    const inCategory = ids.map((id) => charges.find((c) => c.entry.id === id)?.label ?? GG_CATALOG.modifier(id)?.name ?? id);
    const flexible = charges.some((c) => c.entry.id === FLEXIBLE_OF[category]);
    const [one, many] = CATEGORY_WORD[category];
    if (inCategory.length > 1 && !flexible) {
      issues.push({
        ruleId: 'GG-CHAR-09', path: [...path, 'modifiers'],
        message: `${inCategory.length} ${many} (${inCategory.join(', ')}) need Flexible ${one}`,
      });
    }
    if (category === 'duration' && flexible && inCategory.length < 2) {
      const flex = charges.find((c) => c.entry.id === FLEXIBLE_OF.duration)!;
      issues.push({ ruleId: flex.entry.ruleId, path: [...path, 'modifiers', flex.index], message: 'Flexible Duration needs more than one Duration' });
    }
  }
}

/**
 * Flexible Level (GG-MOD-22, GG-BLD-08): the line is charged as used its cheapest way (GG-BLD-20,
 * GG-BLD-24; Types, abilities: price-ability.ts): of each flexible category only that way's choice,
 * the modifiers priced by the options at their price with it, and Concentration only where it is
 * used with Persistent (GG-BLD-23). The others show the Levels they cost when used.
 */
function applyFlexibleLevel(charges: ModifierCharge[], worths: OptionWorths, pick: AbilityPick, ability: AbilityEntry): ModifierCharge[] {
  const paidIds = new Set<string>([...worths.paid.ranges, ...worths.paid.targets, ...worths.paid.durations]);
  return charges.map((c) => {
    const category = c.entry.category;
    const m = pick.modifiers[c.index]!;
    if (isCategory(category) && pick.modifiers.some((x) => x.id === FLEXIBLE_OF[category]) && worths.worth[category].size > 1) {
      if (paidIds.has(c.entry.id)) return c;
      const paidWorth = worths.worth[category].get(worths.paid[FACT_OF[category]][0]!) ?? 0;
      return { ...c, gp: 0, note: flexibleLevelNote((worths.worth[category].get(c.entry.id) ?? 0) - paidWorth) };
    }
    if (c.refereeEntered || ability.cost.includedModifiers.includes(c.entry.id)) return c;
    if (mayDepend(c.entry, m, ability)) {
      const gp = modifierGpAt(c.entry, m, worths.paid);
      return { index: c.index, entry: c.entry, label: c.label, gp: gp ?? 0, unpriced: gp === null };
    }
    // Concentration is part of Persistent's worth: with another Duration paid for, it is not charged.
    const d = c.entry.derivedCost;
    const of = d?.kind === 'half-of-modifier' ? d.modifier : undefined;
    if (of && !paidIds.has(of) && Object.values(worths.worth).some((w) => w.size > 1 && w.has(of))) {
      return { ...c, gp: 0, note: `Flexible Level: part of the worth of ${GG_CATALOG.modifier(of)?.name ?? of}, when it is used` };
    }
    return c;
  });
}

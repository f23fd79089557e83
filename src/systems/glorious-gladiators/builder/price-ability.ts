import type { SheetIssue } from '../../../kernel/index.ts';
import { GG_CATALOG } from '../catalog/catalog.ts';
import { holds, type BuildFacts } from '../catalog/predicate.ts';
import type { AbilityEntry, StartingEntry } from '../catalog/types.ts';
import type { CharacterKind, StartingId } from '../catalog/vocabulary.ts';
import type { AbilityPick } from '../sheet.ts';
import type { GgBuilderOptions } from './builder-options.ts';
import { buildFacts, freeStartingPick, pickName } from './facts.ts';
import { abilityOptions, cheapestGp, flexibleLevelNote, hasFlexibleLevel, typeCost, type AbilityOption } from './flexible-level.ts';
import { startsWithoutLevel } from './flexible-options.ts';
import { levelCost, levelMultiple, MINIMUM_ABILITY_COST, negativeCap, negativeMultiplier } from './level-cost.ts';
import { priceOptions } from './option-cost.ts';
import { chargeModifiers } from './price-modifiers.ts';
import type { OptionWorths } from './flexible-dependents.ts';
import { checkAbilityRules } from './ability-rules.ts';

/** One line of an ability's price, so a builder can show every cost and why. */
export interface PriceLine {
  readonly label: string;
  readonly gp: number;
  readonly ruleId: string;
  /** level: C(L); base: base cost, options, Types; positive/negative: modifiers; adjustment: caps, minimum, free starting version. */
  readonly part: 'level' | 'base' | 'positive' | 'negative' | 'adjustment';
  readonly note?: string;
}

/** An ability's Glory Point price, step by step (GG-CHAR-04..07). */
export interface AbilityPrice {
  readonly key: string;
  readonly name: string;
  readonly ability: string;
  readonly ruleId: string;
  readonly starting?: StartingId;
  readonly level: number;
  readonly levelLimit: number;
  /** C(L) for the Level Limit (times Power Pool's Multiple). */
  readonly levelCost: number;
  /** Base cost with options, Types and surcharges (may be negative; GG-CHAR-05). */
  readonly base: number;
  readonly positive: number;
  /** Levels + base + positive modifiers: what negative modifiers are measured against. */
  readonly preNegative: number;
  /** Negative modifiers as printed (≤ 0). */
  readonly negativePrinted: number;
  /** ×⌈preNegative / 10⌉ (GG-CHAR-07). */
  readonly negativeMultiplier: number;
  /** Printed negatives × multiplier (≤ 0). */
  readonly negative: number;
  /** The most negatives may take off: ⌊preNegative / 2⌋ (GG-CHAR-06, GG-RULING-01). */
  readonly negativeCap: number;
  /** Negatives as charged: `negative`, or −cap where the cap clamps. */
  readonly negativeApplied: number;
  /** The ability's own price, at least 1 GP (GG-CHAR-05). */
  readonly full: number;
  /** For an upgraded starting ability: the price of its free version, deducted (GG-ABL-S1..S4). */
  readonly freeDeduction: number;
  /** GP charged to the sheet. */
  readonly total: number;
  /** Part of the price is the referee's (entered or still missing, GG-RULING-C03). */
  readonly refereePriced: boolean;
  readonly lines: readonly PriceLine[];
}

export interface AbilityAnalysis {
  readonly price: AbilityPrice;
  readonly issues: readonly SheetIssue[];
  /** Under Flexible Level, what each way of using its Ranges, Targets and Durations is worth (play reads it, GG-PLAY-171). */
  readonly worths?: OptionWorths;
}

type BasePart = { label: string; gp: number | null; note?: string };

/** An unpaid ability's Type price under Flexible Level: in the Levels its base cost line names. */
const NOT_PAID = 'Flexible Level: part of that ability\'s worth, paid by Levels when used';

/**
 * The ability Flexible Level pays for (GG-BLD-16): the cheapest with the cheapest way of using the line as it,
 * as a Range, Target or Duration may be priced by the ability (GG-BLD-29); the line's own on a tie. `fixedCost`
 * is the line's cost as that ability apart from its modifiers (Levels, base cost and options).
 */
function cheapestAbility(
  options: readonly AbilityOption[], pick: AbilityPick, entry: AbilityEntry, facts: BuildFacts, fixedCost: (a: AbilityOption) => number,
): AbilityOption {
  if (options.length < 2) return options[0]!;
  const worth = (a: AbilityOption) => a.gp + (chargeModifiers(pick, entry, facts, [], [], fixedCost(a), a.entry.id).worths?.paidGp ?? 0);
  const gps = options.map(worth);
  return options[gps.indexOf(Math.min(...gps))]!;
}

const title = (s: string) => s.replace(/(^|-)([a-z])/g, (_, d: string, c: string) => (d ? ' ' : '') + c.toUpperCase());

/**
 * Prices one ability line and lists every way it breaks the rules. `path` locates it in the
 * sheet (['abilities', 3]); `kind` is the character's (minor characters have their own caps).
 */
export function analyzeAbility(
  pick: AbilityPick, path: readonly (string | number)[], kind: CharacterKind, options: GgBuilderOptions,
): AbilityAnalysis {
  if (pick.level >= 1) return analyzeLine(pick, path, kind, options);
  // A builder prices the draft being typed, before the schema has seen it: a Level below 1 (seed L46)
  // is flagged here too, so validateSheet never calls it legal, and priced as no Levels.
  const name = pickName(pick);
  const low = analyzeLine({ ...pick, level: 0 }, path, kind, options);
  const issue: SheetIssue = { ruleId: 'GG-BLD-01', path: [...path, 'level'], message: `${name}: Level ${pick.level}, a Level is 1 or more` };
  return { ...low, issues: [issue, ...low.issues] };
}

function analyzeLine(
  pick: AbilityPick, path: readonly (string | number)[], kind: CharacterKind, options: GgBuilderOptions,
): AbilityAnalysis {
  const issues: SheetIssue[] = [];
  const entry = GG_CATALOG.ability(pick.ability);
  const name = pick.name ?? entry?.name ?? pick.ability;
  if (!entry) {
    issues.push({ ruleId: 'GG-BLD-02', path: [...path, 'ability'], message: `unknown ability "${pick.ability}"` });
    return { price: emptyPrice(pick, name), issues };
  }
  const lines: PriceLine[] = [];
  let unpriced = false;
  const facts = buildFacts(pick, entry, pick.options);

  // Base cost: printed base, options, Types, surcharges (GG-CHAR-05); with Flexible Ability every
  // ability's base, or under Flexible Level only the cheapest ability's (GG-BLD-16).
  const flexibleLevel = hasFlexibleLevel(pick);
  const abilities = abilityOptions(pick, entry, facts);
  const opts = priceOptions(entry.options, pick.options, facts);
  const multiple = levelMultiple(pick, entry);
  const optionsGp = opts.lines.reduce((sum, l) => sum + (l.gp ?? 0), 0);
  const paid = flexibleLevel ? cheapestAbility(abilities, pick, entry, facts, (a) => levelCost(pick.level, a.entry.levelLimit) * multiple
    + (pick.refereeBase ?? optionsGp + (a.base ?? 0) + a.types)) : undefined;
  const unpaid = (a: AbilityOption) => paid !== undefined && a !== paid;
  // An unpaid ability's note: the Levels it costs used the way paid for (GG-BLD-24, GG-BLD-29), once that is known.
  const abilityParts = (over: (a: AbilityOption) => number) => abilities.map((a, i): BasePart => {
    const label = i === 0 ? `${entry.name} base cost` : `Flexible Ability: ${a.entry.name} base cost`;
    return unpaid(a) && a.base !== null ? { label, gp: 0, note: flexibleLevelNote(a.gp - paid!.gp + over(a)) } : { label, gp: a.base };
  });
  const [own, ...alternatives] = abilityParts(() => 0);
  // The other abilities' own prices for the line's Types (GG-BLD-19); under Flexible Level part of their worth.
  const alternativeTypes = abilities.slice(1).flatMap((a) => typeParts(pick, a.entry, path, [], flexibleLevel).map((p): BasePart => {
    const label = `Flexible Ability: ${a.entry.name} ${p.label}`;
    return unpaid(a) ? { label, gp: 0, note: NOT_PAID } : { ...p, label };
  }));
  for (const p of opts.problems) issues.push({ ruleId: entry.ruleId, path: [...path, 'options', p.option], message: `${entry.name}: ${p.message}` });
  const ownTypes = typeParts(pick, entry, path, issues, flexibleLevel)
    .map((p) => (unpaid(abilities[0]!) && p.gp !== 0 ? { ...p, gp: 0, note: NOT_PAID } : p));
  const fixedParts: BasePart[] = [own!, ...opts.lines, ...ownTypes, ...alternatives, ...alternativeTypes];
  // Levels at the lowest Level Limit of the abilities (seed L209), or the paid one's under Flexible Level.
  const levelLimit = paid ? paid.entry.levelLimit : Math.min(...abilities.map((a) => a.entry.levelLimit));
  const flexibleAbility = pick.modifiers.find((m) => m.id === 'flexible-ability');
  const others = flexibleAbility && Array.isArray(flexibleAbility.options.abilities) ? flexibleAbility.options.abilities : [];
  for (const id of others) {
    if (GG_CATALOG.ability(id)) continue;
    const at = [...path, 'modifiers', pick.modifiers.indexOf(flexibleAbility!), 'options', 'abilities'];
    issues.push({ ruleId: 'GG-MOD-20', path: at, message: `Flexible Ability: unknown ability "${id}"` });
  }
  // Levels (GG-CHAR-04), times Power Pool's Multiple.
  const levels = levelCost(pick.level, levelLimit) * multiple;

  // Modifiers: positive first, then negative, scaled and capped (GG-CHAR-06, GG-CHAR-07). Under
  // Flexible Level priced with the cheapest way of using the line, every way weighed from the rest of its cost.
  const fixedBase = pick.refereeBase ?? fixedParts.reduce((sum, p) => sum + (p.gp ?? 0), 0);
  const modifierIssues: SheetIssue[] = [];
  const { charges, worths } = chargeModifiers(pick, entry, facts, path, modifierIssues, levels + fixedBase, paid?.entry.id);
  // A surcharge for having a range (Not Personal) holds with the way paid for; under Flexible Level it
  // is part of the worth of a Range that brings it (GG-BLD-22).
  const surcharges = entry.cost.surcharges.filter((x) => holds(x.when, facts)).map((x): BasePart => (holds(x.when, worths?.paid ?? facts)
    ? { label: x.label, gp: x.cost } : { label: x.label, gp: 0, note: 'Flexible Level: part of a Range\'s worth, paid by Levels when used' }));
  const [ownNoted, ...alternativesNoted] = abilityParts((a) => worths?.over({ ability: a.entry.id }) ?? 0);
  const baseParts: BasePart[] = [ownNoted!, ...opts.lines, ...ownTypes, ...surcharges, ...alternativesNoted, ...alternativeTypes];
  let base: number;
  if (pick.refereeBase !== undefined) {
    base = pick.refereeBase;
    lines.push({ label: 'Base cost entered by the referee', gp: base, ruleId: 'GG-RULING-C03', part: 'base' });
  } else {
    unpriced = baseParts.some((p) => p.gp === null);
    base = baseParts.reduce((sum, p) => sum + (p.gp ?? 0), 0);
    for (const p of baseParts) {
      const note = p.gp === null ? 'no printed price' : p.note;
      if (p.gp !== 0 || note) lines.push({ label: p.label, gp: p.gp ?? 0, ruleId: entry.ruleId, part: 'base', ...(note ? { note } : {}) });
    }
    if (unpriced) issues.push({ ruleId: 'GG-RULING-C03', path, message: `${name}: the seed prints no price for these options; the referee enters the base cost` });
  }
  issues.push(...modifierIssues);

  lines.unshift({
    label: `Level ${pick.level} (Level Limit ${levelLimit})${multiple > 1 ? ` × Multiple ${multiple}` : ''}`, gp: levels, ruleId: 'GG-CHAR-04', part: 'level',
  });

  for (const c of charges) {
    if (c.unpriced) {
      unpriced = true;
      issues.push({ ruleId: 'GG-RULING-C03', path: [...path, 'modifiers', c.index], message: `${c.label}: no printed price; the referee enters it (refereeCost)` });
    }
  }
  const positive = charges.filter((c) => c.gp > 0).reduce((s, c) => s + c.gp, 0);
  const negativePrinted = charges.filter((c) => c.gp < 0).reduce((s, c) => s + c.gp, 0);
  const preNegative = levels + base + positive;
  const multiplier = negativeMultiplier(preNegative);
  const negative = negativePrinted * multiplier;
  const cap = negativeCap(preNegative);
  for (const c of charges) {
    if (c.gp >= 0) {
      lines.push({ label: c.label, gp: c.gp, ruleId: c.entry.ruleId, part: 'positive', ...(c.note ? { note: c.note } : {}) });
    } else {
      const note = [multiplier > 1 ? `${c.gp} × ${multiplier} (GG-CHAR-07)` : undefined, c.note].filter(Boolean).join('; ');
      lines.push({ label: c.label, gp: c.gp * multiplier, ruleId: c.entry.ruleId, part: 'negative', ...(note ? { note } : {}) });
    }
  }
  let negativeApplied = negative;
  if (-negative > cap) {
    const mode = kind === 'major' ? options.negativeCapMajor : options.negativeCapMinor;
    if (mode === 'reject') {
      issues.push({ ruleId: 'GG-CHAR-06', path: [...path, 'modifiers'], message: `negative modifiers exceed half (max ${cap})` });
    } else {
      negativeApplied = -cap;
      lines.push({ label: `Negative modifiers capped at half (${cap})`, gp: negativeApplied - negative, ruleId: 'GG-CHAR-06', part: 'adjustment' });
    }
  }
  if (negativePrinted < 0 && !options.negativeModifiers) {
    issues.push({ ruleId: 'GG-GM-01', path: [...path, 'modifiers'], message: 'the referee allows no negative modifiers at this table' });
  }
  const raw = preNegative + negativeApplied;
  const full = Math.max(MINIMUM_ABILITY_COST, raw);
  if (raw < MINIMUM_ABILITY_COST) lines.push({ label: 'No ability costs less than 1 GP', gp: full - raw, ruleId: 'GG-CHAR-05', part: 'adjustment' });

  let freeDeduction = 0;
  if (pick.starting) {
    const free = GG_CATALOG.startingAbility(pick.starting)!;
    freeDeduction = freePrice(free, options);
    lines.push({ label: `Free ${free.name} deducted`, gp: -freeDeduction, ruleId: free.ruleId, part: 'adjustment' });
  }
  issues.push(...checkAbilityRules(pick, entry, facts, path, kind));
  const noLevel = flexibleLevel ? startsWithoutLevel(pick, name, worths) : null;
  if (noLevel) issues.push({ ruleId: 'GG-BLD-18', path: [...path, 'modifiers'], message: noLevel });

  const price: AbilityPrice = {
    key: pick.key, name, ability: entry.id, ruleId: entry.ruleId, ...(pick.starting ? { starting: pick.starting } : {}),
    level: pick.level, levelLimit, levelCost: levels, base, positive, preNegative, negativePrinted,
    negativeMultiplier: multiplier, negative,
    negativeCap: cap, negativeApplied, full, freeDeduction, total: Math.max(0, full - freeDeduction),
    refereePriced: unpriced || pick.refereeBase !== undefined || charges.some((c) => c.refereeEntered === true), lines,
  };
  return worths ? { price, issues, worths } : { price, issues };
}

const FREE_PRICES = new Map<string, number>();

/** What the free version of a starting ability would cost if bought (the seed prices no upgrade; spec ruling). */
function freePrice(free: StartingEntry, options: GgBuilderOptions): number {
  let gp = FREE_PRICES.get(free.id);
  if (gp === undefined) {
    const { starting: _free, ...bought } = freeStartingPick(free);
    gp = analyzeAbility(bought, [], 'major', options).price.full;
    FREE_PRICES.set(free.id, gp);
  }
  return gp;
}

/**
 * The Type part of the base cost: a price per Type (Damage) or per number of Types covered (Damage
 * Defence). With Flexible Type and Flexible Level only the cheapest Type's price is paid (GG-BLD-08).
 */
function typeParts(
  pick: AbilityPick, entry: AbilityEntry, path: readonly (string | number)[], issues: SheetIssue[], flexibleLevel: boolean,
): BasePart[] {
  const parts: BasePart[] = [];
  if (entry.cost.typeCosts) {
    const gps = pick.types.map((t) => typeCost(entry, t));
    // Under Flexible Level one Type is paid: the first of the cheapest.
    const paid = flexibleLevel && pick.modifiers.some((m) => m.id === 'flexible-type') ? gps.indexOf(cheapestGp(gps)) : -1;
    pick.types.forEach((t, i) => {
      const gp = gps[i]!;
      if (paid >= 0 && i !== paid && gp > 0) parts.push({ label: `Type ${title(t)}`, gp: 0, note: flexibleLevelNote(gp - gps[paid]!) });
      else if (gp !== 0) parts.push({ label: `Type ${title(t)}`, gp });
    });
  }
  const tiers = entry.cost.typeTiers;
  if (pick.coversSource !== undefined) {
    if (!entry.mayCoverSource) {
      issues.push({ ruleId: entry.ruleId, path: [...path, 'coversSource'], message: `${entry.name} cannot cover a Source` });
    } else if (pick.coversSource === 'standard') {
      issues.push({ ruleId: entry.ruleId, path: [...path, 'coversSource'], message: `${entry.name} cannot cover the Standard Source` });
    }
    if (tiers) parts.push({ label: `Covers the ${title(pick.coversSource)} Source`, gp: tiers.source });
  } else if (tiers && !pick.modifiers.some((m) => m.id === 'flexible-type')) {
    // With Flexible Type no 1/2/3-Type price is paid at all, only Flexible Type's own (seed L214, GG-BLD-09).
    const n = pick.types.length;
    const gp = n <= tiers.tiers.length ? tiers.tiers[n - 1]! : null;
    parts.push({ label: `Covers ${n} Type${n === 1 ? '' : 's'}`, gp });
  }
  return parts;
}

function emptyPrice(pick: AbilityPick, name: string): AbilityPrice {
  return {
    key: pick.key, name, ability: pick.ability, ruleId: 'GG-BLD-02', level: pick.level, levelLimit: 1, levelCost: 0, base: 0, positive: 0,
    preNegative: 0, negativePrinted: 0, negativeMultiplier: 1, negative: 0, negativeCap: 0, negativeApplied: 0, full: 0, freeDeduction: 0,
    total: 0,
    refereePriced: false, lines: [],
  };
}

import { z } from 'zod';
import { GG_CATALOG } from '../catalog/catalog.ts';
import { typeCodeSchema, type TypeCode } from '../catalog/vocabulary.ts';
import { buildFacts } from '../builder/facts.ts';
import { abilityOptions, cheapestGp, hasFlexibleLevel, levelsForGp, typeCost } from '../builder/flexible-level.ts';
import { chargeModifiers } from '../builder/price-modifiers.ts';
import type { AbilityPick } from '../sheet.ts';

// The Flexible modifiers (GG-MOD-20..25) as a choice made on activation: which Range, Target,
// Duration, Type or alternative ability an ability is used with. A choice turns the sheet's line
// into the line as used (one option of each flexible kind), so the profile is compiled from that;
// with Flexible Level a dearer option costs its difference in GP as Levels (GG-MOD-22, GG-PLAY-120).
// Without a choice the first option of each kind is the one in use. Ruling GG-PLAY-72.

export const flexChoiceSchema = z.object({
  range: z.string().optional(), target: z.string().optional(), duration: z.string().optional(),
  type: typeCodeSchema.optional(), ability: z.string().optional(),
}).strict();
export type FlexChoice = z.infer<typeof flexChoiceSchema>;

const CATEGORY = { range: 'flexible-range', target: 'flexible-target', duration: 'flexible-duration' } as const;
type Category = keyof typeof CATEGORY;

const has = (pick: AbilityPick, id: string) => pick.modifiers.some((m) => m.id === id);
const inCategory = (pick: AbilityPick, c: Category) =>
  pick.modifiers.filter((m) => GG_CATALOG.modifier(m.id)?.category === c).map((m) => m.id);

/** What a line lets its user pick on activation: empty lists where it has no Flexible modifier of that kind. */
export interface FlexOptions { range: string[]; target: string[]; duration: string[]; type: TypeCode[]; ability: string[] }

export function flexOptions(pick: AbilityPick): FlexOptions {
  const of = (c: Category) => (has(pick, CATEGORY[c]) ? inCategory(pick, c) : []);
  const alternatives = pick.modifiers.find((m) => m.id === 'flexible-ability')?.options['abilities'];
  return {
    range: of('range'), target: of('target'), duration: of('duration'),
    type: has(pick, 'flexible-type') ? [...pick.types] : [],
    ability: Array.isArray(alternatives) ? [pick.ability, ...alternatives.map(String)] : [],
  };
}

export const isFlexible = (pick: AbilityPick): boolean => pick.modifiers.some((m) => GG_CATALOG.modifier(m.id)?.category === 'flexible');

/** Why a choice is not one this line offers, or null. */
export function flexProblem(pick: AbilityPick, choice: FlexChoice): string | null {
  const o = flexOptions(pick);
  for (const k of ['range', 'target', 'duration', 'type', 'ability'] as const) {
    const v = choice[k];
    if (v !== undefined && !(o[k] as string[]).includes(v)) return `${pick.name ?? pick.key} cannot be used with ${k} ${v}.`;
  }
  // An ability at Level 0 does nothing (a Fading one ends there, seed L208): ruling GG-PLAY-121.
  if (pick.level >= 1 && hasFlexibleLevel(pick) && flexedPick(pick, choice).level < 1) {
    return `${pick.name ?? pick.key} would have no Level left with that choice (Flexible Level).`;
  }
  return null;
}

const KINDS = ['range', 'target', 'duration', 'type', 'ability'] as const;
type Kind = (typeof KINDS)[number];

/** The line as used with this choice (the first option of each kind where none is chosen). */
export function flexedPick(pick: AbilityPick, choice: FlexChoice = {}): AbilityPick {
  if (!isFlexible(pick)) return pick;
  const o = flexOptions(pick);
  const chosen = (k: Kind): string => choice[k] ?? o[k][0]!;
  const keep = new Set<string>();
  const drop = new Set<string>();
  for (const c of ['range', 'target', 'duration'] as const) {
    if (o[c].length < 2) continue;
    for (const id of o[c]) (id === chosen(c) ? keep : drop).add(id);
  }
  // Flexible Level: only the cheapest option of each kind was paid for; a dearer one costs its GP over it as Levels (GG-PLAY-120).
  let gpOver = 0;
  const costs = hasFlexibleLevel(pick) ? optionCosts(pick) : null;
  for (const k of KINDS) {
    if (!costs || o[k].length < 2) continue;
    const gp = costs[k];
    gpOver += (gp.get(chosen(k)) ?? 0) - cheapestGp(o[k].map((id: string) => gp.get(id) ?? 0));
  }
  const types = o.type.length > 1 ? [chosen('type') as TypeCode] : pick.types;
  const ability = o.ability.length > 1 ? chosen('ability') : pick.ability;
  return {
    ...pick, ability, types, level: Math.max(0, pick.level - levelsForGp(gpOver)),
    modifiers: pick.modifiers.filter((m) => !drop.has(m.id)),
  };
}

/**
 * Each option's own GP on this line, by kind and id (GG-BLD-08, GG-BLD-16): Ranges, Targets and
 * Durations priced alone (the builder already zeroes the dearer ones under Flexible Level), Types
 * at their own price, abilities at their base and Levels.
 */
function optionCosts(pick: AbilityPick): Record<Kind, ReadonlyMap<string, number>> {
  const entry = GG_CATALOG.ability(pick.ability);
  const none = new Map<string, number>();
  if (!entry) return { range: none, target: none, duration: none, type: none, ability: none };
  const facts = buildFacts(pick, entry, pick.options);
  const modifiers = new Map(pick.modifiers.map((m) => {
    const alone = { ...pick, modifiers: [m] };
    const charge = chargeModifiers(alone, entry, buildFacts(alone, entry, pick.options), [], [])[0];
    return [m.id, charge?.gp ?? 0];
  }));
  return {
    range: modifiers, target: modifiers, duration: modifiers,
    type: new Map(pick.types.map((t) => [t, typeCost(entry, t)])),
    ability: new Map(abilityOptions(pick, entry, facts).map((a) => [a.entry.id, a.gp])),
  };
}

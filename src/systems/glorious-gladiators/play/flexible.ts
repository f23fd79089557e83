import { z } from 'zod';
import { GG_CATALOG } from '../catalog/catalog.ts';
import { titleCase } from '../catalog/predicate-words.ts';
import { typeCodeSchema, type TypeCode } from '../catalog/vocabulary.ts';
import { hasFlexibleLevel } from '../builder/flexible-level.ts';
import { flexLevelsLost, flexOptions } from '../builder/flexible-options.ts';
import type { OptionWorths } from '../builder/flexible-dependents.ts';
import { DEFAULT_BUILDER_OPTIONS } from '../builder/builder-options.ts';
import { analyzeAbility } from '../builder/price-ability.ts';
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

export { flexOptions, type FlexOptions } from '../builder/flexible-options.ts';

/** A Flexible option in the rules' words, for the action bar and the log: "Hinder", "Long Range", "Cold" (not its catalog id). */
export const flexWords = (kind: string, id: string): string => (kind === 'ability' ? GG_CATALOG.ability(id)?.name : undefined) ?? titleCase(id);

export const isFlexible = (pick: AbilityPick): boolean => pick.modifiers.some((m) => GG_CATALOG.modifier(m.id)?.category === 'flexible');

/** The Flexible modifier that offers each kind of choice (GG-MOD-20..25), cited when a choice is not offered. */
const FLEX_RULE = { range: 'GG-MOD-23', target: 'GG-MOD-24', duration: 'GG-MOD-21', type: 'GG-MOD-25', ability: 'GG-MOD-20' } as const;

/** Why a choice is not one this line offers, and the rule it breaks, or null. */
export function flexProblem(pick: AbilityPick, choice: FlexChoice): { readonly why: string; readonly ruleId: string } | null {
  const o = flexOptions(pick);
  for (const k of ['range', 'target', 'duration', 'type', 'ability'] as const) {
    const v = choice[k];
    if (v !== undefined && !(o[k] as string[]).includes(v)) return { why: `${pick.name ?? pick.key} cannot be used with ${k} ${v}.`, ruleId: FLEX_RULE[k] };
  }
  // An ability at Level 0 does nothing (a Fading one ends there, seed L208): ruling GG-PLAY-121.
  if (pick.level >= 1 && hasFlexibleLevel(pick) && flexedPick(pick, choice).level < 1) {
    return { why: `${pick.name ?? pick.key} would have no Level left with that choice (Flexible Level).`, ruleId: 'GG-PLAY-121' };
  }
  return null;
}

const WORTHS = new WeakMap<AbilityPick, OptionWorths | null>();

/**
 * What the builder weighs each way of using a Flexible Level line at (GG-BLD-20, GG-BLD-22..24), so
 * play lowers the Level by the price it charged; worked out once per sheet line.
 */
function worthsOf(pick: AbilityPick): OptionWorths | undefined {
  let w = WORTHS.get(pick);
  if (w === undefined) {
    w = analyzeAbility(pick, [], 'major', DEFAULT_BUILDER_OPTIONS).worths ?? null;
    WORTHS.set(pick, w);
  }
  return w ?? undefined;
}

/**
 * The options built into a line's ability that hold on the line as used (`flexedPick`): all of them,
 * but one of a kind the line picks on activation when it is used with a listed option of that kind
 * (Immortality used Persistent is not Always On): it is one of the line's ways (GG-BLD-25, GG-PLAY-180).
 */
export function builtInUsed(pick: AbilityPick, included: readonly string[]): readonly string[] {
  if (included.length === 0 || !isFlexible(pick)) return included;
  return included.filter((id) => {
    const kind = GG_CATALOG.modifier(id)?.category;
    const picked = (kind === 'range' || kind === 'target' || kind === 'duration') && pick.modifiers.some((m) => m.id === `flexible-${kind}`);
    return !picked || !pick.modifiers.some((m) => GG_CATALOG.modifier(m.id)?.category === kind);
  });
}

/** The line as used with this choice (the first option of each kind where none is chosen). */
export function flexedPick(pick: AbilityPick, choice: FlexChoice = {}): AbilityPick {
  if (!isFlexible(pick)) return pick;
  const o = flexOptions(pick);
  const chosen = (k: 'range' | 'target' | 'duration' | 'type' | 'ability'): string => choice[k] ?? o[k][0]!;
  const keep = new Set<string>();
  const drop = new Set<string>();
  for (const c of ['range', 'target', 'duration'] as const) {
    if (o[c].length < 2) continue;
    for (const id of o[c]) (id === chosen(c) ? keep : drop).add(id);
  }
  const types = o.type.length > 1 ? [chosen('type') as TypeCode] : pick.types;
  const ability = o.ability.length > 1 ? chosen('ability') : pick.ability;
  // Flexible Level: only the cheapest option of each kind was paid for; a dearer one costs its GP over it as Levels (GG-PLAY-120).
  return {
    ...pick, ability, types, level: Math.max(0, pick.level - (hasFlexibleLevel(pick) ? flexLevelsLost(pick, choice, worthsOf(pick)) : 0)),
    modifiers: pick.modifiers.filter((m) => !drop.has(m.id)),
  };
}

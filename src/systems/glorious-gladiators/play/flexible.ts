import { z } from 'zod';
import { GG_CATALOG } from '../catalog/catalog.ts';
import { typeCodeSchema, type TypeCode } from '../catalog/vocabulary.ts';
import { buildFacts } from '../builder/facts.ts';
import { chargeModifiers } from '../builder/price-modifiers.ts';
import type { AbilityPick } from '../sheet.ts';

// The Flexible modifiers (GG-MOD-20..25) as a choice made on activation: which Range, Target,
// Duration, Type or alternative ability an ability is used with. A choice turns the sheet's line
// into the line as used (one option of each flexible kind), so the profile is compiled from that;
// with Flexible Level a dearer option costs its difference in GP as Levels (GG-MOD-22). Without a
// choice the first option of each kind is the one in use. Ruling GG-PLAY-72.

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
  return null;
}

/** The line as used with this choice (the first option of each kind where none is chosen). */
export function flexedPick(pick: AbilityPick, choice: FlexChoice = {}): AbilityPick {
  if (!isFlexible(pick)) return pick;
  const o = flexOptions(pick);
  const keep = new Set<string>();
  const drop = new Set<string>();
  let levelDrop = 0;
  const charges = has(pick, 'flexible-level') ? priced(pick) : null;
  for (const c of ['range', 'target', 'duration'] as const) {
    if (o[c].length < 2) continue;
    const chosen = choice[c] ?? o[c][0]!;
    for (const id of o[c]) (id === chosen ? keep : drop).add(id);
    // Flexible Level: only the cheapest option was paid for; a dearer one costs the difference as Levels.
    if (charges) levelDrop += (charges.get(chosen) ?? 0) - Math.min(...o[c].map((id) => charges.get(id) ?? 0));
  }
  const types = o.type.length > 1 ? [choice.type ?? o.type[0]!] : pick.types;
  const ability = o.ability.length > 1 ? (choice.ability ?? pick.ability) : pick.ability;
  return {
    ...pick, ability, types, level: Math.max(0, pick.level - levelDrop),
    modifiers: pick.modifiers.filter((m) => !drop.has(m.id)),
  };
}

/** Each modifier's own GP on this line, by id, priced alone (the builder already zeroes the dearer options under Flexible Level). */
function priced(pick: AbilityPick): Map<string, number> {
  const entry = GG_CATALOG.ability(pick.ability);
  if (!entry) return new Map();
  return new Map(pick.modifiers.map((m) => {
    const alone = { ...pick, modifiers: [m] };
    const charge = chargeModifiers(alone, entry, buildFacts(alone, entry, pick.options), [], [])[0];
    return [m.id, charge?.gp ?? 0];
  }));
}

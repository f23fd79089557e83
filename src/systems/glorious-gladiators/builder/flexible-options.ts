import { GG_CATALOG } from '../catalog/catalog.ts';
import type { TypeCode } from '../catalog/vocabulary.ts';
import type { AbilityPick } from '../sheet.ts';
import { buildFacts } from './facts.ts';
import { abilityOptions, cheapestGp, hasFlexibleLevel, levelsForGp, typeCost } from './flexible-level.ts';
import { optionWorths } from './flexible-dependents.ts';

// The options a Flexible line offers (GG-MOD-20..25) and, under Flexible Level (GG-MOD-22), what
// each is worth: the builder pays the cheapest of each kind and play lowers the Level by the GP a
// dearer one is over it (GG-BLD-08, GG-PLAY-120). Both read these numbers, so a line is used at the
// Level it was priced for.

export const FLEX_KINDS = ['range', 'target', 'duration', 'type', 'ability'] as const;
export type FlexKind = (typeof FLEX_KINDS)[number];
export type FlexChosen = { readonly [K in FlexKind]?: string | undefined };

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

/**
 * Each option's own GP on this line, by kind and id (GG-BLD-08, GG-BLD-16): Ranges, Targets and
 * Durations as the builder weighs them, with the modifiers priced by them (GG-BLD-20);
 * Types at their price on the ability in use (`inUse`); abilities at their base, Type price and Levels.
 */
export function flexOptionGps(pick: AbilityPick, inUse: string = pick.ability): Record<FlexKind, ReadonlyMap<string, number>> {
  const entry = GG_CATALOG.ability(pick.ability);
  const none = new Map<string, number>();
  if (!entry) return { range: none, target: none, duration: none, type: none, ability: none };
  const facts = buildFacts(pick, entry, pick.options);
  const { worth } = optionWorths(pick, entry, facts);
  // A Type is priced by the ability it is used with (GG-BLD-19, GG-PLAY-170).
  const typed = GG_CATALOG.ability(inUse) ?? entry;
  return {
    ...worth,
    type: new Map(pick.types.map((t) => [t, typeCost(typed, t)])),
    ability: new Map(abilityOptions(pick, entry, facts).map((a) => [a.entry.id, a.gp])),
  };
}

/** Each kind with a choice on this line: the option in use (`chosen`, else the first) and the GP it is over the cheapest of its kind. */
function overCheapest(pick: AbilityPick, chosen: FlexChosen): { kind: FlexKind; id: string; gp: number }[] {
  const o = flexOptions(pick);
  const gps = flexOptionGps(pick, o.ability.length > 1 ? chosen.ability ?? o.ability[0] : pick.ability);
  const out: { kind: FlexKind; id: string; gp: number }[] = [];
  for (const kind of FLEX_KINDS) {
    const options: readonly string[] = o[kind];
    if (options.length < 2) continue;
    const gp = gps[kind];
    const id = chosen[kind] ?? options[0]!;
    out.push({ kind, id, gp: (gp.get(id) ?? 0) - cheapestGp(options.map((x) => gp.get(x) ?? 0)) });
  }
  return out;
}

const levelsLost = (over: readonly { gp: number }[]) => levelsForGp(over.reduce((n, x) => n + x.gp, 0));

/**
 * The Levels a line loses with these options (the first of each kind where none is chosen): under
 * Flexible Level, the GP each is over the cheapest of its kind, the kinds added up (GG-PLAY-120).
 */
export function flexLevelsLost(pick: AbilityPick, chosen: FlexChosen = {}): number {
  return hasFlexibleLevel(pick) ? levelsLost(overCheapest(pick, chosen)) : 0;
}

const title = (s: string) => s.replace(/(^|-)([a-z])/g, (_, d: string, c: string) => (d ? ' ' : '') + c.toUpperCase());

/**
 * Why a line is no use as it starts (GG-BLD-18): until another is chosen its first option of each
 * kind is in use (GG-PLAY-120), and where those cost Flexible Level all its Levels it is at Level 0,
 * which does nothing (GG-PLAY-121). Null when it keeps a Level.
 */
export function startsWithoutLevel(pick: AbilityPick, name: string): string | null {
  if (pick.level < 1 || !hasFlexibleLevel(pick)) return null;
  const over = overCheapest(pick, {});
  const lost = levelsLost(over);
  if (lost < pick.level) return null;
  const dearer = over.filter((x) => x.gp > 0)
    .map(({ kind, id }) => (kind === 'type' ? title(id) : (kind === 'ability' ? GG_CATALOG.ability(id) : GG_CATALOG.modifier(id))?.name ?? title(id)));
  return `${name}: with its first options (${dearer.join(', ')}) Flexible Level leaves it at Level 0 (${lost} Levels less than ${pick.level}): `
    + 'list a cheaper option first or raise the Level';
}

import { GG_CATALOG } from '../catalog/catalog.ts';
import type { TypeCode } from '../catalog/vocabulary.ts';
import type { AbilityPick } from '../sheet.ts';
import { buildFacts } from './facts.ts';
import { abilityOptions, cheapestGp, hasFlexibleLevel, levelsForGp, typeCost } from './flexible-level.ts';
import { lineWays, type OptionWorths } from './flexible-dependents.ts';

// The options a Flexible line offers (GG-MOD-20..25) and, under Flexible Level (GG-MOD-22), what
// each is worth: the builder pays the cheapest of each kind and play lowers the Level by the GP a
// dearer one is over it (GG-BLD-08, GG-PLAY-120). Both read these numbers, so a line is used at the
// Level it was priced for.

export const FLEX_KINDS = ['range', 'target', 'duration', 'type', 'ability'] as const;
export type FlexKind = (typeof FLEX_KINDS)[number];
export type FlexChosen = { readonly [K in FlexKind]?: string | undefined };

const has = (pick: AbilityPick, id: string) => pick.modifiers.some((m) => m.id === id);

/** What a line lets its user pick on activation: empty lists where it has no Flexible modifier of that kind. */
export interface FlexOptions { range: string[]; target: string[]; duration: string[]; type: TypeCode[]; ability: string[] }

export function flexOptions(pick: AbilityPick): FlexOptions {
  const entry = GG_CATALOG.ability(pick.ability);
  // The builder's own list of the line's ways, an option built into the ability included (GG-BLD-25, GG-PLAY-180).
  const ways = lineWays(pick, buildFacts(pick, entry, pick.options));
  const alternatives = pick.modifiers.find((m) => m.id === 'flexible-ability')?.options['abilities'];
  return {
    range: [...ways.range], target: [...ways.target], duration: [...ways.duration],
    type: has(pick, 'flexible-type') ? [...pick.types] : [],
    ability: Array.isArray(alternatives) ? [pick.ability, ...alternatives.map(String)] : [],
  };
}

/**
 * Each option's own GP on this line, by kind and id (GG-BLD-08, GG-BLD-16): Ranges, Targets and
 * Durations as the builder weighs them (`worths`, from its price of the line: GG-BLD-20, GG-BLD-22..24),
 * each in place of the one paid for; Types at their price on the ability in use (`inUse`); abilities
 * at their base, Type price and Levels.
 */
export function flexOptionGps(
  pick: AbilityPick, worths: OptionWorths | undefined, inUse: string = pick.ability,
): Record<FlexKind, ReadonlyMap<string, number>> {
  const entry = GG_CATALOG.ability(pick.ability);
  const none = new Map<string, number>();
  if (!entry) return { range: none, target: none, duration: none, type: none, ability: none };
  const facts = buildFacts(pick, entry, pick.options);
  // A Type is priced by the ability it is used with (GG-BLD-19, GG-PLAY-170).
  const typed = GG_CATALOG.ability(inUse) ?? entry;
  return {
    range: worths?.worth.range ?? none, target: worths?.worth.target ?? none, duration: worths?.worth.duration ?? none,
    // A referee-entered base cost stands for every Type's price (GG-BLD-28).
    type: new Map(pick.types.map((t) => [t, pick.refereeBase === undefined ? typeCost(typed, t) : 0])),
    ability: new Map(abilityOptions(pick, entry, facts).map((a) => [a.entry.id, a.gp])),
  };
}

const WAY_KINDS: readonly FlexKind[] = ['range', 'target', 'duration'];

/**
 * The options in use (`chosen`, else the first of each kind) and the GP they are over the cheapest:
 * a Type or an ability over the cheapest of its kind, the kinds added up (GG-PLAY-120); Range, Target
 * and Duration together, the way the line is used over the way it is paid for (GG-BLD-24). `dearer`
 * names those dearer than the one paid for.
 */
function overCheapest(
  pick: AbilityPick, chosen: FlexChosen, worths: OptionWorths | undefined,
): { gp: number; dearer: { kind: FlexKind; id: string }[] } {
  const o = flexOptions(pick);
  const ability = o.ability.length > 1 ? chosen.ability ?? o.ability[0] : pick.ability;
  const gps = flexOptionGps(pick, worths, ability);
  const inUse = (kind: FlexKind) => chosen[kind] ?? o[kind][0];
  // The Ranges, Targets and Durations at their price with the ability in use (GG-BLD-29).
  let gp = worths ? worths.over({ range: inUse('range'), target: inUse('target'), duration: inUse('duration'), ability }) : 0;
  const dearer: { kind: FlexKind; id: string }[] = [];
  for (const kind of FLEX_KINDS) {
    const options: readonly string[] = o[kind];
    if (options.length < 2) continue;
    const worth = gps[kind];
    const id = inUse(kind)!;
    // An ability over the one paid for, the cheapest with the way it is used (GG-BLD-29), which may not be the cheapest alone.
    const from = kind === 'ability' && worths ? worth.get(worths.paid.ability) : undefined;
    const over = (worth.get(id) ?? 0) - (from ?? cheapestGp(options.map((x) => worth.get(x) ?? 0)));
    if (!WAY_KINDS.includes(kind)) gp += over;
    if (over > 0) dearer.push({ kind, id });
  }
  return { gp, dearer };
}

/**
 * The Levels a line loses with these options (the first of each kind where none is chosen): under
 * Flexible Level, the GP they are worth over those paid for (GG-PLAY-120, GG-PLAY-171, GG-PLAY-172).
 * `worths` is the builder's weighing of its Ranges, Targets and Durations (AbilityAnalysis.worths).
 */
export function flexLevelsLost(pick: AbilityPick, chosen: FlexChosen, worths: OptionWorths | undefined): number {
  return hasFlexibleLevel(pick) ? levelsForGp(overCheapest(pick, chosen, worths).gp) : 0;
}

const title = (s: string) => s.replace(/(^|-)([a-z])/g, (_, d: string, c: string) => (d ? ' ' : '') + c.toUpperCase());

/**
 * Why a line is no use as it starts (GG-BLD-18): until another is chosen its first option of each
 * kind is in use (GG-PLAY-120), and where those cost Flexible Level all its Levels it is at Level 0,
 * which does nothing (GG-PLAY-121). Null when it keeps a Level.
 */
export function startsWithoutLevel(pick: AbilityPick, name: string, worths: OptionWorths | undefined): string | null {
  if (pick.level < 1 || !hasFlexibleLevel(pick)) return null;
  const over = overCheapest(pick, {}, worths);
  const lost = levelsForGp(over.gp);
  if (lost < pick.level) return null;
  const dearer = over.dearer
    .map(({ kind, id }) => (kind === 'type' ? title(id) : (kind === 'ability' ? GG_CATALOG.ability(id) : GG_CATALOG.modifier(id))?.name ?? title(id)));
  return `${name}: with its first options (${dearer.join(', ')}) Flexible Level leaves it at Level 0 (${lost} Levels less than ${pick.level}): `
    + 'list a cheaper option first or raise the Level';
}

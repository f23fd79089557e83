import { attackAbilities, type AbilityProfile, type FigureProfile, type Movement } from './profile.ts';

// What play asks of a profile over and over (its attacks, its movements of one kind, whether any
// of its abilities has a rule that acts at a turn's start or after an action), worked out once per
// profile. Profiles are compiled once per sheet (profile.ts, variants.ts), so this is too; rules
// on hot paths ask the index and skip what cannot apply to the figure at all.

export interface ProfileIndex {
  /** attackAbilities(p): the abilities that make attacks with a result play applies. */
  readonly attacks: readonly AbilityProfile[];
  /** Attacks that are a Personal Area on its user's hex (GG-MOD-46). */
  readonly personalAreas: readonly AbilityProfile[];
  /** Some ability is used boosted or with several shots (Burnout GG-MOD-08, Autofire GG-MOD-05). */
  readonly varied: boolean;
  /** Abilities in a Focus (GG-ATK-09): what an enemy may try to knock away. */
  readonly focus: readonly AbilityProfile[];
  /** Ground and Air movements: those that Move Through (GG-ATK-11). */
  readonly throughMoves: readonly Movement[];
  /** Abilities that Heal (GG-ABL-37). */
  readonly heals: readonly AbilityProfile[];
  /** Attacks with Shots that reload (GG-MOD-58). */
  readonly reloads: readonly AbilityProfile[];
  /** Some ability rolls or asks at its user's turn start (Activation, Complex, Limited on no attack) or Fades (GG-MOD-01/11/39/19). */
  readonly turnStartRules: boolean;
  /** Some ability needs Concentration (GG-MOD-12). */
  readonly concentration: boolean;
  /** Some ability is Uncontrollable (GG-MOD-62). */
  readonly uncontrollable: boolean;
}

const cache = new WeakMap<FigureProfile, ProfileIndex>();

export function profileIndex(p: FigureProfile): ProfileIndex {
  let index = cache.get(p);
  if (!index) {
    index = build(p);
    cache.set(p, index);
  }
  return index;
}

function build(p: FigureProfile): ProfileIndex {
  const attacks = attackAbilities(p);
  return {
    attacks,
    personalAreas: attacks.filter((x) => x.range === null && x.area),
    varied: p.abilities.some((a) => a.mods.burnout || a.mods.autofire > 1),
    focus: p.abilities.filter((x) => x.focus),
    throughMoves: p.movements.filter((x) => x.mode === 'ground' || x.mode === 'air'),
    heals: p.abilities.filter((x) => x.heal > 0),
    reloads: attacks.filter((a) => a.uses?.then === 'reload'),
    turnStartRules: p.abilities.some((a) => ((a.mods.activation !== null || a.mods.limited !== null) && !a.attack) || a.mods.fades),
    concentration: p.abilities.some((a) => a.mods.concentration),
    uncontrollable: p.abilities.some((a) => a.mods.uncontrollable),
  };
}

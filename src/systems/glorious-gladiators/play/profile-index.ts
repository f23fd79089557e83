import { profile, type S } from './model.ts';
import { switchOnPlan, type SwitchOnPlan } from './bot-switch-on.ts';
import { standsOff } from './stand-off.ts';
import { attackAbilities, type AbilityProfile, type FigureProfile, type Movement } from './profile.ts';

// What play asks of a profile over and over (its attacks, its movements of one kind, whether any
// of its abilities has a rule that acts at a turn's start or after an action), worked out once per
// profile. Profiles are compiled once per sheet (profile.ts, variants.ts), so this is too; rules
// on hot paths ask the index and skip what cannot apply to the figure at all.

/** The specials of abilities that make something on the map. */
const CREATES = ['wall', 'door', 'gate', 'suppress', 'change-environment'];

export interface ProfileIndex {
  /** attackAbilities(p): the abilities that make attacks with a result play applies. */
  readonly attacks: readonly AbilityProfile[];
  /** Their range bands, in the same order: what moves close to (legal.ts). */
  readonly attackRanges: readonly AbilityProfile['range'][];
  /** Attacks that are a Personal Area on its user's hex (GG-MOD-46). */
  readonly personalAreas: readonly AbilityProfile[];
  /** Some ability is used boosted, with several shots or with those linked to it (GG-MOD-08, GG-MOD-05, GG-MOD-41). */
  readonly varied: boolean;
  /** Abilities in a Focus (GG-ATK-09): what an enemy may try to knock away. */
  readonly focus: readonly AbilityProfile[];
  /** Ground and Air movements: those that Move Through (GG-ATK-11). */
  readonly throughMoves: readonly Movement[];
  /** Abilities that Heal (GG-ABL-37). */
  readonly heals: readonly AbilityProfile[];
  /** Abilities with Shots that reload (GG-MOD-58): attacks, and any other ability each use of which counts (GG-PLAY-130). */
  readonly reloads: readonly AbilityProfile[];
  /** Duplication abilities (GG-ABL-23), offered on the action bar (duplicate-offers.ts). */
  readonly duplications: readonly AbilityProfile[];
  /** Abilities that make something on the map: Wall, Door, Gate, Suppress, Change Environment (creation-offers.ts). */
  readonly creators: readonly AbilityProfile[];
  /** Summon abilities (GG-ABL-62), offered on the action bar (summon-offers.ts). */
  readonly summoners: readonly AbilityProfile[];
  /**
   * Some ability rolls or asks at its user's turn start (Activation, Complex, Limited on no attack), Fades,
   * or Exhausts while it lasts (GG-MOD-01/11/39/19/18).
   */
  readonly turnStartRules: boolean;
  /** Some ability needs Concentration (GG-MOD-12). */
  readonly concentration: boolean;
  /** Some ability is Uncontrollable (GG-MOD-62). */
  readonly uncontrollable: boolean;
  /** Its Always On forms (a Giant's, Insubstantial…) by form, with their Levels: distances and bans read them. */
  readonly alwaysOnForms: ReadonlyMap<string, number>;
  /** Stretching abilities (GG-ABL-60): added to the reach of its actions. */
  readonly stretchers: readonly AbilityProfile[];
  /** It has a combat ban from a disadvantage (GG-TRAIT-R03): Code of Honour's among them. */
  readonly bans: boolean;
  /** Abilities that answer attacks: Counter (GG-ABL-12), Absorption and Psychic Backlash (GG-ABL-01, -54), Reflection (GG-ABL-56). */
  readonly counters: boolean;
  readonly onHit: boolean;
  readonly reflects: boolean;
  /** Attacks that Riposte (GG-MOD-54) or Shield (GG-MOD-56). */
  readonly riposte: boolean;
  readonly shields: boolean;
  /** Quick abilities (GG-MOD-49): it may react to an attack declared on it. */
  readonly quick: boolean;
  /** Short or Melee attacks that strike a mover in reach (GG-MOD-57, GG-MOD-43). */
  readonly strikesMovers: boolean;
  /** A defence with Adapts (GG-MOD-02). */
  readonly adaptingDefence: boolean;
  /** A defence with Disabling, which rolls each time it resists (GG-MOD-14, GG-PLAY-133). */
  readonly disablingDefence: boolean;
  /**
   * By the holder's roll it adds to (`resist-hindrance`, `recover-drained`…), the abilities with
   * Disabling whose Level goes into that roll, in profile order: each is used by it (GG-PLAY-178).
   */
  readonly disablingAdders: ReadonlyMap<string, readonly string[]>;
  /** A Dodge with Disabling, an Evasion's or a Movement's against Areas, which rolls each time a to-hit meets it (GG-PLAY-140). */
  readonly disablingDodge: boolean;
  /** A Movement with Backfire or Disabling, which rolls on each move made with it (GG-PLAY-138). */
  readonly riskyMoves: boolean;
  /** A Movement with Shots, Limited Ammo or Exhausts, each move with which is a use (GG-PLAY-160, GG-PLAY-161). */
  readonly limitedMoves: boolean;
  /** A Movement with Split, whose first-action move may keep its rest for the turn (GG-PLAY-175). */
  readonly splitMoves: boolean;
  /** A Movement that moves only while a form is on (Fragmentation's: GG-PLAY-230). */
  readonly formMoves: boolean;
  /** Its Solid Movements' names by key: none is used while Fragmented (GG-ABL-32, GG-PLAY-230). */
  readonly solidMoves: ReadonlyMap<string, string>;
  /** Air or Wallcrawl Movements without Stand-Off: while one is active, no Ranged, Long Range or Distant ability (GG-PLAY-182). */
  readonly noStandOff: readonly AbilityProfile[];
  /** The keys of those of them that would bar one of its own attacks (GG-PLAY-182): the bot moves with them last (GG-PLAY-187). */
  readonly barringMoves: ReadonlySet<string>;
  /**
   * How far its attacks strike (their bands' maxima; none unbounded, a Personal one 0): `longestReach` the furthest of
   * all (0 with none), `worthReach` the shortest of those at a Level within 1 of its best, the ones the bot moves to
   * use, as it follows up with (bot-choices.ts): where both beat an enemy's, the bot keeps out of its reach (GG-PLAY-188).
   */
  readonly longestReach: number;
  readonly worthReach: number;
  /** The Level an attack needs to be worth moving for: its best attack's less 1 (GG-PLAY-188, GG-PLAY-189). */
  readonly worthLevel: number;
  /** Showboating (GG-TRAIT-R09). */
  readonly showboating: boolean;
  /** What the bot switches on with gg.activate, and when (bot-switch-on.ts: its judgement, GG-PLAY-134). */
  readonly switchOn: SwitchOnPlan;
}

/** Whether some figure on the table (other than `except`) has this in its profile. */
export function anyoneHas(s: S, flag: FlagOf<ProfileIndex>, except: string | null = null): boolean {
  for (const id of s.figureOrder) if (id !== except && profileIndex(profile(s, id))[flag]) return true;
  return false;
}
type FlagOf<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];

const cache = new WeakMap<FigureProfile, ProfileIndex>();
/**
 * The last few profiles asked about, by identity, before the weak map: rules ask ~30 times a
 * command, alternating between attacker and target, and a weak map lookup costs several times more
 * (its ephemerons are the garbage collector's too).
 */
const RECENT = 4;
const recentProfiles: (FigureProfile | null)[] = [null, null, null, null];
const recentIndexes: (ProfileIndex | null)[] = [null, null, null, null];
let nextRecent = 0;

export function profileIndex(p: FigureProfile): ProfileIndex {
  for (let i = 0; i < RECENT; i++) if (recentProfiles[i] === p) return recentIndexes[i]!;
  let index = cache.get(p);
  if (!index) {
    index = build(p);
    cache.set(p, index);
  }
  recentProfiles[nextRecent] = p;
  recentIndexes[nextRecent] = index;
  nextRecent = (nextRecent + 1) % RECENT;
  return index;
}

const disabling = (a: AbilityProfile): boolean => a.risks.some((r) => r.consequence === 'out-of-action');

function disablingAdders(p: FigureProfile): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [roll, from] of Object.entries(p.rollBonusFrom)) {
    const risky = from.map((x) => x.from).filter((key) => p.abilities.some((a) => a.key === key && disabling(a)));
    if (risky.length > 0) out.set(roll, risky);
  }
  return out;
}

/** The furthest an attack strikes: its band's maximum, unbounded without one, 0 for a Personal one. */
const reachOf = (a: AbilityProfile): number => (a.range === null ? 0 : a.range.max ?? Infinity);

function reaches(attacks: readonly AbilityProfile[]): { longestReach: number; worthReach: number; worthLevel: number } {
  let best = 0;
  for (const a of attacks) best = Math.max(best, a.level);
  let longestReach = 0;
  let worthReach = attacks.length === 0 ? 0 : Infinity;
  for (const a of attacks) {
    longestReach = Math.max(longestReach, reachOf(a));
    if (a.level >= best - 1) worthReach = Math.min(worthReach, reachOf(a));
  }
  return { longestReach, worthReach, worthLevel: best - 1 };
}

function build(p: FigureProfile): ProfileIndex {
  const attacks = attackAbilities(p);
  const noStandOff = p.abilities.filter((a) => a.options['stand-off'] !== true
    && p.movements.some((m) => m.key === a.key && (m.mode === 'air' || m.mode === 'wallcrawl')));
  return {
    ...reaches(attacks),
    attacks,
    attackRanges: attacks.map((a) => a.range),
    personalAreas: attacks.filter((x) => x.range === null && x.area),
    varied: p.abilities.some((a) => a.mods.burnout || a.mods.autofire > 1 || a.mods.optionalLethal || a.mods.linked.length > 0),
    focus: p.abilities.filter((x) => x.focus),
    throughMoves: p.movements.filter((x) => x.mode === 'ground' || x.mode === 'air'),
    heals: p.abilities.filter((x) => x.heal > 0),
    reloads: p.abilities.filter((a) => a.uses !== null && a.uses.load !== null),
    duplications: p.abilities.filter((a) => a.specials.includes('duplication')),
    creators: p.abilities.filter((a) => CREATES.some((k) => a.specials.includes(k))),
    summoners: p.abilities.filter((a) => a.specials.includes('summon')),
    // Exhausts on a Persistent or Always On ability rolls at the turn's start while it is active (GG-PLAY-139).
    turnStartRules: p.abilities.some((a) => ((a.mods.activation !== null || a.mods.limited !== null) && !a.attack) || a.mods.fades
      || (a.duration !== 'instant' && a.mods.sceneRisks.some((r) => !r.boostedOnly))),
    concentration: p.abilities.some((a) => a.mods.concentration),
    uncontrollable: p.abilities.some((a) => a.mods.uncontrollable),
    alwaysOnForms: new Map(p.abilities.filter((a) => a.form && a.range === null && a.duration === 'always-on').map((a) => [a.form!, a.level])),
    stretchers: p.abilities.filter((a) => a.specials.includes('stretching')),
    bans: Object.values(p.rules.bans).some((x) => x !== undefined),
    counters: p.abilities.some((a) => a.specials.includes('counter')),
    onHit: p.abilities.some((a) => (a.specials.includes('absorption') && a.range === null) || a.specials.includes('psychic-backlash')),
    reflects: p.abilities.some((a) => a.specials.includes('reflection')),
    riposte: attacks.some((a) => a.riposte),
    shields: attacks.some((a) => a.mods.shield),
    quick: p.abilities.some((a) => a.mods.quick),
    strikesMovers: attacks.some((a) => a.mods.onMove),
    adaptingDefence: p.protections.some((x) => p.abilities.some((a) => a.key === x.from && a.mods.adapts)),
    disablingDefence: p.protections.some((x) => p.abilities.some((a) => a.key === x.from && disabling(a))),
    disablingAdders: disablingAdders(p),
    disablingDodge: p.abilities.some((a) => disabling(a)
      && (Object.values(p.dodgeFrom).includes(a.key) || p.movements.some((m) => m.key === a.key))),
    riskyMoves: p.movements.some((m) => p.abilities.some((a) => a.key === m.key && a.risks.length > 0)),
    limitedMoves: p.movements.some((m) => p.abilities.some((a) => a.key === m.key
      && (a.uses !== null || a.mods.sceneRisks.some((r) => !r.boostedOnly)))),
    splitMoves: p.movements.some((m) => m.split === true),
    formMoves: p.movements.some((m) => m.requires !== undefined),
    solidMoves: new Map(p.movements.filter((m) => p.abilities.some((a) => a.key === m.key && a.types.includes('solid'))).map((m) => [m.key, m.name])),
    noStandOff,
    barringMoves: new Set(attacks.some(standsOff) ? noStandOff.map((a) => a.key) : []),
    showboating: p.rules.has['showboating'] !== undefined,
    switchOn: switchOnPlan(p),
  };
}

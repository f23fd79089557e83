import type { Frequency, Severity } from '../catalog/vocabulary.ts';
import type { OptionValue } from '../sheet.ts';

/**
 * What the modifiers and advantages/disadvantages with their own handlers do, as profile fields
 * the play rules read (attack.ts, turns.ts, aftermath.ts, traits.ts). Each handler only records
 * the fact; the rule that uses it lives where the rule is played, so odds, legal actions and the
 * resolution share it.
 */
export interface ModifierRules {
  /** Adapts (GG-MOD-02): +1 Level against a target after each failure against it. */
  adapts: boolean;
  /** Rending (GG-MOD-53): 1 extra hit on a result roll of 6+ that already hits. */
  rending: boolean;
  /** Gas (GG-MOD-27): useless against Life Support (Poison Gas or Air). */
  gas: boolean;
  /** Weakens (GG-MOD-68): 1 Level lost per use. */
  weakens: boolean;
  /** Variable (GG-MOD-66): Level − 5 + 1D, rolled on the first use each combat. */
  variable: boolean;
  /** Personal Immunity (GG-MOD-47): the user's own Area never affects it. */
  personalImmunity: boolean;
  /** Unpredictable Targeting (GG-MOD-64): a to-hit 1 goes astray. */
  unpredictable: boolean;
  /** Limited (GG-MOD-39): how often it fails, the GM saying when. */
  limited: string | null;
  /** Burnout (GG-MOD-08): may be used at +4 Levels, risking the scene. */
  burnout: boolean;
  /** Concentration (GG-MOD-12): ends as soon as its user takes a hit. */
  concentration: boolean;
  /** Risks that end it for the scene (Exhausts 1, Burnout 1-3 when boosted; GG-MOD-18, GG-MOD-08). */
  sceneRisks: { faces: readonly [number, number]; boostedOnly: boolean }[];
  /** Reliable / Unreliable (GG-MOD-52, GG-MOD-65): the result is the better or worse of two rolls. */
  result: 'higher' | 'lower' | null;
  /** Energy Defence / Energy Weakness (GG-MOD-16, GG-MOD-17): subtypes it counts double or half against. */
  double: string[];
  half: string[];
  /** Ignores Walls (GG-MOD-31): walls do not block its line of sight. */
  ignoresWalls: boolean;
  /** Bullet (GG-MOD-07, GG-SIT-03): on a result against each wall in the way it passes through, unbreached. */
  bullet: boolean;
  /** Works on Insubstantial (GG-MOD-69): Insubstantial's cancelling roll does not apply to it. */
  worksOnInsubstantial: boolean;
  /** Optional Lethal (GG-MOD-38): its user says on each use whether it is Lethal (`lethal` on gg.attack). */
  optionalLethal: boolean;
  /** Lethal's variant (GG-MOD-38): whom a Lethal use may go at (lethal.ts). */
  lethalOn: 'any' | 'lawful' | 'not-human' | 'non-living';
  /** Large (GG-MOD-37): a Penalty when aimed at one individual, another against a major character. */
  large: boolean;
  /** Shield (GG-MOD-56): strikes automatically whoever attacks its user from 0-1 hexes or in Melee. */
  shield: boolean;
  /** Quick (GG-MOD-49): usable as a reaction to an opponent's declared action or hit. */
  quick: boolean;
  /** Short and Melee (GG-MOD-57, GG-MOD-43): a Quick reaction to an opponent moving more than 1 hex in its range. */
  onMove: boolean;
  /** Melee (GG-MOD-43): its user counts as standing in each target hex for setting off Persistent areas. */
  melee: boolean;
  /** Activation Roll or Complex (GG-MOD-01, GG-MOD-11): the D it must reach to take effect, or null. */
  activation: number | null;
  /** Persistent Barrier, Target or Sticky (GG-MOD-45): how it stays, and how many instances may be up at once. */
  /** Attached: Personal Persistent, which stays as an Attached Area when the attack is a Personal Area (GG-PLAY-91). */
  persist: 'barrier' | 'target' | 'sticky' | 'attached' | null;
  instances: number;
  /** Fades (GG-MOD-19): each instance loses a Level each turn after it was made. */
  fades: boolean;
  /** Uncontrollable (GG-MOD-62): a 1 at the start of its user's second action toggles it. */
  uncontrollable: boolean;
  /** Versatile (GG-MOD-67): times it may follow itself up. */
  versatile: number;
  /** Autofire (GG-MOD-05): attacks in one action (1 without it). */
  autofire: number;
  /** Cascade (GG-MOD-09): after a hit it may strike a new target near the last at a Level less. */
  cascade: boolean;
  /** Linked Ability (GG-MOD-41): the abilities (keys) it is linked with, used together in one action. */
  linked: string[];
  /** Item or Focus (GG-MOD-34, GG-MOD-26): lost when its user's side is defeated. */
  lostOnDefeat: boolean;
  /** Mount (GG-MOD-44): a ridden ability, left behind when its rider is pushed; `returns` comes back by itself. */
  mount: 'standard' | 'returns' | null;
  /** Undetectable Effect (GG-MOD-63): the kinds of Detection that cannot sense it. */
  undetectable: string[];
  /** A Flexible modifier (GG-MOD-20..25): its user picks how it is used (flexible.ts). */
  flexible: boolean;
}

export const blankModifierRules = (): ModifierRules => ({
  adapts: false, rending: false, gas: false, weakens: false, variable: false, personalImmunity: false, unpredictable: false,
  limited: null, burnout: false, concentration: false, sceneRisks: [], result: null, double: [], half: [], ignoresWalls: false,
  large: false, shield: false, quick: false, onMove: false, melee: false, activation: null, persist: null, instances: 1, fades: false,
  uncontrollable: false, versatile: 0, autofire: 1, cascade: false, linked: [], lostOnDefeat: false, mount: null,
  undetectable: [], flexible: false, bullet: false, worksOnInsubstantial: false, optionalLethal: false,
  lethalOn: 'any',
});

/** Figure-wide rules from records: the traits play runs (handler names, with severity), combat bans, Sniper. */
export interface FigureRules {
  /** Severity by special handler (Escape Effect, Killer Instinct, Flashbacks…). */
  readonly has: Partial<Record<string, Severity>>;
  /** Frequency by special handler (Substance Abuse comes up by it, GG-ADV-45). */
  readonly frequency: Partial<Record<string, Frequency>>;
  /** Combat bans from disadvantages (GG-TRAIT-R03), with the trait each comes from. */
  readonly bans: Partial<Record<string, string>>;
  /** Actions lost to a trait's trigger (Showboating: 2, GG-TRAIT-R09). */
  showboating: number;
  /** Hexes per step of the minimum Dodge by range: 10, or 30 with Sniper (GG-ATK-01, GG-ABL-02). */
  minimumDodgeStep: number;
}

export const blankFigureRules = (): FigureRules => ({ has: {}, frequency: {}, bans: {}, showboating: 0, minimumDodgeStep: 10 });

type Opts = Readonly<Record<string, OptionValue>>;
type Special = (a: { mods: ModifierRules }, f: { rules: FigureRules }, o: Opts) => void;
type Flag = 'adapts' | 'rending' | 'gas' | 'weakens' | 'variable' | 'personalImmunity' | 'unpredictable' | 'burnout' | 'concentration' | 'melee' | 'fades'
  | 'uncontrollable';
const flag = (key: Flag): Special =>
  (a) => { a.mods[key] = true; };
/** A trait's rule, read where it plays, at the severity the sheet (or the row) gives it. */
const trait = (handler: string): Special => (_a, f, o) => {
  (f.rules.has as Record<string, Severity>)[handler] = (typeof o['severity'] === 'string' ? o['severity'] : 'major') as Severity;
  if (typeof o['frequency'] === 'string') (f.rules.frequency as Record<string, Frequency>)[handler] = o['frequency'] as Frequency;
};

/**
 * Handlers whose rule plays only in part (the coverage account says so): Weakens' loss per day of
 * passive use, and that a Coward spends its actions moving away (play only bans its attacks and
 * its moves towards an enemy), are the GM's.
 */
export const PARTLY_PLAYED: ReadonlySet<string> = new Set(['weakens', 'coward']);

/** Handlers for the modifiers' and traits' special records (the rest of SPECIAL_HANDLERS live in ability-specials.ts). */
export const MODIFIER_SPECIALS: Readonly<Record<string, Special>> = {
  'adapts': flag('adapts'),
  'rending': flag('rending'),
  'gas': flag('gas'),
  'weakens': flag('weakens'),
  'variable': flag('variable'),
  'unpredictable-targeting': flag('unpredictable'),
  'burnout': flag('burnout'),
  'concentration': flag('concentration'),
  'fades': flag('fades'),
  'melee': flag('melee'),
  'uncontrollable': flag('uncontrollable'),
  'personal-immunity': flag('personalImmunity'),
  'linked': (a, _f, o) => { a.mods.linked = Array.isArray(o['with']) ? o['with'].map(String) : []; },
  'mount': (a, _f, o) => { a.mods.mount = o['kind'] === 'returns' ? 'returns' : 'standard'; },
  'super-form': trait('super-form'),
  'night-vision': trait('night-vision'),
  // The choice is made in play and compiled into the profile (flexible.ts, variants.ts).
  'flexible': (a) => { a.mods.flexible = true; },
  'undetectable': (a, _f, o) => { a.mods.undetectable = Array.isArray(o['senses']) ? o['senses'].map(String) : []; },
  'limited': (a, _f, o) => { a.mods.limited = typeof o['share'] === 'string' ? o['share'] : '50'; },
  'killer-instinct': trait('killer-instinct'),
  'sixth-sense': trait('sixth-sense'),
  'showboating': trait('showboating'),
  'escape-effect': trait('escape-effect'),
  'feign-death': trait('feign-death'),
  'returns-from-the-dead': trait('returns-from-the-dead'),
  'flashbacks': trait('flashbacks'),
  'coward': trait('coward'),
  'substance-abuse': trait('substance-abuse'),
  'uncontrolled-power': trait('uncontrolled-power'),
};

import type { AttackMatch } from '../catalog/effects.ts';
import type { MovementClass, SourceCode, TypeCode } from '../catalog/vocabulary.ts';
import type { OptionValue } from '../sheet.ts';
import type { FigureRules, ModifierRules } from './modifier-specials.ts';

// The shapes of a figure's play profile; profile.ts compiles them from a sheet.

/** An ability's or modifier's options as built. */
export type Opts = Readonly<Record<string, OptionValue>>;

export type PushDirection = 'away' | 'toward' | 'up' | 'down' | 'chosen';

/**
 * What a character can do in play, compiled once from its sheet: every ability with the catalog
 * effect records that hold for it as built (the ability's own and its modifiers'), folded by a
 * registry of small handlers keyed by effect kind. Play rules read this profile, never the names
 * of abilities; a kind with no handler here is the referee's (docs/systems/glorious-gladiators.md).
 */
export interface AbilityProfile {
  readonly key: string;
  readonly name: string;
  readonly ability: string;
  readonly level: number;
  readonly types: readonly TypeCode[];
  readonly source: SourceCode;
  /** The Source it covers in place of Types (Dismiss, GG-ABL-19), if any. */
  readonly coversSource: SourceCode | null;
  readonly modifiers: readonly string[];
  readonly options: Opts;
  /** Whether the catalog calls it an attack (GG-ATK-*): it then needs a target and a to-hit roll. */
  readonly attack: boolean;
  range: { min: number; max: number | null } | null;
  targeting: { method: string; against: string | null; base: number };
  area: { shape: string; hexes: number; attackValue: number } | null;
  toHitBonus: number;
  /** The to-hit kinds it gives its user its Level in (Accuracy: direct, area-hex; Fighting Skill: melee; GG-ATK-01). */
  aims: string[];
  /** Made without Accuracy: a Solid Melee attack with Super Strength's Knockback (GG-ABL-63, GG-PLAY-12). */
  unaimed?: true;
  autoMissAtOrBelow: number | null;
  damage: { hits: number; boostsPerExtraHit: number } | null;
  hinder: { points: number; perBoost: number } | null;
  drain: { levels: number; perBoost: number } | null;
  /** A Forced Move carries the direction it was built with (GG-ABL-30, GG-PLAY-90). */
  push: { push: string; hexes: number; perBoost: number; direction?: PushDirection } | null;
  conditions: string[];
  lethal: boolean;
  /** Lasts beyond the user's next turn (GG-INIT-03): a Persistent or Always On defence or move. */
  persistent: boolean;
  /** Piercing ignores points of unhardened defences; Ignores Defence ignores them all (GG-MOD-48, GG-MOD-30). */
  ignorePoints: number;
  ignoreUnhardened: boolean;
  /** A Hardened defence still works against those (GG-MOD-29). */
  hardened: boolean;
  /**
   * Shots (GG-MOD-58): the uses a load holds and the actions a reload takes; Limited Ammo (GG-MOD-40):
   * the scene's uses, never reloaded. An ability with both counts both (ammo.ts, GG-PLAY-21).
   */
  uses: { load: number | null; reloadActions: number; scene: number | null } | null;
  /** Set on a Cascade's next strike: it leaps from the figure it last hit, its range counted from there (GG-MOD-09, GG-PLAY-69). */
  leapsFrom?: string;
  /** Set with leapsFrom: whom the Cascade has struck so far; it goes astray to none of them (GG-PLAY-125). */
  leapt?: readonly string[];
  /** Roll bonuses the ability gives its target; a Personal ability's target is its user. */
  targetBonus: Record<string, number>;
  /** Hits a Heal restores (GG-ABL-37). */
  heal: number;
  /** Actions one use takes (Slow, GG-MOD-59: 2). */
  actionsToUse: number;
  /** Risks rolled when it is used (Backfire GG-MOD-06, Disabling GG-MOD-14): on a d10 in `faces`. */
  risks: { faces: readonly [number, number]; persistentFaces?: readonly [number, number]; consequence: 'hits-to-user' | 'out-of-action' }[];
  /** Strikes back at once when a Direct attack on its user fails (Riposte, GG-MOD-54). */
  riposte: boolean;
  /** Lives in a Focus that can be attacked and knocked away (GG-MOD-26, GG-ATK-09). */
  focus: boolean;
  /** Instant, Persistent or Always On (GG-INIT-03): how long what it puts on a target lasts. */
  duration: 'instant' | 'persistent' | 'always-on';
  /** The special handlers the catalog names for it (play/ability-specials.ts gives them their rules). */
  specials: string[];
  /** A form it puts on its target while active (Giant, Insubstantial…): its defences and moves count only then. */
  form: string | null;
  /** Usable only while its user has this condition (Fragmentation's attacks while fragmented). */
  requires: string | null;
  /** The special handler that decides what its result does (Body Moulding, Copy Power…), for attacks with no other record. */
  resultHandler: string | null;
  /** What its modifiers' own rules ask of play (play/modifier-specials.ts). */
  mods: ModifierRules;
}

export interface Protection {
  readonly against: AttackMatch; readonly scale: 'full' | 'half'; readonly level: number; readonly from: string; readonly covered: readonly TypeCode[];
  /** A defence bought against a Source (Damage, Drain or Hindrance Defence; seed L81-92): it meets that Source's attacks, any Type. */
  readonly source?: SourceCode;
  /** Counts only while its owner has this form on (e.g. Fragmentation's protection while fragmented). */
  readonly requires?: string;
}
export interface Movement {
  readonly key: string; readonly mode: MovementClass; readonly hexesPerLevel: number; readonly areaModifier: number; readonly level: number;
  /** The ability's name on the sheet ("Flight"), for the labels and prompts that offer a move with it. */
  readonly name: string;
  readonly requires?: string;
  /** Split (GG-ABL-50): a first-action Move with it that falls short keeps the rest for the turn (split-move.ts, GG-PLAY-175). */
  readonly split?: true;
}

/** A Level one ability adds against (or with) the attacks it names; a form's only while it is on. */
export interface Added { readonly against: AttackMatch; readonly amount: number; readonly from: string; readonly requires?: string }

export interface FigureProfile {
  readonly kind: 'major' | 'minor';
  readonly abilities: AbilityProfile[];
  extraHits: number;
  speed: number;
  dodge: Record<string, number>;
  /** The ability giving each of those Dodges (the first of equals): the one a to-hit is rolled against (GG-PLAY-140). */
  dodgeFrom: Record<string, string>;
  toHit: Record<string, number>;
  protections: Protection[];
  immunities: (AttackMatch & { readonly requires?: string })[];
  movements: Movement[];
  /** Levels added to rolls by kind (roll-bonus records with subject "self"). */
  rollBonus: Record<string, number>;
  /**
   * The abilities whose Levels are in each of those and what each adds as built, in profile order
   * (the roll uses them: GG-PLAY-178; at their Level now, if they apply: GG-PLAY-186).
   */
  rollBonusFrom: Record<string, { readonly from: string; readonly amount: number }[]>;
  /** Super Strength (GG-ABL-63): Level added to Solid Melee results, to-hit never worse than 8+ (7+ Slugger), Knockback. */
  strength: { level: number; toHitCap: number } | null;
  /** Has Regeneration (GG-ABL-57), which works only while on (regeneration.ts, GG-PLAY-105). */
  regenerates: boolean;
  /** Levels its defences add to its results with some attacks (Density Increase: Solid Melee); a form's only while it is on. */
  resultBonus: Added[];
  /** Levels its abilities add to one of its defences (by ability id) against some attacks: Super Strength to Hindrance Defence. */
  defenceBonus: (Added & { readonly defence: string })[];
  /** Best Concealment and Detection Levels (GG-SIT-02/04), and each by the kinds of Detection it names. */
  concealment: number;
  detection: number;
  concealments: Sensed[];
  detections: Sensed[];
  /** Figure-wide rules: traits with handlers, combat bans, Sniper (play/modifier-specials.ts). */
  rules: FigureRules;
}

export interface Sensed { readonly key: string; readonly level: number; readonly kinds: readonly string[] }

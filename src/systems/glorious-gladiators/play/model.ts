import { z } from 'zod';
import { hexDistance, type Figure, type TableState } from '../../../kernel/index.ts';
import type { GgSheet } from '../sheet.ts';
import { profileOf, type AbilityProfile, type FigureProfile } from './profile.ts';
import { flexChoiceSchema } from './flexible.ts';
import { superFormStart, variantProfile } from './variants.ts';

/** A figure's state in play (GG-DMG-*, GG-ACT-01); prone and disorientated are kernel conditions. */
/** What put Hindrance points or drained Levels on a figure: the attack's Types and Source (GG-PLAY-186). */
export const causeSchema = z.object({ types: z.array(z.string()), source: z.string() });
export type Cause = z.infer<typeof causeSchema>;

export const ggStatusSchema = z.object({
  /** Hits left; 0 is out of action (GG-DMG-01). */
  hits: z.number().int().min(0),
  maxHits: z.number().int().min(1),
  out: z.boolean(),
  /** Times taken out of action this combat: sets the reactivation roll (GG-DMG-02). */
  outCount: z.number().int().min(0),
  /** Removed from the combat (failed minor reactivation, 11+ in the End Game: GG-DMG-02/03). */
  outOfPlay: z.boolean(),
  /** Whether the last takedown was Lethal (GG-MOD-38: Penalty to reactivate, wound roll without −5). */
  lethal: z.boolean(),
  /** Penalties to reactivate from the ability that last took it out: Lethal 2, Hard Reactivation 1 (GG-MOD-38, GG-MOD-28). */
  reactivationPenalty: z.number().int().min(0).default(0),
  /** Tried to reactivate since last going out (GG-DMG-04). */
  tried: z.boolean(),
  /** Stop Inactive Opponent: −1 each to the next reactivation roll (GG-ACT-01). */
  stopped: z.number().int().min(0),
  hindrance: z.number().int().min(0),
  /** Levels drained per ability key (GG-ACT-01 Recover Drained). */
  drained: z.record(z.string(), z.number().int().min(0)),
  /**
   * The Types and Source of the attacks that put on its Hindrance points and drained Levels still
   * there, which say which Hindrance or Drain Defence applies to removing them (GG-PLAY-186); absent
   * until a Hinder or Drain takes hold (points or Levels the GM set name none).
   */
  causes: z.object({
    hindrance: z.array(causeSchema).optional(),
    drained: z.record(z.string(), z.array(causeSchema)).optional(),
  }).optional(),
  heroPoints: z.number().int().min(0),
  /** The Movement active for area defence until this figure's next turn (GG-ATK-02), or null. */
  activeMove: z.object({ key: z.string(), level: z.number().int() }).nullable(),
  /** Moved one hex away from an adjacent enemy this turn: backstep Penalty to attack (GG-MOVE-01). */
  backstep: z.boolean(),
  /** The wound table result after combat (GG-DMG-05), or null. */
  wound: z.string().nullable(),
  /** Uses of abilities with Shots or Limited Ammo since the last reload (GG-MOD-58, GG-MOD-40). */
  used: z.record(z.string(), z.number().int().min(0)).default({}),
  /** The scene's uses of abilities with both Shots and Limited Ammo, which no reload resets (GG-PLAY-21); absent until one is used. */
  fired: z.record(z.string(), z.number().int().min(0)).optional(),
  /** Hexes moved this Character Turn, for hiding (GG-SIT-02). */
  moved: z.number().int().min(0).default(0),
  /** Abilities gone for the scene: Exhausts, Burnout (GG-MOD-18, GG-MOD-08). */
  spent: z.array(z.string()).default([]),
  /**
   * The once-a-turn rolls made since this figure's Character Turn began: an ability's key for
   * Exhausts (GG-PLAY-139), `burnout:<key>` for an attack used boosted with Burnout (GG-PLAY-141);
   * absent when none.
   */
  exhausted: z.array(z.string()).optional(),
  /** Levels lost by use, per ability key (Weakens, GG-MOD-68; a Variable's negative Levels, GG-MOD-66). */
  weakened: z.record(z.string(), z.number().int().min(0)).default({}),
  /** A Variable ability's Level for this combat, once rolled (GG-MOD-66). */
  variable: z.record(z.string(), z.number().int()).default({}),
  /** Adapts: Levels gained per "ability>target" after failures (GG-MOD-02). */
  adapted: z.record(z.string(), z.number().int().min(0)).default({}),
  /** Actions still to lose to Showboating at the next turn, and whether its GP trigger has fired (GG-TRAIT-R09). */
  losesActions: z.number().int().min(0).default(0),
  showedOff: z.boolean().default(false),
  /** Left the fight by Escape Effect or Feign Death: never pursued or captured (GG-TRAIT-R05, GG-ADV-17). */
  escaped: z.boolean().default(false),
  /** Abilities whose Focus was knocked away (GG-ATK-09). */
  disarmed: z.array(z.string()).default([]),
  /** A figure an ability brought to the table (Summon, Duplication): it leaves when that ends (GG-ABL-62, GG-ABL-23). */
  origin: z.object({
    kind: z.enum(['minion', 'identical', 'clone', 'double']), by: z.string(), ability: z.string(), lasting: z.boolean(),
  }).nullable().default(null),
  /** Minions put out of action, per Summon key, gone from its pool until a day passes (GG-PLAY-240); absent until one is lost. */
  minionsLost: z.record(z.string(), z.number().int().min(0)).optional(),
  /** Levels Absorption added to abilities of this figure, per ability key (GG-ABL-01). */
  absorbed: z.record(z.string(), z.number().int().min(0)).default({}),
  /** Luck dice left in the pool (GG-ABL-45); null until a Luck ability first fills it. */
  luck: z.number().int().min(0).nullable().default(null),
  /** Abilities copied by Copy Power: [figure, ability key, Level] (GG-ABL-11). */
  copied: z.array(z.object({ from: z.string(), key: z.string(), level: z.number().int() })).default([]),
  /** The seat that controls this figure when Mind Control, Possession or Madness has lent it to someone else this turn. */
  lentFrom: z.string().nullable().default(null),
  /** Used its one Quick reaction since its last Character Turn (Quick, Short, Melee; GG-MOD-49). */
  quick: z.boolean().default(false),
  /**
   * Abilities switched off for now: a failed Activation Roll or Complex roll until its next turn
   * (`activation`), an Uncontrollable one toggled off (`toggled`); they count at Level 0 (GG-MOD-01, -11, -62).
   */
  off: z.record(z.string(), z.enum(['activation', 'toggled'])).default({}),
  /** Its hits when a Concentration ability's effect began, per ability key: fewer ends it (GG-MOD-12). */
  concentrating: z.record(z.string(), z.number().int()).default({}),
  /** Abilities it cannot use for now: a Mount left behind, a Super Form not taken (variants.ts). */
  without: z.array(z.string()).default([]),
  /** The Flexible choice each ability is used with (GG-MOD-20..25, flexible.ts); absent when none was made. */
  flex: z.record(z.string(), flexChoiceSchema).optional(),
  /** Where its Mount was left when it was knocked off (GG-MOD-44), or null. */
  mountAt: z.object({ q: z.number().int(), r: z.number().int() }).nullable().default(null),
  /** Its Super Form (GG-ADV-46): in form or not, the actions spent changing, its hits in form, whether it plays as a minor. */
  superForm: z.object({ in: z.boolean(), progress: z.number().int(), hits: z.number().int(), minor: z.boolean() }).nullable().default(null),
  /** Lost Items and Focuses rolled for after a defeat: true once regained (GG-MOD-34, GG-MOD-26). */
  itemRolls: z.record(z.string(), z.boolean()).default({}),
  /** Code of Honour (GG-DIS-10): the opponent the GM picked (else the strongest enemy), and who else attacked it. */
  honour: z.object({ opponent: z.string().nullable(), interlopers: z.array(z.string()) }).nullable().default(null),
  /** Burnout abilities used 4 Levels up until its next turn (GG-MOD-08). */
  boosted: z.array(z.string()).default([]),
  /**
   * What it counts as for a restricted Lethal (GG-MOD-38, GG-PLAY-88): not human or not living (the
   * GM sets these), and whether it has used a Lethal attack on another side (play sets it, or the GM).
   */
  lethalFacts: z.object({
    notHuman: z.boolean().optional(), nonLiving: z.boolean().optional(), usedLethal: z.boolean().optional(),
  }).strict().optional(),
}).strict();
export type GgStatus = z.infer<typeof ggStatusSchema>;

/** A wall or terrain hex (GG-SIT-01/03). */
export interface WallHex {
  readonly material: string;
  readonly defence: number;
  readonly robust: boolean;
  readonly hits: number;
  readonly opaque: boolean;
  /** A wall the Wall ability made (GG-ABL-70): whose, how long it lasts, and its options. */
  readonly by?: { readonly figure: string; readonly ability: string; readonly lasting: boolean };
  /** Dangerous: the damage Level it deals to climbers and touch-melee attackers. */
  readonly dangerous?: number;
  /** Damage Defence 1 against this kind of damage. */
  readonly vulnerable?: string;
  /** A see-through wall gives this Concealment instead of blocking sight. */
  readonly concealment?: number;
}

export interface FollowUp {
  readonly figure: string;
  readonly target: string;
  readonly used: readonly string[];
  readonly left: number;
  /** The follow-up move was made (GG-ATK-08: one shortest move to bring a target into range). */
  readonly moved?: boolean;
  /** The chain goes on with Super Strength: any number of its follow-ups, none else (seed L698). */
  readonly strength?: boolean;
}

/** The rest of a Split move its figure keeps to conclude its turn's second action with (GG-PLAY-175). */
export interface SplitMove {
  readonly figure: string;
  /** The Movement it was made with, which alone concludes it. */
  readonly ability: string;
  readonly hexes: number;
}

export interface GgSys {
  /** The ranked order for the whole combat (GG-INIT-01) and this Full Turn's order after delays (GG-INIT-02). */
  readonly baseOrder: readonly string[];
  /** The Speed a figure was last ranked at, where that is not its built Speed (GG-PLAY-165); absent when none is. */
  readonly ranked?: Readonly<Record<string, number>>;
  readonly order: readonly string[];
  readonly index: number;
  readonly actionsLeft: number;
  /** Already used an action with a target other than itself this Character Turn (GG-ACT-01). */
  readonly targeted: boolean;
  readonly stopUsed: boolean;
  /** Used Heal this Character Turn (GG-ABL-37). */
  readonly healed: boolean;
  /** Made this Character Turn's spotting roll (GG-SIT-04). */
  readonly spotted: boolean;
  /** Tried to regain a lost Focus this Character Turn: "1 action per turn" (GG-ATK-09); absent when not. */
  readonly regained?: true;
  readonly delayed: readonly string[];
  readonly followUp: FollowUp | null;
  /** The rest of a first-action Split move, kept until the turn's end (GG-PLAY-175); absent when none is. */
  readonly split?: SplitMove;
  /** Minor attackers per targeted major this Full Turn (GG-ATK-06). */
  readonly minorAttackers: Readonly<Record<string, readonly string[]>>;
  readonly endGameTurn: number;
  /** Minors per side when combat started (GG-DMG-04). */
  readonly startMinors: Readonly<Record<string, number>>;
  /** Majors in play at some point this Full Turn (GG-DMG-04). */
  readonly inPlay: readonly string[];
  readonly defeated: readonly string[];
  readonly walls: Readonly<Record<string, WallHex>>;
  /** Doorways and gates abilities opened (GG-ABL-20, GG-ABL-33); absent on tables from before they existed. */
  readonly openings?: readonly Opening[];
  /** Areas that stay on the map: Suppress, Change Environment (GG-ABL-64, GG-ABL-07). */
  readonly zones?: readonly Zone[];
  /** The last attack made, for Telepathy's Bonus to the second of two linked attackers (GG-ABL-66). */
  readonly lastAttack?: { readonly figure: string; readonly target: string } | null;
  /**
   * The compelled moves the acting figure made this turn (GG-PLAY-198): true Fear's flee (GG-ABL-27),
   * 'drawn' Desire's move (GG-ABL-47), 'both'; false or absent none.
   */
  readonly fled?: boolean | 'drawn' | 'both';
  /** Persistent Barrier, Target and Sticky attacks and Attached Areas, on the map or on their targets (GG-MOD-45, persistence.ts). */
  readonly persisting?: readonly Persisting[];
  /** The acting figure's Uncontrollable abilities were rolled for at its second action (GG-MOD-62). */
  readonly uncontrolled?: boolean;
  /**
   * Where every figure on the map stood when the Character Turn in progress began, for Fighting
   * Skill's Dodge against an opponent that began its turn next to its user (GG-ABL-28, GG-PLAY-98).
   */
  readonly turnStart?: { readonly figure: string; readonly at: Readonly<Record<string, { q: number; r: number }>> };
}

/** One instance of a Persistent Barrier, Target or Sticky attack, or an Attached Area (GG-PLAY-91). */
export interface Persisting {
  readonly id: string;
  readonly by: string;
  readonly ability: string;
  readonly variant: 'barrier' | 'target' | 'sticky' | 'attached';
  /** An Attached Area's Burst radius round its user: its hexes follow the user (attached-area.ts). */
  readonly radius?: number;
  /** Whom an Attached Area has attacked in the turn `turn`: each once a turn (seed L636). */
  readonly struck?: { readonly turn: string; readonly ids: readonly string[] };
  /** Its Level now: Fades takes one off each turn after it was made (GG-MOD-19). */
  readonly level: number;
  /** The hexes it holds (Barrier, Sticky), as hex keys. */
  readonly hexes: readonly string[];
  /** The individuals it stays on (Target; Sticky: those who were in it and left). */
  readonly targets: readonly string[];
  /** Who is in its hexes now, so that someone entering is acted on. */
  readonly inside: readonly string[];
  /** Where each figure stood when it was last swept (Barrier, Sticky): one who moved through it entered it (GG-PLAY-95). */
  readonly at?: Readonly<Record<string, string>>;
  /** The round it was made, for Fades. */
  readonly round: number;
}

/** A doorway (walls taken out while it lasts) or a pair of gates. */
export interface Opening {
  readonly kind: 'door' | 'gate';
  readonly by: string;
  readonly ability: string;
  readonly lasting: boolean;
  readonly hexes: readonly { q: number; r: number }[];
  /** The walls a door took out, to put back when it closes. */
  readonly walls?: Readonly<Record<string, WallHex>>;
}

/** An area effect that stays on the map until its ability ends. */
export interface Zone {
  readonly id: string;
  readonly kind: 'suppress' | 'environment';
  readonly by: string;
  readonly ability: string;
  readonly level: number;
  readonly lasting: boolean;
  readonly center: { q: number; r: number };
  readonly radius: number;
  /** Suppress: the ability ids or a Source it lowers; Change Environment: the environment. */
  readonly covers: readonly string[];
}

export const ggOptionsSchema = z.object({
  /** GG-DICE-06: Hero Points each PC starts the session with. */
  heroPoints: z.number().int().min(0).max(5).default(1),
  /** GG-ATK-06: how many minors may target one major per Full Turn (0 = no limit). */
  minorTargetLimit: z.number().int().min(0).default(3),
  /** GG-DMG-03: the End Game starts on this turn minus the PCs present. */
  endGameBase: z.number().int().min(6).default(16),
  /** GG-ATK-05: a Direct/Seeking shot at range > 2 may hit an adjacent ally on 1-2. */
  allyHits: z.boolean().default(true),
  /** GG-TRAIT-R10: Sixth Sense denies attackers the unseen attacker's Bonus (off by default: the seed has no surprise rule). */
  sixthSense: z.boolean().default(false),
  /** GG-SIT-04, GG-TRAIT-R08: the Night Level of the scene (0 = daylight); it conceals hidden characters from spotters. */
  night: z.number().int().min(0).max(10).default(0),
  /** GG-TRAIT-R08: total darkness, where Night Vision does not help. */
  totalDarkness: z.boolean().default(false),
}).strict();
export type GgOptions = z.infer<typeof ggOptionsSchema>;

const parsedOptions = new WeakMap<object, GgOptions>();
/** The table's options with defaults filled, parsed once per options object (they are hot in simulation). */
export function ggOptions(raw: unknown): GgOptions {
  if (typeof raw !== 'object' || raw === null) return ggOptionsSchema.parse({});
  let o = parsedOptions.get(raw);
  if (!o) {
    o = ggOptionsSchema.parse(raw);
    parsedOptions.set(raw, o);
  }
  return o;
}

export type S = TableState<GgSys>;

/** How a Burnout roll made this turn is kept in the status's once-a-turn list, `exhausted` (GG-PLAY-141). */
export const burnoutMark = (key: string): string => `burnout:${key}`;

export const sheetOf = (s: S, id: string): GgSheet => s.figures[id]!.sheet as GgSheet;
export const statusOf = (s: S, id: string): GgStatus => s.figures[id]!.status as GgStatus;
export const profile = (s: S, id: string): FigureProfile => {
  const fig = s.figures[id]!;
  // A figure's profile follows from its sheet and status, so from the figure object, which never
  // changes: the last few figures asked about are remembered (rules ask again and again).
  for (let i = 0; i < SEEN; i++) if (seenFigures[i] === fig) return seenProfiles[i]!;
  const st = fig.status as GgStatus;
  // Flexible choices and abilities it cannot use for now give it a profile of its own (variants.ts).
  const sheet = fig.sheet as GgSheet;
  const p = st.without.length === 0 && st.flex === undefined ? profileOf(sheet) : variantProfile(sheet, st.without, st.flex ?? {});
  seenFigures[nextSeen] = fig;
  seenProfiles[nextSeen] = p;
  nextSeen = (nextSeen + 1) % SEEN;
  return p;
};
const SEEN = 4;
const seenFigures: (Figure | null)[] = [null, null, null, null];
const seenProfiles: (FigureProfile | null)[] = [null, null, null, null];
let nextSeen = 0;

/** The figure's ability `key` as its profile has it now, or undefined (a loop: rules ask it on every move). */
export function abilityOf(s: S, id: string, key: string): AbilityProfile | undefined {
  for (const a of profile(s, id).abilities) if (a.key === key) return a;
  return undefined;
}

/**
 * What a figure calls its ability `key`, for a person to read (an action's label, a log line, a
 * refusal): the name in its profile (the sheet's, or the catalog's for a free starting ability), else
 * on its sheet (one it cannot use for now: a Focus knocked away, out of its Super Form, on a Mount
 * left behind); the key in words if it has none.
 */
export function abilityName(s: S, id: string, key: string): string {
  if (!s.figures[id]) return key.replace(/-/g, ' ');
  return abilityOf(s, id, key)?.name ?? sheetOf(s, id).abilities.find((a) => a.key === key)?.name ?? key.replace(/-/g, ' ');
}
/** A major character, unless out of a Major Super Form, when it plays as a minor (GG-ADV-46). */
export const isMajor = (s: S, id: string): boolean => sheetOf(s, id).kind === 'major' && statusOf(s, id).superForm?.minor !== true;
export const isPc = (f: Figure): boolean => f.controller !== 'gm';
/** In play: neither out of action nor out of play. */
export const inAction = (s: S, id: string): boolean => {
  const st = s.figures[id] ? statusOf(s, id) : undefined;
  return st !== undefined && !st.out && !st.outOfPlay;
};
export const currentFigure = (s: S): string | null => (s.phase === 'combat' ? (s.sys.order[s.sys.index] ?? null) : null);

export function initialGgStatus(sheet: GgSheet, options: GgOptions): GgStatus {
  const p = profileOf(sheet);
  // 3 hits a major, 1 a minor (GG-DMG-01), and Toughness "takes hits for the target before they do"
  // whichever it is (seed L161; L674 "1 hit like a minor character unless they have Toughness which adds to this").
  const full = (sheet.kind === 'major' ? 3 : 1) + p.extraHits;
  // A Super Form starts out of form (GG-ADV-46): abilities lost, a Major one playing as a minor with 1 hit.
  const severity = p.rules.has['super-form'];
  const superForm = severity ? superFormStart(sheet, full, severity) : null;
  const maxHits = superForm?.form.minor ? 1 : full;
  return {
    superForm: superForm?.form ?? null, without: superForm?.without ?? [], mountAt: null, itemRolls: {}, honour: null, boosted: [],
    hits: maxHits, maxHits, out: false, outCount: 0, outOfPlay: false, lethal: false, reactivationPenalty: 0,
    tried: false, stopped: 0, hindrance: 0, drained: {},
    heroPoints: sheet.kind === 'major' ? options.heroPoints : 0, activeMove: null, backstep: false, wound: null, used: {}, disarmed: [], moved: 0,
    spent: [], weakened: {}, variable: {}, adapted: {}, losesActions: 0, showedOff: false, escaped: false,
    origin: null, absorbed: {}, luck: null, copied: [], lentFrom: null, quick: false, off: {}, concentrating: {},
  };
}

export function initialGgSys(): GgSys {
  return {
    baseOrder: [], order: [], index: 0, actionsLeft: 0, targeted: false, stopUsed: false, healed: false, spotted: false,
    delayed: [], followUp: null, minorAttackers: {},
    endGameTurn: 16, startMinors: {}, inPlay: [], defeated: [], walls: {},
  };
}

/** An ability's Level after drain (GG-ACT-01), never below 0. */
export function effectiveLevel(s: S, id: string, key: string, level: number): number {
  const st = statusOf(s, id);
  const zones = s.sys.zones;
  const suppressed = zones && zones.length > 0 ? suppression(s, id, key) : 0;
  // A Variable ability plays at its rolled Level this combat; Weakens wears it down (GG-MOD-66, GG-MOD-68).
  if (st.off[key] !== undefined || (st.spent.length > 0 && st.spent.includes(key))) return 0;
  // Burnout: 4 Levels up while used boosted (GG-MOD-08).
  const boost = st.boosted.length > 0 && st.boosted.includes(key) ? 4 : 0;
  const base = st.variable[key] ?? level;
  return Math.max(0, base + boost - (st.drained[key] ?? 0) - (st.weakened[key] ?? 0) + (st.absorbed[key] ?? 0) - suppressed);
}

/** How much a Suppress area this figure stands in lowers one of its abilities (GG-ABL-64). */
function suppression(s: S, id: string, key: string): number {
  const at = s.figures[id]?.position as { q: number; r: number } | undefined;
  const a = profile(s, id).abilities.find((x) => x.key === key);
  if (!at || !a) return 0;
  let worst = 0;
  for (const z of s.sys.zones ?? []) {
    if (z.kind !== 'suppress' || hexDistance(at, z.center) > z.radius) continue;
    if (z.covers.includes(a.ability) || z.covers.includes(a.source) || z.covers.includes(a.key)) worst = Math.max(worst, z.level);
  }
  return worst;
}

import { z } from 'zod';
import { predicateSchema } from './predicate.ts';
import { DETECTION_KINDS, DURATION_IDS, MOVEMENT_CLASSES, TARGET_IDS, TYPE_CODES } from './vocabulary.ts';

// How a catalog entry acts in play, as small declarative records (pf2e rule-element style): the
// play layer keeps a registry of handlers keyed by `kind` and runs every record of an entry.
// A record may carry `when` (a build predicate, e.g. "Movement with the Air class") and `ruleId`
// (the core rule it plugs into). An entry with no play effect says so with `play: "narrative"`
// and no records, so nothing is silently missing.

/** Which attacks a protection, immunity or bonus applies to. "covered" = the Types (or Source) the protecting ability covers. */
export const attackMatchSchema = z.object({
  abilities: z.array(z.string()).optional(),
  types: z.union([z.array(z.enum(TYPE_CODES)), z.literal('covered')]).optional(),
  targets: z.array(z.enum(TARGET_IDS)).optional(),
  modifiers: z.array(z.string()).optional(),
  note: z.string().optional(),
}).strict();
export type AttackMatch = z.infer<typeof attackMatchSchema>;

/** Conditions an effect may put on a character (the play layer maps them to kernel conditions). */
export const CONDITION_IDS = [
  'stunned', 'stung', 'mesmerised', 'trapped', 'grabbed', 'held', 'charmed', 'afraid', 'mad', 'mind-controlled', 'possessed',
  'transformed', 'animal-form', 'fragmented', 'insubstantial', 'blinded', 'out-of-action', 'prone', 'disorientated', 'giant',
  'disarmed', 'disguised', 'telepathic-link',
] as const;

/** Rolls a bonus may apply to. */
export const ROLL_KINDS = [
  'reactivation', 'wound-recovery', 'recover-drained', 'resist-hindrance', 'escape-trap', 'escape', 'pursuit', 'to-hit', 'result',
  'forced-move-defence', 'hindrance-defence', 'willpower', 'detection', 'spotting', 'move-vs-forced-move', 'return-from-death',
] as const;

/** Behaviour too specific for a general record; each name is one handler the play layer registers. */
export const SPECIAL_HANDLERS = [
  'absorption', 'animal-form', 'body-moulding', 'change-appearance', 'change-environment', 'charm', 'copy-power', 'counter',
  'disarm', 'disintegrate', 'dismiss', 'door', 'duplication', 'fear', 'fragmentation', 'gate', 'giant', 'grab', 'illusion',
  'immortality', 'insubstantial', 'life-support', 'light', 'luck', 'madness', 'mental-illusion', 'mind-control', 'possession',
  'power-pool', 'psychic-backlash', 'reflection', 'repair', 'stretching', 'summon', 'super-strength', 'suppress',
  'telekinesis', 'telepathy', 'transform', 'trap', 'wall', 'sting', 'mesmerise',
  'adapts', 'concentration', 'flexible', 'linked', 'mount', 'unpredictable-targeting', 'uncontrollable', 'limited',
  'gas', 'personal-immunity', 'undetectable', 'variable', 'weakens', 'fades', 'burnout', 'melee',
  'escape-effect', 'feign-death', 'flashbacks', 'returns-from-the-dead', 'super-form', 'substance-abuse', 'uncontrolled-power',
  'killer-instinct', 'coward', 'sixth-sense', 'night-vision', 'showboating', 'regeneration', 'rending', 'split',
] as const;

const meta = {
  when: predicateSchema.optional(),
  ruleId: z.string().regex(/^GG-[A-Z0-9]+-[A-Z0-9]+$/).optional(),
  note: z.string().optional(),
};

export const effectSchema = z.discriminatedUnion('kind', [
  /** Protects (subtracted from the attacker's result roll, GG-ATK-07) at full or half Level (half rounds up, seed L48). */
  z.object({
    ...meta, kind: z.literal('protection'), against: attackMatchSchema, scale: z.enum(['full', 'half']),
    /** Who is protected: the ability's target (usual for defences) or its user (Damage (Solid) Melee against Grab). */
    holder: z.enum(['target', 'user']).default('target'),
  }).strict(),
  /** Immune: the matching attacks have no effect at all. */
  z.object({ ...meta, kind: z.literal('immunity'), against: attackMatchSchema, holder: z.enum(['target', 'user']).default('target') }).strict(),
  /** Level used as Dodge (subtracted from to-hit rolls) against one way of targeting. */
  z.object({
    ...meta, kind: z.literal('dodge'),
    against: z.enum(['direct', 'area', 'seeking', 'indirect', 'melee-and-adjacent', 'direct-using-vision']),
  }).strict(),
  /** Level added To Hit. */
  z.object({ ...meta, kind: z.literal('to-hit'), with: z.array(z.enum(['direct', 'area-hex', 'melee'])).min(1) }).strict(),
  /** Damage: hits dealt on a result, plus one per `boostsPerExtraHit` Boosts; lasts until healed (Special Duration). */
  z.object({ ...meta, kind: z.literal('damage'), hits: z.number().int(), boostsPerExtraHit: z.number().int().positive() }).strict(),
  /** Hindrance points on a result, plus `perBoost` per Boost; last until removed. */
  z.object({ ...meta, kind: z.literal('hinder'), points: z.number().int(), perBoost: z.number().int() }).strict(),
  /** Levels drained from the target ability on a result, plus `perBoost` per Boost; last until recovered. */
  z.object({ ...meta, kind: z.literal('drain'), levels: z.number().int(), perBoost: z.number().int() }).strict(),
  /** Moves the target: Forced Move, Knockback, Knockdown (0 hexes, prone) or Recoil. */
  z.object({
    ...meta, kind: z.literal('push'), push: z.enum(['forced-move', 'knockback', 'knockdown', 'recoil']),
    hexes: z.number().int(), perBoost: z.number().int(), resistedBy: z.enum(['forced-move-defence']).nullable(),
  }).strict(),
  /** Puts a condition on the target on a result (`on: "result"`) or while the ability is active on it. */
  z.object({ ...meta, kind: z.literal('condition'), condition: z.enum(CONDITION_IDS), on: z.enum(['result', 'active']) }).strict(),
  /** A movement class: hexes per Level and the modifier to Move when resisting Areas (GG-MOVE-01). */
  z.object({
    ...meta, kind: z.literal('movement'), mode: z.enum(MOVEMENT_CLASSES), hexesPerLevel: z.number().int().positive(),
    areaModifier: z.number().int().nullable(), areaModifierNote: z.string().optional(),
  }).strict(),
  /** The range band in hexes (GG-MOVE-02); max null = unlimited. Outside it: Penalty, beyond twice max: not allowed. */
  z.object({ ...meta, kind: z.literal('range-band'), min: z.number().int().min(0), max: z.number().int().nullable() }).strict(),
  /** How the ability picks its target and which defence the to-hit roll faces (GG-ATK-01..03). */
  z.object({
    ...meta, kind: z.literal('targeting'), method: z.enum(['self', ...TARGET_IDS]),
    toHitAgainst: z.enum(['evade', 'move', 'prediction', 'confusion']).nullable(), baseToHit: z.number().int().optional(),
  }).strict(),
  /** An Area template (GG-MOD-04): hexes across (burst), long (line, cone) or in the pattern (shape, barrage). */
  z.object({
    ...meta, kind: z.literal('area-shape'), shape: z.enum(['burst', 'cone', 'line', 'shape', 'barrage']),
    size: z.enum(['small', 'medium', 'large']), hexes: z.number().positive(), width: z.number().int().positive().optional(),
    attackValue: z.number().int(),
  }).strict(),
  /** How long the ability lasts (GG-INIT-03, GG-MOD-03/33/45). */
  z.object({
    ...meta, kind: z.literal('duration'), mode: z.enum(DURATION_IDS),
    variant: z.enum(['personal', 'barrier', 'target', 'sticky']).optional(),
  }).strict(),
  /** Extra hits taken before the character's own (Toughness, GG-DMG-01). */
  z.object({ ...meta, kind: z.literal('hits'), add: z.literal('level') }).strict(),
  /** Sets the initiative score (GG-INIT-01). */
  z.object({ ...meta, kind: z.literal('initiative'), add: z.literal('level') }).strict(),
  /** Extra attacks: follow-ups (per Level or a count option), Autofire attacks in one action. */
  z.object({
    ...meta, kind: z.literal('extra-attacks'), mode: z.enum(['follow-up', 'autofire', 'cascade']),
    count: z.union([z.number().int(), z.literal('level'), z.object({ option: z.string() }).strict()]),
  }).strict(),
  /** A modifier to a roll: a number, or plus/minus the Level; to the owner ("self") or the target. */
  z.object({
    ...meta, kind: z.literal('roll-bonus'), roll: z.enum(ROLL_KINDS), subject: z.enum(['self', 'target']),
    amount: z.union([z.number().int(), z.literal('level'), z.literal('minus-level')]),
    against: attackMatchSchema.optional(),
    /** Only when the roll is made with these movement classes (escape and pursuit, GG-DMG-07). */
    modes: z.array(z.enum(MOVEMENT_CLASSES)).min(1).optional(),
    /** Only when the character uses its vehicle, in its movement class (GG-TRAIT-R04). */
    vehicle: z.boolean().optional(),
  }).strict(),
  /** Restores hits (Heal, GG-ABL-37). */
  z.object({ ...meta, kind: z.literal('heal'), hits: z.number().int().positive() }).strict(),
  /** Grants Detection kinds (GG-SIT-04): fixed, or those picked in an option. */
  z.object({
    ...meta, kind: z.literal('detection'),
    kinds: z.union([z.array(z.enum(DETECTION_KINDS)).min(1), z.object({ option: z.string() }).strict()]),
  }).strict(),
  /** Concealment (GG-SIT-02/04) at the Level against the Detection kinds picked in an option. */
  z.object({ ...meta, kind: z.literal('concealment'), against: z.object({ option: z.string() }).strict() }).strict(),
  /** Changes how a roll of the ability works. */
  z.object({
    ...meta, kind: z.literal('roll-rule'), roll: z.enum(['to-hit', 'result', 'activation']),
    rule: z.enum([
      'auto-miss-at-or-below', 'needs-at-least', 'keep-higher-of-two', 'keep-lower-of-two', 'never-worse-than', 'bonus-per-point',
      'minimum-dodge-step',
    ]),
    value: z.union([z.number().int(), z.object({ option: z.string() }).strict()]).optional(),
  }).strict(),
  /** A chance that the ability turns on its user: on a die in `faces` at the trigger, the consequence happens. */
  z.object({
    ...meta, kind: z.literal('risk'), trigger: z.enum(['activation', 'each-active-turn', 'use', 'second-action']),
    faces: z.tuple([z.number().int(), z.number().int()]), persistentFaces: z.tuple([z.number().int(), z.number().int()]).optional(),
    consequence: z.enum(['hits-to-user', 'stops-for-scene', 'out-of-action', 'toggles']),
    /** Only when the ability is used boosted beyond its Level (Burnout's +4, GG-MOD-08). */
    boosted: z.boolean().optional(),
  }).strict(),
  /** Limited uses: after `uses` the ability is gone for the scene, or must be reloaded. */
  z.object({
    ...meta, kind: z.literal('uses'), uses: z.union([z.number().int(), z.object({ option: z.string() }).strict()]),
    then: z.enum(['unusable-for-scene', 'reload']), reloadActions: z.number().int().optional(),
  }).strict(),
  /** Reacts outside the user's turn (Quick, Short, Melee, Shield, Riposte). */
  z.object({
    ...meta, kind: z.literal('reaction'),
    trigger: z.enum(['declared-or-hit', 'opponent-moves-in-range', 'attacked-at-close-quarters', 'direct-attack-failed']),
    costsAction: z.boolean(), automatic: z.boolean(),
  }).strict(),
  /** The ability lives in equipment: Item and Focus can be disarmed and lost, Large and Mount have their own rules. */
  z.object({
    ...meta, kind: z.literal('equipment'), form: z.enum(['item', 'focus', 'large', 'mount']),
    disarmable: z.boolean(), lostOnDefeat: z.boolean(), regainOn: z.number().int().nullable(),
  }).strict(),
  /** How the ability meets defences. */
  z.object({
    ...meta, kind: z.literal('defence-rule'),
    rule: z.enum([
      'ignore-points', 'ignore-unhardened', 'hardened', 'works-on-insubstantial', 'ignores-walls', 'double-vs-subtype', 'half-vs-subtype',
      'passes-walls-unbreached',
    ]),
    value: z.number().int().optional(),
  }).strict(),
  /** Lethal (GG-MOD-38): Penalty to reactivate, wound roll without −5 (GG-DMG-05); when it may be used. */
  z.object({
    ...meta, kind: z.literal('lethal'), usableOn: z.enum(['any', 'lawful', 'not-human', 'non-living']), optional: z.boolean(),
  }).strict(),
  /** Actions: activation takes more, or the target or user loses some. */
  z.object({
    ...meta, kind: z.literal('actions'), rule: z.enum(['activation-takes', 'target-limited-to', 'user-loses']),
    actions: z.number().int(),
  }).strict(),
  /** A prohibition that holds with no roll (GG-TRAIT-R03). */
  z.object({
    ...meta, kind: z.literal('combat-ban'),
    bans: z.array(z.enum(['ambush', 'attack-prone', 'disarm', 'gang-up', 'attack-disarmed', 'attack-other-than-chosen'])).min(1),
  }).strict(),
  /** Behaviour handled by one named handler. */
  z.object({ ...meta, kind: z.literal('special'), handler: z.enum(SPECIAL_HANDLERS) }).strict(),
]);
export type Effect = z.infer<typeof effectSchema>;
export type EffectKind = Effect['kind'];

/** How far an entry's effects automate it in play. */
export const PLAY_LEVELS = ['automated', 'partial', 'referee', 'narrative'] as const;

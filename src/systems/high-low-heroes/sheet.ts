import { z } from 'zod';

/**
 * The High/Low Heroes character sheet as JSON (seed 003 §1.2 and §2, spec HLH-CHAR-*). Choices
 * are stored, derived numbers are not: which actions read High follows from the Aspects
 * ([HLH-CHAR-02]) and max Life from Build plus upgrades ([HLH-CHAR-03], [HLH-XP-03]). A sheet may
 * still carry `readings`, as a builder exports them; `validateSheet` then checks they agree.
 *
 * Limits live in `validate.ts`, not in the schema, so that a builder shows every broken rule
 * with its ID instead of a bare schema error. Bump {@link HLH_SHEET_VERSION} on any
 * incompatible change and add a migration.
 */
export const HLH_SHEET_VERSION = 1;

/** The six action types, in the seed's matrix order (L30-37). */
export const ACTIONS = ['move', 'to-hit', 'evade', 'damage', 'block-mundane', 'block-fantastic'] as const;
export type Action = (typeof ACTIONS)[number];

/** The six Power categories (L80-86). */
export const POWER_CATEGORIES = ['movement', 'targeting', 'evasion', 'mundane-attack', 'fantastic-attack', 'barrier-defense'] as const;
export type PowerCategory = (typeof POWER_CATEGORIES)[number];

/** The six Career types, named after the Aspect value whose action they use (L89-95). */
export const CAREER_TYPES = ['quick', 'bold', 'cautious', 'powerful', 'logical', 'intuitive'] as const;
export type CareerType = (typeof CAREER_TYPES)[number];

export const KINDS = ['hero', 'villain', 'normal', 'thug'] as const;
/** Heroes and villains are built alike ([HLH-RULING-11]); normals and thugs are the seed's §6 characters. */
export type Kind = (typeof KINDS)[number];

export const DAMAGE_TYPES = ['mundane', 'fantastic'] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

const text = (max: number) => z.string().trim().max(max);

export const aspectsSchema = z.object({
  build: z.enum(['quick', 'powerful']),
  mentality: z.enum(['logical', 'intuitive']),
  temperament: z.enum(['bold', 'cautious']),
}).strict();
export type Aspects = z.infer<typeof aspectsSchema>;

export const powerSchema = z.object({
  category: z.enum(POWER_CATEGORIES),
  /** A catalog name (HLH-CAT-01..06) or the player's own ("Choose/define/roll", L80). */
  name: text(60),
  /** +1 at creation, up to +4 by training ([HLH-CHAR-04], [HLH-XP-02], [HLH-RULING-08]). */
  bonus: z.number().int(),
}).strict();
export type Power = z.infer<typeof powerSchema>;

export const careerSchema = z.object({
  name: text(60),
  type: z.enum(CAREER_TYPES),
  role: z.enum(['professional', 'hobby']),
}).strict();
export type Career = z.infer<typeof careerSchema>;

/**
 * The upgrade being trained for ([HLH-CHAR-05], [HLH-XP-02]): raise a Power's bonus by one, or
 * add a Power whose category and name are fixed now ([HLH-RULING-14]).
 */
export const trainingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('improve'), category: z.enum(POWER_CATEGORIES) }).strict(),
  z.object({ kind: z.literal('add'), category: z.enum(POWER_CATEGORIES), name: text(60) }).strict(),
]);
export type Training = z.infer<typeof trainingSchema>;

export const hlhSheetSchema = z.object({
  version: z.literal(HLH_SHEET_VERSION),
  kind: z.enum(KINDS),
  heroName: text(60).default(''),
  civilianName: text(60).default(''),
  /** Null for normals and thugs: they read Low on every action ([HLH-NPC-01]). */
  aspects: aspectsSchema.nullable().default(null),
  /** Optional, as a builder may export it: must match the Aspects ([HLH-CHAR-02]). */
  readings: z.partialRecord(z.enum(ACTIONS), z.enum(['high', 'low'])).optional(),
  /** Heroes and villains: 15 if Powerful else 10, +1 per upgrade ([HLH-CHAR-03]); normals: the GM's number. */
  maxLife: z.number().int(),
  powers: z.array(powerSchema).default([]),
  /** The action with −1 ([HLH-CHAR-06]); null only for normals and thugs without one. */
  weakness: z.enum(ACTIONS).nullable().default(null),
  careers: z.array(careerSchema).default([]),
  /** The person the hero feels responsible for ([HLH-CHAR-08]); no mechanical effect. */
  charge: text(80).default(''),
  training: trainingSchema.nullable().default(null),
  /** Doubles recorded as experience and not yet spent ([HLH-XP-01]). */
  doubles: z.number().int().default(0),
  /** Upgrades bought so far; each added +1 max Life ([HLH-XP-03]). */
  upgrades: z.number().int().default(0),
  /** Normals and thugs: whether the GM lets this one block ([HLH-NPC-02], [HLH-RULING-11]). Heroes always block. */
  canBlock: z.boolean().default(true),
  notes: z.string().max(2000).optional(),
}).strict();

export type HlhSheet = z.infer<typeof hlhSheetSchema>;
export type HlhSheetInput = z.input<typeof hlhSheetSchema>;

/** Heroes and villains get the +1 to Damage, die at −20 and may have Aspects ([HLH-ATK-03], [HLH-COND-01]). */
export function isHeroic(sheet: HlhSheet): boolean {
  return sheet.kind === 'hero' || sheet.kind === 'villain';
}

/** The sheet's display name: the hero name, else the civilian one. */
export function sheetName(sheet: HlhSheet): string {
  return sheet.heroName || sheet.civilianName;
}

import { z } from 'zod';

/**
 * The d100 Trick/Stunt character sheet as JSON ([D100-CHAR-01], RULING-18: the seed's
 * character chapter is missing, so the spec's model stands in for it). Numbers are plain
 * integers here and their limits are checked by `validateSheet`, so that a builder can show
 * every broken rule with its ID instead of a bare schema error.
 *
 * Bump {@link D100_SHEET_SCHEMA_VERSION} on any incompatible change and add a migration.
 */
export const D100_SHEET_SCHEMA_VERSION = 1;

/** The five range bands, closest first ([D100-RNG-01]). */
export const BANDS = ['close', 'short', 'medium', 'long', 'extreme'] as const;
export type Band = (typeof BANDS)[number];

export const WEAPON_KINDS = ['melee', 'ranged', 'thrown'] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

const idSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'an id is 1-40 lowercase letters, digits and dashes');

/** One weapon the character carries ([D100-CHAR-01], [D100-READY-02], [D100-READY-03], [D100-DEF-02]). */
export const weaponSchema = z.object({
  /** Unique on the sheet; commands name the weapon by it. */
  id: idSchema,
  name: z.string().min(1).max(60),
  /** Damage dice in NdS or NdS+K notation, e.g. "1d8"; checked by validateSheet. */
  damage: z.string(),
  kind: z.enum(WEAPON_KINDS),
  /** The farthest band it reaches; melee weapons reach close only. Checked by validateSheet. */
  range: z.string(),
  /** Whether Dodge can avoid it; omitted = true for melee and thrown, false for shot weapons. */
  dodgeable: z.boolean().optional(),
  /** Must be readied again after every shot (crossbow, musket). */
  reload: z.boolean().optional(),
  /** Fires this many times, then needs a Ready/Recover to reload (pistol). */
  shots: z.number().int().optional(),
  /** Deals Bash damage (a club), read with the `bashKnocksOut` option ([D100-DEATH-05]). */
  bash: z.boolean().optional(),
}).strict();
export type Weapon = z.infer<typeof weaponSchema>;

export const armorSchema = z.object({
  name: z.string().min(1).max(60),
  /** Wounds it absorbs from every hit ([D100-DMG-02]). */
  rating: z.number().int(),
}).strict();
export type Armor = z.infer<typeof armorSchema>;

/** A permanent injury: −20 to the checks that need that body part ([D100-COND-02]). */
export const maimSchema = z.object({
  part: z.string().min(1).max(60),
  /** Check names it hurts, e.g. ["fight", "climb"] for a lost hand. */
  affects: z.array(z.string().min(1)).default([]),
  note: z.string().max(200).optional(),
}).strict();
export type Maim = z.infer<typeof maimSchema>;

export const d100SheetSchema = z.object({
  schemaVersion: z.literal(D100_SHEET_SCHEMA_VERSION),
  /**
   * The character's name, trimmed; 1–60 characters, checked by validateSheet. Optional, so sheets
   * and files written before it existed still load: an added optional field is a compatible
   * change and keeps schema version 1.
   */
  name: z.string().trim().optional(),
  strength: z.number().int(),
  agility: z.number().int(),
  mind: z.number().int(),
  charm: z.number().int(),
  /** Current Life; a new character starts with some ([D100-CHAR-01]). */
  life: z.number().int(),
  maxLife: z.number().int(),
  /** Added to melee, thrown and unarmed damage ([D100-DMG-01], [D100-UNARM-01]). */
  power: z.number().int(),
  /** Skill scores by lower-case name: fight, shoot, dodge, block, heal, sneak, notice, climb, … */
  skills: z.record(z.string().regex(/^[a-z][a-z-]{0,29}$/, 'a skill name is lower-case letters and dashes'), z.number().int()).default({}),
  weapons: z.array(weaponSchema).default([]),
  /** The weapon in hand, by id, or null for unarmed ([D100-READY-02]). */
  wielded: z.string().nullable().default(null),
  armor: armorSchema.nullable().default(null),
  maims: z.array(maimSchema).default([]),
  flags: z.object({
    /** A feature (e.g. a power) that allows Attack twice ([D100-TURN-02]). */
    attackTwice: z.boolean().default(false),
  }).strict().default({ attackTwice: false }),
  notes: z.string().max(2000).optional(),
}).strict();

export type D100Sheet = z.infer<typeof d100SheetSchema>;
export type D100SheetInput = z.input<typeof d100SheetSchema>;

export function isBand(value: string): value is Band {
  return (BANDS as readonly string[]).includes(value);
}

/** The band index, 0 = close; unknown bands (an invalid sheet) count as close. */
export function bandIndex(band: string): number {
  return Math.max(0, BANDS.indexOf(band as Band));
}

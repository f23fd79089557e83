import { z } from 'zod';

// The closed word lists of Glorious Gladiators 6, shared by the sheet, the catalog data and the
// builder. Every catalog JSON file and every sheet is checked against these enums, so an unknown
// word is a validation error rather than a silent miss.

/**
 * Types of effect (seed L25-33). Energy has five subtypes (Heat, Cold, Electricity, Radiation,
 * Entropy); a subtype is still Energy for anything that names Energy.
 */
export const TYPE_CODES = ['solid', 'physical', 'poison', 'psychic', 'energy', 'heat', 'cold', 'electricity', 'radiation', 'entropy'] as const;
export const typeCodeSchema = z.enum(TYPE_CODES);
export type TypeCode = z.infer<typeof typeCodeSchema>;

export const MAIN_TYPES = ['solid', 'physical', 'poison', 'psychic', 'energy'] as const;
export type MainType = (typeof MAIN_TYPES)[number];
export const ENERGY_SUBTYPES = ['heat', 'cold', 'electricity', 'radiation', 'entropy'] as const;

/** The main Type a code belongs to: an Energy subtype is Energy. */
export function mainTypeOf(code: TypeCode): MainType {
  return (ENERGY_SUBTYPES as readonly string[]).includes(code) ? 'energy' : code as MainType;
}

/** Sources (seed L35-44). "Conv." on the seed's typical minor characters is Standard (L765-803). */
export const SOURCE_CODES = ['alien', 'standard', 'cosmic', 'magical', 'mutant', 'technological'] as const;
export const sourceCodeSchema = z.enum(SOURCE_CODES);
export type SourceCode = z.infer<typeof sourceCodeSchema>;

/** Ranges (GG-MOVE-02); Personal means no range and is the default (GG-CHAR-09). */
export const RANGE_IDS = ['personal', 'touch', 'short', 'close', 'ranged', 'long-range', 'distant'] as const;
export type RangeId = (typeof RANGE_IDS)[number];
/** Targets; Direct is the default (GG-CHAR-09). */
export const TARGET_IDS = ['direct', 'area', 'seeking', 'indirect', 'shield'] as const;
export type TargetId = (typeof TARGET_IDS)[number];
/** Durations; Instant is the default (GG-CHAR-09). */
export const DURATION_IDS = ['instant', 'persistent', 'always-on'] as const;
export type DurationId = (typeof DURATION_IDS)[number];

/** Detection kinds (GG-ABL-16, seed L87, L521-534). */
export const DETECTION_KINDS = [
  'vision', 'hearing', 'enhanced-vision', 'clairvoyance', 'mental', 'magical', 'blind-fighting', 'radar', 'sonar',
  'tracking-scent', 'tremor-sense', 'mutant-detection', 'super-hearing',
] as const;

/** Movement classes (GG-ABL-50, GG-MOVE-01). */
export const MOVEMENT_CLASSES = ['ground', 'air', 'leap', 'teleport', 'water', 'wallcrawl', 'underwater', 'underground'] as const;
export type MovementClass = (typeof MOVEMENT_CLASSES)[number];

/** Advantage/disadvantage frequency and severity (GG-TRAIT-04, GG-TRAIT-05). */
export const FREQUENCIES = ['frequent', 'common', 'rare'] as const;
export const frequencySchema = z.enum(FREQUENCIES);
export type Frequency = z.infer<typeof frequencySchema>;
export const SEVERITIES = ['major', 'significant', 'minor'] as const;
export const severitySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof severitySchema>;

/** Frequency values: Fre 2, Com 1, Rar 0 (GG-CHAR-10, GG-TRAIT-04). */
export const FREQUENCY_VALUE: Readonly<Record<Frequency, number>> = { frequent: 2, common: 1, rare: 0 };
/** Severity values: Maj 2, Sig 1, Min 0 (GG-CHAR-10, GG-TRAIT-05). */
export const SEVERITY_VALUE: Readonly<Record<Severity, number>> = { major: 2, significant: 1, minor: 0 };

/** Character kinds (GG-CHAR-01). */
export const CHARACTER_KINDS = ['major', 'minor'] as const;
export const characterKindSchema = z.enum(CHARACTER_KINDS);
export type CharacterKind = z.infer<typeof characterKindSchema>;

/** The four free starting abilities (GG-ABL-S1..S4, seed L268-278). */
export const STARTING_IDS = ['running', 'normal-senses', 'punch-kick', 'grapple'] as const;
export const startingIdSchema = z.enum(STARTING_IDS);
export type StartingId = z.infer<typeof startingIdSchema>;

/** A catalog id: the entry's name as a lowercase slug, which is also its file name. */
export const catalogIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug such as "damage-defence"');

/** The slug of a seed name: lowercase ASCII words joined by hyphens ("Ingénue" → "ingenue", "Punch/Kick" → "punch-kick"). */
export function slugOf(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

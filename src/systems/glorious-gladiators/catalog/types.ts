import { z } from 'zod';
import { PLAY_LEVELS, effectSchema } from './effects.ts';
import { costValueSchema, optionDefSchema } from './options.ts';
import { predicateSchema } from './predicate.ts';
import {
  DETECTION_KINDS, catalogIdSchema, frequencySchema, severitySchema, sourceCodeSchema, startingIdSchema, typeCodeSchema,
} from './vocabulary.ts';

// The shape of every catalog entry, one JSON file each under catalog/abilities, catalog/modifiers,
// catalog/starting and catalog/traits. Entries quote the seed (the authority) by line and the spec
// (rules/glorious-gladiators-catalog.md, -traits.md) by rule ID; `rulings` carry the spec's
// proposals for garbled or silent seed text.

/** Seed lines the entry comes from (inclusive), e.g. { "from": 85, "to": 85 }. */
export const seedLinesSchema = z.object({ from: z.number().int().positive(), to: z.number().int().positive() }).strict()
  .refine((s) => s.to >= s.from, 'seed lines run forwards');

const textFields = {
  /** What the entry does, in the spec's words. */
  summary: z.string().min(1),
  /** The spec's rulings (proposals) for seed text that is garbled or silent. */
  rulings: z.array(z.string().min(1)).default([]),
  /** How it acts in play (see effects.ts). */
  effects: z.array(effectSchema),
  /** automated: the records carry all of it; partial: the rest is the referee's (see refereeNotes); referee; narrative: none. */
  play: z.enum(PLAY_LEVELS),
  /** What the referee adjudicates, for "partial" and "referee" entries. */
  refereeNotes: z.string().optional(),
};

/** A rule a build must satisfy, with the message the builder shows when it does not. */
export const restrictionSchema = z.object({ when: predicateSchema, message: z.string().min(1) }).strict();
export type Restriction = z.infer<typeof restrictionSchema>;

/** An ability the seed names as Protecting against this one, or a special resisting value. */
export const protectionRefSchema = z.union([
  z.object({
    ability: catalogIdSchema,
    /** Only that ability with these Types (e.g. Damage Defence (Solid or Poison) against Sting). */
    types: z.array(typeCodeSchema).optional(),
    /** Only with these modifiers (e.g. Damage (Solid) Melee against Grab). */
    modifiers: z.array(catalogIdSchema).optional(),
    /** Only these Detection kinds (Vision or Enhanced Vision against Light). */
    kinds: z.array(z.enum(DETECTION_KINDS)).optional(),
    note: z.string().optional(),
  }).strict(),
  z.object({
    special: z.enum(['target-ability-level', 'target-hits', 'willpower-each-turn']),
    note: z.string().optional(),
  }).strict(),
]);
export type ProtectionRef = z.infer<typeof protectionRefSchema>;

/** How an ability's base cost is made up (GG-CHAR-05); levels are priced by the Level Limit (GG-CHAR-04). */
export const abilityCostSchema = z.object({
  /** The printed base cost (0 when the options make up the whole price). */
  base: costValueSchema,
  /** Price by Type, summed over the ability's Types (Damage: Solid 0 … Psychic 3); subtypes use their main Type. */
  typeCosts: z.partialRecord(typeCodeSchema, z.number().int()).optional(),
  /**
   * Price by how many Types are covered (tiers[n − 1]), or `source` for covering one Source
   * instead (Damage Defence: 1, 2, 3 or Source 1). Past the tiers the referee prices it.
   */
  typeTiers: z.object({ tiers: z.array(z.number().int()).min(1), source: z.number().int().nullable() }).strict().optional(),
  /** Added automatically when the build matches, e.g. "Not Personal +5" (Duplication). */
  surcharges: z.array(z.object({ id: z.string(), label: z.string(), when: predicateSchema, cost: z.number().int() }).strict()).default([]),
  /** The level cost is multiplied by this count option (Power Pool's Multiple, GG-ABL-52). */
  levelCostMultiplier: z.object({ option: z.string() }).strict().optional(),
  /** Modifiers the ability includes, so they are not charged (Immortality includes Always On). */
  includedModifiers: z.array(catalogIdSchema).default([]),
}).strict();

export const abilityEntrySchema = z.object({
  family: z.literal('ability'),
  ruleId: z.string().regex(/^GG-ABL-\d{2}$/),
  id: catalogIdSchema,
  /** The name exactly as in the seed. */
  name: z.string().min(1),
  seed: seedLinesSchema,
  cost: abilityCostSchema,
  /** The Level Limit: a pricing step, not a maximum (GG-CHAR-04, GG-RULING-C05). */
  levelLimit: z.number().int().positive(),
  /** Types the seed allows; "any" where it lists none or says Any (seed L25). */
  types: z.union([z.array(typeCodeSchema).min(1), z.literal('any')]),
  /** Whether it is meant as an Attack (seed L60): yes, only on an unwilling target, or never. */
  attack: z.enum(['yes', 'unwilling', 'no']),
  attackNote: z.string().optional(),
  /** The abilities the seed names as Protecting; General Defence of the right Type always does and is never listed (L60). */
  protectedBy: z.array(protectionRefSchema),
  options: z.array(optionDefSchema).default([]),
  /** Build rules, e.g. Light "must have an Area" (GG-ABL-44). */
  restrictions: z.array(restrictionSchema).default([]),
  /** Whether the ability may cover a Source instead of Types (see cost.typeTiers and Reflection). */
  mayCoverSource: z.boolean().default(false),
  ...textFields,
}).strict();
export type AbilityEntry = z.infer<typeof abilityEntrySchema>;

export const modifierEntrySchema = z.object({
  family: z.literal('modifier'),
  ruleId: z.string().regex(/^GG-MOD-\d{2}$/),
  id: catalogIdSchema,
  name: z.string().min(1),
  seed: seedLinesSchema,
  /** Range, Target and Duration modifiers replace the default unless the matching Flexible one is taken (GG-CHAR-09). */
  category: z.enum(['range', 'target', 'duration', 'flexible', 'general']),
  /** The printed cost; negative totals are drawbacks (GG-CHAR-06, GG-CHAR-07). Options add to it. */
  cost: costValueSchema,
  /** Costs computed from the rest of the build rather than printed as a number. */
  derivedCost: z.discriminatedUnion('kind', [
    /** Concentration: half the chosen Persistent option's price, rounded down, taken off (GG-MOD-12). */
    z.object({ kind: z.literal('half-of-modifier'), modifier: catalogIdSchema, sign: z.literal(-1) }).strict(),
    /** Flexible Range/Target: per Range or Target beyond the first (GG-MOD-23, GG-MOD-24). */
    z.object({ kind: z.literal('per-extra-in-category'), category: z.enum(['range', 'target']), each: z.number().int() }).strict(),
    /** Flexible Type: per Type beyond the first, cheaper for an extra Energy subtype (GG-MOD-25). */
    z.object({ kind: z.literal('per-extra-type'), each: z.number().int(), eachSubtype: z.number().int() }).strict(),
    /** Flexible Ability: pay every listed ability's base and the lowest Level Limit (GG-MOD-20). */
    z.object({ kind: z.literal('flexible-ability'), option: z.string() }).strict(),
  ]).optional(),
  options: z.array(optionDefSchema).default([]),
  restrictions: z.array(restrictionSchema).default([]),
  ...textFields,
}).strict();
export type ModifierEntry = z.infer<typeof modifierEntrySchema>;

/** One of the four free starting abilities: a built ability every character has (GG-ABL-S1..S4). */
export const startingEntrySchema = z.object({
  family: z.literal('starting'),
  ruleId: z.string().regex(/^GG-ABL-S\d$/),
  id: startingIdSchema,
  name: z.string().min(1),
  seed: seedLinesSchema,
  ability: catalogIdSchema,
  level: z.number().int().positive(),
  types: z.array(typeCodeSchema).min(1),
  source: sourceCodeSchema,
  options: z.record(z.string(), z.union([z.boolean(), z.number().int(), z.string(), z.array(z.string())])).default({}),
  modifiers: z.array(z.object({ id: catalogIdSchema, options: z.record(z.string(), z.string()).default({}) }).strict()).default([]),
  summary: z.string().min(1),
  rulings: z.array(z.string()).default([]),
}).strict();
export type StartingEntry = z.infer<typeof startingEntrySchema>;

const fixedPrice = { frequency: frequencySchema, severity: severitySchema, cost: z.number().int() };

export const traitEntrySchema = z.object({
  /** The printed sign's family; for "Varies" rows the sign they usually take (GG-TRAIT-06, GG-TRAIT-07). */
  family: z.enum(['advantage', 'disadvantage']),
  ruleId: z.string().regex(/^GG-(ADV|DIS)-\d{2}$/),
  id: catalogIdSchema,
  name: z.string().min(1),
  seed: seedLinesSchema,
  /** V voluntary, C circumstantial, R random (GG-TRAIT-03); null where the row prints none (treated as V). */
  letters: z.enum(['V', 'C', 'R', 'CV', 'CR']).nullable(),
  pricing: z.discriminatedUnion('kind', [
    /** One printed price with its frequency and severity (GG-TRAIT-06; exceptions keep the printed price, GG-RULING-C02). */
    z.object({ kind: z.literal('printed'), ...fixedPrice }).strict(),
    /** Two printed prices, picked by circumstance (Ego Signature, Showboating). */
    z.object({ kind: z.literal('variants'), variants: z.array(z.object({ id: z.string(), label: z.string(), ...fixedPrice }).strict()).min(2) }).strict(),
    /** "Varies": the referee sets what is not fixed; price = frequency + severity (GG-TRAIT-07). */
    z.object({ kind: z.literal('varies'), frequency: frequencySchema.nullable(), severity: severitySchema.nullable() }).strict(),
  ]),
  /** The seed's note, as printed. */
  seedNote: z.string(),
  /** Another row this one is only taken with (Never Grows Up needs Young, GG-DIS-35). */
  requiresTrait: catalogIdSchema.optional(),
  ...textFields,
}).strict();
export type TraitEntry = z.infer<typeof traitEntrySchema>;

export type CatalogEntry = AbilityEntry | ModifierEntry | StartingEntry | TraitEntry;

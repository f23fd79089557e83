import { z } from 'zod';
import {
  catalogIdSchema, characterKindSchema, frequencySchema, severitySchema, SOURCE_CODES, sourceCodeSchema, startingIdSchema, typeCodeSchema,
} from './catalog/vocabulary.ts';

/**
 * The Glorious Gladiators 6 character sheet as JSON: what a player builds with Glory Points and
 * what a table loads. It stores choices only (catalog ids, levels, options, modifiers, traits);
 * costs, limits and play values are derived from the catalog by the builder (`priceSheet`,
 * `validateSheet`), so a sheet can never disagree with its own price.
 *
 * Bump {@link GG_SHEET_SCHEMA_VERSION} on any incompatible change and add a migration.
 */
export const GG_SHEET_SCHEMA_VERSION = 1;

/**
 * A value chosen for one of an entry's options. The entry's option definition (catalog) says which
 * shape it takes: a flag (boolean), a count (integer), one choice (its id) or several (ids or free
 * names, e.g. the abilities a Suppress names).
 */
export const optionValueSchema = z.union([z.boolean(), z.number().int(), z.string(), z.array(z.string())]);
export type OptionValue = z.infer<typeof optionValueSchema>;

/** Options chosen for a catalog entry, keyed by the entry's option id. */
export const optionsSchema = z.record(z.string(), optionValueSchema);

/** One modifier applied to one ability (seed L170-266, catalog GG-MOD-NN). */
export const modifierPickSchema = z.object({
  /** The modifier's catalog id, e.g. "persistent" (GG-MOD-45) or "area" (GG-MOD-04). */
  id: catalogIdSchema,
  /**
   * The modifier's options: its variant and levels, e.g. { "variant": "target" } for Persistent
   * Target, { "size": "medium", "shapes": ["burst"] } for a Medium Burst, { "homing": 2 } for
   * Seeking with 2 points of Homing (GG-MOD-55). Costs follow from the catalog.
   */
  options: optionsSchema.default({}),
  /** Free text the referee agreed with the player, e.g. what a Limited modifier excludes (GG-MOD-39). */
  note: z.string().optional(),
  /**
   * A referee-entered cost for a modifier whose price the seed leaves open (GG-RULING-C03); when
   * set it replaces the catalog price and the builder flags the line as the referee's.
   */
  refereeCost: z.number().int().optional(),
}).strict();
export type ModifierPick = z.infer<typeof modifierPickSchema>;

/** One ability on the sheet: a catalog ability at a Level with its Type, Source, options and modifiers. */
export const abilityPickSchema = z.object({
  /** A key unique on this sheet; play refers to the ability by it (e.g. "pistol"). */
  key: catalogIdSchema,
  /** The ability's catalog id, e.g. "damage" (GG-ABL-14). */
  ability: catalogIdSchema,
  /**
   * Set when this line upgrades one of the four free starting abilities (GG-ABL-S1..S4, seed
   * L268-278): it then costs its full price minus the price of the free version, and may not be
   * weaker than the free version.
   */
  starting: startingIdSchema.optional(),
  /** The player's name for it, e.g. "Pistol" or "Plasma Blast". */
  name: z.string().min(1).optional(),
  /**
   * Power level, 1 upwards (seed L46). Its GP cost rises in steps of the ability's Level Limit
   * (GG-CHAR-04); minor characters stop at 3 (GG-CHAR-01) and Standard abilities at 5
   * (GG-CHAR-08) unless the ability is a Large item.
   */
  level: z.number().int().min(1, 'a Level is 1 or more'),
  /**
   * The Type or Types of effect (seed L25): one unless the ability takes Flexible Type (GG-MOD-25).
   * For abilities priced by how many Types they cover (Damage Defence, Counter, Dismiss, Drain
   * Defence, Hindrance Defence, Insubstantial) these are the covered Types.
   */
  types: z.array(typeCodeSchema).min(1, 'choose at least one Type'),
  /**
   * For the abilities that may cover a Source instead of Types (Damage Defence, Counter, Dismiss,
   * Drain Defence, Hindrance Defence, Reflection): the Source covered; never Standard (seed L81-92).
   */
  coversSource: sourceCodeSchema.optional(),
  /** Where the ability comes from (seed L35-44): Standard caps it at Level 5 (GG-CHAR-08). */
  source: z.enum(SOURCE_CODES, { error: `choose a Source: ${SOURCE_CODES.join(', ')}` }),
  /** The ability's own options, e.g. { "classes": ["air"] } for Movement (GG-ABL-50). */
  options: optionsSchema.default({}),
  /**
   * Modifiers in any order; the builder prices positive ones first, then negative ones (GG-CHAR-06).
   * With none, the ability is Personal, Direct and Instant (GG-CHAR-09); Item, Focus and Large
   * (GG-MOD-34, GG-MOD-26, GG-MOD-37) mark equipment.
   */
  modifiers: z.array(modifierPickSchema).default([]),
  /** A referee-entered base cost where the seed prints no price for the options chosen (GG-RULING-C03). */
  refereeBase: z.number().int().optional(),
  /** Free text: what the ability looks like, what a Limited excludes, which ability a Drain targets… */
  note: z.string().optional(),
}).strict();
export type AbilityPick = z.infer<typeof abilityPickSchema>;

/** One advantage or disadvantage from the catalog (seed L280-423, GG-ADV-NN / GG-DIS-NN). */
export const catalogTraitPickSchema = z.object({
  /** The row's catalog id, e.g. "fast-healer" (GG-ADV-16). */
  id: catalogIdSchema,
  /** For rows printing two prices (Ego Signature GG-DIS-17, Showboating GG-DIS-46): which one. */
  variant: z.string().optional(),
  /** For "Varies" rows: the frequency the referee set (Fre 2, Com 1, Rar 0; GG-TRAIT-04, GG-TRAIT-07). */
  frequency: frequencySchema.optional(),
  /** For "Varies" rows: the severity the referee set (Maj 2, Sig 1, Min 0; GG-TRAIT-05, GG-TRAIT-07). */
  severity: severitySchema.optional(),
  /** What it covers, e.g. "Police" for Skill (seed L773) or who the Enemies are. */
  note: z.string().optional(),
}).strict();

/**
 * An advantage or disadvantage the referee allowed that is not in the seed's list of examples
 * (GG-TRAIT-09): priced frequency + severity (GG-TRAIT-06), its sign given by the list it is in.
 */
export const customTraitPickSchema = z.object({
  /** Its name, e.g. "Photographic Reflexes". */
  custom: z.string().min(1, 'the trait needs a name'),
  frequency: frequencySchema,
  severity: severitySchema,
  note: z.string().optional(),
}).strict();

export const traitPickSchema = z.union([catalogTraitPickSchema, customTraitPickSchema]);
export type TraitPick = z.infer<typeof traitPickSchema>;
export type CatalogTraitPick = z.infer<typeof catalogTraitPickSchema>;
export type CustomTraitPick = z.infer<typeof customTraitPickSchema>;

/** What every GG sheet holds, a character's and a minion's. */
const sheetFields = z.object({
  /** The sheet format version; {@link GG_SHEET_SCHEMA_VERSION}. */
  schemaVersion: z.literal(GG_SHEET_SCHEMA_VERSION, { error: `a GG sheet of this Arbiter says "schemaVersion": ${GG_SHEET_SCHEMA_VERSION}` }),
  /** Always "glorious-gladiators", so a sheet file says which system reads it. */
  system: z.literal('glorious-gladiators', { error: 'a GG sheet says "system": "glorious-gladiators"' }),
  /** The character's name; minor characters may be generic ("City Police", GG-NPC-01). */
  name: z.string().min(1, 'the character needs a name'),
  /**
   * Major (named, no ability limit, all PCs) or minor (generic; Level 3 cap, 1 hit) — GG-CHAR-01.
   * The 2-5 advantage / 1-4 disadvantage counts bind major characters (GG-TRAIT-R01).
   */
  kind: characterKindSchema,
  /**
   * The Glory Point budget the referee set (GG-CHAR-02; 40 for low-power starting PCs), or null
   * when none applies (the seed's typical minor characters carry no GP total, L765-803).
   */
  budget: z.number().int().positive('a budget is at least 1 GP, or none').nullable(),
  /** Abilities bought with GP, plus any upgraded starting abilities (GG-CHAR-04..09, GG-ABL-S1..S4). */
  abilities: z.array(abilityPickSchema).default([]),
  /** Advantages: 2-5 for a major character, paid in GP (GG-CHAR-10, GG-TRAIT-01). */
  advantages: z.array(traitPickSchema).default([]),
  /**
   * Disadvantages: 1-4 for a major character; their points pay only for advantages, never for
   * abilities (GG-CHAR-10, GG-TRAIT-02).
   */
  disadvantages: z.array(traitPickSchema).default([]),
  /** Background and anything the referee should know. */
  notes: z.string().optional(),
}).strict();

/**
 * A minion a Summon brings (GG-ABL-62, GG-PLAY-211): a sheet of its own, a minor character designed
 * ahead on the Summon's Level in GP, so it carries no minions itself.
 */
export const ggMinionSheetSchema = sheetFields;

/**
 * A Glorious Gladiators 6 character sheet.
 *
 * @example
 * ```ts
 * const sheet = ggSheetSchema.parse(json);      // fills defaults, rejects unknown fields
 * const issues = validateSheet(sheet);          // [] when legal
 * const price = priceSheet(sheet);              // per-line Glory Point breakdown
 * ```
 */
export const ggSheetSchema = sheetFields.extend({
  /**
   * The minions its Summon brings (GG-PLAY-211): each a minor character on at most the highest Level
   * of its Summons in GP (the Summon's Level is its budget, its own is not read). They cost the
   * summoner no GP. Absent on most sheets.
   */
  minions: z.array(ggMinionSheetSchema).optional(),
}).strict();

/** A parsed sheet (defaults filled). */
export type GgSheet = z.output<typeof ggSheetSchema>;
/** A minion's sheet (GG-PLAY-211), parsed. */
export type GgMinionSheet = z.output<typeof ggMinionSheetSchema>;
/** A sheet as JSON may spell it (defaults optional). */
export type GgSheetInput = z.input<typeof ggSheetSchema>;

/**
 * The sheet as a JSON Schema (draft 2020-12), for editors, other languages and
 * docs/systems/glorious-gladiators.sheet.schema.json (regenerate with
 * `npx tsx scripts/gg-sheet-schema.ts`; sheet.test.ts fails when the file is stale). It describes
 * the JSON a user writes, so fields with defaults are optional.
 */
export function ggSheetJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(ggSheetSchema, { io: 'input', target: 'draft-2020-12' });
  return {
    ...schema,
    title: 'Glorious Gladiators 6 character sheet',
    description: `Arbiter sheet format version ${GG_SHEET_SCHEMA_VERSION}; rules and field meanings in docs/systems/glorious-gladiators-builder.md.`,
  };
}

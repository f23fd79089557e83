// Public API of the Glorious Gladiators 6 system: a plain list of named exports.
export {
  GG_SHEET_SCHEMA_VERSION, ggSheetSchema, ggMinionSheetSchema, abilityPickSchema, modifierPickSchema, traitPickSchema,
  catalogTraitPickSchema, customTraitPickSchema, optionValueSchema,
  type GgSheet, type GgMinionSheet, type GgSheetInput, type AbilityPick, type ModifierPick, type TraitPick, type CatalogTraitPick,
  type CustomTraitPick, type OptionValue,
} from './sheet.ts';
export {
  TYPE_CODES, MAIN_TYPES, ENERGY_SUBTYPES, SOURCE_CODES, RANGE_IDS, TARGET_IDS, DURATION_IDS, DETECTION_KINDS, MOVEMENT_CLASSES,
  FREQUENCIES, SEVERITIES, FREQUENCY_VALUE, SEVERITY_VALUE, CHARACTER_KINDS, STARTING_IDS, mainTypeOf, slugOf,
  type TypeCode, type MainType, type SourceCode, type RangeId, type TargetId, type DurationId, type MovementClass,
  type Frequency, type Severity, type CharacterKind, type StartingId,
} from './catalog/vocabulary.ts';
export { GG_CATALOG, CATALOG_FILES, type GgCatalog } from './catalog/catalog.ts';
export { checkCatalog, type CatalogFile, type CatalogProblem } from './catalog/check-catalog.ts';
export {
  abilityEntrySchema, modifierEntrySchema, startingEntrySchema, traitEntrySchema, protectionRefSchema,
  type AbilityEntry, type ModifierEntry, type StartingEntry, type TraitEntry, type CatalogEntry, type ProtectionRef, type Restriction,
} from './catalog/types.ts';
export {
  effectSchema, attackMatchSchema, CONDITION_IDS, ROLL_KINDS, SPECIAL_HANDLERS, PLAY_LEVELS,
  type Effect, type EffectKind, type AttackMatch,
} from './catalog/effects.ts';
export { optionDefSchema, costValueSchema, type OptionDef, type CostValue, type ChoiceItem, type MultiPricing } from './catalog/options.ts';
export { predicateSchema, holds, type Predicate, type OptionTest, type BuildFacts } from './catalog/predicate.ts';
export { predicateWords, needsWords, titleCase } from './catalog/predicate-words.ts';
export { priceSheet, validateSheet, checkSheetJson, type SheetPrice } from './builder/sheet-price.ts';
export { analyzeAbility, type AbilityPrice, type AbilityAnalysis, type PriceLine } from './builder/price-ability.ts';
export { analyzeTraits, formulaPrice, type TraitPrice, type TraitsPrice } from './builder/price-traits.ts';
export { levelCost, negativeMultiplier, negativeCap, MINIMUM_ABILITY_COST } from './builder/level-cost.ts';
export { ggBuilderOptionsSchema, builderOptions, DEFAULT_BUILDER_OPTIONS, type GgBuilderOptions } from './builder/builder-options.ts';
export { expandedAbilities, freeStartingPick, buildFacts, pickName } from './builder/facts.ts';
export { isLargeItem, typeAllowed } from './builder/ability-rules.ts';
export { GG_TEMPLATES, ggTemplateById } from './templates/index.ts';
export { CITY_POLICE, SWAT_AGENT, GANGSTER, GANG_MEMBER } from './templates/npcs.ts';
export { BLUE_COMET, IRONCLAD, MINDWARP } from './templates/heroes.ts';
export { SEVERITY_SCALE, FREQUENCY_SCALE, traitUseNeeds, type SeverityScale, type FrequencyScale } from './catalog/trait-scales.ts';
export { ggSheetJsonSchema } from './sheet.ts';
export { blankSheet } from './builder/blank.ts';
export { minionBudget } from './builder/minions.ts';
export { gloriousGladiators } from './system.ts';
export { profileOf, attackAbilities, AUTOMATED_EFFECT_KINDS, type FigureProfile, type AbilityProfile } from './play/profile.ts';
export { usesLeft } from './play/ammo.ts';
export { checkRoller, targetNumber, type CheckRoll } from './play/check.ts';
export { ggOptionsSchema, ggStatusSchema, type GgOptions, type GgStatus, type GgSys } from './play/model.ts';

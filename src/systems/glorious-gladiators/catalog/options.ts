import { z } from 'zod';
import { predicateSchema } from './predicate.ts';

/**
 * A price as printed, possibly depending on the build: `{ "base": 4, "costIf": [{ "when":
 * { "range": ["personal"] }, "cost": 2 }] }` is Adapts' "4, or 2 for a Personal ability"
 * (GG-MOD-02). The first matching `costIf` wins. `perExtraType` adds that much per Type beyond the
 * first (Insubstantial's attack option, GG-ABL-42). `null` as a cost means the seed prints no
 * price: the referee enters one (GG-RULING-C03).
 */
export const costValueSchema = z.union([
  z.number().int(),
  z.null(),
  z.object({
    base: z.number().int().nullable(),
    costIf: z.array(z.object({ when: predicateSchema, cost: z.number().int().nullable() }).strict()).default([]),
    perExtraType: z.number().int().optional(),
  }).strict(),
]);
export type CostValue = z.infer<typeof costValueSchema>;

const common = {
  /** Stable id used as the key in a sheet's `options`. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  label: z.string().min(1),
  /** The option may only be taken when this holds (e.g. Stand-Off needs Air or Wallcrawl). */
  requires: predicateSchema.optional(),
  note: z.string().optional(),
};

const choiceItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  label: z.string().min(1),
  cost: costValueSchema,
  /** This item may only be picked when this holds (e.g. a Cone is Small or Medium only). */
  requires: predicateSchema.optional(),
}).strict();
export type ChoiceItem = z.infer<typeof choiceItemSchema>;

/** How a multi-select option is priced. */
export const multiPricingSchema = z.discriminatedUnion('kind', [
  /** Each picked item costs its own price (Movement classes, Detection kinds). */
  z.object({ kind: z.literal('sum') }).strict(),
  /** Free names (not a fixed list), each costing the same (Suppress: 1 per named ability). */
  z.object({ kind: z.literal('each'), cost: costValueSchema }).strict(),
  /**
   * Price by how many are picked: tiers[n − 1] for n picks, then `beyond` for each pick past the
   * tiers (null: the seed prints no price, so the referee enters it).
   */
  z.object({ kind: z.literal('tiers'), tiers: z.array(z.number().int()).min(1), beyond: z.number().int().nullable() }).strict(),
  /** The dearest picked item's price, plus `each` per further pick (Life Support, GG-ABL-43). */
  z.object({ kind: z.literal('max-plus-each'), each: z.number().int() }).strict(),
]);
export type MultiPricing = z.infer<typeof multiPricingSchema>;

/** One option of a catalog entry: what a builder asks, and what it costs. */
export const optionDefSchema = z.discriminatedUnion('kind', [
  /** Taken or not, e.g. Sniper +1 (GG-ABL-02). */
  z.object({ ...common, kind: z.literal('flag'), cost: costValueSchema }).strict(),
  /** Taken a number of times, e.g. +1 per point of Homing (GG-MOD-55); `costFirst` prices the first. */
  z.object({
    ...common, kind: z.literal('count'), costEach: costValueSchema, costFirst: costValueSchema.optional(),
    min: z.number().int().min(0), max: z.number().int().nullable(),
  }).strict(),
  /** Exactly one of several (or none when not required), e.g. Limited 75%/50%/25% (GG-MOD-39). */
  z.object({
    ...common, kind: z.literal('choice'), required: z.boolean(), choices: z.array(choiceItemSchema).min(1),
  }).strict(),
  /** Several of a list, or of free names when `items` is null. */
  z.object({
    ...common, kind: z.literal('multi'), items: z.array(choiceItemSchema).nullable(),
    min: z.number().int().min(0), max: z.number().int().nullable(), pricing: multiPricingSchema,
  }).strict(),
  /** Free text the build needs (which ability a Drain targets); no cost. */
  z.object({ ...common, kind: z.literal('text'), required: z.boolean() }).strict(),
]);
export type OptionDef = z.infer<typeof optionDefSchema>;

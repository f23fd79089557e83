import { z } from 'zod';

/**
 * Rulings a referee may flip when building characters (GG-GM-01). Parsing fills the defaults, so
 * `ggBuilderOptionsSchema.parse({})` is the table as the specs propose it.
 */
export const ggBuilderOptionsSchema = z.object({
  /**
   * GG-CHAR-06: a major character's negative modifiers beyond half the cost are rejected
   * ("reject", the spec's reading) or merely stop lowering the price ("clamp").
   */
  negativeCapMajor: z.enum(['reject', 'clamp']).default('reject'),
  /**
   * GG-CHAR-06 for minor characters. The seed's own typical minor characters (L765-803) carry
   * more negative modifiers than half their cost (the police Pistol: 8 GP with Focus, Shots and
   * Bullet −5), so by default the cap only stops lowering their price.
   */
  negativeCapMinor: z.enum(['reject', 'clamp']).default('clamp'),
  /** GG-TRAIT-R01: the 2-5 advantage / 1-4 disadvantage counts also bind minor characters. */
  traitCountsForMinors: z.boolean().default(false),
  /** GG-RULING-C02: advantage prices as printed (default) or always frequency + severity. */
  traitPrices: z.enum(['printed', 'formula']).default('printed'),
  /** GG-GM-01: the referee may disallow negative modifiers altogether. */
  negativeModifiers: z.boolean().default(true),
}).strict();
export type GgBuilderOptions = z.output<typeof ggBuilderOptionsSchema>;

export const DEFAULT_BUILDER_OPTIONS: GgBuilderOptions = ggBuilderOptionsSchema.parse({});

/** Builder options from a partial object (the defaults fill the rest). */
export function builderOptions(partial: Partial<GgBuilderOptions> = {}): GgBuilderOptions {
  return { ...DEFAULT_BUILDER_OPTIONS, ...partial };
}

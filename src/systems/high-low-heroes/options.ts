import { z } from 'zod';
import type { OptionDoc } from '../../kernel/index.ts';

/**
 * Table options: the spec's proposed rulings a GM could reasonably want the other way, and a
 * few of Arbiter's own (HLH-PLAY-NN, docs/rules/high-low-heroes.md). Parsing fills every
 * default, so rules read plain values.
 */
export const hlhOptionsSchema = z.object({
  dazedBy: z.enum(['knock-back', 'any-damage']).default('knock-back'),
  unconsciousDefense: z.enum(['block-only', 'none', 'full']).default('block-only'),
  assistCap: z.boolean().default(true),
  initiativePenalty: z.enum(['damaged', 'net-loss']).default('damaged'),
  tieOrder: z.enum(['choose', 'seat']).default('choose'),
  heroicEffortOnDefense: z.boolean().default(false),
  fantasticNeedsPower: z.boolean().default(true),
  assistAdjacent: z.boolean().default(false),
}).strict();

export type HlhOptions = z.infer<typeof hlhOptionsSchema>;

export const DEFAULT_OPTIONS: HlhOptions = hlhOptionsSchema.parse({});

export const OPTION_DOCS: Readonly<Record<keyof HlhOptions, OptionDoc>> = {
  dazedBy: {
    ruleId: 'HLH-RULING-01',
    description: 'What dazes the defender: an attack that knocks it back (damage 5 or more, the default), or any damage of 1 or more.',
  },
  unconsciousDefense: {
    ruleId: 'HLH-RULING-12',
    description: 'An unconscious target is hit automatically but still rolls Defense for Damage blocked (block-only, the default); '
      + 'or it rolls no Defense at all (none); or it defends as usual (full).',
  },
  assistCap: { ruleId: 'HLH-RULING-05', description: 'Life restored by Assist stops at max Life (off: Assist can raise Life above it).' },
  initiativePenalty: {
    ruleId: 'HLH-RULING-10',
    description: 'The −1 to Initiative after losing Life: for any damage taken last round, even if healed since (damaged, the default), '
      + 'or only when Life is still below what it was at the start of last round (net-loss).',
  },
  tieOrder: {
    ruleId: 'HLH-RULING-04',
    description: 'Initiative ties between players, or between GM characters: the tied figures act in any order their people choose '
      + '(choose, the default), or in seat order (seat). Players always go before GM characters on a tie (HLH-INIT-03).',
  },
  heroicEffortOnDefense: {
    ruleId: 'HLH-ACT-04',
    description: 'A hero may also spend its Heroic Effort on a Defense roll: it is asked when attacked (by default only its own attacks use it).',
  },
  fantasticNeedsPower: {
    ruleId: 'HLH-ATK-08',
    description: 'A Fantastic attack needs a Fantastic attack power (the default); off: any character may declare an attack Fantastic.',
  },
  assistAdjacent: { ruleId: 'HLH-DMG-03', description: 'Assist only an ally in an adjacent square (the seed sets no range; off by default).' },
};

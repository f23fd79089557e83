import { z } from 'zod';
import type { OptionDoc } from '../../kernel/index.ts';
import { BANDS } from './sheet.ts';

/**
 * Table options: the rulings a GM may flip ([D100-RULING-*] and the seed's own optional rules).
 * Parsing fills every default, so rules read plain values.
 */
export const d100OptionsSchema = z.object({
  useSkills: z.boolean().default(false),
  criticalsAlwaysCount: z.boolean().default(true),
  opposedBothSucceed: z.enum(['higher-wins', 'lower-wins']).default('higher-wins'),
  tsAffectsDefense: z.boolean().default(false),
  gentleCriticals: z.boolean().default(false),
  powerOnShots: z.boolean().default(false),
  deathDie: z.union([z.literal(4), z.literal(6)]).default(4),
  deathShift: z.number().int().min(-10).max(10).default(0),
  bashKnocksOut: z.boolean().default(false),
  maimedFightOn: z.boolean().default(false),
  startingRange: z.enum(BANDS).default('close'),
  gmApprovesTricks: z.boolean().default(false),
  repeatPenalty: z.number().int().min(0).max(50).default(0),
}).strict();

export type D100Options = z.infer<typeof d100OptionsSchema>;

export const DEFAULT_OPTIONS: D100Options = d100OptionsSchema.parse({});

export const OPTION_DOCS: Readonly<Record<keyof D100Options, OptionDoc>> = {
  useSkills: { ruleId: 'D100-SKILL-01', description: 'Attacks roll Fight (melee) and Shoot (ranged) instead of Strength and Agility.' },
  criticalsAlwaysCount: {
    ruleId: 'D100-RULING-02',
    description: 'Rolls of 01–05 always succeed and 96–00 always fail, whatever the score. Off: a critical needs the roll to succeed (or fail) anyway.',
  },
  opposedBothSucceed: {
    ruleId: 'D100-RULING-04',
    description: 'When both sides of an opposed roll succeed (and neither is a critical): the higher roll wins, or the lower.',
  },
  tsAffectsDefense: {
    ruleId: 'D100-RULING-07',
    description: 'Trick and Stunt modifiers also apply to (and are used up by) the bearer\'s next Dodge or Block.',
  },
  gentleCriticals: {
    ruleId: 'D100-CRIT-03',
    description: 'A critical hit doubles the weapon\'s damage dice instead of the damage; a critical miss is a fumble (Ready/Recover before attacking again).',
  },
  powerOnShots: { ruleId: 'D100-RULING-12', description: 'Power is added to the damage of shot (ranged) weapons too.' },
  deathDie: { ruleId: 'D100-DEATH-03', description: 'The die rolled on the Death Table: 4 (the seed) or 6 (more deadly).' },
  deathShift: { ruleId: 'D100-DEATH-03', description: 'Added to every Death Table total: positive means fewer KOs and more deaths.' },
  bashKnocksOut: { ruleId: 'D100-DEATH-05', description: 'When Bash damage forced the Death Table roll, Maim and Death read as KO.' },
  maimedFightOn: {
    ruleId: 'D100-RULING-23',
    description: 'A character maimed at Life 0 or below keeps fighting (by default it is out of the fight until its Life is 1 or more).',
  },
  startingRange: { ruleId: 'D100-RNG-01', description: 'The band between two figures until a Move or the GM sets it.' },
  gmApprovesTricks: {
    ruleId: 'D100-TS-02',
    description: 'The GM is asked to accept, refuse or penalise every Trick and Stunt before it is rolled (by default they are accepted).',
  },
  repeatPenalty: {
    ruleId: 'D100-TS-02',
    description: 'A Trick or Stunt whose description this character used before is at −N per earlier use ("word gets around"); 0 = off.',
  },
};

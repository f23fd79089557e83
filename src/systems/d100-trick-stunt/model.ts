import { z } from 'zod';
import type { ConditionDoc, TableState } from '../../kernel/index.ts';
import { BANDS, type Band } from './sheet.ts';

/** What changes in play, per figure; the sheet stays what was built (maims excepted). */
export const d100StatusSchema = z.object({
  life: z.number().int(),
  /** The weapon in hand by id, or null: unarmed ([D100-READY-02]). */
  wielded: z.string().nullable(),
  /** Weapons broken by a critical miss ([D100-CRIT-02]). */
  broken: z.array(z.string()),
  /** Thrown weapons lying on the ground, near the figure they were thrown at ([D100-READY-02]). */
  dropped: z.array(z.object({ weapon: z.string(), near: z.string() }).strict()),
  /** Shots left in weapons that need reloading ([D100-READY-03]). */
  ammo: z.record(z.string(), z.number().int().min(0)),
  /** The Death Table result once rolled; a second roll never happens ([D100-DEATH-04]). */
  deathRoll: z.enum(['KO', 'Maim', 'Death']).nullable(),
  /** Already gained from a Heal roll for the current injury ([D100-RULING-22]). */
  healed: z.boolean(),
  /** Wounds taken since joining the table, for charts. */
  woundsTaken: z.number().int().min(0),
}).strict();

export type D100Status = z.infer<typeof d100StatusSchema>;

export type ActionKind = 'move' | 'attack' | 'trick' | 'stunt' | 'ready' | 'break-free';

export interface TakenAction {
  readonly kind: ActionKind;
  /** The figure it aimed at, for "two Tricks, not against the same opponent". */
  readonly target?: string;
}

export interface TurnRecord {
  readonly figure: string;
  readonly actions: readonly TakenAction[];
}

/** The system's own table state: ranges, the round's side order and whose turn it is. */
export interface D100Sys {
  /** Band per pair of figures (kernel pairKey); pairs not listed are at the table's starting range. */
  readonly ranges: Readonly<Record<string, Band>>;
  /** Sides in acting order this round ([D100-INIT-01]). */
  readonly sideOrder: readonly string[];
  readonly sideIndex: number;
  /** The current side's figures in Agility order ([D100-INIT-03]), or null on a GM side ([D100-INIT-04]). */
  readonly queue: readonly string[] | null;
  /** The figure whose turn it is; null while the GM has not picked the next NPC. */
  readonly current: string | null;
  /** Figures whose turn this round is over. */
  readonly acted: readonly string[];
  readonly turn: TurnRecord | null;
  /** The last initiative d6 per side, for display. */
  readonly initiative: Readonly<Record<string, number>>;
  /** Trick and Stunt descriptions each figure has used ([D100-TS-02]). */
  readonly used: Readonly<Record<string, readonly string[]>>;
}

export type D100State = TableState<D100Sys>;

/**
 * The ranges of a table where no pair has a band of its own yet, shared and frozen: range checks
 * (every attack, every legal action) recognise it at a glance and skip the pair lookup.
 */
export const NO_RANGES: Readonly<Record<string, Band>> = Object.freeze({});

export function initialSys(): D100Sys {
  return { ranges: NO_RANGES, sideOrder: [], sideIndex: 0, queue: null, current: null, acted: [], turn: null, initiative: {}, used: {} };
}

export const CONDITIONS: Readonly<Record<string, ConditionDoc>> = {
  'ko': { name: 'Knocked out', ruleId: 'D100-COND-01', description: 'Unconscious: no actions, no defense; a successful Heal roll revives.' },
  'maimed': {
    name: 'Maimed (out of the fight)', ruleId: 'D100-COND-02',
    description: 'Maimed at Life 0 or below: out of the fight until Life is 1 or more (RULING-23).',
  },
  'dead': { name: 'Dead', ruleId: 'D100-COND-03', description: 'Out of play.', supersedes: ['ko', 'maimed', 'stabilized'] },
  'grappled': { name: 'Grappled', ruleId: 'D100-GRAP-01', description: 'Held: from the next round its only action is to break free.' },
  'grappling': { name: 'Grappling', ruleId: 'D100-GRAP-01', description: 'Holds someone; bystanders attacking either of them get +20.' },
  'next-action': { name: 'Next action modified', ruleId: 'D100-TS-01', description: 'A Trick or Stunt modifier on the next action roll.' },
  'fumbled': { name: 'Fumbled', ruleId: 'D100-CRIT-03', description: 'Must Ready/Recover before attacking again.' },
  'stabilized': { name: 'Stabilized', ruleId: 'D100-HEAL-01', description: 'Wounds tended: heals 4 Life per day of rest.' },
  'fled': { name: 'Fled', ruleId: 'D100-FLEE-01', description: 'Ran away: out of the combat.' },
  'unaware': { name: 'Unaware', ruleId: 'D100-ASSN-01', description: 'Has not noticed an attacker: can be assassinated.' },
};

export { BANDS };

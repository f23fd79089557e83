import { z } from 'zod';
import type { ConditionDoc, Figure, TableState } from '../../kernel/index.ts';
import type { HlhSheet } from './sheet.ts';

/** What changes in play, per figure; the sheet keeps what was built and bought. */
export const hlhStatusSchema = z.object({
  life: z.number().int(),
  /** The combat round in which the figure last lost Life, 0 for none ([HLH-INIT-02], [HLH-RULING-10]). */
  hurtRound: z.number().int().min(0),
  /** Heroic Effort spent this session ([HLH-ACT-04]). */
  heroicEffortUsed: z.boolean(),
}).strict();

export type HlhStatus = z.infer<typeof hlhStatusSchema>;

/** A flat constructor keeps every status object the same shape (fast folds). */
export function mkStatus(life: number, hurtRound: number, heroicEffortUsed: boolean): HlhStatus {
  return { life, hurtRound, heroicEffortUsed };
}

/**
 * One figure's place in a round: its Initiative value and actions ([HLH-INIT-02], [HLH-INIT-04]).
 * Slots with the same `group` are tied and act in any order their people choose ([HLH-INIT-03]).
 */
export interface Slot {
  readonly figure: string;
  readonly value: number;
  readonly actions: number;
  readonly player: boolean;
  readonly group: number;
  /** Life when the round began, for the net-loss reading of [HLH-RULING-10]. */
  readonly life: number;
}

/**
 * The first action's option ([HLH-ACT-01]): A move ≤5 then Attack, B Attack then move ≤5,
 * C move ≤10, D Assist; 'AC' is a first move of ≤5 squares that may still become A (by
 * attacking) or C (by moving on). Later actions ([HLH-ACT-02]) are 'attack' or 'move'.
 */
export type ActionOption = 'A' | 'B' | 'C' | 'D' | 'AC' | 'attack' | 'move';

export interface Turn {
  readonly figure: string;
  /** Actions this turn, from Initiative. */
  readonly actions: number;
  /** Actions begun so far, the current one included. */
  readonly used: number;
  /** The current action, null before the first. */
  readonly option: ActionOption | null;
  /** Squares moved in the current action. */
  readonly moved: number;
  /** Whether the current action has made its Attack. */
  readonly attacked: boolean;
}

export function mkTurn(figure: string, actions: number, used: number, option: ActionOption | null, moved: number, attacked: boolean): Turn {
  return { figure, actions, used, option, moved, attacked };
}

/** The system's own table state. */
export interface HlhSys {
  /** This round's order, highest Initiative first ([HLH-INIT-03]). */
  readonly order: readonly Slot[];
  /** Index in `order` of the first slot of the group whose turns are due. */
  readonly cursor: number;
  /** Figures whose turn this round is over (taken, skipped or spent on an Assist). */
  readonly acted: readonly string[];
  readonly turn: Turn | null;
  /** Sides that have tried an Assist this round ([HLH-ACT-03]). */
  readonly assisted: readonly string[];
  /** Squares ("x,y") holding walls or obstacles: no one moves into them and knock-back stops before them ([HLH-RULING-09]). */
  readonly walls: readonly string[];
}

export function mkSys(
  order: readonly Slot[], cursor: number, acted: readonly string[], turn: Turn | null,
  assisted: readonly string[], walls: readonly string[],
): HlhSys {
  return { order, cursor, acted, turn, assisted, walls };
}

export function initialSys(): HlhSys {
  return mkSys([], 0, [], null, [], []);
}

export type HlhState = TableState<HlhSys>;
export type HlhFigure = Figure<HlhSheet, HlhStatus>;

export const CONDITIONS: Readonly<Record<string, ConditionDoc>> = {
  dazed: {
    name: 'Dazed', ruleId: 'HLH-COND-02',
    description: 'Skips its next turn (this round if it has not acted yet, otherwise next round), but still defends.',
  },
};

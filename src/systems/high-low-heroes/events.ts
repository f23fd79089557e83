import type { HighLowReading } from '../../dice/index.ts';
import type { Square } from '../../kernel/index.ts';
import type { Term } from './derive.ts';
import type { ActionOption, Slot } from './model.ts';
import type { Action, DamageType, Power, Training } from './sheet.ts';

/**
 * The facts this system logs. Each carries what its log line needs; `apply.ts` folds them and
 * `describe.ts` turns them into text. Rule IDs travel on the event envelope.
 */
export interface HlhEventData {
  'hlh.initiative': { round: number; rolls: InitiativeRoll[]; order: Slot[]; cursor: number; current: string | null };
  /** A tied figure begins its turn by acting ([HLH-INIT-03], [HLH-RULING-04]). */
  'hlh.turn-started': { figure: string; actions: number };
  'hlh.turn-ended': { figure: string; reason: TurnEnd };
  /** A figure the GM took off the table leaves the round's order; on its turn, the turn passes on ([HLH-INIT-03]). */
  'hlh.left': { figure: string; hadTurn: boolean };
  /** The next group's turns are due; `current` is set when only one figure can take it. */
  'hlh.next': { cursor: number; current: string | null; actions: number };
  'hlh.moved': { figure: string; from: Square; to: Square; squares: number; option: ActionOption; newAction: boolean };
  'hlh.attack': AttackData;
  'hlh.knocked-back': {
    figure: string; from: Square | null; to: Square | null; squares: number; moved: number; stoppedBy: 'wall' | 'figure' | null;
  };
  'hlh.doubles': { figure: string; gained: number; total: number; sources: string[] };
  'hlh.upgraded': { figure: string; training: Training; cost: number; doubles: number; powers: Power[]; maxLife: number; upgrades: number };
  'hlh.assist': AssistData;
  'hlh.career-test': {
    figure: string; career: string; action: Action; fits: boolean; roll: HighLowReading; value: Term;
    gm: HighLowReading; gmValue: number; success: boolean;
  };
  'hlh.recovered': { figure: string; hours: number; gained: number; life: number };
  'hlh.session': Record<string, never>;
  'hlh.training': { figure: string; training: Training | null };
  'hlh.walls': { walls: string[] };
}

export type TurnEnd = 'done' | 'passed' | 'dazed' | 'assist';

export interface InitiativeRoll {
  readonly figure: string;
  readonly roll: HighLowReading;
  readonly value: Term;
}

export interface AttackData {
  readonly attacker: string;
  readonly defender: string;
  readonly type: DamageType;
  readonly heroicEffort: boolean;
  /** The attacker's action this attack belongs to, and whether it began a new one ([HLH-ACT-01], [HLH-ACT-02]). */
  readonly option: ActionOption;
  readonly newAction: boolean;
  /** Squares between them (null without a map) and the defender's adjacent opponents ([HLH-ATK-01], [HLH-ATK-04]). */
  readonly distance: number | null;
  readonly crowd: number;
  readonly roll: HighLowReading;
  readonly toHit: Term;
  readonly potential: Term;
  /** Null when the defender rolls no Defense ([HLH-RULING-12] option 'none'). */
  readonly defense: HighLowReading | null;
  readonly defenseHeroicEffort: boolean;
  /** Null when the defender cannot evade (unconscious, [HLH-RULING-12]). */
  readonly evade: Term | null;
  /** Null when it cannot block: a normal without the GM's leave ([HLH-NPC-02]). */
  readonly blocked: Term | null;
  readonly hit: boolean;
  readonly damage: number;
  /** The defender's Life after the damage, and what it now is ([HLH-COND-01]). */
  readonly life: number;
  readonly condition: LifeState;
  readonly round: number;
}

export type LifeState = 'up' | 'unconscious' | 'dead';

export interface AssistData {
  readonly helper: string;
  readonly recipient: string;
  /** The recipient spent its own turn too, so the helper read High ([HLH-DMG-03]). */
  readonly spent: boolean;
  readonly roll: HighLowReading;
  readonly helperValue: number;
  readonly helperWhich: 'high' | 'low';
  readonly gm: HighLowReading;
  readonly gmValue: number;
  readonly restored: number;
  readonly life: number;
}

export type HlhEventType = keyof HlhEventData;

import type { CheckResult, Modifier, OpposedOutcome } from './checks.ts';
import type { ActionKind } from './model.ts';
import type { Band } from './sheet.ts';

/**
 * The facts this system logs. Each carries what a log line needs; `apply.ts` folds them and
 * `describe.ts` turns them into text. Rule IDs travel on the event envelope.
 */
export interface D100EventData {
  /** One of the acting figure's actions this turn begins ([D100-TURN-01]). */
  'd100.action': { figure: string; kind: ActionKind; target?: string };
  'd100.initiative': { round: number; rolls: Array<Record<string, number>>; order: string[] };
  'd100.side-turn': { side: string; index: number; queue: string[] | null; tiebreaks: Record<string, number[]> };
  'd100.turn-started': { figure: string };
  'd100.turn-ended': { figure: string; skipped?: string };
  'd100.moved': { figure: string; to: string; from: Band; band: Band };
  'd100.range-set': { a: string; b: string; band: Band };
  'd100.attacked': {
    attacker: string; defender: string; weapon: string | null; weaponName: string; kind: 'melee' | 'ranged' | 'thrown' | 'unarmed';
    grapple: boolean; free: boolean; score: string; base: number; modifiers: Modifier[]; need: number; result: CheckResult;
  };
  'd100.no-defense': { defender: string; reason: string };
  'd100.defended': { defender: string; choice: 'dodge' | 'block'; score: string; need: number; modifiers: Modifier[]; avoided: boolean };
  'd100.wounded': {
    figure: string; cause: string; dice: number | null; power: number; critical: 'double' | 'dice' | null; damage: number;
    armor: number; wounds: number; bash: boolean; life: number;
  };
  'd100.death-table': { figure: string; die: number; roll: number; below: number; shift: number; total: number; result: DeathResult; read: DeathResult; bash: boolean };
  'd100.killed': { figure: string; reason: 'further-wounds' };
  'd100.maim': { figure: string; part: string; affects: string[]; rolled: number | null };
  'd100.weapon-broken': { figure: string; weapon: string };
  'd100.fumbled': { figure: string };
  'd100.self-hit': { figure: string };
  'd100.trick': TsData & { target: string };
  'd100.stunt': TsData & { against: string };
  'd100.ts-refused': { figure: string; kind: 'trick' | 'stunt'; description: string };
  'd100.readied': { figure: string; kind: 'wield' | 'reload' | 'pick-up' | 'item'; weapon: string | null; item?: string };
  'd100.grappled': { grappler: string; victim: string; round: number };
  'd100.break-free': { figure: string; grappler: string; need: [number, number]; outcome: OpposedOutcome };
  /**
   * A figure the GM took off the table (in any phase) leaves the ranges, its used Tricks and the round's order; on its
   * turn, the turn passes on ([D100-INIT-03]).
   */
  'd100.left': { figure: string; hadTurn: boolean };
  'd100.released': { victim: string; grappler: string; reason: 'broke free' | 'incapacitated' | 'moved' | 'fled' | 'gm' };
  'd100.flee': { figure: string; rolls: Array<{ opponent: string; need: [number, number]; outcome: OpposedOutcome }> };
  'd100.fled': { figure: string };
  'd100.healed': {
    healer: string; patient: string; need: number; modifiers: Modifier[]; result: CheckResult; already: boolean;
    roll: number | null; gained: number; life: number; revived: boolean;
  };
  'd100.rested': { figure: string; days: number; gained: number; life: number };
  'd100.approach': { figure: string; victim: string; stage: 1 | 2; need: [number, number]; outcome: OpposedOutcome; noticed: boolean };
  'd100.assassinated': { figure: string; victim: string; intent: 'kill' | 'ko' };
  'd100.modifier-set': { figure: string; modifier: number };
  'd100.power': { figure: string; description: string; target: string | null };
  'd100.checked': { figure: string; check: string; score: string; base: number; modifiers: Modifier[]; need: number; result: CheckResult; label: string };
}

export type DeathResult = 'KO' | 'Maim' | 'Death';

export interface TsData {
  figure: string;
  description: string;
  need: [number, number];
  modifiers: Modifier[];
  outcome: OpposedOutcome;
  critical: boolean;
  /** The modifier it gives: to the Trick's target, or to the Stunt's performer. */
  modifier: number;
}

export type D100EventType = keyof D100EventData;

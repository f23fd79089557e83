import { NO_SHEET_NUMBERS, type EventSheetFields, type SheetNumbers } from '../../kernel/index.ts';
import type { D100EventType } from './events.ts';
import type { D100Status } from './model.ts';

// Which numbers of d100 Trick & Stunt's events were read off whose sheet (kernel/sheet-numbers.ts): a
// player facing an unrevealed NPC sees the percentile dice, success or failure, criticals, the damage
// rolled and wounds taken; not its scores, the numbers its rolls needed, its armour nor its Life.
// '*': the attacker's Power bonus to damage, whose owner a wound does not name.

const EVENTS: Readonly<Record<D100EventType, EventSheetFields>> = {
  'd100.attacked': { base: 'attacker', need: 'attacker', modifiers: ['attacker', 'defender'] },
  'd100.defended': { need: 'defender', modifiers: 'defender' },
  'd100.wounded': { power: '*', armor: 'figure', life: 'figure' },
  'd100.death-table': { below: 'figure', total: 'figure' },
  'd100.trick': { need: ['figure', 'target'], modifiers: ['figure', 'target'] },
  'd100.stunt': { need: ['figure', 'against'], modifiers: ['figure', 'against'] },
  'd100.break-free': { need: ['figure', 'grappler'] },
  'd100.flee': { rolls: { each: 'opponent', fields: ['need'], with: 'figure' } },
  'd100.healed': { need: 'healer', modifiers: 'healer', life: 'patient' },
  'd100.rested': { life: 'figure' },
  'd100.approach': { need: ['figure', 'victim'] },
  'd100.checked': { base: 'figure', need: 'figure', modifiers: 'figure' },
  // What the table sees happen, with no number off a sheet (a Record of every type: a new one must be declared to compile).
  'd100.action': NO_SHEET_NUMBERS,
  'd100.initiative': NO_SHEET_NUMBERS,
  'd100.side-turn': NO_SHEET_NUMBERS,
  'd100.turn-started': NO_SHEET_NUMBERS,
  'd100.turn-ended': NO_SHEET_NUMBERS,
  'd100.moved': NO_SHEET_NUMBERS,
  'd100.range-set': NO_SHEET_NUMBERS,
  'd100.no-defense': NO_SHEET_NUMBERS,
  'd100.killed': NO_SHEET_NUMBERS,
  'd100.maim': NO_SHEET_NUMBERS,
  'd100.weapon-broken': NO_SHEET_NUMBERS,
  'd100.fumbled': NO_SHEET_NUMBERS,
  'd100.self-hit': NO_SHEET_NUMBERS,
  'd100.ts-refused': NO_SHEET_NUMBERS,
  'd100.readied': NO_SHEET_NUMBERS,
  'd100.grappled': NO_SHEET_NUMBERS,
  'd100.left': NO_SHEET_NUMBERS,
  'd100.released': NO_SHEET_NUMBERS,
  'd100.fled': NO_SHEET_NUMBERS,
  'd100.assassinated': NO_SHEET_NUMBERS,
  'd100.modifier-set': NO_SHEET_NUMBERS,
  'd100.power': NO_SHEET_NUMBERS,
};

export const D100_SHEET_NUMBERS: SheetNumbers = {
  events: EVENTS,
  // Checks' keys hold what they need (d100ts:check:<need>:…, d100ts:opposed:<need>:<need>:…).
  rollers: ['d100ts:check:', 'd100ts:pass:', 'd100ts:opposed:'],
  // Life left and shots left in its weapons come off the sheet; wounds taken the table saw dealt.
  status: ['life', 'ammo'],
  // Down (0 Life or less) the table sees.
  seen: (st: D100Status) => ({ down: st.life <= 0 }),
};

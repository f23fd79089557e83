import { NO_SHEET_NUMBERS, type EventSheetFields, type SheetNumbers } from '../../kernel/index.ts';
import type { HlhEventType } from './events.ts';
import type { HlhStatus } from './model.ts';

// Which numbers of High/Low Heroes' events were read off whose sheet (kernel/sheet-numbers.ts): a
// player facing an unrevealed NPC sees the dice (High and Low), the situation's modifiers, hit or
// miss and the damage; not its Powers' and Weaknesses' modifiers, the values they make, nor its Life.

/** A Term's modifiers from the sheet and the value they make, by the figure `owner` names; its reading and situation stay. */
const term = (field: string, owner: string): EventSheetFields => Object.fromEntries(
  ['power', 'weakness', 'bonus', 'value'].map((k) => [`${field}.${k}`, owner]),
);

// A Record of every event type: a new one must be declared to compile.
const EVENTS: Readonly<Record<HlhEventType, EventSheetFields>> = {
  'hlh.attack': {
    ...term('toHit', 'attacker'), ...term('potential', 'attacker'), ...term('evade', 'defender'), ...term('blocked', 'defender'),
    life: 'defender',
  },
  'hlh.initiative': { rolls: { each: 'figure', fields: ['value'] }, order: { each: 'figure', fields: ['value', 'life'] } },
  'hlh.assist': { helperValue: 'helper', life: 'recipient' },
  'hlh.career-test': { value: 'figure' },
  'hlh.recovered': { life: 'figure' },
  'hlh.doubles': { total: 'figure' },
  'hlh.upgraded': { training: 'figure', cost: 'figure', doubles: 'figure', powers: 'figure', maxLife: 'figure', upgrades: 'figure' },
  'hlh.training': { training: 'figure' },
  'hlh.turn-started': NO_SHEET_NUMBERS,
  'hlh.turn-ended': NO_SHEET_NUMBERS,
  'hlh.left': NO_SHEET_NUMBERS,
  'hlh.next': NO_SHEET_NUMBERS,
  'hlh.moved': NO_SHEET_NUMBERS,
  'hlh.knocked-back': NO_SHEET_NUMBERS,
  'hlh.session': NO_SHEET_NUMBERS,
  'hlh.walls': NO_SHEET_NUMBERS,
};

export const HLH_SHEET_NUMBERS: SheetNumbers = {
  events: EVENTS,
  // Life left is the sheet's maximum less what it lost: hidden with it; that it was hurt this round stays (hurtRound).
  sys: { order: { each: 'figure', fields: ['value', 'life'] } },
  status: ['life'],
  // Down (unconscious or worse, [HLH-COND-01]) the table sees.
  seen: (st: HlhStatus) => ({ down: st.life <= 0 }),
};

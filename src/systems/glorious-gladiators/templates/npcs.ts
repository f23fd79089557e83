import { ggSheetSchema, type AbilityPick, type GgSheet, type GgSheetInput } from '../sheet.ts';

// The seed's typical minor characters (GG-NPC-01..04, seed L765-803), line by line as printed.
// "Conv." is the Standard source; "Walk" is the free Running upgraded, "Vision" the free Normal
// Senses. Where the seed leaves a choice open the note says what was read: a plain "Lethal" is
// Lethal Any, an untyped weapon is Solid, an Area with no size is Small.

type Line = Omit<AbilityPick, 'options' | 'modifiers'> & Partial<Pick<AbilityPick, 'options' | 'modifiers'>>;

const walk = (level: number): Line => ({
  key: 'running', ability: 'movement', starting: 'running', name: 'Walk', level, types: ['solid'], source: 'standard', options: { classes: ['ground'] },
});
const vision = (level: number): Line => ({
  key: 'normal-senses', ability: 'detection', starting: 'normal-senses', name: 'Vision', level, types: ['physical'], source: 'standard',
  options: { kinds: ['vision', 'hearing'] }, modifiers: [{ id: 'always-on', options: {} }],
});
const accuracy: Line = { key: 'accuracy', ability: 'accuracy', name: 'Accuracy', level: 1, types: ['solid'], source: 'standard' };
const m = (id: string, options: Record<string, string | string[]> = {}) => ({ id, options });
const lethal = m('lethal', { variant: 'any' });
const pistol = (level: number, bullet: boolean): Line => ({
  key: 'pistol', ability: 'damage', name: 'Pistol', level, types: ['solid'], source: 'standard',
  modifiers: [m('ranged'), lethal, m('focus'), m('shots'), ...(bullet ? [m('bullet')] : [])],
});
const armour = (level: number): Line => ({
  key: 'armour', ability: 'armour', name: 'Armour', level, types: ['solid'], source: 'standard', modifiers: [m('always-on'), m('item')],
});

function minor(name: string, abilities: readonly Line[], skill: string | null): GgSheet {
  const input: GgSheetInput = {
    schemaVersion: 1, system: 'glorious-gladiators', name, kind: 'minor', budget: null, abilities: [...abilities],
    advantages: skill ? [{ id: 'skill', frequency: 'common', severity: 'significant', note: skill }] : [], disadvantages: [],
  };
  return ggSheetSchema.parse(input);
}

/** GG-NPC-01 City Police (seed L765-773). */
export const CITY_POLICE = minor('City Police', [
  walk(2), vision(2), accuracy, pistol(2, true),
  { key: 'nightstick', ability: 'damage', name: 'Nightstick', level: 2, types: ['solid'], source: 'standard', modifiers: [m('touch'), m('focus')] },
  armour(1),
], 'Police');

/** GG-NPC-02 SWAT, Federal Agent (seed L775-787). */
export const SWAT_AGENT = minor('SWAT, Federal Agent', [
  walk(2), vision(2), accuracy,
  {
    key: 'smg', ability: 'damage', name: 'SMG', level: 2, types: ['solid'], source: 'standard',
    modifiers: [m('ranged'), lethal, m('autofire', { attacks: 'two' }), m('focus'), m('shots'), m('bullet')],
  },
  pistol(2, true),
  {
    key: 'gas-grenades', ability: 'drain', name: 'Gas Grenades', level: 2, types: ['poison'], source: 'standard',
    options: { drains: 'named', target: 'Vision' },
    modifiers: [m('limited-ammo', { uses: 'three' }), m('area', { size: 'small', shapes: ['burst'] }), m('persistent', { variant: 'sticky' }), m('focus')],
    note: 'Seed: "Area Sphere, Persistent – Targets in Area and leaving" = a Small Burst, Persistent Sticky; the seed gives it no range.',
  },
  armour(2),
  {
    key: 'detection', ability: 'detection', name: 'Detection', level: 1, types: ['energy'], source: 'standard', options: { kinds: ['enhanced-vision'] },
    modifiers: [m('persistent', { variant: 'personal' }), m('focus')],
  },
  {
    key: 'gas-mask', ability: 'life-support', name: 'Gas Mask', level: 1, types: ['physical'], source: 'standard', options: { types: ['poison-gas'] },
    modifiers: [m('persistent', { variant: 'personal' }), m('focus')],
  },
], 'Police');

/** GG-NPC-03 Professional Criminal or Gangster (seed L789-795). */
export const GANGSTER = minor('Professional Criminal or Gangster', [
  walk(2), vision(2),
  {
    key: 'shotgun', ability: 'damage', name: 'Shotgun', level: 3, types: ['solid'], source: 'standard',
    modifiers: [m('long-range'), m('area', { size: 'small', shapes: ['line'] }), lethal, m('focus'), m('shots')],
    note: 'Seed: "Area Long Line" = Long Range with a Small Line.',
  },
  pistol(2, false),
], 'Criminal');

/** GG-NPC-04 Minor Criminal or Gang Member (seed L797-803). */
export const GANG_MEMBER = minor('Minor Criminal or Gang Member', [
  walk(2),
  pistol(1, false),
  { key: 'blunt-instrument', ability: 'damage', name: 'Blunt Instrument', level: 2, types: ['solid'], source: 'standard', modifiers: [m('touch'), m('focus')] },
  { key: 'knife', ability: 'damage', name: 'Knife', level: 1, types: ['solid'], source: 'standard', modifiers: [lethal, m('touch'), m('focus')] },
], null);

import type { CharacterTemplate } from '../../kernel/index.ts';
import { sampleArmor, sampleWeapon } from './catalog/equipment.ts';
import type { D100Sheet } from './sheet.ts';

const base = { schemaVersion: 1 as const, charm: 40, skills: {}, maims: [], flags: { attackTwice: false } };

/** The cast of the spec's acceptance scenarios and a few stock NPCs ([D100-CHAR-01], [D100-CHAR-02]). */
export const ALDO: D100Sheet = {
  ...base, name: 'Aldo', strength: 60, agility: 50, mind: 40, life: 12, maxLife: 12, power: 2, skills: { heal: 50 },
  weapons: [sampleWeapon('sword')!], wielded: 'sword', armor: null,
};
export const BRICK: D100Sheet = {
  ...base, name: 'Brick', strength: 55, agility: 35, mind: 30, life: 14, maxLife: 14, power: 3, weapons: [], wielded: null, armor: sampleArmor('leather')!,
};
export const CATO: D100Sheet = {
  ...base, name: 'Cato', strength: 40, agility: 70, mind: 65, life: 10, maxLife: 10, power: 1, skills: { heal: 45, sneak: 60 },
  weapons: [sampleWeapon('bow')!, sampleWeapon('dagger')!], wielded: 'bow', armor: null,
};
const THUG: D100Sheet = {
  ...base, name: 'Thug', strength: 50, agility: 40, mind: 25, charm: 20, life: 8, maxLife: 8, power: 2,
  weapons: [{ id: 'club', name: 'Club', damage: '1d6', kind: 'melee', range: 'close', bash: true }], wielded: 'club', armor: null,
};
const GUARD: D100Sheet = {
  ...base, name: 'Guard', strength: 50, agility: 45, mind: 35, life: 10, maxLife: 10, power: 2, skills: { notice: 30 },
  weapons: [sampleWeapon('sword')!, sampleWeapon('crossbow')!], wielded: 'sword', armor: sampleArmor('chain')!,
};

export const D100_TEMPLATES: ReadonlyArray<CharacterTemplate<D100Sheet>> = [
  { id: 'aldo', name: 'Aldo', kind: 'sample', side: 'heroes', ruleId: 'D100-CHAR-01', sheet: ALDO },
  { id: 'cato', name: 'Cato', kind: 'sample', side: 'heroes', ruleId: 'D100-CHAR-01', sheet: CATO },
  { id: 'brick', name: 'Brick', kind: 'npc', side: 'villains', ruleId: 'D100-CHAR-01', sheet: BRICK },
  { id: 'thug', name: 'Thug', kind: 'npc', side: 'villains', ruleId: 'D100-CHAR-02', sheet: THUG },
  { id: 'guard', name: 'Guard', kind: 'npc', side: 'villains', ruleId: 'D100-CHAR-02', sheet: GUARD },
];

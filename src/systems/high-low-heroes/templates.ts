import type { CharacterTemplate } from '../../kernel/index.ts';
import { HLH_SHEET_VERSION, type HlhSheet } from './sheet.ts';

/**
 * The cast of the spec's acceptance scenarios (Blaze, Titan, Nova, Thug, Ace) and the seed's
 * typical normals (§6): a bystander, a police officer and a gang member.
 */
const base = {
  version: HLH_SHEET_VERSION, heroName: '', civilianName: '', aspects: null, powers: [], weakness: null, careers: [], charge: '',
  training: null, doubles: 0, upgrades: 0, canBlock: true,
} satisfies Partial<HlhSheet>;

export const BLAZE: HlhSheet = {
  ...base, kind: 'hero', heroName: 'Blaze', civilianName: 'Dana Reyes',
  aspects: { build: 'quick', mentality: 'logical', temperament: 'bold' }, maxLife: 10,
  powers: [{ category: 'targeting', name: 'Trick Shot', bonus: 1 }, { category: 'mundane-attack', name: 'Heat/Cold Attack', bonus: 1 }],
  weakness: 'evade',
  careers: [{ name: 'Programmer', type: 'logical', role: 'professional' }, { name: 'Doctor', type: 'cautious', role: 'hobby' }],
  charge: 'Brother/sister', training: { kind: 'improve', category: 'targeting' },
};

export const TITAN: HlhSheet = {
  ...base, kind: 'villain', heroName: 'Titan',
  aspects: { build: 'powerful', mentality: 'intuitive', temperament: 'cautious' }, maxLife: 15,
  powers: [{ category: 'evasion', name: 'Danger Sense', bonus: 1 }, { category: 'barrier-defense', name: 'Metal/Stone Form', bonus: 1 }],
  weakness: 'move',
};

export const NOVA: HlhSheet = {
  ...base, kind: 'villain', heroName: 'Nova',
  aspects: { build: 'powerful', mentality: 'logical', temperament: 'bold' }, maxLife: 15,
  powers: [{ category: 'fantastic-attack', name: 'Energy Blast', bonus: 1 }, { category: 'targeting', name: 'Precognition', bonus: 1 }],
  weakness: 'block-fantastic',
};

export const ACE: HlhSheet = {
  ...base, kind: 'hero', heroName: 'Ace', civilianName: 'Sam Okafor',
  aspects: { build: 'powerful', mentality: 'logical', temperament: 'cautious' }, maxLife: 15,
  powers: [{ category: 'evasion', name: 'Acrobatics', bonus: 1 }, { category: 'barrier-defense', name: 'Armor/Shield', bonus: 1 }],
  weakness: 'to-hit',
  careers: [{ name: 'Athlete', type: 'powerful', role: 'professional' }, { name: 'Mechanic', type: 'logical', role: 'hobby' }],
  charge: 'Spouse/child', training: { kind: 'improve', category: 'barrier-defense' },
};

/** The scenarios' Thug: all Low, no Powers, Life 4, not allowed to block ([HLH-NPC-01]..[HLH-NPC-03]). */
export const THUG: HlhSheet = { ...base, kind: 'thug', civilianName: 'Thug', maxLife: 4, canBlock: false };

const BYSTANDER: HlhSheet = { ...base, kind: 'normal', civilianName: 'Bystander', maxLife: 3, canBlock: false };
const POLICE: HlhSheet = { ...base, kind: 'normal', civilianName: 'Police officer', maxLife: 4, canBlock: true };
const GANG_MEMBER: HlhSheet = { ...base, kind: 'thug', civilianName: 'Gang member', maxLife: 3, canBlock: true };

export const HLH_TEMPLATES: ReadonlyArray<CharacterTemplate<HlhSheet>> = [
  { id: 'blaze', name: 'Blaze', kind: 'sample', side: 'heroes', ruleId: 'HLH-CHAR-01', sheet: BLAZE },
  { id: 'ace', name: 'Ace', kind: 'sample', side: 'heroes', ruleId: 'HLH-CHAR-01', sheet: ACE },
  { id: 'titan', name: 'Titan', kind: 'npc', side: 'villains', ruleId: 'HLH-RULING-11', sheet: TITAN },
  { id: 'nova', name: 'Nova', kind: 'npc', side: 'villains', ruleId: 'HLH-RULING-11', sheet: NOVA },
  { id: 'thug', name: 'Thug', kind: 'npc', side: 'villains', ruleId: 'HLH-NPC-02', sheet: THUG },
  { id: 'gang-member', name: 'Gang member', kind: 'npc', side: 'villains', ruleId: 'HLH-NPC-02', sheet: GANG_MEMBER },
  { id: 'police', name: 'Police officer', kind: 'npc', side: 'heroes', ruleId: 'HLH-NPC-02', sheet: POLICE },
  { id: 'bystander', name: 'Bystander', kind: 'npc', side: 'heroes', ruleId: 'HLH-NPC-02', sheet: BYSTANDER },
];

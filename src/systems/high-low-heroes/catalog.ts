import type { Action, CareerType, PowerCategory } from './sheet.ts';

/**
 * The seed's example lists as data, one entry per object with its rule ID and seed lines
 * (HLH-CAT-01..13). They are examples: a sheet may name its own Power or Career ("Choose/define/
 * roll", L80, L89) as long as the category or type is one of the six.
 */
export interface CatalogEntry<K extends string> {
  readonly id: string;
  readonly name: string;
  readonly kind: K;
  readonly ruleId: string;
  readonly seed: string;
}

export interface CategoryInfo {
  readonly ruleId: string;
  readonly label: string;
  /** The actions its +1 applies to (L34-37): both Blocks for Barrier defense. */
  readonly actions: readonly Action[];
}

export const POWER_CATEGORY_INFO: Readonly<Record<PowerCategory, CategoryInfo>> = {
  'movement': { ruleId: 'HLH-CAT-01', label: 'Movement', actions: ['move'] },
  'targeting': { ruleId: 'HLH-CAT-02', label: 'Targeting', actions: ['to-hit'] },
  'evasion': { ruleId: 'HLH-CAT-03', label: 'Evasion', actions: ['evade'] },
  'mundane-attack': { ruleId: 'HLH-CAT-04', label: 'Mundane attack', actions: ['damage'] },
  'fantastic-attack': { ruleId: 'HLH-CAT-05', label: 'Fantastic attack', actions: ['damage'] },
  'barrier-defense': { ruleId: 'HLH-CAT-06', label: 'Barrier defense', actions: ['block-mundane', 'block-fantastic'] },
};

export interface CareerTypeInfo {
  readonly ruleId: string;
  readonly label: string;
  readonly action: Action;
}

/** Career type → the action its tests roll ([HLH-CHAR-07], [HLH-SIT-01]). */
export const CAREER_TYPE_INFO: Readonly<Record<CareerType, CareerTypeInfo>> = {
  quick: { ruleId: 'HLH-CAT-07', label: 'Quick', action: 'move' },
  cautious: { ruleId: 'HLH-CAT-08', label: 'Cautious', action: 'evade' },
  bold: { ruleId: 'HLH-CAT-09', label: 'Bold', action: 'to-hit' },
  powerful: { ruleId: 'HLH-CAT-10', label: 'Powerful', action: 'damage' },
  logical: { ruleId: 'HLH-CAT-11', label: 'Logical', action: 'block-mundane' },
  intuitive: { ruleId: 'HLH-CAT-12', label: 'Intuitive', action: 'block-fantastic' },
};

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function entries<K extends string>(kind: K, ruleId: string, seed: string, names: readonly string[]): Array<CatalogEntry<K>> {
  return names.map((name) => ({ id: slug(name), name, kind, ruleId, seed }));
}

/** Example Powers (seed L39-47): six per category. */
export const POWERS: ReadonlyArray<CatalogEntry<PowerCategory>> = [
  ...entries('movement', 'HLH-CAT-01', 'L41-47', ['Teleportation', 'Flight/Wings', 'Swing Line', 'Super Leap', 'Super Speed', 'Wall Walking']),
  ...entries('targeting', 'HLH-CAT-02', 'L41-47', ['Martial Attack', 'Trick Shot', 'Rapid Fire', 'Sneak Attack', 'Precognition', 'Super Agility']),
  ...entries('evasion', 'HLH-CAT-03', 'L41-47', ['Acrobatics', 'Danger Sense', 'Invisibility', 'Ghost Form', 'Tiny Form', 'Martial Dodge']),
  ...entries('mundane-attack', 'HLH-CAT-04', 'L41-47', ['Gun/Bow', 'Blade/Claws', 'Super Strength', 'Lightning Attack', 'Heat/Cold Attack', 'Poison/Radiation']),
  ...entries('fantastic-attack', 'HLH-CAT-05', 'L41-47', ['Optic Blast', 'Energy Blast', 'Life Drain', 'Psychic Bolt', 'Mystic Bolt', 'Phantasmal Attack']),
  ...entries('barrier-defense', 'HLH-CAT-06', 'L41-47', [
    'Armor/Shield', 'Metal/Stone Form', 'Energy Form/Sheath', 'Force Bubble/Field', 'Stretching', 'Invulnerability',
  ]),
];

/** Example Careers (seed L49-58): three per type. */
export const CAREERS: ReadonlyArray<CatalogEntry<CareerType>> = [
  ...entries('quick', 'HLH-CAT-07', 'L51-54', ['Driver', 'Pilot', 'Acrobat']),
  ...entries('cautious', 'HLH-CAT-08', 'L51-54', ['Doctor', 'Reporter', 'Teacher']),
  ...entries('bold', 'HLH-CAT-09', 'L51-54', ['Actor', 'Rock Star', 'Politician']),
  ...entries('powerful', 'HLH-CAT-10', 'L55-58', ['Laborer', 'Scuba Diver', 'Athlete']),
  ...entries('logical', 'HLH-CAT-11', 'L55-58', ['Programmer', 'Scientist', 'Mechanic']),
  ...entries('intuitive', 'HLH-CAT-12', 'L55-58', ['Animal Trainer', 'Artist', 'Writer']),
];

/** Example Charges (seed L60-67). */
export const CHARGES: ReadonlyArray<CatalogEntry<'charge'>> = entries('charge', 'HLH-CAT-13', 'L62-67', [
  'Aunt/uncle/parent', 'Brother/sister', 'Girlfriend/boyfriend', 'Spouse/child', 'Teacher/student', 'Boss/friend/co-worker',
]);

export function catalogPower(name: string): CatalogEntry<PowerCategory> | undefined {
  const key = slug(name);
  return POWERS.find((p) => p.id === key);
}

export function catalogCareer(name: string): CatalogEntry<CareerType> | undefined {
  const key = slug(name);
  return CAREERS.find((c) => c.id === key);
}

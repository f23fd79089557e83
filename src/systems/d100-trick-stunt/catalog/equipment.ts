import type { Armor, Weapon } from '../sheet.ts';

/**
 * Sample weapons and armor ([D100-CHAR-02]). They are not from the seed (its equipment chapter
 * is missing); the spec proposes them and a GM may edit any of them on a sheet. One entry per
 * object, each with the rule that defines it; `catalog.test.ts` validates them.
 */
export interface WeaponEntry {
  readonly ruleId: string;
  readonly weapon: Weapon;
}

export interface ArmorEntry {
  readonly ruleId: string;
  readonly id: string;
  readonly armor: Armor;
}

export const SAMPLE_WEAPONS: readonly WeaponEntry[] = [
  { ruleId: 'D100-CHAR-02', weapon: { id: 'sword', name: 'Sword', damage: '1d8', kind: 'melee', range: 'close' } },
  { ruleId: 'D100-CHAR-02', weapon: { id: 'dagger', name: 'Dagger', damage: '1d4', kind: 'thrown', range: 'short' } },
  { ruleId: 'D100-CHAR-02', weapon: { id: 'bow', name: 'Bow', damage: '1d6', kind: 'ranged', range: 'long' } },
  { ruleId: 'D100-CHAR-02', weapon: { id: 'crossbow', name: 'Crossbow', damage: '1d8', kind: 'ranged', range: 'long', reload: true } },
  { ruleId: 'D100-CHAR-02', weapon: { id: 'pistol', name: 'Pistol', damage: '1d8', kind: 'ranged', range: 'medium', shots: 6 } },
];

export const SAMPLE_ARMOR: readonly ArmorEntry[] = [
  { ruleId: 'D100-CHAR-02', id: 'leather', armor: { name: 'Leather Armor', rating: 2 } },
  { ruleId: 'D100-CHAR-02', id: 'chain', armor: { name: 'Chain', rating: 4 } },
  { ruleId: 'D100-CHAR-02', id: 'plate', armor: { name: 'Plate', rating: 6 } },
];

/** A sample weapon by id (a copy the caller may change), or undefined. */
export function sampleWeapon(id: string): Weapon | undefined {
  const entry = SAMPLE_WEAPONS.find((w) => w.weapon.id === id);
  return entry ? { ...entry.weapon } : undefined;
}

export function sampleArmor(id: string): Armor | undefined {
  const entry = SAMPLE_ARMOR.find((a) => a.id === id);
  return entry ? { ...entry.armor } : undefined;
}

import { describe, expect, it } from 'vitest';
import { BLUE_COMET } from '../templates/heroes.ts';
import { validateSheet } from './sheet-price.ts';

// Linked Ability names the abilities it is used with by their keys on the sheet (play links by key,
// GG-PLAY extra-attacks.ts): one that names no ability of the sheet paid +2 GP for a link that never fires.
const linkedWith = (...keys: string[]) => ({
  ...BLUE_COMET,
  budget: 60,
  abilities: BLUE_COMET.abilities.map((a, i) => (i === 0 ? { ...a, modifiers: [...a.modifiers, { id: 'linked-ability', options: { with: keys } }] } : a)),
});

describe('Linked Ability\'s abilities', () => {
  it('[GG-MOD-41] each must be another ability of the sheet, by its key: a name, an unknown key or the ability itself is refused', () => {
    expect(validateSheet(linkedWith(BLUE_COMET.abilities[3]!.key))).toEqual([]);
    expect(validateSheet(linkedWith('Dead Aim', BLUE_COMET.abilities[0]!.key))).toEqual([
      {
        ruleId: 'GG-MOD-41', path: ['abilities', 0, 'modifiers', 1, 'options', 'with'],
        message: 'Linked Ability: "Dead Aim" is not another ability of this sheet (Dead Aim\'s key is "accuracy")',
      },
      {
        ruleId: 'GG-MOD-41', path: ['abilities', 0, 'modifiers', 1, 'options', 'with'],
        message: 'Linked Ability: "lightning-bolt" is not another ability of this sheet',
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkSheet } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../index.ts';
import { line, mod, price, sheetWith } from './testing.ts';

// Flexible Level (GG-MOD-22, seed L211) with Flexible Type (GG-MOD-25) and Flexible Ability
// (GG-MOD-20): "for any other Flexible modifier pay the smallest cost of the flexible modifiers".

const messages = (a: ReturnType<typeof price>) => a.issues.map((i) => `${i.ruleId} ${i.message}`);
const lineOf = (a: ReturnType<typeof price>, label: string) => a.price.lines.find((l) => l.label === label);

// Damage L3 (Level Limit 4), Physical (1) or Psychic (3), Ranged.
const mind = (...more: ReturnType<typeof mod>[]) =>
  line('damage', 3, { types: ['physical', 'psychic'], modifiers: [mod('ranged'), mod('flexible-type'), ...more] });
// Evasion (base 1, Level Limit 4) or Prediction (base −1, Level Limit 5) at Level 7.
const sense = (...more: ReturnType<typeof mod>[]) =>
  line('evasion', 7, { modifiers: [mod('flexible-ability', { abilities: ['prediction'] }), ...more] });

describe('Flexible Level with Flexible Type and Flexible Ability (GG-BLD-08, GG-BLD-16)', () => {
  it('[GG-MOD-22] [GG-MOD-25] [GG-BLD-08] Flexible Level may go with Flexible Type alone; only the cheapest Type\'s price is paid', () => {
    // Without: Levels 3 + Physical 1 + Psychic 3 + Ranged 3 + Flexible Type 2 = 12.
    expect(price(mind()).price.total).toBe(12);
    const a = price(mind(mod('flexible-level')));
    expect(messages(a)).toEqual([]);
    // With: Levels 3 + Physical 1 + Ranged 3 + Flexible Type 2 + Flexible Level 1 = 10; Psychic costs 2 Levels when used.
    expect(a.price.total).toBe(10);
    expect(lineOf(a, 'Type Psychic')).toMatchObject({ gp: 0, note: 'Flexible Level: paid by 2 Level(s) less when used' });
    expect(lineOf(a, 'Type Physical')).toMatchObject({ gp: 1 });
  });

  it('[GG-MOD-22] [GG-MOD-20] [GG-BLD-16] with Flexible Ability the cheapest ability is paid, its base and its Levels at its own Level Limit', () => {
    // Without: bases 1 − 1, Level 7 at the lower Level Limit 4 (4 + 3 × 2 = 10), +4 = 14.
    expect(price(sense()).price.total).toBe(14);
    const a = price(sense(mod('flexible-level')));
    expect(messages(a)).toEqual([]);
    // Evasion 1 + C(7, 4) 10 = 11; Prediction −1 + C(7, 5) 9 = 8: Prediction is paid, 8 + 4 + Flexible Level 1 = 13.
    expect(a.price).toMatchObject({ total: 13, levelLimit: 5, levelCost: 9, base: -1 });
    expect(lineOf(a, 'Evasion base cost')).toMatchObject({ gp: 0, note: 'Flexible Level: paid by 3 Level(s) less when used' });
    expect(lineOf(a, 'Flexible Ability: Prediction base cost')).toMatchObject({ gp: -1 });
  });

  it('[GG-MOD-22] [GG-BLD-08] Flexible Level still needs another Flexible modifier', () => {
    expect(messages(price(line('damage', 3, { modifiers: [mod('ranged'), mod('flexible-level')] }))))
      .toEqual(['GG-MOD-22 Flexible Level works with another Flexible modifier']);
  });

  it('[GG-BLD-16] [GG-CHAR-10] the sheet check (arbiter check, the web builder) prices these lines as the ability pricing does', () => {
    const sheet = sheetWith([{ ...mind(mod('flexible-level')), key: 'mind' }, { ...sense(mod('flexible-level')), key: 'sense' }]);
    const r = checkSheet(gloriousGladiators, sheet);
    expect(r.issues).toEqual([]);
    expect(r.cost?.lines.filter((l) => l.label.startsWith('Damage') || l.label.startsWith('Evasion'))).toEqual([
      expect.objectContaining({ cost: 10 }), expect.objectContaining({ cost: 13 }),
    ]);
  });

  it('[GG-BLD-18] [GG-PLAY-121] [GG-MOD-22] a line whose first options already leave it no Level is flagged, in the sheet check too', () => {
    // Damage 2, Psychic (3) listed before Physical (1): used as it starts, Psychic, 2 Levels less = 0.
    const dull = line('damage', 2, { key: 'dull', types: ['psychic', 'physical'], modifiers: [mod('ranged'), mod('flexible-type'), mod('flexible-level')] });
    const why = 'Damage: with its first options (Psychic) Flexible Level leaves it at Level 0 (2 Levels less than 2): '
      + 'list a cheaper option first or raise the Level';
    expect(messages(price(dull))).toEqual([`GG-BLD-18 ${why}`]);
    expect(checkSheet(gloriousGladiators, sheetWith([dull])).issues).toEqual([{ ruleId: 'GG-BLD-18', path: ['abilities', 0, 'modifiers'], message: why }]);
    // Physical first: Level 2 as it starts; Psychic is refused in play (GG-PLAY-121) but the line is legal.
    expect(messages(price({ ...dull, types: ['physical', 'psychic'] }))).toEqual([]);
    expect(messages(price({ ...dull, level: 3 }))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkSheet } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../index.ts';
import { line, mod, price, sheetWith } from './testing.ts';

// Flexible Ability (GG-MOD-20, seed L209): "pay the base cost of all the abilities and the cost for
// the Level for the one with the lowest Level limit". An ability's Type price is part of its base
// cost (seed L46, GG-BLD-05), so each ability pays its own price for the line's Type.

const messages = (a: ReturnType<typeof price>) => a.issues.map((i) => `${i.ruleId} ${i.message}`);
const lineOf = (a: ReturnType<typeof price>, label: string) => a.price.lines.find((l) => l.label === label);

// Drain of a Type (base 0, no Type price, Level Limit 3) or Damage (Psychic 3, Level Limit 4), Psychic, Ranged.
const siphon = (level: number, ...more: ReturnType<typeof mod>[]) =>
  line('drain', level, { types: ['psychic'], options: { drains: 'type', target: 'psychic' }, modifiers: [mod('ranged'), mod('flexible-ability', { abilities: ['damage'] }), ...more] });

describe('Flexible Ability: the other abilities\' Type prices (GG-BLD-16, GG-BLD-19)', () => {
  it('[GG-BLD-19] [GG-MOD-20] each ability pays its own price for the line\'s Type', () => {
    const a = price(siphon(3));
    expect(messages(a)).toEqual([]);
    // Levels C(3, 3) 3 + Drain 0 + Damage 0 + Damage's Psychic 3 + Ranged 3 + Flexible Ability 4 = 13.
    expect(a.price.total).toBe(13);
    expect(lineOf(a, 'Flexible Ability: Damage Type Psychic')).toMatchObject({ gp: 3 });
  });

  it('[GG-BLD-19] [GG-BLD-16] [GG-MOD-22] under Flexible Level an ability is worth its base, its Type price and its Levels', () => {
    // Drain 0 + C(5, 3) 7 = 7; Damage 0 + Psychic 3 + C(5, 4) 6 = 9: Drain is paid, Damage is used 2 Levels lower.
    const a = price(siphon(5, mod('flexible-level')));
    expect(messages(a)).toEqual([]);
    expect(a.price).toMatchObject({ total: 7 + 3 + 4 + 1, levelLimit: 3, levelCost: 7 });
    expect(lineOf(a, 'Flexible Ability: Damage base cost')).toMatchObject({ gp: 0, note: 'Flexible Level: paid by 2 Level(s) less when used' });
    expect(lineOf(a, 'Flexible Ability: Damage Type Psychic')).toMatchObject({ gp: 0 });
  });

  it('[GG-BLD-19] [GG-BLD-16] the line\'s own Type price is not paid when another ability is the one paid for', () => {
    // Damage 5 Psychic: 3 + C(5, 4) 6 = 9, or Drain: 0 + C(5, 3) 7 = 7: Drain is paid, Damage's Psychic is not.
    const a = price(line('damage', 5, {
      types: ['psychic'], modifiers: [mod('ranged'), mod('flexible-ability', { abilities: ['drain'] }), mod('flexible-level')],
    }));
    expect(messages(a)).toEqual([]);
    expect(lineOf(a, 'Type Psychic')).toMatchObject({ gp: 0 });
    expect(a.price.total).toBe(7 + 3 + 4 + 1);
  });
});

describe('Flexible Ability: the line\'s Types suit every ability (GG-BLD-21)', () => {
  // Damage 3, Psychic, Ranged, or Speed (Solid only, seed L150).
  const rush = (...more: ReturnType<typeof mod>[]) =>
    line('damage', 3, { key: 'rush', types: ['psychic'], modifiers: [mod('ranged'), mod('flexible-ability', { abilities: ['speed'] }), ...more] });
  const why = 'Flexible Ability: Speed cannot be Psychic (allowed: Solid)';

  it('[GG-BLD-21] [GG-MOD-20] a Type one of the other abilities does not allow is rejected, naming the ability and the Type', () => {
    expect(messages(price(rush()))).toEqual([`GG-BLD-21 ${why}`]);
    expect(messages(price({ ...rush(), types: ['solid'] }))).toEqual([]);
  });

  it('[GG-BLD-21] [GG-MOD-25] with Flexible Type every Type suits every ability', () => {
    expect(messages(price({ ...rush(mod('flexible-type')), types: ['solid', 'psychic'] }))).toEqual([`GG-BLD-21 ${why}`]);
  });

  it('[GG-BLD-21] [GG-CHAR-10] the sheet check (arbiter check, the web builder) reports it the same way', () => {
    expect(checkSheet(gloriousGladiators, sheetWith([rush()])).issues).toEqual([{ ruleId: 'GG-BLD-21', path: ['abilities', 0, 'types'], message: why }]);
  });
});

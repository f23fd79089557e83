import { describe, expect, it } from 'vitest';
import { line, mod, price } from './testing.ts';

// Item and Focus (GG-MOD-34, GG-MOD-26; seed L215, L225) on one ability: the seed never puts both on a
// line. Ruling GG-BLD-30: they are one object, which play disarms as a Focus, so only the Focus comes off.

// Damage 6, Heat, Ranged: Levels 8 + Heat 2 + Ranged 3 = 13 GP before negatives, so negatives count double (GG-CHAR-07), at most 6 off.
const blast = (...mods: string[]) => price(line('damage', 6, { types: ['heat'], modifiers: [mod('ranged'), ...mods.map((m) => mod(m))] }));

describe('Item and Focus on one ability (GG-BLD-30)', () => {
  it('[GG-BLD-30] the Focus alone is taken off: Focus −2 × 2 and the Item at 0 GP, 9 GP, where both came off (−3 × 2, 7 GP)', () => {
    for (const order of [['focus', 'item'], ['item', 'focus']]) {
      const a = blast(...order);
      expect([a.price.preNegative, a.price.negativePrinted, a.price.negative, a.price.total]).toEqual([13, -2, -4, 9]);
      expect(a.price.lines.find((l) => l.ruleId === 'GG-MOD-34')).toMatchObject({ gp: 0, note: 'one object with the Focus, disarmed as a Focus (GG-BLD-30)' });
      expect(a.price.lines.find((l) => l.ruleId === 'GG-MOD-26')).toMatchObject({ gp: -4, part: 'negative' });
      expect(a.issues).toEqual([]);
    }
  });

  it('[GG-BLD-30] either alone comes off as printed: the Item −1 × 2 (11 GP), the Focus −2 × 2 (9 GP)', () => {
    expect(blast('item').price.total).toBe(11);
    expect(blast('focus').price.total).toBe(9);
  });

  it('[GG-BLD-30] [GG-RULING-C03] a price the referee entered for the Item beside a Focus stands', () => {
    const a = price(line('damage', 6, { types: ['heat'], modifiers: [mod('ranged'), mod('focus'), { id: 'item', options: {}, refereeCost: -1 }] }));
    expect([a.price.negativePrinted, a.price.total]).toEqual([-3, 7]);
  });
});

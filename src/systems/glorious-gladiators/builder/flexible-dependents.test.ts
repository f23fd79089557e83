import { describe, expect, it } from 'vitest';
import { checkSheet } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../index.ts';
import { line, mod, price, sheetWith } from './testing.ts';

// A modifier priced by the line's Range, Target or Duration (Quick: "1 if no range, 2 if Touch
// otherwise 4", seed L244) on a line that chooses one of several on activation (Flexible Range,
// Target, Duration; seed L210-213). Ruling GG-BLD-20.

const messages = (a: ReturnType<typeof price>) => a.issues.map((i) => `${i.ruleId} ${i.message}`);
const lineOf = (a: ReturnType<typeof price>, label: string) => a.price.lines.find((l) => l.label === label);

// Damage 3 (Level Limit 4, Solid), Touch or Distant, Quick.
const jab = (...more: ReturnType<typeof mod>[]) =>
  line('damage', 3, { key: 'jab', modifiers: [mod('touch'), mod('distant'), mod('flexible-range'), mod('quick'), ...more] });

describe('Modifiers priced by a Flexible Range, Target or Duration (GG-BLD-20)', () => {
  it('[GG-BLD-20] [GG-MOD-49] [GG-MOD-23] Quick on a Touch or Distant line pays the Distant price, the dearest of its Ranges', () => {
    const a = price(jab());
    expect(messages(a)).toEqual([]);
    // Levels 3 + Touch 2 + Distant 5 + Flexible Range 1 + Quick 4 = 15.
    expect(lineOf(a, 'Quick')).toMatchObject({ gp: 4 });
    expect(a.price.total).toBe(15);
  });

  it('[GG-BLD-20] [GG-MOD-02] Adapts on a Personal or Touch line pays the price of a ranged ability', () => {
    const a = price(line('damage-defence', 2, { modifiers: [mod('personal'), mod('touch'), mod('flexible-range'), mod('adapts')] }));
    expect(lineOf(a, 'Adapts')).toMatchObject({ gp: 4 });
  });

  it('[GG-BLD-20] [GG-MOD-22] [GG-BLD-08] under Flexible Level each Range is worth its own price and Quick\'s price with it', () => {
    // Touch 2 + Quick 2 = 4; Distant 5 + Quick 4 = 9: Touch and its Quick are paid, Distant is used 5 Levels lower.
    const a = price({ ...jab(mod('flexible-level')), level: 6 });
    expect(messages(a)).toEqual([]);
    expect(lineOf(a, 'Quick')).toMatchObject({ gp: 2 });
    expect(lineOf(a, 'Distant')).toMatchObject({ gp: 0, note: 'Flexible Level: paid by 5 Level(s) less when used' });
    // Levels C(6, 4) 8 + Touch 2 + Flexible Range 1 + Quick 2 + Flexible Level 1 = 14.
    expect(a.price.total).toBe(14);
  });

  it('[GG-BLD-20] [GG-CHAR-10] the sheet check (arbiter check, the web builder) charges the same', () => {
    const r = checkSheet(gloriousGladiators, sheetWith([jab()]));
    expect(r.issues).toEqual([]);
    expect(r.cost?.lines.find((l) => l.label.startsWith('Damage'))).toMatchObject({ cost: 15 });
  });
});

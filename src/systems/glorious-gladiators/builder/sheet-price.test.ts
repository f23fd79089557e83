import { describe, expect, it } from 'vitest';
import { blankSheet } from './blank.ts';
import { priceSheet, validateSheet } from './sheet-price.ts';
import { line, mod, sheetWith } from './testing.ts';

const issues = (s: ReturnType<typeof sheetWith>) => validateSheet(s).map((i) => `${i.ruleId} ${JSON.stringify(i.path)} ${i.message}`);

describe('whole-sheet checks', () => {
  it('[GG-BLD-02] names that are not in the catalog are reported where they are', () => {
    const sheet = sheetWith([line('damage', 2, { key: 'a' }), line('plasma-cannon', 2, { key: 'b' })], {
      advantages: [{ id: 'grandeur' }, { id: 'telekinetic-charm' }], disadvantages: [{ id: 'angst' }],
    });
    expect(issues(sheet)).toEqual([
      'GG-BLD-02 ["abilities",1,"ability"] unknown ability "plasma-cannon"',
      'GG-BLD-02 ["advantages",1,"id"] unknown advantage or disadvantage "telekinetic-charm"',
    ]);
  });

  it('[GG-BLD-02] ability keys are unique, so play can name each ability', () => {
    expect(issues(sheetWith([line('damage', 2, { key: 'blast' }), line('evasion', 2, { key: 'blast' })])))
      .toEqual(['GG-BLD-02 ["abilities",1,"key"] key "blast" is used twice']);
  });

  it('[GG-RULING-06] a "Varies" advantage counts once however its frequency and severity are set', () => {
    const sheet = sheetWith([], { advantages: [{ id: 'contacts', frequency: 'frequent', severity: 'major' }], disadvantages: [{ id: 'angst' }] });
    expect(issues(sheet)).toEqual(['GG-CHAR-10 ["advantages"] too few advantages (1, min 2)']);
  });

  it('[GG-CHAR-05] [GG-CHAR-06] the price lists every line with its rule, so a builder can explain each number', () => {
    const p = priceSheet(sheetWith([line('damage', 6, { types: ['heat'], modifiers: [mod('ranged'), mod('focus')] })]));
    const blast = p.abilities.find((a) => a.key === 'damage')!;
    expect(blast.lines.map((l) => [l.label, l.gp, l.ruleId, l.part])).toEqual([
      ['Level 6 (Level Limit 4)', 8, 'GG-CHAR-04', 'level'],
      ['Type Heat', 2, 'GG-ABL-14', 'base'],
      ['Ranged', 3, 'GG-MOD-50', 'positive'],
      ['Focus', -4, 'GG-MOD-26', 'negative'],
    ]);
    expect([blast.preNegative, blast.negativeMultiplier, blast.total, p.total, p.remaining]).toEqual([13, 2, 9, 10, 30]);
  });

  it('[GG-CHAR-02] a blank major character starts with 40 GP to spend and only the free starting abilities', () => {
    const sheet = blankSheet('Nova');
    expect([sheet.kind, sheet.budget, priceSheet(sheet).remaining]).toEqual(['major', 40, 40]);
    expect(validateSheet(sheet).map((i) => i.message)).toEqual(['too few advantages (0, min 2)', 'too few disadvantages (0, min 1)']);
    expect(validateSheet(blankSheet('Thug', 'minor'))).toEqual([]);
  });

  it('[GG-RULING-C03] a referee-entered modifier price replaces the catalog price and marks the line', () => {
    const p = priceSheet(sheetWith([line('damage', 3, { modifiers: [mod('ranged', {}), { id: 'limited', options: { share: '50' }, refereeCost: -1 }] })]));
    const blast = p.abilities.find((a) => a.key === 'damage')!;
    expect([blast.total, blast.refereePriced]).toEqual([5, true]);
    expect(blast.lines.find((l) => l.ruleId === 'GG-MOD-39')).toMatchObject({ gp: -1, note: 'referee-entered cost (GG-RULING-C03)' });
  });
});

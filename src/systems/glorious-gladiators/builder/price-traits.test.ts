import { describe, expect, it } from 'vitest';
import type { TraitPick } from '../sheet.ts';
import { priceSheet, validateSheet } from './sheet-price.ts';
import { formulaPrice } from './price-traits.ts';
import { line, mod, sheetWith } from './testing.ts';

const withTraits = (advantages: TraitPick[], disadvantages: TraitPick[], rest: Parameters<typeof sheetWith>[1] = {}) =>
  sheetWith([], { advantages, disadvantages, ...rest });
const issues = (s: ReturnType<typeof sheetWith>, o = {}) => validateSheet(s, o).map((i) => `${i.ruleId} ${i.message}`);
const names = (...ids: string[]): TraitPick[] => ids.map((id) => ({ id }));

/** Armour lines adding up to exactly `gp` GP (at least 3): Armour (Level Limit 5, base 2) at Level L ≤ 5 costs L + 2. */
function abilitiesCosting(gp: number) {
  const lines = [];
  let left = gp;
  while (left > 0) {
    const take = left <= 7 || left - 7 >= 3 ? Math.min(left, 7) : left - 3;
    lines.push(line('armour', take - 2, { key: `armour-${lines.length}` }));
    left -= take;
  }
  return lines;
}

describe('advantages and disadvantages (GG-CHAR-10)', () => {
  it('[GG-CHAR-10] [GG-TRAIT-06] price = frequency (Fre 2, Com 1, Rar 0) + severity (Maj 2, Sig 1, Min 0); disadvantages are negative', () => {
    expect(formulaPrice('frequent', 'major')).toBe(4);
    expect(formulaPrice('common', 'significant')).toBe(2);
    expect(formulaPrice('rare', 'minor')).toBe(0);
    const p = priceSheet(withTraits([{ id: 'great-intellect' }, { id: 'winning-smile' }], [{ id: 'paranoid' }])).traits;
    expect(p.advantages.map((t) => t.gp)).toEqual([3, 0]);
    expect(p.disadvantages.map((t) => t.gp)).toEqual([-4]);
  });

  it('[GG-SCN-17] Fast Healer (Com, Sig) = 1 + 1 = 2 GP', () => {
    const p = priceSheet(withTraits(names('fast-healer', 'grandeur'), names('angst'))).traits;
    expect(p.advantages[0]).toMatchObject({ name: 'Fast Healer', frequency: 'common', severity: 'significant', gp: 2 });
  });

  it('[GG-SCN-16] [GG-TRAIT-01] [GG-BLD-15] a PC with 1 advantage is rejected "too few advantages" (needs 2-5)', () => {
    expect(issues(withTraits(names('grandeur'), names('angst')))).toEqual(['GG-CHAR-10 too few advantages (1, min 2)']);
  });

  it('[GG-TRAIT-01] [GG-BLD-15] 2-5 advantages and 1-4 disadvantages (GG-TRAIT-SCN-03)', () => {
    const six = names('absolute-time-sense', 'astral-vision', 'innocent-smile', 'winning-smile', 'convincing-liar', 'grandeur');
    expect(issues(withTraits(six, names('angst')))).toEqual(['GG-CHAR-10 too many advantages (6, max 5)']);
    const fiveDis = names('angst', 'cynic', 'lazy', 'hunter', 'overconfident');
    expect(issues(withTraits(six.slice(0, 5), fiveDis))).toEqual(['GG-CHAR-10 too many disadvantages (5, max 4)']);
    expect(issues(withTraits(six.slice(0, 5), []))).toEqual(['GG-CHAR-10 too few disadvantages (0, min 1)']);
    expect(issues(withTraits(six.slice(0, 5), fiveDis.slice(0, 4)))).toEqual([]);
  });

  it('[GG-TRAIT-R01] the counts bind major characters; minor characters may have fewer unless the table says otherwise', () => {
    const thug = withTraits([], [], { kind: 'minor', budget: null });
    expect(issues(thug)).toEqual([]);
    expect(issues(thug, { traitCountsForMinors: true })).toEqual(['GG-CHAR-10 too few advantages (0, min 2)', 'GG-CHAR-10 too few disadvantages (0, min 1)']);
  });

  it('[GG-TRAIT-02] [GG-TRAIT-07] disadvantage points pay for advantages only (GG-TRAIT-SCN-01: 38 + max(0, 6 − 4) = 40, legal)', () => {
    const sheet = sheetWith(abilitiesCosting(38), {
      advantages: [{ id: 'great-intellect' }, { id: 'skill', frequency: 'common', severity: 'significant', note: 'Doctor' }, { id: 'quick-witted' }],
      disadvantages: [{ id: 'enemies', frequency: 'common', severity: 'major' }, { id: 'young' }],
    });
    const p = priceSheet(sheet);
    expect(p.abilitiesTotal).toBe(38);
    expect([p.traits.advantagePoints, p.traits.disadvantagePoints, p.traits.cost, p.traits.lost]).toEqual([6, 4, 2, 0]);
    expect(p.traits.disadvantages[0]).toMatchObject({ name: 'Enemies', gp: -3, basis: 'formula' });
    expect(p.total).toBe(40);
    expect(validateSheet(sheet)).toEqual([]);
  });

  it('[GG-TRAIT-02] [GG-TRAIT-R02] [GG-BLD-15] surplus disadvantage points are lost: "disadvantage GP spent on abilities" (GG-TRAIT-SCN-02)', () => {
    const sheet = sheetWith(abilitiesCosting(45), { advantages: names('innocent-smile', 'winning-smile'), disadvantages: names('aggressive', 'coward') });
    const p = priceSheet(sheet);
    expect([p.traits.advantagePoints, p.traits.disadvantagePoints, p.traits.cost, p.traits.lost, p.total]).toEqual([0, 8, 0, 8, 45]);
    expect(issues(sheet)).toEqual(['GG-CHAR-10 disadvantage GP spent on abilities']);
    // Over budget even with the surplus: an ordinary budget error.
    expect(issues(sheetWith(abilitiesCosting(49), { advantages: names('innocent-smile', 'winning-smile'), disadvantages: names('aggressive', 'coward') })))
      .toEqual(['GG-CHAR-02 over GP budget (49, budget 40)']);
  });

  it('[GG-TRAIT-07] [GG-BLD-14] "Varies" rows: the referee sets what is open, the row keeps what it fixes, and the list gives the sign', () => {
    const p = priceSheet(withTraits(
      [{ id: 'contacts', frequency: 'frequent', severity: 'major' }, { id: 'escape-effect', severity: 'significant' }],
      [{ id: 'dim-witted', severity: 'major' }, { id: 'uncontrolled-power', frequency: 'rare' }],
    )).traits;
    expect(p.advantages.map((t) => t.gp)).toEqual([4, 1]);
    expect(p.disadvantages.map((t) => t.gp)).toEqual([-4, -2]);
    const missing = withTraits([{ id: 'contacts' }, { id: 'grandeur' }], [{ id: 'dim-witted', frequency: 'common', severity: 'minor' }]);
    expect(issues(missing)).toEqual([
      'GG-ADV-06 Contacts: the referee sets its frequency', 'GG-ADV-06 Contacts: the referee sets its severity',
      'GG-ADV-11 Dim-Witted\'s frequency is fixed at frequent',
    ]);
  });

  it('[GG-TRAIT-06] [GG-BLD-14] a printed row belongs to the family of its sign', () => {
    expect(issues(withTraits(names('grandeur', 'negotiator', 'paranoid'), names('angst'))))
      .toEqual(['GG-DIS-40 Paranoid is a disadvantage; list it under disadvantages']);
  });

  it('[GG-RULING-C02] price exceptions keep their printed price; the "formula prices" option uses frequency + severity', () => {
    const sheet = withTraits(names('energetic', 'manipulator', 'quick-witted'), names('young', 'martial-arts-etiquette'));
    const printed = priceSheet(sheet).traits;
    expect(printed.advantages.map((t) => t.gp)).toEqual([2, 2, 1]);
    expect(printed.disadvantages.map((t) => t.gp)).toEqual([-1, -2]);
    const formula = priceSheet(sheet, { traitPrices: 'formula' }).traits;
    expect(formula.advantages.map((t) => t.gp)).toEqual([3, 3, 2]);
    expect(formula.disadvantages.map((t) => t.gp)).toEqual([-2, -3]);
    expect(formula.advantages[0]!.basis).toBe('formula');
  });

  it('[GG-DIS-17] [GG-DIS-46] rows with two printed prices need the variant', () => {
    const p = priceSheet(withTraits(names('grandeur', 'negotiator'), [{ id: 'ego-signature', variant: 'wanted' }, { id: 'showboating', variant: 'frequent' }])).traits;
    expect(p.disadvantages.map((t) => t.gp)).toEqual([-2, -4]);
    expect(issues(withTraits(names('grandeur', 'negotiator'), [{ id: 'showboating' }]))[0]).toContain('GG-DIS-46 Showboating: choose "common"');
  });

  it('[GG-DIS-35] [GG-TRAIT-R13] Never Grows Up is only taken together with Young', () => {
    expect(issues(withTraits(names('grandeur', 'negotiator'), names('never-grows-up'))))
      .toEqual(['GG-DIS-35 Never Grows Up is only taken together with Young']);
    expect(issues(withTraits(names('grandeur', 'negotiator'), names('never-grows-up', 'young')))).toEqual([]);
  });

  it('[GG-TRAIT-01] [GG-BLD-14] a row may be taken twice only for different things (two Skills)', () => {
    const skills = [{ id: 'skill', frequency: 'common' as const, severity: 'minor' as const, note: 'Doctor' }];
    expect(issues(withTraits([...skills, { ...skills[0]!, note: 'Spy' }], names('angst')))).toEqual([]);
    expect(issues(withTraits([...skills, ...skills], names('angst')))).toEqual(['GG-ADV-40 Skill is taken twice']);
  });

  it('[GG-CHAR-10] traits never make the budget larger, and advantages paid by disadvantages cost nothing extra', () => {
    const sheet = sheetWith([line('damage', 3, { modifiers: [mod('ranged')] })], { advantages: names('grandeur', 'negotiator'), disadvantages: names('paranoid') });
    const p = priceSheet(sheet);
    expect([p.abilitiesTotal, p.traits.cost, p.traits.lost, p.total, p.remaining]).toEqual([6, 0, 2, 6, 34]);
  });
});

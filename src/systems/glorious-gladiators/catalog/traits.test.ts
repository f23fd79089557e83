import { describe, expect, it } from 'vitest';
import { priceSheet, validateSheet } from '../builder/sheet-price.ts';
import { sheetWith } from '../builder/testing.ts';
import type { CatalogTraitPick } from '../sheet.ts';
import { GG_CATALOG } from './catalog.ts';
import { FREQUENCY_SCALE, SEVERITY_SCALE, traitUseNeeds } from './trait-scales.ts';

type Row = [ruleId: string, name: string, letters: string | null, family: 'advantage' | 'disadvantage', frequency: string, severity: string,
  pick: Partial<CatalogTraitPick>, gp: number];

/**
 * Every advantage and disadvantage (seed L300-423) with its kind letters, family, frequency,
 * severity and price: printed rows as printed (GG-RULING-C02), "Varies" rows at the frequency and
 * severity given here, priced by GG-TRAIT-06 with the sign of the list they sit in.
 */
const ROWS: readonly Row[] = [
  ['GG-ADV-01', 'Absolute Time Sense', 'C', 'advantage', 'rare', 'minor', {}, 0],
  ['GG-ADV-02', 'Ageless', 'C', 'advantage', 'common', 'major', {}, 3],
  ['GG-DIS-01', 'Aggressive', 'C', 'disadvantage', 'frequent', 'major', {}, -4],
  ['GG-ADV-03', 'Alternative Form', 'V', 'advantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, 2],
  ['GG-DIS-02', 'Altruistic', 'C', 'disadvantage', 'common', 'significant', {}, -2],
  ['GG-DIS-03', 'Angst', 'C', 'disadvantage', 'common', 'minor', {}, -1],
  ['GG-DIS-04', 'Arbitrary', 'C', 'disadvantage', 'common', 'significant', {}, -2],
  ['GG-ADV-04', 'Astral Vision', 'C', 'advantage', 'rare', 'minor', {}, 0],
  ['GG-DIS-05', 'Beggar', 'C', 'disadvantage', 'frequent', 'major', {}, -4],
  ['GG-DIS-06', 'Bombastic', 'C', 'disadvantage', 'frequent', 'significant', {}, -3],
  ['GG-DIS-07', 'Bully', 'C', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-ADV-05', 'Callous', 'C', 'advantage', 'frequent', 'significant', {}, 3],
  ['GG-DIS-08', 'Child', 'C', 'disadvantage', 'frequent', 'significant', {}, -3],
  ['GG-DIS-09', 'Chivalry', 'C', 'disadvantage', 'common', 'minor', {}, -1],
  ['GG-DIS-10', 'Code of Honour', 'C', 'disadvantage', 'frequent', 'major', {}, -4],
  ['GG-DIS-11', 'Compulsive Liar', 'C', 'disadvantage', 'frequent', 'significant', {}, -3],
  ['GG-ADV-06', 'Contacts', 'CV', 'advantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, 2],
  ['GG-ADV-07', 'Convincing Liar', 'V', 'advantage', 'common', 'minor', {}, 1],
  ['GG-DIS-12', 'Coward', 'C', 'disadvantage', 'frequent', 'major', {}, -4],
  ['GG-DIS-13', 'Cruel', 'C', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-DIS-14', 'Curious', 'C', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-ADV-08', 'Cyberpathy', 'V', 'advantage', 'common', 'significant', {}, 2],
  ['GG-DIS-15', 'Cynic', 'C', 'disadvantage', 'common', 'minor', {}, -1],
  ['GG-ADV-09', 'Dark Secret', 'R', 'disadvantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, -2],
  ['GG-DIS-16', 'Demolisher', 'C', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-ADV-10', 'Dependants', 'R', 'disadvantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, -2],
  ['GG-ADV-11', 'Dim-Witted', 'CR', 'disadvantage', 'frequent', 'significant', { severity: 'significant' }, -3],
  ['GG-ADV-12', 'Disease immunity', 'C', 'advantage', 'rare', 'significant', {}, 1],
  ['GG-DIS-17', 'Ego Signature', 'C', 'disadvantage', 'common', 'significant', { variant: 'wanted' }, -2],
  ['GG-DIS-18', 'Emotional', 'C', 'disadvantage', 'common', 'significant', {}, -2],
  ['GG-ADV-13', 'Enemies', 'R', 'disadvantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, -2],
  ['GG-ADV-14', 'Energetic', 'V', 'advantage', 'frequent', 'significant', {}, 2],
  ['GG-ADV-15', 'Escape Effect', 'C', 'advantage', 'rare', 'significant', { severity: 'significant' }, 1],
  ['GG-DIS-19', 'Extremely Reckless', 'C', 'disadvantage', 'common', 'significant', {}, -2],
  ['GG-ADV-16', 'Fast Healer', 'C', 'advantage', 'common', 'significant', {}, 2],
  ['GG-ADV-17', 'Feign Death', 'C', 'advantage', 'common', 'significant', { severity: 'significant' }, 2],
  ['GG-ADV-18', 'Followers', null, 'advantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, 2],
  ['GG-ADV-19', 'Flashbacks', 'C', 'disadvantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, -2],
  ['GG-DIS-20', 'Glory Hound', 'C', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-ADV-20', 'Grandeur', 'V', 'advantage', 'common', 'minor', {}, 1],
  ['GG-ADV-21', 'Great Intellect', 'V', 'advantage', 'frequent', 'significant', {}, 3],
  ['GG-ADV-22', 'Great Wealth', 'V', 'advantage', 'frequent', 'significant', {}, 3],
  ['GG-DIS-21', 'Greed', 'C', 'disadvantage', 'common', 'significant', {}, -2],
  ['GG-DIS-22', 'Guardian', 'C', 'disadvantage', 'frequent', 'significant', {}, -3],
  ['GG-DIS-23', 'Honest', 'C', 'disadvantage', 'common', 'major', {}, -3],
  ['GG-DIS-24', 'Hunter', 'C', 'disadvantage', 'common', 'minor', {}, -1],
  ['GG-DIS-25', 'Idealist', 'C', 'disadvantage', 'frequent', 'significant', {}, -3],
  ['GG-ADV-23', 'Impressive Base', 'V', 'advantage', 'frequent', 'significant', {}, 3],
  ['GG-ADV-24', 'Impressive Flying Ship', 'V', 'advantage', 'frequent', 'major', {}, 4],
  ['GG-DIS-26', 'Indecisive', 'R', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-ADV-25', 'Ingenious', 'V', 'advantage', 'common', 'significant', {}, 2],
  ['GG-DIS-27', 'Ingénue', 'C', 'disadvantage', 'common', 'minor', {}, -1],
  ['GG-ADV-26', 'Innocent Smile', 'V', 'advantage', 'rare', 'minor', {}, 0],
  ['GG-ADV-27', 'Intimidating Presence', 'V', 'advantage', 'common', 'minor', {}, 1],
  ['GG-ADV-28', 'Iron Will', 'C', 'advantage', 'common', 'significant', {}, 2],
  ['GG-DIS-28', 'Killer Instinct', 'C', 'disadvantage', 'common', 'major', {}, -3],
  ['GG-DIS-29', 'Lazy', 'C', 'disadvantage', 'common', 'minor', {}, -1],
  ['GG-ADV-29', 'Leaps and Bounds', 'V', 'advantage', 'rare', 'significant', {}, 1],
  ['GG-DIS-30', 'Looks Down on the Weak and Stupid', 'C', 'disadvantage', 'common', 'minor', {}, -1],
  ['GG-DIS-31', 'Lustful', 'C', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-ADV-30', 'Manipulator', 'V', 'advantage', 'frequent', 'significant', {}, 2],
  ['GG-DIS-32', 'Martial Arts Etiquette', 'C', 'disadvantage', 'frequent', 'significant', {}, -2],
  ['GG-ADV-31', 'Mighty Base', 'V', 'advantage', 'frequent', 'major', {}, 4],
  ['GG-DIS-33', 'Minion', 'C', 'disadvantage', 'frequent', 'significant', {}, -3],
  ['GG-DIS-34', 'Monstrous', 'C', 'disadvantage', 'frequent', 'significant', {}, -3],
  ['GG-ADV-32', 'Natural Leader', 'V', 'advantage', 'frequent', 'significant', {}, 3],
  ['GG-ADV-33', 'Negotiator', 'V', 'advantage', 'rare', 'significant', {}, 1],
  ['GG-DIS-35', 'Never Grows Up', 'C', 'disadvantage', 'frequent', 'significant', {}, -2],
  ['GG-ADV-34', 'Night Vision', 'C', 'advantage', 'common', 'major', {}, 3],
  ['GG-DIS-36', 'Old', 'C', 'disadvantage', 'common', 'significant', {}, -2],
  ['GG-DIS-37', 'Olympian', 'C', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-DIS-38', 'Outcast', 'C', 'disadvantage', 'frequent', 'significant', {}, -3],
  ['GG-DIS-39', 'Overconfident', 'C', 'disadvantage', 'common', 'minor', {}, -1],
  ['GG-DIS-40', 'Paranoid', 'C', 'disadvantage', 'frequent', 'major', {}, -4],
  ['GG-ADV-35', 'Photographic Memory', 'C', 'advantage', 'rare', 'significant', {}, 1],
  ['GG-DIS-41', 'Poor', 'C', 'disadvantage', 'common', 'significant', {}, -2],
  ['GG-DIS-42', 'Power Hungry', 'C', 'disadvantage', 'common', 'minor', {}, -1],
  ['GG-ADV-36', 'Psychological Problems', 'C', 'disadvantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, -2],
  ['GG-ADV-37', 'Quick-Witted', 'V', 'advantage', 'frequent', 'minor', {}, 1],
  ['GG-ADV-38', 'Returns from the Dead', 'C', 'advantage', 'rare', 'major', {}, 2],
  ['GG-DIS-43', 'Scatterbrain', 'C', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-DIS-44', 'Secret ID', 'C', 'disadvantage', 'common', 'significant', {}, -2],
  ['GG-DIS-45', 'Shallow', 'C', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-DIS-46', 'Showboating', 'C', 'disadvantage', 'common', 'major', { variant: 'common' }, -3],
  ['GG-ADV-39', 'Sixth Sense', 'C', 'advantage', 'common', 'major', {}, 3],
  ['GG-ADV-40', 'Skill', 'CV', 'advantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, 2],
  ['GG-ADV-41', 'Small Base', 'V', 'advantage', 'common', 'significant', {}, 2],
  ['GG-ADV-42', 'Small Hideout', 'V', 'advantage', 'common', 'minor', {}, 1],
  ['GG-DIS-47', 'Socialite', 'C', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-ADV-43', 'Speed Reading', 'C', 'advantage', 'rare', 'significant', {}, 1],
  ['GG-ADV-44', 'Strikingly Attractive', 'V', 'advantage', 'frequent', 'minor', {}, 2],
  ['GG-ADV-45', 'Substance Abuse Problem', 'R', 'disadvantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, -2],
  ['GG-ADV-46', 'Super Form', 'C', 'disadvantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, -2],
  ['GG-DIS-48', 'Thrill Seeker', 'C', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-DIS-49', 'Trickster', 'C', 'disadvantage', 'frequent', 'minor', {}, -2],
  ['GG-DIS-50', 'Trusting', 'C', 'disadvantage', 'frequent', 'significant', {}, -3],
  ['GG-ADV-47', 'Uncontrolled Power', 'C', 'disadvantage', 'common', 'major', { frequency: 'common' }, -3],
  ['GG-ADV-48', 'Unfamiliar with the Current Environment', 'R', 'disadvantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, -2],
  ['GG-DIS-51', 'Unreasonable', 'C', 'disadvantage', 'common', 'minor', {}, -1],
  ['GG-ADV-49', 'Unreliable', 'R', 'disadvantage', 'common', 'significant', { frequency: 'common', severity: 'significant' }, -2],
  ['GG-DIS-52', 'Unusual Appearance', 'C', 'disadvantage', 'common', 'minor', {}, -1],
  ['GG-ADV-50', 'Useful Vehicle', 'V', 'advantage', 'common', 'significant', {}, 2],
  ['GG-DIS-53', 'Vengeful', 'C', 'disadvantage', 'rare', 'major', {}, -2],
  ['GG-DIS-54', 'Very Chivalrous', 'C', 'disadvantage', 'common', 'significant', {}, -2],
  ['GG-DIS-55', 'Weird Appearance', 'C', 'disadvantage', 'common', 'significant', {}, -2],
  ['GG-ADV-51', 'Winning Smile', 'V', 'advantage', 'rare', 'minor', {}, 0],
  ['GG-DIS-56', 'Young', 'C', 'disadvantage', 'frequent', 'minor', {}, -1],
];

/** Puts one row on a major sheet that is otherwise legal, in the list of its family. */
function priceRow(id: string, family: Row[3], pick: Partial<CatalogTraitPick>) {
  const mine = { id, ...pick };
  const filler = id === 'grandeur' ? 'negotiator' : 'grandeur';
  // Never Grows Up is only taken with Young (GG-DIS-35).
  const partner = id === 'never-grows-up' ? [{ id: 'young' }] : [];
  const sheet = family === 'advantage'
    ? sheetWith([], { advantages: [mine, { id: filler }], disadvantages: [{ id: 'angst' }] })
    : sheetWith([], { advantages: [{ id: 'grandeur' }, { id: 'negotiator' }], disadvantages: [mine, ...partner] });
  const list = family === 'advantage' ? priceSheet(sheet).traits.advantages : priceSheet(sheet).traits.disadvantages;
  return { price: list[0]!, issues: validateSheet(sheet).filter((i) => i.ruleId !== 'GG-CHAR-02') };
}

describe('advantages and disadvantages catalog (GG-ADV-01..51, GG-DIS-01..56)', () => {
  it.each(ROWS)('[%s] %s [%s]: %s, %s/%s %o → %i GP', (ruleId, name, letters, family, frequency, severity, pick, gp) => {
    const entry = GG_CATALOG.byRuleId(ruleId);
    expect(entry?.family).toBe(family);
    if (entry?.family !== 'advantage' && entry?.family !== 'disadvantage') return;
    expect(entry.name).toBe(name);
    expect(entry.letters).toBe(letters);
    const { price, issues } = priceRow(entry.id, family, pick);
    expect(issues).toEqual([]);
    expect([price.frequency, price.severity, price.gp]).toEqual([frequency, severity, gp]);
  });

  it('covers all 107 rows', () => {
    expect(new Set(ROWS.map((r) => r[0])).size).toBe(107);
  });
});

describe('what advantages and disadvantages mean (GG-TRAIT-03..09)', () => {
  it('[GG-TRAIT-03] every row carries its kind letters; the one row that prints none (Followers) is treated as voluntary', () => {
    const counts = new Map<string | null, number>();
    for (const t of GG_CATALOG.traits) counts.set(t.letters, (counts.get(t.letters) ?? 0) + 1);
    expect(counts.get(null)).toBe(1);
    expect(GG_CATALOG.trait('followers')!.letters).toBeNull();
    expect(counts.get('CV')).toBe(2);
    expect(counts.get('CR')).toBe(1);
    expect(GG_CATALOG.traits.filter((t) => t.letters === 'R').map((t) => t.name)).toEqual([
      'Dark Secret', 'Dependants', 'Enemies', 'Indecisive', 'Substance Abuse Problem', 'Unfamiliar with the Current Environment', 'Unreliable',
    ]);
  });

  it('[GG-TRAIT-04] frequency: Fre 2 (many uses, 5+ for random rows), Com 1 (once, 7+), Rar 0 (once per two sessions, 9+)', () => {
    expect(Object.values(FREQUENCY_SCALE).map((f) => [f.value, f.randomRoll])).toEqual([[2, 5], [1, 7], [0, 9]]);
    expect(FREQUENCY_SCALE.rare.voluntary).toBe('once per two sessions');
    expect(FREQUENCY_SCALE.common.circumstantial).toBe('about once per session');
  });

  it('[GG-TRAIT-05] [GG-DICE-07] severity: Maj works on 3+ or gives 3 Bonuses, Sig 5+ or 2, Min 7+ or 1', () => {
    expect(Object.values(SEVERITY_SCALE).map((s) => [s.value, s.roll, s.bonuses])).toEqual([[2, 3, 3], [1, 5, 2], [0, 7, 1]]);
  });

  it('[GG-TRAIT-08] [GG-DICE-05] the referee may add a Bonus (a very fitting use) or a Penalty (a stretch), 2 each', () => {
    expect(traitUseNeeds('significant')).toBe(5);
    expect(traitUseNeeds('significant', 1)).toBe(3);
    expect(traitUseNeeds('minor', 0, 1)).toBe(9);
  });

  it('[GG-TRAIT-06] the sign of the printed price decides the family (51 advantages incl. 17 "Varies" rows, 56 disadvantages)', () => {
    const printed = GG_CATALOG.traits.filter((t) => t.pricing.kind !== 'varies');
    for (const t of printed) {
      const costs = t.pricing.kind === 'printed' ? [t.pricing.cost] : t.pricing.kind === 'variants' ? t.pricing.variants.map((v) => v.cost) : [];
      expect(costs.every((c) => (t.family === 'advantage' ? c >= 0 : c < 0)), t.name).toBe(true);
    }
    expect(GG_CATALOG.traits.filter((t) => t.pricing.kind === 'varies')).toHaveLength(17);
    expect(GG_CATALOG.traits.filter((t) => t.pricing.kind === 'printed' && t.pricing.cost === 0).map((t) => t.name))
      .toEqual(['Absolute Time Sense', 'Astral Vision', 'Innocent Smile', 'Winning Smile']);
  });

  it('[GG-RULING-C02] the six price exceptions print one point under frequency + severity; every other printed row equals it', () => {
    const off = GG_CATALOG.traits.flatMap((t) => {
      if (t.pricing.kind !== 'printed') return [];
      const sum = FREQUENCY_SCALE[t.pricing.frequency].value + SEVERITY_SCALE[t.pricing.severity].value;
      const formula = t.family === 'advantage' ? sum : -sum;
      return formula === t.pricing.cost ? [] : [`${t.name} ${t.pricing.cost} vs ${formula}`];
    });
    expect(off).toEqual(['Energetic 2 vs 3', 'Manipulator 2 vs 3', 'Martial Arts Etiquette -2 vs -3', 'Never Grows Up -2 vs -3', 'Quick-Witted 1 vs 2', 'Young -1 vs -2']);
  });

  it('[GG-TRAIT-07] "Varies" rows keep the part they fix (Dim-Witted Fre, Escape Effect Rar, Feign Death Com, Uncontrolled Power Maj)', () => {
    const fixed = GG_CATALOG.traits.flatMap((t) => (t.pricing.kind === 'varies' && (t.pricing.frequency ?? t.pricing.severity)
      ? [`${t.name}: ${t.pricing.frequency ?? '-'} ${t.pricing.severity ?? '-'}`] : []));
    expect(fixed).toEqual(['Dim-Witted: frequent -', 'Escape Effect: rare -', 'Feign Death: common -', 'Uncontrolled Power: - major']);
    const usual = GG_CATALOG.traits.filter((t) => t.pricing.kind === 'varies' && t.family === 'advantage').map((t) => t.name);
    expect(usual).toEqual(['Alternative Form', 'Contacts', 'Escape Effect', 'Feign Death', 'Followers', 'Skill']);
  });

  it('[GG-TRAIT-09] [GG-BLD-14] the referee may allow a trait that is not in the list, priced by frequency + severity', () => {
    const sheet = sheetWith([], {
      advantages: [{ custom: 'Photographic Reflexes', frequency: 'common', severity: 'major' }, { id: 'grandeur' }],
      disadvantages: [{ custom: 'Sworn Enemy of Cats', frequency: 'rare', severity: 'significant' }],
    });
    const p = priceSheet(sheet).traits;
    expect(p.advantages[0]).toMatchObject({ name: 'Photographic Reflexes', ruleId: 'GG-TRAIT-09', gp: 3 });
    expect(p.disadvantages[0]).toMatchObject({ name: 'Sworn Enemy of Cats', gp: -1 });
    expect(validateSheet(sheet)).toEqual([]);
  });
});

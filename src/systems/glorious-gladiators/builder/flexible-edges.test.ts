import { describe, expect, it } from 'vitest';
import { checkSheet } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../index.ts';
import { flexLevelsLost, flexOptions } from './flexible-options.ts';
import { line, mod, price, sheetWith } from './testing.ts';

// Edges of Flexible pricing (seed L209-L214): an option built into the ability (GG-BLD-25), a
// modifier priced by the ability the line is used as (GG-BLD-26), and a referee-entered base cost
// under Flexible Level (GG-BLD-27). The builder and play read one list of ways and one price.

type Analysis = ReturnType<typeof price>;
const lineOf = (a: Analysis, label: string) => a.price.lines.find((l) => l.label.startsWith(label));
const levelsLess = (a: Analysis, label: string) => Number(/paid by (\d+) Level/.exec(lineOf(a, label)?.note ?? '')?.[1]);
const messages = (a: Analysis) => a.issues.map((i) => `${i.ruleId} ${i.message}`);
const sheetCost = (pick: ReturnType<typeof line>, label: string) =>
  checkSheet(gloriousGladiators, sheetWith([pick], { budget: 400 })).cost?.lines.find((l) => l.label.startsWith(label))?.cost;

describe('Flexible edges (GG-BLD-25..27)', () => {
  it('[GG-BLD-25] [GG-ABL-41] [GG-MOD-21] Immortality\'s built-in Always On is one of Flexible Duration\'s Durations', () => {
    const eternal = line('immortality', 3, { modifiers: [mod('persistent', { variant: 'personal' }), mod('flexible-duration')] });
    const a = price(eternal);
    expect(messages(a)).toEqual([]);
    expect(flexOptions(eternal).duration).toEqual(['persistent', 'always-on']);
    // C(3, 5) 3 + base 2 + Persistent Personal 2 + Flexible Duration 1; Always On is included (0).
    expect(a.price.total).toBe(8);
    expect(sheetCost(eternal, 'Immortality')).toBe(8);
  });

  it('[GG-BLD-25] [GG-MOD-03] [GG-BLD-11] a built-in Always On keeps its own rule: no Flexible modifier but Flexible Duration', () => {
    const a = price(line('immortality', 3, { modifiers: [mod('persistent', { variant: 'personal' }), mod('flexible-duration'), mod('flexible-level')] }));
    expect(messages(a)).toEqual(['GG-MOD-03 Immortality: Always On cannot take Flexible modifiers (except Flexible Duration, GG-MOD-21)']);
    // Two Durations without Flexible Duration break the one-Duration rule, the built-in one counted.
    expect(messages(price(line('immortality', 3, { modifiers: [mod('persistent', { variant: 'personal' })] }))))
      .toEqual(['GG-CHAR-09 2 Durations (Persistent (Variant: Personal), Always On (Duration)) need Flexible Duration']);
  });

  it('[GG-BLD-27] [GG-RULING-C03] [GG-BLD-22] a referee-entered base cost holds for every Range: Not Personal is not part of Touch\'s worth', () => {
    const beast = line('animal-form', 5, { refereeBase: 3, modifiers: [mod('personal'), mod('touch'), mod('flexible-range'), mod('flexible-level')] });
    const a = price(beast);
    expect(messages(a)).toEqual([]);
    expect(levelsLess(a, 'Touch')).toBe(2);
    // C(5, 3) 7 + referee base 3 + Flexible Range 1 + Flexible Level 1.
    expect(a.price.total).toBe(12);
    expect(sheetCost(beast, 'Animal Form')).toBe(12);
  });
});

describe('Modifiers priced by the ability under Flexible Ability (GG-BLD-26)', () => {
  // Persistent Target: "Target for Trap or Telepathy 2 ... Target Other 3" (seed L238).
  const mind = (own: string, other: string, level: number, ...more: ReturnType<typeof mod>[]) => line(own, level, {
    types: ['psychic'], modifiers: [mod('ranged'), mod('persistent', { variant: 'target' }), mod('flexible-ability', { abilities: [other] }), ...more],
  });

  it('[GG-BLD-26] [GG-MOD-45] [GG-MOD-20] a Telepathy line that may be used as Damage pays Persistent Target at Damage\'s 3', () => {
    const a = price(mind('telepathy', 'damage', 3));
    expect(messages(a)).toEqual([]);
    expect(lineOf(a, 'Persistent')).toMatchObject({ gp: 3 });
    // C(3, 3) 3 + Telepathy 1 + Damage 0 + Damage's Psychic 3 + Ranged 3 + Persistent 3 + Flexible Ability 4.
    expect(a.price.total).toBe(17);
    expect(sheetCost(mind('telepathy', 'damage', 3), 'Telepathy')).toBe(17);
  });

  it('[GG-BLD-26] [GG-BLD-19] [GG-MOD-22] under Flexible Level Persistent Target is part of each ability\'s worth', () => {
    // Damage 5 Psychic: 0 + 3 + C(5, 4) 6 + Persistent 3 = 12; Telepathy: 1 + C(5, 3) 7 + Persistent 2 = 10.
    const a = price(mind('damage', 'telepathy', 5, mod('flexible-level')));
    expect(messages(a)).toEqual([]);
    expect(lineOf(a, 'Persistent')).toMatchObject({ gp: 2 });
    expect(lineOf(a, 'Damage base cost')?.note).toBe('Flexible Level: paid by 2 Level(s) less when used');
    // 7 + Telepathy 1 + Ranged 3 + Persistent 2 + Flexible Ability 4 + Flexible Level 1.
    expect(a.price.total).toBe(18);
  });
});

describe('A referee-entered base cost under Flexible Type and Flexible Ability (GG-BLD-28)', () => {
  // Damage's Type prices (Physical 1, Psychic 3) are printed in its Cost column, part of its base cost (seed L85, L46).
  const bolt = line('damage', 5, {
    types: ['physical', 'psychic'], refereeBase: 2, modifiers: [mod('ranged'), mod('flexible-type'), mod('flexible-level')],
  });
  // Drain of a Type (base 0, Level Limit 3) or Damage (base 0, Psychic 3, Level Limit 4), as GG-BLD-19's example.
  const sap = line('drain', 5, {
    key: 'sap', types: ['psychic'], refereeBase: 2, options: { drains: 'type', target: 'Psychic' },
    modifiers: [mod('ranged'), mod('flexible-ability', { abilities: ['damage'] }), mod('flexible-level')],
  });

  it('[GG-BLD-28] [GG-RULING-C03] [GG-BLD-08] with the base entered, every Type is used at the Level paid for', () => {
    const a = price(bolt);
    expect(messages(a)).toEqual([]);
    expect(flexLevelsLost(bolt, { type: 'psychic' }, a.worths)).toBe(0);
    // C(5, 4) 6 + referee base 2 + Ranged 3 + Flexible Type 2 + Flexible Level 1.
    expect(a.price.total).toBe(14);
    expect(sheetCost(bolt, 'Damage')).toBe(14);
  });

  it('[GG-BLD-28] [GG-RULING-C03] [GG-BLD-16] [GG-BLD-19] with the base entered, the abilities are weighed by their Levels alone', () => {
    // Drain C(5, 3) 7, Damage C(5, 4) 6: Damage is paid at its Level Limit and Drain is used 1 Level lower.
    const a = price(sap);
    expect(messages(a)).toEqual([]);
    expect(a.price.levelLimit).toBe(4);
    expect(flexLevelsLost(sap, { ability: 'damage' }, a.worths)).toBe(0);
    expect(flexLevelsLost(sap, { ability: 'drain' }, a.worths)).toBe(1);
    // 6 + referee base 2 + Ranged 3 + Flexible Ability 4 + Flexible Level 1.
    expect(a.price.total).toBe(16);
    expect(sheetCost(sap, 'Drain')).toBe(16);
  });
});

describe('A Flexible choice priced by the ability, under Flexible Ability (GG-BLD-29)', () => {
  // Persistent Target: "Target for Trap or Telepathy 2 ... Target Other 3" (seed L238), here one of Flexible Duration's Durations.
  const link = (level: number, ...more: ReturnType<typeof mod>[]) => line('telepathy', level, {
    key: 'link', types: ['psychic'],
    modifiers: [mod('ranged'), mod('instant'), mod('persistent', { variant: 'target' }), mod('flexible-duration'),
      mod('flexible-ability', { abilities: ['damage'] }), ...more],
  });

  it('[GG-BLD-29] [GG-BLD-26] [GG-MOD-45] [GG-MOD-21] a Duration of the line pays its price with the dearest ability it may be used as', () => {
    const a = price(link(3));
    expect(messages(a)).toEqual([]);
    expect(lineOf(a, 'Persistent')).toMatchObject({ gp: 3 });
    // C(3, 3) 3 + Telepathy 1 + Damage's Psychic 3 + Ranged 3 + Persistent 3 + Flexible Duration 1 + Flexible Ability 4.
    expect(a.price.total).toBe(18);
    expect(sheetCost(link(3), 'Telepathy')).toBe(18);
  });

  it('[GG-BLD-29] [GG-BLD-24] [GG-MOD-22] under Flexible Level a Duration is worth its price with the ability in use', () => {
    // Telepathy 1 + C(5, 3) 7 = 8 is paid with Instant; Damage 3 + C(5, 4) 6 = 9 is 1 over, and Persistent Target with it 3.
    const pick = link(5, mod('flexible-level'));
    const a = price(pick);
    expect(messages(a)).toEqual([]);
    expect(flexLevelsLost(pick, { ability: 'telepathy', duration: 'persistent' }, a.worths)).toBe(2);
    expect(flexLevelsLost(pick, { ability: 'damage', duration: 'persistent' }, a.worths)).toBe(4);
    // 7 + Telepathy 1 + Ranged 3 + Flexible Duration 1 + Flexible Ability 4 + Flexible Level 1.
    expect(a.price.total).toBe(17);
  });

  it('[GG-BLD-29] [GG-BLD-16] [GG-MOD-57] [GG-MOD-22] the ability and the way it is used are paid for together, the cheapest pair', () => {
    // Short: "2 or 1 for a Damaging Attack" (seed L252). Drain of a Type 0 + C(4, 3) 5 ties Damage Physical 1 + C(4, 4) 4,
    // but Short is 1 as Damage, 2 as Drain (Touch 2): Damage with Short, 6, is paid, not Drain with Touch, 7.
    const sap = line('drain', 4, {
      key: 'sap', types: ['physical'], options: { drains: 'type', target: 'Physical' },
      modifiers: [mod('touch'), mod('short'), mod('flexible-range'), mod('flexible-ability', { abilities: ['damage'] }), mod('flexible-level')],
    });
    const a = price(sap);
    expect(messages(a)).toEqual([]);
    expect(a.price.levelLimit).toBe(4);
    expect(lineOf(a, 'Short')).toMatchObject({ gp: 1 });
    const lost = (ability: string, range: string) => flexLevelsLost(sap, { ability, range }, a.worths);
    expect([lost('damage', 'short'), lost('damage', 'touch'), lost('drain', 'touch'), lost('drain', 'short')]).toEqual([0, 1, 1, 1]);
    // C(4, 4) 4 + Damage's Physical 1 + Short 1 + Flexible Range 1 + Flexible Ability 4 + Flexible Level 1.
    expect(a.price.total).toBe(12);
    expect(sheetCost(sap, 'Drain')).toBe(12);
  });
});

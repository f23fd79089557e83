import { describe, expect, it } from 'vitest';
import { expandedAbilities, freeStartingPick } from '../builder/facts.ts';
import { priceSheet, validateSheet } from '../builder/sheet-price.ts';
import { line, mod, price, sheetWith } from '../builder/testing.ts';
import { GG_CATALOG } from './catalog.ts';

const issues = (s: ReturnType<typeof sheetWith>) => validateSheet(s).map((i) => `${i.ruleId} ${i.message}`);

describe('free starting abilities (GG-ABL-S1..S4, seed L268-278)', () => {
  it.each([
    // id, rule, ability, Level, Range, Duration, price of the free version if bought (spec ruling)
    ['running', 'GG-ABL-S1', 'movement', 1, 'personal', 'instant', 1],
    ['normal-senses', 'GG-ABL-S2', 'detection', 1, 'personal', 'always-on', 6],
    ['punch-kick', 'GG-ABL-S3', 'damage', 1, 'touch', 'instant', 3],
    ['grapple', 'GG-ABL-S4', 'grab', 1, 'touch', 'instant', 4],
  ] as const)('[%s] %s: %s L%i, %s, %s, worth %i GP, free to every character', (id, ruleId, ability, level, range, duration, worth) => {
    const entry = GG_CATALOG.startingAbility(id)!;
    expect([entry.ruleId, entry.ability, entry.level, entry.source]).toEqual([ruleId, ability, level, 'standard']);
    const free = freeStartingPick(entry);
    const { starting: _free, ...bought } = free;
    expect(price(bought).price.total).toBe(worth);
    expect(price(free).price.total).toBe(0);
    const ranges = free.modifiers.filter((m) => GG_CATALOG.modifier(m.id)!.category === 'range').map((m) => m.id);
    const durations = free.modifiers.filter((m) => GG_CATALOG.modifier(m.id)!.category === 'duration').map((m) => m.id);
    expect([ranges[0] ?? 'personal', durations[0] ?? 'instant']).toEqual([range, duration]);
  });

  it('[GG-ABL-S1] [GG-ABL-S2] [GG-ABL-S3] [GG-ABL-S4] [GG-BLD-06] every character has all four, even when the sheet does not list them', () => {
    const sheet = sheetWith([]);
    expect(expandedAbilities(sheet).map((a) => a.starting)).toEqual(['running', 'normal-senses', 'punch-kick', 'grapple']);
    expect(priceSheet(sheet).abilitiesTotal).toBe(0);
  });

  it('[GG-ABL-S3] [GG-BLD-06] an upgraded Punch/Kick costs its full price less the free version: Level 3 Touch Melee = 5 − 3 = 2', () => {
    const punch = line('damage', 3, { key: 'punch-kick', starting: 'punch-kick', source: 'standard', modifiers: [mod('touch'), mod('melee')] });
    const p = priceSheet(sheetWith([punch])).abilities.find((a) => a.key === 'punch-kick')!;
    expect([p.full, p.freeDeduction, p.total]).toEqual([5, 3, 2]);
    expect(p.lines.at(-1)).toMatchObject({ label: 'Free Punch/Kick deducted', gp: -3, ruleId: 'GG-ABL-S3' });
  });

  it('[GG-ABL-S1] [GG-CHAR-08] [GG-BLD-06] an upgraded starting ability stays Standard, so Level 5 at most', () => {
    const run = (level: number) => line('movement', level, { key: 'running', starting: 'running', source: 'standard', options: { classes: ['ground'] } });
    expect(issues(sheetWith([run(5)]))).toEqual([]);
    expect(issues(sheetWith([run(6)]))).toEqual(['GG-CHAR-08 Standard level over 5']);
    expect(priceSheet(sheetWith([run(5)])).abilitiesTotal).toBe(5 - 1);
  });

  it('[GG-ABL-S2] [GG-ABL-S4] [GG-BLD-06] an upgrade may only improve the free version', () => {
    const senses = line('detection', 2, { key: 'senses', starting: 'normal-senses', source: 'mutant', options: { kinds: ['vision', 'radar'] } });
    expect(issues(sheetWith([senses]))).toEqual([
      'GG-ABL-S2 Normal Senses stays Standard', 'GG-ABL-S2 Normal Senses keeps its Always On modifier', 'GG-ABL-S2 Normal Senses keeps Vision and Hearing',
    ]);
    const grapple = line('damage', 2, { key: 'grapple', starting: 'grapple', source: 'standard', modifiers: [mod('touch'), mod('melee')] });
    expect(issues(sheetWith([grapple]))).toEqual(['GG-ABL-S4 Grapple is a Grab ability']);
  });

  it('[GG-ABL-S2] [GG-BLD-06] Normal Senses is Physical when free, and an upgrade may pick another Type', () => {
    // The seed prints no Type for Normal Senses (L274); the ruling makes it Physical.
    const free = expandedAbilities(sheetWith([])).find((a) => a.starting === 'normal-senses')!;
    expect(free.types).toEqual(['physical']);
    // Level 2, Energy, still Standard, Always On, with Vision and Hearing: a legal upgrade, its full price less the free 6.
    const senses = line('detection', 2, {
      key: 'senses', starting: 'normal-senses', source: 'standard', types: ['energy'],
      options: { kinds: ['vision', 'hearing'] }, modifiers: [mod('always-on')],
    });
    expect(issues(sheetWith([senses]))).toEqual([]);
    const p = priceSheet(sheetWith([senses])).abilities.find((a) => a.key === 'senses')!;
    expect(p.freeDeduction).toBe(6);
    expect(p.total).toBe(p.full - 6);
  });

  it('[GG-ABL-S3] [GG-BLD-02] a starting ability may be listed once', () => {
    const punch = line('damage', 2, { key: 'fist', starting: 'punch-kick', source: 'standard', modifiers: [mod('touch'), mod('melee')] });
    expect(issues(sheetWith([punch, { ...punch, key: 'other-fist' }]))).toEqual(['GG-BLD-02 starting ability "punch-kick" is listed twice']);
  });
});

import { describe, expect, it } from 'vitest';
import { priceSheet, validateSheet } from '../builder/sheet-price.ts';
import { ggSheetSchema } from '../sheet.ts';
import { GG_CATALOG } from '../catalog/catalog.ts';
import { GG_TEMPLATES, ggTemplateById } from './index.ts';

const lineOf = (templateId: string, key: string) => priceSheet(ggTemplateById(templateId)!.sheet).abilities.find((a) => a.key === key)!;
const modifiersOf = (templateId: string, key: string) =>
  ggTemplateById(templateId)!.sheet.abilities.find((a) => a.key === key)!.modifiers.map((m) => m.id);

describe('templates', () => {
  it('every template is a sheet that parses and validates with the default table options', () => {
    for (const t of GG_TEMPLATES) {
      expect(ggSheetSchema.parse(t.sheet), t.id).toEqual(t.sheet);
      expect(validateSheet(t.sheet), t.id).toEqual([]);
    }
  });

  it('[GG-NPC-01] [GG-BLD-04] City Police: Walk L2, Vision L2, Accuracy L1, Pistol, Nightstick, Armour L1 Always On Item; Skills – Police (Com, Sig)', () => {
    const t = ggTemplateById('city-police')!;
    expect([t.ruleId, t.sheet.kind, t.sheet.budget]).toEqual(['GG-NPC-01', 'minor', null]);
    expect(t.sheet.abilities.map((a) => `${a.name} L${a.level}`)).toEqual(['Walk L2', 'Vision L2', 'Accuracy L1', 'Pistol L2', 'Nightstick L2', 'Armour L1']);
    expect(modifiersOf('city-police', 'pistol')).toEqual(['ranged', 'lethal', 'focus', 'shots', 'bullet']);
    // The seed's Pistol takes off more than half its 8 GP (−5 vs max 4): for minor characters the cap clamps (GG-CHAR-06 option).
    expect([lineOf('city-police', 'pistol').negative, lineOf('city-police', 'pistol').total]).toEqual([-5, 4]);
    expect(validateSheet(t.sheet, { negativeCapMinor: 'reject' }).map((i) => i.message)).toEqual(['negative modifiers exceed half (max 4)']);
    expect(priceSheet(t.sheet).traits.advantages).toEqual([expect.objectContaining({ name: 'Skill', note: 'Police', gp: 2 })]);
    expect(priceSheet(t.sheet).total).toBe(17);
  });

  it('[GG-NPC-02] SWAT, Federal Agent: the police kit less the Nightstick, plus SMG Autofire 2, Gas Grenades, Armour L2, Detection, Gas Mask', () => {
    const t = ggTemplateById('swat-agent')!;
    expect(t.sheet.abilities.map((a) => a.key)).toEqual(['running', 'normal-senses', 'accuracy', 'smg', 'pistol', 'gas-grenades', 'armour', 'detection', 'gas-mask']);
    expect(modifiersOf('swat-agent', 'smg')).toContain('autofire');
    expect(modifiersOf('swat-agent', 'gas-grenades')).toEqual(['limited-ammo', 'area', 'persistent', 'focus']);
    // SMG: 2 + Ranged 3 + Lethal 3 + Autofire 3 = 11 GP before negatives, so they count double (GG-CHAR-07) and clamp at 5.
    expect([lineOf('swat-agent', 'smg').preNegative, lineOf('swat-agent', 'smg').negativeMultiplier, lineOf('swat-agent', 'smg').total]).toEqual([11, 2, 6]);
    expect(lineOf('swat-agent', 'armour').level).toBe(2);
    expect(priceSheet(t.sheet).total).toBe(28);
  });

  it('[GG-NPC-03] Professional Criminal or Gangster: Shotgun L3 Long Range Line Lethal, Pistol L2; Skills – Criminal', () => {
    const t = ggTemplateById('gangster')!;
    expect(modifiersOf('gangster', 'shotgun')).toEqual(['long-range', 'area', 'lethal', 'focus', 'shots']);
    expect([lineOf('gangster', 'shotgun').level, lineOf('gangster', 'shotgun').total]).toEqual([3, 6]);
    expect(priceSheet(t.sheet).traits.advantages[0]).toMatchObject({ name: 'Skill', note: 'Criminal' });
    expect(priceSheet(t.sheet).total).toBe(14);
  });

  it('[GG-NPC-04] Minor Criminal or Gang Member: Walk L2, Vision L1, Pistol L1, Blunt Instrument L2, Knife L1; no traits', () => {
    const t = ggTemplateById('gang-member')!;
    expect(t.sheet.abilities.map((a) => `${a.name} L${a.level}`)).toEqual(['Walk L2', 'Pistol L1', 'Blunt Instrument L2', 'Knife L1']);
    expect(priceSheet(t.sheet).abilities.find((a) => a.key === 'normal-senses')).toMatchObject({ level: 1, total: 0 });
    expect([t.sheet.advantages, t.sheet.disadvantages]).toEqual([[], []]);
    expect(priceSheet(t.sheet).total).toBe(11);
  });

  it('[GG-BLD-13] the seed\'s shorthand: Conv. is Standard, Walk and Vision the free Running and Normal Senses, a plain Lethal is Any, an untyped weapon Solid', () => {
    const police = ggTemplateById('city-police')!.sheet.abilities;
    const named = (name: string) => police.find((a) => a.name === name)!;
    expect([named('Walk').starting, named('Vision').starting]).toEqual(['running', 'normal-senses']);
    expect([named('Pistol').source, named('Pistol').types]).toEqual(['standard', ['solid']]);
    expect(named('Pistol').modifiers.find((m) => m.id === 'lethal')?.options).toEqual({ variant: 'any' });
    // "Area Sphere, Persistent – Targets in Area and leaving", no Range printed: a Small Personal Burst, Persistent Sticky.
    const gas = ggTemplateById('swat-agent')!.sheet.abilities.find((a) => a.key === 'gas-grenades')!;
    expect(gas.modifiers.filter((m) => ['area', 'persistent'].includes(m.id)).map((m) => m.options))
      .toEqual([{ size: 'small', shapes: ['burst'] }, { variant: 'sticky' }]);
    expect(gas.modifiers.some((m) => GG_CATALOG.modifier(m.id)?.category === 'range')).toBe(false);
  });

  it('[GG-CHAR-01] [GG-TRAIT-R01] the typical minor characters stay within Level 3 and need not have 2-5 advantages', () => {
    for (const t of GG_TEMPLATES.filter((x) => x.kind === 'npc')) {
      expect(t.sheet.kind).toBe('minor');
      expect(Math.max(...t.sheet.abilities.map((a) => a.level))).toBeLessThanOrEqual(3);
      expect(t.sheet.advantages.length).toBeLessThan(2);
    }
  });

  it('[GG-CHAR-02] the sample major characters are legal builds of exactly 40 GP', () => {
    const majors = GG_TEMPLATES.filter((t) => t.kind === 'sample');
    expect(majors.map((t) => [t.name, t.side, t.sheet.kind, t.sheet.budget, priceSheet(t.sheet).total])).toEqual([
      ['Blue Comet', 'heroes', 'major', 40, 40], ['Ironclad', 'heroes', 'major', 40, 40], ['Mindwarp', 'villains', 'major', 40, 40],
    ]);
  });
});

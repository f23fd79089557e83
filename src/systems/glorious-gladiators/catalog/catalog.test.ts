import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILES, GG_CATALOG } from './catalog.ts';
import { checkCatalog, type CatalogFile } from './check-catalog.ts';
import { CATALOG_FAMILIES, catalogIndexSource } from './index-source.ts';

const CATALOG_DIR = import.meta.dirname;
const currentCatalogNames = (): Record<string, string[]> => Object.fromEntries(CATALOG_FAMILIES.map((f) => [
  f.dir, readdirSync(join(CATALOG_DIR, f.dir)).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5)).sort(),
]));

const clone = <T>(v: T): T => structuredClone(v);
function withFile(dir: CatalogFile['dir'], name: string, edit: (data: Record<string, unknown>) => void, rename?: string): CatalogFile[] {
  return CATALOG_FILES.map((f) => {
    if (f.dir !== dir || f.name !== name) return f;
    const data = clone(f.data) as Record<string, unknown>;
    edit(data);
    return { ...f, name: rename ?? f.name, data };
  });
}
const messages = (files: readonly CatalogFile[]) => checkCatalog(files).problems.map((p) => `${p.file}: ${p.message}`);

describe('Glorious Gladiators catalog integrity', () => {
  it('every file parses and cross-checks cleanly', () => {
    expect(messages(CATALOG_FILES)).toEqual([]);
  });

  it('holds 71 abilities, 69 modifiers, 4 starting abilities and 107 advantages/disadvantages (51 + 56)', () => {
    expect(GG_CATALOG.abilities).toHaveLength(71);
    expect(GG_CATALOG.modifiers).toHaveLength(69);
    expect(GG_CATALOG.starting).toHaveLength(4);
    expect(GG_CATALOG.traits).toHaveLength(107);
    expect(GG_CATALOG.traits.filter((t) => t.ruleId.startsWith('GG-ADV'))).toHaveLength(51);
    expect(GG_CATALOG.traits.filter((t) => t.ruleId.startsWith('GG-DIS'))).toHaveLength(56);
  });

  it('numbers each family in seed order with no gaps', () => {
    const check = (list: readonly { ruleId: string; seed: { from: number } }[], prefix: string) => {
      const mine = list.filter((e) => e.ruleId.startsWith(prefix));
      const numbers = mine.map((e) => Number(e.ruleId.slice(prefix.length)));
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
      const bySeed = [...mine].sort((a, b) => a.seed.from - b.seed.from).map((e) => e.ruleId);
      expect(bySeed).toEqual([...mine].sort((a, b) => a.ruleId.localeCompare(b.ruleId)).map((e) => e.ruleId));
    };
    check(GG_CATALOG.abilities, 'GG-ABL-');
    check(GG_CATALOG.modifiers, 'GG-MOD-');
    check(GG_CATALOG.traits, 'GG-ADV-');
    check(GG_CATALOG.traits, 'GG-DIS-');
  });

  it('keeps the generated index in step with the JSON files (run `npx tsx scripts/gg-catalog-index.ts`)', () => {
    const committed = readFileSync(join(CATALOG_DIR, 'index.generated.ts'), 'utf8');
    expect(committed).toBe(catalogIndexSource(currentCatalogNames()));
  });

  it('the index generator lists a new file, so a stale index is caught', () => {
    const names = currentCatalogNames();
    const withExtra = catalogIndexSource({ ...names, abilities: [...names.abilities!, 'zz-new-power'] });
    expect(withExtra).toContain(`import abilityZzNewPower from './abilities/zz-new-power.json' with { type: 'json' };`);
    expect(withExtra).not.toBe(catalogIndexSource(names));
  });

  it('fails on an id collision', () => {
    const copy = CATALOG_FILES.find((f) => f.dir === 'modifiers' && f.name === 'touch')!;
    expect(messages([...CATALOG_FILES, copy])).toContain('modifiers/touch.json: id "touch" collides with modifiers/touch.json in modifiers');
    expect(messages([...CATALOG_FILES, copy]).some((m) => m.includes('rule ID GG-MOD-61 collides'))).toBe(true);
  });

  it('fails on a rule ID collision across families', () => {
    const files = withFile('abilities', 'armour', (d) => Object.assign(d, { ruleId: 'GG-ABL-14' }));
    expect(messages(files)).toContain('abilities/damage.json: rule ID GG-ABL-14 collides with abilities/armour.json');
  });

  it('fails on an ability "protected by" naming an unknown ability', () => {
    const files = withFile('abilities', 'charm', (d) => Object.assign(d, { protectedBy: [{ ability: 'willpowre' }] }));
    expect(messages(files)).toEqual(['abilities/charm.json: protectedBy names unknown ability "willpowre"']);
  });

  it('fails on a modifier or predicate referring to an unknown entry or option', () => {
    const unknownModifier = withFile('modifiers', 'bullet', (d) => {
      d.restrictions = [{ when: { modifier: ['lethall'] }, message: 'x' }];
    });
    expect(messages(unknownModifier)).toEqual(['modifiers/bullet.json: predicate names unknown modifier "lethall"']);
    const unknownOption = withFile('modifiers', 'persistent', (d) => {
      d.options = (d.options as { id: string }[]).filter((o) => o.id !== 'variant');
    });
    expect(messages(unknownOption).some((m) => m.includes('reads unknown option "variant"'))).toBe(true);
    const unknownValue = withFile('abilities', 'summon', (d) => {
      d.restrictions = [{ when: { modifierOption: { modifier: 'persistent', id: 'variant', is: 'stickyy' } }, message: 'x' }];
    });
    expect(messages(unknownValue)).toEqual(['abilities/summon.json: predicate on persistent tests option "variant" for unknown value "stickyy"']);
  });

  it('fails on an unknown enum value', () => {
    const badType = withFile('abilities', 'armour', (d) => Object.assign(d, { types: ['plasma'] }));
    expect(messages(badType).some((m) => m.startsWith('abilities/armour.json: types'))).toBe(true);
    const badEffect = withFile('abilities', 'evasion', (d) => Object.assign(d, { effects: [{ kind: 'dodge', against: 'everything' }] }));
    expect(messages(badEffect).some((m) => m.startsWith('abilities/evasion.json: effects.0'))).toBe(true);
    const badHandler = withFile('abilities', 'gate', (d) => Object.assign(d, { effects: [{ kind: 'special', handler: 'wormhole' }] }));
    expect(messages(badHandler).some((m) => m.startsWith('abilities/gate.json: effects.0.handler'))).toBe(true);
  });

  it('fails on a file name that does not match the name slug', () => {
    const files = withFile('traits', 'ingenue', () => undefined, 'ingénue');
    expect(messages(files)).toContain('traits/ingénue.json: file name "ingénue" is not the slug of its name "Ingénue" (expected "ingenue")');
    const renamed = withFile('modifiers', 'long-range', (d) => Object.assign(d, { name: 'Longer Range (Range)' }));
    expect(messages(renamed)).toContain('modifiers/long-range.json: file name "long-range" is not the slug of its name "Longer Range (Range)" (expected "longer-range")');
  });

  it('fails when an entry with effects is marked narrative, or one without effects is not', () => {
    const files = withFile('abilities', 'radio', (d) => Object.assign(d, { play: 'automated' }));
    expect(messages(files)).toEqual(['abilities/radio.json: an entry has no effects exactly when its play is "narrative"']);
  });
});

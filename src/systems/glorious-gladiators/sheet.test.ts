import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSheetJson } from './builder/sheet-price.ts';
import { GG_SHEET_SCHEMA_VERSION, ggSheetJsonSchema, ggSheetSchema } from './sheet.ts';
import { BLUE_COMET } from './templates/heroes.ts';

const minimal = {
  schemaVersion: GG_SHEET_SCHEMA_VERSION, system: 'glorious-gladiators', name: 'Thug', kind: 'minor', budget: null,
};

describe('Glorious Gladiators sheet schema', () => {
  it('[GG-CHAR-01] a sheet says whether the character is major or minor', () => {
    expect(ggSheetSchema.parse(minimal).kind).toBe('minor');
    expect(ggSheetSchema.safeParse({ ...minimal, kind: 'boss' }).success).toBe(false);
  });

  it('[GG-CHAR-02] the GP budget is a positive whole number or null when none applies', () => {
    expect(ggSheetSchema.parse({ ...minimal, budget: 40 }).budget).toBe(40);
    expect(ggSheetSchema.safeParse({ ...minimal, budget: 0 }).success).toBe(false);
    expect(ggSheetSchema.safeParse({ ...minimal, budget: 12.5 }).success).toBe(false);
  });

  it('fills empty lists and option records, and rejects unknown fields and versions', () => {
    const sheet = ggSheetSchema.parse({
      ...minimal,
      abilities: [{ key: 'blast', ability: 'damage', level: 3, types: ['heat'], source: 'mutant', modifiers: [{ id: 'ranged' }] }],
    });
    expect(sheet.advantages).toEqual([]);
    expect(sheet.abilities[0]!.options).toEqual({});
    expect(sheet.abilities[0]!.modifiers[0]!.options).toEqual({});
    expect(ggSheetSchema.safeParse({ ...minimal, hp: 3 }).success).toBe(false);
    expect(ggSheetSchema.safeParse({ ...minimal, schemaVersion: 99 }).success).toBe(false);
  });

  it('[GG-CHAR-05] an ability has a Level of 1 or more and at least one Type', () => {
    const ability = { key: 'a', ability: 'armour', types: ['solid'], source: 'technological' };
    expect(ggSheetSchema.safeParse({ ...minimal, abilities: [{ ...ability, level: 0 }] }).success).toBe(false);
    expect(ggSheetSchema.safeParse({ ...minimal, abilities: [{ ...ability, level: 1, types: [] }] }).success).toBe(false);
    expect(ggSheetSchema.safeParse({ ...minimal, abilities: [{ ...ability, level: 1, types: ['plasma'] }] }).success).toBe(false);
  });
});

describe('sheet JSON', () => {
  it('docs/systems/glorious-gladiators.sheet.schema.json is generated from the zod schema (run `npx tsx scripts/gg-sheet-schema.ts`)', () => {
    const file = resolve(import.meta.dirname, '../../../docs/systems/glorious-gladiators.sheet.schema.json');
    expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(ggSheetJsonSchema(), null, 2)}\n`);
  });

  it('[GG-PLAY-211] the JSON Schema names what a sheet may hold, its minions too', () => {
    const schema = ggSheetJsonSchema() as { required: string[]; properties: Record<string, unknown>; additionalProperties: boolean };
    expect(schema.required).toEqual(['schemaVersion', 'system', 'name', 'kind', 'budget']);
    expect(Object.keys(schema.properties)).toEqual(['schemaVersion', 'system', 'name', 'kind', 'budget', 'abilities', 'advantages', 'disadvantages', 'notes', 'minions']);
    expect(schema.additionalProperties).toBe(false);
  });

  it('a sheet survives export to JSON and import unchanged', () => {
    const json: unknown = JSON.parse(JSON.stringify(BLUE_COMET));
    const back = checkSheetJson(json);
    expect(back.sheet).toEqual(BLUE_COMET);
    expect([back.issues, back.price?.total]).toEqual([[], 40]);
  });

  it('[GG-CHAR-02] checkSheetJson answers a validate-character query: parse errors and rule problems, each with a path', () => {
    expect(checkSheetJson({ ...minimal, kind: 'hero' }).issues).toEqual([
      { ruleId: 'GG-BLD-01', path: ['kind'], message: expect.stringContaining('major') as string },
    ]);
    const over = checkSheetJson({
      ...minimal, kind: 'minor', abilities: [{ key: 'gun', ability: 'damage', level: 4, types: ['solid'], source: 'standard', modifiers: [{ id: 'ranged' }] }],
    });
    expect(over.issues).toEqual([{ ruleId: 'GG-CHAR-01', path: ['abilities', 0, 'level'], message: 'minor ability over Level 3' }]);
    expect(over.price?.abilitiesTotal).toBe(4 + 3);
  });
});

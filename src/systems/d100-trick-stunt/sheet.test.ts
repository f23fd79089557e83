import { describe, expect, it } from 'vitest';
import { D100_TEMPLATES, d100TrickStunt } from './index.ts';
import { ALDO } from './templates.ts';

/** The sheet through the system's own check, as figure.add and the builder make it. */
function check(json: unknown) {
  const parsed = d100TrickStunt.sheet.safeParse(json);
  if (!parsed.success) return { parsed: null, issues: parsed.error.issues.map((i) => i.message) };
  return { parsed: parsed.data, issues: d100TrickStunt.validateSheet(parsed.data) };
}

describe('the d100 sheet\'s name', () => {
  it('[D100-CHAR-01] a sheet may carry a name of 1–60 characters, trimmed', () => {
    const { parsed, issues } = check({ ...ALDO, name: '  Aldo the Bold ' });
    expect(issues).toEqual([]);
    expect(parsed?.name).toBe('Aldo the Bold');
    expect(check({ ...ALDO, name: 'x'.repeat(60) }).issues).toEqual([]);
  });

  it('[D100-CHAR-01] an old sheet without a name still loads, at the same schema version', () => {
    const { name: _name, ...old } = ALDO;
    const { parsed, issues } = check(old);
    expect(issues).toEqual([]);
    expect(parsed).not.toHaveProperty('name');
    expect(parsed?.schemaVersion).toBe(1);
  });

  it('[D100-CHAR-01] an empty, blank or 61-character name is refused, with the rule and the field', () => {
    for (const name of ['', '   ']) {
      expect(check({ ...ALDO, name }).issues).toEqual([{ ruleId: 'D100-CHAR-01', path: ['name'], message: 'the name is empty: give one or leave it out' }]);
    }
    expect(check({ ...ALDO, name: 'x'.repeat(61) }).issues).toEqual([
      { ruleId: 'D100-CHAR-01', path: ['name'], message: 'the name must be at most 60 characters, not 61' },
    ]);
  });

  it('[D100-CHAR-01] [D100-CHAR-02] every template carries its own name in its sheet', () => {
    for (const t of D100_TEMPLATES) expect(t.sheet.name, t.id).toBe(t.name);
  });
});

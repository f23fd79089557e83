import type { SheetIssue } from '../../kernel/index.ts';
import { parseDamage } from './notation.ts';
import { isBand, type D100Sheet } from './sheet.ts';

/**
 * The building rules ([D100-CHAR-01], [D100-RULING-18]): a name, if any, of 1–60 characters; scores 1–200, Life above 0 and at most
 * max Life, known damage notation and range bands, a wielded weapon that exists, unique weapon ids.
 */
export function validateD100Sheet(sheet: D100Sheet): SheetIssue[] {
  const issues: SheetIssue[] = [];
  const bad = (path: Array<string | number>, message: string) => issues.push({ ruleId: 'D100-CHAR-01', path, message });
  if (sheet.name !== undefined && (sheet.name.length < 1 || sheet.name.length > 60)) {
    bad(['name'], sheet.name.length < 1 ? 'the name is empty: give one or leave it out' : `the name must be at most 60 characters, not ${sheet.name.length}`);
  }
  for (const key of ['strength', 'agility', 'mind', 'charm'] as const) {
    if (sheet[key] < 1 || sheet[key] > 200) bad([key], `${key} must be 1–200, not ${sheet[key]}`);
  }
  for (const [skill, value] of Object.entries(sheet.skills)) if (value < 1 || value > 200) bad(['skills', skill], `${skill} must be 1–200, not ${value}`);
  if (sheet.life <= 0) bad(['life'], 'a new character has Life above 0');
  if (sheet.maxLife < 1) bad(['maxLife'], 'max Life must be at least 1');
  if (sheet.life > sheet.maxLife) bad(['life'], `Life ${sheet.life} is above max Life ${sheet.maxLife}`);
  if (sheet.power < 0 || sheet.power > 50) bad(['power'], 'Power must be 0–50');
  if (sheet.armor && (sheet.armor.rating < 0 || sheet.armor.rating > 20)) bad(['armor', 'rating'], 'armor rating must be 0–20');
  const ids = new Set<string>();
  sheet.weapons.forEach((w, i) => {
    if (ids.has(w.id)) bad(['weapons', i, 'id'], `two weapons are called "${w.id}"`);
    ids.add(w.id);
    if (!parseDamage(w.damage)) bad(['weapons', i, 'damage'], `"${w.damage}" is not damage dice like 1d8 or 2d6+1`);
    if (!isBand(w.range)) bad(['weapons', i, 'range'], `"${w.range}" is not a range band (close, short, medium, long, extreme)`);
    else if (w.kind === 'melee' && w.range !== 'close') bad(['weapons', i, 'range'], 'melee weapons reach close range only');
    if (w.shots !== undefined && (w.shots < 1 || w.shots > 100)) bad(['weapons', i, 'shots'], 'shots must be 1–100');
  });
  if (sheet.wielded !== null && !ids.has(sheet.wielded)) bad(['wielded'], `the wielded weapon "${sheet.wielded}" is not among the weapons`);
  return issues;
}

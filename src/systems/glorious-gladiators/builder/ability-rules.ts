import type { SheetIssue } from '../../../kernel/index.ts';
import { GG_CATALOG } from '../catalog/catalog.ts';
import { holds, type BuildFacts } from '../catalog/predicate.ts';
import type { AbilityEntry } from '../catalog/types.ts';
import { mainTypeOf, type CharacterKind, type TypeCode } from '../catalog/vocabulary.ts';
import { otherAbilities } from './ability-priced.ts';
import type { AbilityPick } from '../sheet.ts';

// The build rules of one ability line that are not about price: its Types, its own restrictions,
// the Level caps for minor characters and Standard sources, and what upgrading a free starting
// ability allows.

const title = (s: string) => s.replace(/(^|-)([a-z])/g, (_, d: string, c: string) => (d ? ' ' : '') + c.toUpperCase());

/** Whether a Type is one the ability allows; an Energy subtype fits where Energy is allowed. */
export function typeAllowed(entry: AbilityEntry, t: TypeCode): boolean {
  return entry.types === 'any' || entry.types.includes(t) || (entry.types.includes('energy') && mainTypeOf(t) === 'energy');
}

const allowedTypes = (entry: AbilityEntry): string => (entry.types === 'any' ? 'any' : entry.types.map(title).join(', '));

/** Whether the ability comes from a Large item (GG-MOD-37), which lifts the Level caps. */
export function isLargeItem(pick: AbilityPick): boolean {
  return pick.modifiers.some((m) => m.id === 'large');
}

export function checkAbilityRules(
  pick: AbilityPick, entry: AbilityEntry, facts: BuildFacts, path: readonly (string | number)[], kind: CharacterKind,
): SheetIssue[] {
  const issues: SheetIssue[] = [];
  const say = (ruleId: string, message: string, at: readonly (string | number)[] = path) => issues.push({ ruleId, path: at, message });

  for (const t of pick.types) {
    if (!typeAllowed(entry, t)) {
      say(entry.ruleId, `${entry.name} cannot be ${title(t)} (allowed: ${allowedTypes(entry)})`, [...path, 'types']);
    }
  }
  // Flexible Ability keeps the line's Types for each of its abilities (GG-BLD-21); unknown ids are GG-MOD-20's.
  for (const other of otherAbilities(pick)) {
    for (const t of pick.types) {
      if (!typeAllowed(other, t)) say('GG-BLD-21', `Flexible Ability: ${other.name} cannot be ${title(t)} (allowed: ${allowedTypes(other)})`, [...path, 'types']);
    }
  }
  if (new Set(pick.types).size !== pick.types.length) say(entry.ruleId, `${entry.name} lists a Type twice`, [...path, 'types']);
  const flexibleType = pick.modifiers.some((m) => m.id === 'flexible-type');
  if (pick.types.length > 1 && !entry.cost.typeTiers && !flexibleType) {
    say('GG-MOD-25', `${entry.name} with ${pick.types.length} Types needs Flexible Type`, [...path, 'types']);
  }
  for (const r of entry.restrictions) if (!holds(r.when, facts)) say(entry.ruleId, r.message);

  // GG-CHAR-01: minor characters stop at Level 3 unless the ability is a Large Standard or Technological item.
  const large = isLargeItem(pick);
  if (kind === 'minor' && pick.level > 3 && !(large && (pick.source === 'standard' || pick.source === 'technological'))) {
    say('GG-CHAR-01', 'minor ability over Level 3', [...path, 'level']);
  }
  // GG-CHAR-08: Standard abilities stop at Level 5 unless from a Large item.
  if (pick.source === 'standard' && pick.level > 5 && !large) say('GG-CHAR-08', 'Standard level over 5', [...path, 'level']);

  if (pick.starting) issues.push(...checkStartingUpgrade(pick, path));
  return issues;
}

/** An upgraded starting ability keeps its free build and may only be improved (GG-ABL-S1..S4, seed L278). */
function checkStartingUpgrade(pick: AbilityPick, path: readonly (string | number)[]): SheetIssue[] {
  const free = GG_CATALOG.startingAbility(pick.starting!)!;
  const issues: SheetIssue[] = [];
  const say = (message: string, at: readonly (string | number)[] = path) => issues.push({ ruleId: free.ruleId, path: at, message });
  if (pick.ability !== free.ability) say(`${free.name} is a ${title(free.ability)} ability`, [...path, 'ability']);
  if (pick.level < free.level) say(`${free.name} cannot go below Level ${free.level}`, [...path, 'level']);
  if (pick.source !== free.source) say(`${free.name} stays ${title(free.source)}`, [...path, 'source']);
  for (const m of free.modifiers) {
    if (!pick.modifiers.some((p) => p.id === m.id)) say(`${free.name} keeps its ${title(m.id)} modifier`, [...path, 'modifiers']);
  }
  for (const [key, value] of Object.entries(free.options)) {
    const mine = pick.options[key];
    const kept = Array.isArray(value) ? Array.isArray(mine) && value.every((v) => mine.includes(v)) : mine === value;
    if (!kept) say(`${free.name} keeps ${Array.isArray(value) ? value.map(title).join(' and ') : String(value)}`, [...path, 'options', key]);
  }
  return issues;
}

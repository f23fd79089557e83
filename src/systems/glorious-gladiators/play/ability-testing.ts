import { hasCondition } from '../../../kernel/index.ts';
import type { TableEngine } from '../../../kernel/index.ts';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick, GgSheet } from '../sheet.ts';
import type { S } from './model.ts';

// Small builders for the ability tests: a major character with just the lines a test needs (the
// four free starting abilities come with every sheet) on a budget large enough not to matter.

export { line, mod };

export function hero(name: string, abilities: AbilityPick[], rest: Partial<GgSheet> = {}): GgSheet {
  return sheetWith(abilities, { name, budget: 400, ...rest });
}

export function minion(name: string, abilities: AbilityPick[] = []): GgSheet {
  return sheetWith(abilities, { name, kind: 'minor', budget: null });
}

/** A line with range and other modifiers: `ranged('trap', 2, 'persistent')`. */
export function ranged(ability: string, level: number, ...mods: string[]): AbilityPick {
  return line(ability, level, { modifiers: [mod('ranged'), ...mods.map((m) => (m === 'persistent' ? mod('persistent', { variant: 'target' }) : mod(m)))] });
}

/** A line with Disabling (GG-MOD-14) added to its modifiers. */
export function disabling(ability: string, level: number, more: Partial<AbilityPick> = {}): AbilityPick {
  return line(ability, level, { ...more, modifiers: [...(more.modifiers ?? []), mod('disabling')] });
}

export const has = (t: TableEngine, id: string, c: string): boolean => hasCondition(t.state.figures[id]!, c);
export const pos = (t: TableEngine, id: string) => t.state.figures[id]!.position;
export const state = (t: TableEngine): S => t.state as S;

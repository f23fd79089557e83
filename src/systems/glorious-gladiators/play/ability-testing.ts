import { hasCondition } from '../../../kernel/index.ts';
import type { TableEngine } from '../../../kernel/index.ts';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick, GgSheet } from '../sheet.ts';
import type { S } from './model.ts';
import { ggTable, run } from './testing.ts';

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

/**
 * A minor character `b` with a Disabling Willpower 3, mesmerised by `a`'s Persistent Mesmerise 2
 * (to hit on a 9, resisted on a 9, the Willpower's first Disabling roll a 5), `a`'s turn over:
 * b's Willpower is next used as a turn starts or when b resists.
 */
export function mesmerisedStubborn(): TableEngine {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: hero('Hypnotist', [ranged('mesmerise', 2, 'persistent')]), at: { q: 0, r: 0 } },
    { id: 'b', side: 'two', sheet: minion('Stubborn', [disabling('willpower', 3)]), at: { q: 3, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  run(t, 'gg.attack', { figure: 'a', ability: 'mesmerise', target: 'b' }, [9, 9, 5]);
  run(t, 'gg.end-turn', { figure: 'a' });
  return t;
}

/** Ann (heroes) acts first, then Vic (villains), 3 hexes apart; both major, 3 hits, each with an Energy Damage 3 Ranged `blast`. */
export function blasterDuel(): TableEngine {
  const blast = line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('ranged')] });
  const t = ggTable([
    { id: 'ann', side: 'heroes', sheet: hero('Ann', [blast]), at: { q: 0, r: 0 } },
    { id: 'vic', side: 'villains', sheet: hero('Vic', [blast]), at: { q: 3, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

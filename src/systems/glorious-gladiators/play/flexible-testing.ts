import type { TableEngine } from '../../../kernel/index.ts';
import { sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { profile, type S } from './model.ts';
import type { AbilityProfile } from './profile-types.ts';
import { ggTable, run } from './testing.ts';

// The Flexible play tests' table and readers: a holder `a` with the lines under test, acting first,
// against a plain hero `apart` hexes away; the ability as play has it now, and a gg.flex choice.

export function flexDuel(a: AbilityPick[], apart: number): TableEngine {
  const t = ggTable([
    { id: 'a', side: 'villains', sheet: sheetWith(a, { budget: 400 }), at: { q: 0, r: 0 } },
    { id: 'b', side: 'heroes', sheet: sheetWith([], { budget: 400 }), at: { q: apart, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

/** The holder's ability `key` as play has it now (its Level after the Flexible choices in use). */
export const abilityIn = (t: TableEngine, key: string): AbilityProfile | undefined => profile(t.state as S, 'a').abilities.find((x) => x.key === key);

/** The holder switches `key` to `choice` with gg.flex. */
export const flexAs = (t: TableEngine, key: string, choice: Record<string, string>) => run(t, 'gg.flex', { figure: 'a', ability: key, choice });

import { describe, expect, it } from 'vitest';
import { oddsOf, type Json } from '../../../kernel/index.ts';
import { sheetWith } from '../builder/testing.ts';
import type { TraitPick } from '../sheet.ts';
import { gloriousGladiators } from '../system.ts';
import { GM, ggTable, run } from './testing.ts';

// Exact odds of the modifiers' and traits' own rolls, enumerated from the very resolutions play runs.

const hero = (advantages: TraitPick[] = [], disadvantages: TraitPick[] = []) => sheetWith([], {
  budget: 400, ...(advantages.length ? { advantages: [{ id: 'grandeur' }, ...advantages] } : {}),
  ...(disadvantages.length ? { disadvantages: [{ id: 'angst' }, ...disadvantages] } : {}),
});

function odds(t: ReturnType<typeof ggTable>, type: string, args: Json) {
  const o = oddsOf(gloriousGladiators, t.state, { type, args }, GM);
  if (!o.ok) throw new Error(o.rejection.message);
  return (outcome: Json) => o.distribution.probability(outcome).toString();
}

describe('glorious gladiators: odds of the modifiers\' and traits\' rolls', () => {
  it('[GG-DMG-05] [GG-ADV-16] a Light Wound heals on 6+; with Fast Healer on 3+', () => {
    const t = ggTable([{ id: 'a', side: 'villains', sheet: hero([{ id: 'fast-healer' }]) }, { id: 'b', side: 'heroes', sheet: hero() }]);
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gm.set', { path: ['figures', 'a', 'status', 'wound'], value: 'light' });
    run(t, 'gm.set', { path: ['figures', 'b', 'status', 'wound'], value: 'light' });
    run(t, 'combat.end', {});
    expect(odds(t, 'gg.recover-wound', { figure: 'a' })({ to: 'ok' })).toBe('4/5');
    expect(odds(t, 'gg.recover-wound', { figure: 'b' })({ to: 'ok' })).toBe('1/2');
  });

  it('[GG-TRAIT-03] [GG-DIS-12] [GG-TRAIT-R05] a Major trait takes hold on 3+; a Major Escape Effect gets away on 3+', () => {
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([{ id: 'escape-effect', severity: 'major' }]) },
      { id: 'b', side: 'heroes', sheet: hero([], [{ id: 'coward' }]) },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    expect(odds(t, 'gg.trait', { figure: 'b', trait: 'coward' })({ holds: true })).toBe('4/5');
    expect(odds(t, 'gg.escape-effect', { figure: 'a' })({ escaped: true })).toBe('4/5');
  });
});

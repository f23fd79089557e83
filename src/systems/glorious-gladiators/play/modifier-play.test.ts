import { describe, expect, it } from 'vitest';
import type { GgSheet } from '../sheet.ts';
import { BLUE_COMET } from '../templates/heroes.ts';
import { data, events, ggTable, run } from './testing.ts';

// Modifiers in play, each driven through real commands with scripted dice.

type Mod = { id: string; options?: Record<string, string | number | boolean | string[]> };
export const withModifiers = (sheet: GgSheet, key: string, mods: Mod[]): GgSheet => ({
  ...sheet, budget: 200,
  abilities: sheet.abilities.map((a) => (a.key !== key ? a : {
    ...a, modifiers: [...a.modifiers, ...mods.map((x) => ({ id: x.id, options: x.options ?? {} }))],
  })),
});

describe('glorious gladiators: reactivation Penalties from the takedown', () => {
  it('[GG-MOD-28] [GG-DMG-02] Hard Reactivation: a minor it takes out needs 7+ rather than 6+ to get up', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', sheet: withModifiers(BLUE_COMET, 'lightning-bolt', [{ id: 'hard-reactivation' }]), at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    const r = run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'cop' }, [10, 10]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ out: true, reactivationPenalty: 1 });
    const up = run(t, 'gg.end-turn', { figure: 'comet' }, [6]);
    expect(data(events(up, 'gg.reactivation')[0])).toMatchObject({ figure: 'cop', target: 7, success: false });
  });

  it('[GG-MOD-38] Lethal\'s Penalty comes from its record: 6+2 for a minor; Optional Lethal gives none', () => {
    const lethal = (variant: string) => {
      const t = ggTable([
        { id: 'comet', side: 'heroes', sheet: withModifiers(BLUE_COMET, 'lightning-bolt', [{ id: 'lethal', options: { variant } }]), at: { q: 0, r: 0 } },
        { id: 'cop', side: 'law', template: 'city-police', at: { q: 5, r: 0 } },
      ]);
      run(t, 'combat.start', {}, [1, 1]);
      run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'cop' }, [10, 10]);
      return data(events(run(t, 'gg.end-turn', { figure: 'comet' }, [1]), 'gg.reactivation')[0]).target;
    };
    expect(lethal('any')).toBe(8);
    expect(lethal('optional-lawful')).toBe(6);
  });
});

import { describe, expect, it } from 'vitest';
import type { GgSheet } from '../sheet.ts';
import { BLUE_COMET, IRONCLAD } from '../templates/heroes.ts';
import { profileOf } from './profile.ts';
import { gasStopped } from './modifier-rules.ts';
import { sheetOf, type S } from './model.ts';
import { data, events, ggTable, refusal, run, status, tryRun } from './testing.ts';

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

const cometWith = (mods: Mod[]) => withModifiers(BLUE_COMET, 'lightning-bolt', mods);
const duel = (comet: GgSheet, foe = 'city-police', at = 5) => {
  const t = ggTable([
    { id: 'comet', side: 'heroes', sheet: comet, at: { q: 0, r: 0 } },
    { id: 'foe', side: 'villains', template: foe, at: { q: at, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [1, 1]);
  return t;
};
const bolt = { figure: 'comet', ability: 'lightning-bolt', target: 'foe' };

describe('glorious gladiators: modifiers with their own rules', () => {
  it('[GG-MOD-53] Rending: a result roll of 6+ that deals a hit deals one more', () => {
    const t = duel(cometWith([{ id: 'rending' }]), 'ironclad');
    // Lightning 4 vs Insulated Plating 2: 3+; a 6 deals 1 hit, +1 Rending; a 5 deals 1 and no more.
    const r = run(t, 'gg.attack', bolt, [9, 6]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ hits: 2, rending: 1 });
    run(t, 'gg.end-turn', { figure: 'comet' });
    run(t, 'gg.end-turn', { figure: 'foe' });
    expect(data(events(run(t, 'gg.attack', bolt, [9, 5]), 'gg.hit')[0])).toMatchObject({ hits: 1 });
  });

  it('[GG-MOD-52] [GG-MOD-65] Reliable keeps the better of two result rolls, Unreliable the worse', () => {
    const reliable = run(duel(cometWith([{ id: 'reliable' }]), 'ironclad'), 'gg.attack', bolt, [9, 1, 6]);
    expect(events(reliable, 'gg.hit')).toHaveLength(1);
    const unreliable = run(duel(cometWith([{ id: 'unreliable' }]), 'ironclad'), 'gg.attack', bolt, [9, 6, 1]);
    expect(events(unreliable, 'gg.no-result')).toHaveLength(1);
  });

  it('[GG-MOD-02] Adapts: each failure against a target gives +1 Level against it', () => {
    const t = duel(cometWith([{ id: 'adapts' }]), 'ironclad');
    const r = run(t, 'gg.attack', bolt, [9, 1]);
    expect(data(events(r, 'gg.adapted')[0])).toMatchObject({ target: 'foe', levels: 1 });
    run(t, 'gg.end-turn', { figure: 'comet' });
    run(t, 'gg.end-turn', { figure: 'foe' });
    const again = run(t, 'gg.attack', bolt, [9, 1]);
    expect(data(events(again, 'gg.no-result')[0])).toMatchObject({ level: 5 });
  });

  it('[GG-MOD-68] Weakens: each use costs a Level; at 0 it cannot be used', () => {
    const t = duel(cometWith([{ id: 'weakens' }]), 'ironclad');
    const r = run(t, 'gg.attack', bolt, [1, 4]);
    expect(data(events(r, 'gg.weakened')[0])).toMatchObject({ ability: 'lightning-bolt', weakened: 1 });
    run(t, 'gm.set', { path: ['figures', 'comet', 'status', 'weakened', 'lightning-bolt'], value: 4 });
    run(t, 'gg.end-turn', { figure: 'comet' });
    run(t, 'gg.end-turn', { figure: 'foe' });
    expect(refusal(tryRun(t, 'gg.attack', bolt))).toBe('GG_NO_USES_LEFT GG-MOD-68');
  });

  it('[GG-MOD-18] Exhausts: a result roll of 1 ends it for the scene', () => {
    const t = duel(cometWith([{ id: 'exhausts' }]), 'ironclad');
    const r = run(t, 'gg.attack', bolt, [9, 1]);
    expect(data(events(r, 'gg.spent')[0])).toMatchObject({ face: 1, why: 'exhausts' });
    run(t, 'gg.end-turn', { figure: 'comet' });
    run(t, 'gg.end-turn', { figure: 'foe' });
    expect(refusal(tryRun(t, 'gg.attack', bolt))).toBe('GG_NO_USES_LEFT GG-MOD-18');
  });

  it('[GG-MOD-08] Burnout: used boosted it is 4 Levels higher, and an extra 1-3 loses it for the scene', () => {
    const t = duel(cometWith([{ id: 'burnout' }]), 'ironclad');
    expect(refusal(tryRun(duel(BLUE_COMET, 'ironclad'), 'gg.attack', { ...bolt, boost: true }))).toBe('GG_NOT_APPLICABLE GG-MOD-08');
    const r = run(t, 'gg.attack', { ...bolt, boost: true }, [9, 1, 2]);
    expect(data(events(r, 'gg.no-result')[0] ?? events(r, 'gg.hit')[0])).toBeDefined();
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ target: 'foe' });
    expect(data(events(r, 'gg.spent')[0])).toMatchObject({ why: 'burnout', face: 2 });
  });

  it('[GG-MOD-08] [GG-PLAY-141] Burnout rolls once a turn it is used boosted, not once a use; again the next turn', () => {
    // Versatile lets the bolt follow itself up (GG-MOD-64): two boosted uses in one turn.
    const t = duel(cometWith([{ id: 'burnout' }, { id: 'versatile' }]), 'ironclad');
    const first = run(t, 'gg.attack', { ...bolt, boost: true }, [9, 1, 9]);
    expect(events(first, 'gg.burnout').map(data)).toEqual([{ figure: 'comet', ability: 'lightning-bolt', face: 9 }]);
    // The boosted follow-up this turn: its to-hit and result only, no Burnout roll (seed L195 'each turn').
    const second = run(t, 'gg.attack', { ...bolt, boost: true }, [9, 1]);
    expect(events(second, 'gg.burnout')).toEqual([]);
    run(t, 'gg.end-turn', { figure: 'comet' });
    run(t, 'gg.end-turn', { figure: 'foe' });
    const next = run(t, 'gg.attack', { ...bolt, boost: true }, [9, 1, 3]);
    expect(data(events(next, 'gg.burnout')[0])).toMatchObject({ face: 3 });
    expect(data(events(next, 'gg.spent')[0])).toMatchObject({ why: 'burnout', face: 3 });
  });

  it('[GG-MOD-66] Variable: the first use rolls the Level for the combat, Level − 5 + 1D', () => {
    const t = duel(cometWith([{ id: 'variable' }]), 'ironclad');
    const r = run(t, 'gg.attack', bolt, [8, 9, 1]);
    expect(data(events(r, 'gg.variable')[0])).toMatchObject({ face: 8, level: 7 });
    expect(status(t, 'comet').variable['lightning-bolt']).toBe(7);
  });

  it('[GG-MOD-39] Limited: the GM says whether it works; when not, the action is spent for nothing', () => {
    const t = duel(cometWith([{ id: 'limited', options: { share: '50' } }]), 'ironclad');
    const asked = run(t, 'gg.attack', bolt, [], []);
    expect(asked.ok && t.state.pending?.prompt.to).toBe('gm');
    const r = run(t, 'answer', { value: 'fails' });
    expect(data(events(r, 'gg.limited')[0])).toMatchObject({ works: false });
    expect(events(r, 'gg.hit-roll')).toHaveLength(0);
  });

  it('[GG-MOD-27] Gas: useless against Life Support for Air', () => {
    const gas = { ...BLUE_COMET, budget: 200, abilities: BLUE_COMET.abilities.map((a) => (a.key === 'lightning-bolt' ? { ...a, types: ['poison' as const] } : a)) };
    const masked = { ...IRONCLAD, budget: 200, abilities: [...IRONCLAD.abilities, {
      key: 'rebreather', ability: 'life-support', name: 'Rebreather', level: 1, types: ['physical' as const], source: 'technological' as const,
      options: { types: ['air'] }, modifiers: [],
    }] };
    const t = ggTable([
      { id: 'comet', side: 'heroes', sheet: withModifiers(gas, 'lightning-bolt', [{ id: 'gas' }]), at: { q: 0, r: 0 } },
      { id: 'foe', side: 'villains', sheet: masked, at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    const r = run(t, 'gg.attack', bolt, [10]);
    expect(events(r, 'gg.immune')).toHaveLength(1);
    expect(events(r, 'gg.hit')).toHaveLength(0);
    expect(gasStopped(t.state as S, 'foe', profileOf(sheetOf(t.state as S, 'comet')).abilities.find((a) => a.key === 'lightning-bolt')!)).toBe(true);
    expect(gasStopped(t.state as S, 'comet', profileOf(sheetOf(t.state as S, 'comet')).abilities.find((a) => a.key === 'lightning-bolt')!)).toBe(false);
  });

  it('[GG-MOD-16] Energy Defence doubles a defence against its subtype', () => {
    const grounded = withModifiers(BLUE_COMET, 'energy-defence', [{ id: 'energy-defence', options: { subtypes: ['electricity'] } }]);
    const t = ggTable([
      { id: 'foe', side: 'villains', sheet: BLUE_COMET, at: { q: 0, r: 0 } },
      { id: 'comet', side: 'heroes', sheet: grounded, at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    // Lightning 4 vs Grounded 2 doubled to 4: 5+, so a 4 gets no result (at 2 it would need 3+).
    const r = run(t, 'gg.attack', { figure: 'foe', ability: 'lightning-bolt', target: 'comet' }, [10, 4]);
    expect(data(events(r, 'gg.no-result')[0])).toMatchObject({ resist: 4, needed: 5 });
  });

  it('[GG-MOD-64] Unpredictable Targeting: a to-hit 1 with no one else about hits its user', () => {
    const t = duel(cometWith([{ id: 'unpredictable-targeting' }]), 'ironclad');
    const r = run(t, 'gg.attack', bolt, [1, 9]);
    expect(data(events(r, 'gg.astray')[0])).toMatchObject({ to: 'comet' });
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ target: 'comet' });
  });

  it('[GG-MOD-37] Large: a Penalty aimed at an individual and another against a major character', () => {
    const t = duel(cometWith([{ id: 'large' }]), 'ironclad');
    const r = run(t, 'gg.attack', bolt, [10, 1]);
    expect(data(events(r, 'gg.hit-roll')[0]).reasons).toEqual(expect.arrayContaining(['Penalty: Large aimed at an individual', 'Penalty: Large against a major character']));
  });

  it('[GG-ABL-02] Sniper: the minimum Dodge steps every 30 hexes instead of 10', () => {
    const sniper = { ...BLUE_COMET, budget: 200, abilities: BLUE_COMET.abilities.map((a) => (a.key === 'accuracy' ? { ...a, options: { sniper: true } } : a)) };
    expect(profileOf(sniper).rules.minimumDodgeStep).toBe(30);
  });
});

import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../dice/index.ts';
import { oddsOf, simulateFight, type Json } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { BLUE_COMET, IRONCLAD } from '../templates/heroes.ts';
import { CITY_POLICE } from '../templates/npcs.ts';
import { ggQueries } from './odds.ts';
import { GM, ggTable, run } from './testing.ts';

describe('glorious gladiators: exact odds, queries and simulation', () => {
  it('[GG-DICE-08] [GG-ATK-07] the odds of an attack come from the same resolution, exactly', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    const odds = oddsOf(gloriousGladiators, t.state, { type: 'gg.attack', args: { figure: 'comet', ability: 'lightning-bolt', target: 'iron' } }, GM);
    if (!odds.ok) throw new Error(odds.rejection.message);
    const p = (o: Json) => odds.distribution.probability(o).toString();
    // To hit 3+ (8/10), result 3+ (8/10): 1 hit on 3-6, 2 on 7-10 (2 Boosts = +1 hit), 3 never (needs 4 Boosts: 11+).
    expect(p({ hit: false, hits: 0, out: false })).toBe('1/5');
    expect(p({ hit: true, hits: 0, out: false })).toBe('4/25');
    expect(p({ hit: true, hits: 1, out: false })).toBe('8/25');
    expect(p({ hit: true, hits: 2, out: false })).toBe('8/25');
  });

  it('[GG-DICE-06] odds follow the bot through prompts: a PC spends its Hero Point on a miss', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 }, controller: 'ann' },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    const odds = oddsOf(gloriousGladiators, t.state, { type: 'gg.attack', args: { figure: 'comet', ability: 'lightning-bolt', target: 'iron' } }, GM);
    if (!odds.ok) throw new Error(odds.rejection.message);
    // Missing needs two misses in a row now: (1/5)².
    expect(odds.distribution.probability({ hit: false, hits: 0, out: false }).toString()).toBe('1/25');
  });

  it('[GG-ATK-01] the attack query gives the hits dealt between two templates', () => {
    const q = ggQueries['attack']!.run({ attacker: 'blue-comet', defender: 'ironclad', bonuses: 0 } as never);
    expect(q.json).toEqual({
      ability: 'lightning-bolt',
      outcomes: [{ hits: 0, probability: '9/25' }, { hits: 1, probability: '8/25' }, { hits: 2, probability: '8/25' }],
    });
  });

  it('[GG-DMG-04] [GG-DMG-02] a simulated fight runs to a winner by the defeat rules', () => {
    const r = simulateFight(gloriousGladiators, [
      { id: 'comet', name: 'Blue Comet', side: 'heroes', sheet: BLUE_COMET, position: { q: 0, r: 0 } },
      { id: 'iron', name: 'Ironclad', side: 'villains', sheet: IRONCLAD, position: { q: 6, r: 0 } },
    ], seededRng('gg-sim'));
    expect(r.winner === 'heroes' || r.winner === 'villains').toBe(true);
    expect(r.rounds).toBeGreaterThanOrEqual(6);
    const horde = simulateFight(gloriousGladiators, [
      { id: 'comet', name: 'Blue Comet', side: 'heroes', sheet: BLUE_COMET, position: { q: 0, r: 0 } },
      ...[0, 1, 2].map((i) => ({ id: `cop${i}`, name: 'Cop', side: 'law', sheet: CITY_POLICE, position: { q: 6, r: i } })),
    ], seededRng('gg-horde'));
    expect(horde.winner).not.toBeNull();
  });
});

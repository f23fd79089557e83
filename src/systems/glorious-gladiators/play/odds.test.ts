import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../dice/index.ts';
import { oddsOf, simulateFight, type Json } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { BLUE_COMET, IRONCLAD } from '../templates/heroes.ts';
import { CITY_POLICE, GANG_MEMBER } from '../templates/npcs.ts';
import { attackQueryParams } from './attack-query.ts';
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

  const attackQuery = (params: Record<string, Json>) => gloriousGladiators.queries!['attack']!.run(attackQueryParams.parse(params) as never);

  it('[GG-ATK-01] [GG-DICE-08] the attack query enumerates the attack play resolves: Lightning Bolt at Ironclad in its band', () => {
    // In its Ranged band (2-10 hexes) nothing changes the roll: to hit 3+ (4/5), then the result
    // 3+ with a Boost on 5+; a success deals 1 hit, 2 with the Boost (GG-DICE-04).
    const q = attackQuery({ attacker: 'blue-comet', defender: 'ironclad', distance: 5 });
    expect(q.json).toMatchObject({
      ability: 'lightning-bolt',
      summary: [{ label: 'hit', probability: '4/5' }, { label: '1+ hits dealt', probability: '16/25' }, { label: 'defender out of action', probability: '0' }],
      meanHits: '24/25',
      outcomes: [{ hits: 0, probability: '9/25' }, { hits: 1, probability: '8/25' }, { hits: 2, probability: '8/25' }],
    });
  });

  it('[GG-MOVE-02] the attack query knows the range band: adjacent, a Ranged attack has a Penalty and meets Fighting Skill', () => {
    // Closer than its band: Penalty (+2), and Ironclad's Brawler 3 defends at R0-1: needs 8+.
    const q = attackQuery({ attacker: 'blue-comet', defender: 'ironclad', distance: 1, ability: 'lightning-bolt' });
    expect((q.json as { summary: Json[] }).summary[0]).toEqual({ label: 'hit', probability: '3/10' });
    // Beyond twice the band no attack is legal, and the query says why, rule by rule.
    expect(() => attackQuery({ attacker: 'blue-comet', defender: 'ironclad', distance: 30 })).toThrow(/lightning-bolt: Beyond twice the range band\. \(GG-MOVE-02\)/);
  });

  it('[GG-DMG-01] the attack query takes a legal sheet and the hits left: out of action at 0 hits', () => {
    const q = attackQuery({ attacker: GANG_MEMBER as unknown as Json, defender: 'city-police' });
    const json = q.json as { summary: { probability: string }[] };
    expect(json.summary[2]!.probability).toBe(json.summary[1]!.probability);
    // An illegal build is refused with its rule: a minor's ability over Level 3.
    const illegal = { ...GANG_MEMBER, abilities: GANG_MEMBER.abilities.map((a) => ({ ...a, level: 9 })) };
    expect(() => attackQuery({ attacker: illegal as unknown as Json })).toThrow(/\[GG-[A-Z]+-\d+\]/);
    expect(() => attackQuery({ attacker: 'nobody' })).toThrow(/no template "nobody"/);
    // Ironclad on his last hit: every result that deals a hit puts him out of action (GG-DMG-02).
    const last = attackQuery({ distance: 5, defenderHits: 1 }).json as { summary: { probability: string }[] };
    expect(last.summary[2]!.probability).toBe('16/25');
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

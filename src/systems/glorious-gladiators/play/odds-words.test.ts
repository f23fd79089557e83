import { describe, expect, it } from 'vitest';
import { oddsOf, TableEngine, type Json } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { BLUE_COMET, IRONCLAD } from '../templates/heroes.ts';
import { GANG_MEMBER } from '../templates/npcs.ts';
import { ggTable, GM, run } from './testing.ts';

/** Blue Comet at 0,0; Ironclad 5 hexes away with a gang member behind him, in the line of a miss. */
function arena(heroPoints = 0): TableEngine {
  const t = TableEngine.create(gloriousGladiators, { seed: 'words', options: { heroPoints } });
  const add = (id: string, name: string, side: string, sheet: unknown, q: number, r: number) => {
    const added = t.execute({ id: `add-${id}`, type: 'figure.add', args: { id, name, side, sheet: sheet as Json, position: { q, r } } }, GM);
    if (!added.ok) throw new Error(added.rejection.message);
  };
  add('comet', 'Blue Comet', 'heroes', BLUE_COMET, 0, 0);
  add('iron', 'Ironclad', 'villains', IRONCLAD, 5, 0);
  add('thug', 'Vinnie', 'villains', GANG_MEMBER, 6, 0);
  run(t, 'combat.start', {}, [9, 1, 1]);
  return t;
}

describe('glorious gladiators: odds in words', () => {
  it('[GG-DICE-08] [GG-ATK-10] each outcome of an attack is worded with names: a miss, a hit that deals nothing, hits, a stray', () => {
    const t = arena();
    const odds = oddsOf(gloriousGladiators, t.state, { type: 'gg.attack', args: { figure: 'comet', ability: 'lightning-bolt', target: 'iron' } }, GM);
    if (!odds.ok) throw new Error(odds.rejection.message);
    const labels = odds.outcomes.map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining([
      'Hit: Ironclad loses 1 hit', 'Hit: Ironclad loses 2 hits', 'Hit, but Ironclad loses no hits', 'Miss',
    ]));
    // A missed bolt flies on along its line (GG-ATK-10) and may strike the gang member behind.
    const stray = odds.outcomes.find((o) => (o.outcome as { stray?: Json }).stray !== undefined);
    expect(stray?.label).toMatch(/^Miss; the stray shot hits Vinnie(, out of action)?$/);
    // Never a figure id, and one worded label for each distinct outcome.
    for (const label of labels) expect(label).not.toMatch(/\b(iron|thug|comet)\b/);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('[GG-DMG-02] an outcome that puts the target out of action says so: a minor character has 1 hit', () => {
    const t = arena();
    const odds = oddsOf(gloriousGladiators, t.state, { type: 'gg.attack', args: { figure: 'comet', ability: 'lightning-bolt', target: 'thug' } }, GM);
    if (!odds.ok) throw new Error(odds.rejection.message);
    expect(odds.outcomes.map((o) => o.label)).toContain('Hit: Vinnie loses 1 hit, out of action');
  });

  it('[GG-DICE-08] [GG-DMG-05] the wound rolls after the fight are worded per figure, with their exact odds', () => {
    const t = ggTable([{ id: 'hero', side: 'heroes', template: 'blue-comet' }, { id: 'mind', side: 'villains', template: 'mindwarp' }]);
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gm.set', { path: ['figures', 'mind', 'status', 'out'], value: true });
    run(t, 'combat.end', { winner: 'heroes' });
    const odds = oddsOf(gloriousGladiators, t.state, { type: 'gg.wounds', args: {} }, GM);
    if (!odds.ok) throw new Error(odds.rejection.message);
    // d10 − 5 (not Lethal): 1-7 ok, 8-9 Light, 10 Medium.
    expect(odds.outcomes.map((o) => [o.label, o.probability.toString()])).toEqual([['mind: ok', '7/10'], ['mind: light', '1/5'], ['mind: medium', '1/10']]);
  });
});

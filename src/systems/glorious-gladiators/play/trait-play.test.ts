import { describe, expect, it } from 'vitest';
import { hasCondition } from '../../../kernel/index.ts';
import type { GgSheet } from '../sheet.ts';
import { BLUE_COMET, IRONCLAD } from '../templates/heroes.ts';
import { data, events, ggTable, refusal, run, status, tryRun } from './testing.ts';

// Advantages and disadvantages in combat, driven through real commands with scripted dice.

const withTrait = (sheet: GgSheet, list: 'advantages' | 'disadvantages', pick: GgSheet['advantages'][number]): GgSheet =>
  ({ ...sheet, budget: 200, [list]: [...sheet[list], pick] });

const fight = (comet: GgSheet, iron: GgSheet = IRONCLAD, at = 1) => {
  const t = ggTable([
    { id: 'comet', side: 'heroes', sheet: comet, at: { q: 0, r: 0 } },
    { id: 'iron', side: 'villains', sheet: iron, at: { q: at, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [1, 1]);
  return t;
};

describe('glorious gladiators: advantages and disadvantages in play', () => {
  it('[GG-TRAIT-R03] combat bans refuse the attack: Chivalry never strikes a prone target', () => {
    const t = fight(withTrait(BLUE_COMET, 'disadvantages', { id: 'chivalry' }));
    run(t, 'gm.condition.add', { figure: 'iron', condition: 'prone' });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }))).toBe('GG_BANNED GG-TRAIT-R03');
  });

  it('[GG-TRAIT-R03] Very Chivalrous never Disarms', () => {
    const t = fight(withTrait(BLUE_COMET, 'disadvantages', { id: 'very-chivalrous' }), IRONCLAD, 5);
    expect(refusal(tryRun(t, 'gg.disarm', { figure: 'comet', ability: 'lightning-bolt', target: 'iron', focus: 'armour' }))).toBe('GG_BANNED GG-TRAIT-R03');
  });

  it('[GG-TRAIT-R06] Flashbacks (Significant): a Penalty and 1 action a turn until the end of its next turn', () => {
    const t = fight(withTrait(BLUE_COMET, 'disadvantages', { id: 'flashbacks', frequency: 'common', severity: 'significant' }), IRONCLAD, 5);
    run(t, 'gg.end-turn', { figure: 'comet' });
    run(t, 'gg.trait', { figure: 'comet', trait: 'flashbacks' });
    const turn = run(t, 'gg.end-turn', { figure: 'iron' });
    expect(data(events(turn, 'gg.turn')[0])).toMatchObject({ figure: 'comet', actions: 1 });
    const r = run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, [1, 4]);
    expect(data(events(r, 'gg.missed')[0]).reasons).toContain('Penalty: flashback');
    expect(hasCondition(t.state.figures['comet']!, 'flashback')).toBe(false);
  });

  it('[GG-DIS-28] Killer Instinct: once it takes hold on 3+, a takedown is Lethal', () => {
    const t = fight(withTrait(BLUE_COMET, 'disadvantages', { id: 'killer-instinct' }), IRONCLAD, 5);
    const roll = run(t, 'gg.trait', { figure: 'comet', trait: 'killer-instinct' }, [3]);
    expect(data(events(roll, 'gg.trait')[0])).toMatchObject({ needed: 3, holds: true });
    run(t, 'gm.set', { path: ['figures', 'iron', 'status', 'hits'], value: 1 });
    const r = run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, [10, 10]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ out: true, lethal: true });
  });

  it('[GG-TRAIT-R09] Showboating: taking an opponent out costs the rest of the turn, then the next turn\'s actions', () => {
    const t = fight(withTrait(BLUE_COMET, 'disadvantages', { id: 'showboating', variant: 'common' }), IRONCLAD, 5);
    run(t, 'gm.set', { path: ['figures', 'iron', 'status', 'hits'], value: 1 });
    const r = run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, [10, 10]);
    expect(data(events(r, 'gg.showboating')[0])).toMatchObject({ reason: 'takedown', now: 1, later: 1 });
    expect(status(t, 'comet').losesActions).toBe(1);
  });

  it('[GG-TRAIT-R05] Escape Effect: an action; on 3+ (Major) the character leaves and cannot be pursued', () => {
    const t = fight(withTrait(BLUE_COMET, 'advantages', { id: 'escape-effect', frequency: 'rare', severity: 'major' }), IRONCLAD, 5);
    const r = run(t, 'gg.escape-effect', { figure: 'comet' }, [3]);
    expect(data(events(r, 'gg.escaped')[0])).toMatchObject({ needed: 3, success: true });
    expect(status(t, 'comet')).toMatchObject({ escaped: true, outOfPlay: true });
  });

  it('[GG-ADV-38] Returns from the Dead: a Dead wound says it comes back', () => {
    const t = fight(withTrait(BLUE_COMET, 'advantages', { id: 'returns-from-the-dead' }), IRONCLAD, 5);
    run(t, 'gm.set', { path: ['figures', 'comet', 'status', 'out'], value: true });
    run(t, 'gm.set', { path: ['figures', 'comet', 'status', 'lethal'], value: true });
    run(t, 'combat.end', { winner: 'villains' });
    const r = run(t, 'gg.wounds', {}, [10]);
    expect(data(events(r, 'gg.wound')[0])).toMatchObject({ wound: 'dead', returns: true });
  });

  it('[GG-TRAIT-R10] Sixth Sense: with the table option, a hidden attacker gets no unseen-attacker Bonus', () => {
    const bonus = (sixthSense: boolean) => {
      const t = ggTable([
        { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
        { id: 'iron', side: 'villains', sheet: withTrait(IRONCLAD, 'advantages', { id: 'sixth-sense' }), at: { q: 5, r: 0 } },
      ], { sixthSense });
      run(t, 'combat.start', {}, [1, 1]);
      run(t, 'gm.condition.add', { figure: 'comet', condition: 'hidden' });
      const r = run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, [1, 1, 1]);
      const roll = events(r).find((e) => e.type === 'gg.missed' || e.type === 'gg.hit-roll');
      return (data(roll).reasons as string[]).includes('Bonus: target cannot detect the attacker');
    };
    expect([bonus(false), bonus(true)]).toEqual([true, false]);
  });
});

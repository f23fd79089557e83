import { describe, expect, it } from 'vitest';
import { hasCondition, updateStatus, withCondition, updateFigure } from '../../../kernel/index.ts';
import { IRONCLAD, BLUE_COMET, MINDWARP } from '../templates/heroes.ts';
import { GANGSTER } from '../templates/npcs.ts';
import { areaRadius, bandCheck, minimumDodge, protectionAgainst, toHitFor } from './attack-rules.ts';
import type { GgStatus, GgSys, S } from './model.ts';
import { AUTOMATED_EFFECT_KINDS, attackAbilities, profileOf, type AbilityProfile } from './profile.ts';
import { data, events, ggTable, run } from './testing.ts';

const base = () => {
  const t = ggTable([
    { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
    { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [1, 1]);
  return t.state as S;
};
const ability = (sheet: typeof BLUE_COMET, key: string): AbilityProfile => profileOf(sheet).abilities.find((a) => a.key === key)!;

/** Blue Comet with its Lightning Bolt made a small Burst. */
const burst = {
  ...BLUE_COMET, budget: 120,
  abilities: BLUE_COMET.abilities.map((a) => (a.key === 'lightning-bolt'
    ? { ...a, modifiers: [{ id: 'ranged', options: {} }, { id: 'area', options: { size: 'small', shapes: ['burst'] } }] } : a)),
};

describe('glorious gladiators: attack numbers', () => {
  it('[GG-ATK-01] [GG-SCN-23] minimum Dodge: 0 to 10 hexes, +1 per full 10 after the first', () => {
    expect([1, 10, 11, 20, 21, 30, 31, 40].map(minimumDodge)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('[GG-ATK-02] [GG-SCN-26] an Area\'s attack value against the Move the target has active, with its area modifier', () => {
    const s = base();
    const burst: AbilityProfile = { ...ability(BLUE_COMET, 'lightning-bolt'), targeting: { method: 'area', against: 'move', base: 0 }, area: { shape: 'burst', hexes: 3, attackValue: 2 } };
    const still = toHitFor(s, 'comet', burst, 'iron');
    expect(still.defence - still.level + 5).toBe(3);
    const leapt = updateStatus<GgSys, GgStatus>(s, 'iron', (x) => ({ ...x, activeMove: { key: 'jump-jets', level: 2 } }));
    const r = toHitFor(leapt, 'comet', burst, 'iron');
    expect(r.defence - r.level + 5).toBe(7);
    expect(areaRadius({ shape: 'burst', hexes: 3, attackValue: 2 })).toBe(1);
    expect(areaRadius({ shape: 'burst', hexes: 5, attackValue: 2 })).toBe(2);
  });

  it('[GG-ATK-02] [GG-ATK-10] a Line hits everyone on it; an Area that misses its hex deviates by the points missed', () => {
    const t = ggTable([
      { id: 'gun', side: 'villains', sheet: GANGSTER, at: { q: 0, r: 0 } },
      { id: 'iron', side: 'heroes', template: 'ironclad', at: { q: 4, r: 0 } },
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 6, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 2, 3]);
    while ((t.state as S).sys.order[(t.state as S).sys.index] !== 'gun') {
      const id = (t.state as S).sys.order[(t.state as S).sys.index]!;
      run(t, 'gg.end-turn', { figure: id });
    }
    // The hex: Accuracy 0 vs 0 needs 5; a 5 lands on it. Then the Line's 4 vs each one's Move 0 needs 1 (Penalty: minor vs major → 3).
    const r = run(t, 'gg.attack', { figure: 'gun', ability: 'shotgun', target: 'iron' }, [5, 3, 1, 3, 1]);
    expect(events(r, 'gg.deviated')).toHaveLength(0);
    expect(events(r, 'gg.hit-roll').map((e) => data(e).target)).toEqual(['iron', 'comet']);
    const t2 = ggTable([
      { id: 'gun', side: 'villains', sheet: GANGSTER, at: { q: 0, r: 0 } },
      { id: 'iron', side: 'heroes', template: 'ironclad', at: { q: 4, r: 0 } },
    ]);
    run(t2, 'combat.start', {}, [1, 2]);
    run(t2, 'gg.end-turn', { figure: 'iron' });
    const miss = run(t2, 'gg.attack', { figure: 'gun', ability: 'shotgun', target: 'iron' }, [3, 3, 5, 1]);
    expect(data(events(miss, 'gg.deviated')[0])).toMatchObject({ missedBy: 2, direction: 3, point: { q: 4, r: -2 } });
  });

  it('[GG-ATK-04] [GG-PLAY-08] Bonuses and Penalties: prone or hindered target, disorientated attacker, minor against major', () => {
    const s = base();
    const bolt = ability(BLUE_COMET, 'lightning-bolt');
    const prone = updateFigure(s, 'iron', (f) => withCondition(f, { id: 'prone' }));
    expect(toHitFor(prone, 'comet', bolt, 'iron').net).toBe(1);
    const hindered = updateStatus<GgSys, GgStatus>(prone, 'iron', (x) => ({ ...x, hindrance: 1 }));
    expect(toHitFor(hindered, 'comet', bolt, 'iron').net).toBe(2);
    const dizzy = updateFigure(hindered, 'comet', (f) => withCondition(f, { id: 'disorientated' }));
    expect(toHitFor(dizzy, 'comet', bolt, 'iron').reasons).toEqual(['Bonus: target prone', 'Bonus: target hindered', 'Penalty: attacker disorientated']);
  });

  it('[GG-ATK-04] [GG-PLAY-53] a blinded target is a Bonus to hit for a Direct, Area or Seeking attack, not an Indirect one', () => {
    const bolt = ability(BLUE_COMET, 'lightning-bolt');
    const blind = updateFigure(base(), 'iron', (f) => withCondition(f, { id: 'blinded' }));
    const as = (method: AbilityProfile['targeting']['method']) => toHitFor(blind, 'comet', { ...bolt, targeting: { ...bolt.targeting, method } }, 'iron');
    expect(as('direct').reasons).toEqual(['Bonus: target cannot see the attacker']);
    expect(as('seeking').net).toBe(1);
    expect(as('indirect').net).toBe(0);
  });

  it('[GG-ATK-07] protection is the best single ability, halved where the catalog says, never summed', () => {
    const s = base();
    expect(protectionAgainst(s, 'iron', ability(BLUE_COMET, 'lightning-bolt'))).toBe(2);
    expect(protectionAgainst(s, 'iron', ability(IRONCLAD, 'punch-kick'))).toBe(4);
    // Grounded 2 is an Energy Defence: half against the Solid fist.
    expect(protectionAgainst(s, 'comet', ability(IRONCLAD, 'punch-kick'))).toBe(1);
    expect(protectionAgainst(s, 'comet', ability(MINDWARP, 'mind-blast'))).toBe(0);
  });

  it('[GG-MOVE-02] range bands: Touch 0-1, Ranged 2-10 with a Penalty outside and nothing past twice the maximum', () => {
    const ranged = ability(BLUE_COMET, 'lightning-bolt').range;
    expect([1, 2, 10, 11, 20, 21].map((d) => bandCheck(ranged, d))).toEqual(['penalty', 'in', 'in', 'penalty', 'penalty', 'beyond']);
    expect(bandCheck(ability(IRONCLAD, 'punch-kick').range, 2)).toBe('penalty');
    expect(bandCheck(null, 1)).toBe('personal');
  });

  it('[GG-INIT-01] [GG-DMG-01] effect records compile through one handler per kind: Speed, Toughness', () => {
    const p = profileOf(BLUE_COMET);
    expect([p.speed, p.extraHits]).toEqual([2, 2]);
    expect(attackAbilities(p).map((a) => a.key)).toEqual(['punch-kick', 'grapple', 'lightning-bolt']);
    expect(AUTOMATED_EFFECT_KINDS).toEqual(expect.arrayContaining(['protection', 'dodge', 'to-hit', 'damage', 'movement', 'range-band', 'targeting', 'area-shape']));
  });
});

describe('glorious gladiators: getting out of an Area', () => {
  it('[GG-ATK-10] a target the Area misses moves out 1 hex per point missed; one that cannot is caught anyway', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', sheet: burst, at: { q: 0, r: 0 } },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
      { id: 'iron2', side: 'villains', template: 'ironclad', at: { q: 5, r: 1 } },
    ]);
    const leapt = { key: 'jump-jets', level: 2 };
    run(t, 'gm.set', { path: ['figures', 'iron', 'status', 'activeMove'], value: leapt });
    run(t, 'combat.start', {}, [1, 1, 1]);
    // Iron leapt (Move 2 + 2 against Areas): 7+. The centre needs 2 hexes to get out: a miss by 1
    // is caught; the edge needs 1: a miss by 2 gets out, straight on from the centre through its hex
    // (5,0 -> 5,1 -> 5,2; GG-PLAY-87's line), not the first of the two neighbours as far off (6,1).
    const r = run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, [3, 6, 1, 1]);
    expect(events(r, 'gg.caught-in-area').map((e) => data(e).target)).toEqual(['iron']);
    expect(events(r, 'table.figure.moved').map((e) => data(e).figure)).toEqual(['iron2']);
    expect(t.state.figures['iron2']!.position).toEqual({ q: 5, r: 2 });
  });
});

describe('glorious gladiators: getting out of an Area from its centre', () => {
  it('[GG-ATK-10] [GG-PLAY-87] a target on the very centre goes on along the way the Area came, from its user through the centre', () => {
    // The Area comes from the north-west (5,-5) onto Iron at 5,0; the first hex direction would have sent it east.
    const t = ggTable([
      { id: 'comet', side: 'heroes', sheet: burst, at: { q: 5, r: -5 } },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
    ]);
    run(t, 'gm.set', { path: ['figures', 'iron', 'status', 'activeMove'], value: { key: 'jump-jets', level: 2 } });
    run(t, 'combat.start', {}, [1, 1]);
    // The hex is hit; Iron leapt (Move 2 + 2 against Areas) needs 7+: a 5 misses by 2, the 2 hexes out of the centre.
    const r = run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, [3, 5]);
    expect(events(r, 'gg.caught-in-area')).toHaveLength(0);
    expect(t.state.figures['iron']!.position).toEqual({ q: 5, r: 2 });
  });
});

describe('glorious gladiators: getting out of an Area, up to the maximum move', () => {
  it('[GG-ATK-10] [GG-PLAY-09] the miss takes the target out only as far as it can move: held by Telekinesis, not at all', () => {
    const missBy = (condition: string | null) => {
      const t = ggTable([
        { id: 'comet', side: 'heroes', sheet: burst, at: { q: 5, r: -5 } },
        { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
      ]);
      run(t, 'gm.set', { path: ['figures', 'iron', 'status', 'activeMove'], value: { key: 'jump-jets', level: 2 } });
      if (condition) run(t, 'gm.condition.add', { figure: 'iron', condition });
      run(t, 'combat.start', {}, [1, 1]);
      // Iron leapt (Move 2 + 2 against Areas): 7+. Roll 5 misses by 2, the 2 hexes out of the centre.
      return run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, [3, 5, 5, 5]);
    };
    expect(events(missBy(null), 'gg.caught-in-area')).toHaveLength(0);
    // Held (GG-ABL-65) it may take no Move: the same miss by 2 leaves it in the Area. (Trapped or
    // grabbed would too, but they give the attacker a Bonus that turns this roll into a hit.)
    const held = missBy('held');
    expect(events(held, 'gg.missed')).toHaveLength(1);
    expect(events(held, 'gg.caught-in-area').map((e) => data(e).target)).toEqual(['iron']);
  });
});

describe('glorious gladiators: throwing oneself prone', () => {
  it('[GG-MOVE-01] [GG-ATK-02] a target on a Ground move is asked whether to dive prone: +2 Move against the Area, then prone', () => {
    const table = () => {
      const t = ggTable([
        { id: 'comet', side: 'heroes', sheet: burst, at: { q: 0, r: 0 } },
        { id: 'cop', side: 'law', template: 'city-police', at: { q: 5, r: 0 } },
      ]);
      run(t, 'gm.set', { path: ['figures', 'cop', 'status', 'activeMove'], value: { key: 'running', level: 2 } });
      run(t, 'combat.start', {}, [1, 1]);
      return t;
    };
    const t = table();
    const r = run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'cop' }, [3, 7, 2], ['prone']);
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ defence: 4, needed: 7 });
    expect(hasCondition(t.state.figures['cop']!, 'prone')).toBe(true);
    const t2 = table();
    const up = run(t2, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'cop' }, [3, 7, 2], ['stay']);
    expect(data(events(up, 'gg.hit-roll')[0])).toMatchObject({ defence: 2, needed: 5 });
  });
});

describe('glorious gladiators: a target engaged with the attacker\'s ally', () => {
  it('[GG-ATK-04] [GG-PLAY-08] a target next to the attacker\'s ally and 3+ hexes away is a Penalty to hit; nearer, or with no ally next to it, none', () => {
    const table = (ally: { q: number; r: number }, iron: { q: number; r: number } = { q: 5, r: 0 }) => {
      const t = ggTable([
        { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
        { id: 'iron', side: 'villains', template: 'ironclad', at: iron },
        { id: 'pal', side: 'heroes', template: 'ironclad', at: ally },
      ]);
      run(t, 'combat.start', {}, [1, 1, 1]);
      return t.state as S;
    };
    const bolt = ability(BLUE_COMET, 'lightning-bolt');
    // Seed L621: "Target is engaged with a friend or ally and is 3+ hexes away." Evade 0 − Accuracy 2 + 5 = 3, a Penalty 5.
    const engaged = toHitFor(table({ q: 4, r: 0 }), 'comet', bolt, 'iron');
    expect(engaged.net).toBe(-1);
    expect(engaged.reasons).toContain('Penalty: target engaged with an ally 3+ hexes away');
    expect(engaged.defence - engaged.level + 5 - 2 * engaged.net).toBe(5);
    // The ally two hexes off the target: not engaged.
    expect(toHitFor(table({ q: 3, r: 0 }), 'comet', bolt, 'iron').net).toBe(0);
    // The target 2 hexes from the attacker, the ally next to it: no Penalty.
    expect(toHitFor(table({ q: 2, r: 1 }, { q: 2, r: 0 }), 'comet', bolt, 'iron').net).toBe(0);
  });
});

describe('glorious gladiators: following up an Area', () => {
  it('[GG-ATK-08] an Area earns a follow-up only with a result, not with a hit alone', () => {
    const table = () => {
      const t = ggTable([
        { id: 'comet', side: 'heroes', sheet: burst, at: { q: 0, r: 0 } },
        { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
      ]);
      run(t, 'combat.start', {}, [1, 1]);
      return t;
    };
    // Seed L694: "a result in an attack action with an Area ability or a Hit with an Direct, Indirect or Seeking attack".
    // The hex (3), Iron hit (Burst 2 vs Move 0: 3+, a 9), the result against its Armour (3+): a 1 gets none.
    const t = table();
    const r = run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, [3, 9, 1]);
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ target: 'iron', success: true });
    expect(events(r, 'gg.no-result')).toHaveLength(1);
    expect((t.state as S).sys.followUp).toBeNull();
    // A result (a 5) earns it.
    const t2 = table();
    const ok = run(t2, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, [3, 9, 5]);
    expect(events(ok, 'gg.hit')).toHaveLength(1);
    expect((t2.state as S).sys.followUp).toMatchObject({ figure: 'comet', target: 'iron', used: ['lightning-bolt'] });
  });
});

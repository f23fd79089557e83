import { describe, expect, it } from 'vitest';
import { attackAbility } from './attack.ts';
import { toHitFor } from './attack-rules.ts';
import { attackBan } from './limits.ts';
import { has, hero, line, minion, mod, pos, ranged, state } from './ability-testing.ts';
import { actingSide } from './control.ts';
import { ggLegalActions } from './legal.ts';
import { ggOptions } from './model.ts';
import { current, data, events, ggTable, GM, refusal, run, status, tryRun } from './testing.ts';

// Abilities that take a character's actions or choices away: Mesmerise (GG-ABL-48), Sting
// (GG-ABL-61), Transform (GG-ABL-68), Fear (GG-ABL-27), Charm (GG-ABL-08), Mind Control
// (GG-ABL-49), Possession (GG-ABL-51), Madness (GG-ABL-46).

const PLAIN = hero('Plain', []);
const NO_HERO_POINTS = { heroPoints: 0 };

/** A at (0,0) acts first, then B at `at`, then C next to B (B's ally). */
function duel(a: ReturnType<typeof hero>, at = { q: 3, r: 0 }, b = PLAIN, controllers: [string, string] = ['gm', 'gm']) {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: a, at: { q: 0, r: 0 }, controller: controllers[0] },
    { id: 'b', side: 'two', sheet: b, at, controller: controllers[1] },
    { id: 'c', side: 'two', sheet: PLAIN, at: { q: at.q + 1, r: at.r } },
  ], NO_HERO_POINTS);
  run(t, 'combat.start', {}, [9, 5, 3]);
  expect(current(t)).toBe('a');
  return t;
}

describe('glorious gladiators: abilities that take actions away', () => {
  it('[GG-ABL-48] [GG-ACT-01] [GG-PLAY-23] [GG-PLAY-45] a Persistent Mesmerise leaves only actions to resist it: Willpower vs the Level, or 9+', () => {
    const t = duel(hero('Hypnotist', [ranged('mesmerise', 2, 'persistent')]));
    run(t, 'gg.attack', { figure: 'a', ability: 'mesmerise', target: 'b' }, [5, 3]);
    run(t, 'gg.end-turn', { figure: 'a' });
    expect(current(t)).toBe('b');
    expect(refusal(tryRun(t, 'gg.move', { figure: 'b', ability: 'running', to: { q: 4, r: 1 } }))).toBe('GG_NO_ACTIONS GG-ABL-48');
    expect(ggLegalActions(state(t), GM, ggOptions({})).map((x) => x.type)).toEqual(['gg.resist', 'gg.end-turn']);
    // Willpower 0 (the ability used) against the Mesmerise's 2: 7+ (GG-DICE-01, seed L431, L469).
    const r = run(t, 'gg.resist', { figure: 'b', condition: 'mesmerised' }, [7]);
    expect(data(events(r, 'gg.resisted')[0])).toMatchObject({ target: 7, success: true });
    expect(has(t, 'b', 'mesmerised')).toBe(false);
  });

  it('[GG-ABL-61] [GG-PLAY-45] [GG-PLAY-53] a stung character has no actions, and Direct attacks on it have a Bonus', () => {
    const t = duel(hero('Wasp', [ranged('sting', 2)]));
    run(t, 'gg.attack', { figure: 'a', ability: 'sting', target: 'b' }, [5, 3]);
    const punch = attackAbility(state(t), 'c', 'punch-kick')!;
    expect(toHitFor(state(t), 'c', punch, 'b').reasons).toContain('Bonus: target stung');
    const e = run(t, 'gg.end-turn', { figure: 'a' });
    expect(data(events(e, 'gg.turn').find((x) => data(x).figure === 'b'))).toMatchObject({ actions: 0 });
    expect(current(t)).toBe('c');
  });

  it('[GG-ABL-68] [GG-PLAY-45] a transformed character is immune to attacks and loses its turn; a Permanent one makes a minor out of play', () => {
    const t = duel(hero('Gorgon', [ranged('transform', 2)]));
    run(t, 'gg.attack', { figure: 'a', ability: 'transform', target: 'b' }, [5, 3]);
    run(t, 'gg.end-turn', { figure: 'a' });
    expect(current(t)).toBe('c');
    // c stands next to b: nothing but b's immunity refuses the punch.
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'c', ability: 'punch-kick', target: 'b' }))).toBe('GG_FORBIDDEN_TARGET GG-ABL-68');
    const stone = hero('Medusa', [line('transform', 2, { modifiers: [mod('ranged'), mod('persistent', { variant: 'target' })], options: { permanent: true } })]);
    const t2 = duel(stone, { q: 3, r: 0 }, minion('Thug'));
    run(t2, 'gg.attack', { figure: 'a', ability: 'transform', target: 'b' }, [5, 3]);
    run(t2, 'gg.end-turn', { figure: 'a' });
    run(t2, 'gg.end-turn', { figure: 'c' });
    // A Persistent Transform leaves its target (a minor: last in the order) actions only to resist it.
    expect(current(t2)).toBe('b');
    expect(refusal(tryRun(t2, 'gg.move', { figure: 'b', ability: 'running', to: { q: 3, r: 1 } }))).toBe('GG_NO_ACTIONS GG-ABL-68');
    // At the Medusa's turn the Transform holds (3+), and on a minor it is for good.
    const r = run(t2, 'gg.end-turn', { figure: 'b' }, [3]);
    expect(events(r, 'gg.out-of-play').map((x) => data(x).figure)).toEqual(['b']);
  });
});

describe('glorious gladiators: Fear and Charm', () => {
  it('[GG-ABL-27] [GG-PLAY-41] the afraid must first move as fast as it can away from its user, and cannot attack it', () => {
    const t = duel(hero('Dread', [line('fear', 2, { modifiers: [mod('close')] })]), { q: 2, r: 0 });
    // Fear 2 vs Willpower 0: to hit 5+, result 3+.
    run(t, 'gg.attack', { figure: 'a', ability: 'fear', target: 'b' }, [5, 3]);
    run(t, 'gg.end-turn', { figure: 'a' });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'b', ability: 'punch-kick', target: 'c' }))).toBe('GG_MUST_FLEE GG-ABL-27');
    expect(refusal(tryRun(t, 'gg.end-turn', { figure: 'b' }))).toBe('GG_MUST_FLEE GG-ABL-27');
    expect(refusal(tryRun(t, 'gg.move', { figure: 'b', ability: 'running', to: { q: 3, r: -1 } }))).toBe('GG_MUST_FLEE GG-ABL-27');
    const flee = ggLegalActions(state(t), GM, ggOptions({})).find((x) => x.label.startsWith('Flee'))!;
    expect(flee).toBeDefined();
    run(t, flee.type, flee.args);
    expect(status(t, 'b').moved).toBe(3);
    expect(pos(t, 'b')).toEqual({ q: 5, r: 0 });
    const punch = attackAbility(state(t), 'b', 'punch-kick')!;
    expect(refusal(attackBan(state(t), 'b', punch, 'a', 1))).toBe('GG_FORBIDDEN_TARGET GG-ABL-27');
  });

  it('[GG-ABL-08] [GG-PLAY-45] the charmed will not attack the Charmer, and may resist a Persistent Charm only once given cause for doubt', () => {
    const t = duel(hero('Siren', [ranged('charm', 2, 'persistent'), ranged('damage', 1)]), { q: 2, r: 0 });
    run(t, 'gg.attack', { figure: 'a', ability: 'charm', target: 'b' }, [5, 3]);
    run(t, 'gg.end-turn', { figure: 'a' });
    expect(refusal(attackBan(state(t), 'b', attackAbility(state(t), 'b', 'punch-kick')!, 'a', 1))).toBe('GG_FORBIDDEN_TARGET GG-ABL-08');
    expect(refusal(tryRun(t, 'gg.resist', { figure: 'b', condition: 'charmed' }))).toBe('GG_NOT_APPLICABLE GG-ABL-08');
    run(t, 'gg.end-turn', { figure: 'b' });
    run(t, 'gg.end-turn', { figure: 'c' }, [3]);
    // The Siren shoots at the charmed one's ally: doubt.
    run(t, 'gg.attack', { figure: 'a', ability: 'damage', target: 'c' }, [1, 3]);
    run(t, 'gg.end-turn', { figure: 'a' });
    const r = run(t, 'gg.resist', { figure: 'b', condition: 'charmed' }, [9]);
    expect(data(events(r, 'gg.resisted')[0])).toMatchObject({ success: true });
  });
});

describe('glorious gladiators: Mind Control, Possession, Madness', () => {
  it('[GG-ABL-49] [GG-PLAY-42] the controller\'s seat plays the controlled figure\'s turn, for its side, then hands it back', () => {
    const t = duel(hero('Puppeteer', [ranged('mind-control-attack', 1)]), { q: 3, r: 0 }, PLAIN, ['p1', 'p2']);
    // Mind Control 1 vs Willpower 0: to hit 5+, result 4+.
    run(t, 'gg.attack', { figure: 'a', ability: 'mind-control-attack', target: 'b' }, [5, 4], [], { kind: 'player', id: 'p1' });
    run(t, 'gg.end-turn', { figure: 'a' }, [], [], { kind: 'player', id: 'p1' });
    expect(current(t)).toBe('b');
    expect(t.state.figures['b']!.controller).toBe('p1');
    expect(actingSide(state(t), 'b')).toBe('one');
    expect(refusal(tryRun(t, 'gg.end-turn', { figure: 'b' }, [], [], { kind: 'player', id: 'p2' }))).toBe('NOT_YOUR_FIGURE');
    const legal = ggLegalActions(state(t), { kind: 'player', id: 'p1' }, ggOptions({}));
    expect(legal.some((x) => x.type === 'gg.attack' && (x.args as { target: string }).target === 'c')).toBe(true);
    run(t, 'gg.end-turn', { figure: 'b' }, [], [], { kind: 'player', id: 'p1' });
    expect(t.state.figures['b']!.controller).toBe('p2');
  });

  it('[GG-ABL-51] [GG-PLAY-42] a Possession: the possessor vanishes into its victim and plays it; its Willpower may refuse to hit its own side', () => {
    const t = duel(hero('Ghost', [line('possession', 1, { modifiers: [mod('touch')] })]), { q: 1, r: 0 }, PLAIN, ['p1', 'p2']);
    const p1 = { kind: 'player' as const, id: 'p1' };
    run(t, 'gg.attack', { figure: 'a', ability: 'possession', target: 'b' }, [5, 4], [], p1);
    expect(has(t, 'a', 'possessing')).toBe(true);
    expect(pos(t, 'a')).toBeNull();
    expect(current(t)).toBe('b');
    expect(t.state.figures['b']!.controller).toBe('p1');
    // Possession 1 vs Willpower 0: the body refuses on 6+.
    const r = run(t, 'gg.attack', { figure: 'b', ability: 'punch-kick', target: 'c' }, [6], [], p1);
    expect(data(events(r, 'gg.refused')[0])).toMatchObject({ refused: true });
    expect(events(r, 'gg.hit-roll')).toHaveLength(0);
    // Put out of action, the body lets its possessor out beside it.
    run(t, 'gm.set', { path: ['figures', 'b', 'status', 'out'], value: true });
    run(t, 'gg.end-turn', { figure: 'b' }, [], [], GM);
    expect(has(t, 'a', 'possessing')).toBe(false);
    expect(pos(t, 'a')).not.toBeNull();
  });

  it('[GG-ABL-51] [GG-PLAY-42] a failed Possession stuns its user, throws it back and makes the target immune to it', () => {
    const t = duel(hero('Ghost', [line('possession', 1, { modifiers: [mod('touch')] })]), { q: 1, r: 0 });
    run(t, 'gg.attack', { figure: 'a', ability: 'possession', target: 'b' }, [5, 3]);
    expect(has(t, 'a', 'stunned')).toBe(true);
    expect(has(t, 'b', 'possession-immune')).toBe(true);
    expect(pos(t, 'a')).not.toEqual({ q: 0, r: 0 });
  });

  it('[GG-ABL-46] [GG-PLAY-42] Madness rolls each action on the table; standing still uses it up and the GM plays the rest', () => {
    const t = duel(hero('Lunatic', [ranged('madness', 2)]), { q: 3, r: 0 }, PLAIN, ['p1', 'p2']);
    run(t, 'gg.attack', { figure: 'a', ability: 'madness', target: 'b' }, [5, 3], [], { kind: 'player', id: 'p1' });
    const r = run(t, 'gg.end-turn', { figure: 'a' }, [3, 7], [], { kind: 'player', id: 'p1' });
    expect(data(events(r, 'gg.madness')[0])).toMatchObject({ rolls: [3, 7] });
    expect(t.state.figures['b']!.controller).toBe('gm');
    expect((state(t).sys.actionsLeft)).toBe(1);
    run(t, 'gg.end-turn', { figure: 'b' });
    expect(t.state.figures['b']!.controller).toBe('p2');
  });
});

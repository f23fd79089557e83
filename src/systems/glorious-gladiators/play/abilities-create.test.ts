import { describe, expect, it } from 'vitest';
import { has, hero, line, minion, mod, pos, state } from './ability-testing.ts';
import { isDefeated } from './turns.ts';
import { effectiveLevel, profile } from './model.ts';
import { lineOfSight } from './space.ts';
import { current, data, events, ggTable, GM, refusal, run, status, sys, tryRun } from './testing.ts';
import { oddsOf } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';

// Abilities that put new things on the table: Summon (GG-ABL-62), Duplication (GG-ABL-23), Wall
// (GG-ABL-70), Door (GG-ABL-20), Gate (GG-ABL-33), Suppress (GG-ABL-64).

const PLAIN = hero('Plain', []);
const IMP = minion('Imp', [line('damage', 1, { modifiers: [mod('touch')] })]);

function two(sheet: ReturnType<typeof hero>, other = PLAIN, at = { q: 4, r: 0 }) {
  const t = ggTable([
    { id: 'u', side: 'one', sheet, at: { q: 0, r: 0 } },
    { id: 'e', side: 'two', sheet: other, at },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  expect(current(t)).toBe('u');
  return t;
}

describe('glorious gladiators: Summon and Duplication', () => {
  it('[GG-ABL-62] [GG-PLAY-44] a summoned minion joins right after its maker, on its side; the pool limits how many; it leaves when an Instant Summon ends', () => {
    const t = two(hero('Warlock', [line('summon', 6, { modifiers: [mod('close')] })]));
    expect(refusal(tryRun(t, 'gg.summon', { figure: 'u', ability: 'summon', at: [{ q: 1, r: 0 }], sheet: hero('Too big', []) as never }))).toBe('GG_NOT_APPLICABLE GG-ABL-62');
    const r = run(t, 'gg.summon', { figure: 'u', ability: 'summon', at: [{ q: 1, r: 0 }], sheet: IMP as never });
    const added = events(r, 'table.figure.added');
    expect(added).toHaveLength(1);
    const imp = (data(added[0]).figure as { id: string }).id;
    expect(sys(t).order).toEqual(['u', imp, 'e']);
    expect(status(t, imp).origin).toMatchObject({ kind: 'minion', by: 'u', lasting: false });
    expect(refusal(tryRun(t, 'gg.summon', { figure: 'u', ability: 'summon', at: [{ q: 1, r: 1 }], sheet: IMP as never }))).toBe('GG_NOT_APPLICABLE GG-ABL-62');
    run(t, 'gg.end-turn', { figure: 'u' });
    expect(current(t)).toBe(imp);
    run(t, 'gg.end-turn', { figure: imp });
    run(t, 'gg.end-turn', { figure: 'e' });
    expect(t.state.figures[imp]).toBeUndefined();
  });

  it('[GG-ABL-23] Doubles: up to the Level at once, minor, with the standard abilities at Level 2', () => {
    const t = two(hero('Mirror', [line('duplication', 2, { options: { kind: 'double' } })]));
    expect(refusal(tryRun(t, 'gg.duplicate', { figure: 'u', ability: 'duplication', at: [{ q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 0 }] }))).toBe('GG_NOT_APPLICABLE GG-ABL-23');
    const r = run(t, 'gg.duplicate', { figure: 'u', ability: 'duplication', at: [{ q: 1, r: 0 }, { q: 0, r: 1 }] });
    const ids = events(r, 'table.figure.added').map((e) => (data(e).figure as { id: string }).id);
    expect(ids).toHaveLength(2);
    // One more is within an activation's 2, but not within the Level at once.
    const third = tryRun(t, 'gg.duplicate', { figure: 'u', ability: 'duplication', at: [{ q: -1, r: 0 }] });
    expect(third.ok ? null : [refusal(third), third.rejection.message]).toEqual(['GG_NOT_APPLICABLE GG-ABL-23', 'At most 2 double(s).']);
    const p = profile(state(t), ids[0]!);
    expect(p.kind).toBe('minor');
    expect(p.abilities.find((a) => a.key === 'punch-kick')!.level).toBe(2);
  });

  it('[GG-ABL-23] [GG-PLAY-44] an Identical Duplicate put out of action vanishes and its user takes a hit; a Clone never reactivates', () => {
    const t = two(hero('Twin', [line('duplication', 2, { options: { kind: 'identical' }, modifiers: [mod('persistent', { variant: 'personal' })] })]));
    const r = run(t, 'gg.duplicate', { figure: 'u', ability: 'duplication', at: [{ q: 1, r: 0 }] });
    const twin = (data(events(r, 'table.figure.added')[0]).figure as { id: string }).id;
    expect(profile(state(t), twin).abilities.some((a) => a.ability === 'duplication')).toBe(true);
    // A side whose only one in action is a duplicate is defeated: figures abilities brought count neither way.
    const s = state(t);
    const down = { ...s, round: 6, sys: { ...s.sys, inPlay: [] }, figures: { ...s.figures, u: { ...s.figures['u']!, status: { ...status(t, 'u'), out: true, tried: true } } } };
    expect(isDefeated(down, 'one')).toBe(true);
    run(t, 'gm.set', { path: ['figures', twin, 'status', 'out'], value: true });
    const x = run(t, 'gg.end-turn', { figure: 'u' });
    expect(events(x, 'gg.vanished').map((e) => data(e).figure)).toEqual([twin]);
    expect(status(t, 'u').hits).toBe(2);
    const c = two(hero('Cloner', [line('duplication', 2, { options: { kind: 'clone' }, modifiers: [mod('persistent', { variant: 'personal' })] })]));
    const rc = run(c, 'gg.duplicate', { figure: 'u', ability: 'duplication', at: [{ q: 1, r: 0 }] });
    const clone = (data(events(rc, 'table.figure.added')[0]).figure as { id: string }).id;
    expect(profile(state(c), clone).abilities.some((a) => a.ability === 'duplication')).toBe(false);
    run(c, 'gm.set', { path: ['figures', clone, 'status', 'out'], value: true });
    const e = run(c, 'gg.end-turn', { figure: 'u' });
    expect(events(e, 'gg.reactivation').filter((x) => data(x).figure === clone)).toHaveLength(0);
    expect(c.state.figures[clone]).toBeDefined();
  });
});

const WALLER = hero('Mason', [line('wall', 3, {
  modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['line'] })], options: { toughness: 't2' },
})]);

describe('glorious gladiators: Wall, Door, Gate, Suppress', () => {
  it('[GG-ABL-70] [GG-SIT-03] [GG-PLAY-46] a Wall fills a line of hexes: Damage Defence its Level, 1 hit + Toughness, blocks sight; anyone there ends up on top', () => {
    const t = two(WALLER, PLAIN, { q: 3, r: 0 });
    expect(refusal(tryRun(t, 'gg.create-wall', { figure: 'u', ability: 'wall', from: { q: 3, r: -11 }, to: { q: 3, r: 0 } }))).toBe('GG_NOT_APPLICABLE GG-MOD-04');
    // The Line's attack value 4 against no Move: caught on a 1+.
    const r = run(t, 'gg.create-wall', { figure: 'u', ability: 'wall', from: { q: 2, r: -1 }, to: { q: 2, r: 1 } });
    expect(events(r, 'gg.wall')).toHaveLength(3);
    expect(state(t).sys.walls['2,0']).toMatchObject({ defence: 3, hits: 3, opaque: true, by: { figure: 'u', lasting: false } });
    expect(lineOfSight(state(t), { q: 0, r: 0 }, { q: 4, r: 0 })).toBe(false);
    const t2 = two(WALLER, PLAIN, { q: 2, r: 0 });
    const r2 = run(t2, 'gg.create-wall', { figure: 'u', ability: 'wall', from: { q: 2, r: -1 }, to: { q: 2, r: 1 } }, [5]);
    expect(data(events(r2, 'gg.wall-caught')[0])).toMatchObject({ target: 'e', onTop: true });
    // An Instant Wall is gone at its maker's next turn.
    run(t, 'gg.end-turn', { figure: 'u' });
    run(t, 'gg.end-turn', { figure: 'e' });
    expect(state(t).sys.walls['2,0']).toBeUndefined();
  });

  it('[GG-ABL-19] [GG-ABL-70] [GG-PLAY-82] Dismiss aimed at a hex of a Persistent Wall ends the whole Wall on its Level against the Wall\'s', () => {
    const forceWall = hero('Warden', [line('wall', 3, {
      types: ['physical'], options: { toughness: 't2' },
      modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['line'] }), mod('persistent', { variant: 'barrier' })],
    })]);
    const breaker = hero('Breaker', [line('dismiss', 3, { types: ['physical'], modifiers: [mod('ranged')] })]);
    const t = two(forceWall, breaker, { q: 4, r: 0 });
    run(t, 'gg.create-wall', { figure: 'u', ability: 'wall', from: { q: 2, r: -1 }, to: { q: 2, r: 1 } });
    run(t, 'gg.end-turn', { figure: 'u' });
    expect(Object.keys(state(t).sys.walls)).toHaveLength(3);
    // Dismiss 3 against the Wall's 3: 5+ (6 faces of 10).
    const dismiss = { figure: 'e', ability: 'dismiss', hex: { q: 2, r: 0 } };
    const odds = oddsOf(gloriousGladiators, t.state, { type: 'gg.dismiss-area', args: dismiss }, GM);
    expect(odds.ok && odds.distribution.probability({ dismissed: true }).toString()).toBe('3/5');
    const r = run(t, 'gg.dismiss-area', dismiss, [5]);
    expect(data(events(r, 'gg.dismissed-area')[0])).toMatchObject({ by: 'u', ability: 'wall', needed: 5, success: true });
    expect(Object.keys(state(t).sys.walls)).toEqual([]);
  });

  it('[GG-ABL-70] [GG-SIT-02] [GG-PLAY-83] a see-through Wall still blocks abilities; one may hide beside it, and it conceals (2) from spotters across it', () => {
    const glassy = hero('Glazier', [line('wall', 3, {
      options: { toughness: 't2', sight: 'concealing' },
      modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['line'] }), mod('persistent', { variant: 'barrier' })],
    })]);
    const shooter = hero('Shooter', [line('damage', 2, { key: 'bolt', types: ['energy'], modifiers: [mod('ranged')] })]);
    const t = two(glassy, shooter, { q: 4, r: 0 });
    run(t, 'gg.create-wall', { figure: 'u', ability: 'wall', from: { q: 2, r: -1 }, to: { q: 2, r: 1 } });
    expect(state(t).sys.walls['2,0']).toMatchObject({ opaque: false, concealment: 2 });
    run(t, 'gg.end-turn', { figure: 'u' });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'e', ability: 'bolt', target: 'u' }))).toBe('GG_NO_LINE_OF_SIGHT GG-SIT-03');
    // Beside the wall after a 1-hex move, quietly: two Bonuses, 2+.
    run(t, 'gg.move', { figure: 'e', ability: 'running', to: { q: 3, r: 0 } });
    expect(data(events(run(t, 'gg.hide', { figure: 'e' }, [2]), 'gg.hide')[0])).toMatchObject({ success: true });
    run(t, 'gg.end-turn', { figure: 'e' });
    // Normal Senses 1 against the wall's 2 Concealment: 6+.
    const spot = run(t, 'gg.spot', { figure: 'u', target: 'e' }, [5]);
    expect(data(events(spot, 'gg.spot')[0])).toMatchObject({ concealment: 2, needed: 6, success: false });
  });

  it('[GG-ABL-20] [GG-PLAY-46] a Door opens a wall as deep as its Level, and the wall is back when it ends', () => {
    const t = two(hero('Keymaster', [line('door', 1, { modifiers: [mod('touch')] })]));
    run(t, 'gg.wall', { hex: { q: 1, r: 0 }, material: 'interior-brick' });
    run(t, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'interior-brick' });
    expect(refusal(tryRun(t, 'gg.door', { figure: 'u', ability: 'door', hex: { q: 1, r: 0 } }))).toBe('GG_NOT_APPLICABLE GG-ABL-20');
    const t2 = two(hero('Keymaster', [line('door', 2, { modifiers: [mod('touch')] })]));
    run(t2, 'gg.wall', { hex: { q: 1, r: 0 }, material: 'interior-brick' });
    run(t2, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'interior-brick' });
    run(t2, 'gg.door', { figure: 'u', ability: 'door', hex: { q: 1, r: 0 } });
    expect(Object.keys(state(t2).sys.walls)).toEqual([]);
    run(t2, 'gg.end-turn', { figure: 'u' });
    run(t2, 'gg.end-turn', { figure: 'e' });
    expect(Object.keys(state(t2).sys.walls).sort()).toEqual(['1,0', '2,0']);
  });

  it('[GG-ABL-33] [GG-PLAY-46] a Gate the GM accepts takes whoever steps on one gate out of the other', () => {
    const t = two(hero('Portal', [line('gate', 2)]));
    run(t, 'gg.gate', { figure: 'u', ability: 'gate', near: { q: 1, r: 0 }, far: { q: 30, r: 0 } }, [], ['allow']);
    run(t, 'gg.move', { figure: 'u', ability: 'running', to: { q: 1, r: 0 } });
    expect(pos(t, 'u')).toEqual({ q: 30, r: 0 });
    const t2 = two(hero('Portal', [line('gate', 2)]));
    const r = run(t2, 'gg.gate', { figure: 'u', ability: 'gate', near: { q: 1, r: 0 }, far: { q: 30, r: 0 } }, [], ['refuse']);
    expect(events(r, 'gg.gate-refused')).toHaveLength(1);
  });

  it('[GG-ABL-64] [GG-PLAY-46] inside a Suppress area the abilities it names work at their Level less its Level', () => {
    const sup = hero('Damper', [line('suppress', 2, {
      modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] })], options: { scope: 'named', abilities: ['movement'] },
    })]);
    const t = two(sup, hero('Runner', [line('movement', 3, { key: 'legs', options: { classes: ['ground'] } })]));
    run(t, 'gg.suppress', { figure: 'u', ability: 'suppress', at: { q: 4, r: 0 } });
    expect(effectiveLevel(state(t), 'e', 'legs', 3)).toBe(1);
    expect(has(t, 'e', 'suppressed')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { gloriousGladiators } from '../system.ts';
import { has, hero, line, mod, pos, state } from './ability-testing.ts';
import { attackAbility } from './attack-validate.ts';
import { toHitFor } from './attack-rules.ts';
import { data, events, ggTable, GM, refusal, run, status, sys, tryRun } from './testing.ts';

// The follow-up move (GG-ATK-08, seed L696; ruling GG-PLAY-06): with no legal target of a follow-up
// in range, the shortest move (up to a full move) that brings one into range, at no action.

function knockedOut() {
  // Ironclad punches the adjacent cop out of action; the other cop stands 5 hexes off, beyond
  // twice the reach of his Touch attacks (2 hexes).
  const t = ggTable([
    { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 0, r: 0 } },
    { id: 'cop', side: 'law', template: 'city-police', at: { q: 0, r: 1 } },
    { id: 'cop2', side: 'law', template: 'city-police', at: { q: 5, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [1, 1, 1]);
  const r = run(t, 'gg.attack', { figure: 'iron', ability: 'punch-kick', target: 'cop' }, [5, 5]);
  expect(data(events(r, 'gg.hit')[0])).toMatchObject({ out: true });
  return t;
}

const offered = (t: ReturnType<typeof ggTable>) =>
  gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options as never, actor: GM }).filter((a) => a.type === 'gg.follow-up-move');

describe('glorious gladiators: the follow-up move', () => {
  it('[GG-ATK-08] with no target in range of a follow-up, the shortest move that brings one in is offered, and costs no action', () => {
    const t = knockedOut();
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'iron', ability: 'grapple', target: 'cop2' }))).toBe('TARGET_OUT_OF_RANGE GG-MOVE-02');
    // 3 hexes along the row is the only hex that near from which a Touch attack reaches the cop (2 hexes).
    const moves = offered(t);
    expect(moves.length).toBeGreaterThan(0);
    expect(new Set(moves.map((a) => JSON.stringify((a.args as { to: unknown }).to)))).toEqual(new Set(['{"q":3,"r":0}']));
    const ability = (moves[0]!.args as { ability: string }).ability;
    // A longer move than needed is not a follow-up move.
    expect(refusal(tryRun(t, 'gg.follow-up-move', { figure: 'iron', ability, to: { q: 4, r: 0 } }))).toBe('GG_HEX_NOT_REACHABLE GG-ATK-08');
    const actions = sys(t).actionsLeft;
    const m = run(t, 'gg.follow-up-move', { figure: 'iron', ability, to: { q: 3, r: 0 } });
    expect(data(events(m, 'gg.moved')[0])).toMatchObject({ to: { q: 3, r: 0 }, followUp: true });
    expect(sys(t).actionsLeft).toBe(actions);
    expect(sys(t).followUp).toMatchObject({ figure: 'iron', moved: true });
    // One move a follow-up; and the follow-up attack is now in range.
    const again = tryRun(t, 'gg.follow-up-move', { figure: 'iron', ability, to: { q: 3, r: 1 } });
    expect(again.ok ? null : [refusal(again), again.rejection.message]).toEqual(['GG_NO_FOLLOW_UP GG-ATK-08', 'A follow-up brings a target into range with one move only.']);
    expect(run(t, 'gg.attack', { figure: 'iron', ability: 'grapple', target: 'cop2' }, [9, 9, 1]).ok).toBe(true);
  });

  it('[GG-ATK-08] no follow-up move while a follow-up attack is possible, nor without a follow-up', () => {
    const t = ggTable([
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 0, r: 1 } },
      { id: 'cop2', side: 'law', template: 'city-police', at: { q: 1, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1, 1]);
    expect(refusal(tryRun(t, 'gg.follow-up-move', { figure: 'iron', ability: 'running', to: { q: -1, r: 0 } }))).toBe('GG_NO_FOLLOW_UP GG-ATK-08');
    run(t, 'gg.attack', { figure: 'iron', ability: 'punch-kick', target: 'cop' }, [5, 5]);
    expect(offered(t)).toEqual([]);
    expect(refusal(tryRun(t, 'gg.follow-up-move', { figure: 'iron', ability: 'running', to: { q: -1, r: 0 } }))).toBe('GG_NO_FOLLOW_UP GG-ATK-08');
  });

  it('[GG-ATK-08] the bot takes the follow-up move before giving the follow-up up', () => {
    const t = knockedOut();
    const pick = gloriousGladiators.bot!.propose!(t.state as never, { options: t.state.options as never, actor: GM }, () => 0);
    expect(pick?.type).toBe('gg.follow-up-move');
  });
});

/** Ids in the order the move's steps put their events. */
const kinds = (r: ReturnType<typeof run>) => events(r).map((e) => e.type).filter((x) => x !== 'dice.rolled');

// The follow-up move is a move (GG-ATK-08, "up to a full move"; ruling GG-PLAY-115): it takes the
// steps gg.move takes (move-steps.ts), so it plays as a move along the same path would.
describe('glorious gladiators: the follow-up move is a move', () => {
  /**
   * A grabber (Grab 3) holds the cop beside it; its follow-up goes at the other cop, 4 hexes off
   * (set as the GM may, GG-ATK-08's target): the shortest moves end 2 hexes on, one beside its grip.
   * The grabbed cop may strike at a mover in its reach (GG-MOD-57): it lets it go ('none').
   */
  function holding() {
    const t = ggTable([
      { id: 'g', side: 'villains', sheet: hero('Holder', [line('grab', 3, { modifiers: [mod('touch')] })]), at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 0, r: 1 } },
      { id: 'cop2', side: 'law', template: 'city-police', at: { q: 2, r: 2 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [1, 1, 1]);
    run(t, 'gg.attack', { figure: 'g', ability: 'grab', target: 'cop' }, [9, 9]);
    expect(has(t, 'g', 'grabbing')).toBe(true);
    run(t, 'gm.set', { path: ['sys', 'followUp', 'target'], value: 'cop2' });
    expect(offered(t).map((a) => a.args)).toContainEqual({ figure: 'g', ability: 'running', to: { q: 1, r: 1 } });
    return t;
  }

  it('[GG-ABL-36] [GG-ATK-08] [GG-PLAY-115] a grabber\'s follow-up move lets go of its grip, even one ending beside it', () => {
    const t = holding();
    const r = run(t, 'gg.follow-up-move', { figure: 'g', ability: 'running', to: { q: 1, r: 1 } }, [], ['none']);
    expect(data(events(r, 'gg.released')[0])).toMatchObject({ figure: 'g', target: 'cop', why: 'moved away' });
    expect(kinds(r).indexOf('gg.released')).toBeLessThan(kinds(r).indexOf('gg.moved'));
    expect(has(t, 'cop', 'grabbed')).toBe(false);
    expect(pos(t, 'g')).toEqual({ q: 1, r: 1 });
  });

  it('[GG-ABL-36] [GG-ATK-08] [GG-PLAY-115] a grabber carries its grip on its follow-up move with a Grab roll; a failed one spends the move and the grip holds', () => {
    const t = holding();
    // Grab 3 vs Forced Move Defence 0: 2+.
    const r = run(t, 'gg.follow-up-move', { figure: 'g', ability: 'running', to: { q: 1, r: 1 }, carry: true }, [2], ['none']);
    expect(data(events(r, 'gg.carry')[0])).toMatchObject({ needed: 2, success: true });
    expect(pos(t, 'g')).toEqual({ q: 1, r: 1 });
    expect(has(t, 'cop', 'grabbed')).toBe(true);
    expect(sys(t).followUp).toMatchObject({ figure: 'g', moved: true });
    const t2 = holding();
    const f = run(t2, 'gg.follow-up-move', { figure: 'g', ability: 'running', to: { q: 1, r: 1 }, carry: true }, [1], ['none']);
    expect(data(events(f, 'gg.carry')[0])).toMatchObject({ success: false });
    expect(events(f, 'gg.moved')).toEqual([]);
    expect(pos(t2, 'g')).toEqual({ q: 0, r: 0 });
    expect(has(t2, 'g', 'grabbing')).toBe(true);
    expect(sys(t2).followUp).toMatchObject({ figure: 'g', moved: true });
    expect(refusal(tryRun(t2, 'gg.follow-up-move', { figure: 'g', ability: 'running', to: { q: 1, r: 1 } }))).toBe('GG_NO_FOLLOW_UP GG-ATK-08');
    // Only a grabber carries.
    const t3 = knockedOut();
    expect(refusal(tryRun(t3, 'gg.follow-up-move', { figure: 'iron', ability: 'running', to: { q: 3, r: 0 }, carry: true }))).toBe('GG_NOT_APPLICABLE GG-ABL-36');
  });

  /** A Gate user (its near gate beside it) knocks out the cop beside it; the other cop stands 5 hexes off, beyond its Touch zap's reach. */
  function gateTable(far: { q: number; r: number }) {
    const t = ggTable([
      { id: 'u', side: 'one', sheet: hero('Portal', [line('gate', 2), line('damage', 2, { key: 'zap', modifiers: [mod('touch')] })]), at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 0, r: 1 } },
      { id: 'cop2', side: 'law', template: 'city-police', at: { q: 5, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1, 1]);
    run(t, 'gg.gate', { figure: 'u', ability: 'gate', near: { q: 1, r: 0 }, far }, [], ['allow']);
    const r = run(t, 'gg.attack', { figure: 'u', ability: 'punch-kick', target: 'cop' }, [9, 9]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ out: true });
    return t;
  }
  const hexesOffered = (t: ReturnType<typeof ggTable>) => new Set(offered(t).map((a) => JSON.stringify((a.args as { to: unknown }).to)));

  it('[GG-ABL-33] [GG-ATK-08] [GG-PLAY-116] a follow-up move ending on a gate comes out of the other, and the gate counts as the hex it leads to', () => {
    // The far gate 2 hexes from the cop: one step onto the near gate brings him into the zap's reach.
    const t = gateTable({ q: 6, r: 1 });
    expect(hexesOffered(t)).toEqual(new Set(['{"q":1,"r":0}']));
    const r = run(t, 'gg.follow-up-move', { figure: 'u', ability: 'running', to: { q: 1, r: 0 } });
    expect(data(events(r, 'gg.through-gate')[0])).toMatchObject({ figure: 'u', to: { q: 6, r: 1 } });
    expect(pos(t, 'u')).toEqual({ q: 6, r: 1 });
    expect(run(t, 'gg.attack', { figure: 'u', ability: 'zap', target: 'cop2' }, [9, 1, 1]).ok).toBe(true);
  });

  it('[GG-ABL-33] [GG-ATK-08] [GG-PLAY-116] a gate that leads away brings no target into range: it is no follow-up move', () => {
    const t = gateTable({ q: 30, r: 0 });
    run(t, 'gm.set', { path: ['figures', 'cop2', 'position'], value: { q: 3, r: 0 } });
    // Without the gate, one step onto it would be the shortest move; through it, two steps are.
    const hexes = hexesOffered(t);
    expect(hexes.has('{"q":1,"r":0}')).toBe(false);
    expect(hexes.has('{"q":2,"r":0}')).toBe(true);
    expect(refusal(tryRun(t, 'gg.follow-up-move', { figure: 'u', ability: 'running', to: { q: 1, r: 0 } }))).toBe('GG_HEX_NOT_REACHABLE GG-ATK-08');
  });

  it('[GG-MOVE-01] [GG-ATK-04] [GG-ATK-08] [GG-PLAY-117] a 1-hex follow-up move away from an enemy beside the mover is a backstep: the follow-up attack has its Penalty', () => {
    const t = ggTable([
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 0, r: 1 } },
      { id: 'cop2', side: 'law', template: 'city-police', at: { q: 3, r: 0 } },
      { id: 'cop3', side: 'law', template: 'city-police', at: { q: -1, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1, 1, 1]);
    run(t, 'gg.attack', { figure: 'iron', ability: 'punch-kick', target: 'cop' }, [5, 5]);
    // The follow-up goes at cop2 (set as the GM may): cop3 stays beside Ironclad, in action.
    run(t, 'gm.set', { path: ['sys', 'followUp', 'target'], value: 'cop2' });
    const r = run(t, 'gg.follow-up-move', { figure: 'iron', ability: 'running', to: { q: 1, r: 0 } });
    expect(data(events(r, 'gg.moved')[0])).toMatchObject({ backstep: true, followUp: true });
    expect(status(t, 'iron').backstep).toBe(true);
    const grapple = attackAbility(state(t), 'iron', 'grapple')!;
    expect(toHitFor(state(t), 'iron', grapple, 'cop2').reasons).toContain('Penalty: backstep');
  });
});

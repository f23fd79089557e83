import { describe, expect, it } from 'vitest';
import { scriptedFaces } from '../../../dice/index.ts';
import type { TableEngine } from '../../../kernel/index.ts';
import { current, data, events, GM, ggTable, refusal, run, status, sys, tryRun } from './testing.ts';
import { has, hero, ranged } from './ability-testing.ts';

const duel = (options = {}) => ggTable([
  { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 }, controller: 'ann' },
  { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
], options);

const bolt = { figure: 'comet', ability: 'lightning-bolt', target: 'iron' };

const ANN = { kind: 'player', id: 'ann' } as const;

/** Ironclad's punch hits Ann's Blue Comet (a 10), and the table waits for her: spend a Hero Point? */
function punchAsked(): TableEngine {
  const t = ggTable([
    { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 }, controller: 'ann' },
    { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 1, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [1, 1]);
  run(t, 'gg.end-turn', { figure: 'comet' });
  const asked = t.execute({ id: 'punch', type: 'gg.attack', args: { figure: 'iron', ability: 'punch-kick', target: 'comet' } }, GM, {
    faces: scriptedFaces([10]),
  });
  if (!asked.ok || t.state.pending?.prompt.to !== 'comet') throw new Error('punchAsked: the Comet was not asked');
  return t;
}

describe('glorious gladiators: turns', () => {
  it('[GG-INIT-01] [GG-RULING-02] Speed orders the turn; at equal Speed majors go before minors whatever the die', () => {
    const t = ggTable([
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 3, r: 0 } },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
    ]);
    const r = run(t, 'combat.start', {}, [10, 1, 1]);
    expect(data(events(r, 'gg.order')[0]).order).toEqual(['comet', 'iron', 'cop']);
    expect(events(r, 'gg.order')[0]!.ruleIds).toContain('GG-INIT-01');
  });

  it('[GG-ACT-01] [GG-INIT-03] [GG-PLAY-04] two actions a turn; the turn passes when they are spent', () => {
    const t = duel();
    run(t, 'combat.start', {}, [1, 1]);
    expect(sys(t).actionsLeft).toBe(2);
    run(t, 'gg.move', { figure: 'comet', ability: 'flight', to: { q: 0, r: 1 } });
    expect(sys(t).actionsLeft).toBe(1);
    const r = run(t, 'gg.move', { figure: 'comet', ability: 'flight', to: { q: 0, r: 2 } });
    expect(events(r, 'gg.turn').map((e) => data(e).figure)).toEqual(['iron']);
    expect(current(t)).toBe('iron');
    expect(status(t, 'comet').activeMove).toEqual({ key: 'flight', level: 3 });
  });

  it('[GG-INIT-02] a character may delay once per Full Turn to a later point', () => {
    const t = duel();
    run(t, 'combat.start', {}, [1, 1]);
    const r = run(t, 'gg.delay', { figure: 'comet', after: 'iron' });
    expect(sys(t).order).toEqual(['iron', 'comet']);
    expect(current(t)).toBe('iron');
    expect(events(r, 'gg.delayed')[0]!.ruleIds).toEqual(['GG-INIT-02']);
    run(t, 'gg.end-turn', { figure: 'iron' });
    expect(current(t)).toBe('comet');
    expect(refusal(tryRun(t, 'gg.delay', { figure: 'comet', after: 'iron' }))).toBe('GG_ALREADY_DELAYED GG-INIT-02');
    expect(sys(t).delayed).toEqual(['comet']);
  });
});

describe('glorious gladiators: the turn\'s start', () => {
  it('[GG-PLAY-05] [GG-INIT-03] a Movement last used stops counting when its user\'s turn begins unless Persistent; Stunned takes one action and goes', () => {
    const t = duel();
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gg.move', { figure: 'comet', ability: 'flight', to: { q: 0, r: 1 } });
    run(t, 'gg.end-turn', { figure: 'comet' });
    run(t, 'gg.move', { figure: 'iron', ability: 'running', to: { q: 4, r: 0 } });
    run(t, 'gm.condition.add', { figure: 'iron', condition: 'stunned' });
    run(t, 'gg.end-turn', { figure: 'iron' });
    // Comet's Flight is Persistent (Personal): still its Move against Areas on its new turn.
    expect(current(t)).toBe('comet');
    expect(status(t, 'comet').activeMove).toEqual({ key: 'flight', level: 3 });
    const r = run(t, 'gg.end-turn', { figure: 'comet' });
    // Ironclad's Running is Instant: gone at its turn's start; the stun costs it one of its two actions.
    expect(status(t, 'iron').activeMove).toBeNull();
    expect(data(events(r, 'gg.turn').find((e) => data(e).figure === 'iron'))).toMatchObject({ actions: 1 });
    expect(sys(t).actionsLeft).toBe(1);
    expect(t.state.figures['iron']!.conditions.some((c) => c.id === 'stunned')).toBe(false);
  });
});

describe('glorious gladiators: delaying', () => {
  it('[GG-INIT-02] [GG-INIT-03] [GG-PLAY-03] a delayed turn does not begin again: what the turn\'s start does (a Persistent Trap rolled to hold) is done once', () => {
    const t = ggTable([
      { id: 't', side: 'a', sheet: hero('Jailer', [ranged('trap', 2, 'persistent')]), at: { q: 0, r: 0 } },
      { id: 'v', side: 'b', sheet: hero('Plain', []), at: { q: 4, r: 0 } },
      { id: 'x', side: 'b', sheet: hero('Plain', []), at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 5, 3]);
    run(t, 'gg.attack', { figure: 't', ability: 'trap', target: 'v' }, [5, 3]);
    run(t, 'gg.end-turn', { figure: 't' });
    run(t, 'gg.end-turn', { figure: 'v' });
    // Turn 2 begins with the Jailer's turn: the Trap is rolled once to hold (a 3 holds), then it delays.
    const start = run(t, 'gg.end-turn', { figure: 'x' }, [3]);
    expect(events(start, 'gg.persists')).toHaveLength(1);
    run(t, 'gg.delay', { figure: 't', after: 'x' });
    run(t, 'gg.end-turn', { figure: 'v' });
    // Seed L459/L463: the delayer drops down the order; its Character Turn began already. A second roll (a 1) would lose the Trap.
    const resumed = run(t, 'gg.end-turn', { figure: 'x' }, [1]);
    expect(current(t)).toBe('t');
    expect(events(resumed, 'gg.persists')).toHaveLength(0);
    expect(has(t, 'v', 'trapped')).toBe(true);
    expect(sys(t).actionsLeft).toBe(2);
  });
});

describe('glorious gladiators: attacks', () => {
  it('[GG-ATK-01] [GG-ATK-07] [GG-DMG-01] [GG-ATK-08] Accuracy vs Evade to hit, Level vs the best single protection for hits', () => {
    const t = duel();
    run(t, 'combat.start', {}, [1, 1]);
    // To hit: Evade 0 − Accuracy 2 + 5 = 3. Result: electricity vs Armour (half, 2) or Damage Defence (energy, 2): 2 − 4 + 5 = 3.
    const r = run(t, 'gg.attack', bolt, [7, 8]);
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ needed: 3, success: true, boosts: 2 });
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ hits: 2, boosts: 2, hitsLeft: 3, out: false });
    expect(status(t, 'iron').hits).toBe(3);
    expect(refusal(tryRun(t, 'gg.attack', { ...bolt, ability: 'lightning-bolt' }))).toBe('GG_NO_FOLLOW_UP GG-ATK-08');
  });

  it('[GG-ACT-01] only one action a turn may target someone else', () => {
    const t = duel();
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gg.attack', bolt, [1, 1], ['keep']);
    expect(refusal(tryRun(t, 'gg.attack', bolt))).toBe('GG_ALREADY_TARGETED GG-ACT-01');
  });

  it('[GG-ACT-01] every targeted action refuses a second one alike, at someone (a figure) or something (a wall)', () => {
    const t = duel();
    run(t, 'gg.wall', { hex: { q: 0, r: 4 }, material: 'light-wood' });
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gg.attack', bolt, [1, 1], ['keep']);
    const atFigure = tryRun(t, 'gg.move-through', { figure: 'comet', ability: 'flight', target: 'iron', level: 2 });
    const atWall = tryRun(t, 'gg.move-through-wall', { figure: 'comet', ability: 'flight', hex: { q: 0, r: 4 }, level: 2 });
    const refused = (message: string) => ({ code: 'GG_ALREADY_TARGETED', message, ruleId: 'GG-ACT-01' });
    expect(!atFigure.ok && atFigure.rejection).toEqual(refused('Only one action a turn may target someone else.'));
    expect(!atWall.ok && atWall.rejection).toEqual(refused('Only one action a turn may target something else.'));
  });

  it('[GG-DICE-06] [GG-PLAY-02] a PC who misses is offered a Hero Point and keeps the better roll', () => {
    const t = duel();
    run(t, 'combat.start', {}, [1, 1]);
    const r = run(t, 'gg.attack', bolt, [1, 9, 5], ['spend']);
    expect(events(r, 'gg.hero-point')).toHaveLength(1);
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ faces: [9], success: true });
    expect(status(t, 'comet').heroPoints).toBe(0);
    const t2 = duel();
    run(t2, 'combat.start', {}, [1, 1]);
    const asked = run(t2, 'gg.attack', bolt, [1]);
    expect(asked.ok && t2.state.pending?.prompt).toMatchObject({ to: 'comet', kind: 'spend-hero-point' });
  });

  it('[GG-DICE-06] [GG-PLAY-02] a PC hit by a check may spend a Hero Point to make the roller re-roll, and keeps the worse for the roller', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 }, controller: 'ann' },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 1, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gg.end-turn', { figure: 'comet' });
    // Ironclad's natural 10 hits the Comet; she spends her point, and the re-rolled 1 is the roll that stands.
    const r = run(t, 'gg.attack', { figure: 'iron', ability: 'punch-kick', target: 'comet' }, [10, 1], ['spend']);
    expect(data(events(r, 'gg.hero-point')[0])).toMatchObject({ figure: 'comet', left: 0 });
    expect(events(r, 'gg.hit')).toHaveLength(0);
    expect(data(events(r, 'gg.missed')[0])).toMatchObject({ faces: [1] });
  });

  it('[GG-DICE-06] [GG-ATK-07] [GG-PLAY-260] a PC asked at each roll against it in one attack (to-hit, result, knockback), each time naming the roller, who keeps the rolls takes the hits', () => {
    const t = punchAsked();
    // As at a live table: each question waits for Ann, and each answer is a command of its own.
    const answer = (id: string, faces: number[]) => t.execute({ id, type: 'answer', args: { value: 'keep' } }, ANN, { faces: scriptedFaces(faces) });
    // Asked of the Comet, the question names whose roll it is.
    expect(t.state.pending?.prompt.message).toBe('iron\'s Steel Fist to hit succeeded against you. Make them re-roll?');
    expect(answer('keep-1', [10]).ok).toBe(true);
    expect(t.state.pending?.prompt.message).toBe('iron\'s Steel Fist result succeeded against you. Make them re-roll?');
    const r = answer('keep-2', [5, 5, 5, 5]);
    expect(r.ok && r.events.map((e) => e.type)).toEqual(expect.arrayContaining(['gg.hit']));
    // Its Knockback's roll against her Forced Move Defence is a roll against her too (GG-PLAY-260).
    expect(t.state.pending?.prompt.message).toBe('iron\'s knockback vs Forced Move Defence succeeded against you. Make them re-roll?');
    expect(answer('keep-3', [5, 5, 5, 5]).ok).toBe(true);
    expect(t.state.pending).toBeNull();
    expect(status(t, 'comet').hits).toBeGreaterThan(0);
  });

  it('[GG-DICE-06] a Hero Point the GM awards while the table asks about one is not lost to the answer: the override waits for it', () => {
    const t = punchAsked();
    expect(status(t, 'comet').heroPoints).toBe(1);
    // The answer replays the attack from the table as it was asked, and its Hero Point line says
    // how many are left as counted then: an override now would be written over, so it is refused.
    const award = () => t.execute({ id: `award-${t.state.seq}`, type: 'gm.set', args: { path: ['figures', 'comet', 'status', 'heroPoints'], value: 2 } }, GM);
    expect(refusal(award())).toBe('DECISION_PENDING');
    expect(t.execute({ id: 'spend', type: 'answer', args: { value: 'spend' } }, ANN, { faces: scriptedFaces([1]) }).ok).toBe(true);
    expect(status(t, 'comet').heroPoints).toBe(0);
    expect(t.state.pending).toBeNull();
    expect(award().ok).toBe(true);
    expect(status(t, 'comet').heroPoints).toBe(2);
  });

  it('[GG-DICE-06] while a PC is asked, the GM may still hand the figure to another seat, who answers, and apply a condition', () => {
    const t = punchAsked();
    expect(t.state.pending?.prompt.to).toBe('comet');
    // Moving it would be written over by the answer (a knockback lands where the attack began counting).
    expect(refusal(t.execute({ id: 'move', type: 'gm.move', args: { figure: 'comet', position: { q: 0, r: 2 } } }, GM))).toBe('DECISION_PENDING');
    expect(t.execute({ id: 'give', type: 'gm.set', args: { path: ['figures', 'comet', 'controller'], value: 'bob' } }, GM).ok).toBe(true);
    expect(t.execute({ id: 'stun', type: 'gm.condition.add', args: { figure: 'comet', condition: 'stunned' } }, GM).ok).toBe(true);
    const bob = { kind: 'player', id: 'bob' } as const;
    expect(t.execute({ id: 'keep', type: 'answer', args: { value: 'keep' } }, bob, { faces: scriptedFaces([10]) }).ok).toBe(true);
    expect(t.state.pending?.prompt.message).toContain('result');
    expect(t.execute({ id: 'keep-2', type: 'answer', args: { value: 'keep' } }, bob, { faces: scriptedFaces([5, 5, 5, 5]) }).ok).toBe(true);
    // Then the Knockback's roll against it (GG-PLAY-260).
    expect(t.state.pending?.prompt.message).toContain('knockback');
    expect(t.execute({ id: 'keep-3', type: 'answer', args: { value: 'keep' } }, bob, { faces: scriptedFaces([5, 5, 5, 5]) }).ok).toBe(true);
    expect(t.state.pending).toBeNull();
    expect(t.state.figures.comet!.conditions.map((c) => c.id)).toContain('stunned');
  });

  it('[GG-MOVE-02] outside the band is a Penalty, beyond twice its maximum is not allowed', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 15, r: 0 } },
      { id: 'far', side: 'villains', template: 'ironclad', at: { q: -21, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1, 1]);
    expect(refusal(tryRun(t, 'gg.attack', { ...bolt, target: 'far' }))).toBe('TARGET_OUT_OF_RANGE GG-MOVE-02');
    const r = run(t, 'gg.attack', bolt, [4, 4]);
    // Minimum Dodge 1 at 15 hexes; a Penalty to hit (T 4 + 2) and to the result level.
    expect(data(events(r, 'gg.missed')[0])).toMatchObject({ defence: 1, net: -1, needed: 6 });
  });

  it('[GG-ATK-05] [GG-PLAY-10] a long shot at a target next to an ally hits the ally on 1-2', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
      { id: 'pal', side: 'heroes', template: 'ironclad', at: { q: 5, r: 1 } },
    ]);
    run(t, 'combat.start', {}, [1, 2, 1]);
    const r = run(t, 'gg.attack', bolt, [2, 9]);
    expect(data(events(r, 'gg.ally-hit')[0])).toEqual({ figure: 'comet', target: 'iron', ally: 'pal' });
    expect(data(events(r, 'gg.hit')[0]).target).toBe('pal');
  });

  it('[GG-ATK-06] [GG-PLAY-16] minor characters targeting one major are limited per Full Turn', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'cop1', side: 'law', template: 'city-police', at: { q: 4, r: 0 } },
      { id: 'cop2', side: 'law', template: 'city-police', at: { q: 4, r: 1 } },
    ], { minorTargetLimit: 1 });
    run(t, 'combat.start', {}, [1, 2, 1]);
    run(t, 'gg.end-turn', { figure: 'comet' });
    // Pistol: Evade 3 − Accuracy 1 + 5, Penalty for a minor attacking a major: 9.
    const r = run(t, 'gg.attack', { figure: 'cop1', ability: 'pistol', target: 'comet' }, [1, 4]);
    expect(data(events(r, 'gg.missed')[0]).needed).toBe(9);
    run(t, 'gg.end-turn', { figure: 'cop1' });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'cop2', ability: 'pistol', target: 'comet' }))).toBe('GG_TOO_MANY_MINORS GG-ATK-06');
  });

  it('[GG-ATK-08] a major who hits follows up with a different ability; another target once the first is out', () => {
    const t = ggTable([
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 1, r: 0 } },
      { id: 'cop2', side: 'law', template: 'city-police', at: { q: 0, r: 1 } },
    ]);
    run(t, 'combat.start', {}, [1, 1, 1]);
    const r = run(t, 'gg.attack', { figure: 'iron', ability: 'punch-kick', target: 'cop' }, [5, 5]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ out: true });
    expect(sys(t).followUp).toEqual({ figure: 'iron', target: 'cop', used: ['punch-kick'], left: 1 });
    // (With Super Strength his Steel Fist could follow itself up too: seed L698, extra-attacks-play.test.ts.)
    // Super Strength gives the Grapple no Knockback: it would end the hold at once (GG-PLAY-111).
    const f = run(t, 'gg.attack', { figure: 'iron', ability: 'grapple', target: 'cop2' }, [9, 9]);
    expect(events(f, 'gg.hit-roll')).toHaveLength(1);
    expect(events(f, 'gg.forced-move-roll')).toHaveLength(0);
    expect(sys(t).actionsLeft).toBe(1);
  });

  it('[GG-DMG-08] [GG-PLAY-04] an out-of-action character takes no further hits and its turn passes', () => {
    const t = duel();
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gm.set', { path: ['figures', 'iron', 'status', 'hits'], value: 0 });
    run(t, 'gm.set', { path: ['figures', 'iron', 'status', 'out'], value: true });
    run(t, 'gm.set', { path: ['figures', 'iron', 'status', 'outCount'], value: 1 });
    const r = run(t, 'gg.attack', bolt, [9, 9]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ hits: 0, hitsLeft: 0, out: false });
    expect(events(r, 'gg.hit')[0]!.ruleIds).toContain('GG-DMG-08');
    // Iron's turn: it needs 4+ to reactivate (first time out) and rolls 3, so the turn comes back to Comet.
    const e = run(t, 'gg.end-turn', { figure: 'comet' }, [3]);
    expect(data(events(e, 'gg.reactivation')[0])).toMatchObject({ figure: 'iron', target: 4, success: false });
    expect(current(t)).toBe('comet');
    expect(t.state.round).toBe(2);
  });

  it('[GG-SIT-03] [GG-PLAY-20] an opaque wall blocks the line of sight; glass does not', () => {
    const t = duel();
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gg.wall', { hex: { q: 3, r: 0 }, material: 'glass-window' });
    expect(refusal(run(t, 'gg.attack', bolt, [1, 1], ['keep']))).toBeNull();
    const t2 = duel();
    run(t2, 'combat.start', {}, [1, 1]);
    run(t2, 'gg.wall', { hex: { q: 3, r: 0 }, material: 'exterior-brick' });
    expect(refusal(tryRun(t2, 'gg.attack', bolt))).toBe('GG_NO_LINE_OF_SIGHT GG-SIT-03');
    expect(sys(t2).walls['3,0']).toMatchObject({ defence: 3, robust: true, hits: 2 });
  });

  it('[GG-MOVE-01] [GG-PLAY-20] a move goes up to hexes × Level around walls and enemies; one hex away from an enemy is a backstep', () => {
    const t = ggTable([
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 0, r: 0 } },
      { id: 'cop', side: 'law', template: 'city-police', at: { q: 1, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    expect(refusal(tryRun(t, 'gg.move', { figure: 'iron', ability: 'running', to: { q: -4, r: 0 } }))).toBe('GG_HEX_NOT_REACHABLE GG-MOVE-01');
    expect(refusal(tryRun(t, 'gg.move', { figure: 'iron', ability: 'running', to: { q: 1, r: 0 } }))).toBe('GG_HEX_NOT_REACHABLE GG-MOVE-01');
    const r = run(t, 'gg.move', { figure: 'iron', ability: 'running', to: { q: -1, r: 0 } });
    expect(data(events(r, 'gg.moved')[0])).toMatchObject({ backstep: true });
    expect(status(t, 'iron').backstep).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { Distribution, Rational, scriptedFaces, seededRng } from '../dice/index.ts';
import { TableEngine } from './engine.ts';
import { applyDraft, foldResolutionEvent, kernelEvent } from './events.ts';
import { foldEvents } from './fold.ts';
import { oddsOf } from './odds.ts';
import { simulate, simulateFight } from './simulate.ts';
import { lastSideStanding } from './system.ts';
import { duelSystem } from './testing/duel-system.ts';
import { eventFor, viewFor } from './view.ts';
import type { Actor, TableState } from './types.ts';

const GM: Actor = { kind: 'gm' };
const ANN: Actor = { kind: 'player', id: 'ann' };
const BOB: Actor = { kind: 'player', id: 'bob' };

function table(): TableEngine {
  const t = TableEngine.create(duelSystem, { seed: 'kernel-test' });
  expect(t.execute({ id: 'a1', type: 'figure.add', args: { id: 'hero', name: 'Hero', side: 'heroes', sheet: { life: 10, bonus: 0 } } }, ANN).ok).toBe(true);
  expect(t.execute({ id: 'a2', type: 'figure.add', args: { id: 'ogre', name: 'Ogre', side: 'monsters', sheet: { life: 6, bonus: 1 } } }, GM).ok).toBe(true);
  expect(t.execute({ id: 'a3', type: 'combat.start', args: {} }, GM).ok).toBe(true);
  return t;
}

const life = (s: TableState, id: string) => (s.figures[id]!.status as { life: number }).life;

describe('kernel: commands, rights and rejections', () => {
  it('rejects a player acting for a figure they do not control, and changes nothing', () => {
    const t = table();
    const before = t.state;
    const r = t.execute({ id: 'x', type: 'attack', args: { attacker: 'ogre', target: 'hero' } }, ANN);
    expect(r.ok || r.rejection.code).toBe('NOT_YOUR_FIGURE');
    expect(t.state).toBe(before);
  });

  it('rejects out-of-turn moves, malformed arguments, unknown commands and spectators with stable codes', () => {
    const t = table();
    const codes = [
      t.execute({ id: 'x1', type: 'pass', args: { figure: 'ogre' } }, GM),
      t.execute({ id: 'x2', type: 'attack', args: { attacker: 'hero' } }, ANN),
      t.execute({ id: 'x3', type: 'fly', args: {} }, ANN),
      t.execute({ id: 'x4', type: 'pass', args: { figure: 'hero' } }, { kind: 'spectator', id: 's' }),
      t.execute({ id: 'x5', type: 'gm.note', args: { text: 'hi' } }, ANN),
    ].map((r) => (r.ok ? 'ok' : r.rejection.code));
    expect(codes).toEqual(['NOT_YOUR_TURN', 'BAD_COMMAND', 'UNKNOWN_COMMAND', 'SPECTATORS_CANNOT_ACT', 'GM_ONLY']);
  });

  it('refuses fighting outside combat with COMBAT_NOT_STARTED before it and COMBAT_OVER after it', () => {
    const before = TableEngine.create(duelSystem, { seed: 1 });
    const early = before.execute({ id: 'e1', type: 'combat.end', args: {} }, GM);
    expect(early.ok ? 'ok' : early.rejection.code).toBe('COMBAT_NOT_STARTED');
    const t = table();
    expect(t.execute({ id: 'e2', type: 'combat.end', args: { winner: null } }, GM).ok).toBe(true);
    const codes = [
      t.execute({ id: 'e3', type: 'attack', args: { attacker: 'hero', target: 'ogre' } }, ANN),
      t.execute({ id: 'e4', type: 'combat.end', args: {} }, GM),
    ].map((r) => (r.ok ? 'ok' : `${r.rejection.code}: ${r.rejection.message}`));
    expect(codes).toEqual(['COMBAT_OVER: Combat is over.', 'COMBAT_OVER: Combat is over.']);
  });

  it('validates sheets when a figure joins, naming the rule', () => {
    const t = TableEngine.create(duelSystem, { seed: 1 });
    const r = t.execute({ id: 'b', type: 'figure.add', args: { id: 'x', name: 'X', side: 'a', sheet: { life: 3, bonus: 9 } } }, GM);
    expect(r.ok ? null : [r.rejection.code, r.rejection.ruleId]).toEqual(['INVALID_CHARACTER', 'DUEL-CHAR-01']);
  });
});

describe('kernel: decisions suspend a resolution and resume it by replay', () => {
  it('asks the defender, waits, and resumes with the answer and fresh dice', () => {
    const t = table();
    const r1 = t.execute({ id: 'c1', type: 'attack', args: { attacker: 'hero', target: 'ogre' } }, ANN, { faces: scriptedFaces([5]) });
    expect(r1.ok).toBe(true);
    expect(t.state.pending?.prompt).toMatchObject({ to: 'ogre', kind: 'defense' });
    // Nobody else may act meanwhile; only the ogre's controller (the GM) may answer.
    expect(t.execute({ id: 'c2', type: 'pass', args: { figure: 'hero' } }, ANN).ok).toBe(false);
    const wrong = t.execute({ id: 'c3', type: 'answer', args: { value: 'dodge' } }, ANN);
    expect(wrong.ok ? '' : wrong.rejection.code).toBe('NOT_YOUR_DECISION');
    const bad = t.execute({ id: 'c4', type: 'answer', args: { value: 'pray' } }, GM);
    expect(bad.ok ? '' : bad.rejection.code).toBe('INVALID_ANSWER');
    const r2 = t.execute({ id: 'c5', type: 'answer', args: { value: 'block' } }, GM, { faces: scriptedFaces([4]) });
    expect(r2.ok).toBe(true);
    expect(t.state.pending).toBeNull();
    expect(life(t.state, 'ogre')).toBe(3);
    // The to-hit roll was logged once, before the prompt; the resume did not repeat it.
    expect(t.events.filter((e) => e.type === 'dice.rolled')).toHaveLength(2);
    expect(t.state.sys).toMatchObject({ turn: 'ogre' });
  });

  it('resumes with the arguments as parsed, schema defaults included', () => {
    const t = table();
    t.execute({ id: 'c1', type: 'attack', args: { attacker: 'hero', target: 'ogre' } }, ANN, { faces: scriptedFaces([5]) });
    expect(t.state.pending?.command.args).toEqual({ attacker: 'hero', target: 'ogre', power: 0 });
    expect(t.execute({ id: 'c2', type: 'answer', args: { value: 'block' } }, GM, { faces: scriptedFaces([4]) }).ok).toBe(true);
    expect(life(t.state, 'ogre')).toBe(3);
  });

  it('a second question in one resolution keeps its command: each answer resumes it, and it finishes', () => {
    const t = table();
    expect(t.execute({ id: 'p1', type: 'parley', args: { figure: 'hero', target: 'ogre' } }, ANN).ok).toBe(true);
    expect(t.state.pending?.prompt.kind).toBe('truce');
    expect(t.execute({ id: 'p2', type: 'answer', args: { value: 'yes' } }, GM).ok).toBe(true);
    // The second question still belongs to Ann's parley, not to the GM's answer.
    expect(t.state.pending).toMatchObject({ prompt: { kind: 'oath' }, command: { id: 'p1', type: 'parley' }, actor: ANN });
    const r = t.execute({ id: 'p3', type: 'answer', args: { value: 'no' } }, GM, { faces: scriptedFaces([6]) });
    expect(r.ok).toBe(true);
    expect(t.state.pending).toBeNull();
    expect(t.events.filter((e) => e.type === 'duel.parleyed').map((e) => e.data)).toEqual([{ target: 'ogre', truce: 'yes', oath: 'no', damage: 6 }]);
    expect(t.state.sys).toMatchObject({ turn: 'ogre' });
    expect(foldEvents(duelSystem, t.initial, t.events)).toEqual(t.state);
  });

  it('while a decision waits, the GM\'s override of a value is refused (the answer\'s replay would write over it); handing the figure over is not', () => {
    const t = table();
    t.execute({ id: 'c1', type: 'attack', args: { attacker: 'hero', target: 'ogre' } }, ANN, { faces: scriptedFaces([5]) });
    expect(t.state.pending?.prompt.to).toBe('ogre');
    const before = t.state;
    const set = t.execute({ id: 'g1', type: 'gm.set', args: { path: ['figures', 'ogre', 'status', 'life'], value: 2 } }, GM);
    expect(set.ok || set.rejection.code).toBe('DECISION_PENDING');
    expect(set.ok || set.rejection.message).toContain('Dodge or block?');
    expect(t.state).toBe(before);
    expect(t.execute({ id: 'g2', type: 'gm.set', args: { path: ['figures', 'ogre', 'controller'], value: 'bob' } }, GM).ok).toBe(true);
    expect(t.execute({ id: 'g3', type: 'gm.condition.add', args: { figure: 'ogre', condition: 'stunned' } }, GM).ok).toBe(true);
    expect(t.execute({ id: 'c2', type: 'answer', args: { value: 'block' } }, BOB, { faces: scriptedFaces([4]) }).ok).toBe(true);
    expect(life(t.state, 'ogre')).toBe(3);
    expect(t.execute({ id: 'g4', type: 'gm.set', args: { path: ['figures', 'ogre', 'status', 'life'], value: 2 } }, GM).ok).toBe(true);
  });

  it('state always equals the fold of its events', () => {
    const t = table();
    t.execute({ id: 'c1', type: 'attack', args: { attacker: 'hero', target: 'ogre' } }, ANN);
    t.execute({ id: 'c2', type: 'answer', args: { value: 'dodge' } }, GM);
    expect(foldEvents(duelSystem, t.initial, t.events)).toEqual(t.state);
  });

  it('a resolution folds the kernel events it emits as the log will, and no kernel-only ones', () => {
    const t = table();
    const before = t.state;
    const drafts = [
      kernelEvent('table.round', { round: 7 }),
      kernelEvent('table.condition.added', { figure: 'ogre', condition: { id: 'stunned' } }),
      kernelEvent('table.figure.moved', { figure: 'hero', position: { x: 2, y: 1 } }),
    ];
    let mine = before;
    for (const d of drafts) mine = foldResolutionEvent(mine, d);
    let logged = before;
    for (const d of drafts) logged = applyDraft(duelSystem, logged, d, before);
    expect(mine).toEqual(logged);
    expect(before.round).not.toBe(7);
    expect(() => foldResolutionEvent(before, kernelEvent('table.gm.set', { path: ['round'], value: 2 }))).toThrow(/does not emit table.gm.set/);
  });
});

describe('kernel: undo', () => {
  it('restores the previous state exactly, including the dice generator', () => {
    const t = table();
    const before = t.state;
    t.execute({ id: 'c1', type: 'attack', args: { attacker: 'hero', target: 'ogre' } }, ANN);
    t.execute({ id: 'u1', type: 'undo', args: {} }, GM);
    expect({ ...t.state, seq: before.seq }).toEqual(before);
    expect(foldEvents(duelSystem, t.initial, t.events)).toEqual(t.state);
    // Undo again walks further back (to before combat started).
    t.execute({ id: 'u2', type: 'undo', args: {} }, GM);
    expect(t.state.phase).toBe('setup');
  });

  it('is the GM\'s alone and says when there is nothing to undo', () => {
    const t = TableEngine.create(duelSystem, { seed: 2 });
    const none = t.execute({ id: 'u', type: 'undo', args: {} }, GM);
    expect(none.ok ? '' : none.rejection.code).toBe('NOTHING_TO_UNDO');
    const player = table().execute({ id: 'u', type: 'undo', args: {} }, ANN);
    expect(player.ok ? '' : player.rejection.code).toBe('GM_ONLY');
  });
});

describe('kernel: hidden information', () => {
  it('never shows the generator, hides unrevealed NPC sheets and GM-only notes from players', () => {
    const t = table();
    t.execute({ id: 'n', type: 'gm.note', args: { text: 'the ogre is bluffing', hidden: true } }, GM);
    const view = viewFor(duelSystem, t.state, ANN);
    expect(JSON.stringify(view)).not.toContain(t.state.rng);
    expect(view.figures.ogre!.sheet).toBeNull();
    expect(view.figures.hero!.sheet).not.toBeNull();
    expect(viewFor(duelSystem, t.state, GM).figures.ogre!.sheet).not.toBeNull();
    const seen = t.events.map((e) => eventFor(e, ANN, t.state));
    expect(JSON.stringify(seen)).not.toContain('bluffing');
    expect(JSON.stringify(seen)).not.toContain('"bonus":1');
    expect(seen.map((e) => e.seq)).toEqual(t.events.map((e) => e.seq));
    expect(JSON.stringify(t.events.map((e) => eventFor(e, BOB, t.state)))).not.toContain('sfc32');
  });

  it('a question to an unrevealed NPC reaches players without its options (in GG, the attacks it could react with)', () => {
    const t = table();
    t.execute({ id: 'c1', type: 'attack', args: { attacker: 'hero', target: 'ogre' } }, ANN, { faces: scriptedFaces([5]) });
    expect(viewFor(duelSystem, t.state, ANN).pending?.prompt).toMatchObject({ to: 'ogre', message: 'Dodge or block?', options: [] });
    expect(viewFor(duelSystem, t.state, GM).pending?.prompt.options).toHaveLength(2);
    const asked = t.events.find((e) => e.type === 'table.decision.requested')!;
    expect(JSON.stringify(eventFor(asked, ANN, t.state))).not.toContain('Dodge"');
    expect(JSON.stringify(eventFor(asked, GM, t.state))).toContain('Dodge"');
    // Once the GM reveals the ogre, its questions are as open as its sheet.
    t.execute({ id: 'r', type: 'figure.reveal', args: { figure: 'ogre' } }, GM);
    expect(viewFor(duelSystem, t.state, ANN).pending?.prompt.options).toHaveLength(2);
  });
});

describe('kernel: exact odds come from the same resolution', () => {
  it('matches a hand computation of the duel attack', () => {
    const t = table();
    const odds = oddsOf(duelSystem, t.state, { type: 'attack', args: { attacker: 'hero', target: 'ogre' } }, ANN);
    if (!odds.ok) throw new Error(odds.rejection.message);
    // Hit on 4+ (1/2); defender dodges (bot) and avoids on 5+ (1/3); damage uniform 1..6.
    // Over 6 × 3 × 6 = 108 equally weighted paths: a miss (3 to-hit faces × all), a dodge, or a hit for d.
    const miss = 3n * 3n * 6n + 3n * 1n * 6n;
    const hits = [1, 2, 3, 4, 5, 6].map((d) => [{ hit: true, damage: d }, 3n * 2n] as const);
    const expected = Distribution.of<unknown>([[{ hit: false, damage: 0 }, miss], ...hits]);
    expect(odds.distribution.equals(expected as Distribution<never>)).toBe(true);
    const block = oddsOf(duelSystem, t.state, { type: 'attack', args: { attacker: 'hero', target: 'ogre' } }, ANN, { answers: { defense: 'block' } });
    if (!block.ok) throw new Error('rejected');
    expect(block.distribution.probabilityWhere((o) => (o as { damage: number }).damage === 0)).toEqual(Rational.of(7, 12));
  });

  it('answers ODDS_TOO_COMPLEX past the outcomes it may enumerate, where the guard\'s throw reached the socket as INTERNAL', () => {
    const attack = { type: 'attack', args: { attacker: 'hero', target: 'ogre' } };
    const r = oddsOf(duelSystem, table().state, attack, ANN, { maxLeaves: 10 });
    expect(r.ok ? '' : r.rejection.code).toBe('ODDS_TOO_COMPLEX');
    // The attack's paths (to hit, the dodge, the damage die) are more than 10 and fewer than 1,000.
    expect(oddsOf(duelSystem, table().state, attack, ANN, { maxLeaves: 1_000 }).ok).toBe(true);
  });

  it('refuses odds for an illegal command with the same code as play', () => {
    const r = oddsOf(duelSystem, table().state, { type: 'attack', args: { attacker: 'ogre', target: 'hero' } }, GM);
    expect(r.ok ? '' : r.rejection.code).toBe('NOT_YOUR_TURN');
  });
});

describe('kernel: simulation', () => {
  const fighters = [
    { id: 'a', name: 'A', side: 'A', sheet: { life: 8, bonus: 1 } },
    { id: 'b', name: 'B', side: 'B', sheet: { life: 8, bonus: 0 } },
  ];
  it('is reproducible from its seed and ends every fight', () => {
    const one = simulate(duelSystem, fighters, { fights: 200, seed: 's' });
    const two = simulate(duelSystem, fighters, { fights: 200, seed: 's' });
    expect(one).toEqual(two);
    expect((one.wins.A ?? 0) + (one.wins.B ?? 0)).toBe(200);
    expect(one.winRates.A!.rate).toBeGreaterThan(one.winRates.B!.rate);
    expect(simulateFight(duelSystem, fighters, seededRng('s:3'))).toEqual(simulateFight(duelSystem, fighters, seededRng('s:3')));
  });
});

describe('simulation in chunks', () => {
  it('fight numbers continue from `first`, so chunks add up to the whole run', () => {
    const fighters = [
      { id: 'a', name: 'A', side: 'A', sheet: { life: 4, bonus: 1 } },
      { id: 'b', name: 'B', side: 'B', sheet: { life: 5, bonus: 0 } },
    ];
    const whole = simulate(duelSystem, fighters, { fights: 60, seed: 'chunk' });
    const first = simulate(duelSystem, fighters, { fights: 25, seed: 'chunk' });
    const rest = simulate(duelSystem, fighters, { fights: 35, seed: 'chunk', first: 25 });
    for (const side of ['A', 'B', 'none']) expect((first.wins[side] ?? 0) + (rest.wins[side] ?? 0)).toBe(whole.wins[side] ?? 0);
  });
});

describe('kernel: the end of a fight', () => {
  it('is over once at most one side stands: that side wins, or no one when all are down', () => {
    expect(lastSideStanding(['heroes', 'villains'], 'out')).toBeNull();
    expect(lastSideStanding(['villains'], 'the heroes are out')).toEqual({ winner: 'villains', reason: 'the heroes are out' });
    expect(lastSideStanding([], 'out')).toEqual({ winner: null, reason: 'no one is left standing' });
  });
});

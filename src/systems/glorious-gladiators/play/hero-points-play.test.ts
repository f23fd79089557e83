import { describe, expect, it } from 'vitest';
import { scriptedFaces } from '../../../dice/index.ts';
import type { Json, TableEngine } from '../../../kernel/index.ts';
import { has, hero, line, mod, ranged } from './ability-testing.ts';
import { checkRoller, readFaces } from './check.ts';
import { current, data, events, ggTable, rollLabels, run, status } from './testing.ts';
import type { GgSheet } from '../sheet.ts';

// Hero Points on every roll a PC makes and every roll made against one (GG-DICE-06, seed L424:
// "re-roll a dice made roll by the PC or ... make an opponent re-roll a roll made against a PC";
// ruling GG-PLAY-260). Attack, Move Through and reactivation rolls are in combat.test.ts and recovery.test.ts.

const ANN = { kind: 'player', id: 'ann' } as const;
const PLAIN = hero('Plain', []);
const HYPNOTIST = hero('Hypnotist', [ranged('mesmerise', 2, 'persistent')]);

/** Ann's PC `p` and the GM's `n`, `first` acting first (a 9 against a 1). */
function table(pc: GgSheet, npc: GgSheet, first: 'p' | 'n', options: Record<string, Json> = {}, npcController = 'gm'): TableEngine {
  const t = ggTable([
    { id: 'p', side: 'heroes', sheet: pc, at: { q: 0, r: 0 }, controller: 'ann' },
    { id: 'n', side: 'villains', sheet: npc, at: { q: 3, r: 0 }, controller: npcController },
  ], options);
  run(t, 'combat.start', {}, first === 'p' ? [9, 1] : [1, 9]);
  expect(current(t)).toBe(first);
  return t;
}

/** Ann answers the question the table waits on, with the dice that follow. */
const answer = (t: TableEngine, value: string, faces: number[] = []) =>
  t.execute({ id: `answer-${t.state.seq}`, type: 'answer', args: { value } }, ANN, { faces: scriptedFaces(faces) });

const asked = (t: TableEngine) => t.state.pending?.prompt ?? null;

/** The Hypnotist's Persistent Mesmerise 2 holds Ann's PC (to hit 5, result 3; she keeps both rolls). */
function mesmerised(options: Record<string, Json> = {}): TableEngine {
  const t = table(PLAIN, HYPNOTIST, 'n', options);
  run(t, 'gg.attack', { figure: 'n', ability: 'mesmerise', target: 'p' }, [5, 3], ['keep', 'keep']);
  expect(has(t, 'p', 'mesmerised')).toBe(true);
  run(t, 'gg.end-turn', { figure: 'n' });
  return t;
}

describe('glorious gladiators: Hero Points on any roll (GG-DICE-06, GG-PLAY-260)', () => {
  it('[GG-DICE-06] [GG-PLAY-260] [GG-ACT-01] a PC who fails to resist a condition is asked, re-rolls and keeps the better', () => {
    const t = mesmerised();
    // Willpower 0 against the Mesmerise's 2: 7+. A 2 fails; the question waits for Ann.
    expect(run(t, 'gg.resist', { figure: 'p', condition: 'mesmerised' }, [2]).ok).toBe(true);
    expect(asked(t)).toMatchObject({ to: 'p', kind: 'spend-hero-point', message: 'resist mesmerised: failed. Re-roll?' });
    const r = answer(t, 'spend', [8]);
    expect(data(events(r, 'gg.hero-point')[0])).toEqual({ figure: 'p', left: 0 });
    expect(data(events(r, 'gg.resisted')[0])).toMatchObject({ faces: [8], success: true });
    expect(has(t, 'p', 'mesmerised')).toBe(false);
  });

  it('[GG-DICE-06] [GG-PLAY-260] [GG-INIT-03] a Persistent ability\'s roll to persist on a PC is a roll against it: she makes it re-roll, it keeps the worse', () => {
    const t = mesmerised();
    // The Hypnotist's next turn: its Level 2 against her Willpower 0, 3+; a 9 holds, and she is asked.
    expect(run(t, 'gg.end-turn', { figure: 'p' }, [9]).ok).toBe(true);
    expect(asked(t)).toMatchObject({ to: 'p', kind: 'spend-hero-point', message: 'n\'s mesmerised persists succeeded against you. Make them re-roll?' });
    const r = answer(t, 'spend', [1]);
    expect(data(events(r, 'gg.persists')[0])).toMatchObject({ target: 'p', faces: [1], holds: false });
    expect(has(t, 'p', 'mesmerised')).toBe(false);
    expect(status(t, 'p').heroPoints).toBe(0);
  });

  it('[GG-DICE-06] [GG-PLAY-260] [GG-ACT-01] a recovery roll that takes off less than there is may be re-rolled: Hindrance and a drained ability', () => {
    const t = table(PLAIN, PLAIN, 'p');
    run(t, 'gm.set', { path: ['figures', 'p', 'status', 'hindrance'], value: 1 });
    // A 2 (under 3) takes off nothing: asked; the re-rolled 5 takes off the point.
    expect(run(t, 'gg.resist-hindrance', { figure: 'p' }, [2]).ok).toBe(true);
    expect(asked(t)).toMatchObject({ to: 'p', kind: 'spend-hero-point', message: 'resist hindrance: failed. Re-roll?' });
    const r = answer(t, 'spend', [5]);
    expect(data(events(r, 'gg.hindered')[0])).toMatchObject({ roll: 5, points: -1, hindrance: 0 });
    // A drained Level: a 4 gives 1 of 2 back, so she is asked; a re-rolled 1 is worse, and the 4 stands.
    const u = table(PLAIN, PLAIN, 'p');
    run(u, 'gm.set', { path: ['figures', 'p', 'status', 'drained'], value: { 'punch-kick': 2 } });
    expect(run(u, 'gg.recover-drained', { figure: 'p', ability: 'punch-kick' }, [4]).ok).toBe(true);
    expect(asked(u)).toMatchObject({ to: 'p', kind: 'spend-hero-point' });
    const d = answer(u, 'spend', [1]);
    expect(data(events(d, 'gg.drained')[0])).toMatchObject({ roll: 4, levels: -1, drained: 1 });
  });

  it('[GG-DICE-06] [GG-PLAY-260] [GG-ATK-09] regaining a Focus: a failed roll is asked about and the better kept', () => {
    const gun = line('damage', 2, { key: 'gun', modifiers: [mod('ranged'), mod('focus')] });
    const t = table(hero('Gunner', [gun]), PLAIN, 'p');
    run(t, 'gm.set', { path: ['figures', 'p', 'status', 'disarmed'], value: ['gun'] });
    const r = run(t, 'gg.regain-focus', { figure: 'p', ability: 'gun' }, [3, 9], ['spend']);
    expect(rollLabels(r)).toEqual(['regain the Focus', 'regain the Focus (Hero Point)']);
    expect(data(events(r, 'gg.regain-roll')[0])).toMatchObject({ faces: [9], success: true });
    expect(status(t, 'p').disarmed).toEqual([]);
  });

  it('[GG-DICE-06] [GG-PLAY-260] [GG-SIT-02] [GG-SIT-04] hiding is the PC\'s own roll; spotting a hidden PC is a roll against her', () => {
    const t = ggTable([
      { id: 'p', side: 'heroes', sheet: PLAIN, at: { q: 0, r: 0 }, controller: 'ann' },
      { id: 'n', side: 'villains', sheet: PLAIN, at: { q: 4, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gm.condition.add', { figure: 'p', condition: 'cover' });
    // A 1-hex move in cover, quietly: 2+; a 1 fails, and she re-rolls a 6.
    run(t, 'gg.move', { figure: 'p', ability: 'running', to: { q: 1, r: 0 } });
    const hide = run(t, 'gg.hide', { figure: 'p' }, [1, 6], ['spend']);
    expect(data(events(hide, 'gg.hide')[0])).toMatchObject({ faces: [6], success: true });
    expect(has(t, 'p', 'hidden')).toBe(true);
    run(t, 'gm.set', { path: ['figures', 'p', 'status', 'heroPoints'], value: 1 });
    run(t, 'gg.end-turn', { figure: 'p' });
    // The spotter's 10 finds her; she makes it re-roll, and its 1 stands.
    expect(run(t, 'gg.spot', { figure: 'n', target: 'p' }, [10]).ok).toBe(true);
    expect(asked(t)).toMatchObject({ to: 'p', kind: 'spend-hero-point', message: 'n\'s spot succeeded against you. Make them re-roll?' });
    const r = answer(t, 'spend', [1]);
    expect(data(events(r, 'gg.spot')[0])).toMatchObject({ faces: [1], success: false });
    expect(has(t, 'p', 'hidden')).toBe(true);
  });

  it('[GG-DICE-06] [GG-PLAY-260] [GG-MOD-06] a risk roll (Backfire) that would cost the PC is hers to re-roll', () => {
    const heal = line('heal', 3, { key: 'heal', types: ['solid'], modifiers: [mod('touch'), mod('backfire')] });
    const t = table(hero('Medic', [heal]), PLAIN, 'p');
    run(t, 'gm.set', { path: ['figures', 'p', 'status', 'hits'], value: 2 });
    // The Heal's 9 succeeds; the Backfire's 1 would take a hit: she spends, and the 5 costs nothing.
    const r = run(t, 'gg.heal', { figure: 'p', ability: 'heal', target: 'p' }, [9, 1, 5], ['spend']);
    expect(rollLabels(r)).toEqual(['heal', 'heal risk', 'heal risk (Hero Point)']);
    expect(events(r, 'gg.hit')).toEqual([]);
    expect(status(t, 'p')).toMatchObject({ hits: 3, heroPoints: 0 });
  });

  it('[GG-DICE-06] [GG-PLAY-260] [GG-DMG-05] after the fight a PC may re-roll its wound roll, and a lower roll is the better', () => {
    const t = table(PLAIN, PLAIN, 'p');
    run(t, 'gm.set', { path: ['figures', 'p', 'status', 'out'], value: true });
    run(t, 'combat.end', { winner: 'villains' });
    // 9 − 5 = 4: light; the re-rolled 3 is no wound.
    const r = run(t, 'gg.wounds', {}, [9, 3], ['spend']);
    expect(data(events(r, 'gg.wound')[0])).toMatchObject({ figure: 'p', roll: 3, wound: 'ok' });
  });

  it('[GG-PLAY-260] [GG-DICE-06] no one is asked where no PC with a Hero Point is concerned: NPC against NPC, or a table with heroPoints 0', () => {
    // The GM's figures have none: its Hypnotist's roll to persist on its own NPC asks no one.
    const npcs = table(PLAIN, HYPNOTIST, 'n', {}, 'gm');
    run(npcs, 'gm.set', { path: ['figures', 'p', 'controller'], value: 'gm' });
    run(npcs, 'gg.attack', { figure: 'n', ability: 'mesmerise', target: 'p' }, [5, 3]);
    run(npcs, 'gg.end-turn', { figure: 'n' });
    const quiet = run(npcs, 'gg.end-turn', { figure: 'p' }, [9]);
    expect(data(events(quiet, 'gg.persists')[0])).toMatchObject({ holds: true });
    expect(events(quiet, 'table.decision.requested')).toEqual([]);
    expect(npcs.state.pending).toBeNull();
    // heroPoints 0: Ann's PC fails to resist and is not asked.
    const none = mesmerised({ heroPoints: 0 });
    const r = run(none, 'gg.resist', { figure: 'p', condition: 'mesmerised' }, [2]);
    expect(data(events(r, 'gg.resisted')[0])).toMatchObject({ success: false });
    expect(none.state.pending).toBeNull();
  });

  it('[GG-PLAY-260] [GG-INIT-01] the initiative D asks no one: combat starts with PCs without a question', () => {
    const t = ggTable([
      { id: 'p', side: 'heroes', sheet: PLAIN, at: { q: 0, r: 0 }, controller: 'ann' },
      { id: 'n', side: 'villains', sheet: PLAIN, at: { q: 3, r: 0 } },
    ]);
    // Equal Speed, both major: the 1 puts Ann's PC second, and no Hero Point is offered for it.
    run(t, 'combat.start', {}, [1, 9]);
    expect(t.state.pending).toBeNull();
    expect(current(t)).toBe('n');
    expect(status(t, 'p').heroPoints).toBe(1);
  });

  it('[GG-DICE-06] [GG-PLAY-260] [GG-MOD-35] a Knockback\'s roll against a PC\'s Forced Move Defence: she makes it re-roll, and the worse stands', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 }, controller: 'ann' },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 1, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gg.end-turn', { figure: 'comet' });
    // She keeps the to-hit (10) and the result (5); the Knockback's 5 throws her with Boosts: she spends,
    // and the re-rolled 1, still a success, has fewer: the worse for Ironclad stands, a shorter flight.
    const r = run(t, 'gg.attack', { figure: 'iron', ability: 'punch-kick', target: 'comet' }, [10, 5, 5, 1], ['keep', 'keep', 'spend']);
    expect(data(events(r, 'gg.hero-point')[0])).toEqual({ figure: 'comet', left: 0 });
    const roll = data(events(r, 'gg.forced-move-roll')[0]);
    expect(roll).toMatchObject({ push: 'knockback', faces: [1], success: true });
    expect(readFaces(checkRoller(Number(roll['needed']), false), [5])!.boosts).toBeGreaterThan(Number(roll['boosts']));
  });

  it('[GG-DICE-06] [GG-PLAY-260] [GG-ABL-42] Insubstantial\'s roll to shrug off an attack is the PC\'s own: a failed one is re-rolled', () => {
    const ghost = hero('Ghost', [line('insubstantial', 3, { types: ['solid'] })]);
    const t = table(ghost, PLAIN, 'p');
    run(t, 'gm.move', { figure: 'n', position: { q: 1, r: 0 } });
    run(t, 'gg.activate', { figure: 'p', ability: 'insubstantial' });
    run(t, 'gg.end-turn', { figure: 'p' });
    // The punch hits (5) and lands (4), each kept; Insubstantial 3 vs 3 needs 5+: the 2 fails, the re-rolled 5 cancels it.
    const r = run(t, 'gg.attack', { figure: 'n', ability: 'punch-kick', target: 'p' }, [5, 4, 2, 5], ['keep', 'keep', 'spend']);
    expect(rollLabels(r)).toContain('insubstantial (Hero Point)');
    expect(data(events(r, 'gg.insubstantial')[0])).toMatchObject({ faces: [5], cancelled: true });
    expect(events(r, 'gg.hit')).toEqual([]);
  });

  it('[GG-DICE-06] [GG-PLAY-260] [GG-MOD-01] an Activation Roll that misses is the PC\'s to re-roll', () => {
    const armour = line('armour', 4, { modifiers: [mod('always-on'), mod('activation-roll', { roll: 'roll-7' })] });
    const t = table(hero('Tin', [armour]), PLAIN, 'n');
    // Her turn: the Armour needs 7; the 6 misses, the re-rolled 8 works.
    const turn = run(t, 'gg.end-turn', { figure: 'n' }, [6, 8], ['spend']);
    expect(data(events(turn, 'gg.activation')[0])).toMatchObject({ needed: 7, face: 8, works: true });
    expect(status(t, 'p').off).toEqual({});
  });

  it('[GG-DICE-06] [GG-PLAY-260] [GG-ADV-45] a disadvantage\'s roll to take hold goes the PC\'s way when it does not: she re-rolls one that does', () => {
    const abuser = hero('Abuser', [], { disadvantages: [{ id: 'substance-abuse-problem', frequency: 'common', severity: 'significant' }] });
    const t = table(abuser, PLAIN, 'p');
    // Common: 7+ takes hold. The 8 does; she spends, and the 3 does not.
    const r = run(t, 'gg.trait', { figure: 'p', trait: 'substance-abuse' }, [8, 3], ['spend']);
    expect(data(events(r, 'gg.trait')[0])).toMatchObject({ needed: 7, face: 3, holds: false });
  });

  it('[GG-DICE-06] [GG-PLAY-260] [GG-DICE-01] an ability roll the referee calls for a PC is its own roll', () => {
    const t = table(PLAIN, PLAIN, 'p');
    // Level 0 against 0: 5+. The 2 fails; the re-rolled 7 succeeds.
    const r = run(t, 'gg.roll', { figure: 'p', level: 0, resist: 0, label: 'lift the car' }, [2, 7], ['spend']);
    expect(rollLabels(r)).toEqual(['lift the car', 'lift the car (Hero Point)']);
    expect(data(events(r, 'gg.check')[0])).toMatchObject({ faces: [7], success: true });
  });
});

import { describe, expect, it } from 'vitest';
import { SUSPEND, scriptedFaces, seededFaces, seededRng, type Roller } from '../../dice/index.ts';
import { accepted, oddsOf, TableEngine, type Actor, type StepResult, type TableEvent } from '../../kernel/index.ts';
import { readCheck } from './checks.ts';
import { checkRoller, dieRoller, opposedPairs, opposedRoller, passRoller } from './dice.ts';
import { diceSumRoller } from './notation.ts';
import { d100TrickStunt as sys } from './index.ts';
import { DEFAULT_OPTIONS } from './options.ts';
import { ALDO, BRICK, CATO, D100_TEMPLATES } from './templates.ts';
import { validateD100Sheet } from './validate.ts';

const GM: Actor = { kind: 'gm' };
const P1: Actor = { kind: 'player', id: 'p1' };

function table(options: Record<string, unknown> = {}, extra: Array<{ id: string; sheet: unknown; side: string }> = []) {
  const t = TableEngine.create(sys, { seed: 't', options });
  run(t, P1, 'figure.add', { id: 'aldo', name: 'Aldo', side: 'heroes', sheet: ALDO });
  run(t, GM, 'figure.add', { id: 'brick', name: 'Brick', side: 'villains', sheet: BRICK, revealed: true });
  for (const f of extra) run(t, GM, 'figure.add', { id: f.id, name: f.id, side: f.side, sheet: f.sheet as never, revealed: true });
  return t;
}

type Answer = string | number | boolean;

/** A command with scripted dice and answers that the test expects may be refused: the result either way. */
function tryRun(t: TableEngine, actor: Actor, type: string, args: unknown, dice: number[] = [], answers: Answer[] = []): StepResult {
  const q = [...answers];
  return t.execute({ id: `c${t.state.seq}`, type, args }, actor, { faces: scriptedFaces(dice), choose: () => (q.length ? q.shift()! : SUSPEND) });
}

/** As `tryRun`, but a refusal throws (code, message, rule ID): a refused set-up step fails its test, not passes it unchecked. */
function run(t: TableEngine, actor: Actor, type: string, args: unknown, dice: number[] = [], answers: Answer[] = []): StepResult {
  const r = tryRun(t, actor, type, args, dice, answers);
  return accepted(r, type, args);
}

const current = (t: TableEngine) => (t.state.sys as { current: string | null }).current;
const events = (r: StepResult, type: string) => {
  if (!r.ok) throw new Error(`rejected: ${r.rejection.code} ${r.rejection.message}`);
  return r.events.filter((e: TableEvent) => e.type === type);
};

describe('d100 checks', () => {
  it('[D100-DICE-02] [D100-RULING-01] [D100-RULING-02] roll-under with critical bands that always count', () => {
    expect(readCheck(37, 60, true)).toBe('success');
    expect(readCheck(61, 60, true)).toBe('failure');
    expect(readCheck(4, 3, true)).toBe('critical-success');
    expect(readCheck(97, 120, true)).toBe('critical-failure');
  });

  it('[D100-DICE-01] [D100-DICE-04] [D100-RULING-04] simulation\'s value-only rolls read and draw as the logged rolls do', () => {
    const options = [DEFAULT_OPTIONS, { ...DEFAULT_OPTIONS, criticalsAlwaysCount: false, opposedBothSucceed: 'higher-wins' as const }];
    const rollers: Array<Roller<unknown>> = [dieRoller(4), dieRoller(6), diceSumRoller(2, 8)];
    for (const o of options) {
      for (const need of [-10, 3, 40, 55, 97, 130]) {
        rollers.push(checkRoller(need, o), passRoller(need, o), opposedRoller(need, 60, o), opposedRoller(50, need, o));
      }
    }
    for (const [i, roller] of rollers.entries()) {
      // The same generator state both ways: the same value, and the same number of faces used (ties re-rolled).
      const a = seededRng(`sample:${i}`);
      const b = seededRng(`sample:${i}`);
      for (let n = 0; n < 300; n++) {
        expect(roller.sample!(seededFaces(a))).toEqual(roller.roll(seededFaces(b)).value);
        expect(a.state()).toBe(b.state());
      }
    }
  });

  it('[D100-DICE-03] [D100-RULING-03] modifiers change the score, criticals read the raw roll', () => {
    const t = table();
    run(t, GM, 'combat.start', {}, [5, 3]);
    run(t, GM, 'set-modifier', { figure: 'aldo', modifier: -20 });
    const r = run(t, P1, 'attack', { attacker: 'aldo', target: 'brick' }, [3, 99, 1], ['dodge']);
    expect(events(r, 'd100.attacked')[0]?.data).toMatchObject({ need: 40, result: 'critical-success' });
  });

  it('[D100-PROB-01] P(success) clamps to 5..95 out of 100', () => {
    const p = (s: number) => checkRoller(s, DEFAULT_OPTIONS).distribution().probabilityWhere((r) => r.endsWith('success')).toString();
    expect([p(60), p(3), p(120)]).toEqual(['3/5', '1/20', '19/20']);
  });

  it('[D100-PROB-02] opposed 50 vs 50: both fail is 2500 of the 10000 pairs', () => {
    const pairs = opposedPairs(50, 50, DEFAULT_OPTIONS);
    expect(pairs.probabilityWhere((r) => r.outcome === 'both-fail').toString()).toBe('1/4');
    const q = sys.queries!.opposed!.run({ a: 50, b: 50 } as never);
    expect(q.json).toContainEqual({ outcome: 'both-fail', probability: '50/199' });
  });

  it('[D100-PROB-03] an attack\'s exact odds come from the rule code and sum to 1', () => {
    const t = table();
    run(t, GM, 'combat.start', {}, [5, 3]);
    const r = oddsOf(sys, t.state, { type: 'attack', args: { attacker: 'aldo', target: 'brick', grapple: false, situational: 0 } }, P1);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const total = r.outcomes.reduce((s, o) => s + o.probability.toNumber(), 0);
    expect(total).toBeCloseTo(1, 12);
    expect(r.outcomes.find((o) => JSON.stringify(o.outcome) === '{"result":"miss"}')?.probability.toString()).toBe('7/20');
    const q = sys.queries!.attack!.run({ attacker: 'aldo', defender: 'brick' } as never);
    expect(JSON.stringify(q.json)).toContain('fumble');
  });
});

describe('d100 characters', () => {
  it('[D100-CHAR-01] [D100-RULING-18] illegal builds are rejected with the rule and the reason', () => {
    const bad = { ...ALDO, strength: 0, life: 0, weapons: [{ id: 'x', name: 'X', damage: 'lots', kind: 'melee' as const, range: 'near' }], wielded: 'y' };
    const issues = validateD100Sheet(bad);
    expect(issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['strength', 'life', 'weapons.0.damage', 'weapons.0.range', 'wielded']));
    expect(issues.every((i) => i.ruleId === 'D100-CHAR-01')).toBe(true);
    const t = TableEngine.create(sys, { seed: 1 });
    expect(t.execute({ id: 'x', type: 'figure.add', args: { id: 'bad', name: 'Bad', side: 'h', sheet: bad as never } }, P1))
      .toMatchObject({ ok: false, rejection: { code: 'INVALID_CHARACTER', ruleId: 'D100-CHAR-01' } });
  });

  it('[D100-CHAR-02] the sample weapons and NPC templates are legal', () => {
    for (const t of D100_TEMPLATES) expect(validateD100Sheet(t.sheet), t.id).toEqual([]);
    expect(CATO.weapons.map((w) => w.id)).toEqual(['bow', 'dagger']);
  });
});

describe('d100 turns', () => {
  it('[D100-INIT-04] on the GM\'s side NPCs act in any order the GM picks', () => {
    const t = table({}, [{ id: 'thug', sheet: D100_TEMPLATES.find((x) => x.id === 'thug')!.sheet, side: 'villains' }]);
    run(t, GM, 'combat.start', {}, [3, 5]);
    expect(current(t)).toBeNull();
    const r = run(t, GM, 'end-turn', { figure: 'thug' });
    expect(r.ok).toBe(true);
    expect(current(t)).toBe('brick');
  });

  it('[D100-INIT-03] [D100-INIT-04] a figure the GM removes leaves the order, its turn passing to the next; one NPC left on the GM\'s side begins', () => {
    const t = table({}, [{ id: 'thug', sheet: D100_TEMPLATES.find((x) => x.id === 'thug')!.sheet, side: 'villains' }]);
    run(t, P1, 'figure.add', { id: 'cato', name: 'Cato', side: 'heroes', sheet: CATO });
    run(t, GM, 'combat.start', {}, [5, 3]); // heroes first: Cato (Agility 70), then Aldo (50)
    expect(current(t)).toBe('cato');
    const r = run(t, GM, 'figure.remove', { figure: 'cato' });
    expect(events(r, 'd100.left').map((e) => e.data)).toEqual([{ figure: 'cato', hadTurn: true }]);
    expect(current(t)).toBe('aldo');
    expect((t.state.sys as { queue: string[] }).queue).toEqual(['aldo']);
    run(t, P1, 'end-turn', { figure: 'aldo' });
    expect(current(t)).toBeNull(); // the GM picks between Brick and Thug
    run(t, GM, 'figure.remove', { figure: 'thug' });
    expect(current(t)).toBe('brick');
    run(t, GM, 'end-turn', { figure: 'brick' }, [2, 6]); // round 2: villains first
    expect(current(t)).toBe('brick');
    run(t, GM, 'figure.remove', { figure: 'brick' });
    expect(t.state).toMatchObject({ phase: 'ended', winner: 'heroes' });
  });

  it('[D100-GRAP-03] [D100-INIT-04] the GM removing a grappler on its turn frees the one it held, and the other NPC goes', () => {
    const t = table({}, [{ id: 'thug', sheet: D100_TEMPLATES.find((x) => x.id === 'thug')!.sheet, side: 'villains' }]);
    run(t, GM, 'combat.start', {}, [3, 5]);
    run(t, GM, 'attack', { attacker: 'brick', target: 'aldo', grapple: true }, [40, 70], ['dodge']);
    expect(t.state.figures.aldo!.conditions.map((c) => c.id)).toContain('grappled');
    const r = run(t, GM, 'figure.remove', { figure: 'brick' });
    expect(events(r, 'd100.released').map((e) => e.data)).toEqual([{ victim: 'aldo', grappler: 'brick', reason: 'gm' }]);
    expect(t.state.figures.aldo!.conditions.map((c) => c.id)).not.toContain('grappled');
    expect(current(t)).toBe('thug');
  });

  it('[D100-RNG-01] [D100-TRICK-03] [D100-STUNT-03] tricks and stunts reach any band', () => {
    const t = table();
    run(t, GM, 'set-range', { a: 'aldo', b: 'brick', band: 'extreme' });
    run(t, GM, 'combat.start', {}, [5, 3]);
    const trick = run(t, P1, 'trick', { figure: 'aldo', target: 'brick', description: 'a shout' }, [20, 90]);
    expect(events(trick, 'd100.trick')[0]?.ruleIds).toContain('D100-TRICK-03');
    // A Trick and a Stunt are not one turn's pair: the Stunt is tried at a fresh table.
    const u = table();
    run(u, GM, 'set-range', { a: 'aldo', b: 'brick', band: 'long' });
    run(u, GM, 'combat.start', {}, [5, 3]);
    const stunt = run(u, P1, 'stunt', { figure: 'aldo', target: 'brick', description: 'a cartwheel' }, [20, 90]);
    expect(events(stunt, 'd100.stunt')[0]?.ruleIds).toContain('D100-STUNT-03');
  });

  it('[D100-TS-02] the GM may penalise a repeated trick; descriptions stay in the log', () => {
    const t = table({ repeatPenalty: 10 });
    run(t, GM, 'combat.start', {}, [5, 3]);
    run(t, P1, 'trick', { figure: 'aldo', target: 'brick', description: 'Look over there' }, [90, 90]);
    run(t, P1, 'end-turn', { figure: 'aldo' });
    run(t, GM, 'end-turn', { figure: 'brick' }, [5, 3]);
    const again = run(t, P1, 'trick', { figure: 'aldo', target: 'brick', description: 'look over there' }, [90, 90]);
    expect(events(again, 'd100.trick')[0]?.data).toMatchObject({ need: [30, 30], description: 'look over there' });
  });

  it('[D100-RULING-07] trick and stunt modifiers do not touch defense unless the table says so', () => {
    for (const tsAffectsDefense of [false, true]) {
      const t = table({ tsAffectsDefense });
      run(t, GM, 'combat.start', {}, [5, 3]);
      run(t, P1, 'trick', { figure: 'aldo', target: 'brick', description: 'a feint' }, [10, 90]);
      const r = run(t, P1, 'attack', { attacker: 'aldo', target: 'brick' }, [37, 1, 3], ['dodge']);
      expect(events(r, 'd100.defended')[0]?.data).toMatchObject({ need: tsAffectsDefense ? 25 : 35 });
    }
  });
});

describe('d100 weapons and damage', () => {
  it('[D100-READY-03] [D100-RULING-08] a crossbow must be readied after each shot', () => {
    const guard = D100_TEMPLATES.find((x) => x.id === 'guard')!.sheet;
    const t = table({}, [{ id: 'guard', sheet: { ...guard, wielded: 'crossbow' }, side: 'villains' }]);
    run(t, GM, 'combat.start', {}, [3, 5]);
    run(t, GM, 'attack', { attacker: 'guard', target: 'aldo' }, [80]);
    expect(tryRun(t, GM, 'attack', { attacker: 'guard', target: 'aldo' })).toMatchObject({ ok: false, rejection: { code: 'OUT_OF_SHOTS' } });
  });

  it('[D100-RULING-12] [D100-SKILL-01] Power is not added to shots unless the table says so; skills replace scores', () => {
    for (const [powerOnShots, wounds] of [[false, 4], [true, 5]] as const) {
      const t = TableEngine.create(sys, { seed: 1, options: { powerOnShots, useSkills: true } });
      t.execute({ id: 'c', type: 'figure.add', args: { id: 'cato', name: 'Cato', side: 'heroes', sheet: { ...CATO, skills: { ...CATO.skills, shoot: 80 } } } }, P1);
      t.execute({ id: 'b', type: 'figure.add', args: { id: 'brick', name: 'Brick', side: 'villains', sheet: { ...BRICK, armor: null } } }, GM);
      run(t, GM, 'combat.start', {}, [5, 3]);
      const r = run(t, P1, 'attack', { attacker: 'cato', target: 'brick' }, [75, 4]);
      expect(events(r, 'd100.attacked')[0]?.data).toMatchObject({ score: 'Shoot', need: 80 });
      expect(events(r, 'd100.wounded')[0]?.data).toMatchObject({ wounds });
    }
  });

  it('[D100-DEATH-03] [D100-DEATH-05] [D100-RULING-14] a d6 Death die, a shift, and Bash that only knocks out', () => {
    const t = table({ deathDie: 6, deathShift: 2, bashKnocksOut: true }, [{ id: 'thug', sheet: D100_TEMPLATES.find((x) => x.id === 'thug')!.sheet, side: 'villains' }]);
    run(t, GM, 'gm.set', { path: ['figures', 'aldo', 'status', 'life'], value: 1 });
    run(t, GM, 'combat.start', {}, [3, 5]);
    const r = run(t, GM, 'attack', { attacker: 'thug', target: 'aldo' }, [10, 99, 6, 6], ['dodge']);
    expect(events(r, 'd100.death-table')[0]?.data).toMatchObject({ die: 6, shift: 2, result: 'Death', read: 'KO', bash: true });
  });

  it('[D100-COND-02] [D100-DEATH-01] Maimed after the defender\'s answer: the GM, asked second, picks or rolls the body part', () => {
    const t = table({}, [{ id: 'thug', sheet: D100_TEMPLATES.find((x) => x.id === 'thug')!.sheet, side: 'villains' }]);
    run(t, GM, 'gm.set', { path: ['figures', 'aldo', 'status', 'life'], value: 1 });
    run(t, GM, 'combat.start', {}, [3, 5]);
    // As at a live table, each question waits for its person and each answer is a command of its own.
    run(t, GM, 'attack', { attacker: 'thug', target: 'aldo' }, [10]);
    expect(t.state.pending?.prompt).toMatchObject({ to: 'aldo', kind: 'defense' });
    // The dodge fails (99), 1 damage takes Aldo to Life -1 (2 below), and the d4 Death die's 4 makes 6: Maim.
    const dodged = run(t, P1, 'answer', { value: 'dodge' }, [99, 1, 4]);
    expect(events(dodged, 'd100.death-table')[0]?.data).toMatchObject({ total: 6, read: 'Maim' });
    expect(t.state.pending?.prompt).toMatchObject({ to: 'gm', kind: 'maim' });
    const r = run(t, GM, 'answer', { value: 'roll' }, [2]);
    expect(events(r, 'd100.maim')[0]?.data).toMatchObject({ figure: 'aldo', part: 'right arm', rolled: 2 });
    expect(t.state.pending).toBeNull();
  });

  it('[D100-ATK-03] [D100-ASSN-02] a KO\'d figure cannot defend, and can be assassinated without rolls', () => {
    const t = table();
    run(t, GM, 'gm.condition.add', { figure: 'brick', condition: 'ko' });
    expect(run(t, P1, 'assassinate', { figure: 'aldo', victim: 'brick', intent: 'kill' })).toMatchObject({ ok: true });
    expect(t.state.figures.brick!.conditions.map((c) => c.id)).toContain('dead');
  });

  it('[D100-GRAP-03] [D100-RULING-16] breaking free: the grappler\'s win hurts, both failing keeps the hold', () => {
    const t = table();
    run(t, GM, 'combat.start', {}, [3, 5]);
    run(t, GM, 'attack', { attacker: 'brick', target: 'aldo', grapple: true }, [40, 70], ['dodge']);
    // Aldo is held this round, so his turn is skipped and round 2 begins (villains first again).
    run(t, GM, 'end-turn', { figure: 'brick' }, [3, 5]);
    expect(t.state.round).toBe(2);
    run(t, GM, 'end-turn', { figure: 'brick' });
    const r = run(t, P1, 'break-free', { figure: 'aldo' }, [75, 20, 4, 5, 3]);
    if (!r.ok) throw new Error(`${r.rejection.code}: ${r.rejection.message} (current ${String(current(t))}, round ${t.state.round})`);
    expect(events(r, 'd100.break-free')[0]?.data).toMatchObject({ outcome: 'lose' });
    expect(events(r, 'd100.wounded')[0]?.data).toMatchObject({ damage: 7, bash: true, life: 5 });
  });

  it('[D100-POW-01] powers are the GM\'s call: any value can be overridden', () => {
    const t = table();
    expect(run(t, GM, 'gm.set', { path: ['figures', 'brick', 'status', 'life'], value: 20 })).toMatchObject({ ok: true });
    expect(tryRun(t, P1, 'gm.set', { path: ['figures', 'brick', 'status', 'life'], value: 1 })).toMatchObject({ ok: false, rejection: { code: 'GM_ONLY' } });
  });
});

describe('d100 GM rulings on tricks', () => {
  it('[D100-TS-02] with gmApprovesTricks the GM accepts, penalises or refuses each one', () => {
    const t = table({ gmApprovesTricks: true });
    run(t, GM, 'combat.start', {}, [5, 3]);
    const asked = run(t, P1, 'trick', { figure: 'aldo', target: 'brick', description: 'the old boot trick' });
    expect(t.state.pending?.prompt).toMatchObject({ to: 'gm', kind: 'approve-ts' });
    expect(asked.ok).toBe(true);
    const penalised = run(t, GM, 'answer', { value: 'penalty' }, [20, 90]);
    expect(events(penalised, 'd100.trick')[0]?.data).toMatchObject({ need: [30, 30] });
    const u = table({ gmApprovesTricks: true });
    run(u, GM, 'combat.start', {}, [5, 3]);
    const refused = run(u, P1, 'trick', { figure: 'aldo', target: 'brick', description: 'something vague' }, [], ['refuse']);
    expect(events(refused, 'd100.ts-refused')).toHaveLength(1);
    expect(events(refused, 'd100.trick')).toHaveLength(0);
  });
});

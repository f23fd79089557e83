import { describe, expect, it } from 'vitest';
import { highLowDice } from '../../dice/index.ts';
import type { AttackData, HlhEventData } from './events.ts';
import { highLowHeroes as sys } from './index.ts';
import { ACE, BLAZE, HLH_TEMPLATES, NOVA, THUG, TITAN } from './templates.ts';

const POLICE = HLH_TEMPLATES.find((x) => x.id === 'police')!.sheet;
import { dataOf, events, GM, P1, P2, rejection, run, stateOf, table, tryRun } from './testing.ts';

const blazeTitan = (options = {}, titanAt = { x: 1, y: 0 }) => table([
  { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
  { id: 'titan', sheet: TITAN, side: 'villains', at: titanAt },
], options);

describe('High/Low Heroes: dice and attacks', () => {
  it('[HLH-DICE-01] High, Low and doubles summed, from the dice layer\'s 2d6 High/Low', () => {
    const d = highLowDice(6).distribution();
    expect(d.outcomes().find((r) => r.double && r.high === 8)).toEqual({ high: 8, low: 8, double: true });
    const t = blazeTitan();
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    const a = dataOf<AttackData>(run(t, P1, 'attack', { attacker: 'blaze', target: 'titan' }, [5, 2, 4, 4]), 'hlh.attack');
    expect(a.roll).toEqual({ high: 5, low: 2, double: false });
    expect(a.defense).toEqual({ high: 8, low: 8, double: true });
  });

  it('[HLH-DICE-03] [HLH-DICE-04] one Attack roll feeds To hit (High) and Damage (Low); a tie goes to the attacker', () => {
    const t = blazeTitan();
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    const a = dataOf<AttackData>(run(t, P1, 'attack', { attacker: 'blaze', target: 'titan' }, [3, 1, 3, 2]), 'hlh.attack');
    expect([a.toHit.which, a.toHit.reading, a.potential.which, a.potential.reading]).toEqual(['high', 3, 'low', 1]);
    expect(a.toHit.value).toBe(a.evade!.value);
    expect(a.hit).toBe(true);
  });

  it('[HLH-ATK-08] a Fantastic attack needs a Fantastic attack power (table option fantasticNeedsPower)', () => {
    const t = blazeTitan();
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    const r = tryRun(t, P1, 'attack', { attacker: 'blaze', target: 'titan', type: 'fantastic' });
    expect(r.ok ? null : [r.rejection.code, r.rejection.ruleId]).toEqual(['NO_FANTASTIC_POWER', 'HLH-ATK-08']);
    const free = blazeTitan({ fantasticNeedsPower: false });
    run(free, GM, 'combat.start', {}, [6, 5, 1, 2]);
    const a = dataOf<AttackData>(run(free, P1, 'attack', { attacker: 'blaze', target: 'titan', type: 'fantastic' }, [5, 2, 4, 1]), 'hlh.attack');
    // No Fantastic power: only the hero's +1; Titan blocks Fantastic with High (Intuitive) 4 + Barrier 1.
    expect([a.potential.power, a.potential.value, a.blocked!.which, a.blocked!.value]).toEqual([0, 3, 'high', 5]);
  });

  it('[HLH-RULING-13] the hero\'s +1 goes to Potential damage only, never To hit', () => {
    const t = blazeTitan();
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    const a = dataOf<AttackData>(run(t, P1, 'attack', { attacker: 'blaze', target: 'titan' }, [5, 2, 4, 1]), 'hlh.attack');
    expect([a.toHit.bonus, a.potential.bonus]).toEqual([0, 1]);
  });

  it('[HLH-DMG-02] knock-back is 2 squares for every point of damage after the first 4 (7 → 6)', () => {
    const t = table([
      { id: 'titan', sheet: TITAN, side: 'villains', at: { x: 0, y: 0 } },
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 1, y: 1 } },
    ]);
    run(t, GM, 'combat.start', {}, [6, 6, 1, 2]);
    // Titan: Damage High 6 + 1 = 7; Blaze blocks Mundane High 1 → 6... use a double for 7 exactly.
    const r = run(t, GM, 'attack', { attacker: 'titan', target: 'blaze' }, [6, 5, 1, 1]);
    const a = dataOf<AttackData>(r, 'hlh.attack');
    const kb = dataOf<HlhEventData['hlh.knocked-back']>(r, 'hlh.knocked-back');
    expect(kb.squares).toBe(2 * (a.damage - 4));
    expect(kb.to).toEqual({ x: 1 + kb.moved, y: 1 + kb.moved });
  });

  it('[HLH-RULING-09] knock-back stops before a wall or a figure, with no other effect', () => {
    const t = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
      { id: 'titan', sheet: TITAN, side: 'villains', at: { x: 1, y: 0 } },
      { id: 'thug', sheet: THUG, side: 'villains', at: { x: 5, y: 0 } },
    ]);
    run(t, GM, 'set-walls', { squares: [{ x: 1, y: 5 }] });
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2, 1, 2]);
    const r = run(t, P1, 'attack', { attacker: 'blaze', target: 'titan' }, [6, 6, 5, 3]);
    expect(dataOf<HlhEventData['hlh.knocked-back']>(r, 'hlh.knocked-back')).toMatchObject({ squares: 12, moved: 3, stoppedBy: 'figure', to: { x: 4, y: 0 } });
    expect(stateOf(t).figures.titan!.position).toEqual({ x: 4, y: 0 });
    const w = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
      { id: 'titan', sheet: TITAN, side: 'villains', at: { x: 0, y: 1 } },
    ]);
    run(w, GM, 'set-walls', { squares: [{ x: 0, y: 4 }] });
    run(w, GM, 'combat.start', {}, [6, 5, 1, 2]);
    const r2 = run(w, P1, 'attack', { attacker: 'blaze', target: 'titan' }, [6, 6, 5, 3]);
    expect(dataOf<HlhEventData['hlh.knocked-back']>(r2, 'hlh.knocked-back')).toMatchObject({ moved: 2, stoppedBy: 'wall', to: { x: 0, y: 3 } });
  });

  it('[HLH-RULING-01] option dazedBy any-damage: a 1-point hit dazes too', () => {
    for (const [dazedBy, dazed] of [['knock-back', false], ['any-damage', true]] as const) {
      const t = blazeTitan({ dazedBy });
      run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
      const r = run(t, P1, 'attack', { attacker: 'blaze', target: 'titan' }, [5, 2, 4, 1]);
      expect(dataOf<AttackData>(r, 'hlh.attack').damage).toBe(2);
      expect(stateOf(t).figures.titan!.conditions.some((c) => c.id === 'dazed')).toBe(dazed);
    }
  });

  it('[HLH-COND-02] a figure dazed before its turn skips this round\'s turn, but still defends', () => {
    const t = blazeTitan();
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    const r = run(t, P1, 'attack', { attacker: 'blaze', target: 'titan' }, [6, 6, 5, 3]);
    expect(events(r, 'table.condition.added')).toHaveLength(1);
    // Blaze's second action: Titan, dazed, still rolls Defense.
    const again = run(t, P1, 'attack', { attacker: 'blaze', target: 'titan' }, [2, 1, 6, 5, 1, 2, 1, 2]);
    expect(dataOf<AttackData>(again, 'hlh.attack').defense).not.toBeNull();
    // Blaze's turn ended: Titan's turn is skipped and the daze is over; round 2 begins.
    const ended = events(again, 'hlh.turn-ended').map((e) => e.data);
    expect(ended).toEqual([{ figure: 'blaze', reason: 'done' }, { figure: 'titan', reason: 'dazed' }]);
    expect(stateOf(t).figures.titan!.conditions).toEqual([]);
  });

  it('[HLH-RULING-12] option unconsciousDefense: none rolls no Defense; full lets the unconscious evade', () => {
    const setup = (unconsciousDefense: string) => {
      const t = table([
        { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
        { id: 'titan', sheet: TITAN, side: 'villains', at: { x: 1, y: 0 }, life: -2 },
        { id: 'thug', sheet: THUG, side: 'villains', at: { x: 9, y: 9 } },
      ], { unconsciousDefense });
      run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
      return t;
    };
    const none = dataOf<AttackData>(run(setup('none'), P1, 'attack', { attacker: 'blaze', target: 'titan' }, [5, 2]), 'hlh.attack');
    expect([none.defense, none.blocked, none.hit, none.damage]).toEqual([null, null, true, 4]);
    const full = dataOf<AttackData>(run(setup('full'), P1, 'attack', { attacker: 'blaze', target: 'titan' }, [2, 1, 6, 1]), 'hlh.attack');
    expect([full.evade?.value, full.hit]).toEqual([7, false]);
  });

  it('[HLH-COND-01] [HLH-RULING-11] a villain is unconscious at 0 and dead at −20; a normal at −10', () => {
    const t = blazeTitan();
    const s = stateOf(t);
    expect(s.figures.titan!.status).toMatchObject({ life: 15 });
    const down = table([{ id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1 }, { id: 'nova', sheet: NOVA, side: 'villains', life: 0 }]);
    run(down, GM, 'combat.start', {}, [6, 5]);
    expect(down.state.phase).toBe('ended');
    expect(down.state.winner).toBe('heroes');
  });
});

describe('High/Low Heroes: initiative and turns', () => {
  it('[HLH-INIT-01] [HLH-RULING-12] everyone up rolls Initiative each round; the unconscious roll none', () => {
    const t = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1 },
      { id: 'ace', sheet: ACE, side: 'heroes', by: P2, life: -1 },
      { id: 'titan', sheet: TITAN, side: 'villains' },
    ]);
    const r = run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    expect(dataOf<HlhEventData['hlh.initiative']>(r, 'hlh.initiative').rolls.map((x) => x.figure)).toEqual(['blaze', 'titan']);
    run(t, P1, 'end-turn', { figure: 'blaze' });
    const r2 = run(t, GM, 'end-turn', { figure: 'titan' }, [3, 4, 2, 2]);
    expect(dataOf<HlhEventData['hlh.initiative']>(r2, 'hlh.initiative').round).toBe(2);
  });

  it('[HLH-INIT-03] [HLH-RULING-04] tied players act in the order they choose; tied GM characters as the GM picks', () => {
    const t = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1 },
      { id: 'ace', sheet: { ...ACE, aspects: { ...ACE.aspects!, build: 'quick' }, maxLife: 10 }, side: 'heroes', by: P2 },
      { id: 'titan', sheet: TITAN, side: 'villains' },
      { id: 'nova', sheet: NOVA, side: 'villains' },
    ]);
    // Blaze and Ace both 5; Titan Low 3 − 1 = 2 and Nova Low 2: the GM pair is not tied.
    const r = run(t, GM, 'combat.start', {}, [5, 1, 5, 2, 3, 4, 2, 3]);
    expect(dataOf<HlhEventData['hlh.initiative']>(r, 'hlh.initiative').current).toBeNull();
    const offered = sys.legalActions(t.state as never, P2, { options: t.state.options as never, actor: P2 }).map((a) => a.figure);
    expect(offered).toContain('ace');
    expect(run(t, P2, 'end-turn', { figure: 'ace' }).ok).toBe(true);
    expect(run(t, P1, 'end-turn', { figure: 'blaze' }).ok).toBe(true);
    const seat = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1 },
      { id: 'ace', sheet: { ...ACE, aspects: { ...ACE.aspects!, build: 'quick' }, maxLife: 10 }, side: 'heroes', by: P2 },
      { id: 'titan', sheet: TITAN, side: 'villains' },
    ], { tieOrder: 'seat' });
    run(seat, GM, 'combat.start', {}, [5, 1, 5, 2, 3, 4]);
    expect(rejection(tryRun(seat, P2, 'end-turn', { figure: 'ace' }))).toBe('NOT_YOUR_TURN');
  });

  it('[HLH-INIT-04] [HLH-PROB-04] value → actions: 5 → 1, 6 → 2, 11 → 3, 16 → 4', () => {
    const q = sys.queries!.actions!.run({ which: 'low', modifier: 0, hurt: false } as never);
    expect((q.json as { rows: unknown[] }).rows).toEqual([
      { label: '1 action', value: 1, probability: '8/9' },
      { label: '2 actions', value: 2, probability: '1/12' },
      { label: '3 actions', value: 3, probability: '1/36' },
    ]);
  });

  it('[HLH-RULING-10] option initiativePenalty net-loss: no −1 when healed back to where the round began', () => {
    const play = (initiativePenalty: string) => {
      const t = table([
        { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
        { id: 'ace', sheet: ACE, side: 'heroes', by: P2, at: { x: 0, y: 1 } },
        { id: 'thug', sheet: THUG, side: 'villains', at: { x: 1, y: 0 } },
      ], { initiativePenalty });
      run(t, GM, 'combat.start', {}, [1, 2, 1, 2, 6, 6]); // Thug 12, Blaze 2, Ace 1
      run(t, GM, 'attack', { attacker: 'thug', target: 'blaze' }, [3, 2, 2, 1]); // 2 − High 2 → 0? Low 2 vs Block High 2
      run(t, GM, 'attack', { attacker: 'thug', target: 'blaze' }, [6, 5, 2, 1]); // 5 − 2 = 3
      run(t, GM, 'end-turn', { figure: 'thug' });
      run(t, P1, 'end-turn', { figure: 'blaze' });
      // Ace is Powerful, Move Low: it acts last and ends the round. Low 5 − Low 1 = +4: back to 10.
      const r = run(t, P2, 'assist', { helper: 'ace', recipient: 'blaze' }, [6, 5, 1, 2, 6, 3, 1, 2, 1, 2]);
      expect((t.state.figures.blaze!.status as { life: number }).life).toBe(10);
      return dataOf<HlhEventData['hlh.initiative']>(r, 'hlh.initiative').rolls[0]!.value.situational;
    };
    expect(play('damaged')).toBe(-1);
    expect(play('net-loss')).toBe(0);
  });
  it('[HLH-INIT-03] the GM can move play on when its own edits leave the turn with someone who cannot act', () => {
    const t = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1 },
      { id: 'ace', sheet: ACE, side: 'heroes', by: P2 },
      { id: 'cop', sheet: POLICE, side: 'heroes' },
      { id: 'titan', sheet: TITAN, side: 'villains' },
    ]);
    run(t, GM, 'combat.start', {}, [6, 5, 4, 3, 1, 2, 1, 2]);
    run(t, GM, 'gm.set', { path: ['figures', 'blaze', 'status', 'life'], value: 0 });
    expect(run(t, P1, 'end-turn', { figure: 'blaze' }).ok).toBe(true);
    expect(stateOf(t).sys.turn?.figure).toBe('ace');
    // Ace's player has gone quiet and the GM knocks Ace out by hand: the turn is still Ace's.
    run(t, GM, 'gm.set', { path: ['figures', 'ace', 'status', 'life'], value: 0 });
    expect(rejection(tryRun(t, GM, 'end-turn', { figure: 'titan' }))).toBe('NOT_YOUR_TURN');
    expect(run(t, GM, 'next-turn', {}).ok).toBe(true);
    // Cop and Titan tie at 1, both the GM's: either may begin.
    expect(stateOf(t).sys).toMatchObject({ turn: null, cursor: 2 });
    expect(run(t, GM, 'end-turn', { figure: 'titan' }).ok).toBe(true);
  });
});

describe('High/Low Heroes: a figure taken off the table', () => {
  it('[HLH-INIT-03] removing the figure whose turn it is passes the turn to the next in order; a tied group left with one begins at once', () => {
    const t = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1 },
      { id: 'ace', sheet: ACE, side: 'heroes', by: P2 },
      { id: 'cop', sheet: POLICE, side: 'villains' },
      { id: 'titan', sheet: TITAN, side: 'villains' },
    ]);
    run(t, GM, 'combat.start', {}, [6, 5, 4, 3, 1, 2, 1, 2]); // Blaze, Ace, then Cop and Titan tied at 1
    expect(stateOf(t).sys.turn?.figure).toBe('blaze');
    const r = run(t, GM, 'figure.remove', { figure: 'blaze' });
    expect(events(r, 'hlh.left').map((e) => e.data)).toEqual([{ figure: 'blaze', hadTurn: true }]);
    expect(stateOf(t).sys.turn?.figure).toBe('ace');
    expect(stateOf(t).sys.order.map((x) => x.figure)).toEqual(['ace', 'cop', 'titan']);
    run(t, P2, 'end-turn', { figure: 'ace' });
    expect(stateOf(t).sys).toMatchObject({ turn: null, cursor: 1, acted: ['ace'] });
    // The tied pair loses Cop: Titan alone is due and begins.
    run(t, GM, 'figure.remove', { figure: 'cop' });
    expect(stateOf(t).sys.turn?.figure).toBe('titan');
    expect(run(t, GM, 'end-turn', { figure: 'titan' }, [6, 5, 1, 2]).ok).toBe(true);
    // A new round is rolled for Ace and Titan alone; taking Titan away leaves one side, and the fight ends.
    expect(stateOf(t).sys.order.map((x) => x.figure).sort()).toEqual(['ace', 'titan']);
    run(t, GM, 'figure.remove', { figure: 'titan' });
    expect(stateOf(t)).toMatchObject({ phase: 'ended', winner: 'heroes' });
  });
});

describe('High/Low Heroes: the action budget', () => {
  it('[HLH-ACT-01] D: Assist is the whole first action; after any other action it is refused', () => {
    const t = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
      { id: 'ace', sheet: ACE, side: 'heroes', by: P2, at: { x: 0, y: 1 }, life: 5 },
      { id: 'titan', sheet: TITAN, side: 'villains', at: { x: 8, y: 0 } },
    ]);
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2, 1, 2]);
    run(t, P1, 'move', { figure: 'blaze', to: { x: 1, y: 0 } });
    const r = tryRun(t, P1, 'assist', { helper: 'blaze', recipient: 'ace' });
    expect(r.ok ? null : [r.rejection.code, r.rejection.ruleId]).toEqual(['ILLEGAL_ACTION', 'HLH-ACT-01']);
  });

  it('[HLH-ACT-01] B: after attacking, up to 5 squares; then a later action', () => {
    const t = blazeTitan();
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    run(t, P1, 'attack', { attacker: 'blaze', target: 'titan' }, [2, 1, 6, 5]);
    expect(stateOf(t).sys.turn).toMatchObject({ option: 'B', used: 1, attacked: true });
    const far = tryRun(t, P1, 'move', { figure: 'blaze', to: { x: -6, y: 0 } });
    expect(far.ok ? null : far.rejection.code).toBe('MOVE_TOO_FAR');
    run(t, P1, 'move', { figure: 'blaze', to: { x: -3, y: 0 } });
    expect(stateOf(t).sys.turn).toMatchObject({ option: 'B', used: 1, moved: 3 });
    run(t, P1, 'move', { figure: 'blaze', to: { x: -5, y: 0 } });
    expect(stateOf(t).sys.turn).toMatchObject({ option: 'B', moved: 5 });
    run(t, P1, 'move', { figure: 'blaze', to: { x: -6, y: 0 } });
    expect(stateOf(t).sys.turn).toMatchObject({ option: 'move', used: 2, moved: 1 });
  });

  it('[HLH-ACT-02] a later action moves at most 5 squares or makes one Attack', () => {
    const t = blazeTitan({}, { x: 20, y: 0 });
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    run(t, P1, 'move', { figure: 'blaze', to: { x: 10, y: 0 } });
    const r = tryRun(t, P1, 'move', { figure: 'blaze', to: { x: 16, y: 0 } });
    expect(r.ok ? null : [r.rejection.code, r.rejection.ruleId]).toEqual(['MOVE_TOO_FAR', 'HLH-ACT-02']);
    expect(run(t, P1, 'move', { figure: 'blaze', to: { x: 15, y: 0 } }).ok).toBe(true);
    expect(stateOf(t).sys.turn?.figure).toBe('titan');
  });

  it('[HLH-RULING-15] each Attack action has one target; several actions may attack different foes', () => {
    const t = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
      { id: 'titan', sheet: TITAN, side: 'villains', at: { x: 1, y: 0 } },
      { id: 'thug', sheet: THUG, side: 'villains', at: { x: -1, y: 0 } },
    ]);
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2, 1, 2]);
    expect(run(t, P1, 'attack', { attacker: 'blaze', target: 'titan' }, [2, 1, 6, 5]).ok).toBe(true);
    expect(run(t, P1, 'attack', { attacker: 'blaze', target: 'thug' }, [2, 1, 6, 5]).ok).toBe(true);
  });

  it('[HLH-ACT-04] [HLH-RULING-14] Heroic Effort lends a trained new Power for one action, spends no Doubles and adds no Life', () => {
    const adding = { ...BLAZE, doubles: 7, training: { kind: 'add' as const, category: 'fantastic-attack' as const, name: 'Optic Blast' } };
    const t = table([
      { id: 'blaze', sheet: adding, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
      { id: 'titan', sheet: TITAN, side: 'villains', at: { x: 1, y: 0 } },
    ]);
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    expect(rejection(tryRun(t, P1, 'attack', { attacker: 'blaze', target: 'titan', type: 'fantastic' }))).toBe('NO_FANTASTIC_POWER');
    const a = dataOf<AttackData>(run(t, P1, 'attack', { attacker: 'blaze', target: 'titan', type: 'fantastic', heroicEffort: true }, [5, 2, 4, 1]), 'hlh.attack');
    expect([a.potential.power, a.heroicEffort]).toEqual([1, true]);
    const after = t.state.figures.blaze!;
    expect(after.sheet).toMatchObject({ doubles: 7, maxLife: 10 });
    expect(after.status).toMatchObject({ heroicEffortUsed: true });
    run(t, P1, 'end-turn', { figure: 'blaze' });
    run(t, GM, 'combat.end', {});
    run(t, GM, 'new-session', {});
    expect((t.state.figures.blaze!.status as { heroicEffortUsed: boolean }).heroicEffortUsed).toBe(false);
  });

  it('[HLH-ACT-04] option heroicEffortOnDefense: the defender is asked, and its trained Evasion counts', () => {
    const trained = { ...ACE, training: { kind: 'improve' as const, category: 'evasion' as const } };
    const t = table([
      { id: 'ace', sheet: trained, side: 'heroes', by: P2, at: { x: 0, y: 0 } },
      { id: 'titan', sheet: TITAN, side: 'villains', at: { x: 1, y: 0 } },
    ], { heroicEffortOnDefense: true });
    run(t, GM, 'combat.start', {}, [1, 2, 6, 6]);
    const asked = run(t, GM, 'attack', { attacker: 'titan', target: 'ace' });
    expect(asked.ok && asked.state.pending?.prompt.kind).toBe('heroic-effort');
    const r = run(t, P2, 'answer', { value: true }, [5, 2, 4, 1]);
    const a = dataOf<AttackData>(r, 'hlh.attack');
    expect([a.evade?.power, a.defenseHeroicEffort, a.type, a.potential.value]).toEqual([2, true, 'mundane', 6]);
  });
});

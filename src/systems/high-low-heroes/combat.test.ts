import { describe, expect, it } from 'vitest';
import { highLowDice } from '../../dice/index.ts';
import type { AttackData, HlhEventData } from './events.ts';
import { highLowHeroes as sys } from './index.ts';
import { ACE, BLAZE, HLH_TEMPLATES, NOVA, THUG, TITAN } from './templates.ts';

const POLICE = HLH_TEMPLATES.find((x) => x.id === 'police')!.sheet;
import { dataOf, events, GM, P1, P2, run, stateOf, table } from './testing.ts';

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
    const r = run(t, P1, 'attack', { attacker: 'blaze', target: 'titan', type: 'fantastic' });
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
    expect(run(seat, P2, 'end-turn', { figure: 'ace' }).ok ? 'ok' : 'NOT_YOUR_TURN').toBe('NOT_YOUR_TURN');
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
    run(t, GM, 'figure.remove', { figure: 'ace' });
    expect(run(t, GM, 'end-turn', { figure: 'titan' }).ok).toBe(false);
    expect(run(t, GM, 'next-turn', {}).ok).toBe(true);
    // Cop and Titan tie at 1, both the GM's: either may begin.
    expect(stateOf(t).sys).toMatchObject({ turn: null, cursor: 2 });
    expect(run(t, GM, 'end-turn', { figure: 'titan' }).ok).toBe(true);
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
    const r = run(t, P1, 'assist', { helper: 'blaze', recipient: 'ace' });
    expect(r.ok ? null : [r.rejection.code, r.rejection.ruleId]).toEqual(['ILLEGAL_ACTION', 'HLH-ACT-01']);
  });

  it('[HLH-ACT-01] B: after attacking, up to 5 squares; then a later action', () => {
    const t = blazeTitan();
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    run(t, P1, 'attack', { attacker: 'blaze', target: 'titan' }, [2, 1, 6, 5]);
    expect(stateOf(t).sys.turn).toMatchObject({ option: 'B', used: 1, attacked: true });
    const far = run(t, P1, 'move', { figure: 'blaze', to: { x: -6, y: 0 } });
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
    const r = run(t, P1, 'move', { figure: 'blaze', to: { x: 16, y: 0 } });
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
    expect(run(t, P1, 'attack', { attacker: 'blaze', target: 'titan', type: 'fantastic' }).ok).toBe(false);
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

describe('High/Low Heroes: Assist, experience, careers and recovery', () => {
  it('[HLH-ACT-03] [HLH-DMG-03] Assist cannot help a foe, oneself or the dead', () => {
    const t = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1 },
      { id: 'ace', sheet: ACE, side: 'heroes', by: P2, life: -15 },
      { id: 'titan', sheet: TITAN, side: 'villains' },
    ]);
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    const code = (args: object) => {
      const r = run(t, P1, 'assist', args);
      return r.ok ? 'ok' : r.rejection.code;
    };
    expect(code({ helper: 'blaze', recipient: 'titan' })).toBe('INVALID_TARGET');
    expect(code({ helper: 'blaze', recipient: 'blaze' })).toBe('INVALID_TARGET');
    run(t, GM, 'gm.set', { path: ['figures', 'ace', 'status', 'life'], value: -20 });
    expect(code({ helper: 'blaze', recipient: 'ace' })).toBe('CANNOT_ASSIST');
  });

  it('[HLH-RULING-05] option assistCap off: an Assist may raise Life above max', () => {
    const t = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1 },
      { id: 'ace', sheet: ACE, side: 'heroes', by: P2, life: 14 },
      { id: 'titan', sheet: TITAN, side: 'villains' },
    ], { assistCap: false });
    run(t, GM, 'combat.start', {}, [6, 5, 2, 1, 1, 2]);
    const r = run(t, P1, 'assist', { helper: 'blaze', recipient: 'ace' }, [4, 4, 6, 2], [true]);
    expect(dataOf<HlhEventData['hlh.assist']>(r, 'hlh.assist').life).toBe(20);
  });

  it('[HLH-RULING-06] player against player: each gains for its own Double only; GM against GM: none', () => {
    const pvp = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
      { id: 'ace', sheet: ACE, side: 'rivals', by: P2, at: { x: 1, y: 0 } },
    ]);
    run(pvp, GM, 'combat.start', {}, [6, 5, 1, 2]);
    const r = run(pvp, P1, 'attack', { attacker: 'blaze', target: 'ace' }, [2, 1, 3, 3]);
    expect(events(r, 'hlh.doubles').map((e) => e.data)).toEqual([{ figure: 'ace', gained: 1, total: 1, sources: ['own Defense roll'] }]);
    const gm = table([
      { id: 'nova', sheet: NOVA, side: 'villains', at: { x: 0, y: 0 } },
      { id: 'titan', sheet: TITAN, side: 'rivals', at: { x: 1, y: 0 } },
    ]);
    run(gm, GM, 'combat.start', {}, [6, 6, 1, 2]);
    expect(events(run(gm, GM, 'attack', { attacker: 'nova', target: 'titan' }, [3, 3, 4, 4]), 'hlh.doubles')).toEqual([]);
  });

  it('[HLH-XP-02] [HLH-RULING-07] [HLH-RULING-08] prices by step, Doubles beyond the price carry over, the next training is chosen later', () => {
    const p = BLAZE.powers;
    const at = (bonus: number) => ({ ...BLAZE, powers: [{ ...p[0]!, bonus }, p[1]!] });
    expect([1, 2, 3, 4].map((b) => trainingCostOf(at(b)))).toEqual([20, 30, 40, null]);
    const add = { kind: 'add' as const, category: 'evasion' as const, name: 'Acrobatics' };
    expect(costOf(BLAZE, add)).toBe(30);
    expect(costOf({ ...BLAZE, powers: [...p, { category: 'barrier-defense', name: 'Armor/Shield', bonus: 1 }] }, add)).toBe(40);
    expect(costOf({ ...BLAZE, powers: [...p, { category: 'barrier-defense', name: 'A', bonus: 1 }, { category: 'movement', name: 'B', bonus: 1 }] }, add)).toBeNull();
    const t = table([
      { id: 'blaze', sheet: { ...BLAZE, doubles: 25 }, side: 'heroes', by: P1 },
    ]);
    const r = run(t, P1, 'train', { figure: 'blaze', training: { kind: 'improve', category: 'targeting' } });
    expect(dataOf<HlhEventData['hlh.upgraded']>(r, 'hlh.upgraded')).toMatchObject({ cost: 20, doubles: 5, maxLife: 11 });
    expect(t.state.figures.blaze!.sheet).toMatchObject({ doubles: 5, training: null, upgrades: 1 });
    const bad = run(t, P1, 'train', { figure: 'blaze', training: { kind: 'add', category: 'targeting', name: 'X' } });
    expect(bad.ok ? null : bad.rejection.code).toBe('INVALID_TRAINING');
  });

  it('[HLH-XP-03] an upgrade bought mid-combat restores Life and raises max Life by 1', () => {
    const t = blazeTitan();
    run(t, GM, 'gm.set', { path: ['figures', 'blaze', 'sheet', 'doubles'], value: 19 });
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    run(t, GM, 'gm.set', { path: ['figures', 'blaze', 'status', 'life'], value: 3 });
    const r = run(t, P1, 'attack', { attacker: 'blaze', target: 'titan' }, [2, 2, 6, 5]);
    expect(events(r, 'hlh.upgraded')).toHaveLength(1);
    expect(t.state.figures.blaze!.status).toMatchObject({ life: 11 });
  });

  it('[HLH-SIT-01] [HLH-PROB-05] career odds are section-8 cells against GM Low 0 or High 0', () => {
    const q = sys.queries!.career!.run({ which: 'high', modifier: 0, template: 'blaze' } as never);
    const rows = (q.json as { rows: Array<{ label: string; probability: string }> }).rows;
    expect(rows[0]).toEqual({ label: 'Blaze: Programmer (block-mundane), fits', probability: '1091/1296' });
    expect(rows[1]).toEqual({ label: 'Blaze: Programmer (block-mundane), does not fit', probability: '779/1296' });
    // Doctor is Cautious → Evade, Low with the −1 Weakness.
    expect(rows[2]).toEqual({ label: 'Blaze: Doctor (evade), fits', probability: '623/1296' });
    const none = run(table([{ id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1 }]), P1, 'career-test', { figure: 'blaze', career: 'Pilot', fits: true });
    expect(none.ok ? null : none.rejection.code).toBe('NO_SUCH_CAREER');
  });

  it('[HLH-DMG-04] [HLH-NPC-03] recovery: heroes 1 Life an hour, normals and thugs 1 a day, never in combat', () => {
    const t = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, life: 2 },
      { id: 'thug', sheet: THUG, side: 'villains', life: -3 },
      { id: 'gang', sheet: THUG, side: 'villains' },
    ]);
    run(t, GM, 'recover', { hours: 5 });
    const lives = () => ['blaze', 'thug'].map((id) => (t.state.figures[id]!.status as { life: number }).life);
    expect(lives()).toEqual([7, -3]);
    run(t, GM, 'recover', { hours: 48 });
    expect(lives()).toEqual([10, -1]);
    run(t, GM, 'combat.start', {}, [1, 2, 1, 2]);
    const r = run(t, GM, 'recover', { hours: 1 });
    expect(r.ok ? null : [r.rejection.code, r.rejection.ruleId]).toEqual(['OUT_OF_COMBAT_ONLY', 'HLH-DMG-04']);
  });

  it('[HLH-GM-01] a GM may roll ahead of time: a prepared queue of dice drives the next commands', () => {
    const t = blazeTitan();
    const queue = [6, 5, 1, 2, 5, 2, 4, 1];
    run(t, GM, 'combat.start', {}, queue.splice(0, 4));
    const a = dataOf<AttackData>(run(t, P1, 'attack', { attacker: 'blaze', target: 'titan' }, queue.splice(0, 4)), 'hlh.attack');
    expect(a.damage).toBe(2);
  });
});

import { trainingCost } from './derive.ts';
import type { HlhSheet, Training } from './sheet.ts';

function trainingCostOf(sheet: HlhSheet): number | null {
  return trainingCost(sheet, { kind: 'improve', category: 'targeting' });
}

function costOf(sheet: HlhSheet, t: Training): number | null {
  return trainingCost(sheet, t);
}

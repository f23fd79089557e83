// Assist, experience and careers, and recovery after a fight (the other rules in play: combat.test.ts).
import { describe, expect, it } from 'vitest';
import type { AttackData, HlhEventData } from './events.ts';
import { highLowHeroes as sys } from './index.ts';
import { ACE, BLAZE, NOVA, THUG, TITAN } from './templates.ts';
import { dataOf, events, GM, P1, P2, run, table, tryRun } from './testing.ts';
import { trainingCost } from './derive.ts';
import type { HlhSheet, Training } from './sheet.ts';

const blazeTitan = (options = {}, titanAt = { x: 1, y: 0 }) => table([
  { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } },
  { id: 'titan', sheet: TITAN, side: 'villains', at: titanAt },
], options);

describe('High/Low Heroes: Assist, experience, careers and recovery', () => {
  it('[HLH-ACT-03] [HLH-DMG-03] Assist cannot help a foe, oneself or the dead', () => {
    const t = table([
      { id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1 },
      { id: 'ace', sheet: ACE, side: 'heroes', by: P2, life: -15 },
      { id: 'titan', sheet: TITAN, side: 'villains' },
    ]);
    run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
    const code = (args: object) => {
      const r = tryRun(t, P1, 'assist', args);
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
    const bad = tryRun(t, P1, 'train', { figure: 'blaze', training: { kind: 'add', category: 'targeting', name: 'X' } });
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
    const none = tryRun(table([{ id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1 }]), P1, 'career-test', { figure: 'blaze', career: 'Pilot', fits: true });
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
    const r = tryRun(t, GM, 'recover', { hours: 1 });
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

function trainingCostOf(sheet: HlhSheet): number | null {
  return trainingCost(sheet, { kind: 'improve', category: 'targeting' });
}

function costOf(sheet: HlhSheet, t: Training): number | null {
  return trainingCost(sheet, t);
}

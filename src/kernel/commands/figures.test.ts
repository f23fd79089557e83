import { describe, expect, it } from 'vitest';
import { scriptedFaces } from '../../dice/index.ts';
import { TableEngine } from '../engine.ts';
import { duelSystem, type DuelSys } from '../testing/duel-system.ts';
import type { AnySystem } from '../system.ts';
import type { Actor, Command, TableState } from '../types.ts';

const GM: Actor = { kind: 'gm' };
const ANN: Actor = { kind: 'player', id: 'ann' };
const BOB: Actor = { kind: 'player', id: 'bob' };

let n = 0;
const cmd = (type: string, args: Command['args']): Command => ({ id: `c${++n}`, type, args });
const sheet = { life: 6, bonus: 0 };
const code = (r: ReturnType<TableEngine['execute']>) => (r.ok ? 'ok' : r.rejection.code);

/** Ann's Hero and Bob's Elf against the GM's Ogre, Hero's turn first. */
function fight(system: AnySystem = duelSystem): TableEngine {
  const t = TableEngine.create(system, { seed: 'figures' });
  expect(t.execute(cmd('figure.add', { id: 'hero', name: 'Hero', side: 'heroes', sheet }), ANN).ok).toBe(true);
  expect(t.execute(cmd('figure.add', { id: 'elf', name: 'Elf', side: 'heroes', sheet }), BOB).ok).toBe(true);
  expect(t.execute(cmd('figure.add', { id: 'ogre', name: 'Ogre', side: 'monsters', sheet }), GM).ok).toBe(true);
  expect(t.execute(cmd('combat.start', {}), GM).ok).toBe(true);
  return t;
}

const sys = (t: TableEngine) => (t.state as TableState<DuelSys>).sys;

describe('kernel: figure.remove in the middle of a fight', () => {
  it('removing the figure whose turn it is passes the turn on through the system\'s figureRemoved, and the order no longer names it', () => {
    const t = fight();
    expect(sys(t).turn).toBe('hero');
    const r = t.execute(cmd('figure.remove', { figure: 'hero' }), GM);
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['table.figure.removed', 'duel.order']);
    expect(sys(t)).toEqual({ order: ['elf', 'ogre'], turn: 'elf' });
    expect(code(t.execute(cmd('pass', { figure: 'elf' }), BOB))).toBe('ok');
    expect(sys(t).turn).toBe('ogre');
  });

  it('a condition timed by the removed figure\'s turns ends with it, where it could never end; others stay', () => {
    const t = fight();
    const until = (of: string) => ({ figure: 'elf', condition: 'stunned', expires: { at: 'turn-start', of, turns: 1 } });
    expect(t.execute(cmd('gm.condition.add', until('ogre')), GM).ok).toBe(true);
    expect(t.execute(cmd('gm.condition.add', { ...until('hero'), figure: 'ogre' }), GM).ok).toBe(true);
    const r = t.execute(cmd('figure.remove', { figure: 'ogre' }), GM);
    expect(r.ok && r.events.filter((e) => e.type === 'table.condition.removed').map((e) => e.data))
      .toEqual([{ figure: 'elf', condition: 'stunned', reason: 'expired' }]);
    expect(t.state.figures['elf']!.conditions).toEqual([]);
    expect(t.execute(cmd('gm.condition.add', until('elf')), GM).ok).toBe(true);
    expect(t.execute(cmd('figure.remove', { figure: 'hero' }), GM).ok).toBe(true);
    expect(t.state.figures['elf']!.conditions.map((c) => c.id)).toEqual(['stunned']);
  });

  it('a system without figureRemoved only loses the figure (its turn stays where it was)', () => {
    const bare: AnySystem = { ...duelSystem };
    delete bare.figureRemoved;
    const t = fight(bare);
    const r = t.execute(cmd('figure.remove', { figure: 'hero' }), GM);
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['table.figure.removed']);
    expect(sys(t).turn).toBe('hero');
  });

  it('is refused while a decision waits (DECISION_PENDING): the answer replays a resolution that names the figure', () => {
    const t = fight();
    const asked = t.execute(cmd('attack', { attacker: 'hero', target: 'ogre' }), ANN, { faces: scriptedFaces([6]) });
    expect(asked.ok && t.state.pending?.prompt.to).toBe('ogre');
    const before = t.state;
    const r = t.execute(cmd('figure.remove', { figure: 'ogre' }), GM);
    expect(r.ok ? 'ok' : [r.rejection.code, r.rejection.message]).toEqual(['DECISION_PENDING', 'Waiting for Ogre: Dodge or block?']);
    expect(t.state).toBe(before);
  });

  it('removing the last figure of a side ends the fight in the same batch (the outcome check)', () => {
    const t = fight();
    const r = t.execute(cmd('figure.remove', { figure: 'ogre' }), GM);
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['table.figure.removed', 'duel.order', 'table.combat.ended']);
    expect(t.state).toMatchObject({ phase: 'ended', winner: 'heroes' });
  });
});

describe('kernel: where a player may bring a figure (figure.add)', () => {
  it('refuses a player\'s figure during combat (GM_ONLY) and onto a side only the GM holds (NOT_YOUR_SIDE); the GM may do both', () => {
    const t = TableEngine.create(duelSystem, { seed: 'add' });
    expect(code(t.execute(cmd('figure.add', { id: 'ogre', name: 'Ogre', side: 'monsters', sheet }), GM))).toBe('ok');
    const spy = t.execute(cmd('figure.add', { id: 'spy', name: 'Spy', side: 'monsters', sheet }), ANN);
    expect(spy.ok ? 'ok' : [spy.rejection.code, spy.rejection.message]).toEqual([
      'NOT_YOUR_SIDE', 'Only the GM\'s figures are on "monsters": bring yours to the players\' side or a side of your own.',
    ]);
    // An empty side, then a side a player holds (the GM's figure on it does not make it the GM's).
    expect(code(t.execute(cmd('figure.add', { id: 'hero', name: 'Hero', side: 'heroes', sheet }), ANN))).toBe('ok');
    expect(code(t.execute(cmd('figure.add', { id: 'guide', name: 'Guide', side: 'heroes', sheet }), GM))).toBe('ok');
    expect(code(t.execute(cmd('figure.add', { id: 'elf', name: 'Elf', side: 'heroes', sheet }), BOB))).toBe('ok');
    expect(code(t.execute(cmd('combat.start', {}), GM))).toBe('ok');
    const before = t.state;
    const late = t.execute(cmd('figure.add', { id: 'dwarf', name: 'Dwarf', side: 'heroes', sheet }), BOB);
    expect(late.ok ? 'ok' : late.rejection.code).toBe('GM_ONLY');
    expect(t.state).toBe(before);
    expect(code(t.execute(cmd('figure.add', { id: 'dwarf', name: 'Dwarf', side: 'heroes', controller: 'bob', sheet }), GM))).toBe('ok');
    expect(code(t.execute(cmd('figure.add', { id: 'troll', name: 'Troll', side: 'monsters', sheet }), GM))).toBe('ok');
    // After the fight a player may bring figures again.
    expect(code(t.execute(cmd('combat.end', {}), GM))).toBe('ok');
    expect(code(t.execute(cmd('figure.add', { id: 'gnome', name: 'Gnome', side: 'heroes', sheet }), ANN))).toBe('ok');
  });
});

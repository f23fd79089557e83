import { describe, expect, it } from 'vitest';
import { cloneGgStatus, cloneGgSys, editStatus, editSys } from './copy.ts';
import { ggStatusSchema, initialGgSys, type GgStatus, type GgSys, type S } from './model.ts';

// The fold's written-out copies (copy.ts) must equal the spreads they replace, field for field,
// with and without the optional fields: a field left out of a copy would be a silently lost rule.

/** A status with every field of the schema set to a value of its own. */
function fullStatus(): GgStatus {
  return ggStatusSchema.parse({
    hits: 2, maxHits: 4, out: true, outCount: 1, outOfPlay: false, lethal: true, reactivationPenalty: 2, tried: true, stopped: 1,
    hindrance: 3, drained: { a: 1 }, heroPoints: 1, activeMove: { key: 'flight', level: 3 }, backstep: true, wound: 'light',
    used: { pistol: 2 }, moved: 3, spent: ['x'], weakened: { y: 1 }, variable: { z: 4 }, adapted: { 'a>b': 1 }, losesActions: 1,
    showedOff: true, escaped: true, disarmed: ['pistol'], origin: { kind: 'minion', by: 'm', ability: 'summon', lasting: true },
    absorbed: { a: 2 }, luck: 3, copied: [{ from: 'b', key: 'k', level: 2 }], lentFrom: 'p1', quick: true, off: { a: 'toggled' },
    concentrating: { b: 3 }, without: ['mount'], flex: { blast: { range: 'ranged' } }, mountAt: { q: 1, r: 2 },
    superForm: { in: false, progress: 1, hits: 2, minor: true }, itemRolls: { item: false }, honour: { opponent: 'o', interlopers: ['i'] },
    boosted: ['bolt'], lethalFacts: { notHuman: true, usedLethal: true }, fired: { pistol: 4 }, exhausted: ['gun'],
    causes: { hindrance: [{ types: ['solid'], source: 'mutant' }], drained: { a: [{ types: ['physical'], source: 'magic' }] } },
    minionsLost: { summon: 1 },
  });
}

describe('written-out copies of status and system part', () => {
  it('[GG-DMG-01] a status copy (hits, out of action and every other field) equals its spread for every field of the schema, flex present or absent', () => {
    const full = fullStatus();
    expect(Object.keys(full).sort()).toEqual(Object.keys(ggStatusSchema.shape).sort());
    expect(cloneGgStatus(full)).toStrictEqual({ ...full });
    const { flex: _flex, lethalFacts: _facts, fired: _fired, exhausted: _exhausted, causes: _causes, minionsLost: _lost, ...noFlex } = full;
    expect(cloneGgStatus(noFlex)).toStrictEqual({ ...noFlex });
    expect('flex' in cloneGgStatus(noFlex)).toBe(false);
    expect('lethalFacts' in cloneGgStatus(noFlex)).toBe(false);
    expect('fired' in cloneGgStatus(noFlex)).toBe(false);
    expect('exhausted' in cloneGgStatus(noFlex)).toBe(false);
    expect('causes' in cloneGgStatus(noFlex)).toBe(false);
    expect('minionsLost' in cloneGgStatus(noFlex)).toBe(false);
    expect(cloneGgStatus(full)).not.toBe(full);
  });

  it('[GG-ACT-01] a system part copy (order, actions left and every other field) equals its spread, with every optional field or none', () => {
    const bare = initialGgSys();
    expect(cloneGgSys(bare)).toStrictEqual({ ...bare });
    const full: GgSys = {
      ...bare, order: ['a'], baseOrder: ['a'], index: 1, actionsLeft: 2, followUp: { figure: 'a', target: 'b', used: ['x'], left: 1 },
      openings: [], zones: [], lastAttack: { figure: 'a', target: 'b' }, fled: true, persisting: [], uncontrolled: false,
      split: { figure: 'a', ability: 'leap', hexes: 4 }, regained: true,
    };
    expect(cloneGgSys(full)).toStrictEqual({ ...full });
    // Every optional field of the interface is listed above: the copy has as many keys as the spread.
    expect(Object.keys(cloneGgSys(full)).length).toBe(24);
  });

  it('[GG-DMG-01] editing a copy leaves the table it came from as it was', () => {
    const status = fullStatus();
    const s = {
      figures: { a: { id: 'a', name: 'a', controller: 'gm', side: 'x', sheet: {}, status, conditions: [], revealed: true } },
      sys: initialGgSys(),
    } as unknown as S;
    const hit = editStatus(s, 'a', (x) => {
      x.hits = 0;
    });
    expect((hit.figures.a!.status as GgStatus).hits).toBe(0);
    expect(status.hits).toBe(2);
    expect(editStatus(s, 'nobody', () => undefined)).toBe(s);
    const spent = editSys(s, (y) => {
      y.actionsLeft = 1;
    });
    expect(spent.sys.actionsLeft).toBe(1);
    expect(s.sys.actionsLeft).toBe(0);
  });
});

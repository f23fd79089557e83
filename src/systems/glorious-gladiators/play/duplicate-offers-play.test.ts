import { describe, expect, it } from 'vitest';
import { hero, line, mod } from './ability-testing.ts';
import { gloriousGladiators } from '../system.ts';
import type { S } from './model.ts';
import { current, data, events, ggTable, GM, refusal, run, status, tryRun } from './testing.ts';

// Duplication of oneself (GG-ABL-23) needs no choice but where the look-alike stands, next to its
// original: the action bar offers it, as it offers switching on a Personal ability, so a player whose
// character duplicates can do it at the table (the web client sends only the actions offered).

const legal = (s: S) => gloriousGladiators.legalActions(s, GM, { options: s.options as never, actor: GM });

function holder(kind: string, level = 2, lasting = false) {
  const modifiers = lasting ? [mod('persistent', { variant: 'personal' })] : [];
  const t = ggTable([
    { id: 'u', side: 'one', sheet: hero('Mirror', [line('duplication', level, { key: 'split', name: 'Split Self', options: { kind }, modifiers })]), at: { q: 0, r: 0 } },
    { id: 'e', side: 'two', sheet: hero('Plain', []), at: { q: 4, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  expect(current(t)).toBe('u');
  return t;
}

describe('Duplication on the action bar (GG-ABL-23)', () => {
  it('[GG-ABL-23] [GG-PLAY-44] a figure that duplicates itself is offered it, beside itself, named as the sheet and the rules name it', () => {
    const t = holder('double');
    const offer = legal(t.state as S).find((a) => a.type === 'gg.duplicate');
    expect(offer?.label).toBe('Split Self: a Double beside u');
    const r = run(t, 'gg.duplicate', offer!.args);
    expect(events(r, 'table.figure.added')).toHaveLength(1);
  });

  it('[GG-ABL-23] no offer once the pool is full', () => {
    const t = holder('identical', 1);
    const offer = legal(t.state as S).find((a) => a.type === 'gg.duplicate');
    expect(offer?.label).toBe('Split Self: an Identical Duplicate beside u');
    run(t, 'gg.duplicate', offer!.args);
    // Level 1: one Identical Duplicate at a time.
    expect(legal(t.state as S).filter((a) => a.type === 'gg.duplicate')).toEqual([]);
  });

  it('[GG-ABL-23] a Not Personal Duplication is offered on its user too; on others it stays the player\'s choice of target', () => {
    const t = ggTable([
      { id: 'u', side: 'one', sheet: hero('Copier', [line('duplication', 2, { key: 'copy', options: { kind: 'double' }, modifiers: [mod('touch')] })]), at: { q: 0, r: 0 } },
      { id: 'e', side: 'two', sheet: hero('Plain', []), at: { q: 4, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    const offers = legal(t.state as S).filter((a) => a.type === 'gg.duplicate');
    // A Touch Duplication may still copy its user: offered beside it, and only that.
    expect(offers.map((o) => [o.label, (o.args as { target?: string }).target])).toEqual([['copy: a Double beside u', undefined]]);
  });

  it('[GG-ABL-23] an Identical Duplicate duplicating itself shares its original\'s pool: no more look-alikes than the Level', () => {
    // Seed L97: "If the target is the user then any duplicates share the same duplicate level".
    const t = holder('identical', 2, true);
    const r = run(t, 'gg.duplicate', { figure: 'u', ability: 'split', at: [{ q: 1, r: 0 }] });
    const twin = (data(events(r, 'table.figure.added')[0]).figure as { id: string }).id;
    run(t, 'gg.end-turn', { figure: 'u' });
    expect(current(t)).toBe(twin);
    const r2 = run(t, 'gg.duplicate', { figure: twin, ability: 'split', at: [{ q: 2, r: 0 }] });
    const second = data(events(r2, 'table.figure.added')[0]).figure as { id: string; name: string };
    // The original's look-alike, in its pool and under its name.
    expect(status(t, second.id).origin).toMatchObject({ by: 'u', kind: 'identical' });
    expect(second.name).toBe('u (identical) 2');
    run(t, 'gg.end-turn', { figure: twin });
    expect(current(t)).toBe(second.id);
    expect(refusal(tryRun(t, 'gg.duplicate', { figure: second.id, ability: 'split', at: [{ q: 3, r: 0 }] }))).toBe('GG_NOT_APPLICABLE GG-ABL-23');
    expect(legal(t.state as S).filter((a) => a.type === 'gg.duplicate')).toEqual([]);
  });

  it('[GG-ABL-23] [GG-PLAY-44] look-alikes on the table at once have names of their own, as figures brought by hand do', () => {
    const t = holder('double', 3);
    const r = run(t, 'gg.duplicate', { figure: 'u', ability: 'split', at: [{ q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }] });
    const names = events(r, 'table.figure.added').map((e) => (data(e).figure as { name: string }).name);
    expect(names).toEqual(['u (double)', 'u (double) 2', 'u (double) 3']);
  });
});

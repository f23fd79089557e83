import { describe, expect, it } from 'vitest';
import { eventFor, type Actor } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { hero, line, mod } from './ability-testing.ts';
import type { S } from './model.ts';
import { current, ggTable, run } from './testing.ts';

// A Persistent Barrier or Sticky area notes where everyone stands after each move (`at`, to tell
// who crossed its edge, GG-PLAY-95). A hidden character is one of everyone: its hex must not reach
// the other side's players through that note, in the view of the table or in the log's events, as
// it does not through its position or its moves (GG-PLAY-29, GG-SIT-04).

const FROST = hero('Frost', [line('damage', 3, {
  key: 'cold', name: 'Cold Snap', types: ['cold'],
  modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] }), mod('persistent', { variant: 'barrier' })],
})]);
const BOB: Actor = { kind: 'player', id: 'bob' };
const ANN: Actor = { kind: 'player', id: 'ann' };

/** Comet (Ann's) hides at -1,0 and moves on to -2,0 while Frost's (Bob's) Cold Snap stands at 3,3. */
function hiddenMoveBesideABarrier() {
  const t = ggTable([
    { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 }, controller: 'ann' },
    { id: 'frost', side: 'villains', sheet: FROST, at: { q: 8, r: 0 }, controller: 'bob' },
  ], { heroPoints: 0 });
  run(t, 'gm.condition.add', { figure: 'comet', condition: 'cover' });
  run(t, 'combat.start', {}, [1, 1]);
  expect(current(t)).toBe('comet');
  run(t, 'gg.move', { figure: 'comet', ability: 'flight', to: { q: -1, r: 0 } });
  run(t, 'gg.hide', { figure: 'comet' }, [9]);
  run(t, 'gg.end-turn', { figure: 'comet' });
  run(t, 'gg.attack', { figure: 'frost', ability: 'cold', at: { q: 3, r: 3 } }, [9]);
  run(t, 'gg.end-turn', { figure: 'frost' });
  expect(current(t)).toBe('comet');
  const r = run(t, 'gg.move', { figure: 'comet', ability: 'flight', to: { q: -2, r: 0 } });
  return { t, r };
}

describe('a hidden character beside a Persistent area (GG-PLAY-29)', () => {
  it('[GG-PLAY-29] [GG-SIT-04] [GG-MOD-45] the area\'s note of where everyone stands keeps a hidden character\'s hex from the other side\'s players', () => {
    const { t } = hiddenMoveBesideABarrier();
    const s = t.state as S;
    expect(s.sys.persisting?.length).toBe(1);
    const bobs = gloriousGladiators.view!(s, BOB);
    expect(JSON.stringify(bobs.sys.persisting)).not.toContain('-2,0');
    expect(JSON.stringify(gloriousGladiators.view!(s, ANN).sys.persisting)).toContain('-2,0');
    // In the log: the note made after the hidden move is a gap for Bob, whole for Ann.
    const notes = t.events.filter((e) => JSON.stringify(e.data ?? {}).includes('"comet":"-2,0"'));
    expect(notes.length).toBeGreaterThan(0);
    for (const e of notes) {
      expect(eventFor(e, BOB, s, gloriousGladiators)).toEqual({ seq: e.seq, batch: e.batch, type: 'redacted' });
      expect(eventFor(e, ANN, s, gloriousGladiators)).toBe(e);
    }
  });

  it('[GG-PLAY-29] [GG-SIT-04] [GG-ABL-33] any event that names a hidden character and carries a hex is a gap for the other side: a gate it stepped through', () => {
    const { t } = hiddenMoveBesideABarrier();
    const s = t.state as S;
    const last = t.events[t.events.length - 1]!;
    const through = { ...last, type: 'gg.through-gate', data: { figure: 'comet', from: { q: -2, r: 0 }, to: { q: -6, r: 1 } } };
    expect(eventFor(through, BOB, s, gloriousGladiators)).toEqual({ seq: through.seq, batch: through.batch, type: 'redacted' });
    expect(eventFor(through, ANN, s, gloriousGladiators)).toBe(through);
    // What carries no hex of it stays: that it spent an action is no secret of where it is.
    const action = { ...last, type: 'gg.action', data: { figure: 'comet', action: 'move' } };
    expect(eventFor(action, BOB, s, gloriousGladiators)).toBe(action);
  });
});

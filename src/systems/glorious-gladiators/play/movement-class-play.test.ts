import { describe, expect, it } from 'vitest';
import type { TableEngine } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { hero, line, pos } from './ability-testing.ts';
import type { S } from './model.ts';
import { current, GM, ggTable, refusal, run, status, tryRun } from './testing.ts';

// The movement table's Special column (GG-MOVE-01, seed L540-551) says what each class cannot do:
// Air, Underwater and Water "Can't move whilst Disorientated" (L541, L549, L551), Leap "Can't move
// when prone" (L546), and Wallcrawl "Can crawl at full speed whilst prone" (L550), where Ground's
// crawl is "1 hex per level up to a maximum of 3 hexes whilst prone" (L545). Every figure also has
// Running (Ground 1, 3 hexes) from the free starting abilities.

/** `a` with a Movement of this class at Level 3 (key `m`), its turn begun; `b` far off. */
function mover(cls: string): TableEngine {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: hero('Mover', [line('movement', 3, { key: 'm', options: { classes: [cls] } })]), at: { q: 0, r: 0 } },
    { id: 'b', side: 'two', sheet: hero('Other', []), at: { q: 12, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

const moveTo = (ability: string, q: number) => ({ figure: 'a', ability, to: { q, r: 0 } });

/** The Move actions the action bar offers `a`, as the Movement keys they use. */
function offeredMoves(t: TableEngine): string[] {
  const all = gloriousGladiators.legalActions(t.state as S, GM, { options: t.state.options as never, actor: GM });
  return [...new Set(all.filter((x) => x.type === 'gg.move').map((x) => (x.args as { ability: string }).ability))];
}

describe('glorious gladiators: what a movement class cannot do (GG-MOVE-01)', () => {
  for (const cls of ['air', 'underwater', 'water']) {
    it(`[GG-MOVE-01] [GG-PLAY-250] a disorientated character cannot move with ${cls} (seed "Can't move whilst Disorientated"); Running still works`, () => {
      const t = mover(cls);
      run(t, 'gm.condition.add', { figure: 'a', condition: 'disorientated' });
      expect(refusal(tryRun(t, 'gg.move', moveTo('m', 4)))).toBe('GG_CANNOT_MOVE GG-MOVE-01');
      expect(offeredMoves(t)).toEqual(['running']);
      run(t, 'gg.move', moveTo('running', 2));
      expect(pos(t, 'a')).toEqual({ q: 2, r: 0 });
    });
  }

  it('[GG-MOVE-01] [GG-PLAY-250] it bars moving, not the Flight being on: a disorientated Comet keeps her Persistent Flight against Areas', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 8, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [1, 1]);
    run(t, 'gg.move', { figure: 'comet', ability: 'flight', to: { q: 0, r: 1 } });
    run(t, 'gg.end-turn', { figure: 'comet' });
    run(t, 'gm.condition.add', { figure: 'comet', condition: 'disorientated' });
    run(t, 'gg.end-turn', { figure: 'iron' });
    expect(current(t)).toBe('comet');
    expect(status(t, 'comet').activeMove).toEqual({ key: 'flight', level: 3 });
    expect(refusal(tryRun(t, 'gg.move', { figure: 'comet', ability: 'flight', to: { q: 0, r: 3 } }))).toBe('GG_CANNOT_MOVE GG-MOVE-01');
  });

  it('[GG-MOVE-01] once recovered from disorientated, the flier flies again', () => {
    const t = mover('air');
    run(t, 'gm.condition.add', { figure: 'a', condition: 'disorientated' });
    run(t, 'gg.recover', { figure: 'a' });
    run(t, 'gg.move', moveTo('m', 6));
    expect(pos(t, 'a')).toEqual({ q: 6, r: 0 });
  });

  it('[GG-MOVE-01] [GG-PLAY-250] a prone character cannot Leap (seed "Can\'t move when prone"); it may crawl with Running or stand up first', () => {
    const t = mover('leap');
    run(t, 'gm.condition.add', { figure: 'a', condition: 'prone' });
    expect(refusal(tryRun(t, 'gg.move', moveTo('m', 1)))).toBe('GG_CANNOT_MOVE GG-MOVE-01');
    expect(offeredMoves(t)).toEqual(['running']);
    run(t, 'gg.stand', { figure: 'a' });
    run(t, 'gg.move', moveTo('m', 9));
    expect(pos(t, 'a')).toEqual({ q: 9, r: 0 });
  });

  it('[GG-MOVE-01] [GG-PLAY-250] Wallcrawl crawls at full speed whilst prone (6 hexes at Level 3); Ground crawls 1 a Level, at most 3', () => {
    const t = mover('wallcrawl');
    run(t, 'gm.condition.add', { figure: 'a', condition: 'prone' });
    run(t, 'gg.move', moveTo('m', 6));
    expect(pos(t, 'a')).toEqual({ q: 6, r: 0 });
    const g = mover('ground');
    run(g, 'gm.condition.add', { figure: 'a', condition: 'prone' });
    expect(refusal(tryRun(g, 'gg.move', moveTo('m', 4)))).toBe('GG_HEX_NOT_REACHABLE GG-MOVE-01');
    run(g, 'gg.move', moveTo('m', 3));
    expect(pos(g, 'a')).toEqual({ q: 3, r: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { botPicks, type LegalAction, type TableEngine } from '../../../kernel/index.ts';
import { hero, line, mod, state } from './ability-testing.ts';
import { gloriousGladiators } from '../system.ts';
import type { S } from './model.ts';
import { current, events, ggTable, GM, run } from './testing.ts';
import type { GgSheet } from '../sheet.ts';

// Walls, Doors, Gates, Suppress and Change Environment on the action bar (GG-ABL-70, GG-ABL-20,
// GG-ABL-33, GG-ABL-64, GG-ABL-07): the web client sends only offered actions, so each is offered to
// its user, once an ability (an environment), at a place the rules allow, and marked to be aimed on
// the map (GG-PLAY-206's aim, generalised: `hex`, or `line` for two hexes in turn).

const listed = (s: S): LegalAction[] => gloriousGladiators.legalActions(s, GM, { options: s.options as never, actor: GM });
const legal = (t: TableEngine): LegalAction[] => listed(t.state as S);
const of = (t: TableEngine, type: string) => legal(t).filter((a) => a.type === type);

function two(sheet: GgSheet, other: GgSheet = hero('Plain', [])): TableEngine {
  const t = ggTable([
    { id: 'u', side: 'one', sheet, at: { q: 0, r: 0 } },
    { id: 'e', side: 'two', sheet: other, at: { q: 4, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  expect(current(t)).toBe('u');
  return t;
}

const WALLER = hero('Mason', [line('wall', 3, {
  key: 'stone', name: 'Stone Wall', modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['line'] })], options: { toughness: 't2' },
})]);
const DAMPER = hero('Damper', [line('suppress', 2, {
  name: 'Damping Field',
  modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] })], options: { scope: 'named', abilities: ['movement'] },
})]);
const SHAPER = hero('Shaper', [line('change-environment', 3, { name: 'Weather', types: ['energy'], modifiers: [mod('long-range')], options: { environments: ['cold', 'fog-smoke'] } })]);

describe('creations on the action bar, aimed on the map (GG-PLAY-206)', () => {
  it('[GG-ABL-70] [GG-PLAY-206] a Wall is offered to its user, aimed as a line of two hexes, and the offer raises one', () => {
    const t = two(WALLER);
    const offers = of(t, 'gg.create-wall');
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ figure: 'u', aim: 'line', means: 'Stone Wall', args: { figure: 'u', ability: 'stone' } });
    // Aimed elsewhere, from and to in place of the offer's.
    run(t, 'gg.create-wall', { ...(offers[0]!.args as object), from: { q: 2, r: -1 }, to: { q: 2, r: 1 } });
    expect(Object.keys(state(t).sys.walls).sort()).toEqual(['2,-1', '2,0', '2,1']);
    // The action spent: no second Wall offered this turn.
    expect(of(t, 'gg.create-wall')).toEqual([]);
    const t2 = two(WALLER);
    run(t2, 'gg.create-wall', offers[0]!.args);
    expect(Object.keys(state(t2).sys.walls)).toHaveLength(1);
  });

  it('[GG-ABL-70] no Wall offered on another figure\'s turn, nor with no actions left', () => {
    const t = two(WALLER);
    run(t, 'gg.end-turn', { figure: 'u' });
    expect(of(t, 'gg.create-wall')).toEqual([]);
    const s = state(t);
    const spent = { ...s, sys: { ...s.sys, index: s.sys.order.indexOf('u'), actionsLeft: 0 } } as S;
    expect(gloriousGladiators.legalActions(spent, GM, { options: s.options as never, actor: GM }).filter((a) => a.type === 'gg.create-wall')).toEqual([]);
  });

  it('[GG-ABL-64] [GG-PLAY-206] Suppress is offered, aimed at one hex', () => {
    const t = two(DAMPER);
    const offers = of(t, 'gg.suppress');
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ aim: 'hex', means: 'Damping Field', args: { figure: 'u', ability: 'suppress' } });
    const r = run(t, 'gg.suppress', { ...(offers[0]!.args as object), at: { q: 4, r: 0 } });
    expect(events(r, 'gg.zones')).toHaveLength(1);
  });

  it('[GG-ABL-07] [GG-PLAY-206] Change Environment is offered once for each environment it has, a Large Burst aimed at a hex', () => {
    const t = two(SHAPER);
    const offers = of(t, 'gg.environment');
    expect(offers.map((a) => (a.args as { environment: string }).environment)).toEqual(['cold', 'fog-smoke']);
    expect(offers[0]).toMatchObject({ aim: 'hex', args: { figure: 'u', ability: 'change-environment', environment: 'cold', size: 'large' } });
    expect(offers.map((a) => a.means)).toEqual(['Weather (cold)', 'Weather (fog smoke)']);
    const r = run(t, 'gg.environment', { ...(offers[1]!.args as object), at: { q: 6, r: 0 } });
    expect(events(r, 'gg.zones')).toHaveLength(1);
  });

  it('[GG-ABL-20] [GG-PLAY-206] a Door is offered only with a wall in reach, aimed at the wall\'s hex', () => {
    const t = two(hero('Keymaster', [line('door', 2, { modifiers: [mod('touch')] })]));
    expect(of(t, 'gg.door')).toEqual([]);
    run(t, 'gg.wall', { hex: { q: 1, r: 0 }, material: 'interior-brick' });
    const offers = of(t, 'gg.door');
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ aim: 'hex', aimAt: ['hex'], args: { figure: 'u', ability: 'door', hex: { q: 1, r: 0 } } });
    run(t, 'gg.door', offers[0]!.args);
    expect(Object.keys(state(t).sys.walls)).toEqual([]);
  });

  it('[GG-ABL-33] [GG-PLAY-206] a Gate is offered, aimed at its near and far hexes in turn', () => {
    const t = two(hero('Portal', [line('gate', 2)]));
    const offers = of(t, 'gg.gate');
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ aim: 'line', aimAt: ['near', 'far'], args: { figure: 'u', ability: 'gate' } });
    run(t, 'gg.gate', { ...(offers[0]!.args as object), near: { q: 1, r: 0 }, far: { q: 30, r: 0 } }, [], ['allow']);
    expect(state(t).sys.openings).toHaveLength(1);
  });

  it('[GG-ABL-69] [GG-ABL-70] a trapped figure is not offered a Ranged Wall (a Line aimed 1+ away), nor aimed off its own hex', () => {
    const t = two(WALLER, hero('Foe', [line('telekinesis', 2, { key: 'tk', modifiers: [mod('ranged')] })]));
    const s = state(t);
    const u = s.figures['u']!;
    const c = { id: 'trapped', ruleId: 'GG-ACT-01', data: { from: 'e', ability: 'tk', level: 2 } };
    const trapped = { ...s, figures: { ...s.figures, u: { ...u, conditions: [...u.conditions, c] } } } as S;
    expect(of(t, 'gg.create-wall')).toHaveLength(1);
    expect(gloriousGladiators.legalActions(trapped, GM, { options: s.options as never, actor: GM }).filter((a) => a.type === 'gg.create-wall')).toEqual([]);
  });

  it('[GG-PLAY-206] bots pick none of these offers, and propose from the state what they choose from the list', () => {
    const walled = two(hero('Keymaster', [line('door', 2, { modifiers: [mod('touch')] })]));
    run(walled, 'gg.wall', { hex: { q: 1, r: 0 }, material: 'interior-brick' });
    const tables = [two(WALLER), two(DAMPER), two(SHAPER), two(hero('Portal', [line('gate', 2)])), walled];
    for (const t of tables) {
      const picks = botPicks(gloriousGladiators, t.state);
      expect(legal(t).some((a) => a.aim !== undefined)).toBe(true);
      expect(picks.chosen?.type).not.toMatch(/^gg\.(create-wall|door|gate|suppress|environment)$/);
      if (picks.proposed) expect(picks.proposed).toEqual(picks.chosen);
    }
  });
});

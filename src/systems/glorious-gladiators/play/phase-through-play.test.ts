import { describe, expect, it } from 'vitest';
import { oddsOf } from '../../../kernel/index.ts';
import { hero, line, pos } from './ability-testing.ts';
import { gloriousGladiators } from '../system.ts';
import type { S } from './model.ts';
import { data, events, ggTable, GM, refusal, run, status, tryRun } from './testing.ts';

// An insubstantial character crossing a wall it does not pass freely (GG-ABL-42, seed L122; ruling
// GG-PLAY-94), through real commands with scripted dice. The Ghost (Insubstantial 3, Solid) stands
// at 0,0 beside a wall hex at 1,0; the open hex beyond is 2,0.

function ghost(material: string, active = true) {
  const t = ggTable([
    { id: 'g', side: 'one', sheet: hero('Ghost', [line('insubstantial', 3, { types: ['solid'] })]), at: { q: 0, r: 0 } },
    { id: 'x', side: 'two', sheet: hero('Other', []), at: { q: 0, r: 6 } },
  ], { heroPoints: 0 });
  run(t, 'gg.wall', { hex: { q: 1, r: 0 }, material });
  run(t, 'combat.start', {}, [9, 1]);
  if (active) run(t, 'gg.activate', { figure: 'g', ability: 'insubstantial' });
  return t;
}
const cross = { figure: 'g', ability: 'running', hex: { q: 1, r: 0 } };

describe('glorious gladiators: Insubstantial through a stronger wall', () => {
  it('[GG-ABL-42] [GG-PLAY-94] a roll of its Level against the wall\'s: a success takes it through', () => {
    // Insubstantial 3 against a bunker's 7: 9+.
    const t = ghost('bunker');
    const r = run(t, 'gg.phase-through', cross, [9]);
    expect(data(events(r, 'gg.phase-through')[0])).toMatchObject({ level: 3, wall: 7, needed: 9, crossed: true });
    expect(pos(t, 'g')).toEqual({ q: 2, r: 0 });
  });

  it('[GG-ABL-42] [GG-PLAY-94] a failure costs 1 hit and the crossing', () => {
    const t = ghost('bunker');
    const before = status(t, 'g').hits;
    run(t, 'gg.phase-through', cross, [8]);
    expect(status(t, 'g').hits).toBe(before - 1);
    expect(pos(t, 'g')).toEqual({ q: 0, r: 0 });
  });

  it('[GG-PLAY-94] [GG-PLAY-85] only an insubstantial character beside a wall it does not pass freely rolls', () => {
    expect(refusal(tryRun(ghost('interior-brick'), 'gg.phase-through', cross))).toBe('GG_NOT_APPLICABLE GG-PLAY-85');
    expect(refusal(tryRun(ghost('bunker', false), 'gg.phase-through', cross))).toBe('GG_NOT_APPLICABLE GG-ABL-42');
    const t = ghost('bunker');
    run(t, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'bunker' });
    expect(refusal(tryRun(t, 'gg.phase-through', cross))).toBe('GG_HEX_NOT_REACHABLE GG-PLAY-94');
  });

  it('[GG-PLAY-94] [GG-DICE-08] the action bar offers the crossing, with its odds', () => {
    const t = ghost('bunker');
    const offered = gloriousGladiators.legalActions(t.state as S, GM, { options: t.state.options as never, actor: GM })
      .filter((a) => a.type === 'gg.phase-through');
    expect(offered.map((a) => a.label)).toEqual(['Pass through the bunker at 1,0 (Insubstantial)']);
    const o = oddsOf(gloriousGladiators, t.state, { type: 'gg.phase-through', args: offered[0]!.args }, GM);
    if (!o.ok) throw new Error(o.rejection.message);
    expect(o.distribution.probability({ crossed: true }).toString()).toBe('1/5');
  });
});

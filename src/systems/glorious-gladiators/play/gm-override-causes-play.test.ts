import { describe, expect, it } from 'vitest';
import { hero, line, minion, mod } from './ability-testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { data, events, ggTable, run, status } from './testing.ts';

// A GM override of a Hindrance or a drained ability (gm.set) and the Hinders and Drains recorded
// as having put them on (GG-PLAY-186): ruling GG-PLAY-190.

const glue = line('hinder', 2, { key: 'glue', types: ['solid'], modifiers: [mod('ranged')] });
const zap = line('hinder', 2, { key: 'zap', types: ['energy'], modifiers: [mod('ranged')] });
const leech = line('drain', 2, { key: 'leech', types: ['physical'], options: { drains: 'named', target: 'Flight' }, modifiers: [mod('ranged')] });
const fly = line('movement', 3, { key: 'fly', name: 'Flight', options: { classes: ['air'] } });
const grip = line('hindrance-defence', 1, { key: 'grip', types: ['solid'] });
const spark = line('hindrance-defence', 1, { key: 'spark', types: ['energy'] });

/** A minor beside a hero with these attacks; the hero acts first. */
function pair(attacks: AbilityPick[], abilities: AbilityPick[]) {
  const t = ggTable([
    { id: 'h', side: 'two', sheet: hero('Foe', attacks), at: { q: 0, r: 0 } },
    { id: 'm', side: 'one', sheet: minion('Warded', abilities), at: { q: 3, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

const gmSet = (t: ReturnType<typeof pair>, path: string[], value: unknown) =>
  run(t, 'gm.set', { path: ['figures', 'm', 'status', ...path], value: value as never });

/** The hero's glue takes hold of the minor: 1 Hindrance point, recorded as a Solid Hinder's. */
function glued() {
  const t = pair([glue, zap], [grip, spark]);
  // To hit on a 5; Hinder 2 against grip 1 on a 4: 1 point.
  run(t, 'gg.attack', { figure: 'h', ability: 'glue', target: 'm' }, [5, 4]);
  expect(status(t, 'm').hindrance).toBe(1);
  expect(status(t, 'm').causes?.hindrance).toEqual([{ types: ['solid'], source: expect.any(String) as string }]);
  return t;
}

describe('glorious gladiators: a GM override of Hindrance or drained Levels and their recorded causes (GG-PLAY-190)', () => {
  it('[GG-PLAY-190] [GG-PLAY-186] a GM who clears the Hindrance clears its record: the next Hinder is the only one recorded', () => {
    const t = glued();
    gmSet(t, ['hindrance'], 0);
    expect(status(t, 'm').causes).toBeUndefined();
    run(t, 'gg.end-turn', { figure: 'h' });
    run(t, 'gg.end-turn', { figure: 'm' });
    // Full Turn 2: the hero's Energy zap takes hold (against spark 1, on a 4: 1 point).
    run(t, 'gg.attack', { figure: 'h', ability: 'zap', target: 'm' }, [5, 4]);
    expect(status(t, 'm').hindrance).toBe(1);
    expect(status(t, 'm').causes?.hindrance).toEqual([{ types: ['energy'], source: expect.any(String) as string }]);
    run(t, 'gg.end-turn', { figure: 'h' });
    // Only spark applies: a 1 + 1 = 2, the Solid grip is not added for a Hinder long gone.
    const r = run(t, 'gg.resist-hindrance', { figure: 'm' }, [1]);
    expect(data(events(r, 'gg.hindered')[0])).toMatchObject({ defence: 1 });
  });

  it('[GG-PLAY-190] [GG-PLAY-186] points the GM puts on by hand name no Hinder: every Hindrance Defence applies, after a clear or on top', () => {
    const t = glued();
    gmSet(t, ['hindrance'], 0);
    gmSet(t, ['hindrance'], 1);
    run(t, 'gg.end-turn', { figure: 'h' });
    let r = run(t, 'gg.resist-hindrance', { figure: 'm' }, [1]);
    expect(data(events(r, 'gg.hindered')[0])).toMatchObject({ defence: 2 });

    const u = glued();
    gmSet(u, ['hindrance'], 3);
    expect(status(u, 'm').causes).toBeUndefined();
    run(u, 'gg.end-turn', { figure: 'h' });
    r = run(u, 'gg.resist-hindrance', { figure: 'm' }, [1]);
    expect(data(events(r, 'gg.hindered')[0])).toMatchObject({ defence: 2 });
  });

  it('[GG-PLAY-190] [GG-PLAY-186] a GM who takes some points off leaves the rest to the Hinders recorded; one who writes the record is obeyed', () => {
    const t = glued();
    gmSet(t, ['hindrance'], 3);
    gmSet(t, ['causes'], { hindrance: [{ types: ['solid'], source: 'standard' }] });
    gmSet(t, ['hindrance'], 2);
    expect(status(t, 'm').causes?.hindrance).toEqual([{ types: ['solid'], source: 'standard' }]);
    run(t, 'gg.end-turn', { figure: 'h' });
    const r = run(t, 'gg.resist-hindrance', { figure: 'm' }, [1]);
    expect(data(events(r, 'gg.hindered')[0])).toMatchObject({ defence: 1 });
  });

  it('[GG-PLAY-190] [GG-PLAY-186] a GM override of the whole status that clears the Hindrance clears its record too', () => {
    const t = glued();
    gmSet(t, [], { ...status(t, 'm'), hindrance: 0 });
    expect(status(t, 'm').causes).toBeUndefined();
  });

  it('[GG-PLAY-190] [GG-PLAY-186] drained Levels the GM gives back, one ability or the whole list, take their Drain\'s record with them', () => {
    for (const [path, value] of [[['drained', 'fly'], 0], [['drained'], {}]] as const) {
      const t = pair([leech], [fly]);
      run(t, 'gg.attack', { figure: 'h', ability: 'leech', target: 'm' }, [5, 4]);
      expect(status(t, 'm').causes?.drained?.fly).toHaveLength(1);
      gmSet(t, [...path], value);
      expect(status(t, 'm').causes).toBeUndefined();
    }
  });

  it('[GG-PLAY-190] [GG-ACT-01] [GG-PLAY-186] the last Level recovered by play takes the record as the GM\'s clearing does', () => {
    const t = pair([leech], [fly]);
    run(t, 'gg.attack', { figure: 'h', ability: 'leech', target: 'm' }, [5, 4]);
    run(t, 'gg.end-turn', { figure: 'h' });
    run(t, 'gg.recover-drained', { figure: 'm', ability: 'fly' }, [9]);
    expect(status(t, 'm').drained).toEqual({ fly: 0 });
    expect(status(t, 'm').causes).toBeUndefined();
  });
});

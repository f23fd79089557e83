import { describe, expect, it } from 'vitest';
import { disabling, hero, line, minion, mod } from './ability-testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { data, events, ggTable, rollLabels, run, status } from './testing.ts';

// Resist a Hindrance and Recover a Drained ability (GG-ACT-01, seed L470-471) add "the Level of any
// Hindrance Defence / Drain Defence which applies": a defence "of a named Type or Source" (L92, L119)
// applies to what put the points or Levels on, at the Level it has now (ruling GG-PLAY-186).

/** A minor beside a hero with one ranged attack; the hero acts first. */
function pair(attack: AbilityPick, abilities: AbilityPick[]) {
  const t = ggTable([
    { id: 'h', side: 'two', sheet: hero('Foe', [attack]), at: { q: 0, r: 0 } },
    { id: 'm', side: 'one', sheet: minion('Warded', abilities), at: { q: 3, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

const fly = line('movement', 3, { key: 'fly', name: 'Flight', options: { classes: ['air'] } });

describe('glorious gladiators: a recovery roll adds the defences that apply, at their Level now (GG-PLAY-186)', () => {
  it('[GG-ACT-01] [GG-ABL-21] [GG-PLAY-186] Recover a Drained ability adds a Drain Defence of the Drain\'s Type, not one of another', () => {
    const leech = line('drain', 2, { types: ['physical'], options: { drains: 'named', target: 'Flight' }, modifiers: [mod('ranged')] });
    const t = pair(leech, [line('drain-defence', 1, { key: 'ward', types: ['physical'] }), line('drain-defence', 2, { key: 'mind', types: ['psychic'] }), fly]);
    // To hit on a 5; Drain 2 against the Physical ward 1 on a 4 (no Boost): Flight loses a Level.
    run(t, 'gg.attack', { figure: 'h', ability: 'drain', target: 'm' }, [5, 4]);
    expect(status(t, 'm').drained).toEqual({ fly: 1 });
    expect(status(t, 'm').causes?.drained).toEqual({ fly: [{ types: ['physical'], source: expect.any(String) as string }] });
    run(t, 'gg.end-turn', { figure: 'h' });
    // A 1 + the Physical ward's 1 = 2: nothing back; the Psychic one does not apply to a Physical Drain.
    const r = run(t, 'gg.recover-drained', { figure: 'm', ability: 'fly' }, [1]);
    expect(data(events(r, 'gg.drained')[0])).toMatchObject({ defence: 1, drained: 1 });
  });

  it('[GG-ACT-01] [GG-ABL-21] [GG-PLAY-186] a Drain Defence against a Source adds against a Drain of that Source, whatever its Type', () => {
    const leech = line('drain', 2, { types: ['energy'], source: 'cosmic', options: { drains: 'named', target: 'Flight' }, modifiers: [mod('ranged')] });
    const t = pair(leech, [line('drain-defence', 1, { key: 'ward', coversSource: 'cosmic' }), line('drain-defence', 2, { key: 'mind', types: ['psychic'] }), fly]);
    run(t, 'gg.attack', { figure: 'h', ability: 'drain', target: 'm' }, [5, 4]);
    expect(status(t, 'm').drained).toEqual({ fly: 1 });
    run(t, 'gg.end-turn', { figure: 'h' });
    // A 1 + the Cosmic ward's 1 = 2: nothing back; the Psychic one does not apply to an Energy Drain.
    const r = run(t, 'gg.recover-drained', { figure: 'm', ability: 'fly' }, [1]);
    expect(data(events(r, 'gg.drained')[0])).toMatchObject({ defence: 1, drained: 1 });
  });

  it('[GG-ACT-01] [GG-ABL-39] [GG-ABL-38] [GG-ABL-25] [GG-MOD-14] [GG-PLAY-186] Resist a Hindrance adds a Hindrance Defence of the Hinder\'s Type and Escape; another Type neither adds nor is used', () => {
    const glue = line('hinder', 2, { key: 'glue', types: ['solid'], modifiers: [mod('ranged')] });
    const t = pair(glue, [line('escape', 1), disabling('hindrance-defence', 1, { key: 'spark', types: ['energy'] }),
      line('hindrance-defence', 1, { key: 'grip', types: ['solid'] })]);
    // To hit on a 5; Hinder 2 against grip 1 on a 4 (no Boost): 1 Hindrance point.
    run(t, 'gg.attack', { figure: 'h', ability: 'glue', target: 'm' }, [5, 4]);
    expect(status(t, 'm').hindrance).toBe(1);
    run(t, 'gg.end-turn', { figure: 'h' });
    // Escape 1 + grip 1: the Energy spark neither adds nor rolls its Disabling.
    const r = run(t, 'gg.resist-hindrance', { figure: 'm' }, [1]);
    expect(rollLabels(r)).toEqual(['resist hindrance']);
    expect(data(events(r, 'gg.hindered')[0])).toMatchObject({ defence: 2, points: -1, hindrance: 0 });
    // The last point gone, no record of the Hinder is kept.
    expect(status(t, 'm').causes).toBeUndefined();
  });

  it('[GG-ACT-01] [GG-ABL-21] [GG-PLAY-186] a drained Drain Defence adds its Level now; Levels the GM set (no Drain named) take every Drain Defence', () => {
    const t = ggTable([
      { id: 'm', side: 'one', sheet: minion('Warded', [line('drain-defence', 1, { key: 'ward', types: ['physical'] }),
        line('drain-defence', 2, { key: 'mind', types: ['psychic'] }), fly]), at: { q: 0, r: 0 } },
      { id: 'h', side: 'two', sheet: hero('Foe', []), at: { q: 5, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.end-turn', { figure: 'h' });
    run(t, 'gm.set', { path: ['figures', 'm', 'status', 'drained'], value: { fly: 2, mind: 1 } });
    // A 6 + ward 1 + mind 1 (2 less 1 drained) = 8: one Level back (the built Levels made 9: two).
    const r = run(t, 'gg.recover-drained', { figure: 'm', ability: 'fly' }, [6]);
    expect(data(events(r, 'gg.drained')[0])).toMatchObject({ defence: 2, levels: -1, drained: 1 });
  });

  it('[GG-ABL-63] [GG-ACT-01] [GG-PLAY-186] Super Strength, added to Hindrance Defence against Solid and Physical Hinders, adds to resisting theirs, not an Energy one\'s', () => {
    const strong = [line('super-strength', 2, { types: ['solid'] })];
    const glue = line('hinder', 3, { key: 'glue', types: ['solid'], modifiers: [mod('ranged')] });
    const t = pair(glue, strong);
    // To hit on a 5; Hinder 3 against Super Strength's 2 on a 9 (needs 4+, a Boost): 2 Hindrance points.
    run(t, 'gg.attack', { figure: 'h', ability: 'glue', target: 'm' }, [5, 9]);
    expect(status(t, 'm').hindrance).toBeGreaterThan(0);
    run(t, 'gg.end-turn', { figure: 'h' });
    const r = run(t, 'gg.resist-hindrance', { figure: 'm' }, [1]);
    expect(data(events(r, 'gg.hindered')[0])).toMatchObject({ defence: 2 });

    const spark = line('hinder', 3, { key: 'glue', types: ['energy'], modifiers: [mod('ranged')] });
    const u = pair(spark, strong);
    run(u, 'gg.attack', { figure: 'h', ability: 'glue', target: 'm' }, [5, 9]);
    expect(status(u, 'm').hindrance).toBeGreaterThan(0);
    run(u, 'gg.end-turn', { figure: 'h' });
    const e = run(u, 'gg.resist-hindrance', { figure: 'm' }, [1]);
    expect(data(events(e, 'gg.hindered')[0])).toMatchObject({ defence: 0 });
  });
});

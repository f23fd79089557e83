import { describe, expect, it } from 'vitest';
import { hero, line, mod, ranged } from './ability-testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { data, events, ggTable, run } from './testing.ts';

// Attacking a wall hex (GG-SIT-03, seed L674; ruling GG-PLAY-22), through real commands with
// scripted dice: the attacker at 0,0, a wall at 2,0, someone else well away.

function shooter(abilities: AbilityPick[], material = 'heavy-wood') {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: hero('Shooter', abilities), at: { q: 0, r: 0 } },
    { id: 'x', side: 'two', sheet: hero('Other', []), at: { q: 0, r: 6 } },
  ], { heroPoints: 0 });
  run(t, 'gg.wall', { hex: { q: 2, r: 0 }, material });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

describe('glorious gladiators: attacking walls', () => {
  it('[GG-SIT-03] [GG-MOD-48] [GG-PLAY-22] Piercing ignores 3 points of a wall\'s Damage Defence, which is not Hardened', () => {
    // Damage 2 Piercing against a heavy wood wall, Damage Defence 3 less 3: 0 − 2 + 5 = 3+ (6+ without the Piercing).
    const t = shooter([ranged('damage', 2, 'piercing')]);
    const r = run(t, 'gg.attack-wall', { figure: 'a', ability: 'damage', hex: { q: 2, r: 0 } }, [3]);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ level: 2, needed: 3, breached: true });
  });

  it('[GG-SIT-03] [GG-PLAY-22] without Piercing the wall\'s whole Damage Defence meets the attack', () => {
    const t = shooter([ranged('damage', 2)]);
    const r = run(t, 'gg.attack-wall', { figure: 'a', ability: 'damage', hex: { q: 2, r: 0 } }, [3]);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ level: 2, needed: 6, breached: false });
  });

  it('[GG-SIT-03] [GG-ATK-07] [GG-PLAY-22] a Hindered attacker takes its Penalty on the result against a wall', () => {
    // Damage 2 against heavy wood (3): 6+, a Penalty (2 on the roll) for being Hindered: 8+, failed on a 7.
    const t = shooter([ranged('damage', 2)]);
    run(t, 'gm.set', { path: ['figures', 'a', 'status', 'hindrance'], value: 1 });
    const r = run(t, 'gg.attack-wall', { figure: 'a', ability: 'damage', hex: { q: 2, r: 0 } }, [7]);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ needed: 8, hits: 0, breached: false });
  });

  it('[GG-ATK-07] [GG-PLAY-266] [GG-PLAY-270] a grabber\'s Solid blow at a wall lets the grip go first, so takes no Grabbing Penalty', () => {
    // Damage (Solid) 2 against heavy wood (3): 6+. Holding the Other, the blow breaks the grab in the process
    // (seed L113): no Penalty, 6+ still, hit on a 7.
    const solid = line('damage', 2, { types: ['solid'], modifiers: [mod('ranged')] });
    const t = ggTable([
      { id: 'a', side: 'one', sheet: hero('Wrestler', [solid, line('grab', 2)]), at: { q: 0, r: 0 } },
      { id: 'x', side: 'two', sheet: hero('Other', []), at: { q: 0, r: 1 } },
    ], { heroPoints: 0 });
    run(t, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'heavy-wood' });
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.grab', { grabber: 'a', target: 'x' });
    const r = run(t, 'gg.attack-wall', { figure: 'a', ability: 'damage', hex: { q: 2, r: 0 } }, [7]);
    expect(events(r, 'gg.released')).toHaveLength(1);
    expect(data(events(r, 'gg.wall')[0])).toMatchObject({ needed: 6, hits: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import type { StepResult, TableEngine } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { hero, line, ranged } from './ability-testing.ts';
import { ggTable, pairTable, run, tryRun } from './testing.ts';

// A distance of 1 reads '1 hex', not '1 hexes', in refusals and log lines, as the arena words it
// (kernel Arena.unitOne; GG-PLAY-20 hexes).

const refused = (r: StepResult): string => (r.ok ? 'accepted' : r.rejection.message ?? '');

describe('glorious gladiators: hexes in words', () => {
  it('[GG-PLAY-200] [GG-PLAY-20] a Touch Grab\'s reach is 1 hex', () => {
    const t = pairTable(hero('Wrestler', [line('grab', 2)]), hero('Other', []), { q: 3, r: 0 });
    expect(refused(tryRun(t, 'gg.grab', { grabber: 'a', target: 'b' }))).toBe('Beyond the Grab\'s reach (1 hex).');
  });

  it('[GG-ABL-65] [GG-PLAY-20] Telekinesis 1 moves the held at most 1 hex', () => {
    const t: TableEngine = ggTable([
      { id: 'k', side: 'a', sheet: hero('Kinetic', [ranged('telekinesis', 1)]), at: { q: 0, r: 0 } },
      { id: 'v', side: 'b', sheet: hero('Plain', []), at: { q: 3, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.attack', { figure: 'k', ability: 'telekinesis', target: 'v' }, [9, 9]);
    const far = tryRun(t, 'gg.telekinesis', { figure: 'k', ability: 'telekinesis', target: 'v', to: { q: 6, r: 0 } });
    expect(refused(far)).toBe('Move it at most 1 hex, clear of walls, to a free hex.');
  });

  it('[GG-MOD-35] [GG-PLAY-20] a knockback that strikes after 1 hex says so', () => {
    const line1 = gloriousGladiators.describe({ type: 'gg.knockback-struck', data: { target: 'b', struck: 'c', travelled: 1, level: 3 }, ruleIds: [], seq: 1, batch: 1 });
    expect(line1).toContain('after 1 hex:');
  });

  it('[GG-ABL-33] [GG-PLAY-20] Gates too far apart: the greatest distance in hexes, as a number', () => {
    const t = pairTable(hero('Portal', [line('gate', 1)]), hero('Other', []), { q: 4, r: 0 });
    const r = tryRun(t, 'gg.gate', { figure: 'a', ability: 'gate', near: { q: 1, r: 0 }, far: { q: 30, r: 0 } }, [], ['allow']);
    expect(refused(r)).toBe('Gates are at most 10 hexes apart.');
  });
});

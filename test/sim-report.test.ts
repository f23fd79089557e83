// The balance lab asks the server for a long run in chunks (for a progress bar) and adds them up
// with the report layer's mergeSummaries: the sum must be the run in one piece, metrics included.
import { describe, expect, it } from 'vitest';
import { simulate, type Combatant } from '../src/kernel/index.ts';
import { mergeSummaries } from '../src/report/index.ts';
import { d100TrickStunt } from '../src/systems/d100-trick-stunt/index.ts';
import { highLowHeroes } from '../src/systems/high-low-heroes/index.ts';

function pair(system: typeof d100TrickStunt | typeof highLowHeroes, a: string, b: string): Combatant[] {
  const t = (id: string) => system.templates.find((x) => x.id === id)!;
  return [{ id: 'a', name: t(a).name, side: 'A', sheet: t(a).sheet }, { id: 'b', name: t(b).name, side: 'B', sheet: t(b).sheet }];
}

describe('chunks of a simulation add up to the whole run', () => {
  for (const [name, system, a, b] of [['d100 wounds', d100TrickStunt, 'aldo', 'brick'], ['High/Low Heroes Life', highLowHeroes, 'blaze', 'titan']] as const) {
    it(`${name}: wins, lengths, intervals and every metric's histogram`, () => {
      const combatants = pair(system, a, b);
      const whole = simulate(system, combatants, { fights: 90, seed: 'chunks' });
      // Uneven chunks, through JSON as the server sends them (histogram keys become strings).
      const parts = [[0, 25], [25, 40], [65, 25]].map(([first, fights]) =>
        JSON.parse(JSON.stringify(simulate(system, combatants, { fights: fights!, seed: 'chunks', first: first! }))) as typeof whole);
      const merged = mergeSummaries(parts);
      expect(Object.keys(whole.metrics).length).toBeGreaterThan(0);
      expect(merged.metrics).toEqual(JSON.parse(JSON.stringify(whole.metrics)));
      expect(merged.rounds).toEqual(JSON.parse(JSON.stringify(whole.rounds)));
      expect(merged.wins).toEqual(whole.wins);
      expect(merged.winRates).toEqual(whole.winRates);
      expect(merged.fights).toBe(90);
      expect(merged.meanRounds).toBeCloseTo(whole.meanRounds, 10);
    });
  }
});

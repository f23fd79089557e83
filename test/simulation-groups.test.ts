import { describe, expect, it } from 'vitest';
import { seededRng } from '../src/dice/index.ts';
import { inArena, sideFighters, simulateFight, type Combatant, type TableState } from '../src/kernel/index.ts';
import { gloriousGladiators } from '../src/systems/glorious-gladiators/index.ts';

const template = (id: string) => gloriousGladiators.templates.find((t) => t.id === id)!;

function side(letter: string, name: string, ids: readonly string[]): Combatant[] {
  const named = sideFighters(letter, name, ids.map((id) => template(id).name));
  return ids.map((id, i) => ({ id: named[i]!.id, name: named[i]!.name, side: name, sheet: template(id).sheet }));
}

// Every template, in groups: heroes against gangs, mixed sides, many against many. A fight the
// rules cannot end (a side never defeated, a turn no one can take) would stop at the command cap
// with the table still in combat; the End Game (GG-DMG-03) and defeat (GG-DMG-04) must end each.
const MATCHES: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [['blue-comet'], ['gang-member', 'gang-member', 'gang-member', 'gang-member']],
  [['ironclad'], ['swat-agent', 'swat-agent', 'swat-agent']],
  [['mindwarp'], ['city-police', 'city-police', 'city-police', 'city-police', 'city-police']],
  [['blue-comet', 'ironclad'], ['mindwarp', 'gangster', 'gangster', 'gangster']],
  [['blue-comet', 'blue-comet'], ['ironclad', 'ironclad']],
];

describe('simulated group fights', () => {
  it('[GG-DMG-03] [GG-DMG-04] [GG-ATK-06] end, every one, with a side defeated (or both: a draw) well before the command cap', () => {
    for (const [a, b] of MATCHES) {
      const combatants = inArena(gloriousGladiators, [...side('a', 'A', a), ...side('b', 'B', b)]);
      for (let n = 0; n < 12; n++) {
        let end: TableState | undefined;
        const r = simulateFight(gloriousGladiators, combatants, seededRng(`groups:${a.join('+')}:${n}`), { end: (s) => (end = s) });
        const sys = end!.sys as { defeated: string[] };
        expect(end!.phase, `${a.join('+')} v ${b.join('+')} fight ${n}`).toBe('ended');
        expect(r.commands).toBeLessThan(2000);
        expect(r.winner === null ? sys.defeated.sort() : sys.defeated).toEqual(r.winner === null ? ['A', 'B'] : [r.winner === 'A' ? 'B' : 'A']);
      }
    }
  });
});

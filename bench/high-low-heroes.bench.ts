// high-low-heroes benchmarks: exact odds of one attack (target < 5 ms) and simulated 1-v-1
// fights per second on one core (target ≥ 10,000), off the map and on it.
import { Bench } from 'tinybench';
import { clearDistributionMemo, scriptedFaces, seededRng } from '../src/dice/index.ts';
import { oddsOf, simulateFight, TableEngine } from '../src/kernel/index.ts';
import { BLAZE, TITAN, highLowHeroes } from '../src/systems/high-low-heroes/index.ts';
import { DUELS } from './duels.ts';
import { latencies, print, simulationRate } from './report.ts';

const GM = { kind: 'gm' } as const;

export async function run(): Promise<void> {
  const t = TableEngine.create(highLowHeroes, { seed: 'bench' });
  t.execute({ id: 'a', type: 'figure.add', args: { id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE, position: { x: 0, y: 0 } } }, GM);
  t.execute({ id: 'b', type: 'figure.add', args: { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN, position: { x: 1, y: 0 } } }, GM);
  t.execute({ id: 's', type: 'combat.start' }, GM, { faces: scriptedFaces([6, 5, 1, 2]) });
  const attack = { type: 'attack', args: { attacker: 'blaze', target: 'titan', type: 'mundane', heroicEffort: false } };
  if (!oddsOf(highLowHeroes, t.state, attack, GM).ok) throw new Error('bench setup: the attack is not legal');
  const bench = new Bench({ time: 1000 });
  bench.add('high-low-heroes: exact odds of an attack', () => oddsOf(highLowHeroes, t.state, attack, GM), { beforeEach: clearDistributionMemo });
  await bench.run();
  let fight = 0;
  const free = simulationRate(() => simulateFight(highLowHeroes, DUELS['high-low-heroes'].combatants, seededRng(`bench:${fight++}`)));
  const mapped = simulationRate(() => simulateFight(highLowHeroes, DUELS['high-low-heroes-map'].combatants, seededRng(`bench:${fight++}`)));
  print('high-low-heroes', [
    ...latencies(bench, 5),
    { name: 'high-low-heroes: simulated 1-v-1 fights', value: free.median, unit: '/s', range: free.range, target: { atLeast: 10_000 } },
    { name: 'high-low-heroes: simulated fights on the map', value: mapped.median, unit: '/s', range: mapped.range, target: { atLeast: 10_000 } },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

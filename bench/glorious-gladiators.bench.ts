// Glorious Gladiators 6 benchmarks: exact odds per action (target < 5 ms) and simulated 1-v-1
// fights per second on one core (target ≥ 10,000). Run alone with
// `npx tsx bench/glorious-gladiators.bench.ts` or through `npm run bench`.
import { Bench } from 'tinybench';
import { seededRng } from '../src/dice/index.ts';
import { oddsOf, simulateFight, TableEngine, type Json } from '../src/kernel/index.ts';
import { BLUE_COMET, IRONCLAD, gloriousGladiators } from '../src/systems/glorious-gladiators/index.ts';
import { DUELS } from './duels.ts';
import { latencies, print, simulationRate } from './report.ts';

const GM = { kind: 'gm' } as const;

function duelTable(): TableEngine {
  const t = TableEngine.create(gloriousGladiators, { seed: 'bench' });
  const add = (id: string, side: string, sheet: unknown, q: number) =>
    t.execute({ id: `add-${id}`, type: 'figure.add', args: { id, name: id, side, sheet: sheet as Json, position: { q, r: 0 } } }, GM);
  add('comet', 'heroes', BLUE_COMET, 0);
  add('iron', 'villains', IRONCLAD, 5);
  t.execute({ id: 'start', type: 'combat.start', args: {} }, GM);
  return t;
}

export async function run(): Promise<void> {
  const table = duelTable();
  const attack = { type: 'gg.attack', args: { figure: 'comet', ability: 'lightning-bolt', target: 'iron' } };
  const bench = new Bench({ time: 1000 });
  bench.add('glorious-gladiators: exact odds of an attack', () => {
    const r = oddsOf(gloriousGladiators, table.state, attack, GM);
    if (!r.ok) throw new Error(r.rejection.message);
  });
  await bench.run();
  let fight = 0;
  const sim = simulationRate(() => simulateFight(gloriousGladiators, DUELS['glorious-gladiators'].combatants, seededRng(`bench:${fight++}`)));
  print('glorious-gladiators', [
    ...latencies(bench, 5),
    { name: 'glorious-gladiators: simulated 1-v-1 fights', value: sim.median, unit: '/s', range: sim.range, target: { atLeast: 10_000 } },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

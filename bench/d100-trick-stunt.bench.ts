// d100-trick-stunt benchmarks: exact odds of one attack (target < 5 ms) and simulated 1-v-1
// fights per second on one core (target ≥ 10,000).
import { Bench } from 'tinybench';
import { clearDistributionMemo, seededRng } from '../src/dice/index.ts';
import { oddsOf, simulateFight, TableEngine } from '../src/kernel/index.ts';
import { ALDO, BRICK, d100TrickStunt } from '../src/systems/d100-trick-stunt/index.ts';
import { DUELS } from './duels.ts';
import { latencies, print, simulationRate } from './report.ts';

const GM = { kind: 'gm' } as const;

export async function run(): Promise<void> {
  const t = TableEngine.create(d100TrickStunt, { seed: 'bench' });
  t.execute({ id: 'a', type: 'figure.add', args: { id: 'aldo', name: 'Aldo', side: 'heroes', sheet: ALDO } }, GM);
  t.execute({ id: 'b', type: 'figure.add', args: { id: 'brick', name: 'Brick', side: 'villains', sheet: BRICK } }, GM);
  t.execute({ id: 's', type: 'combat.start' }, GM);
  const attacker = (t.state.sys as { sideOrder: string[] }).sideOrder[0] === 'heroes' ? ['aldo', 'brick'] : ['brick', 'aldo'];
  const attack = { type: 'attack', args: { attacker: attacker[0], target: attacker[1], grapple: false, situational: 0 } };
  if (!oddsOf(d100TrickStunt, t.state, attack, GM).ok) throw new Error('bench setup: the attack is not legal');
  const bench = new Bench({ time: 1000 });
  bench.add('d100-trick-stunt: exact odds of an attack', () => oddsOf(d100TrickStunt, t.state, attack, GM), { beforeEach: clearDistributionMemo });
  await bench.run();
  let fight = 0;
  const sim = simulationRate(() => simulateFight(d100TrickStunt, DUELS['d100-trick-stunt'].combatants, seededRng(`bench:${fight++}`)));
  print('d100-trick-stunt', [
    ...latencies(bench, 5),
    { name: 'd100-trick-stunt: simulated 1-v-1 fights', value: sim.median, unit: '/s', range: sim.range, target: { atLeast: 10_000 } },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

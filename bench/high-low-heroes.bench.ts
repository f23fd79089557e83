// high-low-heroes benchmarks: exact odds of one attack (target < 5 ms) and simulated 1-v-1
// fights per second on one core (target ≥ 10,000).
import { Bench } from 'tinybench';
import { clearDistributionMemo, scriptedFaces, seededRng } from '../src/dice/index.ts';
import { oddsOf, simulateFight, TableEngine, type Combatant } from '../src/kernel/index.ts';
import { BLAZE, TITAN, highLowHeroes } from '../src/systems/high-low-heroes/index.ts';

const GM = { kind: 'gm' } as const;

// One array per case for every fight, as `simulate` passes it: the table is set up once.
const DUEL: Combatant[] = [
  { id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE },
  { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN },
];
const DUEL_ON_MAP: Combatant[] = [
  { id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE, position: { x: 0, y: 0 } },
  { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN, position: { x: 8, y: 3 } },
];

export async function run(): Promise<void> {
  const t = TableEngine.create(highLowHeroes, { seed: 'bench' });
  t.execute({ id: 'a', type: 'figure.add', args: { id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE, position: { x: 0, y: 0 } } }, GM);
  t.execute({ id: 'b', type: 'figure.add', args: { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN, position: { x: 1, y: 0 } } }, GM);
  t.execute({ id: 's', type: 'combat.start' }, GM, { faces: scriptedFaces([6, 5, 1, 2]) });
  const attack = { type: 'attack', args: { attacker: 'blaze', target: 'titan', type: 'mundane', heroicEffort: false } };
  if (!oddsOf(highLowHeroes, t.state, attack, GM).ok) throw new Error('bench setup: the attack is not legal');
  let fight = 0;
  // Steady state: a fresh process runs its first ~1,000 fights while V8 is still compiling (d100's
  // at 700-1,500 a second), a one-off cost a long simulation pays once; two seconds pass it.
  const bench = new Bench({ time: 2000, warmupTime: 2000 });
  bench
    .add('high-low-heroes: exact odds of an attack', () => oddsOf(highLowHeroes, t.state, attack, GM), { beforeEach: clearDistributionMemo })
    .add('high-low-heroes: one simulated 1-v-1 fight', () => {
      simulateFight(highLowHeroes, DUEL, seededRng(`bench:${fight++}`));
    })
    .add('high-low-heroes: one simulated fight on the map', () => {
      simulateFight(highLowHeroes, DUEL_ON_MAP, seededRng(`bench:${fight++}`));
    });
  await bench.run();
  for (const task of bench.tasks) {
    const ms = (task.result as { latency?: { mean: number } } | undefined)?.latency?.mean ?? Number.NaN;
    console.log(`${task.name.padEnd(50)} ${ms.toFixed(3).padStart(9)} ms  ${(1000 / ms).toFixed(0).padStart(8)}/s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

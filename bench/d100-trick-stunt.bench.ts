// d100-trick-stunt benchmarks: exact odds of one attack (target < 5 ms) and simulated 1-v-1
// fights per second on one core (target ≥ 10,000).
import { Bench } from 'tinybench';
import { clearDistributionMemo, seededRng } from '../src/dice/index.ts';
import { oddsOf, simulateFight, TableEngine, type Combatant } from '../src/kernel/index.ts';
import { ALDO, BRICK, d100TrickStunt } from '../src/systems/d100-trick-stunt/index.ts';

const GM = { kind: 'gm' } as const;

// One array for every fight, as `simulate` passes it: the table is set up once.
const DUEL: Combatant[] = [
  { id: 'aldo', name: 'Aldo', side: 'heroes', sheet: ALDO },
  { id: 'brick', name: 'Brick', side: 'villains', sheet: BRICK },
];

export async function run(): Promise<void> {
  const t = TableEngine.create(d100TrickStunt, { seed: 'bench' });
  t.execute({ id: 'a', type: 'figure.add', args: { id: 'aldo', name: 'Aldo', side: 'heroes', sheet: ALDO } }, GM);
  t.execute({ id: 'b', type: 'figure.add', args: { id: 'brick', name: 'Brick', side: 'villains', sheet: BRICK } }, GM);
  t.execute({ id: 's', type: 'combat.start' }, GM);
  const attacker = (t.state.sys as { sideOrder: string[] }).sideOrder[0] === 'heroes' ? ['aldo', 'brick'] : ['brick', 'aldo'];
  const attack = { type: 'attack', args: { attacker: attacker[0], target: attacker[1], grapple: false, situational: 0 } };
  if (!oddsOf(d100TrickStunt, t.state, attack, GM).ok) throw new Error('bench setup: the attack is not legal');
  let fight = 0;
  // Steady state: a fresh process runs its first ~1,000 fights while V8 is still compiling (d100's
  // at 700-1,500 a second), a one-off cost a long simulation pays once; two seconds pass it.
  const bench = new Bench({ time: 2000, warmupTime: 2000 });
  bench
    .add('d100-trick-stunt: exact odds of an attack', () => oddsOf(d100TrickStunt, t.state, attack, GM), { beforeEach: clearDistributionMemo })
    .add('d100-trick-stunt: one simulated 1-v-1 fight', () => {
      simulateFight(d100TrickStunt, DUEL, seededRng(`bench:${fight++}`));
    });
  await bench.run();
  for (const task of bench.tasks) {
    const ms = (task.result as { latency?: { mean: number } } | undefined)?.latency?.mean ?? Number.NaN;
    console.log(`${task.name.padEnd(50)} ${ms.toFixed(3).padStart(9)} ms  ${(1000 / ms).toFixed(0).padStart(8)}/s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();

// Where a simulated fight spends its time and memory: `npx tsx scripts/profile-sim.ts <duel>`
// runs the bench's fights (bench/duels.ts) and reports CPU time and bytes allocated per fight;
// `--cpu file.cpuprofile` also writes a CPU profile (open it in Chrome's DevTools or any
// .cpuprofile viewer). Bytes come from V8's sampling heap profiler, which repeats to ~1% for the
// same fights; seconds vary with the machine, so compare code against code in one sitting.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { Command } from 'commander';
import { seededRng } from '../src/dice/index.ts';
import { simulateFight } from '../src/kernel/index.ts';
import { DUELS, type DuelName } from '../bench/duels.ts';

interface Opts { fights: string; warmup: string; cpu?: string }

const program = new Command('profile-sim')
  .argument('<duel>', `one of ${Object.keys(DUELS).join(', ')}`)
  .option('--fights <n>', 'fights measured', '2000')
  .option('--warmup <n>', 'fights run first, while V8 compiles (not measured)', '3000')
  .option('--cpu <file>', 'also write a CPU profile of the measured fights')
  .action(async (name: string, opts: Opts) => {
    if (!Object.hasOwn(DUELS, name)) program.error(`no duel "${name}" (known: ${Object.keys(DUELS).join(', ')})`);
    const { system, combatants } = DUELS[name as DuelName];
    const fights = Number(opts.fights);
    let n = 0;
    const fight = () => simulateFight(system, combatants, seededRng(`profile:${n++}`));
    for (let i = 0; i < Number(opts.warmup); i++) fight();

    // Time first, with no profiler attached: the profilers slow V8 down.
    const start = process.cpuUsage();
    for (let i = 0; i < fights; i++) fight();
    const cpu = process.cpuUsage(start);
    const perFight = (cpu.user + cpu.system) / fights;

    const session = new Session();
    session.connect();
    // A sample every 512 bytes on average, kept whether or not the garbage collector has freed it
    // since: what a fight allocates, not what it leaves behind.
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 512, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true,
    });
    for (let i = 0; i < fights; i++) fight();
    const { profile } = await session.post('HeapProfiler.stopSampling');
    let cpuProfile = null;
    if (opts.cpu) {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      for (let i = 0; i < fights; i++) fight();
      cpuProfile = (await session.post('Profiler.stop')).profile;
    }
    session.disconnect();

    console.log(`${name}: ${fights} fights after ${opts.warmup} warm-up`);
    console.log(`  CPU time   ${perFight.toFixed(1)} µs a fight (${Math.round(1e6 / perFight).toLocaleString('en')}/s)`);
    console.log(`  allocated  ${(allocated(profile.head) / fights / 1024).toFixed(1)} KB a fight`);
    if (cpuProfile && opts.cpu) {
      writeFileSync(opts.cpu, JSON.stringify(cpuProfile));
      console.log(`  CPU profile written to ${opts.cpu}`);
    }
  });

/** Bytes a sampling heap profile's call tree stands for (each node's self size is already scaled up). */
function allocated(node: { selfSize: number; children: readonly unknown[] }): number {
  let total = node.selfSize;
  for (const child of node.children) total += allocated(child as typeof node);
  return total;
}

await program.parseAsync();

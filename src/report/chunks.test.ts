import { describe, expect, it } from 'vitest';
import { duelSystem, simulate, type Combatant } from '../kernel/index.ts';
import { runInChunks } from './index.ts';

// The kernel's own test system: the report layer runs above the kernel, not the game systems.
const combatants: Combatant[] = [
  { id: 'a', name: 'Hero', side: 'A', sheet: { life: 10, bonus: 0 } },
  { id: 'b', name: 'Ogre', side: 'B', sheet: { life: 8, bonus: 1 } },
];
const piece = (first: number, n: number) => simulate(duelSystem, combatants, { fights: n, seed: 'chunks', first });
/** A piece as a server answers it: later. */
const later = (first: number, n: number) => Promise.resolve(piece(first, n));

/** Pieces that finish when the test says, in any order, counting how many run at once. */
function gate() {
  const waiting: Array<() => void> = [];
  let running = 0;
  let most = 0;
  const run = (first: number, n: number) => new Promise<ReturnType<typeof piece>>((resolve) => {
    running++;
    most = Math.max(most, running);
    waiting.push(() => {
      running--;
      resolve(piece(first, n));
    });
  });
  return { run, waiting, most: () => most };
}

describe('a simulation run in chunks', () => {
  it('adds up to the run in one piece however many run at once and whatever order they finish in', async () => {
    const whole = piece(0, 90);
    for (const parallel of [1, 2, 4]) {
      const g = gate();
      const result = runInChunks({ fights: 90, chunks: 7, parallel, run: g.run });
      let finished = false;
      void result.then(() => (finished = true), () => (finished = true));
      // Finish the newest piece under way first each time: the merge must not follow the order of finishing.
      while (!finished) {
        await new Promise((r) => setImmediate(r));
        g.waiting.pop()?.();
      }
      expect(await result).toEqual(whole);
      expect(g.most()).toBe(parallel);
    }
  });

  it('reports progress piece by piece up to every fight', async () => {
    const seen: number[] = [];
    await runInChunks({ fights: 25, chunks: 10, parallel: 2, run: later, onProgress: (done, total) => seen.push(done / total) });
    expect(seen).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 25].map((d) => d / 25));
  });

  it('fails with the first failure and starts no piece after it', async () => {
    const started: number[] = [];
    const run = (first: number, n: number) => {
      started.push(first);
      return first === 20 ? Promise.reject(new Error('worker lost')) : later(first, n);
    };
    await expect(runInChunks({ fights: 100, chunks: 10, parallel: 1, run })).rejects.toThrow('worker lost');
    expect(started).toEqual([0, 10, 20]);
  });

  it('refuses a run of no fights', async () => {
    await expect(runInChunks({ fights: 0, chunks: 10, parallel: 2, run: later })).rejects.toThrow('at least one fight');
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from './io.ts';
import { main } from './main.ts';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo(mkdtempSync(join(tmpdir(), 'arbiter-groups-')));
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

interface SimJson {
  a: string; b: string; fighters: Array<{ id: string; side: string; name: string; group?: string }>;
  winRates: Record<string, unknown>; metrics: Record<string, unknown>;
}

const GANG = 'Minor Criminal or Gang Member';

describe('arbiter sim with groups on a side', () => {
  it('[GG-MOVE-01] [GG-ATK-06] fights a hero against a gang on the map: fighters numbered, each side in words', async () => {
    const r = await run('sim', 'glorious-gladiators', '--a', 'blue-comet', '--b', 'gangster,gang-member*3', '--fights', '12', '--seed', 'g', '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as SimJson;
    expect(json.a).toBe('Blue Comet');
    expect(json.b).toBe(`Professional Criminal or Gangster + 3 × ${GANG}`);
    expect(json.fighters).toEqual([
      { id: 'a', side: 'A', name: 'Blue Comet' },
      { id: 'b1', side: 'B', name: 'Professional Criminal or Gangster' },
      ...[1, 2, 3].map((n) => ({ id: `b${n + 1}`, side: 'B', name: `${GANG} ${n}`, group: GANG })),
    ]);
    expect(Object.keys(json.metrics).sort()).toEqual(['a.hits', 'b1.hits', 'b2.hits', 'b3.hits', 'b4.hits']);
    const text = (await run('sim', 'glorious-gladiators', '--a', 'blue-comet', '--b', 'gangster,gang-member*3', '--fights', '12', '--seed', 'g')).out;
    expect(text).toMatch(new RegExp(`B: Professional Criminal or Gangster \\+ 3 × ${GANG} +[\\d.]+%`));
    expect(text).toContain(`Hits of B: ${GANG} 2 at the end of the fight: mean`);
  });

  it('[D100-CHAR-01] fights groups off the map, and says who dealt the wounds: the other side', async () => {
    const text = (await run('sim', 'd100-trick-stunt', '--a', 'aldo', '--b', 'thug*2', '--fights', '20', '--seed', 't')).out;
    expect(text).toContain('Wounds A: Aldo took (dealt by B: 2 × Thug): mean');
    expect(text).toContain('Wounds B: Thug 1 took (dealt by A: Aldo): mean');
    const csv = (await run('sim', 'd100-trick-stunt', '--a', 'aldo', '--b', 'thug*2', '--fights', '20', '--seed', 't', '--csv')).out;
    expect(csv).toMatch(/^B,2 × Thug,\d+,/m);
  });

  it('[GG-MOVE-01] refuses a count out of bounds, an empty entry, and sides too close for their numbers (exit 2)', async () => {
    const sim = (a: string, b: string, ...extra: string[]) => run('sim', 'glorious-gladiators', '--a', a, '--b', b, '--fights', '2', ...extra);
    for (const [b, words] of [
      ['gang-member*0', '"gang-member*0" asks for 0 of it; the count after * is from 1 to 10'],
      ['gang-member*11', 'the count after * is from 1 to 10'],
      ['gang-member*6,gangster*5', '--b: at most 10 fighters a side, got 11'],
      ['gangster,', '--b: an empty entry'],
    ] as const) {
      const r = await sim('blue-comet', b);
      expect(r.code).toBe(2);
      expect(r.err).toContain('BAD_OPTION: --b: ');
      expect(r.err).toContain(words);
    }
    const close = await sim('gang-member*3', 'gang-member*3', '--distance', '1');
    expect(close.code).toBe(2);
    expect(close.err).toContain('--distance: at 1 hex apart, sides of 3 and 3 would stand on each other: start them at least 2 hexes apart');
    expect((await sim('gang-member*3', 'gang-member*3', '--distance', '2')).code).toBe(0);
  });
});

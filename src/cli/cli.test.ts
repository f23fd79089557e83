import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALDO } from '../systems/d100-trick-stunt/index.ts';
import { BLUE_COMET, GANG_MEMBER } from '../systems/glorious-gladiators/index.ts';
import { BLAZE } from '../systems/high-low-heroes/index.ts';
import { memoryIo } from './io.ts';
import { main } from './main.ts';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo(mkdtempSync(join(tmpdir(), 'arbiter-cli-')));
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe('arbiter roll', () => {
  it('shows every die and the total; a seed makes it reproducible', async () => {
    const a = await run('roll', '4d6dl1', '--seed', 's1', '--json');
    const b = await run('roll', '4d6dl1', '--seed', 's1', '--json');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    const json = JSON.parse(a.out) as { total: number; dice: Array<{ face: number; dropped?: boolean }> };
    expect(json.dice).toHaveLength(4);
    expect(json.dice.filter((d) => d.dropped)).toHaveLength(1);
    expect(json.total).toBe(json.dice.filter((d) => !d.dropped).reduce((s, d) => s + d.face, 0));
    expect((await run('roll', '2d6hi', '--seed', '1')).out).toMatch(/^2d6hi: \[\d \d\] = \d+/);
  });

  it('[CAP-DICE-02] [MEGS-DICE-01] names pass/fail and success counts, and signs extra dice once', async () => {
    expect((await run('roll', '20d6>=5', '--seed', '1')).out).toMatch(/^20d6>=5: \[(\d ){19}\d\] = (\d+) \(\2 success(es)?\)\n$/);
    expect((await run('roll', '2d10megs>=11', '--seed', 'demo')).out).toMatch(/= [01] \((success|failure)\)\n$/);
    // Seed 1 gives 2, 1, 1: two 1s subtract a d6, shown as a signed extra die.
    const cap = await run('roll', '3d6cap', '--seed', '1', '--json');
    const json = JSON.parse(cap.out) as { total: number; dice: Array<{ face: number; value?: number; extra?: boolean }> };
    const extra = json.dice.filter((d) => d.extra);
    expect(extra.every((d) => (d.value ?? 0) < 0)).toBe(true);
    const text = (await run('roll', '3d6cap', '--seed', '1')).out;
    expect(text).not.toContain('+-');
    expect(extra).toHaveLength(1);
    expect(text).toMatch(/ -\d!\]/);
  });

  it('exits 2 with the error code and position on bad notation', async () => {
    const r = await run('roll', '2d6+');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/DICE_SYNTAX: expected .* at 4/);
  });
});

describe('arbiter odds', () => {
  it('prints exact fractions, percentages and P(≥n)', async () => {
    const r = await run('odds', '2d6', '--at-least', '10');
    expect(r.out).toMatch(/7\s+1\/6\s+16\.67%/);
    expect(r.out).toContain('P(≥ 10) = 1/6 = 16.67%');
  });

  it('[MEGS-DICE-09] --json is stable: exact fractions as strings', async () => {
    const r = await run('odds', '2d10megs>=11', '--json');
    const json = JSON.parse(r.out) as { notation: string; outcomes: Array<{ value: number; probability: string }> };
    expect(json.notation).toBe('2d10megs>=11');
    expect(json.outcomes).toEqual([
      { value: 0, outcome: 'failure', probability: '412003/1000000', percent: 41.2003 },
      { value: 1, outcome: 'success', probability: '587997/1000000', percent: 58.7997 },
    ]);
  });

  it('writes SVG and PNG plots, and refuses other formats', async () => {
    const io = memoryIo(mkdtempSync(join(tmpdir(), 'arbiter-plot-')));
    expect(await main(['odds', '3d6', '--plot', 'p.svg'], io)).toBe(0);
    expect(readFileSync(join(io.cwd, 'p.svg'), 'utf8')).toMatch(/^<svg/);
    expect(await main(['odds', '3d6', '--plot', 'p.png'], io)).toBe(0);
    expect(readFileSync(join(io.cwd, 'p.png')).subarray(1, 4).toString()).toBe('PNG');
    expect(await main(['odds', '3d6', '--plot', 'p.gif'], io)).toBe(2);
    expect(io.stderr()).toContain('PLOT_FORMAT');
  });

  it('lists and runs a system query; unknown queries exit 2', async () => {
    const list = await run('odds', 'glorious-gladiators');
    expect(list.out).toContain('check-table');
    expect((await run('odds', 'glorious-gladiators', 'nope')).code).toBe(2);
    const bad = await run('odds', 'glorious-gladiators', 'check-table', '--param', 'target');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('BAD_OPTION: --param needs key=value');
  });

  it('[GG-MOVE-02] a query lists its parameters, reads a .json value as a sheet file, and refuses what its rules refuse with exit 2', async () => {
    const list = await run('odds', 'glorious-gladiators');
    expect(list.out).toContain('[--param distance=<integer> (default 1)]');
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-query-'));
    writeFileSync(join(dir, 'thug.json'), JSON.stringify(GANG_MEMBER));
    const io = memoryIo(dir);
    expect(await main(['odds', 'glorious-gladiators', 'attack', '--param', 'attacker=thug.json', '--param', 'defender=city-police', '--json'], io)).toBe(0);
    const json = JSON.parse(io.stdout()) as { ability: string; outcomes: unknown[] };
    expect(json.ability).toBe('blunt-instrument');
    expect(json.outcomes.length).toBeGreaterThan(1);
    // Beyond twice every band: no legal attack, said rule by rule, not a stack trace.
    const far = await run('odds', 'glorious-gladiators', 'attack', '--param', 'distance=30');
    expect(far.code).toBe(2);
    expect(far.err).toContain('BAD_PARAMS: no legal attack at 30 hexes: lightning-bolt: Beyond twice the range band. (GG-MOVE-02)');
    const missing = await run('odds', 'glorious-gladiators', 'attack', '--param', 'attacker=nowhere.json');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('FILE_NOT_FOUND');
  });

  it('refuses a plot format before doing any work', async () => {
    const r = await run('odds', '2d6', '--plot', 'chart.gif');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toContain('PLOT_FORMAT');
  });
});

/** The fighters' names `arbiter sim --json` gives for side A from a file in `dir` and a template for B. */
async function fighterNames(dir: string, system: string, a: string, b: string): Promise<string[]> {
  const io = memoryIo(dir);
  expect(await main(['sim', system, '--a', a, '--b', b, '--fights', '5', '--seed', 'n', '--json'], io)).toBe(0);
  return (JSON.parse(io.stdout()) as { fighters: Array<{ name: string }> }).fighters.map((f) => f.name);
}

describe('arbiter sim / scenario / check', () => {
  it('[GG-CHAR-02] check prints what a Glorious Gladiators sheet costs, line by line, against its budget, legal or not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-cost-'));
    writeFileSync(join(dir, 'comet.json'), JSON.stringify(BLUE_COMET));
    writeFileSync(join(dir, 'dear.json'), JSON.stringify({ ...BLUE_COMET, abilities: BLUE_COMET.abilities.map((a) => ({ ...a, level: a.level + 3 })) }));
    const io = memoryIo(dir);
    expect(await main(['check', 'glorious-gladiators', 'comet.json'], io)).toBe(0);
    expect(io.stdout()).toMatch(/^valid\n/);
    expect(io.stdout()).toMatch(/Lightning Bolt 4 +9 GP/);
    expect(io.stdout()).toMatch(/total +40 GP of 40 \(0 left\)/);
    const json = memoryIo(dir);
    expect(await main(['check', 'glorious-gladiators', 'dear.json', '--json'], json)).toBe(1);
    const out = JSON.parse(json.stdout()) as { valid: boolean; cost: { unit: string; total: number; budget: number } };
    expect(out).toMatchObject({ valid: false, cost: { unit: 'GP', total: 73, budget: 40 } });
  });

  it('[GG-MOVE-01] fights a Glorious Gladiators duel on the map, 6 hexes apart unless --distance says otherwise', async () => {
    const sim = (...extra: string[]) => run('sim', 'glorious-gladiators', '--a', 'blue-comet', '--b', 'ironclad', '--fights', '20', '--seed', 'd', '--json', ...extra);
    const byDefault = await sim();
    expect(byDefault.code).toBe(0);
    expect(byDefault.out).toBe((await sim('--distance', '6')).out);
    expect((await sim('--distance', '1')).out).not.toBe(byDefault.out);
    const far = await sim('--distance', '0');
    expect(far.code).toBe(2);
    expect(far.err).toContain('BAD_OPTION: --distance: the distance must be a whole number of hexes from 1 to 40, got 0');
    const offMap = await run('sim', 'd100-trick-stunt', '--a', 'aldo', '--b', 'brick', '--fights', '5', '--distance', '3');
    expect(offMap.code).toBe(2);
    expect(offMap.err).toContain('fights off the map');
  });

  it('same seed, same result; bad counts exit 2', async () => {
    const args = ['sim', 'glorious-gladiators', '--a', 'gangster', '--b', 'gang-member', '--fights', '30', '--seed', 'x', '--json'];
    const a = await run(...args);
    expect(a.code).toBe(0);
    expect(a.out).toBe((await run(...args)).out);
    const json = JSON.parse(a.out) as {
      fights: number; winRates: Record<string, { low: number; high: number }>; fighters: unknown; metrics: Record<string, unknown>;
    };
    expect(json.fights).toBe(30);
    // The metrics' figure ids tie to the win rates' sides and the fighters' names.
    expect(json.fighters).toEqual([{ id: 'a', side: 'A', name: 'Professional Criminal or Gangster' }, { id: 'b', side: 'B', name: 'Minor Criminal or Gang Member' }]);
    expect(Object.keys(json.metrics).sort()).toEqual(['a.hits', 'b.hits']);
    expect((await run('sim', 'glorious-gladiators', '--a', 'gangster', '--b', 'gangster', '--fights', '0')).code).toBe(2);
    expect((await run('sim', 'nope', '--a', 'x', '--b', 'y')).err).toContain('UNKNOWN_SYSTEM');
  });

  it('--workers runs the fights on worker threads with the very result of one thread; a bad count exits 2', async () => {
    const args = ['sim', 'd100-trick-stunt', '--a', 'aldo', '--b', 'brick', '--fights', '90', '--seed', 'w', '--json'];
    const one = await run(...args);
    const two = await run(...args, '--workers', '2');
    expect(two.code).toBe(0);
    expect(JSON.parse(two.out)).toEqual(JSON.parse(one.out));
    const bad = await run(...args, '--workers', '0');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('BAD_OPTION');
  }, 60_000);

  it('text and CSV show every metric\'s distribution, the same as --json; the plot charts them in words', async () => {
    const args = ['sim', 'd100-trick-stunt', '--a', 'aldo', '--b', 'brick', '--fights', '60', '--seed', 'm'];
    const json = JSON.parse((await run(...args, '--json')).out) as { fights: number; metrics: Record<string, Record<string, number>> };
    const wounds = json.metrics['b.wounds']!;
    const mean = Object.entries(wounds).reduce((t, [v, n]) => t + Number(v) * n, 0) / json.fights;

    const text = (await run(...args)).out;
    expect(text).toContain(`Wounds B: Brick took (dealt by A: Aldo): mean ${mean.toFixed(2)}, median `);
    expect(text).toMatch(/Wounds A: Aldo took \(dealt by B: Brick\): mean [\d.]+, median \d+, 10th–90th percentile \d+–\d+, range \d+–\d+\n( +[\d–]+ +\d+ +█*\n)+/);
    // A compact histogram: at most 20 rows per distribution, whatever the spread.
    const block = text.split('\n\n').find((b) => b.includes('Wounds B: Brick took'))!;
    const rows = block.split('\n').slice(1).filter((l) => l.trim() !== '');
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows.reduce((t, l) => t + Number(l.trim().split(/\s+/)[1]), 0)).toBe(60);

    const csv = (await run(...args, '--csv')).out.split('\n\n');
    expect(csv).toHaveLength(3);
    const [head, ...lines] = csv[2]!.trim().split('\n');
    expect(head).toBe('metric,side,name,measure,value,fights');
    const fromCsv: Record<string, Record<string, number>> = {};
    for (const l of lines) {
      const [metric, side, name, measure, value, fights] = l.split(',');
      expect([side, name, measure]).toEqual(metric === 'a.wounds' ? ['A', 'Aldo', 'wounds taken'] : ['B', 'Brick', 'wounds taken']);
      (fromCsv[metric!] ??= {})[value!] = Number(fights);
    }
    expect(fromCsv).toEqual(json.metrics);

    const io = memoryIo(mkdtempSync(join(tmpdir(), 'arbiter-simplot-')));
    expect(await main([...args, '--plot', 'p.svg'], io)).toBe(0);
    const svg = readFileSync(join(io.cwd, 'p.svg'), 'utf8');
    for (const words of ['Win rate', 'Fight length', 'Wounds A: Aldo took (dealt by B: Brick)', 'Wounds B: Brick took (dealt by A: Aldo)']) expect(svg).toContain(words);
  });

  it('[D100-CHAR-01] names a d100 file\'s fighter from its sheet\'s name; an unnamed sheet falls back to its id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-d100name-'));
    const { name: _name, ...unnamed } = ALDO;
    writeFileSync(join(dir, 'aldo.json'), JSON.stringify({ ...ALDO, name: 'Aldo the Bold' }));
    writeFileSync(join(dir, 'old.json'), JSON.stringify(unnamed));
    expect(await fighterNames(dir, 'd100-trick-stunt', 'aldo.json', 'brick')).toEqual(['Aldo the Bold', 'Brick']);
    expect(await fighterNames(dir, 'd100-trick-stunt', 'old.json', 'brick')).toEqual(['a', 'Brick']);
  });

  it('[HLH-CHAR-08] names a High/Low file\'s fighter by its hero name, else its civilian one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-hlhname-'));
    writeFileSync(join(dir, 'blaze.json'), JSON.stringify(BLAZE));
    writeFileSync(join(dir, 'dana.json'), JSON.stringify({ ...BLAZE, heroName: '' }));
    expect(await fighterNames(dir, 'high-low-heroes', 'blaze.json', 'titan')).toEqual(['Blaze', 'Titan']);
    expect(await fighterNames(dir, 'high-low-heroes', 'dana.json', 'titan')).toEqual(['Dana Reyes', 'Titan']);
  });

  it('runs scenarios: exit 0 when all pass, 1 with the difference when one fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-scn-'));
    const good = { name: 'start', system: 'glorious-gladiators', figures: [], steps: [{ command: { type: 'combat.end' }, expect: { reject: 'COMBAT_NOT_STARTED' } }] };
    writeFileSync(join(dir, 'good.json'), JSON.stringify(good));
    const io = memoryIo(dir);
    expect(await main(['scenario', 'run', '.'], io)).toBe(0);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ ...good, name: 'wrong', steps: [{ command: { type: 'combat.end' }, expect: { reject: 'GM_ONLY' } }] }));
    const io2 = memoryIo(dir);
    expect(await main(['scenario', 'run', dir], io2)).toBe(1);
    expect(io2.stdout()).toMatch(/FAIL {2}wrong[\s\S]*expected GM_ONLY/);
  });

  it('a scenario file that is JSON but not an object (null, a list, a number) fails as a scenario, where null crashed with a TypeError', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-scn-shape-'));
    for (const [name, text] of [['null.json', 'null'], ['list.json', '[1, 2]'], ['number.json', '7'], ['nameless.json', '{"steps": []}']]) {
      writeFileSync(join(dir, name!), text!);
    }
    const io = memoryIo(dir);
    expect(await main(['scenario', 'run', '.'], io)).toBe(1);
    expect(io.stderr()).toBe('');
    expect(io.stdout()).toMatch(/0 passed, 4 failed/);
    expect(io.stdout()).toContain('a scenario is a JSON object');
    expect(io.stdout()).toContain('no "system"');
  });

  it('[GG-CHAR-08] check says where each problem is by the ability\'s name, with the JSON path to edit, where it gave the path alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-where-'));
    const [bolt, flight, ...rest] = BLUE_COMET.abilities;
    writeFileSync(join(dir, 'std.json'), JSON.stringify({ ...BLUE_COMET, abilities: [bolt, { ...flight, source: 'standard', level: 7 }, ...rest] }));
    const io = memoryIo(dir);
    expect(await main(['check', 'glorious-gladiators', 'std.json'], io)).toBe(1);
    expect(io.stdout()).toContain('[GG-CHAR-08] Abilities › Flight › Level (abilities.1.level): Standard level over 5\n');
  });

  it('names every problem of an illegal build with its rule ID', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-chk-'));
    writeFileSync(join(dir, 'x.json'), '{ "name": 1 }');
    const io = memoryIo(dir);
    expect(await main(['check', 'glorious-gladiators', 'x.json', '--json'], io)).toBe(1);
    const json = JSON.parse(io.stdout()) as { valid: boolean; issues: Array<{ ruleId: string }> };
    expect(json.valid).toBe(false);
    expect(json.issues.length).toBeGreaterThan(0);
  });
});

it('bin/arbiter.mjs runs on a fresh clone without a build step', () => {
  const root = join(import.meta.dirname, '..', '..');
  const out = execFileSync(process.execPath, [join(root, 'bin', 'arbiter.mjs'), 'odds', 'd4', '--json'], { encoding: 'utf8' });
  expect(JSON.parse(out)).toMatchObject({ notation: '1d4', mean: '5/2' });
});

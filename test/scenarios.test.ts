// Every acceptance scenario in test/scenarios/<system>/*.json runs here, through the same
// runner as `arbiter scenario run` (docs/scenarios.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../src/kernel/index.ts';
import { systemById } from '../src/systems/index.ts';

const root = join(import.meta.dirname, 'scenarios');
// A system without scenarios yet simply has no folder; git does not keep empty folders.
const dirs = existsSync(root) ? readdirSync(root).filter((d) => statSync(join(root, d)).isDirectory()) : [];

for (const dir of dirs) {
  const files = readdirSync(join(root, dir)).filter((f) => f.endsWith('.json')).sort();
  describe(`scenarios: ${dir}`, () => {
    for (const file of files) {
      const scenario = JSON.parse(readFileSync(join(root, dir, file), 'utf8')) as { name?: string; system?: string };
      it(`${scenario.name ?? file}`, () => {
        const system = systemById(scenario.system ?? dir);
        expect(system, `system ${scenario.system ?? dir} is registered`).toBeDefined();
        const report = runScenario(system!, scenario);
        expect(report.failures.join('\n')).toBe('');
        expect(report.passed).toBe(true);
      });
    }
  });
}

it('every scenario folder names a registered system', () => {
  const unknown = dirs.filter((d) => !systemById(d));
  expect(unknown).toEqual([]);
});

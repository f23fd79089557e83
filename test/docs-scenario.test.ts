// docs/scenarios.md shows a scenario a reader will copy: it must run and pass as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runScenario } from '../src/kernel/index.ts';
import { systemById } from '../src/systems/index.ts';

it('[HLH-ATK-02] the scenario docs/scenarios.md shows passes as written', () => {
  const page = readFileSync(join(import.meta.dirname, '..', 'docs', 'scenarios.md'), 'utf8');
  const block = /```json\n([\s\S]*?)```/.exec(page);
  expect(block, 'a ```json block in docs/scenarios.md').not.toBeNull();
  const scenario = JSON.parse(block![1]!) as { system: string };
  const report = runScenario(systemById(scenario.system)!, scenario);
  expect(report.failures.join('\n')).toBe('');
  expect(report.passed).toBe(true);
});

import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Command } from 'commander';
import { runScenario, type ScenarioReport } from '../../kernel/index.ts';
import { systemById } from '../../systems/index.ts';
import { CliError, type CliContext } from '../io.ts';
import { readJson } from '../load.ts';

/** `arbiter scenario run <file|dir>`: exit 0 only if every scenario passes. */
export function scenarioCommand(ctx: CliContext): Command {
  const scenario = new Command('scenario').description('run JSON scenarios (docs/scenarios.md)');
  scenario.command('run')
    .description('run scenario files; a directory runs every .json file under it')
    .argument('<paths...>', 'scenario files or directories')
    .option('--json', 'print JSON: { passed, failed, results: [{ file, name, passed, failures }] }')
    .action((paths: string[], opts: { json?: boolean }) => {
      const files = paths.flatMap((p) => jsonFiles(resolve(ctx.io.cwd, p)));
      if (files.length === 0) throw new CliError('NO_SCENARIOS', `no .json scenario files in ${paths.join(', ')}`);
      const results = files.map((file) => ({ file: relative(ctx.io.cwd, file), ...runFile(ctx, file) }));
      const failed = results.filter((r) => !r.passed);
      if (opts.json) {
        ctx.io.out(`${JSON.stringify({ passed: results.length - failed.length, failed: failed.length, results })}\n`);
      } else {
        for (const r of results) {
          ctx.io.out(`${r.passed ? 'PASS' : 'FAIL'}  ${r.name}  (${r.file})\n`);
          for (const f of r.failures) ctx.io.out(`        ✗ ${f}\n`);
        }
        ctx.io.out(`\n${results.length - failed.length} passed, ${failed.length} failed\n`);
      }
      if (failed.length > 0) ctx.exit = 1;
    });
  return scenario;
}

function runFile(ctx: CliContext, file: string): ScenarioReport {
  const json = readJson(ctx.io.cwd, file);
  // JSON that parses need not be an object (null, a list): a failed scenario, not a crash of the run.
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { name: file, passed: false, steps: 0, failures: [`a scenario is a JSON object ({ name, system, figures, steps }), not ${JSON.stringify(json)}`] };
  }
  const input = json as { system?: unknown; name?: unknown };
  const system = typeof input.system === 'string' ? systemById(input.system) : undefined;
  if (!system) {
    const why = input.system === undefined ? 'no "system"' : `unknown system ${JSON.stringify(input.system)}`;
    return { name: typeof input.name === 'string' ? input.name : file, passed: false, steps: 0, failures: [why] };
  }
  return runScenario(system, input);
}

function jsonFiles(path: string): string[] {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    throw new CliError('FILE_NOT_FOUND', `no such file or directory: ${path}`);
  }
  if (!stat.isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => {
    const full = join(path, name);
    if (statSync(full).isDirectory()) return jsonFiles(full);
    return name.endsWith('.json') ? [full] : [];
  });
}

import { Command } from 'commander';
import { z } from 'zod';
import { systemById, SYSTEMS } from '../../systems/index.ts';
import { checkSheet, issueLines, type SheetCost } from '../../kernel/index.ts';
import { CliError, type CliContext } from '../io.ts';
import { readJson } from '../load.ts';

/** `arbiter systems` lists what Arbiter plays; `arbiter check <system> <sheet>` validates a build. */
export function systemsCommand(ctx: CliContext): Command {
  return new Command('systems')
    .description('list the game systems with their templates, options and odds queries')
    .option('--json', 'print JSON')
    .action((opts: { json?: boolean }) => {
      const list = Object.values(SYSTEMS).map((s) => ({
        id: s.id, name: s.name,
        templates: s.templates.map((t) => ({ id: t.id, name: t.name, kind: t.kind })),
        options: Object.entries(s.optionDocs).map(([key, doc]) => ({ key, ...doc })),
        queries: Object.entries(s.queries ?? {}).map(([id, q]) => ({ id, description: q.description })),
        commands: Object.keys(s.commands),
      }));
      if (opts.json) {
        ctx.io.out(`${JSON.stringify(list)}\n`);
        return;
      }
      for (const s of list) {
        ctx.io.out(`${s.id} — ${s.name}\n  templates: ${s.templates.map((t) => t.id).join(', ') || 'none'}\n`);
        ctx.io.out(`  queries:   ${s.queries.map((q) => q.id).join(', ') || 'none'}\n  commands:  ${s.commands.join(', ')}\n`);
      }
    });
}

/** A sheet's price, line by line, then the total against the budget. */
function costText(c: SheetCost): string {
  const width = Math.max(...c.lines.map((l) => l.label.length), 5);
  const rows = c.lines.map((l) => `  ${l.label.padEnd(width)} ${String(l.cost).padStart(4)} ${c.unit}`);
  const total = `  ${'total'.padEnd(width)} ${String(c.total).padStart(4)} ${c.unit}${c.budget === null ? '' : ` of ${c.budget} (${c.total > c.budget ? `${c.total - c.budget} over` : `${c.budget - c.total} left`})`}`;
  return `${[...rows, total].join('\n')}\n`;
}

export function checkCommand(ctx: CliContext): Command {
  return new Command('check')
    .description('validate a character sheet against its system\'s building rules (exit 1 if illegal)')
    .argument('<system>', 'system id')
    .argument('[sheet]', 'JSON file with the sheet (not needed with --schema)')
    .option('--json', 'print JSON: { valid, issues: [{ ruleId, path, message }], cost?: { unit, total, budget, lines: [{ label, cost }] } }')
    .option('--schema', 'print the sheet\'s JSON schema instead')
    .action((id: string, file: string | undefined, opts: { json?: boolean; schema?: boolean }) => {
      const system = systemById(id);
      if (!system) throw new CliError('UNKNOWN_SYSTEM', `no system "${id}" (known: ${Object.keys(SYSTEMS).join(', ')})`);
      if (opts.schema) {
        ctx.io.out(`${JSON.stringify(z.toJSONSchema(system.sheet, { io: 'input', unrepresentable: 'any' }), null, 2)}\n`);
        return;
      }
      // The sheet is optional only so that --schema needs none.
      if (file === undefined) throw new CliError('BAD_OPTION', 'check needs a sheet file (or --schema for the sheet\'s JSON schema)');
      const sheetJson = readJson(ctx.io.cwd, file);
      const { issues, cost } = checkSheet(system, sheetJson);
      if (opts.json) ctx.io.out(`${JSON.stringify({ valid: issues.length === 0, issues, ...(cost ? { cost } : {}) })}\n`);
      else {
        ctx.io.out(issues.length === 0 ? 'valid\n' : issueLines(issues, sheetJson).map((l) => `${l}\n`).join(''));
        if (cost) ctx.io.out(costText(cost));
      }
      if (issues.length > 0) ctx.exit = 1;
    });
}

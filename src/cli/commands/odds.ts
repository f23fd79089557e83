import { resolve } from 'node:path';
import { Command } from 'commander';
import { z } from 'zod';
import { diceRoller, Rational } from '../../dice/index.ts';
import { systemById, SYSTEMS } from '../../systems/index.ts';
import { collect, parseParams, percent, probabilityTable } from '../format.ts';
import { CliError, type CliContext } from '../io.ts';
import { readJson } from '../load.ts';
import type { QueryResult } from '../../kernel/index.ts';
import { barSpec, checkPlotFile, writePlot } from '../plot.ts';

interface OddsOpts { json?: boolean; atLeast?: string; plot?: string; param?: string[] }

/**
 * `arbiter odds <notation>` or `arbiter odds <system> <query>`: exact odds as fractions and
 * percentages. Systems publish their queries (e.g. glorious-gladiators check-table).
 */
export function oddsCommand(ctx: CliContext): Command {
  return new Command('odds')
    .description('exact odds of dice notation, or of a system query (arbiter odds <system> to list them)')
    .argument('<notation-or-system>', 'dice notation like 8d6kh3, or a system id')
    .argument('[query]', 'a system query id')
    .option('--json', 'print JSON (notation: { notation, mean, variance, outcomes: [{ value, probability, percent }], atLeast? })')
    .option('--at-least <n>', 'also print P(total ≥ n)')
    .option('--plot <file>', 'write a bar chart (.svg or .png)')
    .option('--param <key=value>', 'a query parameter (repeatable)', collect, [])
    .action(async (first: string, query: string | undefined, opts: OddsOpts) => {
      if (opts.plot !== undefined) checkPlotFile(opts.plot);
      const system = systemById(first);
      if (system) await systemOdds(ctx, system.id, query, opts);
      else await notationOdds(ctx, first, query, opts);
    });
}

async function notationOdds(ctx: CliContext, notation: string, extra: string | undefined, opts: OddsOpts): Promise<void> {
  if (extra !== undefined) throw new CliError('UNKNOWN_SYSTEM', `"${notation}" is not a system (known: ${Object.keys(SYSTEMS).join(', ')})`);
  const roller = diceRoller(notation);
  const d = roller.distribution();
  const outcomes = d.probabilities().map(([value, p]) => ({ value, label: roller.describe?.(value) ?? String(value), probability: p }));
  const atLeast = opts.atLeast === undefined ? undefined : Number(opts.atLeast);
  if (atLeast !== undefined && !Number.isInteger(atLeast)) throw new CliError('BAD_OPTION', `--at-least needs a whole number, got "${opts.atLeast}"`);
  if (opts.json) {
    ctx.io.out(`${JSON.stringify({
      notation: roller.label,
      mean: d.mean().toString(),
      variance: d.variance().toString(),
      outcomes: outcomes.map((o) => ({
        value: o.value, ...(o.label !== String(o.value) ? { outcome: o.label } : {}), ...exact(o.probability),
      })),
      ...(atLeast !== undefined ? { atLeast: { n: atLeast, ...exact(d.atLeast(atLeast)) } } : {}),
    })}\n`);
  } else {
    ctx.io.out(`${roller.label}   mean ${d.mean().toNumber().toFixed(4)} (${d.mean().toString()})   sd ${Math.sqrt(d.variance().toNumber()).toFixed(4)}\n`);
    ctx.io.out(probabilityTable(outcomes.map((o) => ({ label: o.label, probability: o.probability }))));
    if (atLeast !== undefined) {
      const p = d.atLeast(atLeast);
      ctx.io.out(`P(≥ ${atLeast}) = ${p.toString()} = ${percent(p.toNumber())}\n`);
    }
  }
  if (opts.plot) await writePlot(resolve(ctx.io.cwd, opts.plot), barSpec(roller.label, outcomes.map((o) => ({ label: o.label, value: o.probability.toNumber() })), 'probability'));
}

async function systemOdds(ctx: CliContext, id: string, query: string | undefined, opts: OddsOpts): Promise<void> {
  const queries = systemById(id)!.queries ?? {};
  if (query === undefined) {
    const lines = Object.entries(queries).map(([q, spec]) => `  ${q.padEnd(24)} ${spec.description}${paramsLine(spec.params)}`);
    ctx.io.out(lines.length > 0 ? `Queries of ${id}:\n${lines.join('\n')}\n` : `${id} has no odds queries.\n`);
    return;
  }
  const spec = queries[query];
  if (!spec) throw new CliError('UNKNOWN_QUERY', `${id} has no query "${query}" (known: ${Object.keys(queries).join(', ') || 'none'})`);
  const parsed = spec.params.safeParse(withFiles(ctx, parseParams(opts.param ?? [])));
  if (!parsed.success) {
    const usage = paramsLine(spec.params).trim();
    throw new CliError('BAD_PARAMS', `${parsed.error.issues.map((i) => `${i.path.join('.') || 'params'}: ${i.message}`).join('; ')}${usage ? ` (${usage})` : ''}`);
  }
  let result: QueryResult;
  try {
    result = spec.run(parsed.data as never);
  } catch (error) {
    // A query refuses what its rules refuse (an unknown template, an illegal sheet, no legal attack): bad input, not a crash.
    throw new CliError('BAD_PARAMS', (error as Error).message);
  }
  ctx.io.out(opts.json ? `${JSON.stringify(result.json)}\n` : `${result.title}\n${result.text.endsWith('\n') ? result.text : `${result.text}\n`}`);
  if (opts.plot && result.bars) {
    const rows = result.bars.map((b) => ({ label: b.label, value: parseRational(b.probability) }));
    await writePlot(resolve(ctx.io.cwd, opts.plot), barSpec(result.title, rows, 'probability'));
  }
}

/** A value naming a `.json` file is the file's content (a character sheet, say), as the queries' docs say. */
function withFiles(ctx: CliContext, params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) out[k] = typeof v === 'string' && v.endsWith('.json') ? readJson(ctx.io.cwd, v) : v;
  return out;
}

type Prop = { type?: string; enum?: unknown[]; default?: unknown; anyOf?: Array<{ type?: string }> };

/** A query's parameters for its listing and its errors: `--param name=<type>`, defaults and optional ones in brackets. */
function paramsLine(params: z.ZodType): string {
  const schema = z.toJSONSchema(params, { unrepresentable: 'any', io: 'input' }) as {
    properties?: Record<string, Prop>; required?: string[];
  };
  const parts = Object.entries(schema.properties ?? {}).map(([name, p]) => {
    const kind = p.enum ? p.enum.join('|') : p.anyOf ? p.anyOf.map((x) => (x.type === 'object' ? 'file.json' : x.type)).join('|') : p.type ?? 'value';
    const part = `--param ${name}=<${kind}>${p.default !== undefined ? ` (default ${JSON.stringify(p.default)})` : ''}`;
    return schema.required?.includes(name) ? part : `[${part}]`;
  });
  return parts.length > 0 ? `\n${' '.repeat(27)}${parts.join(' ')}` : '';
}

/** A probability in JSON: the exact fraction as text, and a percentage for convenience. */
function exact(p: Rational): { probability: string; percent: number } {
  return { probability: p.toString(), percent: p.toNumber() * 100 };
}

function parseRational(text: string): number {
  const [n, d] = text.split('/');
  return Rational.of(BigInt(n ?? '0'), BigInt(d ?? '1')).toNumber();
}

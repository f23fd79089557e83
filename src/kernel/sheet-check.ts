import type { ZodError } from 'zod';
import type { AnySystem, SheetCost, SheetIssue } from './system.ts';

/** A sheet as JSON (a file, a request, the builder) checked the way the rules check it. */
export interface SheetCheck {
  /** The parsed sheet with its defaults filled, or null when it does not fit the schema. */
  readonly sheet: unknown;
  /** Every problem with its rule ID: the schema's when it does not parse, else the building rules'. */
  readonly issues: SheetIssue[];
  /** What it costs, for a system built on points, legal or not: the budget may be the problem. */
  readonly cost?: SheetCost;
}

/**
 * The one check of a sheet that the CLI (`arbiter check`, `arbiter sim`), the server (validate,
 * simulate, `figure.add`) and the web builder share, so a sheet gets the same verdict, rule IDs
 * and paths wherever it is checked. A sheet that does not parse breaks the system's `sheetRule`.
 */
export function checkSheet(system: AnySystem, json: unknown): SheetCheck {
  const parsed = system.sheet.safeParse(json);
  if (!parsed.success) {
    return { sheet: null, issues: schemaIssues(sheetRuleOf(system), parsed.error) };
  }
  const cost = system.cost?.(parsed.data);
  return { sheet: parsed.data, issues: system.validateSheet(parsed.data), ...(cost ? { cost } : {}) };
}

/** A schema's complaints as issues of the rule `ruleId`, at JSON paths (indexes as numbers; zod's symbol keys never come from JSON). */
export function schemaIssues(ruleId: string, error: ZodError): SheetIssue[] {
  return error.issues.map((i) => ({ ruleId, path: i.path.filter((p) => typeof p !== 'symbol'), message: i.message }));
}

/** The rule a sheet that does not fit the schema breaks: the spec's, or `<prefix>-SHEET` where it names none. */
export function sheetRuleOf(system: AnySystem): string {
  return system.sheetRule ?? `${system.rulePrefix}-SHEET`;
}

/** The issues as one line each: `[rule] path: message`. */
export function issueLines(issues: readonly SheetIssue[]): string[] {
  return issues.map((i) => `[${i.ruleId}] ${i.path.join('.') || '(sheet)'}: ${i.message}`);
}

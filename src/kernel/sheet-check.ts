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

/**
 * The issues as one line each: `[rule] path: message`. Given the sheet, the place is named as the
 * builder names it, with the JSON path to edit after it: `[rule] Abilities › Flight › Level
 * (abilities.1.level): message`, since "abilities.1" does not say which ability a player meant.
 */
export function issueLines(issues: readonly SheetIssue[], sheet?: unknown): string[] {
  return issues.map((i) => {
    const path = i.path.join('.');
    const named = i.path.some((p) => typeof p === 'number') ? `${pathLabel(i.path, sheet)} (${path})` : pathLabel(i.path, sheet);
    const where = !path ? '(sheet)' : sheet === undefined ? path : named;
    return `[${i.ruleId}] ${where}: ${i.message}`;
  });
}

const human = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * Human words for a sheet path, naming list items by what they are: ['abilities', 0, 'modifiers']
 * on a sheet whose first ability is a Damage reads "Abilities › Damage › Modifiers".
 */
export function pathLabel(path: ReadonlyArray<string | number>, sheet?: unknown): string {
  if (path.length === 0) return 'Sheet';
  let at: unknown = sheet;
  return path.map((p) => {
    const here = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[String(p)] : undefined;
    at = here;
    if (typeof p !== 'number') return human(p);
    const item = (here ?? {}) as Record<string, unknown>;
    const name = [item.name, item.custom, item.ability, item.id, item.part].find((v) => typeof v === 'string' && v !== '');
    return typeof name === 'string' ? human(name) : `#${p + 1}`;
  }).join(' › ');
}

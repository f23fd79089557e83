import { schemaIssues, type SheetCost, type SheetIssue } from '../../../kernel/index.ts';
import { ggSheetSchema, type GgSheet } from '../sheet.ts';
import { builderOptions, type GgBuilderOptions } from './builder-options.ts';
import { absorptionInto, expandedAbilities, pickName } from './facts.ts';
import { analyzeAbility, type AbilityAnalysis, type AbilityPrice } from './price-ability.ts';
import { minionIssues } from './minions.ts';
import { analyzeTraits, type TraitsPrice } from './price-traits.ts';

/** A whole sheet's Glory Point price, line by line (GG-CHAR-02..10). */
export interface SheetPrice {
  /** Every ability, the free starting ones included (they cost 0 unless upgraded). */
  readonly abilities: readonly AbilityPrice[];
  readonly abilitiesTotal: number;
  readonly traits: TraitsPrice;
  /** Abilities plus max(0, advantages − disadvantages) (GG-TRAIT-02). */
  readonly total: number;
  readonly budget: number | null;
  /** Budget left, or null when the sheet has no budget. */
  readonly remaining: number | null;
}

interface Analysis { readonly price: SheetPrice; readonly issues: readonly SheetIssue[] }

function analyze(sheet: GgSheet, options: GgBuilderOptions): Analysis {
  const issues: SheetIssue[] = [];
  const listedAt = new Map(sheet.abilities.map((a, i) => [a, i]));
  const analyses: AbilityAnalysis[] = expandedAbilities(sheet).map((pick) => {
    const i = listedAt.get(pick);
    return analyzeAbility(pick, i === undefined ? ['abilities'] : ['abilities', i], sheet.kind, options);
  });
  for (const a of analyses) issues.push(...a.issues);
  const keys = new Map<string, number>();
  const starting = new Set<string>();
  sheet.abilities.forEach((a, i) => {
    if (keys.has(a.key)) issues.push({ ruleId: 'GG-BLD-02', path: ['abilities', i, 'key'], message: `key "${a.key}" is used twice` });
    keys.set(a.key, i);
    if (a.starting) {
      if (starting.has(a.starting)) issues.push({ ruleId: 'GG-BLD-02', path: ['abilities', i, 'starting'], message: `starting ability "${a.starting}" is listed twice` });
      starting.add(a.starting);
    }
  });
  issues.push(...linkIssues(sheet), ...intoIssues(sheet));
  const traits = analyzeTraits(sheet, options);
  issues.push(...traits.issues);
  // Each minion is a sheet of its own, priced without a budget: the Summon's Level is its budget (GG-PLAY-211).
  issues.push(...minionIssues(sheet, (m) => {
    const own = analyze({ ...m, budget: null }, options);
    return { total: own.price.total, issues: own.issues };
  }));

  const abilities = analyses.map((a) => a.price);
  const abilitiesTotal = abilities.reduce((s, a) => s + a.total, 0);
  const total = abilitiesTotal + traits.price.cost;
  if (sheet.budget !== null && total > sheet.budget) {
    // GG-TRAIT-02: if the leftover disadvantage points would have made it fit, that is the mistake.
    const withSurplus = abilitiesTotal + traits.price.advantagePoints - traits.price.disadvantagePoints;
    issues.push(traits.price.lost > 0 && withSurplus <= sheet.budget
      ? { ruleId: 'GG-CHAR-10', path: ['disadvantages'], message: 'disadvantage GP spent on abilities' }
      : { ruleId: 'GG-CHAR-02', path: ['budget'], message: `over GP budget (${total}, budget ${sheet.budget})` });
  }
  return {
    price: {
      abilities, abilitiesTotal, traits: traits.price, total, budget: sheet.budget,
      remaining: sheet.budget === null ? null : sheet.budget - total,
    },
    issues,
  };
}

/**
 * Linked Ability (GG-MOD-41) names the abilities it is used with by their keys, as play links them: a
 * name or a key no other ability has would be paid for and never fire. A name on the sheet gets its key.
 */
function linkIssues(sheet: GgSheet): SheetIssue[] {
  const all = expandedAbilities(sheet);
  const issues: SheetIssue[] = [];
  sheet.abilities.forEach((a, i) => a.modifiers.forEach((m, j) => {
    const keys = m.id === 'linked-ability' && Array.isArray(m.options['with']) ? m.options['with'] : [];
    for (const key of keys) {
      if (key !== a.key && all.some((b) => b.key === key)) continue;
      const named = all.find((b) => b !== a && pickName(b).toLowerCase() === key.trim().toLowerCase());
      const hint = named ? ` (${pickName(named)}'s key is "${named.key}")` : '';
      issues.push({
        ruleId: 'GG-MOD-41', path: ['abilities', i, 'modifiers', j, 'options', 'with'], message: `Linked Ability: "${key}" is not another ability of this sheet${hint}`,
      });
    }
  }));
  return issues;
}

/**
 * Absorption adds its levels "to a chosen ability or abilities of the user" (GG-ABL-01): its other abilities,
 * named by key as play finds them, each once (GG-BLD-31). A name, a typo or the Absorption itself was paid for
 * and fed nothing; a name on the sheet gets its key.
 */
function intoIssues(sheet: GgSheet): SheetIssue[] {
  const all = expandedAbilities(sheet);
  const issues: SheetIssue[] = [];
  sheet.abilities.forEach((a, i) => {
    if (a.ability !== 'absorption') return;
    for (const { key, fault } of absorptionInto(a, (k) => all.some((b) => b.key === k))) {
      // One named twice is already refused with the option's other choices ("lists an entry twice").
      if (fault === null || fault === 'twice') continue;
      const named = fault === 'unknown' ? all.find((b) => b !== a && pickName(b).toLowerCase() === key.trim().toLowerCase()) : undefined;
      const why = fault === 'itself' ? 'is the Absorption itself, not another ability of the user'
        : `is not another ability of the user${named ? ` (${pickName(named)}'s key is "${named.key}")` : ''}`;
      issues.push({ ruleId: 'GG-ABL-01', path: ['abilities', i, 'options', 'into'], message: `Absorption: "${key}" ${why}` });
    }
  });
  return issues;
}

/**
 * The Glory Point price of a sheet, every ability and trait line by line with the rule behind
 * each number, for a builder to show as the player builds.
 *
 * @example
 * ```ts
 * const price = priceSheet(sheet);
 * price.total;                         // GP spent, traits included
 * price.abilities[4].lines;            // [{ label: 'Level 3 (Level Limit 4)', gp: 3, ruleId: 'GG-CHAR-04', … }, …]
 * ```
 */
export function priceSheet(sheet: GgSheet, options: Partial<GgBuilderOptions> = {}): SheetPrice {
  return analyze(sheet, builderOptions(options)).price;
}

/**
 * Every way a sheet breaks the building rules, each with its rule ID, where it is and the
 * spec's message ("negative modifiers exceed half (max 6)", "minor ability over Level 3",
 * "too few advantages (1, min 2)", …). Empty when the character is legal.
 *
 * @example
 * ```ts
 * validateSheet(sheet);                        // [] for a legal build
 * validateSheet(sheet, { negativeCapMinor: 'reject' });
 * ```
 */
export function validateSheet(sheet: GgSheet, options: Partial<GgBuilderOptions> = {}): SheetIssue[] {
  return [...analyze(sheet, builderOptions(options)).issues];
}

/** The price as the CLI and the server show it: each ability, then the traits' net cost (GG-TRAIT-02), against the budget. */
export function sheetCost(p: SheetPrice): SheetCost {
  const lines = p.abilities.map((a) => ({ label: `${a.name} ${a.level}`, cost: a.total }));
  if (p.traits.advantagePoints > 0 || p.traits.disadvantagePoints > 0) {
    lines.push({ label: `advantages ${p.traits.advantagePoints} − disadvantages ${p.traits.disadvantagePoints} (at least 0)`, cost: p.traits.cost });
  }
  return { unit: 'GP', total: p.total, budget: p.budget, lines };
}

/** Parses sheet JSON (from a file, the CLI or the web) and validates it: the result for a `validate-character` query. */
export function checkSheetJson(
  json: unknown, options: Partial<GgBuilderOptions> = {},
): { sheet: GgSheet | null; price: SheetPrice | null; issues: SheetIssue[] } {
  const parsed = ggSheetSchema.safeParse(json);
  if (!parsed.success) {
    return {
      sheet: null, price: null,
      issues: schemaIssues('GG-BLD-01', parsed.error),
    };
  }
  const { price, issues } = analyze(parsed.data, builderOptions(options));
  return { sheet: parsed.data, price, issues: [...issues] };
}

import type { SheetIssue } from '../../../kernel/index.ts';
import { GG_CATALOG } from '../catalog/catalog.ts';
import type { TraitEntry } from '../catalog/types.ts';
import { FREQUENCY_VALUE, SEVERITY_VALUE, type Frequency, type Severity } from '../catalog/vocabulary.ts';
import type { CatalogTraitPick, GgSheet } from '../sheet.ts';
import type { GgBuilderOptions } from './builder-options.ts';

/** One advantage or disadvantage as priced (GG-CHAR-10, GG-TRAIT-06/07). */
export interface TraitPrice {
  readonly id: string;
  readonly name: string;
  readonly ruleId: string;
  readonly list: 'advantages' | 'disadvantages';
  readonly frequency: Frequency | null;
  readonly severity: Severity | null;
  /** GP: positive for an advantage, negative for a disadvantage. */
  readonly gp: number;
  /** How the price was found: as printed, by frequency + severity, or one of two printed prices. */
  readonly basis: 'printed' | 'formula' | 'variant';
  readonly note?: string;
}

/** The traits' share of the budget (GG-TRAIT-02): disadvantage points only pay for advantages. */
export interface TraitsPrice {
  readonly advantages: readonly TraitPrice[];
  readonly disadvantages: readonly TraitPrice[];
  /** A: the advantages' GP. */
  readonly advantagePoints: number;
  /** D: the disadvantages' GP as a positive number. */
  readonly disadvantagePoints: number;
  /** max(0, A − D): what the traits cost out of the budget. */
  readonly cost: number;
  /** max(0, D − A): disadvantage points left over, which cannot pay for abilities (GG-TRAIT-R02). */
  readonly lost: number;
}

/** Frequency + severity (GG-TRAIT-06): 0 to 4. */
export function formulaPrice(frequency: Frequency, severity: Severity): number {
  return FREQUENCY_VALUE[frequency] + SEVERITY_VALUE[severity];
}

const COUNTS = { advantages: [2, 5], disadvantages: [1, 4] } as const;
const WORD = { advantages: 'advantages', disadvantages: 'disadvantages' } as const;

export function analyzeTraits(sheet: GgSheet, options: GgBuilderOptions): { price: TraitsPrice; issues: SheetIssue[] } {
  const issues: SheetIssue[] = [];
  const priced = { advantages: [] as TraitPrice[], disadvantages: [] as TraitPrice[] };
  const taken = new Set<string>();
  for (const list of ['advantages', 'disadvantages'] as const) {
    sheet[list].forEach((pick, i) => {
      const path = [list, i];
      if ('custom' in pick) {
        // GG-TRAIT-09: a referee-approved trait outside the list, priced by GG-TRAIT-06.
        const gp = (list === 'advantages' ? 1 : -1) * formulaPrice(pick.frequency, pick.severity);
        priced[list].push({
          id: 'custom', name: pick.custom, ruleId: 'GG-TRAIT-09', list, frequency: pick.frequency, severity: pick.severity, gp, basis: 'formula',
          ...(pick.note ? { note: pick.note } : {}),
        });
        return;
      }
      const entry = GG_CATALOG.trait(pick.id);
      if (!entry) {
        issues.push({ ruleId: 'GG-BLD-02', path: [...path, 'id'], message: `unknown advantage or disadvantage "${pick.id}"` });
        return;
      }
      const twice = `${pick.id}|${pick.note ?? ''}`;
      if (taken.has(twice)) issues.push({ ruleId: entry.ruleId, path, message: `${entry.name} is taken twice` });
      taken.add(twice);
      const p = priceTrait(entry, pick, list, options, path, issues);
      if (p) priced[list].push(p);
      const all = [...sheet.advantages, ...sheet.disadvantages];
      if (entry.requiresTrait && !all.some((t) => 'id' in t && t.id === entry.requiresTrait)) {
        const needed = GG_CATALOG.trait(entry.requiresTrait)!;
        issues.push({ ruleId: entry.ruleId, path, message: `${entry.name} is only taken together with ${needed.name}` });
      }
    });
  }
  // GG-CHAR-10 / GG-TRAIT-01 (counts bind major characters, GG-TRAIT-R01).
  if (sheet.kind === 'major' || options.traitCountsForMinors) {
    for (const list of ['advantages', 'disadvantages'] as const) {
      const n = sheet[list].length;
      const [min, max] = COUNTS[list];
      if (n < min) issues.push({ ruleId: 'GG-CHAR-10', path: [list], message: `too few ${WORD[list]} (${n}, min ${min})` });
      if (n > max) issues.push({ ruleId: 'GG-CHAR-10', path: [list], message: `too many ${WORD[list]} (${n}, max ${max})` });
    }
  }
  const advantagePoints = priced.advantages.reduce((s, t) => s + t.gp, 0);
  const disadvantagePoints = -priced.disadvantages.reduce((s, t) => s + t.gp, 0);
  return {
    price: {
      ...priced, advantagePoints, disadvantagePoints,
      cost: Math.max(0, advantagePoints - disadvantagePoints), lost: Math.max(0, disadvantagePoints - advantagePoints),
    },
    issues,
  };
}

function priceTrait(
  entry: TraitEntry, pick: CatalogTraitPick, list: 'advantages' | 'disadvantages', options: GgBuilderOptions, path: (string | number)[], issues: SheetIssue[],
): TraitPrice | undefined {
  const say = (message: string, at: (string | number)[] = path) => issues.push({ ruleId: entry.ruleId, path: at, message });
  const sign = list === 'advantages' ? 1 : -1;
  const base = { id: entry.id, name: entry.name, ruleId: entry.ruleId, list, ...(pick.note ? { note: pick.note } : {}) };
  const p = entry.pricing;
  if (p.kind !== 'varies') {
    // A printed row belongs to the family of its sign (GG-TRAIT-06).
    if (entry.family !== (list === 'advantages' ? 'advantage' : 'disadvantage')) {
      say(`${entry.name} is ${entry.family === 'advantage' ? 'an advantage' : 'a disadvantage'}; list it under ${entry.family}s`);
    }
    if (pick.frequency !== undefined || pick.severity !== undefined) say(`${entry.name} has a printed frequency and severity`);
  }
  if (p.kind === 'printed') {
    if (pick.variant !== undefined) say(`${entry.name} has no variants`, [...path, 'variant']);
    const formula = sign * formulaPrice(p.frequency, p.severity);
    const gp = options.traitPrices === 'formula' ? formula : p.cost;
    return { ...base, frequency: p.frequency, severity: p.severity, gp, basis: options.traitPrices === 'formula' && formula !== p.cost ? 'formula' : 'printed' };
  }
  if (p.kind === 'variants') {
    const v = p.variants.find((x) => x.id === pick.variant);
    if (!v) {
      say(`${entry.name}: choose ${p.variants.map((x) => `"${x.id}" (${x.label}, ${x.cost})`).join(' or ')}`, [...path, 'variant']);
      return undefined;
    }
    return { ...base, frequency: v.frequency, severity: v.severity, gp: v.cost, basis: 'variant' };
  }
  // "Varies" (GG-TRAIT-07): the referee sets what the row leaves open; the list gives the sign.
  if (pick.variant !== undefined) say(`${entry.name} has no variants`, [...path, 'variant']);
  const frequency = p.frequency ?? pick.frequency;
  const severity = p.severity ?? pick.severity;
  if (p.frequency !== null && pick.frequency !== undefined && pick.frequency !== p.frequency) say(`${entry.name}'s frequency is fixed at ${p.frequency}`, [...path, 'frequency']);
  if (p.severity !== null && pick.severity !== undefined && pick.severity !== p.severity) say(`${entry.name}'s severity is fixed at ${p.severity}`, [...path, 'severity']);
  if (!frequency) say(`${entry.name}: the referee sets its frequency`, [...path, 'frequency']);
  if (!severity) say(`${entry.name}: the referee sets its severity`, [...path, 'severity']);
  if (!frequency || !severity) return undefined;
  return { ...base, frequency, severity, gp: sign * formulaPrice(frequency, severity), basis: 'formula' };
}

import type { ChoiceItem, CostValue, OptionDef } from '../catalog/options.ts';
import { holds, type BuildFacts, type Predicate } from '../catalog/predicate.ts';
import { needsWords } from '../catalog/predicate-words.ts';
import type { OptionValue } from '../sheet.ts';

/** Why a chosen option is refused, in the words the web form shows beside it. */
const unavailable = (requires: Predicate) => `is not available for this build: it needs ${needsWords(requires)}`;

/** One priced part of an entry's options, e.g. "Movement classes: Air" 3 GP. */
export interface OptionLine {
  readonly label: string;
  /** GP, or null when the seed prints no price for this choice (the referee enters it, GG-RULING-C03). */
  readonly gp: number | null;
}

export interface OptionsOutcome {
  readonly lines: readonly OptionLine[];
  /** Why the chosen options break the entry's rules (plain messages; the caller adds rule ID and path). */
  readonly problems: readonly { readonly option: string; readonly message: string }[];
}

/**
 * A printed price for this build: the first matching `costIf`, else the base; null = not printed.
 * A price per additional Type is a price for how many Types the ability has, which Flexible Type
 * does not pay: its Types are used one at a time (seed L214, "not any cost for 1 type, 2 types etc."; GG-BLD-17).
 */
export function costOf(value: CostValue, facts: BuildFacts): number | null {
  if (value === null || typeof value === 'number') return value;
  const match = value.costIf.find((c) => holds(c.when, facts));
  const base = match ? match.cost : value.base;
  if (base === null) return null;
  const oneAtATime = facts.modifiers.some((m) => m.id === 'flexible-type');
  return base + (oneAtATime ? 0 : (value.perExtraType ?? 0) * Math.max(0, facts.types.length - 1));
}

const isSet = (v: OptionValue | undefined) => v !== undefined && v !== false && v !== 0 && !(Array.isArray(v) && v.length === 0);
const plus = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);

/**
 * Prices an entry's options as chosen and reports every value that does not fit its definition.
 * `facts.options` must be `values` (the entry's own options) so option predicates read them.
 */
export function priceOptions(defs: readonly OptionDef[], values: Readonly<Record<string, OptionValue>>, facts: BuildFacts): OptionsOutcome {
  const lines: OptionLine[] = [];
  const problems: { option: string; message: string }[] = [];
  const say = (option: string, message: string) => problems.push({ option, message });
  for (const key of Object.keys(values)) {
    if (!defs.some((d) => d.id === key)) say(key, `unknown option "${key}"`);
  }
  for (const def of defs) {
    const value = values[def.id];
    if (def.requires && isSet(value) && !holds(def.requires, facts)) say(def.id, `${def.label} ${unavailable(def.requires)}`);
    switch (def.kind) {
      case 'flag': {
        if (value !== undefined && typeof value !== 'boolean') say(def.id, `${def.label} is taken or not (true or false)`);
        else if (value === true) lines.push({ label: def.label, gp: costOf(def.cost, facts) });
        break;
      }
      case 'count': {
        const n = value ?? def.min;
        if (typeof n !== 'number' || !Number.isInteger(n)) {
          say(def.id, `${def.label} is a whole number`);
          break;
        }
        if (n < def.min || (def.max !== null && n > def.max)) {
          say(def.id, `${def.label} must be ${def.max === null ? `at least ${def.min}` : `${def.min} to ${def.max}`}`);
          break;
        }
        if (n === 0) break;
        const first = costOf(def.costFirst ?? def.costEach, facts);
        const rest = costOf(def.costEach, facts);
        const gp = plus(first, rest === null ? null : rest * (n - 1));
        if (gp !== 0) lines.push({ label: `${def.label} ×${n}`, gp });
        break;
      }
      case 'choice': {
        if (value === undefined) {
          if (def.required) say(def.id, `choose ${def.label}`);
          break;
        }
        const item = typeof value === 'string' ? def.choices.find((c) => c.id === value) : undefined;
        if (!item) {
          say(def.id, `${def.label} is one of ${def.choices.map((c) => c.id).join(', ')}`);
          break;
        }
        if (item.requires && !holds(item.requires, facts)) say(def.id, `${def.label}: ${item.label} ${unavailable(item.requires)}`);
        lines.push({ label: `${def.label}: ${item.label}`, gp: costOf(item.cost, facts) });
        break;
      }
      case 'multi': {
        const picked = value ?? [];
        if (!Array.isArray(picked)) {
          say(def.id, `${def.label} is a list`);
          break;
        }
        if (new Set(picked).size !== picked.length) say(def.id, `${def.label} lists an entry twice`);
        if (picked.length < def.min || (def.max !== null && picked.length > def.max)) {
          say(def.id, `${def.label}: pick ${def.max === null ? `at least ${def.min}` : `${def.min} to ${def.max}`}`);
        }
        const items: ChoiceItem[] = [];
        for (const id of picked) {
          const item = def.items ? def.items.find((i) => i.id === id) : { id, label: id, cost: 0 };
          if (!item) say(def.id, `${def.label}: "${id}" is not one of ${def.items!.map((i) => i.id).join(', ')}`);
          else if (item.requires && !holds(item.requires, facts)) say(def.id, `${def.label}: ${item.label} ${unavailable(item.requires)}`);
          else items.push(item);
        }
        if (items.length > 0) lines.push({ label: `${def.label}: ${items.map((i) => i.label).join(', ')}`, gp: multiCost(def, items, facts) });
        break;
      }
      case 'text': {
        if (value === undefined) {
          if (def.required) say(def.id, `name ${def.label}`);
        } else if (typeof value !== 'string' || value.trim() === '') say(def.id, `${def.label} is a text`);
        break;
      }
    }
  }
  return { lines, problems };
}

function multiCost(def: Extract<OptionDef, { kind: 'multi' }>, items: readonly ChoiceItem[], facts: BuildFacts): number | null {
  const n = items.length;
  const p = def.pricing;
  switch (p.kind) {
    case 'sum':
      return items.reduce<number | null>((sum, i) => plus(sum, costOf(i.cost, facts)), 0);
    case 'each': {
      const each = costOf(p.cost, facts);
      return each === null ? null : each * n;
    }
    case 'tiers': {
      if (n <= p.tiers.length) return p.tiers[n - 1]!;
      return p.beyond === null ? null : p.tiers[p.tiers.length - 1]! + (n - p.tiers.length) * p.beyond;
    }
    case 'max-plus-each': {
      const costs = items.map((i) => costOf(i.cost, facts));
      if (costs.some((c) => c === null)) return null;
      return Math.max(...(costs as number[])) + (n - 1) * p.each;
    }
  }
}

import {
  GG_CATALOG, predicateWords, titleCase, type AbilityEntry, type CostValue, type ModifierEntry, type TraitEntry,
} from '../../../systems/glorious-gladiators/index.ts';
import type { PickerItem } from '../picker.tsx';

// Words for catalog data: printed prices, predicates and picker rows. Nothing here prices or
// judges a build; that is the builder's code (priceSheet, analyzeAbility) in the system.

/** A catalog id in title words, as the builder's messages write them. */
export const title = titleCase;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export { predicateWords };

/** A printed price: "+3", "4, or 2 if Personal", "set by the referee". */
export function costWords(c: CostValue): string {
  if (c === null) return 'set by the referee';
  if (typeof c === 'number') return signed(c);
  const base = c.base === null ? 'set by the referee' : signed(c.base);
  const ifs = c.costIf.map((x) => `${x.cost === null ? 'referee' : signed(x.cost)} if ${predicateWords(x.when)}`);
  const extra = c.perExtraType ? `, ${signed(c.perExtraType)} per extra Type` : '';
  return [base, ...ifs].join(', or ') + extra;
}

export const seedWords = (e: { seed: { from: number; to: number } }) => `seed L${e.seed.from}${e.seed.to !== e.seed.from ? `–${e.seed.to}` : ''}`;

function abilityCost(e: AbilityEntry): string {
  const parts = [`Level Limit ${e.levelLimit}`];
  if (e.cost.typeCosts) parts.push(`by Type: ${Object.entries(e.cost.typeCosts).map(([t, n]) => `${title(t)} ${n}`).join(', ')}`);
  else if (e.cost.typeTiers) parts.push(`by Types covered: ${e.cost.typeTiers.tiers.join('/')}`);
  else parts.push(`base ${costWords(e.cost.base)}`);
  return parts.join(' · ');
}

export const ABILITY_ITEMS: readonly PickerItem[] = GG_CATALOG.abilities.map((e) => ({
  id: e.id, name: e.name, ruleId: e.ruleId, cost: abilityCost(e), summary: e.summary, seed: seedWords(e),
  ...(e.attack === 'yes' ? { group: 'attack' } : {}),
}));

export function modifierItem(e: ModifierEntry, disabled?: string): PickerItem {
  const cost = e.derivedCost ? 'from the build' : costWords(e.cost);
  return {
    id: e.id, name: e.name, ruleId: e.ruleId, cost, summary: e.summary, seed: seedWords(e), group: e.category,
    ...(disabled ? { disabled } : {}),
  };
}

export function traitCost(e: TraitEntry): string {
  const p = e.pricing;
  if (p.kind === 'printed') return signed(p.cost);
  if (p.kind === 'variants') return p.variants.map((v) => `${signed(v.cost)} ${v.label}`).join(' or ');
  return 'frequency + severity';
}

export function traitItems(family: 'advantage' | 'disadvantage'): PickerItem[] {
  return GG_CATALOG.traits.filter((e) => e.family === family || e.pricing.kind === 'varies').map((e) => ({
    id: e.id, name: e.name, ruleId: e.ruleId, cost: traitCost(e), summary: `${e.summary}${e.letters ? ` (${e.letters})` : ''}`, seed: seedWords(e),
    ...(e.family !== family ? { group: `usually ${e.family}` } : {}),
  }));
}

/** Level costs as tiers: "Levels 1–4: 1 GP each; 5–8: 2 GP each; …". */
export function tierWords(levelLimit: number, upTo: number): string {
  const tiers: string[] = [];
  for (let t = 0; t * levelLimit < Math.max(upTo, levelLimit * 3); t++) {
    const from = t * levelLimit + 1;
    const to = (t + 1) * levelLimit;
    tiers.push(`${from}–${to}: ${t + 1} GP each`);
  }
  return `Levels ${tiers.join('; ')}`;
}

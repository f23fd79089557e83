import type { z } from 'zod';
import { SPECIAL_HANDLERS, type Effect } from './effects.ts';
import type { OptionDef } from './options.ts';
import type { Predicate } from './predicate.ts';
import {
  abilityEntrySchema, modifierEntrySchema, startingEntrySchema, traitEntrySchema,
  type AbilityEntry, type ModifierEntry, type StartingEntry, type TraitEntry,
} from './types.ts';
import { slugOf } from './vocabulary.ts';

// The catalog's own rules, checked on every load and by the catalog test: each file parses, its
// name is its entry's slug, ids and rule IDs are unique, and every name an entry mentions (an
// ability that protects, a modifier a predicate needs, an option a record reads) exists.

export type CatalogDir = 'abilities' | 'modifiers' | 'starting' | 'traits';
export interface CatalogFile { readonly dir: CatalogDir; readonly name: string; readonly data: unknown }
export interface CatalogProblem { readonly file: string; readonly message: string }
export interface ParsedCatalog {
  readonly abilities: readonly AbilityEntry[];
  readonly modifiers: readonly ModifierEntry[];
  readonly starting: readonly StartingEntry[];
  readonly traits: readonly TraitEntry[];
}

const SCHEMAS: Record<CatalogDir, z.ZodType> = {
  abilities: abilityEntrySchema, modifiers: modifierEntrySchema, starting: startingEntrySchema, traits: traitEntrySchema,
};
/** Where each family sits in the seed (the table rows). */
const SEED_SPAN: Record<CatalogDir, readonly [number, number]> = {
  abilities: [63, 168], modifiers: [186, 266], starting: [273, 276], traits: [301, 423],
};
const CATEGORY_SUFFIX = / \((Range|Target|Duration)\)$/;

/** The file name (and id) an entry must have: the slug of its seed name, less a modifier's category tag. */
export function expectedSlug(dir: CatalogDir, name: string): string {
  return slugOf(dir === 'modifiers' ? name.replace(CATEGORY_SUFFIX, '') : name);
}

export function checkCatalog(files: readonly CatalogFile[]): { catalog: ParsedCatalog; problems: CatalogProblem[] } {
  const problems: CatalogProblem[] = [];
  const parsed: { -readonly [K in CatalogDir]: unknown[] } = { abilities: [], modifiers: [], starting: [], traits: [] };
  const fileOf = new Map<object, string>();
  for (const f of files) {
    const file = `${f.dir}/${f.name}.json`;
    const result = SCHEMAS[f.dir].safeParse(f.data);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push({ file, message: `${issue.path.join('.') || '(entry)'}: ${issue.message}` });
      continue;
    }
    const entry = result.data as AbilityEntry | ModifierEntry | StartingEntry | TraitEntry;
    fileOf.set(entry, file);
    parsed[f.dir].push(entry);
    if (entry.id !== f.name) problems.push({ file, message: `id "${entry.id}" does not match the file name "${f.name}"` });
    const slug = expectedSlug(f.dir, entry.name);
    if (f.name !== slug) problems.push({ file, message: `file name "${f.name}" is not the slug of its name "${entry.name}" (expected "${slug}")` });
    const [lo, hi] = SEED_SPAN[f.dir];
    if (entry.seed.from < lo || entry.seed.to > hi) problems.push({ file, message: `seed lines ${entry.seed.from}-${entry.seed.to} lie outside L${lo}-${hi}` });
  }
  const catalog = parsed as unknown as ParsedCatalog;
  const where = (e: object) => fileOf.get(e) ?? '?';
  checkUnique(catalog, where, problems);
  checkReferences(catalog, where, problems);
  return { catalog, problems };
}

function checkUnique(c: ParsedCatalog, where: (e: object) => string, problems: CatalogProblem[]): void {
  const ruleIds = new Map<string, string>();
  for (const [family, list] of Object.entries(c) as [string, readonly (AbilityEntry | ModifierEntry | StartingEntry | TraitEntry)[]][]) {
    const ids = new Map<string, string>();
    for (const e of list) {
      const seen = ids.get(e.id);
      if (seen) problems.push({ file: where(e), message: `id "${e.id}" collides with ${seen} in ${family}` });
      ids.set(e.id, where(e));
      const other = ruleIds.get(e.ruleId);
      if (other) problems.push({ file: where(e), message: `rule ID ${e.ruleId} collides with ${other}` });
      ruleIds.set(e.ruleId, where(e));
    }
  }
}

interface Refs { abilities: Map<string, AbilityEntry>; modifiers: Map<string, ModifierEntry> }

function checkReferences(c: ParsedCatalog, where: (e: object) => string, problems: CatalogProblem[]): void {
  const refs: Refs = { abilities: new Map(c.abilities.map((a) => [a.id, a])), modifiers: new Map(c.modifiers.map((m) => [m.id, m])) };
  const used = new Set<string>();
  for (const a of c.abilities) {
    const say = (message: string) => problems.push({ file: where(a), message });
    for (const p of a.protectedBy) {
      if ('ability' in p && !refs.abilities.has(p.ability)) say(`protectedBy names unknown ability "${p.ability}"`);
      if ('modifiers' in p) for (const m of p.modifiers ?? []) if (!refs.modifiers.has(m)) say(`protectedBy names unknown modifier "${m}"`);
    }
    for (const m of a.cost.includedModifiers) if (!refs.modifiers.has(m)) say(`includedModifiers names unknown modifier "${m}"`);
    if (a.cost.levelCostMultiplier && a.options.find((o) => o.id === a.cost.levelCostMultiplier!.option)?.kind !== 'count') {
      say(`levelCostMultiplier needs a count option "${a.cost.levelCostMultiplier.option}"`);
    }
    for (const s of a.cost.surcharges) checkPredicate(s.when, a.options, refs, say);
    checkEntry(a.options, a.restrictions, a.effects, refs, say, used);
    if ((a.effects.length === 0) !== (a.play === 'narrative')) say('an entry has no effects exactly when its play is "narrative"');
  }
  for (const m of c.modifiers) {
    const say = (message: string) => problems.push({ file: where(m), message });
    if (typeof m.cost === 'object' && m.cost !== null) for (const ci of m.cost.costIf) checkPredicate(ci.when, m.options, refs, say);
    const d = m.derivedCost;
    if (d?.kind === 'half-of-modifier' && !refs.modifiers.has(d.modifier)) say(`derivedCost names unknown modifier "${d.modifier}"`);
    if (d?.kind === 'flexible-ability' && !m.options.some((o) => o.id === d.option)) say(`derivedCost reads unknown option "${d.option}"`);
    checkEntry(m.options, m.restrictions, m.effects, refs, say, used);
    if ((m.effects.length === 0) !== (m.play === 'narrative')) say('an entry has no effects exactly when its play is "narrative"');
  }
  for (const s of c.starting) {
    const say = (message: string) => problems.push({ file: where(s), message });
    const ability = refs.abilities.get(s.ability);
    if (!ability) say(`starting ability builds on unknown ability "${s.ability}"`);
    for (const m of s.modifiers) if (!refs.modifiers.has(m.id)) say(`starting ability names unknown modifier "${m.id}"`);
    for (const key of Object.keys(s.options)) if (ability && !ability.options.some((o) => o.id === key)) say(`option "${key}" is not an option of ${s.ability}`);
  }
  const traitIds = new Set(c.traits.map((t) => t.id));
  for (const t of c.traits) {
    const say = (message: string) => problems.push({ file: where(t), message });
    if (t.requiresTrait && !traitIds.has(t.requiresTrait)) say(`requiresTrait names unknown trait "${t.requiresTrait}"`);
    checkEntry([], [], t.effects, refs, say, used);
    if ((t.effects.length === 0) !== (t.play === 'narrative')) say('an entry has no effects exactly when its play is "narrative"');
  }
  if (c.abilities.length > 0) {
    for (const h of SPECIAL_HANDLERS) if (!used.has(h)) problems.push({ file: '(catalog)', message: `special handler "${h}" is used by no entry` });
  }
}

function checkEntry(
  options: readonly OptionDef[], restrictions: readonly { when: Predicate }[], effects: readonly Effect[], refs: Refs,
  say: (message: string) => void, usedHandlers: Set<string>,
): void {
  for (const o of options) {
    if (o.requires) checkPredicate(o.requires, options, refs, say);
    if (o.kind === 'choice' || (o.kind === 'multi' && o.items)) {
      for (const item of o.kind === 'choice' ? o.choices : o.items ?? []) if (item.requires) checkPredicate(item.requires, options, refs, say);
    }
  }
  for (const r of restrictions) checkPredicate(r.when, options, refs, say);
  for (const e of effects) {
    if (e.when) checkPredicate(e.when, options, refs, say);
    if (e.kind === 'special') usedHandlers.add(e.handler);
    const against = 'against' in e && typeof e.against === 'object' && e.against !== null && !('option' in e.against) ? e.against : undefined;
    for (const id of against?.abilities ?? []) if (!refs.abilities.has(id)) say(`effect names unknown ability "${id}"`);
    for (const id of against?.modifiers ?? []) if (!refs.modifiers.has(id)) say(`effect names unknown modifier "${id}"`);
    for (const value of Object.values(e) as unknown[]) {
      const read = optionReadBy(value);
      if (read !== undefined && !options.some((o) => o.id === read)) say(`effect reads unknown option "${read}"`);
    }
  }
}

/** The option an effect field reads, written { "option": "kinds" }. */
function optionReadBy(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('option' in value)) return undefined;
  const option: unknown = value.option;
  return typeof option === 'string' ? option : undefined;
}

function checkPredicate(p: Predicate, options: readonly OptionDef[], refs: Refs, say: (message: string) => void): void {
  for (const q of [...(p.all ?? []), ...(p.any ?? []), ...(p.not ? [p.not] : [])]) checkPredicate(q, options, refs, say);
  for (const id of p.ability ?? []) if (!refs.abilities.has(id)) say(`predicate names unknown ability "${id}"`);
  for (const id of p.modifier ?? []) if (!refs.modifiers.has(id)) say(`predicate names unknown modifier "${id}"`);
  if (p.option) checkOptionTest(p.option, options, 'predicate', say);
  if (p.modifierOption) {
    const m = refs.modifiers.get(p.modifierOption.modifier);
    if (!m) say(`predicate names unknown modifier "${p.modifierOption.modifier}"`);
    else checkOptionTest(p.modifierOption, m.options, `predicate on ${m.id}`, say);
  }
}

function checkOptionTest(
  t: { id: string; is?: string | boolean | number | undefined; has?: readonly string[] | undefined },
  options: readonly OptionDef[], what: string, say: (message: string) => void,
): void {
  const o = options.find((x) => x.id === t.id);
  if (!o) {
    say(`${what} reads unknown option "${t.id}"`);
    return;
  }
  const known = o.kind === 'choice' ? o.choices.map((c) => c.id) : o.kind === 'multi' && o.items ? o.items.map((i) => i.id) : null;
  if (!known) return;
  for (const v of [...(typeof t.is === 'string' ? [t.is] : []), ...(t.has ?? [])]) {
    if (!known.includes(v)) say(`${what} tests option "${t.id}" for unknown value "${v}"`);
  }
}

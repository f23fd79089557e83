import { z } from 'zod';
import type { OptionValue } from '../sheet.ts';
import {
  DURATION_IDS, RANGE_IDS, SOURCE_CODES, TARGET_IDS, TYPE_CODES, mainTypeOf,
  type DurationId, type RangeId, type SourceCode, type TargetId, type TypeCode,
} from './vocabulary.ts';

/**
 * A condition on how an ability is built, written as data in the catalog: when a price applies
 * ("+1 if no range", GG-MOD-49), what a modifier requires ("must be Persistent", GG-MOD-19) or
 * when an effect record is active ("Movement with the Air class", GG-ABL-50). Every key present
 * must hold; `all`, `any` and `not` combine them.
 */
export interface Predicate {
  readonly all?: readonly Predicate[] | undefined;
  readonly any?: readonly Predicate[] | undefined;
  readonly not?: Predicate | undefined;
  /** The ability's catalog id is one of these. */
  readonly ability?: readonly string[] | undefined;
  /** One of the ability's Ranges is one of these (Personal when it has none). */
  readonly range?: readonly RangeId[] | undefined;
  /** One of the ability's Targets is one of these (Direct when it has none). */
  readonly target?: readonly TargetId[] | undefined;
  /** One of the ability's Durations is one of these (Instant when it has none). */
  readonly duration?: readonly DurationId[] | undefined;
  /** One of the ability's Types is one of these; "energy" also matches the Energy subtypes. */
  readonly type?: readonly TypeCode[] | undefined;
  readonly source?: readonly SourceCode[] | undefined;
  /** The ability carries one of these modifiers. */
  readonly modifier?: readonly string[] | undefined;
  readonly levelAtLeast?: number | undefined;
  readonly levelAtMost?: number | undefined;
  /** An option of the entry being priced or checked (the ability's own, or the modifier's own). */
  readonly option?: OptionTest | undefined;
  /** An option of another modifier on the same ability, e.g. Persistent's variant. */
  readonly modifierOption?: OptionTest & { readonly modifier: string } | undefined;
}

export interface OptionTest {
  readonly id: string;
  /** The option's value equals this (a choice id, a flag, a count). */
  readonly is?: string | boolean | number | undefined;
  /** The option's list contains one of these. */
  readonly has?: readonly string[] | undefined;
  /** The option is set to something other than false, 0 or an empty list. */
  readonly set?: boolean | undefined;
}

const optionTestShape = {
  id: z.string(),
  is: z.union([z.string(), z.boolean(), z.number()]).optional(),
  has: z.array(z.string()).optional(),
  set: z.boolean().optional(),
};

export const predicateSchema: z.ZodType<Predicate> = z.lazy(() => z.object({
  all: z.array(predicateSchema).optional(),
  any: z.array(predicateSchema).optional(),
  not: predicateSchema.optional(),
  ability: z.array(z.string()).optional(),
  range: z.array(z.enum(RANGE_IDS)).optional(),
  target: z.array(z.enum(TARGET_IDS)).optional(),
  duration: z.array(z.enum(DURATION_IDS)).optional(),
  type: z.array(z.enum(TYPE_CODES)).optional(),
  source: z.array(z.enum(SOURCE_CODES)).optional(),
  modifier: z.array(z.string()).optional(),
  levelAtLeast: z.number().int().optional(),
  levelAtMost: z.number().int().optional(),
  option: z.object(optionTestShape).strict().optional(),
  modifierOption: z.object({ ...optionTestShape, modifier: z.string() }).strict().optional(),
}).strict());

/** What a predicate is checked against: one ability as built, and the entry whose options are "own". */
export interface BuildFacts {
  readonly ability: string;
  readonly level: number;
  readonly types: readonly TypeCode[];
  readonly source: SourceCode;
  readonly ranges: readonly RangeId[];
  readonly targets: readonly TargetId[];
  readonly durations: readonly DurationId[];
  readonly modifiers: readonly { readonly id: string; readonly options: Readonly<Record<string, OptionValue>> }[];
  /** The options of the entry being checked (the ability's, or one modifier's). */
  readonly options: Readonly<Record<string, OptionValue>>;
}

function optionHolds(value: OptionValue | undefined, test: OptionTest): boolean {
  if (test.is !== undefined && value !== test.is) return false;
  if (test.has !== undefined && !(Array.isArray(value) && value.some((v) => test.has!.includes(v)))) return false;
  if (test.set !== undefined) {
    const isSet = value !== undefined && value !== false && value !== 0 && !(Array.isArray(value) && value.length === 0);
    if (isSet !== test.set) return false;
  }
  return true;
}

function typeMatches(have: readonly TypeCode[], want: readonly TypeCode[]): boolean {
  return have.some((t) => want.includes(t) || (want.includes('energy') && mainTypeOf(t) === 'energy'));
}

/** Whether a catalog predicate holds for an ability as built. */
export function holds(p: Predicate, f: BuildFacts): boolean {
  if (p.all && !p.all.every((q) => holds(q, f))) return false;
  if (p.any && !p.any.some((q) => holds(q, f))) return false;
  if (p.not && holds(p.not, f)) return false;
  if (p.ability && !p.ability.includes(f.ability)) return false;
  if (p.range && !f.ranges.some((r) => p.range!.includes(r))) return false;
  if (p.target && !f.targets.some((t) => p.target!.includes(t))) return false;
  if (p.duration && !f.durations.some((d) => p.duration!.includes(d))) return false;
  if (p.type && !typeMatches(f.types, p.type)) return false;
  if (p.source && !p.source.includes(f.source)) return false;
  if (p.modifier && !f.modifiers.some((m) => p.modifier!.includes(m.id))) return false;
  if (p.levelAtLeast !== undefined && f.level < p.levelAtLeast) return false;
  if (p.levelAtMost !== undefined && f.level > p.levelAtMost) return false;
  if (p.option && !optionHolds(f.options[p.option.id], p.option)) return false;
  if (p.modifierOption) {
    const test = p.modifierOption;
    if (!f.modifiers.some((m) => m.id === test.modifier && optionHolds(m.options[test.id], test))) return false;
  }
  return true;
}

/** Every catalog id a predicate names, by family, for the catalog's cross-reference check. */
export function predicateRefs(p: Predicate, out: { abilities: string[]; modifiers: string[] } = { abilities: [], modifiers: [] }) {
  for (const q of [...(p.all ?? []), ...(p.any ?? []), ...(p.not ? [p.not] : [])]) predicateRefs(q, out);
  out.abilities.push(...(p.ability ?? []));
  out.modifiers.push(...(p.modifier ?? []));
  if (p.modifierOption) out.modifiers.push(p.modifierOption.modifier);
  return out;
}

import { GG_CATALOG } from './catalog.ts';
import type { OptionTest, Predicate } from './predicate.ts';

// A catalog predicate in words, for the builder's messages and the web form's hints alike.

/** A catalog id in title words: "long-range" reads "Long Range". */
export const titleCase = (s: string) => s.replace(/(^|-)([a-z])/g, (_, d: string, c: string) => (d ? ' ' : '') + c.toUpperCase());

const nameOf = (id: string) => GG_CATALOG.modifier(id)?.name ?? GG_CATALOG.ability(id)?.name ?? titleCase(id);

/** An option test in words, of the ability or of one of its modifiers: "Size Medium", "Classes Air/Wallcrawl". */
const optionWords = (o: OptionTest) =>
  `${titleCase(o.id)}${o.is !== undefined ? ` ${titleCase(String(o.is))}` : ''}${o.has ? ` ${o.has.map(titleCase).join('/')}` : ''}`;

/** A predicate in words: "Personal and not Area", "(Size Medium or Size Large)". */
export function predicateWords(p: Predicate): string {
  const parts: string[] = [];
  if (p.all) parts.push(p.all.map(predicateWords).join(' and '));
  if (p.any) parts.push(`(${p.any.map(predicateWords).join(' or ')})`);
  if (p.not) parts.push(`not ${predicateWords(p.not)}`);
  if (p.ability) parts.push(p.ability.map(nameOf).join('/'));
  for (const key of ['range', 'target', 'duration', 'type', 'source'] as const) {
    const list = p[key];
    if (list) parts.push(list.map(titleCase).join('/'));
  }
  if (p.modifier) parts.push(`with ${p.modifier.map(nameOf).join('/')}`);
  if (p.levelAtLeast !== undefined) parts.push(`Level ${p.levelAtLeast}+`);
  if (p.levelAtMost !== undefined) parts.push(`Level ≤ ${p.levelAtMost}`);
  if (p.option) parts.push(optionWords(p.option));
  if (p.modifierOption) parts.push(`${nameOf(p.modifierOption.modifier)} ${optionWords(p.modifierOption)}`);
  return parts.join(' and ');
}

/** What an option the build does not allow needs, without a lone "or"'s brackets or a leading "with": "Size Medium or Size Large". */
export function needsWords(p: Predicate): string {
  const words = predicateWords(p);
  const lone = Object.keys(p).filter((k) => p[k as keyof Predicate] !== undefined).join() === 'any';
  return (lone ? words.slice(1, -1) : words).replace(/^with /, '');
}

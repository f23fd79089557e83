import { expandedAbilities } from '../builder/facts.ts';
import type { GgSheet } from '../sheet.ts';
import { flexedPick, type FlexChoice } from './flexible.ts';
import { compileProfile, type FigureProfile } from './profile.ts';

// A figure's profile as it stands in play when it differs from its sheet's: Flexible choices made
// (flexible.ts), and abilities it cannot use for now — a Mount left behind, a Super Form not taken
// (equipment.ts, super-form.ts). Compiled once per sheet and state, as the sheet's own profile is.

const cache = new WeakMap<GgSheet, Map<string, FigureProfile>>();

export function variantProfile(sheet: GgSheet, without: readonly string[], flex: Readonly<Record<string, FlexChoice>>): FigureProfile {
  const key = JSON.stringify([without, flex]);
  let bySheet = cache.get(sheet);
  if (!bySheet) {
    bySheet = new Map();
    cache.set(sheet, bySheet);
  }
  let p = bySheet.get(key);
  if (!p) {
    const picks = expandedAbilities(sheet).filter((x) => !without.includes(x.key)).map((x) => flexedPick(x, flex[x.key] ?? {}));
    p = compileProfile(sheet, picks);
    bySheet.set(key, p);
  }
  return p;
}

/** A Super Form's state in play (GG-ADV-46): in form or not, actions spent changing, hits when in form, whether it plays as a minor. */
export interface SuperForm {
  readonly in: boolean;
  readonly progress: number;
  readonly hits: number;
  readonly minor: boolean;
}

/**
 * Out of its Super Form a character loses half its abilities (Minor: the higher-Level half, rounded
 * up), all of them (Significant), or all and plays as a minor character with 1 hit (Major); its
 * free starting abilities stay (ruling GG-PLAY-73). It starts a fight out of form.
 */
export function superFormStart(sheet: GgSheet, hits: number, severity: string): { form: SuperForm; without: string[] } {
  const own = sheet.abilities.filter((a) => !a.starting);
  const byLevel = [...own].sort((x, y) => y.level - x.level);
  const lost = severity === 'minor' ? byLevel.slice(0, Math.ceil(own.length / 2)) : own;
  return { form: { in: false, progress: 0, hits, minor: severity === 'major' }, without: lost.map((a) => a.key) };
}

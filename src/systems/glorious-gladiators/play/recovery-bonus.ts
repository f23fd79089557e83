import { mainTypeOf, type TypeCode } from '../catalog/vocabulary.ts';
import { effectiveLevel, profile, statusOf, type Cause, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';

// What the holder's own abilities add to a recovery roll (GG-ACT-01, seed L470 "Add the Level of any
// Hindrance Defence which applies", L471 the same for Drain Defence; L99 Escape). Ruling GG-PLAY-186:
// a Hindrance Defence or Drain Defence "of a named Type or Source" (L92, L119 "Is added when taking an
// action to remove a Hindrance / Drain that it would apply to") adds only if it applies to one of the
// Hinders or Drains that put the points or that ability's Levels on (causes.ts): a Type it names (by
// its main Type; Energy covers its subtypes), or the Source it names. Points or Levels no Hinder or
// Drain put on (the GM's) name none: every such defence applies. Escape has no Type to match: it is
// always added. Each adds its Level now (drained, weakened, switched off: effectiveLevel), not as built.
// Figures with none of these abilities pay one record lookup.

export interface RecoveryBonus {
  readonly bonus: number;
  /** The abilities whose Level went into it (each is used by the roll: GG-PLAY-178). */
  readonly added: readonly string[];
}

const NONE: RecoveryBonus = { bonus: 0, added: [] };

/** The defence each recovery roll adds only where it applies. */
const DEFENCE_OF: Readonly<Record<string, string>> = { 'resist-hindrance': 'hindrance-defence', 'recover-drained': 'drain-defence' };

/** Whether a defence of named Types or a Source applies to one of these Hinders or Drains. */
export function appliesTo(d: AbilityProfile, causes: readonly Cause[]): boolean {
  if (d.coversSource) return causes.some((c) => c.source === d.coversSource);
  const energy = d.types.includes('energy');
  return causes.some((c) => c.types.some((t) => {
    const main = mainTypeOf(t as TypeCode);
    return d.types.includes(t as TypeCode) || d.types.includes(main) || (energy && main === 'energy');
  }));
}

/**
 * What the holder's abilities add to its `roll` (`resist-hindrance`, `recover-drained` for the drained
 * `ability`, `escape-trap`): each that applies, at its Level now (GG-PLAY-186).
 */
export function recoveryBonus(s: S, id: string, roll: string, ability?: string): RecoveryBonus {
  const p = profile(s, id);
  const total = p.rollBonus[roll] ?? 0;
  const parts = p.rollBonusFrom[roll];
  if (!parts) return total === 0 ? NONE : { bonus: total, added: [] };
  const causes = roll === 'resist-hindrance' ? statusOf(s, id).causes?.hindrance
    : roll === 'recover-drained' && ability !== undefined ? statusOf(s, id).causes?.drained?.[ability] : undefined;
  const defence = DEFENCE_OF[roll];
  // Bonuses of no ability's Level (a fixed or negative amount) stay as they are.
  let bonus = total;
  const added: string[] = [];
  for (const { from, amount } of parts) {
    bonus -= amount;
    if (causes && defence && !applies(p.abilities.find((a) => a.key === from), defence, causes)) continue;
    const level = effectiveLevel(s, id, from, amount);
    bonus += level;
    if (level > 0) added.push(from);
  }
  return { bonus, added };
}

const applies = (a: AbilityProfile | undefined, defence: string, causes: readonly Cause[]): boolean =>
  a?.ability !== defence || appliesTo(a, causes);

import type { TypeCode } from '../catalog/vocabulary.ts';
import { formActive } from './conditions.ts';
import { effectiveLevel, profile, statusOf, type Cause, type S } from './model.ts';
import { typeCovered, type AbilityProfile, type FigureProfile } from './profile.ts';

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
  return causes.some((c) => typeCovered(c.types as readonly TypeCode[], d.types));
}

/**
 * What the holder's abilities add to its `roll` (`resist-hindrance`, `recover-drained` for the drained
 * `ability`, `escape-trap`): each that applies, at its Level now (GG-PLAY-186).
 */
export function recoveryBonus(s: S, id: string, roll: string, ability?: string): RecoveryBonus {
  const p = profile(s, id);
  const causes = roll === 'resist-hindrance' ? statusOf(s, id).causes?.hindrance
    : roll === 'recover-drained' && ability !== undefined ? statusOf(s, id).causes?.drained?.[ability] : undefined;
  const own = ownDefences(s, id, p, roll, causes);
  const extra = roll === 'resist-hindrance' ? addedToHindranceDefence(s, id, p, causes) : 0;
  return extra === 0 ? own : { bonus: own.bonus + extra, added: own.added };
}

/**
 * Levels another ability adds to Hindrance Defence (Super Strength against Solid and Physical
 * Hinders, seed L157; a Giant's while it is one): added to Resist a Hindrance when one of the Hinders
 * that put the points on is of those Types, or when none is recorded (the GM's points), at the Level
 * now. Like a Level added to a defence against an attack, it is not a use of that ability (GG-PLAY-167).
 */
function addedToHindranceDefence(s: S, id: string, p: FigureProfile, causes: readonly Cause[] | undefined): number {
  let out = 0;
  for (const b of p.defenceBonus) {
    if (b.defence !== 'hindrance-defence' || (b.requires && !formActive(s, id, b.requires))) continue;
    const types = b.against.types;
    if (causes && Array.isArray(types) && !causes.some((c) => typeCovered(c.types as readonly TypeCode[], types))) continue;
    out += effectiveLevel(s, id, b.from, b.amount);
  }
  return out;
}

/** The holder's own defences and Escape that the roll adds (rollBonusFrom), each where it applies. */
function ownDefences(s: S, id: string, p: FigureProfile, roll: string, causes: readonly Cause[] | undefined): RecoveryBonus {
  const total = p.rollBonus[roll] ?? 0;
  const parts = p.rollBonusFrom[roll];
  if (!parts) return total === 0 ? NONE : { bonus: total, added: [] };
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

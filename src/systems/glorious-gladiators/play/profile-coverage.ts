import type { Effect, EffectKind } from '../catalog/effects.ts';
import { PLAYED_FORMS } from './ability-specials.ts';
import { PARTLY_PLAYED } from './modifier-specials.ts';
import { AUTOMATED_EFFECT_KINDS, AUTOMATED_SPECIALS, DEFENCE_ROLLS } from './profile.ts';

// Which catalog records the profile's handlers (profile.ts) really apply, record by record: the
// honest account (coverage.ts, GG-PLAY-30) and the docs read this, never the JSON labels.

/**
 * Rolls that read the profile's roll bonuses: to hit, reactivation, the recovery rolls (Resist a
 * Hindrance, Recover Drained, escaping a Trap), wound recovery and coming back from death, escape
 * and pursuit, and Forced Move Defence against Knockback, Knockdown and carrying.
 */
const PLAYED_ROLLS: ReadonlySet<string> = new Set([
  'to-hit', 'reactivation', 'resist-hindrance', 'recover-drained', 'escape-trap', 'wound-recovery', 'return-from-death', 'escape', 'pursuit',
  'forced-move-defence',
]);

/** How much of a record play applies: all of it, a part (the rest is the referee's), or none. */
export type Coverage = 'all' | 'part' | 'none';
type Variants = { readonly [K in EffectKind]?: (e: Extract<Effect, { kind: K }>) => Coverage | boolean };

const HANDLED: ReadonlySet<string> = new Set(AUTOMATED_EFFECT_KINDS);
const SPECIALS: ReadonlySet<string> = new Set(AUTOMATED_SPECIALS);

/**
 * Kinds whose handler applies only some records, and which: the docs and the catalog coverage
 * test (play/coverage.ts) read this, so a catalog label claiming more than play does fails. A kind
 * with a handler and no entry here is applied whole; one with no handler, not at all.
 */
const APPLIED: Variants = {
  // A "user" record protects the attack's owner (Grab, Damage (Solid) Melee against Grab): both play.
  'protection': () => true,
  'immunity': () => true,
  // Movement's Dodge against Areas is the active move (GG-ATK-02); Light's against sighted Direct attacks (limits.ts).
  'dodge': () => true,
  // A form that is on while active plays when its handler does (ability-specials.ts).
  'condition': (e) => e.on === 'result' || PLAYED_FORMS.has(e.condition),
  // The rolls play adds them to, a defence's Levels on its holder's results with the attacks it
  // names (attack-rules.ts), and Levels added to a defence against some attacks (reach.ts); any
  // other bonus only against some attacks is the GM's.
  'roll-bonus': (e) => (!e.against && PLAYED_ROLLS.has(e.roll)) || (e.roll === 'result' && e.subject === 'target')
    || (e.against !== undefined && DEFENCE_ROLLS.has(e.roll)),
  'special': (e) => (!SPECIALS.has(e.handler) ? 'none' : PARTLY_PLAYED.has(e.handler) ? 'part' : 'all'),
};

/** Whether play applies a catalog record, from the handlers it has (see APPLIED). */
export function recordCoverage(e: Effect): Coverage {
  if (!HANDLED.has(e.kind)) return 'none';
  const v = (APPLIED[e.kind] as ((x: Effect) => Coverage | boolean) | undefined)?.(e) ?? true;
  return v === true ? 'all' : v === false ? 'none' : v;
}

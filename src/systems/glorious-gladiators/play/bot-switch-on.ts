import { switchesOnItself } from './forms.ts';
import { attackAbilities, type AbilityProfile, type FigureProfile } from './profile.ts';

// Which of a figure's abilities the bot (bot.ts) switches on with gg.activate, and when: a bot's
// judgement, not a rule (the rules let a figure activate any of them, GG-ACT-01). Worked out once
// per profile for the profile index (profile-index.ts), so a figure with none costs the bot two
// array-length checks a proposal. It reads the profile only: whether the switch is legal now is
// asked in play (ability-legal.ts), as the list of legal actions asks it.
//
// The two moments (ruling GG-PLAY-134):
// - early: a Persistent ability that helps all fight long is switched on as a player would at the
//   start of a fight, before attacking, while the turn still has an action to attack with after it
//   (seed L238: once activated it stays on until the end of the scene);
// - spare: an Instant one, gone as its user's next turn begins (L224, L463), is worth only an action
//   that would otherwise go unused (the turn's attack made or out of reach, L465: one targeted action
//   a turn), where it guards its user through the enemies' turns; so is a Persistent one that ends too
//   easily to be worth an action it could attack or move with (Concentration, GG-MOD-12; a disguise,
//   which its user's first attack gives away, GG-ABL-06).
//
// Which first, when several are off (ruling GG-PLAY-146): one that lasts (Persistent), in the
// sheet's order, since once on it stays; then the Instant ones by turns, one further along each
// round, since all of them are gone again at the next turn's start (L463) and the sheet's order
// would ready the same one every turn and never the others.

export interface SwitchOnPlan {
  /** Switched on first, with two actions left and no follow-up pending: Persistent ones. */
  readonly early: readonly AbilityProfile[];
  /** Switched on with an action left over: all of them, the early ones too, in the sheet's order (tried as pickToSwitchOn says). */
  readonly spare: readonly AbilityProfile[];
}

type When = 'early' | 'spare' | null;

/** The plan for one profile: only abilities abilityActions offers to switch on on their user (ability-legal.ts). */
export function switchOnPlan(p: FigureProfile): SwitchOnPlan {
  const early: AbilityProfile[] = [];
  const spare: AbilityProfile[] = [];
  for (const a of p.abilities) {
    const when = worth(p, a);
    if (when === 'early') early.push(a);
    if (when !== null) spare.push(a);
  }
  return { early, spare };
}

function worth(p: FigureProfile, a: AbilityProfile): When {
  // Only what the legal actions offer to switch on on its user (ability-legal.ts).
  if (!switchesOnItself(a)) return null;
  // An activation that may put its own user out of action (Disabling, GG-MOD-14) is a player's gamble.
  for (const r of a.risks) if (r.consequence === 'out-of-action') return null;
  const lasting = a.duration === 'persistent';
  const kept: When = lasting && !a.mods.concentration ? 'early' : 'spare';
  switch (a.form) {
    // Reach and Solid Melee gain only on attacks (GG-ABL-35): a Persistent Giant, unless it would
    // give up the Evasion its user has; an Instant one would cost the attack it is for.
    case 'giant': return lasting && (p.dodge['direct'] ?? 0) === 0 ? kept : null;
    // They bar some attacks while on (GG-ABL-42, GG-ABL-32): a Persistent one only if its user keeps
    // an attack as strong as its strongest; an Instant one, switched on after the turn's attack, bars nothing it would use.
    case 'insubstantial':
    case 'fragmented': return !lasting ? 'spare' : keepsBestAttack(p, a) ? kept : null;
    case 'disguised': return 'spare';
    case null: break;
    // Telepathy links its user to someone else (GG-ABL-66).
    default: return null;
  }
  if (a.specials.includes('luck') || a.specials.includes('illusion') || a.specials.includes('regeneration')) return kept;
  // An Instant Counter is up only once activated (a Persistent one is up without: switchesOnItself).
  if (a.specials.includes('counter')) return 'spare';
  // So is an Instant Speed after its user's first turn (GG-PLAY-147): switched on with a spare action,
  // its Level counts in the Speed rolls of the enemies' turns.
  if (a.specials.includes('speed')) return 'spare';
  // A self-Transform leaves its user nothing to do (GG-ABL-68); an Animal Form's abilities are the GM's (GG-ABL-03).
  return null;
}

/** Whether the figure keeps, in the form, an attack with a Level as high as its strongest out of it (the bot scores attacks by Level). */
function keepsBestAttack(p: FigureProfile, form: AbilityProfile): boolean {
  let best = 0;
  let kept = 0;
  for (const x of attackAbilities(p)) {
    if (x.requires !== null && x.requires !== form.form) continue;
    if (x.requires === null) best = Math.max(best, x.level);
    const barred = x.requires === null
      && (form.form === 'fragmented' ? x.types.includes('solid') : x.types.some((t) => form.types.includes(t)));
    if (!barred) kept = Math.max(kept, x.level);
  }
  return kept >= best;
}

/**
 * The ability of `wanted` (a plan's list) to switch on in round `round`, of those `ok` lets on now
 * (GG-PLAY-146): the first that lasts, in the sheet's order; else the Instant ones by turns, the
 * round's (round − 1 modulo their number) first, then on round the list. No closure per call: `ok`
 * gets its context `c`, so the proposal (ability-legal.ts) and the choice from the legal actions
 * (bot-choices.ts) pick alike.
 */
export function pickToSwitchOn<C>(
  wanted: readonly AbilityProfile[], round: number, ok: (c: C, a: AbilityProfile) => boolean, c: C,
): AbilityProfile | null {
  let instants = 0;
  for (const a of wanted) {
    if (a.duration !== 'instant') {
      if (ok(c, a)) return a;
    } else instants++;
  }
  const first = Math.max(0, round - 1) % Math.max(1, instants);
  for (let k = 0; k < instants; k++) {
    // The ((first + k) mod instants)-th Instant one of the list.
    let j = (first + k) % instants;
    for (const a of wanted) {
      if (a.duration !== 'instant' || j-- > 0) continue;
      if (ok(c, a)) return a;
      break;
    }
  }
  return null;
}

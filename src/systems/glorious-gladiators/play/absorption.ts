import { choose } from '../../../dice/index.ts';
import { hasCondition, type EventDraft } from '../../../kernel/index.ts';
import { absorptionInto } from '../builder/facts.ts';
import { mainTypeOf } from '../catalog/vocabulary.ts';
import { imposedOf, sourceAbility, withHandler } from './conditions.ts';
import { effectiveLevel, profile, statusOf, type S } from './model.ts';
import { profileIndex } from './profile-index.ts';
import type { AbilityProfile, FigureProfile } from './profile.ts';
import { put, type P } from './put.ts';

// Absorption (GG-ABL-01, seed L63): "When the target is hit by a Damage Attack of a chosen Type/s add
// ½ of the levels of the attack to a chosen ability or abilities of the user. The total levels added
// to each ability cannot exceed the level of the Absorption." Ruling GG-PLAY-107: the half (rounded
// up) is one share, split among the abilities the Absorption feeds as its holder chooses; each takes
// no more than the room its cap leaves, and what no ability has room for is lost. One with a range is
// switched on on a target (gg.activate): the target's hits feed the user's abilities (GG-PLAY-153).

/** Whether an Absorption feeds on this attack: Damage of a Type it absorbs. */
function feedsOn(a: AbilityProfile, attack: AbilityProfile): boolean {
  if (!attack.damage) return false;
  const kinds = Array.isArray(a.options['absorbs']) ? a.options['absorbs'] : [...a.types];
  for (const t of attack.types) if (kinds.includes(t) || kinds.includes(mainTypeOf(t))) return true;
  return false;
}

/**
 * The holder's abilities an Absorption feeds, each once, in the order its sheet names them: its other
 * abilities by key, read as the builder's check reads them (absorptionInto, GG-BLD-31).
 */
function fed(p: FigureProfile, a: AbilityProfile): AbilityProfile[] {
  const byKey = (key: string) => p.abilities.find((y) => y.key === key);
  return absorptionInto(a, (key) => byKey(key) !== undefined).flatMap((e) => (e.fault === null ? [byKey(e.key)!] : []));
}

/** The condition an Absorption with a range puts on its target (gg.activate): that target's hits feed its user (GG-PLAY-153). */
export const ABSORBING = 'absorbing';

/**
 * Whether a hit on this figure is answered (ability-reactions.ts onHit): it has a Personal Absorption
 * or Psychic Backlash of its own, or someone's Absorption is on it.
 */
export function answersHits(s: S, id: string): boolean {
  const fig = s.figures[id];
  return fig !== undefined && (profileIndex(profile(s, id)).onHit || hasCondition(fig, ABSORBING));
}

/**
 * Each Absorption that feeds on a Damage attack that hit the victim (GG-ABL-01): the victim's own
 * Personal ones, then those switched on on it, which feed their users' abilities (GG-PLAY-153).
 */
export function* absorb(s: S, attacker: string, attack: AbilityProfile, victim: string): P {
  let cur = s;
  for (const a of withHandler(profile(cur, victim), 'absorption')) {
    if (a.range === null && feedsOn(a, attack)) cur = yield* feed(cur, victim, a, attacker, attack);
  }
  for (const c of [...cur.figures[victim]!.conditions]) {
    const im = c.id === ABSORBING ? imposedOf(c) : null;
    const a = im ? sourceAbility(cur, im) : undefined;
    if (im && a && feedsOn(a, attack)) cur = yield* feed(cur, im.from, a, attacker, attack);
  }
  return cur;
}

/** Half the attack's Levels shared among the abilities of the Absorption's user it feeds (GG-PLAY-107). */
function* feed(s: S, holder: string, a: AbilityProfile, attacker: string, attack: AbilityProfile): P {
  let cur = s;
  const into = fed(profile(cur, holder), a);
  // The cap is the Absorption's Level now: drained, it holds less (GG-ABL-22); what is in an ability stays.
  const cap = effectiveLevel(cur, holder, a.key, a.level);
  const rooms = into.map((y) => Math.max(0, cap - (statusOf(cur, holder).absorbed[y.key] ?? 0)));
  let restRoom = rooms.reduce((n, r) => n + r, 0);
  let left = Math.min(Math.ceil(effectiveLevel(cur, attacker, attack.key, attack.level) / 2), restRoom);
  for (let i = 0; i < into.length && left > 0; i++) {
    restRoom -= rooms[i]!;
    // As many as the others cannot hold, at least; as many as its room, at most.
    const most = Math.min(rooms[i]!, left);
    const least = Math.max(0, left - restRoom);
    const gain = most === least ? most : yield* share(holder, a, into[i]!, left, least, most);
    left -= gain;
    if (gain === 0) continue;
    const absorbed = (statusOf(cur, holder).absorbed[into[i]!.key] ?? 0) + gain;
    cur = yield* put(cur, {
      type: 'gg.absorbed', data: { figure: holder, ability: into[i]!.key, from: attacker, gain, absorbed }, ruleIds: ['GG-ABL-01', 'GG-PLAY-107'],
    });
  }
  return cur;
}

/** The holder's choice of how many of the Levels left one fed ability takes (most first: the bot fills in the sheet's order). */
function* share(holder: string, a: AbilityProfile, to: AbilityProfile, left: number, least: number, most: number): P<number> {
  const options = [];
  for (let n = most; n >= least; n--) options.push({ value: n, label: `${n} to ${to.name}` });
  const answer = yield* choose<EventDraft>({
    to: holder, kind: 'absorb', message: `${a.name}: ${left} Level${left === 1 ? '' : 's'} to share; how many to ${to.name}?`,
    // Half the attack's Level, capped by the sheet's: not for a table that may not see it.
    seen: `${a.name}: Levels to share; how many to ${to.name}?`,
    ruleIds: ['GG-ABL-01', 'GG-PLAY-107'], options,
  });
  const n = Number(answer);
  return Number.isInteger(n) ? Math.min(most, Math.max(least, n)) : most;
}

// Area attacks: where the template lands and who is caught under it, and diving clear of it.
import { roll } from '../../../dice/index.ts';
import { hasCondition, hexDistance, kernelEvent, sameHex, type Hex } from '../../../kernel/index.ts';
import { areaRadius, distance, toHitFor } from './attack-rules.ts';
import { checkRoller, d10, d6, type CheckRoll } from './check.ts';
import { isMajor, profile, statusOf, type S } from './model.ts';
import type { AbilityProfile, Movement } from './profile.ts';
import { figuresOnLine, figuresWithin, positionOf, pushedTo, step } from './space.ts';
import { put, type P } from './turns.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { reactToArea, type Late } from './quick.ts';
import { footprint, stretch } from './reach.ts';
import { pointDistance, pointPenalties } from './attack-point.ts';
import { moveAllowance } from './actions.ts';
import { usableMovements } from './fear.ts';
import { actionBan } from './limits.ts';
import { hasMoveCosts, moveCosts, movingCosts } from './move-uses.ts';

/** The hex an Area attack lands on and its size; a Line has no radius. */
/** Where an Area landed: its centre, its radius (null for a Line) and the hex it came from (its user's). */
export interface Template { readonly point: Hex; readonly radius: number | null; readonly from?: Hex }

/** Who an Area attack resolves against, and the template it left (GG-ATK-02). */
export interface Victims { readonly ids: string[]; readonly s: S; readonly template?: Template; readonly late?: readonly Late[] }

/**
 * Who is under an Area attack: the hex is aimed at, deviates on a miss, and Quick moves may leave it
 * (GG-ATK-02, GG-ATK-10). `at`: the hex aimed at when the attack names no figure (GG-PLAY-206;
 * `target` is then ''), from the attacker's hex, with the attacker's own Penalties only.
 */
export function* victims(s: S, attacker: string, ability: AbilityProfile, target: string, at?: Hex): P<Victims> {
  if (ability.targeting.method !== 'area' || !ability.area) return { ids: [target], s };
  const from = positionOf(s, attacker);
  let point = at ?? positionOf(s, target);
  if (!from || !point) return { ids: at ? [] : [target], s };
  let d: number;
  let net: number;
  if (at) {
    d = pointDistance(s, attacker, from, at);
    net = -pointPenalties(s, attacker, ability, Math.max(0, d - stretch(s, attacker)));
  } else {
    d = distance(s, attacker, target) ?? 0;
    const aim = toHitFor(s, attacker, { ...ability, targeting: { ...ability.targeting, method: 'direct' } }, target);
    // Aiming at a hex: only the attacker's own Penalties apply; the target's state (who attacks it,
    // who it is engaged with) is for step (b).
    net = -aim.reasons.filter((why) => why.startsWith('Penalty') && !why.includes('minor attacking major') && !why.includes('target engaged')).length;
  }
  const level = profile(s, attacker).toHit['area-hex'] ?? 0;
  // A Personal Area needs no roll to hit its own hex (GG-MOD-04).
  const needed = 5 - level + Math.max(0, Math.floor((d - 1) / 10)) - 2 * net;
  const roller = ability.range === null ? null : checkRoller(needed, !isMajor(s, attacker));
  let r: CheckRoll = roller === null ? { success: true, target: 0, faces: [10], boosts: 0 } : yield* roll(roller, 'area to hit the hex');
  let cur = s;
  // Aimed at a hex, against no one: the attacker's own roll (GG-PLAY-260).
  if (roller && rerollAsked(cur, attacker, null)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, 'area to hit the hex', attacker, null));
  if (!r.success) {
    // Unpredictable Targeting: twice as far, and 1D hexes more on a 1 (GG-MOD-64).
    const wild = ability.mods.unpredictable;
    const missedBy = Math.max(1, r.target - r.faces[0]!) * (wild ? 2 : 1) + (wild && r.faces[0] === 1 ? yield* roll(d10, 'wild deviation') : 0);
    const dir = yield* roll(d6, 'deviation direction');
    point = step(point, dir - 1, missedBy);
    cur = yield* put(cur, { type: 'gg.deviated', data: { figure: attacker, point, missedBy, direction: dir }, ruleIds: ['GG-ATK-02', 'GG-ATK-10'] });
  }
  // A Giant is caught when the Area covers any hex of its marker (GG-ABL-35, GG-PLAY-84).
  const spread = (id: string) => footprint(cur, id);
  const ids = ability.area.shape === 'line' ? figuresOnLine(cur, from, point, ability.area.hexes, spread) : figuresWithin(cur, point, areaRadius(ability.area), spread);
  const template = { point, radius: ability.area.shape === 'line' ? null : areaRadius(ability.area), from };
  // A transformed character is immune to attacks (GG-ABL-68).
  // Its user is caught in its own Area like anyone else, unless it has Personal Immunity (GG-MOD-47; ruling GG-PLAY-70).
  const caught = ids.filter((id) => (id !== attacker || !ability.mods.personalImmunity) && !statusOf(cur, id).outOfPlay
    && !hasCondition(cur.figures[id]!, 'transformed'));
  // Those under it may move out with a Quick move (GG-MOD-49); a Line is left anyway on a miss.
  if (template.radius === null) return { ids: caught, s: cur, template };
  const quick = yield* reactToArea(cur, attacker, caught, point, template.radius);
  return { ids: quick.ids, s: quick.s, template, late: quick.late };
}

/**
 * Diving clear of an Area: the target leaves the template when the miss, or a teleport, takes it far
 * enough (GG-ATK-10). The dive is a move made with one of its Movements (ruling GG-PLAY-162): named,
 * and a use of it, which counts and rolls what a move with it does (GG-PLAY-138, GG-PLAY-160).
 */
export function* dive(s: S, target: string, template: Template, missedBy: number): P<{ s: S; escaped: boolean }> {
  const at = positionOf(s, target);
  if (!at || template.radius === null) return { s, escaped: true };
  // A Giant must take its whole marker out of the template.
  const needed = template.radius + footprint(s, target) - hexDistance(template.point, at) + 1;
  // 1 hex per point missed by "(or up to full move with Teleport) ... up to their maximum move"
  // (seed L636): as far as its farthest movement takes it now, and not at all when it may not move
  // (grabbed, trapped, held); prone, it crawls (GG-PLAY-09).
  if (actionBan(s, target, 'move')) return { s, escaped: false };
  const m = diveMovement(s, target, needed, missedBy);
  if (!m) return { s, escaped: false };
  // Straight away from the centre (GG-PLAY-87's line); from the centre itself that names no way, so
  // on along the way the Area came, from its user through the centre.
  const source = template.from && sameHex(at, template.point) && !sameHex(template.from, at) ? template.from : template.point;
  const to = pushedTo(s, target, source, needed);
  if (!to || hexDistance(template.point, to) <= template.radius) return { s, escaped: false };
  // Named, with no hex: a hidden diver's hex stays out of its enemies' log (hiding.ts mayViewEvent).
  let next = yield* put(s, { type: 'gg.dived', data: { figure: target, ability: m.key }, ruleIds: ['GG-ATK-10', 'GG-PLAY-162'] });
  next = yield* put(next, kernelEvent('table.figure.moved', { figure: target, position: { q: to.q, r: to.r } }, { ruleIds: ['GG-ATK-10'] }));
  if (hasMoveCosts(next, target)) next = yield* moveCosts(next, target, m.key);
  return { s: next, escaped: true };
}

/**
 * The Movement a dive of `needed` hexes is made with (GG-PLAY-162): of those that take the target so
 * far, a teleport its full move and any other as far as the miss allows, one that costs nothing to
 * move with before one that does, the active move before another, else the first on the sheet; null
 * when none can.
 */
function diveMovement(s: S, target: string, needed: number, missedBy: number): Movement | null {
  const active = statusOf(s, target).activeMove?.key;
  let best: Movement | null = null;
  let bestRank = Number.POSITIVE_INFINITY;
  for (const m of usableMovements(s, target)) {
    const hexes = moveAllowance(s, target, m);
    if ((m.mode === 'teleport' ? hexes : Math.min(missedBy, hexes)) < needed) continue;
    const rank = (movingCosts(s, target, m.key) ? 2 : 0) + (m.key === active ? 0 : 1);
    if (rank < bestRank) {
      best = m;
      bestRank = rank;
    }
  }
  return best;
}

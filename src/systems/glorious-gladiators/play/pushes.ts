import { roll } from '../../../dice/index.ts';
import { hasCondition, kernelEvent, type Hex } from '../../../kernel/index.ts';
import type { AttackMatch } from '../catalog/effects.ts';
import { resultFor } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { effectiveLevel, isMajor, profile, statusOf, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { dismount } from './equipment.ts';
import { directionOf, forcedMove } from './forced-move.ts';
import { flight } from './knockback.ts';
import { forcedMoveAdded } from './grab.ts';
import { putOn, type Events, type P } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { positionOf, pushedTo } from './space.ts';
import { disablingRisk, hasDisablingDefence } from './resist-risks.ts';

// What a push does once an attack's result lands (GG-ATK-11, GG-MOD-35, GG-MOD-36, GG-MOD-51). A
// Forced Move or a Recoil moves the target by the result itself. Knockback and Knockdown are
// resisted separately: the attack's Level is rolled against the target's Forced Move Defence
// (ruling GG-PLAY-62: once the result has landed, so there is none when Insubstantial cancels
// it), Knockback flies 4 hexes plus 4 per Boost of that roll, and both leave the target prone —
// disorientated instead when it is airborne or in water.

/** Movement classes that keep a character off the ground or in water (GG-MOD-35: disorientated, not prone). */
const AIRBORNE = new Set(['air', 'water', 'underwater']);

const PUSHES: ReadonlySet<string> = new Set(['knockback', 'knockdown']);

/** A protection that names only Knockback or Knockdown (Forced Move Defence, Density Increase): it meets their roll, not a result. */
export function againstPushOnly(m: AttackMatch): boolean {
  return !m.abilities && !m.types && !m.targets && m.modifiers !== undefined && m.modifiers.every((id) => PUSHES.has(id));
}

/** The target's Forced Move Defence against a Knockback or Knockdown: its best defence naming it, plus what adds to it (Super Strength). */
export function forcedMoveResist(s: S, target: string, push: 'knockback' | 'knockdown'): number | 'immune' {
  const p = profile(s, target);
  if (p.immunities.some((m) => m.modifiers?.includes(push))) return 'immune';
  return bestPushDefence(s, target, push).value + forcedMoveAdded(s, target);
}

/** The defence whose Level forcedMoveResist counts (the first of equals), or null: the one used to resist the push (GG-PLAY-140). */
export function forcedMoveDefenceUsed(s: S, target: string, push: 'knockback' | 'knockdown'): string | null {
  return bestPushDefence(s, target, push).from;
}

/** The best of the target's defences naming the push (a Half one at half its Level, rounded up), and which it is (the first of equals). */
function bestPushDefence(s: S, target: string, push: 'knockback' | 'knockdown'): { value: number; from: string | null } {
  let value = 0;
  let from: string | null = null;
  for (const prot of profile(s, target).protections) {
    if (!prot.against.modifiers?.includes(push)) continue;
    const level = effectiveLevel(s, target, prot.from, prot.level);
    const v = prot.scale === 'half' ? Math.ceil(level / 2) : level;
    if (v > value) {
      value = v;
      from = prot.from;
    }
  }
  return { value, from };
}

export function airborne(s: S, id: string): boolean {
  const active = statusOf(s, id).activeMove;
  return active !== null && profile(s, id).movements.some((m) => m.key === active.key && AIRBORNE.has(m.mode));
}

/**
 * The push of a result that landed with `boosts` Boosts; `list`: the run's event list (put.ts).
 * `from`: the centre of the Area Burst a Recoil goes away from (GG-MOD-51), else its user.
 */
export function* pushTarget(list: Events, s: S, attacker: string, ability: AbilityProfile, target: string, boosts: number, from?: Hex): P {
  const push = ability.push;
  if (!push || !s.figures[target]) return s;
  let cur = s;
  let extra = boosts;
  const resisted = push.push === 'knockback' || push.push === 'knockdown';
  const level = resultFor(cur, attacker, ability, target).level;
  if (resisted) {
    const resist = forcedMoveResist(cur, target, push.push as 'knockback' | 'knockdown');
    const roller = resist === 'immune' ? null : checkRoller(resist - level + 5, !isMajor(cur, attacker));
    const label = `${push.push} vs Forced Move Defence`;
    let r = roller ? yield* roll(roller, label) : null;
    if (r && roller && rerollAsked(cur, attacker, target)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, label, attacker, target));
    cur = putOn(list, cur, {
      type: 'gg.forced-move-roll', ruleIds: [push.push === 'knockback' ? 'GG-MOD-35' : 'GG-MOD-36', 'GG-ATK-11'],
      data: {
        figure: attacker, target, push: push.push, level, resist, needed: r?.target ?? null, faces: r ? [...r.faces] : [],
        success: r?.success === true, boosts: r?.boosts ?? 0,
      },
    });
    // The Forced Move Defence it was rolled against was used: its Disabling rolls (GG-PLAY-140).
    if (r && hasDisablingDefence(cur, target)) cur = yield* disablingRisk(cur, target, forcedMoveDefenceUsed(cur, target, push.push as 'knockback' | 'knockdown'));
    if (!r?.success) return cur;
    extra = r.boosts;
  }
  const origin = push.push === 'recoil' && from ? from : positionOf(cur, attacker);
  const before = positionOf(cur, target);
  const hexes = push.hexes + push.perBoost * extra;
  if (origin && hexes > 0) {
    // Knockback and a Forced Move strike what stops them (knockback.ts, GG-PLAY-87); a Recoil just stops.
    // A Forced Move goes the way it was built or said (forced-move.ts, GG-PLAY-90).
    if (push.push === 'knockback') cur = yield* flight(cur, attacker, ability, target, origin, hexes, level);
    else if (push.push === 'forced-move') cur = yield* forcedMove(cur, attacker, ability, target, origin, hexes, level, airborne(cur, target));
    else {
      const to = pushedTo(cur, target, origin, hexes);
      const ruleIds = push.push === 'recoil' ? ['GG-MOD-51'] : ['GG-ATK-11'];
      if (to) cur = putOn(list, cur, kernelEvent('table.figure.moved', { figure: target, position: { q: to.q, r: to.r } }, { ruleIds }));
    }
  }
  // A rider knocked back, knocked down or force-moved leaves its Mount behind (GG-MOD-44).
  // A Forced Move down is the GM's (GG-PLAY-90): play leaves the rider where it is.
  const moved = resisted || (push.push === 'forced-move' && directionOf(ability) !== 'down');
  if (before && moved) cur = yield* dismount(cur, target, before);
  if (resisted && cur.figures[target]) {
    const fall = airborne(cur, target) ? 'disorientated' : 'prone';
    if (!hasCondition(cur.figures[target], fall)) {
      cur = putOn(list, cur, kernelEvent('table.condition.added', { figure: target, condition: { id: fall, ruleId: push.push === 'knockback' ? 'GG-MOD-35' : 'GG-MOD-36' } }));
    }
  }
  return cur;
}

import { z } from 'zod';
import {
  defineCommand, folded, hasCondition, hexDistance, hexLine, kernelEvent, reject, ruleRejection, type Hex, type Rejection,
} from '../../../kernel/index.ts';
import { applyResult } from './attack.ts';
import { protectionAgainst, resultBonusFor, resultFor } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { checkWithHeroPoints, finishAction, GG_ERRORS, ownTurn, spendAction, targetedAgain } from './common.ts';
import { targetsElsewhere } from './grab.ts';
import { effectiveLevel, isMajor, profile, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import { plainDamage } from './plain-damage.ts';
import type { AbilityProfile } from './profile.ts';
import { occupant, positionOf, wallAt } from './space.ts';
import { put } from './turns.ts';
import { hasMoveCosts, moveCosts, movementRejection } from './move-uses.ts';
import { classRejection } from './movement-class.ts';
import { actionBan } from './limits.ts';
import { hasDisablingDefence, resistRisks } from './resist-risks.ts';

// Move Through (GG-ATK-11, seed L658-662): a Ground or Air move at a declared Level through an
// opponent at least 3 hexes away. Declared Move vs the target's active Move to hit; on a hit,
// Punch/Kick Damage + the declared Level, Knockback with Super Strength, else Knockdown; if the
// target still stands the mover takes Damage (Solid) of the same Level with Knockdown and stops.
// Ruling: the mover always stops in the hex before the target (carrying on past a fallen target
// with a reduced Level is the referee's), and a miss carries it to the end of its declared move.
// The blow is Punch/Kick, a Solid Melee attack: the Levels added to Solid Melee results (Super
// Strength, Density Increase, a Giant's form) count on its result roll, and so are in the Level
// that hits back, as against a wall (ruling GG-PLAY-80). The hit back is plain Damage (Solid):
// nothing, the target's or the mover's, adds to it or to its Knockdown roll (GG-PLAY-13).

export const moveThroughArgs = z.object({
  figure: z.string(), ability: z.string(), target: z.string(), level: z.number().int().min(1),
}).strict();
type Args = z.infer<typeof moveThroughArgs>;

/** What a Move Through declares, at a figure or at a wall hex. */
type RunUp = Pick<Args, 'figure' | 'ability' | 'level'>;

/** The Ground or Air move a Move Through runs with (GG-ATK-11). */
export function movement(s: S, a: RunUp) {
  return profile(s, a.figure).movements.find((m) => m.key === a.ability && (m.mode === 'ground' || m.mode === 'air'));
}

/** Why the declared move cannot make a Move Through: no Ground or Air move, or more than its Level (GG-ATK-11). */
export function runUpMoveRejection(s: S, a: RunUp): Rejection | null {
  const m = movement(s, a);
  if (!m) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, 'Move Through uses a Ground or Air move.', 'GG-ATK-11');
  // A Move Through is a move with it, so a use: not with one spent or out of uses (GG-PLAY-160), nor
  // by a figure held still (grabbed, trapped: Move 0, held; limits.ts).
  const spent = movementRejection(s, a.figure, m.key) ?? classRejection(s, a.figure, m) ?? actionBan(s, a.figure, 'move');
  if (spent) return spent;
  if (a.level > effectiveLevel(s, a.figure, m.key, m.level)) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Declare at most the move\'s Level.', 'GG-ATK-11');
  return null;
}

/**
 * Why the run-up from `from` cannot reach `to` (`what`, for the message): it starts at least 3
 * hexes away, the declared move reaches, and the straight path is clear (GG-ATK-11).
 */
export function runUpPathRejection(s: S, a: RunUp, from: Hex, to: Hex, what: string): Rejection | null {
  const m = movement(s, a)!;
  const d = hexDistance(from, to);
  if (d < 3) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Start at least 3 hexes away.', 'GG-ATK-11');
  if (d > m.hexesPerLevel * a.level) return reject('TARGET_OUT_OF_RANGE', `The declared move does not reach ${what}.`, { ruleId: 'GG-ATK-11' });
  const path = hexLine(from, to).slice(1, -1);
  if (path.some((h) => wallAt(s, h) || occupant(s, h) !== null)) return ruleRejection(GG_ERRORS.HEX_NOT_REACHABLE, 'The straight path is blocked.', 'GG-ATK-11');
  return null;
}

/**
 * The mover's Punch/Kick Damage with the declared Level added (GG-ATK-11), at a figure or a wall.
 * Its Level is the effective one already (drain, Burnout, Variable, Suppress), so it goes under a
 * key of its own: what follows its result (the Knockback or Knockdown roll, a condition's Level)
 * looks its key up for those adjustments and must not make them a second time (GG-PLAY-80).
 */
export function punchBlow(s: S, figure: string, declared: number): AbilityProfile | null {
  const punch = profile(s, figure).abilities.find((x) => x.key === 'punch-kick');
  if (!punch?.damage) return null;
  const level = effectiveLevel(s, figure, punch.key, punch.level) + declared;
  return { ...punch, key: `${punch.key}:move-through`, name: `${punch.name} (Move Through)`, level };
}

/**
 * What hits the mover back (GG-ATK-11): "a Damage (Solid) of the same Level with Knockdown", the
 * blow's Level as it stands. Plain Damage, not the Punch/Kick it hit with: no Melee, so no one's
 * Levels added to Solid Melee results count on it or on its Knockdown roll again (GG-PLAY-13).
 */
export function hitBackOf(blow: AbilityProfile, level: number): AbilityProfile {
  return { ...plainDamage(blow, level, 'move-through:hit-back', 'Damage (Solid)'), push: { push: 'knockdown', hexes: 0, perBoost: 0 } };
}

/** The blow at a figure: Knockback with Super Strength, else Knockdown. */
function blow(s: S, figure: string, level: number, push: 'knockback' | 'knockdown'): AbilityProfile | null {
  const punch = punchBlow(s, figure, level);
  return punch && { ...punch, push: { push, hexes: push === 'knockback' ? 4 : 0, perBoost: push === 'knockback' ? 4 : 0 } };
}

export const moveThrough = defineCommand<Args, GgSys, GgOptions>({
  args: moveThroughArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? targetedAgain(s);
    if (turn) return turn;
    const move = runUpMoveRejection(s, a);
    if (move) return move;
    if (!s.figures[a.target] || a.target === a.figure) return reject('UNKNOWN_FIGURE');
    const from = positionOf(s, a.figure);
    const to = positionOf(s, a.target);
    if (!from || !to) return reject('INVALID_POSITION', 'Move Through needs both on the map.');
    const path = runUpPathRejection(s, a, from, to, 'the target');
    if (path) return path;
    return blow(s, a.figure, a.level, 'knockdown') ? null : ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, 'Move Through deals Punch/Kick Damage.', 'GG-ATK-11');
  },
  resolve: function* (s0, a) {
    const m = movement(s0, a)!;
    const from = positionOf(s0, a.figure)!;
    const to = positionOf(s0, a.target)!;
    let s = yield* spendAction(s0, a.figure, 'move through', { targeted: true });
    s = yield* targetsElsewhere(s, a.figure, a.target);
    const active = statusOf(s, a.target).activeMove;
    const defence = active ? active.level : 0;
    const minor = !isMajor(s, a.figure);
    const penalties = runPenalties(s, a.figure, a.target);
    const hit = yield* checkWithHeroPoints(s, checkRoller(defence - a.level + 5 + 2 * penalties.length, minor), 'move through', a.figure, a.target);
    s = hit.s;
    const line = hexLine(from, to);
    const before = line[line.length - 2]!;
    const place = (h: Hex) => put(s, kernelEvent('table.figure.moved', { figure: a.figure, position: { q: h.q, r: h.r } }, { ruleIds: ['GG-ATK-11'] }));
    s = yield* put(s, {
      type: hit.r.success ? 'gg.hit-roll' : 'gg.missed', ruleIds: ['GG-ATK-11', ...(penalties.length > 0 ? ['GG-ATK-04', 'GG-PLAY-96'] : [])],
      data: {
        figure: a.figure, target: a.target, ability: a.ability, level: a.level, defence, needed: hit.r.target, faces: [...hit.r.faces],
        success: hit.r.success, moveThrough: true, ...(penalties.length > 0 ? { net: -penalties.length, reasons: penalties.map((why) => `Penalty: ${why}`) } : {}),
      },
    });
    if (!hit.r.success) {
      // The target steps aside; the mover carries on to the end of its declared move.
      const d = m.hexesPerLevel * a.level;
      const dir = { q: (to.q - from.q) / hexDistance(from, to), r: (to.r - from.r) / hexDistance(from, to) };
      const far = { q: Math.round(from.q + dir.q * d), r: Math.round(from.r + dir.r * d) };
      const landing = hexLine(from, far).slice(1).reverse().find((h) => !wallAt(s, h) && occupant(s, h, a.figure) === null) ?? before;
      s = yield* place(landing);
    } else {
      s = yield* place(before);
      const strong = profile(s, a.figure).strength !== null;
      const punch = blow(s, a.figure, a.level, strong ? 'knockback' : 'knockdown')!;
      // The Knockback roll adds the same Levels itself (pushes.ts, through resultFor), and no more: the blow's key is its own.
      const level = punch.level + resultBonusFor(s, a.figure, punch);
      // The blow is the mover attacking with its Punch/Kick, so its Penalties to the result count (seed L650-653:
      // Hindered, a Solid attack when Grabbed or Grabbing), as on any attack's result (resultFor).
      const { resist: res, net } = resultFor(s, a.figure, punch, a.target);
      if (res !== 'immune') {
        const r = yield* checkWithHeroPoints(s, checkRoller(res - level + 5 - 2 * net, minor), 'move through damage', a.figure, a.target);
        s = r.s;
        if (r.r.success) s = yield* applyResult(s, a.figure, punch, a.target, r.r.boosts);
        // The defence that resisted the blow was used: its Disabling rolls (GG-PLAY-140).
        if (hasDisablingDefence(s, a.target)) s = yield* resistRisks(s, a.target, punch);
      }
      const standing = !statusOf(s, a.target).out && !hasCondition(s.figures[a.target]!, 'prone');
      if (standing) {
        // The target stood firm: the mover takes Damage (Solid) of the same Level, with Knockdown. It is
        // the target that hits back (its Hero Points may press it, the mover's refuse it), but with
        // nothing of its own: not its Punch/Kick, nor the Levels it adds to Solid Melee results.
        const recoil = hitBackOf(punch, level);
        const back = protectionAgainst(s, a.figure, recoil);
        if (back !== 'immune') {
          // Its roll is the target's, as its Hero Points and its Knockdown roll are: a minor target's 10 does
          // not hit alone (GG-DICE-02, GG-DICE-03).
          const roller = checkRoller(back - recoil.level + 5, !isMajor(s, a.target));
          const r = yield* checkWithHeroPoints(s, roller, 'move through recoil', a.target, a.figure);
          s = r.s;
          if (r.r.success) s = yield* applyResult(s, a.target, recoil, a.figure, r.r.boosts);
          if (hasDisablingDefence(s, a.figure)) s = yield* resistRisks(s, a.figure, recoil);
        }
      }
    }
    s = yield* put(s, { type: 'gg.moved', data: { figure: a.figure, from, to: positionOf(s, a.figure), mode: m.mode, activeMove: { key: m.key, level: a.level } }, ruleIds: ['GG-ATK-11'] });
    // A use of the Movement it moved with: its Shots or Limited Ammo counted, its Backfire and Disabling rolled (GG-PLAY-138, GG-PLAY-160).
    if (hasMoveCosts(s, a.figure)) s = yield* moveCosts(s, a.figure, m.key);
    return folded(yield* finishAction(s));
  },
});

/**
 * The Penalties to a Move Through's to-hit (GG-PLAY-96): of the seed's Penalties "when attacking"
 * (L615-626), those a run at a figure can meet: the mover disorientated, hindered or grabbed, and
 * a minor character at a major one. Its Bonuses are for Direct, Area and Seeking attacks (L610),
 * which a Move Through is not, so none apply.
 */
function runPenalties(s: S, mover: string, target: string): string[] {
  const f = s.figures[mover]!;
  const out: string[] = [];
  if (hasCondition(f, 'disorientated')) out.push('attacker disorientated');
  if (statusOf(s, mover).hindrance > 0) out.push('attacker hindered');
  if (hasCondition(f, 'grabbed')) out.push('attacker grabbed');
  if (!isMajor(s, mover) && isMajor(s, target)) out.push('minor attacking major');
  return out;
}

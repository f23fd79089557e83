import { z } from 'zod';
import { roll } from '../../../dice/index.ts';
import { defineCommand, folded, hasCondition, hexDistance, hexKey, hexLine, hexSchema, kernelEvent, reject, ruleRejection, type Hex } from '../../../kernel/index.ts';
import { applyResult } from './attack.ts';
import { hitsDealt } from './attack-result.ts';
import { protectionAgainst, resultBonusFor } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction, targetedAgain } from './common.ts';
import { forcedMoveDefence, targetsElsewhere } from './grab.ts';
import { isMajor, profile, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { occupant, positionOf, wallAt } from './space.ts';
import { hitBackOf, movement, punchBlow, runUpMoveRejection, runUpPathRejection } from './move-through.ts';
import { put, type P } from './turns.ts';
import { CHECK, heroAgain, heroAsked, heroThenLuck, rerollAsked } from './hero-points.ts';
import { solidDefence, wallDefence } from './wall-defence.ts';
import { dangerousWall, wallImmunity, wallResultPenalties } from './walls.ts';
import { hasMoveCosts, moveCosts } from './move-uses.ts';
import { hasDisablingDefence, resistRisks } from './resist-risks.ts';

// Move Through a wall hex (GG-ATK-11, GG-SIT-03, seed L658-662, L674; ruling GG-PLAY-93): the run-up
// of a Move Through at a figure, but a wall is a stationary thing, hit automatically. Punch/Kick
// Damage plus the declared Level (and the Levels added to Solid Melee results, GG-PLAY-80) against
// its Damage Defence, hits as against a minor; with Super Strength a result breaches it in one go;
// a Robust wall takes nothing without Super Strength (Punch/Kick is Melee). The wall always hits
// back: Damage (Solid) of the same Level with Knockdown. Unbreached, or knocked down, the mover
// stops before it; breached, it carries on in a straight line as far as its declared Level less
// half the wall's Damage Defence (rounded up, GG-CHAR-03) takes it from where it started, and on a
// Ground move keeps its feet in the breach on Forced Move Defence vs 3, else falls prone there.

export const moveThroughWallArgs = z.object({
  figure: z.string(), ability: z.string(), hex: hexSchema, level: z.number().int().min(1),
}).strict();
type Args = z.infer<typeof moveThroughWallArgs>;

/** Punch/Kick Damage with the declared Level and its result bonuses, Knockdown on the mover when it hits back. */
function blow(s: S, figure: string, level: number): AbilityProfile | null {
  const punch = punchBlow(s, figure, level);
  if (!punch) return null;
  return { ...punch, level: punch.level + resultBonusFor(s, figure, punch), push: { push: 'knockdown', hexes: 0, perBoost: 0 } };
}

export const moveThroughWall = defineCommand<Args, GgSys, GgOptions>({
  args: moveThroughWallArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? targetedAgain(s, 'something');
    if (turn) return turn;
    const move = runUpMoveRejection(s, a);
    if (move) return move;
    if (!wallAt(s, a.hex)) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'There is no wall there.', 'GG-SIT-03');
    const from = positionOf(s, a.figure);
    if (!from) return reject('INVALID_POSITION', 'This figure is not on the map.');
    const path = runUpPathRejection(s, a, from, a.hex, 'the wall');
    if (path) return path;
    return blow(s, a.figure, a.level) ? null : ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, 'Move Through deals Punch/Kick Damage.', 'GG-ATK-11');
  },
  resolve: function* (s0, a) {
    const m = movement(s0, a)!;
    const from = positionOf(s0, a.figure)!;
    const wall = wallAt(s0, a.hex)!;
    const punch = blow(s0, a.figure, a.level)!;
    const minor = !isMajor(s0, a.figure);
    const line = hexLine(from, a.hex);
    let s = yield* spendAction(s0, a.figure, 'move through a wall', { targeted: true });
    s = yield* targetsElsewhere(s, a.figure, null);
    s = yield* place(s, a.figure, line[line.length - 2]!);
    const strong = profile(s, a.figure).strength !== null;
    // What the run on through a breach loses: the wall's resistance, Piercing or not (seed L662).
    const resistance = solidDefence(wall);
    const immune = wallImmunity(s, a.figure, punch, wall.robust);
    // The mover's Penalties to its Punch/Kick's result count against a wall as against a figure (seed L650-653).
    const net = wallResultPenalties(s, a.figure, punch, 1);
    const roller = immune ? null : checkRoller(wallDefence(wall, punch) - punch.level + 5 + 2 * net, minor);
    let r = roller ? yield* roll(roller, 'move through the wall') : null;
    const maker = wall.by?.figure ?? null;
    if (r && roller && rerollAsked(s, a.figure, maker)) ({ r, s } = yield* heroThenLuck(s, roller, r, 'move through the wall', a.figure, maker, null));
    const hits = !r?.success ? 0 : strong ? wall.hits : hitsDealt(punch, r.boosts);
    const left = Math.max(0, wall.hits - hits);
    s = yield* put(s, {
      type: 'gg.wall', ruleIds: ['GG-ATK-11', 'GG-SIT-03', 'GG-PLAY-93', ...(strong && r?.success ? ['GG-ABL-63'] : [])],
      data: {
        hex: hexKey(a.hex), at: a.hex, by: a.figure, ability: 'punch-kick', level: punch.level, needed: r?.target ?? null, faces: [...(r?.faces ?? [])],
        hits, breached: left === 0, wall: left === 0 ? null : { ...wall, hits: left }, moveThrough: true, ...(immune ? { immune } : {}),
        // A raised wall's numbers are its maker's sheet's: named for the view though the wall be gone.
        ...(wall.by ? { maker: wall.by.figure } : {}),
      },
    });
    s = yield* dangerousWall(s, a.figure, punch, wall);
    s = yield* hitBack(s, a.figure, punch, minor);
    const standing = !!s.figures[a.figure] && !statusOf(s, a.figure).out && !hasCondition(s.figures[a.figure]!, 'prone');
    if (left === 0 && standing) s = yield* carryOn(s, a.figure, from, a.hex, m.hexesPerLevel * Math.max(0, a.level - Math.ceil(resistance / 2)), m.mode === 'ground', minor);
    s = yield* put(s, { type: 'gg.moved', data: { figure: a.figure, from, to: positionOf(s, a.figure), mode: m.mode, activeMove: { key: m.key, level: a.level } }, ruleIds: ['GG-ATK-11'] });
    // A use of the Movement it moved with: its Shots or Limited Ammo counted, its Backfire and Disabling rolled (GG-PLAY-138, GG-PLAY-160).
    if (hasMoveCosts(s, a.figure)) s = yield* moveCosts(s, a.figure, m.key);
    return folded(yield* finishAction(s));
  },
});

function place(s: S, figure: string, h: Hex): P {
  return put(s, kernelEvent('table.figure.moved', { figure, position: { q: h.q, r: h.r } }, { ruleIds: ['GG-ATK-11'] }));
}

/** The wall hits the mover back: Damage (Solid) of the blow's Level, with Knockdown (GG-ATK-11). */
function* hitBack(s: S, figure: string, punch: AbilityProfile, minor: boolean): P {
  const recoil = hitBackOf(punch, punch.level);
  const back = protectionAgainst(s, figure, recoil);
  if (back === 'immune') return s;
  const roller = checkRoller(back - recoil.level + 5, minor);
  let r = yield* roll(roller, 'the wall hits back');
  let cur = s;
  // No one's roll, but against the mover (GG-PLAY-260).
  if (heroAsked(cur, null, figure)) ({ r, s: cur } = yield* heroAgain(cur, roller, r, 'the wall hits back', null, figure, CHECK));
  if (r.success) cur = yield* applyResult(cur, figure, recoil, figure, r.boosts);
  // The defence that resisted it was used: its Disabling rolls (GG-PLAY-140).
  return hasDisablingDefence(cur, figure) ? yield* resistRisks(cur, figure, recoil) : cur;
}

/**
 * Through the breach: on along the line from the start, `reach` hexes in all, stopping before any
 * wall or figure; a Ground mover keeps its feet in the breach on Forced Move Defence vs 3, else it
 * falls prone there and goes no further.
 */
function* carryOn(s: S, figure: string, from: Hex, breach: Hex, reach: number, ground: boolean, minor: boolean): P {
  const d = hexDistance(from, breach);
  if (reach < d) return s;
  let cur = s;
  if (ground) {
    const fmd = forcedMoveDefence(cur, figure);
    const roller = checkRoller(3 - fmd + 5, minor);
    let r = yield* roll(roller, 'keep its feet in the breach');
    if (heroAsked(cur, figure, null)) ({ r, s: cur } = yield* heroAgain(cur, roller, r, 'keep its feet in the breach', figure, null, CHECK));
    cur = yield* put(cur, { type: 'gg.breach-footing', data: { figure, fmd, needed: r.target, faces: [...r.faces], success: r.success }, ruleIds: ['GG-ATK-11', 'GG-PLAY-93'] });
    if (!r.success) {
      cur = yield* place(cur, figure, breach);
      return yield* put(cur, kernelEvent('table.condition.added', { figure, condition: { id: 'prone', ruleId: 'GG-ATK-11' } }));
    }
  }
  // The same line drawn on to a whole multiple of the run-up, so the breach stays on it.
  const k = Math.ceil(reach / d);
  const path = hexLine(from, { q: from.q + (breach.q - from.q) * k, r: from.r + (breach.r - from.r) * k }).slice(d + 1, reach + 1);
  let to = breach;
  for (const h of path) {
    if (wallAt(cur, h) || occupant(cur, h, figure) !== null) break;
    to = h;
  }
  return yield* place(cur, figure, to);
}

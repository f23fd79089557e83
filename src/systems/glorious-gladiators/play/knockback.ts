import { roll } from '../../../dice/index.ts';
import { hasCondition, hexKey, hexLine, kernelEvent, type Hex } from '../../../kernel/index.ts';
import { applyResult } from './attack.ts';
import { protectionAgainst } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { checkWithHeroPoints } from './common.ts';
import { moveZeroed } from './limits.ts';
import { isMajor, profile, statusOf, type S, type WallHex } from './model.ts';
import { plainDamage } from './plain-damage.ts';
import { isSolidMelee, type AbilityProfile } from './profile.ts';
import { put, type P } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { awayLine, occupant, positionOf, wallAt } from './space.ts';
import { solidDefence } from './wall-defence.ts';
import { dangerousWall } from './walls.ts';
import { disablingRisk, hasDisablingDefence, resistRisks } from './resist-risks.ts';
import { hasDisablingDodge } from './dodge-risks.ts';

// A knocked-back body in flight (GG-MOD-35, seed L226; ruling GG-PLAY-87). It flies straight away
// from the attacker. Whatever it strikes — a wall hex or a character — takes the damage that caused
// the knockback, as Solid, a Level less per 4 hexes (or part) travelled; the flying target takes
// the same, or the struck thing's Damage Defence if that is lower. A character in the way may
// avoid the body like an Area of 2 against its Move; it then flies on past. A Forced Move whose
// path is blocked strikes the same way (the spec's proposal under GG-ABL-30).

/** How far the flight got: where it stops, hexes travelled, and what stopped it. */
interface Leg {
  readonly at: Hex;
  readonly travelled: number;
  readonly struck: { readonly wall: WallHex; readonly hex: Hex } | { readonly figure: string } | null;
}

/**
 * The flight from `from`, `left` hexes on along `line` from its hex `done` on, until a wall or a
 * figure not yet dodged is in the way or the line ends (a pull stops beside the user). Each hex
 * entered goes onto `path`.
 */
function fly(s: S, id: string, from: Hex, line: readonly Hex[], done: number, left: number, dodged: ReadonlySet<string>, path: Hex[]): Leg {
  let at = from;
  for (let i = 0; i < left; i++) {
    const next = line[done + i];
    if (!next) return { at, travelled: i, struck: null };
    const wall = wallAt(s, next);
    if (wall) return { at, travelled: i, struck: { wall, hex: next } };
    const other = occupant(s, next, id);
    if (other !== null && !dodged.has(other)) return { at, travelled: i, struck: { figure: other } };
    at = next;
    path.push(at);
  }
  return { at, travelled: left, struck: null };
}

/** A figure's Move against an Area: its active move's Level and class modifier, a Ground move's +2 only for a dive (GG-ATK-02). */
function moveAgainstArea(s: S, id: string): number {
  const active = statusOf(s, id).activeMove;
  if (!active || moveZeroed(s, id)) return 0;
  const mv = profile(s, id).movements.find((m) => m.key === active.key);
  return active.level + (mv?.mode === 'ground' ? 0 : (mv?.areaModifier ?? 0));
}

/** The Damage (Solid) a collision deals, made from the attack that caused it (under its key, as the log names it). */
export function collision(ability: AbilityProfile, level: number): AbilityProfile {
  return plainDamage(ability, level, ability.key, ability.name);
}

/** Damage (Solid) at `level` on a figure, hit automatically: the result roll and its effects. */
export function* crash(s: S, attacker: string, blow: AbilityProfile, victim: string, label: string): P {
  if (blow.level <= 0 || !s.figures[victim]) return s;
  const resist = protectionAgainst(s, victim, blow);
  if (resist === 'immune') return yield* put(s, { type: 'gg.immune', data: { figure: attacker, target: victim, ability: blow.key }, ruleIds: ['GG-ATK-07'] });
  const r = yield* checkWithHeroPoints(s, checkRoller(resist - blow.level + 5, !isMajor(s, attacker)), label, attacker, victim);
  const cur = r.r.success ? yield* applyResult(r.s, attacker, blow, victim, r.r.boosts) : yield* put(r.s, {
    type: 'gg.no-result', ruleIds: ['GG-ATK-07', 'GG-MOD-35'],
    data: { figure: attacker, target: victim, level: blow.level, resist, needed: r.r.target, faces: [...r.r.faces] },
  });
  // The defence that resisted the blow was used: its Disabling rolls (GG-PLAY-140).
  return hasDisablingDefence(cur, victim) ? yield* resistRisks(cur, victim, blow) : cur;
}

/** Whether the struck character avoids the flying body: an Area of 2 against its active Move (GG-ATK-02, GG-ATK-04). */
function* avoids(s: S, attacker: string, body: string, id: string): P<{ s: S; avoided: boolean }> {
  const f = s.figures[id]!;
  const net = [hasCondition(f, 'prone') || statusOf(s, id).out, hasCondition(f, 'disorientated'), hasCondition(f, 'trapped'),
    hasCondition(f, 'grabbed'), statusOf(s, id).hindrance > 0].filter(Boolean).length;
  const defence = moveAgainstArea(s, id);
  const r = yield* checkWithHeroPoints(s, checkRoller(defence - 2 + 5 - 2 * net, !isMajor(s, attacker)), 'knocked-back body', attacker, id);
  let cur = yield* put(r.s, {
    type: 'gg.knockback-dodge', ruleIds: ['GG-MOD-35', 'GG-ATK-02'],
    data: { figure: id, body, defence, net, needed: r.r.target, faces: [...r.r.faces], avoided: !r.r.success },
  });
  // The active move it dodged with was used: its Disabling rolls (GG-PLAY-140).
  if (defence > 0 && hasDisablingDodge(cur, id)) cur = yield* disablingRisk(cur, id, statusOf(cur, id).activeMove?.key);
  return { s: cur, avoided: !r.r.success };
}

/**
 * The flight of a pushed target `hexes` hexes straight away from `source` (or, `toward`, to beside
 * it: GG-PLAY-90), and what it strikes on the way. `level` is the Level of the attack that caused it,
 * as used for its result.
 */
export function* flight(
  s: S, attacker: string, ability: AbilityProfile, target: string, source: Hex, hexes: number, level: number, toward = false,
): P {
  const start = positionOf(s, target);
  if (!start) return s;
  // Straight away from `source`, or straight at it to the hex beside it (GG-PLAY-90).
  const line = toward ? hexLine(start, source).slice(1, -1) : awayLine(source, start, hexes);
  const dodged = new Set<string>();
  const path: Hex[] = [start];
  let cur = s;
  let travelled = 0;
  let leg = fly(cur, target, start, line, 0, hexes, dodged, path);
  for (;;) {
    travelled += leg.travelled;
    const struck = leg.struck;
    if (struck === null || !('figure' in struck)) break;
    const a = yield* avoids(cur, attacker, target, struck.figure);
    cur = a.s;
    if (!a.avoided) break;
    // Avoided: the body flies on past the one who got out of its way.
    dodged.add(struck.figure);
    leg = fly(cur, target, leg.at, line, travelled, hexes - travelled, dodged, path);
  }
  // It comes to rest in the last hex of its path that no one else stands in.
  let back = path.length - 1;
  while (back > 0 && occupant(cur, path[back]!, target) !== null) back--;
  const rest = path[back]!;
  if (back > 0) {
    cur = yield* put(cur, kernelEvent('table.figure.moved', { figure: target, position: { q: rest.q, r: rest.r } }, { ruleIds: ['GG-ATK-11'] }));
  }
  const struck = leg.struck;
  if (struck === null) return cur;
  // −1 a Level per 4 hexes travelled, rounded up (the catalog's ruling on GG-MOD-35).
  const blow = collision(ability, level - Math.ceil(travelled / 4));
  if ('figure' in struck) {
    const other = struck.figure;
    const stood = protectionAgainst(cur, other, blow);
    cur = yield* put(cur, {
      type: 'gg.knockback-struck', ruleIds: ['GG-MOD-35'],
      data: { figure: attacker, target, struck: other, travelled, level: blow.level, defence: stood === 'immune' ? null : stood },
    });
    cur = yield* crash(cur, attacker, blow, other, 'struck by a knocked-back body');
    const back = stood === 'immune' ? blow.level : Math.min(blow.level, stood);
    return yield* crash(cur, attacker, { ...blow, level: back }, target, 'knocked back into someone');
  }
  const w = struck.wall;
  const defence = solidDefence(w);
  cur = yield* put(cur, {
    type: 'gg.knockback-struck', ruleIds: ['GG-MOD-35', 'GG-SIT-03'],
    data: { figure: attacker, target, hex: hexKey(struck.hex), travelled, level: blow.level, defence },
  });
  if (blow.level > 0) cur = yield* intoWall(cur, attacker, ability, blow, struck.hex, w, defence);
  // A Dangerous Wall strikes whoever is knocked back into it (GG-ABL-70).
  if (w.dangerous && cur.figures[target]) cur = yield* dangerousWall(cur, target, { ...blow, range: { min: 0, max: 1 }, focus: false }, w);
  return yield* crash(cur, attacker, { ...blow, level: Math.min(blow.level, defence) }, target, 'knocked back into a wall');
}

/**
 * The wall hex takes the collision: its Level against the wall's Damage Defence, no to-hit, hits as
 * against a minor (GG-PLAY-22); a Knockback with Super Strength that beats it breaches it at once (GG-SIT-03).
 */
function* intoWall(s: S, attacker: string, ability: AbilityProfile, blow: AbilityProfile, hex: Hex, w: WallHex, defence: number): P {
  const roller = checkRoller(defence - blow.level + 5, !isMajor(s, attacker));
  let r = yield* roll(roller, 'knocked-back body against the wall');
  let cur = s;
  const maker = w.by?.figure ?? null;
  if (rerollAsked(cur, attacker, maker)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, 'knocked-back body against the wall', attacker, maker, null));
  const strong = ability.push?.push === 'knockback' && profile(s, attacker).strength !== null && isSolidMelee(ability);
  const hits = r.success ? (strong ? w.hits : 1 + Math.floor(r.boosts / 2)) : 0;
  const left = Math.max(0, w.hits - hits);
  return yield* put(cur, {
    type: 'gg.wall', ruleIds: ['GG-SIT-03', 'GG-MOD-35', ...(strong && r.success ? ['GG-ABL-63'] : [])],
    data: {
      hex: hexKey(hex), at: hex, by: attacker, ability: ability.key, level: blow.level, needed: r.target, faces: [...r.faces], hits,
      breached: left === 0, wall: left === 0 ? null : { ...w, hits: left }, knockback: true,
      // A raised wall's numbers are its maker's sheet's: named for the view though the wall be gone.
      ...(w.by ? { maker: w.by.figure } : {}),
    },
  });
}

// A missed Direct, Indirect or Seeking attack going astray (GG-ATK-10, seed L638-640; ruling GG-PLAY-97).
import { roll } from '../../../dice/index.ts';
import { hasCondition, hexDistance, hexLine, sameHex, type Hex } from '../../../kernel/index.ts';
import { minimumDodgeBy, strikeDistance, type ToHit } from './attack-rules.ts';
import { checkRoller, d6, readFaces, type CheckRoll } from './check.ts';
import { profile, statusOf, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { footprint, rangeOf, stretch } from './reach.ts';
import { awayLine, blocksAbilities, hasWalls, positionOf, step, wallAt } from './space.ts';
import { putOn, type Events, type P } from './turns.ts';

/** The to-hit and result of a stray shot on a figure in its way (attack.ts: no Accuracy, Homing or Precise). */
export type StrayStrike = (s: S, victim: string) => P<{ s: S; hit: boolean }>;

/** Where a Direct shot went (GG-ATK-10): fell short, went over the target, to one side, or through its hex (Evade only). */
export type StrayKind = 'short' | 'over' | 'side' | 'through' | 'deviated';

/**
 * Whether a miss with this ability can strike anyone else: a Direct attack with a range that is not
 * Melee (a blow does not leave its user's hand), any Seeking, an Indirect one unless Psychic (GG-PLAY-97).
 */
export function strays(ability: AbilityProfile): boolean {
  const method = ability.targeting.method;
  if (method === 'seeking') return true;
  if (method === 'indirect') return !ability.types.includes('psychic');
  // A Melee or Touch attack (Range 0-1, seed L258) is a blow or a touch, not a shot: it just misses.
  return method === 'direct' && ability.range !== null && !ability.modifiers.includes('melee') && !(ability.range.max !== null && ability.range.max <= 1);
}

/**
 * What a miss on `target` does next: a Direct shot flies on along its line to its maximum range,
 * an Indirect or Seeking one comes down 1 hex off; either attacks whom it meets through `strikeAt`.
 * `r` is the to-hit roll that missed, `th` the numbers it was made with. A Cascade's shot comes
 * from the last target it hit, so its line, range and Minimum Dodge count from there (GG-PLAY-110).
 */
export function* strayShot(
  list: Events, s: S, attacker: string, ability: AbilityProfile, target: string,
  th: ToHit, r: CheckRoll, minor: boolean, strikeAt: StrayStrike,
): P {
  const origin = ability.leapsFrom ?? attacker;
  const from = positionOf(s, origin);
  const at = positionOf(s, target);
  // Off the map a miss just misses: no hexes to go astray on (the referee's).
  if (!from || !at) return s;
  if (ability.targeting.method !== 'direct') return yield* deviates(list, s, attacker, ability, target, at, strikeAt);
  const d = hexDistance(from, at);
  // Missed due to Evade only: the same roll, with the range's Minimum Dodge for the target's defence, would hit.
  const reach = strikeDistance(s, attacker, ability, target);
  const minDodge = minimumDodgeBy(reach ?? d, profile(s, attacker).rules.minimumDodgeStep);
  const evadeOnly = minDodge < th.defence
    && readFaces(checkRoller(r.target - th.defence + minDodge, minor, th.autoMiss), r.faces)?.success === true;
  let kind: StrayKind = 'through';
  let hex = at;
  let direction: number | undefined;
  if (!evadeOnly) {
    direction = yield* roll(d6, `${ability.name} goes astray`);
    hex = step(at, direction - 1, 1);
    kind = hexDistance(from, hex) < d ? 'short' : hexLine(from, hex).slice(1, -1).some((h) => sameHex(h, at)) ? 'over' : 'side';
  }
  const others = bystanders(s, origin, target);
  const path = others.length > 0 || hasWalls(s) ? flight(s, attacker, ability, from, hex, kind, others) : null;
  let cur = putOn(list, s, {
    type: 'gg.stray', ruleIds: ['GG-ATK-10'],
    data: {
      figure: attacker, target, ability: ability.key, kind, hex: { q: hex.q, r: hex.r },
      ...(direction !== undefined ? { direction } : {}), ...(path?.wall ? { wall: { q: path.wall.q, r: path.wall.r } } : {}),
    },
  });
  if (!path) return cur;
  // Nearest first; a miss flies on, a hit is where the shot ends (GG-PLAY-97).
  for (const h of path.struck) {
    for (const id of others) {
      if (!statusOf(cur, id).outOfPlay && covers(cur, id, h)) {
        const struck = yield* strikeAt(cur, id);
        cur = struck.s;
        if (struck.hit) return cur;
      }
    }
  }
  return cur;
}

/** An Indirect or Seeking attack that missed comes down 1 hex off in a d6 direction, on anyone there (GG-ATK-10). */
function* deviates(list: Events, s: S, attacker: string, ability: AbilityProfile, target: string, at: Hex, strikeAt: StrayStrike): P {
  const direction = yield* roll(d6, `${ability.name} goes astray`);
  const hex = step(at, direction - 1, 1);
  let cur = putOn(list, s, {
    type: 'gg.stray', ruleIds: ['GG-ATK-10'],
    data: { figure: attacker, target, ability: ability.key, kind: 'deviated', hex: { q: hex.q, r: hex.r }, direction },
  });
  // "Any target in that hex", its user too (GG-PLAY-97); not the target it missed, whose marker may spread there.
  for (const id of s.figureOrder) {
    if (id === target || !eligible(cur, id) || !covers(cur, id, hex)) continue;
    cur = (yield* strikeAt(cur, id)).s;
  }
  return cur;
}

/**
 * Figures a Direct stray shot may strike: in play, not the one it was shot from (its user, or the
 * last target a Cascade leapt from, whose user may then be in its way: GG-PLAY-110), not the target it missed.
 */
function bystanders(s: S, origin: string, target: string): string[] {
  const out: string[] = [];
  for (const id of s.figureOrder) if (id !== origin && id !== target && eligible(s, id)) out.push(id);
  return out;
}

/** On the map, in play, and not transformed (immune to attacks, GG-ABL-68), as an Area's catch (attack-areas.ts). */
function eligible(s: S, id: string): boolean {
  return positionOf(s, id) !== null && !statusOf(s, id).outOfPlay && !hasCondition(s.figures[id]!, 'transformed');
}

/** Whether a figure's marker covers a hex: its own, or a Giant's spread (GG-ABL-35). */
function covers(s: S, id: string, h: Hex): boolean {
  const p = positionOf(s, id);
  return p !== null && hexDistance(p, h) <= footprint(s, id);
}

/**
 * The hexes a Direct stray shot may strike someone in, nearest first, and the wall that stops it:
 * from the hex it went astray to (short: only there, on the ground; through: the hexes past the
 * target) out to its maximum range, twice its range band's maximum (GG-MOVE-02, GG-PLAY-97).
 */
function flight(
  s: S, attacker: string, ability: AbilityProfile, from: Hex, hex: Hex, kind: StrayKind, others: readonly string[],
): { struck: Hex[]; wall: Hex | null } {
  const band = rangeOf(s, attacker, ability);
  const dHex = hexDistance(from, hex);
  // Stretching lengthens its user's reach, not a Cascade's leap from its last target (GG-PLAY-110).
  const reach = band?.max == null ? farthest(s, from, others) : 2 * band.max + (ability.leapsFrom === undefined ? stretch(s, attacker) : 0);
  const before = kind === 'through' ? [] : hexLine(from, hex).slice(1);
  const beyond = kind === 'short' ? [] : awayLine(from, hex, Math.max(0, reach - dHex));
  const walls = hasWalls(s) && !ability.mods.ignoresWalls;
  const struck: Hex[] = [];
  // The hexes up to the one it went astray to are only flown over by a shot still on its way: a
  // wall there stops it, a figure there is not struck (figures do not block a shot, GG-SIT-03).
  for (const h of before) {
    if (walls && blocksAbilities(wallAt(s, h))) return { struck, wall: h };
  }
  if (kind !== 'through' && hexDistance(from, hex) <= reach && !sameHex(hex, from)) struck.push(hex);
  for (const h of beyond) {
    if (hexDistance(from, h) > reach) break;
    if (walls && blocksAbilities(wallAt(s, h))) return { struck, wall: h };
    struck.push(h);
  }
  return { struck, wall: null };
}

/** How far an unbounded (Distant) shot can meet anyone: out to the farthest figure's marker. */
function farthest(s: S, from: Hex, others: readonly string[]): number {
  let far = 0;
  for (const id of others) far = Math.max(far, hexDistance(from, positionOf(s, id)!) + footprint(s, id));
  return far;
}

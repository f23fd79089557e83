import { hexDistance, hexesWithin, hexFromKey, hexKey, hexLine, type Hex } from '../../../kernel/index.ts';
import { areaRadius } from './attack-rules.ts';
import { moveZeroed } from './limits.ts';
import { inAction, profile, statusOf, type Persisting, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { positionOf } from './space.ts';
import { shortestWay, teleported, wayBlocked } from './way.ts';

// An Attached Area (GG-MOD-45, GG-ATK-02; seed L238, L595, L636; ruling GG-PLAY-91): a Personal
// Persistent Area with no range, a Burst on its user's hex that "is attached to the user and moves
// with him/her". Its hexes follow the user; it attacks with "the character's Move" in place of the
// Burst's 2, and each target it overlaps once in a turn: those it passes over on its user's way
// too, not only those where the move ends.

/** Whether this attack, Personal Persistent, stays as an Attached Area: a Burst with no range. */
export const isAttached = (a: AbilityProfile): boolean =>
  a.mods.persist === 'attached' && a.range === null && a.targeting.method === 'area' && a.area !== null && a.area.shape !== 'line';

/**
 * The user's Move as the Area's attack value: the Level of its active move, else of its best
 * Movement (it need not have moved to carry the Area); 0 while its Move is 0 (trapped, grabbed).
 */
export function attachedValue(s: S, user: string): number {
  if (moveZeroed(s, user)) return 0;
  const active = statusOf(s, user).activeMove;
  if (active) return active.level;
  return Math.max(0, ...profile(s, user).movements.filter((m) => m.requires === undefined).map((m) => m.level));
}

/** The attack as an Attached Area makes it now: the user's Move for the Burst's value (GG-ATK-02). */
export function attachedUse(s: S, user: string, a: AbilityProfile, level = a.level): AbilityProfile {
  return { ...a, level, area: { ...a.area!, attackValue: attachedValue(s, user) } };
}

/** The Burst's radius round its user. */
export const attachedRadius = (a: AbilityProfile): number => areaRadius(a.area!);

/** The hexes it covers now, round wherever its user stands. */
export function attachedHexes(s: S, inst: Pick<Persisting, 'by' | 'radius'>): string[] {
  const at = positionOf(s, inst.by);
  return at ? hexesWithin(at, inst.radius ?? 0).map(hexKey) : [];
}

/** The turn now, to attack each target once in it. */
export const turnKey = (s: S): string => `${s.round}:${s.sys.index}`;

/** Where a Burst was centred: the mean of its hexes, which hexesWithin lays out evenly round it. */
function centreOf(hexes: readonly string[]): Hex | null {
  if (hexes.length === 0) return null;
  let q = 0;
  let r = 0;
  for (const k of hexes) {
    const h = hexFromKey(k);
    q += h.q;
    r += h.r;
  }
  return { q: Math.round(q / hexes.length), r: Math.round(r / hexes.length) };
}

/**
 * The hexes its user went through from `from` to `to`, ends included: the straight line when no
 * wall or standing enemy is in it (a move may then go no other way as short), else the shortest
 * way round them, the first found in HEX_DIRECTIONS order; none for a Teleport, which crosses
 * nothing, or when no way round is found within twice the distance and 4 (then only the end counts).
 */
function userRoute(s: S, user: string, from: Hex, to: Hex): Hex[] {
  if (teleported(s, user)) return [to];
  const blocked = wayBlocked(s, user);
  const straight = hexLine(from, to);
  if (!straight.slice(1, -1).some(blocked)) return straight;
  return shortestWay(from, to, blocked, null, 2 * hexDistance(from, to) + 4) ?? [to];
}

/**
 * Who the Area passed over as its user moved from the Burst `inst.hexes` to where it stands now,
 * in the order it came onto them, leaving out those it is on now (they are struck as it comes
 * onto them, GG-PLAY-91) and its user.
 */
export function passedOver(s: S, inst: Pick<Persisting, 'by' | 'radius' | 'hexes'>): string[] {
  const from = centreOf(inst.hexes);
  const to = positionOf(s, inst.by);
  if (!from || !to || hexDistance(from, to) <= 1) return [];
  const radius = inst.radius ?? 0;
  const route = userRoute(s, inst.by, from, to);
  const end = new Set(hexesWithin(to, radius).map(hexKey));
  const where = new Map<string, Hex>();
  for (const id of s.figureOrder) {
    const p = id === inst.by || !inAction(s, id) ? null : positionOf(s, id);
    if (p && !end.has(hexKey(p))) where.set(id, p);
  }
  const out: string[] = [];
  for (const h of route) {
    if (where.size === 0) break;
    for (const [id, p] of where) {
      if (hexDistance(h, p) > radius) continue;
      out.push(id);
      where.delete(id);
    }
  }
  return out;
}

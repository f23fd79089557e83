import { hexDistance, hexFromKey, hexKey, hexLine } from '../../../kernel/index.ts';
import type { S } from './model.ts';
import { positionOf } from './space.ts';
import { shortestWay, teleported, wayBlocked } from './way.ts';

// Going through a Persistent Barrier or Sticky on the way (GG-MOD-45, seed L238; ruling GG-PLAY-95).
// The seed has it act on "a target [who] enters the area, voluntarily or involuntarily", not on one
// who stops there, so a figure that crossed its hexes in one action entered it. A move names only
// where it ends, so play takes its way as the shortest one, clear of walls and standing enemies;
// when some way as short stays out of the area, the figure is taken to have gone that way. A
// Knockback's flight, straight along a hex row, has no other way as short; a Teleport crosses nothing.

/** Each figure's hex now, by id: what a Barrier or Sticky remembers to see who moved through it. */
export function placesOf(s: S): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of s.figureOrder) {
    const p = positionOf(s, id);
    if (p) out[id] = hexKey(p);
  }
  return out;
}

export function samePlaces(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Whether `id`, which went from the hex `was` to where it stands, went through the `area` hexes on its way. */
export function wentThrough(s: S, id: string, was: string, area: ReadonlySet<string>): boolean {
  const to = positionOf(s, id);
  if (!to) return false;
  const from = hexFromKey(was);
  if (teleported(s, id)) return false;
  const blocked = wayBlocked(s, id);
  const shortest = shortestWay(from, to, blocked, null, 2 * hexDistance(from, to) + 4);
  // No way found (it was carried over what now blocks it): the straight line.
  if (shortest === null) return hexLine(from, to).some((h) => area.has(hexKey(h)));
  return shortestWay(from, to, blocked, area, shortest.length - 1) === null;
}

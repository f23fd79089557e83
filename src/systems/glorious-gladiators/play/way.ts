import { HEX_DIRECTIONS, hexKey, type Hex } from '../../../kernel/index.ts';
import { inAction, profile, statusOf, type S } from './model.ts';
import { phasesThrough } from './phasing.ts';
import { positionOf, wallAt } from './space.ts';

// The way a figure went: a move names only where it ends, so the rules that act on the hexes it
// passed (an Attached Area it carries, GG-PLAY-91; a Barrier or Sticky it went through, GG-PLAY-95)
// take the shortest way clear of what bars it. These say what bars it, when it had no way, and
// which way is the shortest.

/** Whether its last move was a Teleport, which crosses nothing on its way. */
export function teleported(s: S, id: string): boolean {
  const active = statusOf(s, id).activeMove;
  return active !== null && profile(s, id).movements.find((m) => m.key === active.key)?.mode === 'teleport';
}

/** The hexes that bar its way: walls it does not pass through (Insubstantial, GG-PLAY-94) and enemies standing. */
export function wayBlocked(s: S, id: string): (h: Hex) => boolean {
  const side = s.figures[id]!.side;
  const phases = phasesThrough(s, id);
  const enemies = new Set<string>();
  for (const other of s.figureOrder) {
    const p = other !== id && s.figures[other]!.side !== side && inAction(s, other) ? positionOf(s, other) : null;
    if (p) enemies.add(hexKey(p));
  }
  return (h) => {
    const w = wallAt(s, h);
    return (w !== undefined && !phases?.(w)) || enemies.has(hexKey(h));
  };
}

/**
 * The shortest way from `from` to `to`, ends included, that enters no `blocked` hex and no `avoid`
 * hex (`to` itself may be either), at most `limit` steps long; the first found in HEX_DIRECTIONS
 * order, or null when there is none that short.
 */
export function shortestWay(
  from: Hex, to: Hex, blocked: (h: Hex) => boolean, avoid: ReadonlySet<string> | null, limit: number,
): Hex[] | null {
  const goal = hexKey(to);
  if (hexKey(from) === goal) return [from];
  const back = new Map<string, Hex | null>([[hexKey(from), null]]);
  let frontier = [from];
  for (let d = 1; d <= limit && frontier.length > 0; d++) {
    const next: Hex[] = [];
    for (const h of frontier) {
      for (const dir of HEX_DIRECTIONS) {
        const n = { q: h.q + dir.q, r: h.r + dir.r };
        const k = hexKey(n);
        if (k === goal) {
          const route = [n];
          for (let at: Hex | null = h; at; at = back.get(hexKey(at)) ?? null) route.unshift(at);
          return route;
        }
        if (back.has(k) || blocked(n) || avoid?.has(k)) continue;
        back.set(k, h);
        next.push(n);
      }
    }
    frontier = next;
  }
  return null;
}

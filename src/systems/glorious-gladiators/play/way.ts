import { hexKey, type Hex } from '../../../kernel/index.ts';
import { inAction, profile, statusOf, type S } from './model.ts';
import { phasesThrough } from './phasing.ts';
import { positionOf, wallAt } from './space.ts';

// The way a figure went: a move names only where it ends, so the rules that act on the hexes it
// passed (an Attached Area it carries, GG-PLAY-91; a Barrier or Sticky it went through, GG-PLAY-95)
// take the shortest way clear of what bars it. These two say what bars it and when it had no way.

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

import { hexDistance, type Hex } from '../../../kernel/index.ts';
import type { MoveWay } from './legal.ts';
import { profile, type S } from './model.ts';
import { profileIndex } from './profile-index.ts';
import { positionOf } from './space.ts';

// Which of the moves offered (legal.ts `moves`) the bot makes (GG-PLAY-187): the one that gets it
// furthest toward its goal this action, a Movement that would bar one of its own attacks under
// Stand-Off (GG-PLAY-182) only when no other gets as far, else the first listed. The list's moves
// and the proposal's are the same list (`moves`), and this one function picks from either.

/** A move as the list offers it: the way it goes rides beside its words (legal.ts MoveOffer). */
export interface Offered {
  readonly type: string;
  readonly args: unknown;
  readonly way?: MoveWay;
}

/** On a shortest way from `from` to `at`: a step of a move that closes straight on it (hexLine). */
const toward = (from: Hex, to: Hex, at: Hex) => hexDistance(from, to) + hexDistance(to, at) === hexDistance(from, at);

/**
 * The bot's move of this kind among `list`, or undefined. Closing in, its goal is the enemy the
 * first such move closes on, and how far it gets toward it the hexes it goes (each goes straight at
 * its enemy and never past the range it closes to); falling back, how far it ends from the nearest enemy.
 */
export function pickMove<T extends Offered>(
  s: S, id: string, enemies: readonly string[], kind: MoveWay, list: readonly T[],
): T | undefined {
  const here = positionOf(s, id);
  if (!here) return undefined;
  const spots: Hex[] = [];
  for (const e of enemies) {
    const p = positionOf(s, e);
    if (p) spots.push(p);
  }
  const barring = profileIndex(profile(s, id)).barringMoves;
  let goal: Hex | undefined;
  let best: T | undefined;
  let far = -Infinity;
  let bars = true;
  for (const a of list) {
    if (a.type !== 'gg.move' || a.way !== kind) continue;
    const args = a.args as { ability: string; to: Hex };
    let gets: number;
    if (kind === 'close on') {
      goal ??= spots.find((p) => toward(here, args.to, p));
      if (goal === undefined || !toward(here, args.to, goal)) continue;
      gets = hexDistance(here, args.to);
    } else {
      gets = Infinity;
      for (const p of spots) gets = Math.min(gets, hexDistance(args.to, p));
    }
    const barred = barring.size > 0 && barring.has(args.ability);
    if (gets > far || (gets === far && bars && !barred)) {
      best = a;
      far = gets;
      bars = barred;
    }
  }
  return best;
}

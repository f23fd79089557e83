import { hexDistance, hexLine, type Hex } from '../../../kernel/index.ts';
import { bandCheck } from './attack-rules.ts';
import type { S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { rangeOf } from './reach.ts';
import { lineOfSight, positionOf } from './space.ts';

// Where a Counter can meet an ability (GG-ABL-12, seed L80; ruling GG-PLAY-89): it "is aimed at any
// point in the target ability's path from its user to its target", so it reaches when any hex of
// that path (the hex line from the user to the target, both ends included) is within twice its
// range band (GG-MOVE-02), in sight of the Counter's owner when the Counter is Direct (GG-SIT-03).
// The best such hex counts: one in the band, else one outside it at a Penalty.

/** How the Counter's owner reaches the incoming ability's path: in its band, at a Penalty, or not at all. */
export function counterReach(s: S, owner: string, counter: AbilityProfile, attacker: string, target: string, at?: Hex): 'in' | 'penalty' | null {
  const from = positionOf(s, owner);
  const a = positionOf(s, attacker);
  const b = at ?? positionOf(s, target);
  // Without a map, ranges never block (GG-PLAY-20).
  if (!from || !a || !b) return 'in';
  const band = rangeOf(s, owner, counter);
  const sighted = counter.targeting.method !== 'direct' || counter.mods.ignoresWalls;
  let best: 'in' | 'penalty' | null = null;
  for (const h of hexLine(a, b)) {
    const fit = bandCheck(band, hexDistance(from, h));
    if (fit !== 'in' && fit !== 'penalty') continue;
    if (!sighted && !lineOfSight(s, from, h)) continue;
    if (fit === 'in') return 'in';
    best = 'penalty';
  }
  return best;
}

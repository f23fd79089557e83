import { roll } from '../../../dice/index.ts';
import { hexDistance, hexKey, hexLine, type Hex } from '../../../kernel/index.ts';
import { checkRoller } from './check.ts';
import { isProne } from './common.ts';
import { slowedMove } from './environment.ts';
import { directionOf } from './forced-move.ts';
import { forcedMoveDefence } from './grab.ts';
import { effectiveLevel, isMajor, type Persisting, type S } from './model.ts';
import { crawls, hexesAt } from './movement-class.ts';
import { sourceOf } from './persistence.ts';
import type { AbilityProfile, Movement } from './profile.ts';
import { put, type P } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { hasDisablingDefence, ownRisk } from './resist-risks.ts';
import { stretch } from './reach.ts';
import { canReach, positionOf } from './space.ts';
import { shortestWay, wayBlocked } from './way.ts';

// A move against a Persistent Forced Move (GG-MOVE-01, GG-ABL-50, GG-ABL-30; seed L551, L139: "If a
// character tries to use a move action whilst in an area of a Persistent Forced Move so as to go
// against its direction it must roll Move plus Forced Move Defence vs Forced Move. On a success
// move is the moves per level above plus the same again per Boost. On a failure no move occurs.").
// Ruling GG-PLAY-135: the figure stands in the area's hexes as the move begins (one going into it
// is struck by it, GG-PLAY-95); against its direction is ending nearer its user than it began when
// the area pushes away, further when it pulls toward (the way it pushes, GG-PLAY-90); up and down
// have no against on a flat map. The roll is the movement's Level plus Forced Move Defence against
// the area's Level now; a success goes the movement's hexes per Level (1 crawling) and as many
// again per Boost, at most its full move, so a move named further stops where that many hexes
// along its way take it. In more than one such area, it rolls against each and goes the least of
// them; any failure, no move.

/** The Persistent Forced Move this area pushes with, when it is one the figure is in and would go against by moving from `from` to `to`. */
function currentAgainst(s: S, inst: Persisting, figure: string, key: string, from: Hex, to: Hex): AbilityProfile | null {
  if (inst.variant === 'target' || (inst.by === figure && inst.variant === 'attached') || !inst.hexes.includes(key)) return null;
  const source = sourceOf(s, inst);
  if (!source || source.push?.push !== 'forced-move' || (inst.by === figure && source.mods.personalImmunity)) return null;
  const origin = positionOf(s, inst.by);
  if (!origin) return null;
  const direction = directionOf(source);
  const before = hexDistance(from, origin);
  const after = hexDistance(to, origin);
  return (direction === 'away' && after < before) || (direction === 'toward' && after > before) ? source : null;
}

/**
 * The rolls of a figure that moves with `m` from `from` towards `to` against the Persistent Forced
 * Moves it stands in (GG-PLAY-135): where the move ends (`to`, or short of it), or null when no move occurs.
 * The caller asks only when some Persistent area is on the table.
 */
export function* againstCurrents(s: S, figure: string, m: Movement, from: Hex, to: Hex): P<{ s: S; to: Hex | null }> {
  const key = hexKey(from);
  let cur = s;
  let allowed = Infinity;
  for (const inst of s.sys.persisting ?? []) {
    const source = currentAgainst(s, inst, figure, key, from, to);
    if (!source) continue;
    const move = effectiveLevel(cur, figure, m.key, m.level);
    const defence = forcedMoveDefence(cur, figure);
    const roller = checkRoller(inst.level - move - defence + 5, !isMajor(cur, figure));
    let r = yield* roll(roller, 'move against a Forced Move');
    // Against the Level of whoever keeps the Forced Move up (GG-PLAY-260).
    if (rerollAsked(cur, figure, inst.by)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, 'move against a Forced Move', figure, inst.by));
    // Prone, a crawl of 1 a Level at most 3, a Wallcrawl's at full speed (GG-MOVE-01, GG-PLAY-250).
    const prone = isProne(cur, figure);
    const full = slowedMove(cur, figure, hexesAt(m, move, prone));
    const hexes = r.success ? Math.min(full, (crawls(m, prone) ? 1 : m.hexesPerLevel) * (1 + r.boosts)) : 0;
    cur = yield* put(cur, {
      type: 'gg.against-forced-move', ruleIds: ['GG-MOVE-01', 'GG-ABL-30', 'GG-PLAY-135'],
      data: {
        figure, by: inst.by, ability: inst.ability, move, defence, level: inst.level,
        needed: r.target, faces: [...r.faces], success: r.success, boosts: r.boosts, hexes,
      },
    });
    // The Forced Move Defence added to the roll was used to resist the Forced Move (GG-PLAY-167).
    if (defence > 0 && hasDisablingDefence(cur, figure)) cur = yield* ownRisk(cur, figure, 'forced-move-defence');
    allowed = Math.min(allowed, hexes);
  }
  if (allowed === Infinity) return { s: cur, to };
  return { s: cur, to: allowed > 0 ? stopAt(cur, figure, m, from, to, allowed) : null };
}

/** Where a move of at most `hexes` hexes towards `to` ends: `to` if it reaches, else the furthest hex of its way it may end in. */
function stopAt(s: S, figure: string, m: Movement, from: Hex, to: Hex, hexes: number): Hex | null {
  // A stretched body may begin its move that far off (GG-ABL-60), as the move's own reach counts it.
  const reach = hexes + stretch(s, figure);
  const teleport = m.mode === 'teleport';
  if (canReach(s, figure, reach, teleport, to)) return to;
  const way = (teleport ? null : shortestWay(from, to, wayBlocked(s, figure), null, 2 * hexDistance(from, to) + 4)) ?? hexLine(from, to);
  for (let i = Math.min(reach, way.length - 2); i >= 1; i--) {
    const h = way[i]!;
    if (canReach(s, figure, reach, teleport, h)) return h;
  }
  return null;
}

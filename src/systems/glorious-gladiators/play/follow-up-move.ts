import { z } from 'zod';
import { EVENT_LIST } from '../../../dice/index.ts';
import { defineCommand, folded, hexDistance, hexSchema, notInCombat, reject, ruleRejection, type CommandSpec, type Hex, type LegalAction, type Rejection } from '../../../kernel/index.ts';
import { mainAttacks, enemiesOf } from './attack-offers.ts';
import { rangeOf } from './reach.ts';
import { GG_ERRORS, finishActionOn, isProne } from './common.ts';
import { usableMovements } from './fear.ts';
import { actionBan } from './limits.ts';
import { currentFigure, effectiveLevel, ggOptions, profile, type GgOptions, type GgSys, type S } from './model.ts';
import { anyoneHas, profileIndex } from './profile-index.ts';
import { lateReactions, reactToMove } from './quick.ts';
import type { Movement } from './profile.ts';
import { putOn, type Events } from './put.ts';
import { reachable, positionOf } from './space.ts';
import { moveReach } from './actions.ts';

// The follow-up move (GG-ATK-08, seed L696; ruling GG-PLAY-06): "If there is no legal target of a
// follow up in range of any ability that could be used for a follow up then the character can make
// the shortest move necessary (up to a full move) that would bring a target into range." It spends
// no action and keeps the follow-up waiting; one such move a follow-up.

export const followUpMoveArgs = z.object({ figure: z.string(), ability: z.string(), to: hexSchema }).strict();
type FollowUpMoveArgs = z.infer<typeof followUpMoveArgs>;

const noMove = (why: string) => ruleRejection(GG_ERRORS.NO_FOLLOW_UP, why, 'GG-ATK-08');

/** Why this figure may make no follow-up move now, or null. */
function moveRejection(s: S, id: string, options: GgOptions): Rejection | null {
  if (s.phase !== 'combat') return notInCombat(s);
  if (currentFigure(s) !== id) return reject('NOT_YOUR_TURN');
  const follow = s.sys.followUp;
  if (!follow || follow.figure !== id) return noMove('No follow-up waits for this character.');
  if (follow.moved) return noMove('A follow-up brings a target into range with one move only.');
  // Super Strength's chain goes on "as long as no move is required" (seed L698).
  if (follow.strength) return noMove('A Super Strength chain goes on only while a target is in range without a move.');
  if (mainAttacks(s, id, options, enemiesOf(s, id)).length > 0) return noMove('A follow-up attack is possible from here: no move is needed.');
  return actionBan(s, id, 'move');
}

/** The figure as it would stand on `to`, for asking whether a follow-up attack is legal from there. */
function standingOn(s: S, id: string, to: Hex): S {
  const f = s.figures[id]!;
  return { ...s, figures: { ...s.figures, [id]: { ...f, position: { q: to.q, r: to.r } } } };
}

/**
 * The hexes a follow-up move with this movement may end on: of those it reaches, the nearest (in
 * steps) from which some follow-up attack is legal; empty when none within a full move is.
 */
export function followUpMoveHexes(s: S, id: string, m: Movement, options: GgOptions): Hex[] {
  const steps = moveReach(s, id, m);
  const teleport = m.mode === 'teleport';
  // Only a hex within twice some attack's band of an enemy can make an attack legal (GG-MOVE-02):
  // the others are not asked, nor is the search made when no enemy is near enough at all.
  const reach = farthestReach(s, id);
  const here = positionOf(s, id)!;
  const foes = enemiesOf(s, id).map((e) => positionOf(s, e)).filter((p): p is Hex => p !== null);
  const near = (h: Hex) => reach === null || foes.some((p) => hexDistance(h, p) <= reach);
  if (reach !== null && !foes.some((p) => hexDistance(here, p) <= steps + reach)) return [];
  const seen = new Set<string>();
  for (let d = 1; d <= steps; d++) {
    const found: Hex[] = [];
    for (const h of reachable(s, id, d, teleport)) {
      const k = `${h.q},${h.r}`;
      if (seen.has(k)) continue;
      seen.add(k);
      if (!near(h)) continue;
      const there = standingOn(s, id, h);
      if (mainAttacks(there, id, options, enemiesOf(there, id)).length > 0) found.push(h);
    }
    if (found.length > 0) return found;
  }
  return [];
}

/** How far the figure's farthest attack reaches (twice its band), or null when one has no limit. */
function farthestReach(s: S, id: string): number | null {
  let most = 0;
  for (const a of profileIndex(profile(s, id)).attacks) {
    const band = rangeOf(s, id, a);
    if (band === null) continue;
    if (band.max === null) return null;
    most = Math.max(most, 2 * band.max);
  }
  return most;
}

/** The follow-up moves on offer, one per movement and hex, for the action bar and the bot. */
export function followUpMoveOffers(s: S, id: string, options: GgOptions): LegalAction[] {
  if (!positionOf(s, id) || moveRejection(s, id, options)) return [];
  const out: LegalAction[] = [];
  for (const m of usableMovements(s, id)) {
    for (const to of followUpMoveHexes(s, id, m, options)) {
      out.push({ type: 'gg.follow-up-move', args: { figure: id, ability: m.key, to: { q: to.q, r: to.r } }, label: `Follow-up move: ${m.key} to ${to.q}, ${to.r}`, figure: id });
    }
  }
  return out;
}

export const followUpMove: CommandSpec<GgSys, GgOptions> = defineCommand<FollowUpMoveArgs, GgSys, GgOptions>({
  args: followUpMoveArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a, ctx) => {
    const options = ggOptions(ctx.options);
    const why = moveRejection(s, a.figure, options);
    if (why) return why;
    const m = usableMovements(s, a.figure).find((x) => x.key === a.ability);
    if (!m) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" is not a movement this character can use now.`, 'GG-MOVE-01');
    if (!positionOf(s, a.figure)) return reject('INVALID_POSITION', 'This figure is not on the map.');
    const ok = followUpMoveHexes(s, a.figure, m, options).some((h) => h.q === a.to.q && h.r === a.to.r);
    return ok ? null : ruleRejection(GG_ERRORS.HEX_NOT_REACHABLE, 'A follow-up move is the shortest move that brings a target into range.', 'GG-ATK-08');
  },
  resolve: function* (sIn, a, ctx) {
    const list = (yield EVENT_LIST) as Events;
    const m = usableMovements(sIn, a.figure).find((x) => x.key === a.ability)!;
    // It is a move like any other to enemies whose Short or Melee attacks strike movers (quick.ts).
    const rx = anyoneHas(sIn, 'strikesMovers', a.figure) ? yield* reactToMove(sIn, a.figure, a.to, m.mode) : { s: sIn, late: [] };
    if (rx.s !== sIn && followUpMove.validate(rx.s, a as never, ctx)) return folded(yield* finishActionOn(list, rx.s));
    const s0 = rx.s;
    const from = positionOf(s0, a.figure)!;
    const follow = s0.sys.followUp!;
    let s = putOn(list, s0, {
      type: 'gg.moved', ruleIds: ['GG-ATK-08', 'GG-MOVE-01'],
      data: {
        figure: a.figure, from, to: a.to, mode: m.mode, crawl: isProne(s0, a.figure), backstep: false, followUp: true,
        hexes: reachedIn(s0, a.figure, m, a.to), activeMove: { key: m.key, level: effectiveLevel(s0, a.figure, m.key, m.level) },
      },
    });
    s = putOn(list, s, { type: 'gg.follow-up', data: { followUp: { ...follow, moved: true } }, ruleIds: ['GG-ATK-08'] });
    if (rx.late.length > 0) s = yield* lateReactions(s, rx.late);
    return folded(yield* finishActionOn(list, s));
  },
});

/** Steps the move took: the fewest in which the movement reaches the hex. */
function reachedIn(s: S, id: string, m: Movement, to: Hex): number {
  const teleport = m.mode === 'teleport';
  for (let d = 1; d <= moveReach(s, id, m); d++) if (reachable(s, id, d, teleport).some((h) => h.q === to.q && h.r === to.r)) return d;
  return 0;
}

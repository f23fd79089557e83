import { defineCommand, hexDistance, hexesWithin, hexKey, notInCombat, patchFigure, reject, ruleRejection, updateFigure, type CommandSpec, type Hex, type LegalAction, type Rejection, type RuleContext } from '../../../kernel/index.ts';
import { mainAttacks, enemiesOf } from './attack-offers.ts';
import { rangeOf } from './reach.ts';
import { GG_ERRORS } from './common.ts';
import { usableMovements } from './fear.ts';
import { actionBan } from './limits.ts';
import { currentFigure, ggOptions, inAction, profile, type GgOptions, type GgSys, type S } from './model.ts';
import { profileIndex } from './profile-index.ts';
import type { Movement } from './profile.ts';
import { positionOf, reachable, stepsTo } from './space.ts';
import { mayFollowWith } from './extra-attacks.ts';
import { moveArgs, moveReach, type MoveArgs } from './actions.ts';
import { gateExit } from './creations.ts';
import { grabbing } from './grab.ts';
import { cannotCarry, moveResolution } from './move-steps.ts';
import { movementRejection } from './move-uses.ts';
import { classRejectionOf } from './movement-class.ts';

// The follow-up move (GG-ATK-08, seed L696; ruling GG-PLAY-06): "If there is no legal target of a
// follow up in range of any ability that could be used for a follow up then the character can make
// the shortest move necessary (up to a full move) that would bring a target into range." It spends
// no action and keeps the follow-up waiting; one such move a follow-up. It is a move, made with a
// Move's steps and arguments (move-steps.ts; ruling GG-PLAY-115): a grabber carries its grip with
// `carry`, and a hex on a gate counts as where the gate lets it out (GG-ABL-33, GG-PLAY-116).

const noMove = (why: string) => ruleRejection(GG_ERRORS.NO_FOLLOW_UP, why, 'GG-ATK-08');

/** Why this figure may make no follow-up move now, or null. */
function moveRejection(s: S, id: string, options: GgOptions, noAttack = false): Rejection | null {
  if (s.phase !== 'combat') return notInCombat(s);
  if (currentFigure(s) !== id) return reject('NOT_YOUR_TURN');
  const follow = s.sys.followUp;
  if (!follow || follow.figure !== id) return noMove('No follow-up waits for this character.');
  if (follow.moved) return noMove('A follow-up brings a target into range with one move only.');
  // Super Strength's chain goes on "as long as no move is required" (seed L698).
  if (follow.strength) return noMove('A Super Strength chain goes on only while a target is in range without a move.');
  if (!noAttack && mainAttacks(s, id, options, enemiesOf(s, id)).length > 0) return noMove('A follow-up attack is possible from here: no move is needed.');
  return actionBan(s, id, 'move');
}

/**
 * The figure as it would stand after a move to `to`, for asking whether a follow-up attack is
 * legal from there: a move ending on a gate comes out of the other (`gates`, GG-ABL-33).
 */
function standingOn(s: S, id: string, to: Hex, gates: boolean): S {
  const at = (gates ? gateExit(s, id, to) : null) ?? to;
  return updateFigure(s, id, (f) => patchFigure(f, { position: { q: at.q, r: at.r } }));
}

/** Whether a gate is open on the map (GG-ABL-33): most tables have none. */
function anyGate(s: S): boolean {
  const openings = s.sys.openings;
  if (openings === undefined) return false;
  for (const o of openings) if (o.kind === 'gate') return true;
  return false;
}

/**
 * The hexes a follow-up move with this movement may end on: of those it reaches, the nearest (in
 * steps) from which some follow-up attack is legal; empty when none within a full move is.
 */
export function followUpMoveHexes(s: S, id: string, m: Movement, options: GgOptions): Hex[] {
  const steps = moveReach(s, id, m);
  const teleport = m.mode === 'teleport';
  // A follow-up attack can be legal only within twice the band of an attack that may follow up,
  // of a target it may go at (GG-MOVE-02, GG-ATK-08): hexes farther off are not asked (asking is a
  // full validation), and steps too few to come that near are not searched.
  const reach = followUpReach(s, id);
  const here = positionOf(s, id)!;
  const targets = followUpTargets(s, id);
  if (reach === undefined || targets.length === 0) return [];
  // A gate may bring a far target near: no hex is too far to ask about then.
  const gates = anyGate(s);
  if (reach !== null && !gates) {
    let closest = Infinity;
    for (const p of targets) closest = Math.min(closest, hexDistance(here, p));
    if (closest > steps + reach) return [];
  }
  // The fewest steps that reach a hex from which a follow-up attack is legal make the shortest move.
  // Only hexes that near a target are asked (candidates), nearest first (steps are never fewer than
  // the hex distance), so most searches stop at the first hexes before the target without a path search.
  const to = stepsTo(s, id, steps, teleport);
  let best = Infinity;
  const found: Hex[] = [];
  for (const hex of candidates(s, id, steps, teleport, reach, targets, here, gates)) {
    if (hexDistance(here, hex) > best) break;
    const d = to(hex);
    if (d === null || d > best) continue;
    const there = standingOn(s, id, hex, gates);
    if (mainAttacks(there, id, options, enemiesOf(there, id)).length === 0) continue;
    if (d < best) {
      best = d;
      found.length = 0;
    }
    found.push(hex);
  }
  return found;
}

/**
 * The hexes near enough a target to be asked about (all the move reaches, for an attack with no top
 * to its band), and the gates' (`gates`), by hex distance from `here`, then q, then r.
 */
function candidates(
  s: S, id: string, steps: number, teleport: boolean, reach: number | null, targets: readonly Hex[], here: Hex, gates: boolean,
): Hex[] {
  const pool = reach === null ? reachable(s, id, steps, teleport) : targets.flatMap((t) => hexesWithin(t, reach));
  if (gates && reach !== null) for (const o of s.sys.openings!) if (o.kind === 'gate') pool.push(...o.hexes);
  const seen = new Set<string>();
  const out: Hex[] = [];
  for (const hex of pool) {
    const k = hexKey(hex);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(hex);
  }
  return out.sort((a, b) => hexDistance(here, a) - hexDistance(here, b) || a.q - b.q || a.r - b.r);
}

/** Where the follow-up may go: its target while in action, else any enemy (GG-ATK-08). */
function followUpTargets(s: S, id: string): Hex[] {
  const follow = s.sys.followUp!;
  const ids = inAction(s, follow.target) ? [follow.target] : enemiesOf(s, id);
  const out: Hex[] = [];
  for (const x of ids) {
    const p = positionOf(s, x);
    if (p) out.push(p);
  }
  return out;
}

/**
 * How far the attacks that may follow up this chain reach (twice their band): null when one has no
 * limit, undefined when none may follow up at all.
 */
function followUpReach(s: S, id: string): number | null | undefined {
  const p = profile(s, id);
  const follow = s.sys.followUp!;
  let most: number | undefined;
  for (const a of profileIndex(p).attacks) {
    if (!mayFollowWith(a, follow, p)) continue;
    const band = rangeOf(s, id, a);
    if (band === null) continue;
    if (band.max === null) return null;
    most = Math.max(most ?? 0, 2 * band.max);
  }
  return most;
}

/**
 * The follow-up moves on offer, one per movement and hex, for the action bar and the bot;
 * `noAttack`: the caller has found no legal follow-up attack already (the bot), not asked again.
 */
export function followUpMoveOffers(s: S, id: string, options: GgOptions, noAttack = false): LegalAction[] {
  if (!positionOf(s, id) || moveRejection(s, id, options, noAttack)) return [];
  const out: LegalAction[] = [];
  for (const m of usableMovements(s, id)) {
    for (const to of followUpMoveHexes(s, id, m, options)) {
      out.push({
        type: 'gg.follow-up-move', args: { figure: id, ability: m.key, to: { q: to.q, r: to.r } }, label: `Follow-up move: ${m.name} to ${to.q}, ${to.r}`,
        figure: id, means: m.name,
      });
    }
  }
  return out;
}

/** Why this follow-up move may not be made now, or null: it must be the shortest that brings a target into range (GG-ATK-08). */
function followUpMoveRejection(s: S, a: MoveArgs, ctx: RuleContext<GgOptions>): Rejection | null {
  const options = ggOptions(ctx.options);
  const why = moveRejection(s, a.figure, options);
  if (why) return why;
  const spent = movementRejection(s, a.figure, a.ability) ?? classRejectionOf(s, a.figure, a.ability);
  if (spent) return spent;
  const m = usableMovements(s, a.figure).find((x) => x.key === a.ability);
  if (!m) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" is not a movement this character can use now.`, 'GG-MOVE-01');
  if (!positionOf(s, a.figure)) return reject('INVALID_POSITION', 'This figure is not on the map.');
  if (a.carry && !grabbing(s, a.figure)) return cannotCarry();
  const ok = followUpMoveHexes(s, a.figure, m, options).some((h) => h.q === a.to.q && h.r === a.to.r);
  return ok ? null : ruleRejection(GG_ERRORS.HEX_NOT_REACHABLE, 'A follow-up move is the shortest move that brings a target into range.', 'GG-ATK-08');
}

export const followUpMove: CommandSpec<GgSys, GgOptions> = defineCommand<MoveArgs, GgSys, GgOptions>({
  args: moveArgs,
  actingFigure: (a) => a.figure,
  validate: followUpMoveRejection,
  resolve: moveResolution(followUpMoveRejection, true),
});

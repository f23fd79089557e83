import { z } from 'zod';
import { defineCommand, folded, hasCondition, HEX_DIRECTIONS, hexDistance, hexLine, kernelEvent, reject, ruleRejection, type Hex } from '../../../kernel/index.ts';
import { roll } from '../../../dice/index.ts';
import { checkRoller } from './check.ts';
import { conditionOn, formActive, formLevel, imposeDraft, imposedOf, incapacitated, removeDraft } from './conditions.ts';
import { GG_ERRORS } from './common.ts';
import { abilityOf, effectiveLevel, isMajor, profile, type GgOptions, type GgSys, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { occupant, positionOf, wallAt } from './space.ts';
import { put, type P } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { hasDisablingDefence, ownRisk } from './resist-risks.ts';
import { inHexes } from './hex-words.ts';

// Grab (GG-ABL-36, seed L113-116). The grab holds while its user stays in range and targets nothing
// but the grabbed character or itself; the user may let go at any time (`gg.release`). The two are
// at range 0 from each other; the grabbed cannot move and uses abilities only at range 0; Solid
// abilities take a Penalty to Level for both, the grabber's only against its grip unless it lets go
// with that attack. Carrying the grabbed is the grabber's only way to move without letting go: a
// Grab roll against its Forced Move Defence. Rulings (GG-PLAY-40): a failed carry spends the move
// and the grip holds; the carried character ends in the hex the carrier passed last.

/** Whom this figure holds in a grab, or null. */
export function grabbing(s: S, id: string): string | null {
  return imposedOf(conditionOn(s, id, 'grabbing'))?.subject ?? null;
}

/** Who holds this figure in a grab, or null. */
export const grabbedBy = (s: S, id: string): string | null => imposedOf(conditionOn(s, id, 'grabbed'))?.from ?? null;

/** Grabber and grabbed are at range 0 from each other. */
export function inGrab(s: S, a: string, b: string): boolean {
  return (grabbing(s, a) === b && grabbedBy(s, b) === a) || (grabbing(s, b) === a && grabbedBy(s, a) === b);
}

/** The events that end a figure's grab (both sides' conditions). */
export function* letGo(s: S, grabber: string, why: string): P {
  let cur = s;
  const held = grabbing(cur, grabber);
  cur = yield* put(cur, removeDraft(grabber, 'grabbing', ['GG-ABL-36']));
  if (held && grabbedBy(cur, held) === grabber) cur = yield* put(cur, removeDraft(held, 'grabbed', ['GG-ABL-36']));
  return yield* put(cur, { type: 'gg.released', data: { figure: grabber, target: held, why }, ruleIds: ['GG-ABL-36'] });
}

/** A new Grab result: the grabber holds its victim (the victim's condition comes from the result). */
export function* tookHold(s: S, grabber: string, ability: AbilityProfile, target: string): P {
  let cur = s;
  const before = grabbing(cur, grabber);
  if (before && before !== target) cur = yield* letGo(cur, grabber, 'grabbed someone else');
  return yield* put(cur, imposeDraft(grabber, ability, grabber, 'grabbing', { subject: target }, 'GG-ABL-36'));
}

/**
 * Targeting anything but its grip (or itself) lets the grab go (GG-ABL-36): a figure, or, as null, a
 * hex, a wall or another thing (ruling GG-PLAY-270). Every targeting command comes through here.
 */
export function* targetsElsewhere(s: S, figure: string, target: string | null): P {
  const held = grabbing(s, figure);
  return held && held !== target && target !== figure ? yield* letGo(s, figure, target === null ? 'targeted something else' : 'targeted someone else') : s;
}

/** What an Area aimed at this hex targets for a grip (ruling GG-PLAY-271): the grip or the grabber standing there, else the hex. */
export function aimedAt(s: S, figure: string, at: Hex): string | null {
  const held = grabbing(s, figure);
  if (!held) return null;
  const on = (id: string) => {
    const p = positionOf(s, id);
    return p !== null && p.q === at.q && p.r === at.r;
  };
  return on(held) ? held : on(figure) ? figure : null;
}

/** An Area's catch: anyone in it but the grip and the grabber is targeted too, and the grip goes before it strikes (GG-PLAY-271). */
export function* caughtElsewhere(s: S, figure: string, ids: readonly string[]): P {
  if (s.figures[figure]!.conditions.length === 0) return s;
  const held = grabbing(s, figure);
  return held && ids.some((id) => id !== held && id !== figure) ? yield* letGo(s, figure, 'targeted someone else') : s;
}

/**
 * Penalties to a result's Level from a grab: Solid while grabbed, by anyone or by no one (the GM's,
 * GG-PLAY-219); Solid on one's own grip unless letting go (GG-ATK-07).
 */
export function grabLevelPenalty(s: S, attacker: string, ability: AbilityProfile, target: string, release: boolean): number {
  if (!ability.types.includes('solid')) return 0;
  if (conditionOn(s, attacker, 'grabbed')) return 1;
  return grabbing(s, attacker) === target && !release ? 1 : 0;
}

/**
 * How far apart a grip holds (ruling GG-PLAY-200, seed L113 "whilst the user remains within
 * range"): the Grab's own range, 1 hex for a Touch one.
 */
function gripReach(s: S, grabber: string): number {
  const key = imposedOf(conditionOn(s, grabber, 'grabbing'))?.ability;
  const grab = key === undefined ? undefined : abilityOf(s, grabber, key);
  return Math.max(1, grab?.range?.max ?? 1);
}

/**
 * Grips that no longer hold: either side out of action or gone, or pulled beyond the Grab's range.
 * A grab the GM put on (GG-PLAY-219) ends as one: with no one holding it, when its figure is out of
 * action; naming a grabber that holds no longer (its 'grabbing' taken off), at once; and a 'grabbing'
 * that holds no one ends.
 */
export function* settleGrabs(s: S): P {
  let cur = s;
  for (const id of cur.figureOrder) {
    const loose = looseGrip(cur, id);
    if (loose) cur = yield* put(cur, removeDraft(id, loose, ['GG-ABL-36', 'GG-PLAY-219']));
    const held = grabbing(cur, id);
    if (!held) continue;
    const a = positionOf(cur, id);
    const b = cur.figures[held] ? positionOf(cur, held) : null;
    const apart = a !== null && b !== null && hexDistance(a, b) > gripReach(cur, id);
    if (!cur.figures[held] || grabbedBy(cur, held) !== id || incapacitated(cur, id) || incapacitated(cur, held) || apart) {
      cur = yield* letGo(cur, id, apart ? 'out of reach' : 'the grip is broken');
    }
  }
  return cur;
}

/** The half of a grip on this figure that no longer holds (GG-PLAY-219): its 'grabbed' or its 'grabbing', or null. */
function looseGrip(s: S, id: string): 'grabbed' | 'grabbing' | null {
  const fig = s.figures[id]!;
  if (hasCondition(fig, 'grabbing') && grabbing(s, id) === null) return 'grabbing';
  if (!hasCondition(fig, 'grabbed')) return null;
  const by = grabbedBy(s, id);
  if (by === null) return incapacitated(s, id) ? 'grabbed' : null;
  return s.figures[by] && grabbing(s, by) !== id ? 'grabbed' : null;
}

/** A character's Forced Move Defence now: its best Level plus what adds to it (Super Strength, Giant). */
export function forcedMoveDefence(s: S, id: string): number {
  const p = profile(s, id);
  const own = Math.max(0, ...p.abilities.filter((a) => a.ability === 'forced-move-defence').map((a) => effectiveLevel(s, id, a.key, a.level)));
  return own + forcedMoveAdded(s, id);
}

/**
 * Levels added to a character's Forced Move Defence now (GG-ABL-63, GG-ABL-35): its Super Strength's
 * always, a Giant's only while the form is on (its own or one put on it), not whenever it has the ability.
 */
export function forcedMoveAdded(s: S, id: string): number {
  let n = formActive(s, id, 'giant') ? formLevel(s, id, 'giant') : 0;
  for (const a of profile(s, id).abilities) {
    const add = a.targetBonus['forced-move-defence'];
    // As profile.ts folds it into its holder's own rolls: a defence, or an ability with no range; a form's counts above.
    if (add && a.form === null && (a.range === null || !a.attack)) n += add;
  }
  return n;
}

/** Where a carried character ends: the hex before the carrier's last on its path, else any free neighbour. */
function carriedTo(s: S, carrier: string, carried: string, from: Hex, to: Hex): Hex | null {
  const free = (h: Hex) => {
    const who = occupant(s, h, carried);
    return !wallAt(s, h) && (who === null || (who === carrier && !(h.q === to.q && h.r === to.r)));
  };
  const path = hexLine(from, to);
  const before = path[path.length - 2];
  if (before && free(before) && hexDistance(before, to) === 1) return before;
  return HEX_DIRECTIONS.map((d) => ({ q: to.q + d.q, r: to.r + d.r })).find(free) ?? null;
}

/**
 * A grabber's move (GG-ABL-36): without `carry` it lets go first; with it, a Grab roll against the
 * Forced Move Defence of the grabbed: success moves both, failure leaves both where they are.
 */
export function* grabberMoves(s: S, figure: string, from: Hex, to: Hex, carry: boolean): P<{ s: S; moves: boolean }> {
  const held = grabbing(s, figure);
  if (!held) return { s, moves: true };
  if (!carry) return { s: yield* letGo(s, figure, 'moved away'), moves: true };
  const grip = imposedOf(conditionOn(s, figure, 'grabbing'))!;
  const level = effectiveLevel(s, figure, grip.ability, grip.level);
  const fmd = forcedMoveDefence(s, held);
  const roller = checkRoller(fmd - level + 5, !isMajor(s, figure));
  let r = yield* roll(roller, 'carry the grabbed');
  let cur = s;
  if (rerollAsked(cur, figure, held)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, 'carry the grabbed', figure, held));
  cur = yield* put(cur, { type: 'gg.carry', data: { figure, target: held, level, defence: fmd, needed: r.target, faces: [...r.faces], success: r.success }, ruleIds: ['GG-ABL-36'] });
  // The Forced Move Defence was used to resist the carry (GG-PLAY-167).
  if (hasDisablingDefence(cur, held)) cur = yield* ownRisk(cur, held, 'forced-move-defence');
  if (!r.success) return { s: cur, moves: false };
  const spot = carriedTo(cur, figure, held, from, to);
  if (spot) cur = yield* put(cur, kernelEvent('table.figure.moved', { figure: held, position: { q: spot.q, r: spot.r } }, { ruleIds: ['GG-ABL-36'] }));
  return { s: cur, moves: true };
}

/** The Grab a figure holds with when the GM names it the grabber: the one asked for, else its highest Level (Grapple at least). */
function gripFor(s: S, id: string, key: string | undefined): AbilityProfile | undefined {
  let best: AbilityProfile | undefined;
  for (const a of profile(s, id).abilities) {
    if (!a.specials.includes('grab') || (key !== undefined && a.key !== key)) continue;
    if (!best || effectiveLevel(s, id, a.key, a.level) > effectiveLevel(s, id, best.key, best.level)) best = a;
  }
  return best;
}

const gmGrabArgs = z.object({ grabber: z.string(), target: z.string(), ability: z.string().optional() }).strict();
/**
 * The GM puts a grab on, naming who holds whom (ruling GG-PLAY-219): as a result of the grabber's Grab
 * would (its highest Level unless named), within that Grab's range (GG-PLAY-200), so letting go,
 * breaking free, carrying and the grabber's own limits follow as for any grip.
 */
export const gmGrab = defineCommand<z.infer<typeof gmGrabArgs>, GgSys, GgOptions>({
  args: gmGrabArgs,
  gmOnly: true,
  validate: (s, a) => {
    if (!s.figures[a.grabber] || !s.figures[a.target] || a.grabber === a.target) return reject('UNKNOWN_FIGURE', 'Name two figures on the table.');
    const grip = gripFor(s, a.grabber, a.ability);
    if (!grip) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `${s.figures[a.grabber]!.name} has no such Grab.`, 'GG-ABL-36');
    const from = positionOf(s, a.grabber);
    const to = positionOf(s, a.target);
    if (!from || !to) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Both must be on the map.', 'GG-ABL-36');
    const reach = Math.max(1, grip.range?.max ?? 1);
    return hexDistance(from, to) > reach ? reject('TARGET_OUT_OF_RANGE', `Beyond the Grab's reach (${inHexes(reach)}).`, { ruleId: 'GG-PLAY-200' }) : null;
  },
  resolve: function* (s0, a) {
    const grip = gripFor(s0, a.grabber, a.ability)!;
    const level = effectiveLevel(s0, a.grabber, grip.key, grip.level);
    const s = yield* put(s0, imposeDraft(a.grabber, { ...grip, level }, a.target, 'grabbed', {}, 'GG-PLAY-219'));
    return folded(yield* tookHold(s, a.grabber, grip, a.target));
  },
});

const releaseArgs = z.object({ figure: z.string() }).strict();
/** Let go of a grab: free, at any time (GG-ABL-36). */
export const release = defineCommand<z.infer<typeof releaseArgs>, GgSys, GgOptions>({
  args: releaseArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => (grabbing(s, a.figure) ? null : ruleRejection('GG_NOT_APPLICABLE', 'It holds no one.', 'GG-ABL-36')),
  resolve: function* (s, a) { yield* letGo(s, a.figure, 'let go'); },
});

import { z } from 'zod';
import { roll } from '../../../dice/index.ts';
import { defineCommand, folded, HEX_DIRECTIONS, hexDistance, hexKey, hexSchema, kernelEvent, reject, ruleRejection, type Actor, type Hex, type LegalAction } from '../../../kernel/index.ts';
import { checkRoller } from './check.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction } from './common.ts';
import { formActive, formLevel } from './conditions.ts';
import { mustFlee, usableMovements } from './fear.ts';
import { actionBan } from './limits.ts';
import { effectiveLevel, isMajor, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import { phasesThrough } from './phasing.ts';
import { occupant, positionOf, wallAt } from './space.ts';
import { put } from './turns.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { hasMoveCosts, moveCosts, movementRejection } from './move-uses.ts';
import { classRejectionOf } from './movement-class.ts';

// Insubstantial through a wall it does not pass freely (GG-ABL-42, seed L122; ruling GG-PLAY-94):
// "To pass through other walls requires a roll against the level of the wall with failure causing
// 1 hit to the user and a failure to cross." A move action from beside the wall hex straight
// through it into the open hex beyond: the Insubstantial Level against the wall's Level (its
// Damage Defence); a success crosses, a failure costs 1 hit and the mover stays where it was.

export const phaseThroughArgs = z.object({ figure: z.string(), ability: z.string(), hex: hexSchema }).strict();
type Args = z.infer<typeof phaseThroughArgs>;

/** The open hex straight beyond the wall hex `wall` from `from`, beside it. */
export function beyond(from: Hex, wall: Hex): Hex {
  return { q: 2 * wall.q - from.q, r: 2 * wall.r - from.r };
}

/** Why this figure cannot try to cross this wall hex now, or null (GG-ABL-42, GG-PLAY-94). */
function problem(s: S, a: Args) {
  if (!formActive(s, a.figure, 'insubstantial')) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only an insubstantial character passes through walls.', 'GG-ABL-42');
  const spent = movementRejection(s, a.figure, a.ability) ?? classRejectionOf(s, a.figure, a.ability);
  if (spent) return spent;
  if (!usableMovements(s, a.figure).some((m) => m.key === a.ability)) {
    return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" is not a movement this character can use now.`, 'GG-MOVE-01');
  }
  if (mustFlee(s, a.figure)) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'A compelled move goes where it must, not through a wall.', 'GG-PLAY-94');
  const wall = wallAt(s, a.hex);
  if (!wall) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'There is no wall there.', 'GG-SIT-03');
  if (phasesThrough(s, a.figure)?.(wall)) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'It passes this wall freely: move through it.', 'GG-PLAY-85');
  const from = positionOf(s, a.figure);
  if (!from) return reject('INVALID_POSITION', 'This figure is not on the map.');
  if (hexDistance(from, a.hex) !== 1) return ruleRejection(GG_ERRORS.HEX_NOT_REACHABLE, 'Cross from a hex beside the wall.', 'GG-PLAY-94');
  const to = beyond(from, a.hex);
  if (wallAt(s, to) || occupant(s, to, a.figure) !== null) return ruleRejection(GG_ERRORS.HEX_NOT_REACHABLE, 'The hex beyond the wall is not open.', 'GG-PLAY-94');
  return null;
}

export const phaseThrough = defineCommand<Args, GgSys, GgOptions>({
  args: phaseThroughArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'move') ?? problem(s, a),
  resolve: function* (s0, a) {
    const from = positionOf(s0, a.figure)!;
    const wall = wallAt(s0, a.hex)!;
    const m = usableMovements(s0, a.figure).find((x) => x.key === a.ability)!;
    const level = formLevel(s0, a.figure, 'insubstantial');
    let s = yield* spendAction(s0, a.figure, 'move');
    const roller = checkRoller(wall.defence - level + 5, !isMajor(s, a.figure));
    let r = yield* roll(roller, 'insubstantial through the wall');
    const maker = wall.by?.figure ?? null;
    if (rerollAsked(s, a.figure, maker)) ({ r, s } = yield* heroThenLuck(s, roller, r, 'insubstantial through the wall', a.figure, maker, null));
    const to = beyond(from, a.hex);
    s = yield* put(s, {
      type: 'gg.phase-through', ruleIds: ['GG-ABL-42', 'GG-PLAY-94'],
      data: { figure: a.figure, hex: hexKey(a.hex), level, wall: wall.defence, needed: r.target, faces: [...r.faces], crossed: r.success },
    });
    if (r.success) {
      s = yield* put(s, {
        type: 'gg.moved', ruleIds: ['GG-MOVE-01', 'GG-ABL-42'],
        data: {
          figure: a.figure, from, to: { q: to.q, r: to.r }, mode: m.mode, hexes: 2,
          activeMove: { key: m.key, level: effectiveLevel(s, a.figure, m.key, m.level) },
        },
      });
    } else {
      const left = Math.max(0, statusOf(s, a.figure).hits - 1);
      s = yield* put(s, {
        type: 'gg.hit', ruleIds: ['GG-ABL-42', 'GG-PLAY-94', 'GG-DMG-01'],
        data: { figure: a.figure, target: a.figure, ability: 'insubstantial', hits: 1, boosts: 0, hitsLeft: left, out: left === 0, lethal: false },
      });
      if (left === 0) s = yield* put(s, kernelEvent('table.condition.added', { figure: a.figure, condition: { id: 'prone', ruleId: 'GG-DMG-01' } }));
    }
    // A use of the Movement it moved with: its Shots or Limited Ammo counted, its Backfire and Disabling rolled (GG-PLAY-138, GG-PLAY-160).
    if (hasMoveCosts(s, a.figure)) s = yield* moveCosts(s, a.figure, m.key);
    return folded(yield* finishAction(s));
  },
});

/** The wall hexes beside an insubstantial figure it may try to cross, with its first usable movement (GG-PLAY-94). */
export function phaseOffers(s: S, id: string, actor: Actor, options: GgOptions): LegalAction[] {
  const here = positionOf(s, id);
  const m = usableMovements(s, id).find((x) => x.mode !== 'teleport');
  if (!here || !m || !formActive(s, id, 'insubstantial')) return [];
  const out: LegalAction[] = [];
  for (const d of HEX_DIRECTIONS) {
    const hex = { q: here.q + d.q, r: here.r + d.r };
    const w = wallAt(s, hex);
    if (!w) continue;
    const args = { figure: id, ability: m.key, hex };
    if (phaseThrough.validate(s, args as never, { options, actor })) continue;
    out.push({ type: 'gg.phase-through', args, label: `Pass through the ${w.material.replace(/-/g, ' ')} at ${hexKey(hex)} (Insubstantial)`, figure: id });
  }
  return out;
}

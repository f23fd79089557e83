import { z } from 'zod';
import { roll } from '../../../dice/index.ts';
import { defineCommand, folded, hexDistance, hexKey, hexSchema, reject, ruleRejection, type Hex } from '../../../kernel/index.ts';
import { bandCheck } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction, targetedAgain } from './common.ts';
import { closeAll } from './creations.ts';
import { dismissMisses, dismissOf } from './ability-commands.ts';
import { targetsElsewhere } from './grab.ts';
import { actionBan, pointBan } from './limits.ts';
import { effectiveLevel, isMajor, profile, type GgOptions, type GgSys, type S } from './model.ts';
import { endInstance } from './persistence.ts';
import type { AbilityProfile } from './profile.ts';
import { lineOfSight, positionOf } from './space.ts';
import { put } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { countUse, useCosts, useRejection } from './use-costs.ts';

// Dismiss aimed at a hex (GG-ABL-19, ruling GG-PLAY-82): it ends a Persistent ability that holds
// the map there rather than sitting on a character: a Persistent Barrier or Sticky area, or the
// wall, doorway, gate or area an ability keeps up. No individual holds it, so, as for a wall
// (GG-PLAY-22), there is no to-hit roll: the Dismiss Level against the ability's.

/** A Persistent ability's hold on one hex: who keeps it up, with what, at which Level. */
interface OnMap { readonly by: string; readonly ability: AbilityProfile; readonly level: number; readonly instance?: string }

function onMapAt(s: S, hex: Hex): OnMap | null {
  const k = hexKey(hex);
  const maker = (by: string, key: string) => (s.figures[by] ? profile(s, by).abilities.find((x) => x.key === key) : undefined);
  const kept = (by: string, key: string, level?: number): OnMap | null => {
    const ability = maker(by, key);
    return ability ? { by, ability, level: level ?? effectiveLevel(s, by, key, ability.level) } : null;
  };
  for (const inst of s.sys.persisting ?? []) {
    const ability = inst.hexes.includes(k) ? maker(inst.by, inst.ability) : undefined;
    if (ability) return { by: inst.by, ability, level: inst.level, instance: inst.id };
  }
  const wall = s.sys.walls[k];
  if (wall?.by?.lasting) return kept(wall.by.figure, wall.by.ability);
  for (const o of s.sys.openings ?? []) if (o.lasting && o.hexes.some((h) => h.q === hex.q && h.r === hex.r)) return kept(o.by, o.ability);
  for (const z of s.sys.zones ?? []) if (z.lasting && hexDistance(z.center, hex) <= z.radius) return kept(z.by, z.ability, z.level);
  return null;
}

const args = z.object({ figure: z.string(), ability: z.string(), hex: hexSchema }).strict();

export const dismissArea = defineCommand<z.infer<typeof args>, GgSys, GgOptions>({
  args,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'attack');
    if (turn) return turn;
    const d = dismissOf(s, a.figure, a.ability);
    if (!d) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" is no Dismiss.`, 'GG-ABL-19');
    const unusable = useRejection(s, a.figure, d);
    if (unusable) return unusable;
    const again = targetedAgain(s, 'something');
    if (again) return again;
    const held = onMapAt(s, a.hex);
    if (!held) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'No Persistent ability holds that hex.', 'GG-ABL-19');
    const why = dismissMisses(d, held.ability);
    if (why) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, why, 'GG-ABL-19');
    const from = positionOf(s, a.figure);
    if (!from) return reject('INVALID_POSITION', 'This figure is not on the map.');
    const band = bandCheck(d.range, hexDistance(from, a.hex));
    if (band === 'personal' || band === 'beyond') return reject('TARGET_OUT_OF_RANGE', undefined, { ruleId: 'GG-MOVE-02' });
    // Aimed at a hex as an Area is: the user's conditions forbid it alike (limits.ts).
    const banned = pointBan(s, a.figure, d, hexDistance(from, a.hex));
    if (banned) return banned;
    return lineOfSight(s, from, a.hex) ? null : ruleRejection(GG_ERRORS.NO_LINE_OF_SIGHT, 'A wall blocks the line of sight.', 'GG-SIT-03');
  },
  resolve: function* (s0, a) {
    const d = dismissOf(s0, a.figure, a.ability)!;
    const held = onMapAt(s0, a.hex)!;
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'dismiss', { targeted: true }), a.figure, d);
    s = yield* targetsElsewhere(s, a.figure, null);
    const level = effectiveLevel(s, a.figure, d.key, d.level);
    const roller = checkRoller(held.level - level + 5, !isMajor(s, a.figure));
    let r = yield* roll(roller, `${d.name} against the ability`);
    if (rerollAsked(s, a.figure, held.by)) ({ r, s } = yield* heroThenLuck(s, roller, r, `${d.name} against the ability`, a.figure, held.by, null));
    s = yield* put(s, {
      type: 'gg.dismissed-area', ruleIds: ['GG-ABL-19'],
      data: {
        figure: a.figure, hex: hexKey(a.hex), by: held.by, ability: held.ability.key, level: held.level,
        needed: r.target, faces: [...r.faces], success: r.success,
      },
    });
    // A Barrier or Sticky area ends as an instance; what an ability built ends with all it built (as deactivating it would).
    if (r.success && held.instance) s = yield* endInstance(s, held.instance, 'dismissed');
    else if (r.success) s = yield* closeAll(s, held.by, held.ability.key);
    // A Dismiss at an area is a use of it as one at a figure is (GG-PLAY-130).
    s = yield* useCosts(s, a.figure, d, r.faces[0]);
    return folded(yield* finishAction(s));
  },
});

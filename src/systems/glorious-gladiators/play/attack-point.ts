// An Area attack aimed at a hex rather than at a figure (GG-ATK-02 (a) "Target point", GG-SIT-04;
// ruling GG-PLAY-206): its arguments, whether it is legal now, and the attacker's to-hit of the hex.
// Target attacks never come here: gg.attack sends only arguments naming `at` (attack.ts).
import { z } from 'zod';
import { hasCondition, hexDistance, hexSchema, reject, ruleRejection, type Hex, type Rejection } from '../../../kernel/index.ts';
import { bandCheck, rangeOf } from './attack-rules.ts';
import { attackAbility, attackerRejection, attackUseRejection, noSuchAttack } from './attack-validate.ts';
import { GG_ERRORS, targetedAgain } from './common.ts';
import { conditionOn } from './conditions.ts';
import { pointBan } from './limits.ts';
import { profile, statusOf, type GgOptions, type S } from './model.ts';
import { traitPenalties } from './modifier-rules.ts';
import type { AbilityProfile } from './profile.ts';
import { footprint, stretch } from './reach.ts';
import { lineOfSight, positionOf } from './space.ts';

export const pointAttackArgs = z.object({
  figure: z.string(), ability: z.string(),
  /** The hex aimed at: a Burst's centre, the far end of a Line (GG-ATK-02). */
  at: hexSchema,
  boost: z.boolean().optional(),
  lethal: z.boolean().optional(),
  direction: z.enum(['away', 'toward', 'up', 'down']).optional(),
  release: z.boolean().optional(),
}).strict();
export type PointAttackArgs = z.infer<typeof pointAttackArgs>;

/** Hexes from the attacker to the point, a Giant's marker bringing it nearer (as reach.ts pairDistance). */
export function pointDistance(s: S, figure: string, from: Hex, at: Hex): number {
  const hexes = hexDistance(from, at);
  const giant = footprint(s, figure);
  return giant === 0 ? hexes : Math.max(hexes === 0 ? 0 : 1, hexes - giant);
}

/** Why this Area may not be aimed at this hex now, or null (GG-PLAY-206, GG-PLAY-207). */
export function validatePointAttack(s: S, a: PointAttackArgs, _options: GgOptions): Rejection | null {
  const who = attackerRejection(s, a.figure);
  if (who) return who;
  // A follow-up is made against the same target (GG-ATK-08): it names it (GG-PLAY-207).
  const follow = s.sys.followUp;
  if (follow !== null && follow.figure === a.figure) {
    return ruleRejection(GG_ERRORS.NO_FOLLOW_UP, 'A follow-up attacks the same target: aim it at that character.', 'GG-PLAY-207');
  }
  const ability = attackAbility(s, a.figure, a.ability);
  if (!ability) return noSuchAttack(s, a.figure, a.ability);
  if (ability.targeting.method !== 'area' || !ability.area) {
    return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only an Area is aimed at a hex; other attacks name their target.', 'GG-PLAY-206');
  }
  if (ability.range === null) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'A Personal Area is a Burst on its user\'s own hex: aim it at yourself.', 'GG-MOD-46');
  // What the use asks of the ability, as for an attack on a figure (no follow-up comes here).
  const use = attackUseRejection(s, a, ability, profile(s, a.figure), hasCondition(s.figures[a.figure]!, 'coward'), false);
  if (use) return use;
  const again = targetedAgain(s);
  if (again) return again;
  const from = positionOf(s, a.figure);
  if (!from) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'A hex is aimed at only on the map.', 'GG-PLAY-206');
  const reach = Math.max(0, pointDistance(s, a.figure, from, a.at) - stretch(s, a.figure));
  if (bandCheck(rangeOf(s, a.figure, ability), reach) === 'beyond') return reject('TARGET_OUT_OF_RANGE', 'Beyond twice the range band.', { ruleId: 'GG-MOVE-02' });
  const barred = pointBan(s, a.figure, ability, reach);
  if (barred) return barred;
  if (!ability.mods.ignoresWalls && !ability.mods.bullet && !lineOfSight(s, from, a.at)) {
    return ruleRejection(GG_ERRORS.NO_LINE_OF_SIGHT, 'A wall blocks the line of sight.', 'GG-SIT-03');
  }
  return null;
}

/**
 * The Penalties on the to-hit of the hex (GG-ATK-02 (a), GG-ATK-04): the attacker's own only, as
 * when an Area is aimed at a figure's hex (GG-PLAY-09): out of its band, backstepped, prone at
 * range 1-2, disorientated, hindered, grabbed, held, its traits. `reach`: hexes to the point.
 */
export function pointPenalties(s: S, figure: string, ability: AbilityProfile, reach: number): number {
  const f = s.figures[figure]!;
  const st = statusOf(s, figure);
  let n = traitPenalties(s, figure).length;
  if (st.backstep) n++;
  if (bandCheck(rangeOf(s, figure, ability), reach) === 'penalty') n++;
  if (f.conditions.length > 0) {
    if (hasCondition(f, 'prone') && reach <= 2) n++;
    if (hasCondition(f, 'disorientated')) n++;
    if (hasCondition(f, 'grabbed')) n++;
    if (conditionOn(s, figure, 'held')) n++;
  }
  if (st.hindrance > 0) n++;
  return n;
}

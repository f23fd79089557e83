import { z } from 'zod';
import { roll } from '../../../dice/index.ts';
import { defineCommand, folded, reject, ruleRejection } from '../../../kernel/index.ts';
import { afterHit, attackAbility } from './attack.ts';
import { aimRejection } from './attack-validate.ts';
import { attackDistance, minimumDodge, toHitFor } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction, targetedAgain } from './common.ts';
import { conditionOn, imposedOf, removeDraft } from './conditions.ts';
import { targetsElsewhere } from './grab.ts';
import { actionBan, pointBan } from './limits.ts';
import { effectiveLevel, isMajor, type GgOptions, type GgSys } from './model.ts';
import { put } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { countUse, useCosts, useRejection } from './use-costs.ts';

// Attacking a Trap (GG-ABL-69, seed L166): anyone but its prisoner may attack the trap with Solid,
// Physical or Energy damage; it has Damage Defence equal to its Level and breaks on any result. A
// full Trap can only be attacked this way (limits.ts); a Partial one also lets attackers aim at the
// prisoner, has a Penalty to hit from more than 2 hexes, and an attack that misses it but would
// have hit the prisoner hits the prisoner. Ruling (GG-PLAY-43): the trap is an object with Dodge 0
// (plus the range's minimum Dodge); the attacker's own Penalties count. Its prisoner breaks out
// with `gg.resist` (Escape adds its Level: GG-ABL-25).

export const attackTrapArgs = z.object({ figure: z.string(), ability: z.string(), target: z.string() }).strict();
type Args = z.infer<typeof attackTrapArgs>;

const HARMS_TRAPS = new Set(['solid', 'physical', 'energy', 'heat', 'cold', 'electricity', 'radiation', 'entropy']);
/** Penalties of the attacker's own (not those about the prisoner), as toHitFor lists them. */
const OWN_PENALTY = /^Penalty: (backstep|outside range band|prone attacker|attacker )/;

export const attackTrap = defineCommand<Args, GgSys, GgOptions>({
  args: attackTrapArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'attack') ?? targetedAgain(s, 'something');
    if (turn) return turn;
    const ability = attackAbility(s, a.figure, a.ability);
    if (!ability?.damage) return ruleRejection(GG_ERRORS.NOT_AN_ATTACK, `"${a.ability}" is no Damage attack of this character.`, 'GG-ABL-69');
    if (!ability.types.some((t) => HARMS_TRAPS.has(t))) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only Solid, Physical or Energy damage harms a trap.', 'GG-ABL-69');
    const unusable = useRejection(s, a.figure, ability);
    if (unusable) return unusable;
    if (!s.figures[a.target]) return reject('UNKNOWN_FIGURE');
    if (a.target === a.figure) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'The prisoner breaks out with gg.resist.', 'GG-ABL-69');
    if (!imposedOf(conditionOn(s, a.target, 'trapped'))) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'No trap holds that character.', 'GG-ABL-69');
    const reach = attackDistance(s, a.figure, a.target);
    // A blow at the trap is an attack at that distance: what the attacker's conditions forbid of one forbids it (limits.ts).
    return aimRejection(s, a.figure, a.target, ability, reach) ?? pointBan(s, a.figure, ability, reach ?? 1, a.target);
  },
  resolve: function* (s0, a) {
    // Knockback does nothing to a trap: a Super Strength blow at one is aimed with Accuracy (GG-PLAY-12).
    const ability = attackAbility(s0, a.figure, a.ability, true)!;
    const trap = imposedOf(conditionOn(s0, a.target, 'trapped'))!;
    // A blow at a trap is a use of the ability like one at a figure (GG-PLAY-130).
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'attack a trap', { targeted: true }), a.figure, ability);
    s = yield* targetsElsewhere(s, a.figure, a.target);
    const d = attackDistance(s, a.figure, a.target) ?? 0;
    const th = toHitFor(s, a.figure, ability, a.target);
    const own = th.reasons.filter((why) => OWN_PENALTY.test(why)).length;
    const far = trap.partial && d > 2 ? 1 : 0;
    const minor = !isMajor(s, a.figure);
    const hitRoller = checkRoller(minimumDodge(d) - th.level + 5 + 2 * (own + far), minor, th.autoMiss);
    let r = yield* roll(hitRoller, 'to hit the trap');
    // The trap is its maker's ability: both rolls are against that figure (GG-PLAY-260).
    if (rerollAsked(s, a.figure, trap.from)) ({ r, s } = yield* heroThenLuck(s, hitRoller, r, 'to hit the trap', a.figure, trap.from, null));
    let broken = false;
    let result: { needed: number; faces: readonly number[] } | null = null;
    if (r.success) {
      const level = effectiveLevel(s, a.figure, ability.key, ability.level);
      const roller = checkRoller(trap.level - level + 5, minor);
      let rr = yield* roll(roller, 'against the trap');
      if (rerollAsked(s, a.figure, trap.from)) ({ r: rr, s } = yield* heroThenLuck(s, roller, rr, 'against the trap', a.figure, trap.from, null));
      broken = rr.success;
      result = { needed: rr.target, faces: rr.faces };
    }
    // A Partial trap missed by a roll that would have hit the prisoner: the prisoner is hit.
    const throughTo = !r.success && trap.partial && r.faces[0]! >= th.defence - th.level + 5 - 2 * th.net && r.target <= 20;
    s = yield* put(s, {
      type: 'gg.trap-attack', ruleIds: ['GG-ABL-69', 'GG-ATK-01'],
      data: {
        figure: a.figure, target: a.target, ability: ability.key, partial: trap.partial === true, needed: r.target, faces: [...r.faces],
        hit: r.success, result, broken, prisonerHit: throughTo,
      },
    });
    if (broken) s = yield* put(s, removeDraft(a.target, 'trapped', ['GG-ABL-69']));
    let face = result?.faces[0];
    if (throughTo) {
      const struck = yield* afterHit(s, a.figure, ability, a.target);
      s = struck.s;
      face = struck.face;
    }
    s = yield* useCosts(s, a.figure, ability, face);
    return folded(yield* finishAction(s));
  },
});

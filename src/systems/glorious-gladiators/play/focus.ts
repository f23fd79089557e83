import { z } from 'zod';
import { roll } from '../../../dice/index.ts';
import { defineCommand, folded, hexDistance, reject, ruleRejection } from '../../../kernel/index.ts';
import { attackAbility } from './attack.ts';
import { aimRejection, noSuchAttack } from './attack-validate.ts';
import { distance, toHitFor } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { forcedMoveDefence, targetsElsewhere } from './grab.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction, targetedAgain } from './common.ts';
import { abilityOf, effectiveLevel, isMajor, profile, statusOf, type GgOptions, type GgSys } from './model.ts';
import { positionOf } from './space.ts';
import { put } from './turns.ts';
import { CHECK, heroAgain, heroAsked, heroThenLuck, rerollAsked } from './hero-points.ts';
import { countUse, useCosts, useRejection } from './use-costs.ts';
import { dodgeRisks, hasDisablingDodge } from './dodge-risks.ts';
import { actionBan, attackBan, focusBan } from './limits.ts';
import { hasDisablingDefence, ownRisk } from './resist-risks.ts';

// Attacking a Focus (GG-ATK-09, seed L642-644): any Physical, Energy or Solid attack; to hit at
// 1 Penalty from 0-1 hexes, 2 from 2-9, 3 from 10+; then its Level vs the owner's Forced Move
// Defence, any result disarming it: the abilities in that Focus cannot be used until the owner
// spends an action to regain it on 8+ (`gg.regain-focus`).

/** Penalties to hit a Focus by range (GG-ATK-09). */
export const focusPenalties = (hexes: number): number => (hexes >= 10 ? 3 : hexes >= 2 ? 2 : 1);

export const disarmArgs = z.object({ figure: z.string(), ability: z.string(), target: z.string(), focus: z.string() }).strict();
type Args = z.infer<typeof disarmArgs>;

const MATERIAL = new Set(['solid', 'physical', 'energy', 'heat', 'cold', 'electricity', 'radiation', 'entropy']);

export const disarm = defineCommand<Args, GgSys, GgOptions>({
  args: disarmArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? targetedAgain(s);
    if (turn) return turn;
    const ability = attackAbility(s, a.figure, a.ability);
    if (!ability) return noSuchAttack(s, a.figure, a.ability);
    const unusable = useRejection(s, a.figure, ability);
    if (unusable) return unusable;
    // The Disarm ability (GG-ABL-17) aims at a Focus or an Item whatever its Type.
    const disarming = ability.specials.includes('disarm');
    if (!disarming && !ability.types.some((t) => MATERIAL.has(t))) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only Physical, Energy or Solid attacks hit a Focus.', 'GG-ATK-09');
    if (!s.figures[a.target] || a.target === a.figure) return reject('UNKNOWN_FIGURE');
    const bans = profile(s, a.figure).rules.bans;
    if (bans['disarm']) return ruleRejection(GG_ERRORS.BANNED, `${bans['disarm']} forbids Disarm.`, 'GG-TRAIT-R03');
    const focus = profile(s, a.target).abilities.find((x) => x.key === a.focus && (x.focus || (disarming && x.modifiers.includes('item'))));
    if (!focus || statusOf(s, a.target).disarmed.includes(a.focus)) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'No Focus there to hit.', 'GG-ATK-09');
    // A blow at what the target holds is an attack on it: what the attacker's conditions forbid (a
    // Trap, a grab, blindness, Fear) and what shields the target forbid it too (limits.ts).
    const reach = distance(s, a.figure, a.target);
    return attackBan(s, a.figure, ability, a.target, reach, true) ?? aimRejection(s, a.figure, a.target, ability, reach);
  },
  resolve: function* (s0, a) {
    // Knockback does nothing to a Focus: a Super Strength blow at one is aimed with Accuracy (GG-PLAY-12).
    const ability = attackAbility(s0, a.figure, a.ability, true)!;
    // A blow at a Focus is a use of the ability like one at a figure (GG-PLAY-130).
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'attack a Focus', { targeted: true }), a.figure, ability);
    s = yield* targetsElsewhere(s, a.figure, a.target);
    const from = positionOf(s, a.figure);
    const to = positionOf(s, a.target);
    // Items are disarmed at a Penalty and resist with 3 more (GG-ABL-17 ruling, GG-MOD Item).
    const item = ability.specials.includes('disarm') && !profile(s, a.target).abilities.find((x) => x.key === a.focus)?.focus;
    const penalties = focusPenalties(from && to ? hexDistance(from, to) : 0) + (item ? 1 : 0);
    const th = toHitFor(s, a.figure, ability, a.target);
    const minor = !isMajor(s, a.figure);
    const hitRoller = checkRoller(th.defence - th.level + 5 - 2 * (th.net - penalties), minor, th.autoMiss);
    let hit = yield* roll(hitRoller, 'to hit the Focus');
    if (rerollAsked(s, a.figure, a.target)) ({ r: hit, s } = yield* heroThenLuck(s, hitRoller, hit, 'to hit the Focus', a.figure, a.target));
    // Forced Move Defence as it stands, Super Strength's Level added (GG-ABL-63).
    const fmd = forcedMoveDefence(s, a.target) + (item ? 3 : 0);
    let disarmed = false;
    let result: { target: number; faces: readonly number[] } | null = null;
    if (hit.success) {
      const roller = checkRoller(fmd - effectiveLevel(s, a.figure, ability.key, ability.level) + 5, minor);
      let r = yield* roll(roller, 'disarm');
      if (rerollAsked(s, a.figure, a.target)) ({ r, s } = yield* heroThenLuck(s, roller, r, 'disarm', a.figure, a.target));
      disarmed = r.success;
      result = { target: r.target, faces: r.faces };
    }
    s = yield* put(s, {
      type: 'gg.focus-attack', ruleIds: ['GG-ATK-09'],
      data: {
        figure: a.figure, target: a.target, focus: a.focus, penalties, needed: hit.target, faces: [...hit.faces], hit: hit.success,
        result, disarmed,
      },
    });
    if (disarmed) s = yield* put(s, { type: 'gg.disarmed', data: { figure: a.target, ability: a.focus, by: a.figure }, ruleIds: ['GG-ATK-09'] });
    // The Dodge the to-hit met and the Forced Move Defence the disarm met were used to resist them (GG-PLAY-140, GG-PLAY-167).
    if (hasDisablingDodge(s, a.target)) s = yield* dodgeRisks(s, a.target, th);
    if (result && hasDisablingDefence(s, a.target)) s = yield* ownRisk(s, a.target, 'forced-move-defence');
    s = yield* useCosts(s, a.figure, ability, result?.faces[0]);
    return folded(yield* finishAction(s));
  },
});

const regainArgs = z.object({ figure: z.string(), ability: z.string() }).strict();
export const regainFocus = defineCommand<z.infer<typeof regainArgs>, GgSys, GgOptions>({
  args: regainArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'other');
    if (turn) return turn;
    if (!statusOf(s, a.figure).disarmed.includes(a.ability)) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'That Focus is not lost.', 'GG-ATK-09');
    // "s/he can use 1 action per turn to try to regain the focus" (seed L644).
    if (s.sys.regained) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'One try to regain a Focus a Character Turn.', 'GG-ATK-09');
    // Regaining a Focus is an action that requires it: not while trapped (GG-PLAY-215).
    const ability = abilityOf(s, a.figure, a.ability);
    return ability ? focusBan(s, a.figure, ability) : null;
  },
  resolve: function* (s0, a) {
    let s = yield* spendAction(s0, a.figure, 'regain a Focus');
    const roller = checkRoller(8, !isMajor(s, a.figure));
    let r = yield* roll(roller, 'regain the Focus');
    if (heroAsked(s, a.figure, null)) ({ r, s } = yield* heroAgain(s, roller, r, 'regain the Focus', a.figure, null, CHECK));
    s = yield* put(s, { type: 'gg.regain-roll', data: { figure: a.figure, ability: a.ability, faces: [...r.faces], success: r.success }, ruleIds: ['GG-ATK-09'] });
    if (r.success) s = yield* put(s, { type: 'gg.disarmed', data: { figure: a.figure, ability: a.ability, regained: true }, ruleIds: ['GG-ATK-09'] });
    return folded(yield* finishAction(s));
  },
});

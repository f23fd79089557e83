import { choose, EVENT_LIST, roll, rollRequest } from '../../../dice/index.ts';
import { z } from 'zod';
import { defineCommand, folded, hasCondition, kernelEvent, type EventDraft, type Hex } from '../../../kernel/index.ts';
import { pointAttackArgs, validatePointAttack, type PointAttackArgs } from './attack-point.ts';
import { resolvePointAttack, type PointStrikes } from './attack-point-resolve.ts';
import { afterAttack, beforeAttack, noEffect } from './ability-hooks.ts';
import { answersHits } from './absorption.ts';
import { counterArea, counterBefore, onHit, onNoEffect, type Strikes } from './ability-reactions.ts';
import { allyInTheWay, bandCheck, distance, divesProne, mayStrikeAt, rangeOf, resultFor, toHitFor } from './attack-rules.ts';
import { caughtElsewhere, grabbing, letGo } from './grab.ts';
import { checkRoller, type CheckRoll } from './check.ts';
import { actionDraft, finishActionOn } from './common.ts';
import { rerolls } from './hero-points.ts';
import { ggOptions, inAction, isMajor, profile, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { attackAbilities } from './profile.ts';
import { anyoneHas, profileIndex } from './profile-index.ts';
import { anyCondition } from './ongoing.ts';
import { hasWalls } from './space.ts';
import { bulletThroughWalls } from './bullet.ts';
import { putOn, type Events, type P } from './turns.ts';
import {
  adapt, adaptAim, adaptDefences, adaptedLevels, dN, gasStopped, limitedWorks, rollVariable, secondResult, spentReason,
} from './modifier-rules.ts';
import { lateReactions, reactToAttack } from './quick.ts';
import { meleeIntoAreas, persistAfterAttack } from './persistence.ts';
import { autofire, cascade, earnedFollowUp, linkedStrikes } from './extra-attacks.ts';
import { flexedDraft } from './flex-command.ts';
import { hiddenAttackerAfter } from './senses.ts';
import { honourAfterAttack } from './trait-rules.ts';
import { lethalUsed } from './lethal.ts';
import { resultOn } from './attack-result.ts';
export { applyResult } from './attack-result.ts';
import { pushTarget } from './pushes.ts';
import { resistRisks } from './resist-risks.ts';
import { dodgeRisks, hasDisablingDodge } from './dodge-risks.ts';
export { attackAbility, attackArgs, validateAttack, type AttackArgs } from './attack-validate.ts';
import { attackAbility, attackArgs, reactionAbility, validateAttack, type AttackArgs, usedAs } from './attack-validate.ts';
import { useEvent } from './ammo.ts';
import { countUse, hasUseCosts, mayUse, useCosts } from './use-costs.ts';
import { dive, victims, type Template, type Victims } from './attack-areas.ts';
import { strayShot, strays } from './stray.ts';
import { shields } from './shield.ts';
import { isMelee } from './fighting-skill.ts';

/**
 * One to-hit and result against one figure; returns whether it hit (GG-ATK-01..07). A Bullet first
 * meets the walls in its way. `list`: the run's event list, which the attack asks for once and hands
 * down its strikes, so their events need no generator round trip (put.ts).
 */
function* strike(
  list: Events, s: S, attacker: string, ability: AbilityProfile, target: string, options: GgOptions,
  riposte = false, template?: Template, astray = false,
): P<Struck> {
  if (!ability.mods.bullet || !hasWalls(s)) return yield* aimed(list, s, attacker, ability, target, options, riposte, template, astray);
  const b = yield* bulletThroughWalls(s, attacker, ability, target);
  return b.ability ? yield* aimed(list, b.s, attacker, b.ability, target, options, riposte, template, astray) : { hit: false, s: b.s };
}

/**
 * The to-hit and result of a strike, once any walls in the way are passed. `stray`: a missed shot
 * gone astray striking someone in its way (GG-ATK-10, stray.ts): no Counter meets it again, no ally
 * takes it for its target, and its own miss goes no further.
 */
function* aimed(
  list: Events, s: S, attacker: string, ability: AbilityProfile, target: string, options: GgOptions,
  riposte: boolean, template: Template | undefined, astray: boolean, stray = false,
): P<Struck> {
  let cur = s;
  // A target on a Ground move may throw itself prone against an Area: +2 Move, then prone (GG-MOVE-01).
  let proneDive = false;
  if (ability.targeting.method === 'area' && divesProne(cur, target) && !hasCondition(cur.figures[target]!, 'prone')) {
    proneDive = (yield* choose<EventDraft>({
      to: target, kind: 'throw-prone', message: `${ability.name}: throw yourself prone (+2 Move against the Area, then prone)?`,
      ruleIds: ['GG-MOVE-01', 'GG-ATK-02'], options: [{ value: 'stay', label: 'Stay up' }, { value: 'prone', label: 'Throw yourself prone' }],
    })) === 'prone';
  }
  // Counter (GG-ABL-12) meets the ability before it lands; a reaction is never countered, nor an Area
  // on the map, met once as it was used (GG-PLAY-89).
  if (!riposte && !template && !stray && !ability.specials.includes('reflected') && anyoneHas(cur, 'counters', attacker)) {
    const c = yield* counterBefore(cur, attacker, ability, target);
    cur = c.s;
    if (c.countered) return { hit: false, s: cur };
  }
  const th = toHitFor(cur, attacker, ability, target, proneDive, stray);
  const minor = !isMajor(cur, attacker);
  const roller = checkRoller(th.defence - th.level + 5 - 2 * th.net, minor, th.autoMiss);
  // checkWithHeroPoints's steps: no generator for the re-rolls when no one has any (hero-points.ts).
  const toHit = `${ability.name} to hit`;
  const rolled = (yield rollRequest(roller, toHit)) as CheckRoll;
  const more = rerolls(cur, roller, rolled, toHit, attacker, target);
  const hit = more ? yield* more : { r: rolled, s: cur };
  cur = hit.s;
  let victim = target;
  const ally = options.allyHits && !stray ? allyInTheWay(cur, attacker, ability, target) : null;
  if (ally && hit.r.faces[0]! <= 2) {
    victim = ally;
    cur = putOn(list, cur, { type: 'gg.ally-hit', data: { figure: attacker, target, ally }, ruleIds: ['GG-ATK-05'] });
  }
  const ruleIds = [...new Set(['GG-DICE-01', 'GG-DICE-04', ...(th.net !== 0 ? ['GG-DICE-05'] : []), ...th.ruleIds, ...(stray ? ['GG-ATK-10'] : [])])];
  cur = putOn(list, cur, {
    type: hit.r.success || victim !== target ? 'gg.hit-roll' : 'gg.missed', ruleIds,
    data: {
      figure: attacker, target, ability: ability.key, level: th.level, defence: th.defence, net: th.net, reasons: [...th.reasons],
      needed: hit.r.target, faces: [...hit.r.faces], success: hit.r.success, boosts: hit.r.boosts, ...(stray ? { stray: true } : {}),
    },
  });
  if (proneDive) cur = putOn(list, cur, kernelEvent('table.condition.added', { figure: target, condition: { id: 'prone', ruleId: 'GG-MOVE-01' } }));
  // The Dodge the to-hit met was used to resist it: its Disabling rolls (GG-PLAY-140). Most have none.
  if (hasDisablingDodge(cur, target)) cur = yield* dodgeRisks(cur, target, th);
  const hitSomeone = hit.r.success || victim !== target;
  const answers = hitSomeone && answersHits(cur, victim);
  if (answers) cur = yield* onHit(cur, attacker, ability, victim, STRIKES);
  if (hit.r.faces[0] === 1 && ability.mods.unpredictable && !astray && !template && victim === target) {
    return { ...(yield* goAstray(list, cur, attacker, ability, target, options)), astray: true };
  }
  if (!hit.r.success && victim === target && template) {
    const out = yield* dive(cur, target, template, Math.max(1, hit.r.target - hit.r.faces[0]!));
    cur = out.s;
    if (!out.escaped) {
      // GG-ATK-10: a target that cannot get out of the area is caught whatever the to-hit roll: hit, so answered (GG-PLAY-106).
      cur = putOn(list, cur, { type: 'gg.caught-in-area', data: { figure: attacker, target }, ruleIds: ['GG-ATK-10'] });
      if (answersHits(cur, target)) cur = yield* onHit(cur, attacker, ability, target, STRIKES);
      return yield* hitOn(list, cur, attacker, ability, target, recoilFrom(ability, template));
    }
  }
  if (!hit.r.success && victim === target) {
    // A missed shot flies on or comes down elsewhere, at whoever is there (GG-ATK-10, GG-PLAY-97).
    if (!stray && !template && strays(ability)) {
      cur = yield* strayShot(list, cur, attacker, ability, target, th, hit.r, minor,
        (at, bystander) => aimed(list, at, attacker, ability, bystander, options, riposte, undefined, true, true));
    }
    if (!riposte) cur = yield* riposteTo(list, cur, attacker, ability, target, options);
    if (ability.mods.adapts) cur = yield* adapt(cur, attacker, ability, target);
    // The Accuracy (Fighting Skill with a Melee ability) it was aimed with learns the target, if it Adapts (GG-MOD-02).
    if (ability.targeting.method === 'direct' && !stray) cur = yield* adaptAim(cur, attacker, target, isMelee(ability), !ability.unaimed);
    if (mayAnswerFailure(cur, ability, target)) cur = yield* failedOn(cur, attacker, ability, target);
    return { hit: false, s: cur };
  }
  const struck = yield* hitOn(list, cur, attacker, ability, victim, recoilFrom(ability, template));
  if (victim !== target) return { ...struck, astray: true };
  // A Direct attack that hit its target with no result is answered by a Riposte too (GG-MOD-54).
  return struck.result === false && !riposte
    ? { ...struck, s: yield* riposteTo(list, struck.s, attacker, ability, target, options) } : struck;
}

/**
 * Riposte (GG-MOD-54, seed L249): "If the user is attacked with Direct with no result", missed or
 * hit with none, it answers at once with its Riposte ability, if the attacker is in its band;
 * never a riposte to a riposte.
 */
function* riposteTo(list: Events, s: S, attacker: string, ability: AbilityProfile, target: string, options: GgOptions): P {
  if (ability.targeting.method !== 'direct' || !s.figures[target] || !profileIndex(profile(s, target)).riposte || !inAction(s, target)) return s;
  // In the band its attacks have now, a Giant's reach included (rangeOf, GG-PLAY-127).
  const d = distance(s, target, attacker);
  let back: AbilityProfile | undefined;
  for (const x of attackAbilities(profile(s, target))) {
    if (x.riposte && bandCheck(rangeOf(s, target, x), d) === 'in' && mayUse(s, target, x)) {
      back = x;
      break;
    }
  }
  if (!back) return s;
  // A riposte is a use of its ability: its ammunition, Backfire and the rest count (GG-PLAY-101).
  const cur = yield* countUse(putOn(list, s, { type: 'gg.riposte', data: { figure: target, target: attacker, ability: back.key }, ruleIds: ['GG-MOD-54'] }), target, back);
  // Super Strength knocks back with a Solid Melee riposte: it is not aimed with Accuracy (GG-PLAY-112).
  const r = yield* strike(list, cur, target, reactionAbility(cur, target, back, false), attacker, options, true);
  return yield* useCosts(r.s, target, back, r.face);
}

/** A Recoil from an Area Burst or Barrage goes from the centre it landed on, not from its user (GG-MOD-51, seed L248). */
function recoilFrom(ability: AbilityProfile, template: Template | undefined): Hex | undefined {
  return ability.push?.push === 'recoil' && template && template.radius !== null && ability.area?.shape !== 'line' ? template.point : undefined;
}

/** Whether anything answers an attack failing on its target: a Possession's failure, a Reflection. */
function mayAnswerFailure(s: S, ability: AbilityProfile, target: string): boolean {
  if (ability.specials.includes('possession')) return true;
  return !ability.specials.includes('reflected') && !!s.figures[target] && profileIndex(profile(s, target)).reflects;
}

/** An attack that failed to affect its target: a failed Possession, a Reflection (ability-hooks.ts, ability-reactions.ts). */
function* failedOn(s: S, attacker: string, ability: AbilityProfile, target: string): P {
  const cur = yield* noEffect(s, attacker, ability, target);
  return ability.specials.includes('reflected') ? cur : yield* onNoEffect(cur, attacker, ability, target, false, STRIKES);
}

/** The strike and result steps, for the abilities that answer attacks with attacks of their own. */
const STRIKES: Strikes = {
  strike: (s, from, ability, to) => reactionStrike(s, from, { ...ability, specials: [...ability.specials, 'reflected'] }, to),
  afterHit: (s, from, ability, to) => afterHit(s, from, ability, to),
};

/** To-hit succeeded; `result`: it got anything (Persistent Target ends if not); `astray`: it hit another, missing its target. */
interface Struck { readonly hit: boolean; readonly s: S; readonly face?: number; readonly result?: boolean; readonly astray?: boolean }

/**
 * Unpredictable Targeting (GG-MOD-64): a to-hit 1 goes to another target picked at random among
 * those the attack could be aimed at (mayStrikeAt: not hidden, in its band and sight), rolled for
 * afresh; with none, it hits its user. A Cascade's strike picks among those it could have leapt
 * to: from the last target, none it struck already (GG-PLAY-125).
 */
function* goAstray(list: Events, s: S, attacker: string, ability: AbilityProfile, target: string, options: GgOptions): P<Struck> {
  const others: string[] = [];
  for (const id of s.figureOrder) {
    if (id === attacker || id === target || ability.leapt?.includes(id) === true) continue;
    if (mayStrikeAt(s, attacker, ability, id)) others.push(id);
  }
  const pick = others.length === 0 ? attacker : others[others.length === 1 ? 0 : (yield* roll(dN(others.length), `${ability.name} goes astray`)) - 1]!;
  const cur = putOn(list, s, { type: 'gg.astray', data: { figure: attacker, target, ability: ability.key, to: pick }, ruleIds: ['GG-MOD-64'] });
  if (pick === attacker) return yield* hitOn(list, cur, attacker, ability, attacker);
  return yield* strike(list, cur, attacker, ability, pick, options, false, undefined, true);
}

/** One more to-hit and result within the same action (Autofire, Cascade). */
export function* strikeOnce(s: S, attacker: string, ability: AbilityProfile, target: string): P<Struck> {
  return yield* strike((yield EVENT_LIST) as Events, s, attacker, ability, target, ggOptions(s.options));
}

/** A free attack outside its maker's own action (Quick, Short and Melee reactions): to hit and result, never answered by a riposte. */
export function* reactionStrike(s: S, attacker: string, ability: AbilityProfile, target: string): P<Struck> {
  return yield* strike((yield EVENT_LIST) as Events, s, attacker, ability, target, ggOptions(s.options), true);
}

/** The result roll and its effects on a figure that was hit (GG-ATK-07). */
export function* afterHit(s: S, attacker: string, ability: AbilityProfile, victim: string): P<Struck> {
  return yield* hitOn((yield EVENT_LIST) as Events, s, attacker, ability, victim);
}

/** afterHit with the run's event list in hand (strike). `from`: where a Recoil pushes away from, when not its user. */
function* hitOn(list: Events, s: S, attacker: string, ability: AbilityProfile, victim: string, from?: Hex): P<Struck> {
  const r = yield* resultOnVictim(list, s, attacker, ability, victim, from);
  // A defence with Disabling that resisted the result rolls for it once the result is done (GG-PLAY-133).
  const disabling = r.face !== undefined && r.s.figures[victim] !== undefined && profileIndex(profile(r.s, victim)).disablingDefence;
  return disabling ? { ...r, s: yield* resistRisks(r.s, victim, ability) } : r;
}

/** hitOn's result roll and what it does. */
function* resultOnVictim(list: Events, s: S, attacker: string, ability: AbilityProfile, victim: string, from?: Hex): P<Struck> {
  let cur = s;
  const minor = !isMajor(cur, attacker);
  const res = resultFor(cur, attacker, ability, victim);
  if (res.resist === 'immune' || gasStopped(cur, victim, ability)) {
    const ruleIds = res.resist === 'immune' ? ['GG-ATK-07'] : ['GG-MOD-27'];
    cur = putOn(list, cur, { type: 'gg.immune', data: { figure: attacker, target: victim, ability: ability.key }, ruleIds });
    if (mayAnswerFailure(cur, ability, victim)) cur = yield* failedOn(cur, attacker, ability, victim);
    return { hit: true, s: cur, result: false };
  }
  // Adapts: a Level more against a target it has failed against (GG-MOD-02).
  const level = res.level + adaptedLevels(cur, attacker, ability, victim);
  const roller = checkRoller(res.resist - level + 5 - 2 * res.net, minor);
  const label = `${ability.name} result`;
  const rolled = (yield rollRequest(roller, label)) as CheckRoll;
  const more = rerolls(cur, roller, rolled, label, attacker, victim);
  const rr = more ? yield* more : { r: rolled, s: cur };
  cur = rr.s;
  const r = ability.mods.result === null ? rr.r : yield* secondResult(rr.r, roller, ability);
  if (!r.success) {
    cur = putOn(list, cur, {
      type: 'gg.no-result', ruleIds: ['GG-ATK-07', ...(ability.mods.result ? [ability.mods.result === 'higher' ? 'GG-MOD-52' : 'GG-MOD-65'] : [])],
      data: { figure: attacker, target: victim, level, resist: res.resist, needed: r.target, faces: [...r.faces] },
    });
    // A Recoil moves whoever the ability hits, result or not: "This is a result" (GG-MOD-51, seed L248).
    if (ability.push?.push === 'recoil') {
      cur = yield* pushTarget(list, cur, attacker, ability, victim, 0, from);
      return { hit: true, s: cur, face: r.faces[0]!, result: true };
    }
    if (ability.mods.adapts) cur = yield* adapt(cur, attacker, ability, victim);
    if (mayAnswerFailure(cur, ability, victim)) cur = yield* failedOn(cur, attacker, ability, victim);
    return { hit: true, s: cur, face: r.faces[0]!, result: false };
  }
  cur = yield* resultOn(list, cur, attacker, ability, victim, r.boosts, r.faces[0], from);
  // A defence with Adapts that failed to stop it learns (GG-MOD-02).
  if (cur.figures[victim] && profileIndex(profile(cur, victim)).adaptingDefence) cur = yield* adaptDefences(cur, victim, ability);
  return { hit: true, s: cur, face: r.faces[0]!, result: true };
}

/** A figure named (`target`) or, for an Area, a hex (`at`, GG-PLAY-206): a target attack parses as the first. */
const eitherArgs = z.union([attackArgs, pointAttackArgs]);
const POINT_STRIKES: PointStrikes = {
  strike: (list, s, attacker, ability, target, options, template) => strike(list, s, attacker, ability, target, options, false, template),
  afterHit,
};

export const attack = defineCommand<AttackArgs | PointAttackArgs, GgSys, GgOptions>({
  args: eitherArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a, ctx) => ('at' in a ? validatePointAttack(s, a, ctx.options) : validateAttack(s, a, ctx.options)),
  resolve: function* (s0, a, ctx) {
    // An Area aimed at a hex has its own steps (attack-point-resolve.ts); a target attack's are unchanged.
    if ('at' in a) return yield* resolvePointAttack(s0, a, ctx, POINT_STRIKES);
    const list = (yield EVENT_LIST) as Events;
    let s = a.flex ? putOn(list, s0, flexedDraft(a.figure, a.ability, a.flex)) : s0;
    const follow = s.sys.followUp;
    const isFollow = follow !== null && follow.figure === a.figure;
    const ability = attackAbility(s, a.figure, a.ability, a.accuracy === true)!;
    // The target may answer the declared attack with a Quick reaction (quick.ts); one that went first may
    // leave the attack impossible, and then the attacker keeps its action (GG-MOD-49).
    const quick = !isFollow && !!s.figures[a.target] && profileIndex(profile(s, a.target)).quick;
    const rx = quick ? yield* reactToAttack(s, a.figure, a.target, ability) : { s, late: [] };
    if (rx.s !== s && validateAttack(rx.s, a, ctx.options)) {
      return folded(yield* finishActionOn(list, rx.s));
    }
    s = rx.s;
    if (!isFollow) for (let i = 0; i < ability.actionsToUse; i++) s = putOn(list, s, actionDraft(a.figure, 'attack', { targeted: true }));
    const plainUse = ability.mods.limited === null && ability.mods.activation === null;
    const limited = plainUse ? { s, works: true } : yield* limitedWorks(s, a.figure, ability);
    s = ability.mods.variable ? yield* rollVariable(limited.s, a.figure, ability) : limited.s;
    if (!limited.works || spentReason(s, a.figure, ability)) {
      return folded(yield* finishActionOn(list, s));
    }
    const used = usedAs(s, a, ability);
    // Letting go with the attack spares a Solid attack on the grabbed its Penalty (GG-ABL-36).
    if (a.release && grabbing(s, a.figure)) s = yield* letGo(s, a.figure, 'let go with the attack');
    const before = anyCondition(s) ? yield* beforeAttack(s, a.figure, a.target) : { s, go: true };
    s = before.s;
    if (!before.go) {
      return folded(yield* finishActionOn(list, s));
    }
    if (!isMajor(s, a.figure) && isMajor(s, a.target) && !(s.sys.minorAttackers[a.target] ?? []).includes(a.figure)) {
      s = putOn(list, s, { type: 'gg.minor-attacker', data: { figure: a.figure, target: a.target }, ruleIds: ['GG-ATK-06'] });
    }
    if (ability.uses) s = putOn(list, s, useEvent(statusOf(s, a.figure), a.figure, ability));
    const area = used.targeting.method === 'area';
    // A Shield strikes first; its Knockback may carry the attacker out of reach, and the attack is lost (GG-PLAY-137).
    const shielded = !area && s.figures[a.target] && profileIndex(profile(s, a.target)).shields
      ? yield* shields(list, s, a.figure, used, [a.target], afterHit) : null;
    if (shielded) s = shielded.s;
    const met = area ? yield* counterArea(s, a.figure, used, a.target) : { s, countered: false };
    s = met.s;
    const v: Victims = met.countered ? { ids: [], s }
      : !area || !used.area ? { ids: shielded?.lost ? [] : [a.target], s } : yield* victims(s, a.figure, used, a.target);
    s = v.s;
    // Everyone an Area catches is targeted: a grip on none of them but the one aimed at goes now (GG-PLAY-271).
    if (area && v.ids.length > 0) s = yield* caughtElsewhere(s, a.figure, v.ids);
    if (area && v.ids.length > 0 && anyoneHas(s, 'shields', a.figure)) s = (yield* shields(list, s, a.figure, used, v.ids, afterHit)).s;
    let anyHit = false;
    let face: number | undefined;
    const struck: string[] = [];
    for (const id of v.ids) {
      if (!inAction(s, a.figure)) break;
      const r = yield* strike(list, s, a.figure, used, id, ctx.options, false, v.template);
      s = r.s;
      if (r.hit && !r.astray) struck.push(id);
      // An Area earns a follow-up by a result, a Direct, Indirect or Seeking attack by a hit (GG-ATK-08).
      anyHit ||= area ? r.result === true : r.hit;
      face ??= r.face;
    }
    // Autofire's further attacks; a Cascade from a target it hit (extra-attacks.ts).
    if (a.more && a.more.length > 0) {
      const more = yield* autofire(s, a.figure, used, a.more, strikeOnce);
      s = more.s;
      anyHit ||= more.hit;
    }
    if (used.lethal) s = yield* lethalUsed(s, a.figure, v.ids);
    if (used.mods.cascade && struck.includes(a.target)) s = yield* cascade(s, a.figure, used, a.target, strikeOnce);
    const together = a.linked ? yield* linkedStrikes(s, a.figure, profile(s, a.figure), used, a.target, strikeOnce) : null;
    if (together) {
      s = together.s;
      anyHit ||= together.hit;
    }
    // Quick reactions that lost their Speed roll come now, if they still can (GG-MOD-49).
    if (rx.late.length > 0 || (v.late?.length ?? 0) > 0) s = yield* lateReactions(s, [...rx.late, ...(v.late ?? [])]);
    // A Persistent Barrier, Target or Sticky stays (GG-MOD-45); a Melee attacker steps into the areas round its targets (GG-MOD-43).
    if (used.mods.persist && !met.countered) s = yield* persistAfterAttack(s, a.figure, used, a.target, v.template, struck);
    if ((s.sys.persisting?.length ?? 0) > 0) s = yield* meleeIntoAreas(s, a.figure, used, v.ids);
    if (anyoneHas(s, 'bans', a.figure)) s = yield* honourAfterAttack(s, a.figure, a.target);
    // Attacking gives a hidden attacker away, after it had the unseen attacker's Bonus (GG-ATK-04), unless
    // an Undetectable Effect no target could sense keeps it hidden (senses.ts).
    for (const d of hiddenAttackerAfter(s, a.figure, used, v.ids)) s = putOn(list, s, d);
    if (v.ids.length === 0 && !met.countered && !shielded?.lost) s = putOn(list, s, { type: 'gg.missed', data: { figure: a.figure, target: a.target, ability: a.ability, empty: true }, ruleIds: ['GG-ATK-02'] });
    const remembered = anyCondition(s) || s.sys.lastAttack || used.specials.length > 0;
    if (remembered) s = yield* afterAttack(s, a.figure, used, a.target, v.template?.point ?? null);
    if (hasUseCosts(ability)) s = yield* useCosts(s, a.figure, ability, face, a.boost === true);
    // GG-ATK-08: a major's hit earns one follow-up with another ability, plus one per Speed level (extra-attacks.ts).
    const usedKeys = [...(isFollow ? follow.used : []), a.ability, ...(together?.keys ?? [])];
    const next = earnedFollowUp(s, profile(s, a.figure), isFollow ? follow : null, {
      figure: a.figure, target: a.target, used: usedKeys, ability, hit: anyHit, major: isMajor(s, a.figure),
    });
    if (next || isFollow) s = putOn(list, s, { type: 'gg.follow-up', data: { followUp: next }, ruleIds: ['GG-ATK-08'] });
    return folded(yield* finishActionOn(list, s));
  },
});

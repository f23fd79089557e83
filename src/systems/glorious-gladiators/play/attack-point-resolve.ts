// An Area attack aimed at a hex (GG-ATK-02, GG-SIT-04; rulings GG-PLAY-206..208): attack.ts's
// resolution without the steps that read a named target (its Quick answer, a Shield's first strike,
// the minor-attacker count, Autofire, Cascade, Linked). Kept apart so a target attack's resolution
// is unchanged, and handed attack.ts's strike steps so this file needs no cycle back to it.
import { EVENT_LIST } from '../../../dice/index.ts';
import { folded, type Hex, type RuleContext } from '../../../kernel/index.ts';
import { afterAttack, beforeAttack } from './ability-hooks.ts';
import { counterArea } from './ability-reactions.ts';
import { useEvent } from './ammo.ts';
import { victims, type Template } from './attack-areas.ts';
import { attackAbility, usedAs } from './attack-validate.ts';
import type { PointAttackArgs } from './attack-point.ts';
import { actionDraft, finishActionOn } from './common.ts';
import { earnedFollowUp } from './extra-attacks.ts';
import { aimedAt, caughtElsewhere, grabbing, letGo } from './grab.ts';
import { lethalUsed } from './lethal.ts';
import { inAction, isMajor, profile, statusOf, type GgOptions, type S } from './model.ts';
import { limitedWorks, rollVariable, spentReason } from './modifier-rules.ts';
import { anyCondition } from './ongoing.ts';
import { meleeIntoAreas, persistAfterAttack } from './persistence.ts';
import type { AbilityProfile } from './profile.ts';
import { anyoneHas } from './profile-index.ts';
import { lateReactions } from './quick.ts';
import { hiddenAttackerAfter } from './senses.ts';
import { shields } from './shield.ts';
import { honourAfterAttack } from './trait-rules.ts';
import { putOn, type Events, type P } from './turns.ts';
import { hasUseCosts, useCosts } from './use-costs.ts';

/** What a strike did (attack.ts's Struck). */
interface Struck { readonly hit: boolean; readonly s: S; readonly face?: number; readonly result?: boolean; readonly astray?: boolean }

/** attack.ts's steps: one strike at a figure under the template, and a result on a figure hit (a Shield's). */
export interface PointStrikes {
  readonly strike: (
    list: Events, s: S, attacker: string, ability: AbilityProfile, target: string, options: GgOptions, template: Template,
  ) => P<Struck>;
  readonly afterHit: (s: S, attacker: string, ability: AbilityProfile, victim: string) => P<Struck>;
}

/** gg.attack with `at`: the hex rolled for, everyone under the template attacked (GG-ATK-02 (a), (b)). */
export function* resolvePointAttack(
  s0: S, a: PointAttackArgs, ctx: RuleContext<GgOptions>, steps: PointStrikes,
): P<ReturnType<typeof folded>> {
  const list = (yield EVENT_LIST) as Events;
  let s = s0;
  const at: Hex = { q: a.at.q, r: a.at.r };
  const ability = attackAbility(s, a.figure, a.ability)!;
  for (let i = 0; i < ability.actionsToUse; i++) s = putOn(list, s, actionDraft(a.figure, 'attack', { targeted: true }));
  const plainUse = ability.mods.limited === null && ability.mods.activation === null;
  const limited = plainUse ? { s, works: true } : yield* limitedWorks(s, a.figure, ability);
  s = ability.mods.variable ? yield* rollVariable(limited.s, a.figure, ability) : limited.s;
  if (!limited.works || spentReason(s, a.figure, ability)) return folded(yield* finishActionOn(list, s));
  const used = usedAs(s, a, ability);
  if (a.release && grabbing(s, a.figure)) s = yield* letGo(s, a.figure, 'let go with the attack');
  // No one is named: nobody's conditions refuse it; a grip holds only when it is aimed at the held one's
  // hex or the grabber's own and catches no one else (ruling GG-PLAY-271).
  const before = anyCondition(s) ? yield* beforeAttack(s, a.figure, '', aimedAt(s, a.figure, at)) : { s, go: true };
  s = before.s;
  if (!before.go) return folded(yield* finishActionOn(list, s));
  if (ability.uses) s = putOn(list, s, useEvent(statusOf(s, a.figure), a.figure, ability));
  // Counter with Overwatch meets it on its path to the hex (GG-PLAY-89).
  const met = yield* counterArea(s, a.figure, used, '', at);
  s = met.s;
  const v = met.countered ? { ids: [] as string[], s, template: undefined, late: undefined } : yield* victims(s, a.figure, used, '', at);
  s = v.s;
  if (v.ids.length > 0) s = yield* caughtElsewhere(s, a.figure, v.ids);
  if (v.ids.length > 0 && anyoneHas(s, 'shields', a.figure)) s = (yield* shields(list, s, a.figure, used, v.ids, steps.afterHit)).s;
  const results: string[] = [];
  const struck: string[] = [];
  let face: number | undefined;
  for (const id of v.ids) {
    if (!inAction(s, a.figure) || !v.template) break;
    const r = yield* steps.strike(list, s, a.figure, used, id, ctx.options, v.template);
    s = r.s;
    if (r.hit && !r.astray) struck.push(id);
    if (r.result === true) results.push(id);
    face ??= r.face;
  }
  if (used.lethal) s = yield* lethalUsed(s, a.figure, v.ids);
  if ((v.late?.length ?? 0) > 0) s = yield* lateReactions(s, v.late ?? []);
  if (used.mods.persist && !met.countered && v.template) s = yield* persistAfterAttack(s, a.figure, used, '', v.template, struck);
  if ((s.sys.persisting?.length ?? 0) > 0) s = yield* meleeIntoAreas(s, a.figure, used, v.ids);
  // A Code of Honour's chosen opponent is interfered with by any attack that catches it (GG-DIS-10).
  if (anyoneHas(s, 'bans', a.figure)) for (const id of v.ids) s = yield* honourAfterAttack(s, a.figure, id);
  for (const d of hiddenAttackerAfter(s, a.figure, used, v.ids)) s = putOn(list, s, d);
  const point = v.template?.point ?? at;
  if (v.ids.length === 0 && !met.countered) {
    s = putOn(list, s, { type: 'gg.missed', data: { figure: a.figure, point: { q: point.q, r: point.r }, ability: a.ability, empty: true }, ruleIds: ['GG-ATK-02', 'GG-PLAY-206'] });
  }
  if (anyCondition(s) || s.sys.lastAttack || used.specials.length > 0) s = yield* afterAttack(s, a.figure, used, '', point);
  if (hasUseCosts(ability)) s = yield* useCosts(s, a.figure, ability, face, a.boost === true);
  // A result earns the follow-up (GG-ATK-08); its "same target" is the first enemy it got one on,
  // else the first it got one on (GG-PLAY-207).
  const side = s.figures[a.figure]!.side;
  const target = results.find((id) => s.figures[id]?.side !== side) ?? results[0];
  const next = target === undefined ? null : earnedFollowUp(s, profile(s, a.figure), null, {
    figure: a.figure, target, used: [a.ability], ability, hit: true, major: isMajor(s, a.figure),
  });
  if (next) s = putOn(list, s, { type: 'gg.follow-up', data: { followUp: next }, ruleIds: ['GG-ATK-08', 'GG-PLAY-207'] });
  return folded(yield* finishActionOn(list, s));
}

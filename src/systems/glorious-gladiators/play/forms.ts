import { z } from 'zod';
import { roll } from '../../../dice/index.ts';
import { defineCommand, folded, hexesWithin, kernelEvent, reject, ruleRejection, type Json } from '../../../kernel/index.ts';
import { bandCheck } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction, targetedAgain } from './common.ts';
import { conditionOn, imposeDraft, imposedBy, imposedOf, removeDraft } from './conditions.ts';
import { closeAll } from './creations.ts';
import { targetsElsewhere } from './grab.ts';
import { actionBan, personalBan, usedOnBan } from './limits.ts';
import { effectiveLevel, isMajor, profile, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { distanceBetween, occupant, positionOf, wallAt } from './space.ts';
import { put, type P } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { ABSORBING } from './absorption.ts';
import { REGENERATING } from './regeneration.ts';
import { SPEEDING } from './speed.ts';
import { countUse, useCosts, useRejection } from './use-costs.ts';
import { broughtBy } from './summon.ts';

// Abilities switched on with an action (GG-ACT-01 Activate) on the user or a willing ally, and off
// again (Deactivate): forms (Giant, Insubstantial, Fragmentation, Change Appearance, Animal Form,
// a self-Transform), Telepathy, Luck, a Counter kept ready, mirror-image Illusions, Regeneration, Speed. Their effect is
// a condition on the target that lasts as the ability's Duration says (conditions.ts). Enemies are
// given them with `gg.attack` instead. Ruling GG-PLAY-50.

/** What activating an ability puts on its target: the condition, and the rule behind it. */
export function activation(a: AbilityProfile): { condition: string; ruleId: string } | null {
  if (a.form) return { condition: a.form, ruleId: FORM_RULES[a.form] ?? 'GG-ACT-01' };
  if (a.specials.includes('transform')) return { condition: 'transformed', ruleId: 'GG-ABL-68' };
  if (a.specials.includes('animal-form')) return { condition: 'animal-form', ruleId: 'GG-ABL-03' };
  if (a.specials.includes('luck')) return { condition: 'lucky', ruleId: 'GG-ABL-45' };
  if (a.specials.includes('counter')) return { condition: 'countering', ruleId: 'GG-ABL-12' };
  if (a.specials.includes('illusion')) return { condition: 'mirror-images', ruleId: 'GG-ABL-40' };
  // An Absorption with a range feeds its user from the hits on the one it is on (GG-PLAY-153: absorption.ts).
  if (a.specials.includes('absorption') && a.range !== null) return { condition: ABSORBING, ruleId: 'GG-ABL-01' };
  // Regeneration works only while active (GG-ABL-57, GG-PLAY-105: regeneration.ts).
  if (a.specials.includes('regeneration')) return { condition: REGENERATING, ruleId: 'GG-ABL-57' };
  // So does Speed in combat (GG-ABL-59, GG-PLAY-147: speed.ts).
  if (a.specials.includes('speed')) return { condition: SPEEDING, ruleId: 'GG-ABL-59' };
  return null;
}

/**
 * Whether gg.activate switches the ability on on its own user: a Personal one, a Regeneration of any
 * range (it works only while on, GG-PLAY-105), and an Instant Counter, which needs a range (seed L80
 * 'at least Touch range') yet must be active on its user; a Persistent one is up without
 * (GG-PLAY-51, GG-PLAY-134); an Instant Speed, a Persistent one being on from before combat
 * (GG-PLAY-147). Never an Always On one.
 */
export function switchesOnItself(a: AbilityProfile): boolean {
  // A Persistent Speed, like a Persistent Counter, is up without: switched on before combat (GG-PLAY-147).
  if (a.specials.includes('speed') && a.duration !== 'instant') return false;
  return (a.range === null || a.specials.includes('regeneration') || (a.specials.includes('counter') && a.duration === 'instant'))
    && a.duration !== 'always-on' && activation(a) !== null;
}

const FORM_RULES: Readonly<Record<string, string>> = {
  'giant': 'GG-ABL-35', 'insubstantial': 'GG-ABL-42', 'fragmented': 'GG-ABL-32', 'disguised': 'GG-ABL-06', 'telepathic-link': 'GG-ABL-66',
};

/** A giant's marker covers 7 hexes at Level 3-7, 19 at 8+ (GG-ABL-35; ruling: Levels 1-2 keep one hex). */
export const giantRadius = (level: number): number => (level >= 8 ? 2 : level >= 3 ? 1 : 0);

const activateArgs = z.object({ figure: z.string(), ability: z.string(), target: z.string().optional() }).strict();
type ActivateArgs = z.infer<typeof activateArgs>;

const findAbility = (s: S, a: { figure: string; ability: string }) => profile(s, a.figure).abilities.find((x) => x.key === a.ability);

/** Best Detection Level, for seeing through deceptions (GG-SIT-04). */
const detectionLevel = (s: S, id: string) =>
  Math.max(0, ...profile(s, id).abilities.filter((x) => x.ability === 'detection').map((x) => effectiveLevel(s, id, x.key, x.level)));

export const activate = defineCommand<ActivateArgs, GgSys, GgOptions>({
  args: activateArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate');
    if (turn) return turn;
    const ability = findAbility(s, a);
    const what = ability ? activation(ability) : null;
    if (!ability || !what) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" is not switched on this way.`, 'GG-ACT-01');
    const unusable = useRejection(s, a.figure, ability);
    if (unusable) return unusable;
    const target = a.target ?? a.figure;
    const t = s.figures[target];
    if (!t) return reject('UNKNOWN_FIGURE');
    if (target !== a.figure) {
      if (ability.range === null) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'A Personal ability works on its user only.', 'GG-MOVE-02');
      if (t.side !== s.figures[a.figure]!.side) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'On an unwilling target it is an attack: use gg.attack.', 'GG-ACT-01');
      const again = targetedAgain(s);
      if (again) return again;
      const band = bandCheck(ability.range, distanceBetween(s, a.figure, target));
      if (band === 'beyond' || band === 'personal') return reject('TARGET_OUT_OF_RANGE', undefined, { ruleId: 'GG-MOVE-02' });
      // Switched on on an ally at its distance: the user's conditions may forbid that use (limits.ts).
      const banned = usedOnBan(s, a.figure, ability, target, distanceBetween(s, a.figure, target));
      if (banned) return banned;
    } else {
      if (what.condition === 'telepathic-link') return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Telepathy links its user to someone else.', 'GG-ABL-66');
      // Switched on on itself: a Personal use, which the user's forms may still forbid (GG-PLAY-217).
      const own = personalBan(s, a.figure, ability);
      if (own) return own;
    }
    if (what.condition === 'giant' && !roomToGrow(s, target, giantRadius(effectiveLevel(s, a.figure, ability.key, ability.level)))) {
      return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'There is no room to grow here.', 'GG-ABL-35');
    }
    return null;
  },
  resolve: function* (s0, a) {
    const ability = findAbility(s0, a)!;
    const what = activation(ability)!;
    const target = a.target ?? a.figure;
    let s = yield* countUse(yield* spendAction(s0, a.figure, `activate ${ability.name}`, { targeted: target !== a.figure }), a.figure, ability);
    s = yield* targetsElsewhere(s, a.figure, target);
    const level = effectiveLevel(s, a.figure, ability.key, ability.level);
    const extra: Record<string, Json> = {};
    if (what.condition === 'disguised' || what.condition === 'mirror-images') extra['seen'] = [];
    // Given to a willing ally, not used on an unwilling target: no attack, so not resisted (GG-PLAY-152).
    if (target !== a.figure) extra['willing'] = true;
    s = yield* put(s, imposeDraft(a.figure, { ...ability, level }, target, what.condition, extra, what.ruleId));
    if (what.condition === 'lucky') s = yield* put(s, { type: 'gg.luck', data: { figure: target, luck: level }, ruleIds: ['GG-ABL-45'] });
    if (what.condition === 'disguised') s = yield* firstSight(s, target, level);
    // Switching it on is a use: Backfire and Disabling roll, Exhausts and Weakens count (GG-PLAY-27, GG-PLAY-130).
    s = yield* useCosts(s, a.figure, ability, undefined);
    return folded(yield* finishAction(s));
  },
});

function roomToGrow(s: S, id: string, radius: number): boolean {
  const at = positionOf(s, id);
  if (!at || radius === 0) return true;
  return hexesWithin(at, radius).every((h) => !wallAt(s, h) && (occupant(s, h) ?? id) === id);
}

/** Change Appearance: each enemy rolls its Detection against the Level once, on first sight (GG-ABL-06). */
function* firstSight(s: S, id: string, level: number): P {
  let cur = s;
  const seen: string[] = [];
  for (const other of s.figureOrder.filter((x) => s.figures[x]!.side !== s.figures[id]!.side && !statusOf(s, x).out)) {
    const roller = checkRoller(level - detectionLevel(cur, other) + 5, !isMajor(cur, other));
    const label = `${cur.figures[other]!.name} sees through the disguise`;
    let r = yield* roll(roller, label);
    // Against the disguised one's Level: a disguised PC may make it re-roll (GG-PLAY-260).
    if (rerollAsked(cur, other, id)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, label, other, id));
    if (r.success) seen.push(other);
  }
  const c = conditionOn(cur, id, 'disguised')!;
  return yield* put(cur, kernelEvent('table.condition.added', { figure: id, condition: { ...c, data: { ...(c.data as Record<string, Json>), seen } } }, { ruleIds: ['GG-ABL-06'] }));
}

/**
 * Illusion's mirror images (GG-ABL-40): each enemy with the illusion in sight rolls Detection
 * against it at the start of its turn until it sees through; until then it has a Penalty to hit.
 */
export function* seeThrough(s: S, viewer: string): P {
  let cur = s;
  for (const id of cur.figureOrder) {
    const c = conditionOn(cur, id, 'mirror-images');
    const im = imposedOf(c);
    if (!c || !im || cur.figures[id]!.side === cur.figures[viewer]?.side || im.seen?.includes(viewer)) continue;
    const roller = checkRoller(im.level - detectionLevel(cur, viewer) + 5, !isMajor(cur, viewer));
    const label = `${cur.figures[viewer]!.name} looks for flaws in the Illusion`;
    let r = yield* roll(roller, label);
    if (rerollAsked(cur, viewer, im.from)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, label, viewer, im.from));
    if (!r.success) continue;
    cur = yield* put(cur, kernelEvent('table.condition.added', {
      figure: id, condition: { ...c, data: { ...(c.data as Record<string, Json>), seen: [...(im.seen ?? []), viewer] } },
    }, { ruleIds: ['GG-ABL-40'] }));
  }
  return cur;
}

const deactivateArgs = z.object({ figure: z.string(), ability: z.string() }).strict();
/**
 * Deactivate (GG-ACT-01): ends what one of the figure's abilities keeps up: conditions, creations, figures it brought,
 * its active move (GG-PLAY-183).
 */
export const deactivate = defineCommand<z.infer<typeof deactivateArgs>, GgSys, GgOptions>({
  args: deactivateArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate');
    if (turn) return turn;
    const mine = (x: { by: string; ability: string }) => x.by === a.figure && x.ability === a.ability;
    const keeps = imposedBy(s, a.figure).some((x) => x.im.ability === a.ability) || broughtBy(s, a.figure, undefined, a.ability).length > 0
      || Object.values(s.sys.walls).some((w) => w.by?.figure === a.figure && w.by.ability === a.ability)
      || (s.sys.openings ?? []).some(mine) || (s.sys.zones ?? []).some(mine)
      // Its active move, kept on until cancelled (GG-PLAY-183).
      || statusOf(s, a.figure).activeMove?.key === a.ability;
    return keeps ? null : ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'That ability keeps nothing up.', 'GG-ACT-01');
  },
  resolve: function* (s0, a) {
    let s = yield* spendAction(s0, a.figure, 'deactivate');
    if (statusOf(s, a.figure).activeMove?.key === a.ability) s = yield* put(s, { type: 'gg.move-off', data: { figure: a.figure, ability: a.ability }, ruleIds: ['GG-PLAY-183'] });
    for (const { figure, condition, im } of imposedBy(s, a.figure)) {
      if (im.ability === a.ability) s = yield* put(s, removeDraft(figure, condition.id, ['GG-ACT-01']));
    }
    s = yield* closeAll(s, a.figure, a.ability);
    return folded(yield* finishAction(s));
  },
});

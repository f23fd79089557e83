import { z } from 'zod';
import { roll } from '../../../dice/index.ts';
import { defineCommand, folded, hexDistance, hexKey, hexLine, hexSchema, reject, ruleRejection } from '../../../kernel/index.ts';
import { bandCheck, toHitFor } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction, targetedAgain } from './common.ts';
import { conditionOn, imposeDraft, imposedOf, removeDraft, sourceAbility } from './conditions.ts';
import { targetsElsewhere } from './grab.ts';
import { actionBan, personalBan, pointBan, usedOnBan } from './limits.ts';
import { effectiveLevel, isMajor, profile, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import { coversAbility, type AbilityProfile } from './profile.ts';
import { blocksAbilities, distanceBetween, positionOf, wallAt } from './space.ts';
import { wallDefence } from './wall-defence.ts';
import { put } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { countUse, useCosts, useRejection } from './use-costs.ts';
import { dodgeRisks, hasDisablingDodge } from './dodge-risks.ts';
import { hasDisablingDefence, ownRisk } from './resist-risks.ts';

// Abilities used on an effect, an ability or a wall rather than a character: a Mental Illusion's
// turn-by-turn effect (GG-ABL-47), Dismiss (GG-ABL-19), Repair (GG-ABL-58), Disintegrate (GG-ABL-18).

const special = (s: S, figure: string, key: string, handler: string) =>
  profile(s, figure).abilities.find((x) => x.key === key && x.specials.includes(handler));
const willpower = (s: S, id: string) =>
  Math.max(0, ...profile(s, id).abilities.filter((a) => a.ability === 'willpower').map((a) => effectiveLevel(s, id, a.key, a.level)));

const illusionArgs = z.object({
  figure: z.string(), target: z.string(), effect: z.enum(['fear', 'desire', 'miss']), at: hexSchema.optional(), subject: z.string().optional(),
}).strict();
type IllusionArgs = z.infer<typeof illusionArgs>;

/**
 * A Mental Illusion's effect for this turn (GG-ABL-47): costs no action while the illusion is on
 * its target; the user picks Fear (flee a place), Desire (go to a place and idle there) or Miss
 * Something (not notice one character) and rolls the Level against Willpower. A failure only lets
 * the target ignore it this turn. Ruling (GG-PLAY-49): once per target in each of the user's turns;
 * the effect lasts until the user's next turn; Expectation works out of combat (the GM's).
 */
export const mentalIllusion = defineCommand<IllusionArgs, GgSys, GgOptions>({
  args: illusionArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure, { action: false });
    if (turn) return turn;
    const im = imposedOf(conditionOn(s, a.target, 'deluded'));
    if (!im || im.from !== a.figure) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'No Mental Illusion of this user holds that character.', 'GG-ABL-47');
    if (im.turn === s.round) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'One effect a turn.', 'GG-ABL-47');
    // Each turn's effect is an attack on the target (seed L133): what forbids one forbids it (limits.ts).
    const source = sourceAbility(s, im);
    const banned = source ? usedOnBan(s, a.figure, source, a.target, distanceBetween(s, a.figure, a.target)) : null;
    if (banned) return banned;
    if (a.effect === 'miss' ? !a.subject || !s.figures[a.subject] : !a.at) {
      return reject('BAD_COMMAND', a.effect === 'miss' ? 'Name the character it misses (subject).' : 'Name the place (at).');
    }
    return null;
  },
  resolve: function* (s0, a) {
    const c = conditionOn(s0, a.target, 'deluded')!;
    const im = imposedOf(c)!;
    const source = sourceAbility(s0, im)!;
    let s = yield* put(s0, imposeDraft(a.figure, { ...source, level: im.level }, a.target, 'deluded', { ...(c.data as object), turn: s0.round }, 'GG-ABL-47'));
    const wp = willpower(s, a.target);
    const roller = checkRoller(wp - im.level + 5, !isMajor(s, a.figure));
    const label = `${source.name} (${a.effect}) against Willpower`;
    let r = yield* roll(roller, label);
    if (rerollAsked(s, a.figure, a.target)) ({ r, s } = yield* heroThenLuck(s, roller, r, label, a.figure, a.target));
    s = yield* put(s, { type: 'gg.mental-illusion', data: { figure: a.figure, target: a.target, effect: a.effect, willpower: wp, needed: r.target, faces: [...r.faces], success: r.success }, ruleIds: ['GG-ABL-47', 'GG-ABL-71'] });
    if (r.success) {
      const instant = { key: source.key, level: im.level, duration: 'instant' as const };
      if (a.effect === 'miss') s = yield* put(s, imposeDraft(a.figure, instant, a.target, 'unaware', { subject: a.subject! }, 'GG-ABL-47'));
      else s = yield* put(s, imposeDraft(a.figure, instant, a.target, a.effect === 'fear' ? 'afraid' : 'desire', { origin: { q: a.at!.q, r: a.at!.r } }, 'GG-ABL-47'));
    }
    // The Willpower the effect was rolled against was used to resist it (GG-PLAY-167).
    if (wp > 0 && hasDisablingDefence(s, a.target)) yield* ownRisk(s, a.target, 'willpower');
  },
});

/** The Dismiss ability a figure has under this key, if any. */
export const dismissOf = (s: S, figure: string, key: string) => special(s, figure, key, 'dismiss');

/** Why a Dismiss cannot end this (Persistent) ability, or null: Always On is immune; its Types or the Source it covers (GG-ABL-19). */
export function dismissMisses(d: AbilityProfile, source: AbilityProfile): string | null {
  if (source.duration === 'always-on') return 'Always On abilities are immune to Dismiss.';
  // A Dismiss that covers a Source ends that Source's abilities, whatever their Types.
  if (!coversAbility(d, source)) {
    return d.coversSource ? 'Not of the Source this Dismiss ends.' : 'Not of a Type this Dismiss ends.';
  }
  return null;
}

const dismissArgs = z.object({ figure: z.string(), ability: z.string(), target: z.string(), condition: z.string() }).strict();
/**
 * Dismiss (GG-ABL-19): ends a Persistent ability of its Types or of the Source it covers (not
 * Always On) that sits on a character: to hit that character as usual, then the Dismiss Level
 * against the ability's.
 */
export const dismiss = defineCommand<z.infer<typeof dismissArgs>, GgSys, GgOptions>({
  args: dismissArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'attack');
    if (turn) return turn;
    const d = special(s, a.figure, a.ability, 'dismiss');
    if (!d) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" is no Dismiss.`, 'GG-ABL-19');
    const unusable = useRejection(s, a.figure, d);
    if (unusable) return unusable;
    if (!s.figures[a.target]) return reject('UNKNOWN_FIGURE');
    const again = a.target !== a.figure ? targetedAgain(s) : null;
    if (again) return again;
    const im = imposedOf(conditionOn(s, a.target, a.condition));
    const source = im ? sourceAbility(s, im) : undefined;
    if (!im || !source || !im.persistent) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only a Persistent ability is dismissed.', 'GG-ABL-19');
    const why = dismissMisses(d, source);
    if (why) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, why, 'GG-ABL-19');
    const band = bandCheck(d.range, distanceBetween(s, a.figure, a.target));
    if (a.target !== a.figure && (band === 'personal' || band === 'beyond')) return reject('TARGET_OUT_OF_RANGE', undefined, { ruleId: 'GG-MOVE-02' });
    if (a.target === a.figure) return personalBan(s, a.figure, d);
    return usedOnBan(s, a.figure, d, a.target, distanceBetween(s, a.figure, a.target));
  },
  resolve: function* (s0, a) {
    const d = special(s0, a.figure, a.ability, 'dismiss')!;
    const im = imposedOf(conditionOn(s0, a.target, a.condition))!;
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'dismiss', { targeted: a.target !== a.figure }), a.figure, d);
    s = yield* targetsElsewhere(s, a.figure, a.target);
    const minor = !isMajor(s, a.figure);
    const th = a.target === a.figure ? null : toHitFor(s, a.figure, d, a.target);
    const hitRoller = th ? checkRoller(th.defence - th.level + 5 - 2 * th.net, minor, th.autoMiss) : null;
    let hit = hitRoller ? yield* roll(hitRoller, `${d.name} to hit`) : null;
    // Aimed at a foe, against it; at an ally, for it (GG-PLAY-260). The result is against the Level of whoever put it on.
    const foe = s.figures[a.target]!.side !== s.figures[a.figure]!.side ? a.target : null;
    if (hit && hitRoller && rerollAsked(s, a.figure, foe)) ({ r: hit, s } = yield* heroThenLuck(s, hitRoller, hit, `${d.name} to hit`, a.figure, foe));
    const level = effectiveLevel(s, a.figure, d.key, d.level);
    const roller = checkRoller(im.level - level + 5, minor);
    let r = hit === null || hit.success ? yield* roll(roller, `${d.name} against the ability`) : null;
    if (r && rerollAsked(s, a.figure, im.from)) ({ r, s } = yield* heroThenLuck(s, roller, r, `${d.name} against the ability`, a.figure, im.from, null));
    s = yield* put(s, { type: 'gg.dismissed', data: { figure: a.figure, target: a.target, condition: a.condition, hit: hit?.success ?? true, success: r?.success === true }, ruleIds: ['GG-ABL-19'] });
    // The Dodge the to-hit met was used to resist it (GG-PLAY-140, GG-PLAY-167).
    if (th && hasDisablingDodge(s, a.target)) s = yield* dodgeRisks(s, a.target, th);
    if (r?.success) s = yield* put(s, removeDraft(a.target, a.condition, ['GG-ABL-19']));
    s = yield* useCosts(s, a.figure, d, r?.faces[0]);
    return folded(yield* finishAction(s));
  },
});

const repairArgs = z.object({ figure: z.string(), ability: z.string(), target: z.string(), repairs: z.string() }).strict();
/** Whether a Repair's scope covers an ability: one named ability, a Source, or any (GG-ABL-58). */
function covers(repair: AbilityProfile, a: AbilityProfile): boolean {
  const scope = repair.options['scope'];
  const named = typeof repair.options['target'] === 'string' ? repair.options['target'].toLowerCase() : '';
  if (scope === 'named') return named === a.key || named === a.ability || named === a.name.toLowerCase();
  if (scope === 'source') return (named || repair.source) === a.source;
  return true;
}

/** Repair (GG-ABL-58): restores drained Levels by its Level, up to the original; no roll on a willing target (ruling). */
export const repair = defineCommand<z.infer<typeof repairArgs>, GgSys, GgOptions>({
  args: repairArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate');
    if (turn) return turn;
    const r = special(s, a.figure, a.ability, 'repair');
    if (!r) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" repairs nothing.`, 'GG-ABL-58');
    const unusable = useRejection(s, a.figure, r);
    if (unusable) return unusable;
    if (!s.figures[a.target]) return reject('UNKNOWN_FIGURE');
    if (a.target !== a.figure) {
      if (s.figures[a.target]!.side !== s.figures[a.figure]!.side) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Repair works on a willing target.', 'GG-ABL-58');
      const again = targetedAgain(s);
      if (again) return again;
      const band = bandCheck(r.range, distanceBetween(s, a.figure, a.target));
      if (band === 'personal' || band === 'beyond') return reject('TARGET_OUT_OF_RANGE', undefined, { ruleId: 'GG-MOVE-02' });
      const banned = usedOnBan(s, a.figure, r, a.target, distanceBetween(s, a.figure, a.target));
      if (banned) return banned;
    } else {
      const own = personalBan(s, a.figure, r);
      if (own) return own;
    }
    const drained = profile(s, a.target).abilities.find((x) => x.key === a.repairs);
    if (!drained || (statusOf(s, a.target).drained[a.repairs] ?? 0) === 0) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'That ability is not drained.', 'GG-ABL-58');
    return covers(r, drained) ? null : ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'This Repair does not cover that ability.', 'GG-ABL-58');
  },
  resolve: function* (s0, a) {
    const r = special(s0, a.figure, a.ability, 'repair')!;
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'repair', { targeted: a.target !== a.figure }), a.figure, r);
    s = yield* targetsElsewhere(s, a.figure, a.target);
    const now = statusOf(s, a.target).drained[a.repairs] ?? 0;
    const back = Math.min(now, effectiveLevel(s, a.figure, r.key, r.level));
    s = yield* put(s, { type: 'gg.drained', data: { target: a.target, ability: a.repairs, levels: -back, drained: now - back, repairedBy: a.figure }, ruleIds: ['GG-ABL-58'] });
    s = yield* useCosts(s, a.figure, r, undefined);
    return folded(yield* finishAction(s));
  },
});

const disintegrateArgs = z.object({ figure: z.string(), ability: z.string(), hex: hexSchema }).strict();
/** Disintegrate on a wall (GG-ABL-18, ruling): its Level against the wall's Damage Defence; any result opens the hex at once. */
export const disintegrate = defineCommand<z.infer<typeof disintegrateArgs>, GgSys, GgOptions>({
  args: disintegrateArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'attack') ?? targetedAgain(s, 'something');
    if (turn) return turn;
    const d = special(s, a.figure, a.ability, 'disintegrate');
    if (!d) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" does not disintegrate.`, 'GG-ABL-18');
    const unusable = useRejection(s, a.figure, d);
    if (unusable) return unusable;
    const from = positionOf(s, a.figure);
    if (!from || !wallAt(s, a.hex)) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'There is no wall there.', 'GG-ABL-18');
    const band = bandCheck(d.range ?? { min: 0, max: 1 }, hexDistance(from, a.hex));
    if (band === 'beyond') return reject('TARGET_OUT_OF_RANGE', undefined, { ruleId: 'GG-MOVE-02' });
    if (hexLine(from, a.hex).slice(1, -1).some((h) => blocksAbilities(wallAt(s, h)))) return ruleRejection(GG_ERRORS.NO_LINE_OF_SIGHT, 'Another wall is in the way.', 'GG-SIT-03');
    // A blow at a wall (limits.ts), as gg.attack-wall's.
    return pointBan(s, a.figure, d, hexDistance(from, a.hex));
  },
  resolve: function* (s0, a) {
    const d = special(s0, a.figure, a.ability, 'disintegrate')!;
    const wall = wallAt(s0, a.hex)!;
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'disintegrate', { targeted: true }), a.figure, d);
    s = yield* targetsElsewhere(s, a.figure, null);
    // 1 against a Wall's Vulnerability (GG-ABL-70), less what Piercing ignores (GG-MOD-48).
    const defence = wallDefence(wall, d);
    const roller = checkRoller(defence - effectiveLevel(s, a.figure, d.key, d.level) + 5, !isMajor(s, a.figure));
    let r = yield* roll(roller, 'disintegrate the wall');
    // A made wall is its maker's ability: the roll is against that figure (GG-PLAY-260).
    const maker = wall.by?.figure ?? null;
    if (rerollAsked(s, a.figure, maker)) ({ r, s } = yield* heroThenLuck(s, roller, r, 'disintegrate the wall', a.figure, maker, null));
    s = yield* put(s, {
      type: 'gg.wall', ruleIds: ['GG-ABL-18', 'GG-SIT-03'],
      data: {
        hex: hexKey(a.hex), at: a.hex, by: a.figure, ability: d.key, needed: r.target, faces: [...r.faces], breached: r.success,
        wall: r.success ? null : wall,
        // A raised wall's numbers are its maker's sheet's: named for the view though the wall be gone.
        ...(wall.by ? { maker: wall.by.figure } : {}),
      },
    });
    s = yield* useCosts(s, a.figure, d, r.faces[0]);
    return folded(yield* finishAction(s));
  },
});

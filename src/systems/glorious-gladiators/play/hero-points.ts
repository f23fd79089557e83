import { choose, roll, rollRequest, type Process, type Roller } from '../../../dice/index.ts';
import type { EventDraft } from '../../../kernel/index.ts';
import type { CheckRoll } from './check.ts';
import { luckAfterCheck, luckLeft } from './luck.ts';
import { isPc, statusOf, type S } from './model.ts';
import { put } from './put.ts';

/**
 * How a roll reads for the one who made it (GG-DICE-06, GG-PLAY-260): whether it went its way
 * (`ok`: a failed roll of its own is what a PC re-rolls, a roll that went the roller's way is what
 * the PC it was made against makes it re-roll) and, between two that both did or both did not,
 * which is the better (`score`, higher better).
 */
export interface HeroJudge<T> {
  readonly ok: (v: T) => boolean;
  readonly score: (v: T) => number;
}

/** A check: success first, then more Boosts (check.ts `better`). */
export const CHECK: HeroJudge<CheckRoll> = { ok: (r) => r.success, score: (r) => r.boosts };

// A D roll's judges are made only where a PC with a Hero Point is asked (heroAsked first), so a
// plain object each time costs nothing worth keeping.

/** A D that works on `n`+ (a higher face no better once it works, GG-PLAY-260). */
export const atLeast = (n: number): HeroJudge<number> => ({ ok: (f) => f >= n, score: () => 0 });

/** A D that goes the roller's way under `n` (a disadvantage that takes hold on `n`+, GG-PLAY-260). */
export const below = (n: number): HeroJudge<number> => ({ ok: (f) => f < n, score: () => 0 });

/** A D whose faces `lo`..`hi` cost the roller (a Backfire, Disabling, Burnout, Exhausts risk, GG-PLAY-260). */
export const avoiding = (lo: number, hi: number): HeroJudge<number> => ({ ok: (f) => f < lo || f > hi, score: () => 0 });

/**
 * Rolls a check and offers a Hero Point (GG-DICE-06): a PC who failed may re-roll its own roll, a
 * PC a roll succeeded against may make the roller re-roll; the PC keeps the better for itself.
 * Luck dice follow (GG-ABL-45).
 */
export function* checkWithHeroPoints(
  s: S, roller: Roller<CheckRoll>, label: string, rollerFig: string, against: string | null,
): Process<{ r: CheckRoll; s: S }, EventDraft> {
  const r = (yield rollRequest(roller, label)) as CheckRoll;
  const more = rerolls(s, roller, r, label, rollerFig, against);
  return more ? yield* more : { r, s };
}

/**
 * What may follow a check's roll `r` (checkWithHeroPoints): the Hero Point and luck re-rolls, or
 * null when neither side has any to offer. Hero Points are a PC's and luck dice a lucky figure's:
 * most checks have neither, and hot rules (an attack's to-hit and result) roll themselves and
 * make no generator for them then.
 */
export function rerolls(
  s: S, roller: Roller<CheckRoll>, r: CheckRoll, label: string, rollerFig: string, against: string | null,
): Process<{ r: CheckRoll; s: S }, EventDraft> | null {
  return rerollAsked(s, rollerFig, against) ? heroThenLuck(s, roller, r, label, rollerFig, against) : null;
}

/**
 * A check's Hero Point, then its luck dice (GG-PLAY-260, GG-PLAY-52, GG-PLAY-272): call it when
 * rerollAsked says so. `luckAgainst`: whom the ability targets or acts on, when not `against` (a wall's
 * maker may spend a Hero Point on a roll at its wall, but no ability acts on it: null).
 */
export function* heroThenLuck(
  s: S, roller: Roller<CheckRoll>, r0: CheckRoll, label: string, rollerFig: string | null, against: string | null,
  luckAgainst: string | null = against,
): Process<{ r: CheckRoll; s: S }, EventDraft> {
  const { r, s: cur } = yield* heroAgain(s, roller, r0, label, rollerFig, against, CHECK);
  return yield* luckAfterCheck(cur, roller, r, label, rollerFig, luckAgainst);
}

const canSpend = (s: S, id: string | null): id is string => {
  const f = id === null ? undefined : s.figures[id];
  return f !== undefined && isPc(f) && (f.status as { heroPoints: number }).heroPoints > 0;
};

/**
 * Whether a Hero Point may follow a roll (GG-PLAY-260): the roller or the figure it was made
 * against is a PC with one. Field reads only, so every roll may ask: NPCs and bots have none
 * (simulated figures are all the GM's), nor does a table whose `heroPoints` is 0.
 */
export function heroAsked(s: S, rollerFig: string | null, against: string | null): boolean {
  return canSpend(s, rollerFig) || canSpend(s, against);
}

/**
 * The Hero Point offer after any roll `r0` (GG-DICE-06, GG-PLAY-260): the roller, a PC, when it
 * did not go its way; else the PC it was made against, when it did. The spender keeps the better
 * for itself: the better for the roller, or the worse. `rollerFig` null: no one's roll (a wall's
 * hit back), only the PC it was made against is asked. Call it when heroAsked says so.
 */
export function* heroAgain<T>(
  s: S, roller: Roller<T>, r0: T, label: string, rollerFig: string | null, against: string | null, judge: HeroJudge<T>,
): Process<{ r: T; s: S }, EventDraft> {
  let cur = s;
  let r = r0;
  const offer = (id: string, message: string) => choose<EventDraft>({
    to: id, kind: 'spend-hero-point', message, ruleIds: ['GG-DICE-06'],
    options: [{ value: 'keep', label: 'Keep the roll' }, { value: 'spend', label: 'Spend a Hero Point to re-roll' }],
  });
  const better = (a: T, b: T): T => {
    const oa = judge.ok(a);
    if (oa !== judge.ok(b)) return oa ? a : b;
    return judge.score(b) > judge.score(a) ? b : a;
  };
  const ok = judge.ok(r);
  if (!ok && canSpend(cur, rollerFig)) {
    if ((yield* offer(rollerFig, `${label}: failed. Re-roll?`)) === 'spend') {
      cur = yield* put(cur, { type: 'gg.hero-point', data: { figure: rollerFig, left: statusOf(cur, rollerFig).heroPoints - 1 }, ruleIds: ['GG-DICE-06'] });
      r = better(r, yield* roll(roller, `${label} (Hero Point)`));
    }
  } else if (ok && against !== rollerFig && canSpend(cur, against)) {
    // The question goes to the target, so it names whose roll it is: "Mindwarp's Mind Blast to hit".
    const whose = rollerFig === null ? undefined : cur.figures[rollerFig]?.name;
    if ((yield* offer(against, `${whose ? `${whose}'s ` : ''}${label} succeeded against you. Make them re-roll?`)) === 'spend') {
      cur = yield* put(cur, { type: 'gg.hero-point', data: { figure: against, left: statusOf(cur, against).heroPoints - 1 }, ruleIds: ['GG-DICE-06'] });
      const again = yield* roll(roller, `${label} (Hero Point)`);
      r = better(r, again) === r ? again : r;
    }
  }
  return { r, s: cur };
}

/**
 * Whether either side of a check is a PC with a Hero Point or holds luck dice (then heroThenLuck):
 * field reads and a profile look-up, as on every attack roll.
 */
export function rerollAsked(s: S, rollerFig: string | null, against: string | null): boolean {
  return heroAsked(s, rollerFig, against) || (rollerFig !== null && s.figures[rollerFig] !== undefined && luckLeft(s, rollerFig) > 0)
    || (against !== null && s.figures[against] !== undefined && luckLeft(s, against) > 0);
}

import { choose, roll, rollRequest, type Process, type Roller } from '../../../dice/index.ts';
import type { EventDraft } from '../../../kernel/index.ts';
import { better, type CheckRoll } from './check.ts';
import { luckAfterCheck, luckLeft } from './luck.ts';
import { isPc, statusOf, type S } from './model.ts';
import { put } from './put.ts';

/**
 * Rolls a check and offers a Hero Point (GG-DICE-06): a PC who failed may re-roll its own roll, a
 * PC a roll succeeded against may make the roller re-roll; the PC keeps the better for itself.
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
  return mayReroll(s, rollerFig, against) ? heroRerolls(s, roller, r, label, rollerFig, against) : null;
}

function* heroRerolls(
  s: S, roller: Roller<CheckRoll>, r0: CheckRoll, label: string, rollerFig: string, against: string | null,
): Process<{ r: CheckRoll; s: S }, EventDraft> {
  let cur = s;
  let r = r0;
  const offer = (id: string, message: string) => choose<EventDraft>({
    to: id, kind: 'spend-hero-point', message, ruleIds: ['GG-DICE-06'],
    options: [{ value: 'keep', label: 'Keep the roll' }, { value: 'spend', label: 'Spend a Hero Point to re-roll' }],
  });
  const canSpend = (id: string | null): id is string =>
    id !== null && !!cur.figures[id] && isPc(cur.figures[id]) && statusOf(cur, id).heroPoints > 0;
  if (!r.success && canSpend(rollerFig)) {
    if ((yield* offer(rollerFig, `${label}: failed. Re-roll?`)) === 'spend') {
      cur = yield* put(cur, { type: 'gg.hero-point', data: { figure: rollerFig, left: statusOf(cur, rollerFig).heroPoints - 1 }, ruleIds: ['GG-DICE-06'] });
      r = better(r, yield* roll(roller, `${label} (Hero Point)`));
    }
  } else if (r.success && canSpend(against)) {
    // The question goes to the target, so it names whose roll it is: "Mindwarp's Mind Blast to hit".
    const whose = cur.figures[rollerFig]?.name;
    if ((yield* offer(against, `${whose ? `${whose}'s ` : ''}${label} succeeded against you. Make them re-roll?`)) === 'spend') {
      cur = yield* put(cur, { type: 'gg.hero-point', data: { figure: against, left: statusOf(cur, against).heroPoints - 1 }, ruleIds: ['GG-DICE-06'] });
      const again = yield* roll(roller, `${label} (Hero Point)`);
      r = better(r, again) === r ? again : r;
    }
  }
  return yield* luckAfterCheck(cur, roller, r, label, rollerFig, against);
}

/** Whether either side of a check is a PC with a Hero Point or holds luck dice. */
function mayReroll(s: S, rollerFig: string, against: string | null): boolean {
  for (const id of [rollerFig, against]) {
    const f = id === null ? undefined : s.figures[id];
    if (f && ((isPc(f) && statusOf(s, id!).heroPoints > 0) || luckLeft(s, id!) > 0)) return true;
  }
  return false;
}

import { choose, roll, type Process, type Roller } from '../../../dice/index.ts';
import { hasCondition, reject, ruleRejection, type EventDraft, type Rejection } from '../../../kernel/index.ts';
import { better, type CheckRoll } from './check.ts';
import { currentFigure, isPc, statusOf, type S } from './model.ts';
import { endTurn, put, type P } from './turns.ts';

/** Stable codes of this system's own rejections (docs/systems/glorious-gladiators.md). */
export const GG_ERRORS = {
  NO_SUCH_ABILITY: 'GG_NO_SUCH_ABILITY',
  NOT_AN_ATTACK: 'GG_NOT_AN_ATTACK',
  ALREADY_TARGETED: 'GG_ALREADY_TARGETED',
  TOO_MANY_MINORS: 'GG_TOO_MANY_MINORS',
  NO_LINE_OF_SIGHT: 'GG_NO_LINE_OF_SIGHT',
  OUT_OF_ACTION: 'GG_OUT_OF_ACTION',
  PRONE: 'GG_PRONE',
  NOT_APPLICABLE: 'GG_NOT_APPLICABLE',
  ALREADY_DELAYED: 'GG_ALREADY_DELAYED',
  NO_FOLLOW_UP: 'GG_NO_FOLLOW_UP',
  HEX_NOT_REACHABLE: 'GG_HEX_NOT_REACHABLE',
  COMBAT_NOT_OVER: 'GG_COMBAT_NOT_OVER',
  NO_USES_LEFT: 'GG_NO_USES_LEFT',
  HIDDEN: 'GG_HIDDEN',
} as const;

/** The checks every action on one's own turn shares (GG-ACT-01). */
export function ownTurn(s: S, figure: string, opts: { action?: boolean } = {}): Rejection | null {
  if (s.phase !== 'combat') return reject('COMBAT_NOT_STARTED');
  if (!s.figures[figure]) return reject('UNKNOWN_FIGURE');
  if (currentFigure(s) !== figure) return reject('NOT_YOUR_TURN');
  if (statusOf(s, figure).out || statusOf(s, figure).outOfPlay) {
    return ruleRejection(GG_ERRORS.OUT_OF_ACTION, 'An out-of-action character can only crawl or affect itself.', 'GG-DMG-08');
  }
  if ((opts.action ?? true) && s.sys.actionsLeft <= 0) return reject('NO_ACTIONS_LEFT', undefined, { ruleId: 'GG-ACT-01' });
  return null;
}

export const isProne = (s: S, id: string) => hasCondition(s.figures[id]!, 'prone');

/** Spends one action; the turn ends when none are left and no follow-up waits (GG-ACT-01, GG-ATK-08). */
export function* spendAction(s: S, figure: string, what: string, extra: { targeted?: boolean; stop?: boolean; healed?: boolean } = {}): P {
  return yield* put(s, { type: 'gg.action', data: { figure, action: what, ...extra }, ruleIds: ['GG-ACT-01'] });
}

export function* finishAction(s: S): P {
  if (s.phase !== 'combat') return s;
  const id = currentFigure(s);
  if (id && s.figures[id] && (statusOf(s, id).out || statusOf(s, id).outOfPlay)) return yield* endTurn(s, 'out of action');
  if (s.sys.actionsLeft <= 0 && !s.sys.followUp) return yield* endTurn(s, 'no actions left');
  return s;
}

/**
 * Rolls a check and offers a Hero Point (GG-DICE-06): a PC who failed may re-roll its own roll, a
 * PC a roll succeeded against may make the roller re-roll; the PC keeps the better for itself.
 */
export function* checkWithHeroPoints(
  s: S, roller: Roller<CheckRoll>, label: string, rollerFig: string, against: string | null,
): Process<{ r: CheckRoll; s: S }, EventDraft> {
  let cur = s;
  let r = yield* roll(roller, label);
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
    if ((yield* offer(against, `${label}: succeeded against you. Make them re-roll?`)) === 'spend') {
      cur = yield* put(cur, { type: 'gg.hero-point', data: { figure: against, left: statusOf(cur, against).heroPoints - 1 }, ruleIds: ['GG-DICE-06'] });
      const again = yield* roll(roller, `${label} (Hero Point)`);
      r = better(r, again) === r ? again : r;
    }
  }
  return { r, s: cur };
}

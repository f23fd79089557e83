import { EVENT_LIST } from '../../../dice/index.ts';
import { hasCondition, notInCombat, reject, ruleRejection, type EventDraft, type Rejection } from '../../../kernel/index.ts';
import { currentFigure, statusOf, type S } from './model.ts';
import { settle, settled } from './ongoing.ts';
import { modifiersAfterAction } from './activation.ts';
import { standOffLapses } from './stand-off-lapse.ts';
import { endTurn, put, type Events, type P } from './turns.ts';

/** Stable codes of this system's own rejections (docs/systems/glorious-gladiators.md). */
export const GG_ERRORS = {
  NO_SUCH_ABILITY: 'GG_NO_SUCH_ABILITY',
  NOT_AN_ATTACK: 'GG_NOT_AN_ATTACK',
  ALREADY_TARGETED: 'GG_ALREADY_TARGETED',
  TOO_MANY_MINORS: 'GG_TOO_MANY_MINORS',
  NO_LINE_OF_SIGHT: 'GG_NO_LINE_OF_SIGHT',
  OUT_OF_ACTION: 'GG_OUT_OF_ACTION',
  NOT_APPLICABLE: 'GG_NOT_APPLICABLE',
  ALREADY_DELAYED: 'GG_ALREADY_DELAYED',
  NO_FOLLOW_UP: 'GG_NO_FOLLOW_UP',
  HEX_NOT_REACHABLE: 'GG_HEX_NOT_REACHABLE',
  COMBAT_NOT_OVER: 'GG_COMBAT_NOT_OVER',
  NO_USES_LEFT: 'GG_NO_USES_LEFT',
  HIDDEN: 'GG_HIDDEN',
  /** A disadvantage's combat ban forbids it (GG-TRAIT-R03). */
  BANNED: 'GG_BANNED',
  /** An active Air or Wallcrawl Movement without Stand-Off bars Ranged, Long Range and Distant abilities (GG-PLAY-182). */
  NO_STAND_OFF: 'GG_NO_STAND_OFF',
} as const;

/** The checks every action on one's own turn shares (GG-ACT-01). */
export function ownTurn(s: S, figure: string, opts: { action?: boolean } = {}): Rejection | null {
  if (s.phase !== 'combat') return notInCombat(s);
  if (!s.figures[figure]) return reject('UNKNOWN_FIGURE');
  if (currentFigure(s) !== figure) return reject('NOT_YOUR_TURN');
  if (statusOf(s, figure).out || statusOf(s, figure).outOfPlay) {
    return ruleRejection(GG_ERRORS.OUT_OF_ACTION, 'An out-of-action character can only crawl or affect itself.', 'GG-DMG-08');
  }
  if ((opts.action ?? true) && s.sys.actionsLeft <= 0) return reject('NO_ACTIONS_LEFT', undefined, { ruleId: 'GG-ACT-01' });
  return null;
}

/**
 * One action a turn may target someone or something other than the actor (GG-ACT-01): why this
 * one cannot, once an earlier action did. `what` keeps each message's sense: someone (a figure)
 * or something (a hex, a wall, an Area).
 */
export function targetedAgain(s: S, what: 'someone' | 'something' = 'someone'): Rejection | null {
  return s.sys.targeted ? ruleRejection(GG_ERRORS.ALREADY_TARGETED, `Only one action a turn may target ${what} else.`, 'GG-ACT-01') : null;
}

export const isProne = (s: S, id: string) => hasCondition(s.figures[id]!, 'prone');

type Spent = { targeted?: boolean; stop?: boolean; healed?: boolean };

/** Spends one action; the turn ends when none are left and no follow-up waits (GG-ACT-01, GG-ATK-08). */
export function spendAction(s: S, figure: string, what: string, extra: Spent = {}): P {
  // put's own steps, not a generator around them: one level less for the event to pass.
  return put(s, actionDraft(figure, what, extra));
}

/** The event of spending one action (spendAction), for a step that holds the run's event list. */
export function actionDraft(figure: string, what: string, extra: Spent = {}): EventDraft {
  return { type: 'gg.action', data: { figure, action: what, ...extra }, ruleIds: ['GG-ACT-01'] };
}

/** After an action: what it broke or set off settles, and the turn ends when it is over. */
export function* finishAction(s0: S): P {
  return yield* finishActionOn((yield EVENT_LIST) as Events, s0);
}

/** finishAction for a step that holds the run's event list (the attack and the move). */
export function* finishActionOn(list: Events, s0: S): P {
  if (s0.phase !== 'combat') return s0;
  // Grips, possessions and the like that the action broke end now (ongoing.ts).
  // Then Concentration, Persistent areas someone entered, Uncontrollable (activation.ts).
  // Most actions leave nothing to settle and no modifier to act: no generator is made for them then.
  const s1 = settled(s0) ? s0 : yield* settle(s0);
  const after = modifiersAfterAction(s1);
  const s2 = after ? yield* after : s1;
  // A move without Stand-Off ends its user's Persistent Ranged effects (GG-PLAY-191); null unless one is kept up.
  const lapse = standOffLapses(s2);
  const s = lapse ? yield* lapse : s2;
  const why = turnOver(s);
  return why ? yield* endTurn(list, s, why) : s;
}

/** Why the acting figure's turn is over after an action, or null while it goes on. */
function turnOver(s: S): string | null {
  const id = currentFigure(s);
  // Gone in its own action: a duplicate or minion that vanished, put out of action by a reaction (GG-PLAY-44).
  if (id && !s.figures[id]) return 'left the table';
  if (id && s.figures[id] && (statusOf(s, id).out || statusOf(s, id).outOfPlay)) return 'out of action';
  // A possessor gone into its victim's body acts only through it (GG-ABL-51).
  if (id && s.figures[id] && hasCondition(s.figures[id], 'possessing')) return 'possessing';
  // A Split move's rest waits, as a follow-up does, for its figure to make it or end the turn (GG-PLAY-175).
  return s.sys.actionsLeft <= 0 && !s.sys.followUp && s.sys.split === undefined ? 'no actions left' : null;
}

export { checkWithHeroPoints } from './hero-points.ts';

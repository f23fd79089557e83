import { roll } from '../../../dice/index.ts';
import { tickConditions, type EventDraft } from '../../../kernel/index.ts';
import { dropCopies, permanentTransforms } from './ability-hooks.ts';
import { protectionAgainst } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { anyoneWith, imposedBy, removeDraft, SPECIAL_DURATION, sourceAbility } from './conditions.ts';
import { lendTurn, settlePossession } from './control.ts';
import { closeCreations } from './creations.ts';
import { anyEnvironment, environmentAttacks } from './environment.ts';
import { seeThrough } from './forms.ts';
import { settleGrabs } from './grab.ts';
import { luckInPlay, refreshLuck } from './luck.ts';
import { effectiveLevel, isMajor, statusOf, type S } from './model.ts';
import { put, type P } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { settleBrought } from './summon.ts';
import { hasDisablingDefence, resistRisks } from './resist-risks.ts';

// How the abilities' effects last (GG-INIT-03, GG-MOD Persistent): what ends or is rolled again at
// a user's turn, and what no longer holds after any action. Rulings (GG-PLAY-45): an Instant
// effect on a target ends at the start of its user's next turn; a Persistent one is rolled again
// then (its Level against the target's protection) and ends on a failure, as Persistent Target
// does; everything a character keeps up on others ends when it is out of action (GG-DMG-08).

/** Effects that no longer hold after an action: grips, possessions, figures brought by abilities, effects of the fallen. */
export function* settle(s: S, ending: string | null = null): P {
  if (settled(s)) return s;
  // Each only where it can act: a grip, a possession, a figure brought (most tables with a condition have a prone one).
  let cur = anyoneWith(s, 'grabbing') || anyoneWith(s, 'grabbed') ? yield* settleGrabs(s) : s;
  if (anyoneWith(cur, 'possessing')) cur = yield* settlePossession(cur);
  if (anyBrought(cur)) cur = yield* settleBrought(cur, ending);
  for (const id of [...cur.figureOrder]) {
    const st = statusOf(cur, id);
    if (!(st.out || st.outOfPlay)) continue;
    for (const { figure, condition } of imposedBy(cur, id)) {
      if (figure !== id && condition.id !== 'possession-immune') cur = yield* put(cur, removeDraft(figure, condition.id, ['GG-DMG-08']));
    }
  }
  return cur;
}

/** Nothing to settle on a table where no one has a condition or was brought by an ability (the usual case). */
export function settled(s: S): boolean {
  for (const id of s.figureOrder) if (s.figures[id]!.conditions.length > 0 || statusOf(s, id).origin) return false;
  return true;
}

/** Whether some figure was brought by an ability (Summon, Duplication). */
function anyBrought(s: S): boolean {
  for (const id of s.figureOrder) if (statusOf(s, id).origin) return true;
  return false;
}

/** Whether some figure has a condition: most hooks below act only through one. */
export function anyCondition(s: S): boolean {
  for (const id of s.figureOrder) if (s.figures[id]!.conditions.length > 0) return true;
  return false;
}

/**
 * Before a figure's Character Turn: its Instant effects end, its Persistent ones are rolled again,
 * its creations that lapse go. The steps to run, or null when there is nothing to do (most turns).
 */
export function beforeTurn(s: S, id: string): P | null {
  // Most turns start on a table where no ability keeps anything up: skip the searches then.
  const busy = anyCondition(s) || (s.sys.zones?.length ?? 0) > 0 || (s.sys.openings?.length ?? 0) > 0 || madeWalls(s);
  return busy ? busyTurn(s, id) : quietTurn(s, id);
}

function* busyTurn(s: S, id: string): P {
  let cur = s;
  for (const d of tickConditions(cur, { at: 'turn-start', figure: id })) cur = yield* put(cur, d);
  for (const { figure, condition, im } of imposedBy(cur, id)) {
    if (figure === id || !im.persistent || SPECIAL_DURATION.has(condition.id)) continue;
    const source = sourceAbility(cur, im);
    const resist = source ? protectionAgainst(cur, figure, source) : 'immune';
    const level = source ? effectiveLevel(cur, id, source.key, source.level) : 0;
    const roller = resist === 'immune' ? null : checkRoller(resist - level + 5, !isMajor(cur, id));
    let r = roller ? yield* roll(roller, `${condition.id} persists`) : null;
    // A roll against the figure it holds: a PC there may make it re-roll, a PC rolling may re-roll its own (GG-DICE-06, GG-PLAY-260).
    const on = im.willing ? null : figure;
    if (r && roller && rerollAsked(cur, id, on)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, `${condition.id} persists`, id, on));
    cur = yield* put(cur, {
      type: 'gg.persists', ruleIds: ['GG-INIT-03'],
      data: {
        figure: id, target: figure, condition: condition.id, needed: r?.target ?? null, faces: r ? [...r.faces] : [],
        holds: r?.success === true,
      },
    });
    if (!r?.success) cur = yield* put(cur, removeDraft(figure, condition.id, ['GG-INIT-03']));
    // The defence that roll was made against was used to resist it (GG-PLAY-166).
    if (r && source && hasDisablingDefence(cur, figure)) cur = yield* resistRisks(cur, figure, source);
  }
  cur = yield* permanentTransforms(cur, id);
  cur = yield* closeCreations(cur, id);
  const quiet = quietTurn(cur, id);
  return quiet ? yield* quiet : cur;
}

function madeWalls(s: S): boolean {
  const walls = s.sys.walls;
  for (const k in walls) if (walls[k]!.by) return true;
  return false;
}

/**
 * What a turn's start does even when nothing is kept up: copies lapse, luck refills, figures
 * brought leave. Each only where it can apply (a copy held, luck in play, an environment, a
 * condition or a figure brought): this runs at every turn, so with none of them it is null.
 */
function quietTurn(s: S, id: string): P | null {
  const copies = (statusOf(s, id).copied ?? []).length > 0;
  if (!copies && !luckInPlay(s) && !anyEnvironment(s) && settled(s)) return null;
  return quietSteps(s, id, copies);
}

function* quietSteps(s: S, id: string, copies: boolean): P {
  let cur = copies ? yield* dropCopies(s, id) : s;
  if (luckInPlay(cur)) cur = yield* refreshLuck(cur, id);
  if (anyEnvironment(cur)) cur = yield* environmentAttacks(cur, id);
  return settled(cur) ? cur : yield* settle(cur, id);
}

/**
 * Once the turn has begun: a held figure's turn is lent to its controller; enemies look at
 * Illusions (both through conditions: null without any).
 */
export function turnBegun(s: S, id: string): P | null {
  return anyCondition(s) ? lendAndSee(s, id) : null;
}

function* lendAndSee(s: S, id: string): P {
  let cur = yield* lendTurn(s, id);
  cur = yield* seeThrough(cur, id);
  return cur;
}

/** At the end of a figure's turn: effects that last "until after its next turn" end (Light's flash, GG-ABL-44). */
export function turnEndDrafts(s: S, id: string): EventDraft[] {
  return tickConditions(s, { at: 'turn-end', figure: id });
}

import { roll } from '../../../dice/index.ts';
import { hasCondition, HEX_DIRECTIONS, kernelEvent, type Hex } from '../../../kernel/index.ts';
import { checkRoller, d10 } from './check.ts';
import { conditionOn, imposeDraft, imposedOf, removeDraft } from './conditions.ts';
import { effectiveLevel, isMajor, profile, statusOf, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { occupant, positionOf, pushedTo, wallAt } from './space.ts';
import { put, type P } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { hasDisablingDefence, ownRisk } from './resist-risks.ts';

// Abilities that take a character's actions out of its player's hands: Mind Control (GG-ABL-49),
// Possession (GG-ABL-51) and Madness (GG-ABL-46). Ruling (GG-PLAY-42): for the held figure's
// Character Turn its figure is lent to the seat that controls the controlling figure (the GM for
// Madness), and comes back when the turn ends; it acts for that side, though it stays on its own.

/** The figure whose user now chooses this figure's actions, or null. */
const CONTROLLING = ['possessed', 'mind-controlled'] as const;

export function controlledBy(s: S, id: string): string | null {
  for (const c of CONTROLLING) {
    const from = imposedOf(conditionOn(s, id, c))?.from;
    if (from && s.figures[from]) return from;
  }
  return null;
}

/** The side a figure acts for now: its controller's while under Mind Control or Possession. */
export function actingSide(s: S, id: string): string {
  const by = controlledBy(s, id);
  return s.figures[by ?? id]!.side;
}

/**
 * Whether an opponent's Possession holds the figure (ruling GG-PLAY-199): it then takes no part for
 * its own side, which it cannot help to avoid defeat (GG-DMG-04), until the body is out of action.
 */
export function possessedByFoe(s: S, id: string): boolean {
  const from = imposedOf(conditionOn(s, id, 'possessed'))?.from;
  const by = from ? s.figures[from] : undefined;
  return by !== undefined && by.side !== s.figures[id]!.side;
}

/** What Madness rolls mean (seed L129-132). */
export const MADNESS_TABLE: Readonly<Record<number, string>> = {
  1: 'attack a random target with something that deals Damage', 2: 'look for cover and hide', 3: 'stand still', 4: 'act ridiculously',
  5: 'throw away property, Items and Foci included', 6: 'drop prone (if prone, crawl and roll in a random direction)',
  7: 'move as fast as possible in a random direction', 8: 'move to the nearest suitable target and try to Grab it',
  9: 'move to the nearest suitable terrain and jump into or onto it', 10: 'make two half moves in different random directions',
};

/**
 * At the start of a held figure's turn: its turn is lent to its controller's seat; Madness rolls a
 * d10 for each action and lends the turn to the GM, who plays what the table says. Standing still
 * and acting ridiculously use the action up at once; dropping prone is done at once.
 */
export function* lendTurn(s: S, id: string): P {
  let cur = s;
  const by = controlledBy(cur, id);
  const fig = cur.figures[id]!;
  if (by) {
    const seat = cur.figures[by]!.controller;
    if (seat !== fig.controller) {
      cur = yield* put(cur, { type: 'gg.control', data: { figure: id, by, controller: seat }, ruleIds: [hasCondition(fig, 'possessed') ? 'GG-ABL-51' : 'GG-ABL-49'] });
    }
    return cur;
  }
  if (!hasCondition(fig, 'mad') || cur.sys.actionsLeft <= 0) return cur;
  const rolls: number[] = [];
  for (let i = 0; i < cur.sys.actionsLeft; i++) rolls.push(yield* roll(d10, `madness, action ${i + 1}`));
  cur = yield* put(cur, { type: 'gg.madness', data: { figure: id, rolls, actions: rolls.map((r) => MADNESS_TABLE[r]!) }, ruleIds: ['GG-ABL-46'] });
  for (const r of rolls) {
    if (r === 3 || r === 4) cur = yield* put(cur, { type: 'gg.action', data: { figure: id, action: `madness: ${MADNESS_TABLE[r]!}` }, ruleIds: ['GG-ABL-46'] });
    if (r === 6 && !hasCondition(cur.figures[id]!, 'prone')) {
      cur = yield* put(cur, { type: 'gg.action', data: { figure: id, action: 'madness: drop prone' }, ruleIds: ['GG-ABL-46'] });
      cur = yield* put(cur, kernelEvent('table.condition.added', { figure: id, condition: { id: 'prone', ruleId: 'GG-ABL-46' } }));
    }
  }
  if (cur.sys.actionsLeft > 0 && cur.figures[id]!.controller !== 'gm') {
    cur = yield* put(cur, { type: 'gg.control', data: { figure: id, by: null, controller: 'gm' }, ruleIds: ['GG-ABL-46'] });
  }
  return cur;
}

/** Best Willpower Level, for refusing a Possession's orders (GG-ABL-71). */
const willpower = (s: S, id: string) =>
  Math.max(0, ...profile(s, id).abilities.filter((a) => a.ability === 'willpower').map((a) => effectiveLevel(s, id, a.key, a.level)));

/**
 * A possessed body may refuse an action that would injure itself or a friend or ally: its
 * Willpower against the Possession (GG-ABL-51). Rolled for it whenever its possessor attacks one
 * of its own side with it; the action is spent either way. Returns whether it refused.
 */
export function* refuses(s: S, id: string, target: string): P<{ s: S; refused: boolean }> {
  const im = imposedOf(conditionOn(s, id, 'possessed'));
  const side = s.figures[id]!.side;
  if (!im || !s.figures[target] || s.figures[target].side !== side) return { s, refused: false };
  const wp = willpower(s, id);
  const roller = checkRoller(im.level - wp + 5, !isMajor(s, id));
  let r = yield* roll(roller, 'Willpower against the Possession');
  let cur = s;
  if (rerollAsked(cur, id, im.from)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, 'Willpower against the Possession', id, im.from));
  cur = yield* put(cur, { type: 'gg.refused', data: { figure: id, target, willpower: wp, needed: r.target, faces: [...r.faces], refused: r.success }, ruleIds: ['GG-ABL-51', 'GG-ABL-71'] });
  // The Willpower was used to resist the Possession (GG-PLAY-167).
  if (wp > 0 && hasDisablingDefence(cur, id)) cur = yield* ownRisk(cur, id, 'willpower');
  return { s: cur, refused: r.success };
}

/** A successful Possession: the possessor vanishes into its victim (GG-ABL-51). */
export function* possess(s: S, user: string, ability: AbilityProfile, target: string): P {
  let cur = yield* put(s, imposeDraft(user, ability, user, 'possessing', { subject: target }, 'GG-ABL-51'));
  cur = yield* put(cur, kernelEvent('table.figure.moved', { figure: user, position: null }, { ruleIds: ['GG-ABL-51'] }));
  return cur;
}

/** A failed Possession: the user is Stunned, recoils out, and the target is immune to it for 24 hours (GG-ABL-51). */
export function* possessionFails(s: S, user: string, ability: AbilityProfile, target: string): P {
  let cur = yield* put(s, kernelEvent('table.condition.added', { figure: user, condition: { id: 'stunned', ruleId: 'GG-ABL-51' } }, { ruleIds: ['GG-ABL-51'] }));
  const from = positionOf(cur, target);
  const to = from ? pushedTo(cur, user, from, 1) : null;
  if (to) cur = yield* put(cur, kernelEvent('table.figure.moved', { figure: user, position: { q: to.q, r: to.r } }, { ruleIds: ['GG-ABL-51'] }));
  return yield* put(cur, imposeDraft(user, ability, target, 'possession-immune', {}, 'GG-ABL-51'));
}

/** A free hex next to `h`, for a possessor stepping back out. */
function besides(s: S, h: Hex): Hex | null {
  return HEX_DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r })).find((n) => !wallAt(s, n) && occupant(s, n) === null) ?? null;
}

/** The possession ends when the body is put Out of Action: the possessor reappears next to it (GG-ABL-51). */
export function* settlePossession(s: S): P {
  let cur = s;
  for (const id of cur.figureOrder) {
    const im = imposedOf(conditionOn(cur, id, 'possessing'));
    if (!im) continue;
    const body = im.subject;
    const st = body && cur.figures[body] ? statusOf(cur, body) : null;
    const holds = st !== null && !st.out && !st.outOfPlay && imposedOf(conditionOn(cur, body!, 'possessed'))?.from === id;
    if (holds) continue;
    cur = yield* put(cur, removeDraft(id, 'possessing', ['GG-ABL-51']));
    if (body && cur.figures[body] && imposedOf(conditionOn(cur, body, 'possessed'))?.from === id) cur = yield* put(cur, removeDraft(body, 'possessed', ['GG-ABL-51']));
    const at = body ? positionOf(cur, body) : null;
    const spot = at ? besides(cur, at) : null;
    if (spot) cur = yield* put(cur, kernelEvent('table.figure.moved', { figure: id, position: { q: spot.q, r: spot.r } }, { ruleIds: ['GG-ABL-51'] }));
  }
  return cur;
}

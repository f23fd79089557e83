import { roll } from '../../../dice/index.ts';
import { hasCondition, hexDistance, ruleRejection, type Rejection } from '../../../kernel/index.ts';
import { GG_ERRORS } from './common.ts';
import { conditionOn } from './conditions.ts';
import { inAction, profile, sheetOf, statusOf, type S } from './model.ts';
import { put, type P } from './put.ts';
import { below, heroAgain, heroAsked } from './hero-points.ts';
import { positionOf } from './space.ts';
import { bySeverity, gloryOf } from './traits.ts';
import { d10 } from './check.ts';

// What the compulsions among the disadvantages demand in play (GG-TRAIT-R03, GG-DIS-10, GG-DIS-12,
// GG-TRAIT-R11). Code of Honour's opponent is the GM's pick (status `honour.opponent`), else the
// most powerful enemy in action (most Glory Points); it may not be attacked while knocked down,
// and anyone else who attacks it must be attacked instead, on the severity roll (whatever its
// side: the seed says so). Uncontrolled Power turns the
// character's attacks on the friend, ally or bystander the GM picked. Cowardice only lets it
// move away. Rulings GG-PLAY-76.

/** Code of Honour's opponent: the GM's pick, else the enemy in action with the most Glory Points. */
export function chosenOpponent(s: S, id: string): string | null {
  const set = statusOf(s, id).honour?.opponent;
  if (set && inAction(s, set)) return set;
  const side = s.figures[id]!.side;
  const foes = s.figureOrder.filter((x) => s.figures[x]!.side !== side && inAction(s, x));
  let best: string | null = null;
  for (const f of foes) if (best === null || gloryOf(sheetOf(s, f)) > gloryOf(sheetOf(s, best))) best = f;
  return best;
}

const honourable = (s: S, id: string) => profile(s, id).rules.bans['attack-other-than-chosen'] !== undefined;

/** Whether attacking `target` breaks Code of Honour: it must attack its opponent, or instead whoever else attacked it. */
export function offHonour(s: S, attacker: string, target: string): boolean {
  if (!honourable(s, attacker)) return false;
  const interlopers = (statusOf(s, attacker).honour?.interlopers ?? []).filter((x) => inAction(s, x));
  if (interlopers.length > 0) return !interlopers.includes(target);
  const opponent = chosenOpponent(s, attacker);
  return opponent !== null && target !== opponent;
}

/** Whether the target is the Code of Honour character's opponent, knocked down. */
export function opponentDown(s: S, attacker: string, target: string): boolean {
  return honourable(s, attacker) && chosenOpponent(s, attacker) === target && (hasCondition(s.figures[target]!, 'prone') || statusOf(s, target).out);
}

/**
 * After an attack: a Code of Honour character whose opponent was attacked by someone else must go
 * after that one instead; a compulsion ("must"), so it takes hold on the severity roll, 3+ for
 * this Major row (GG-TRAIT-R03, GG-TRAIT-05).
 */
export function* honourAfterAttack(s: S, attacker: string, target: string): P {
  let cur = s;
  for (const id of cur.figureOrder) {
    if (id === attacker || !honourable(cur, id) || chosenOpponent(cur, id) !== target) continue;
    const honour = statusOf(cur, id).honour ?? { opponent: null, interlopers: [] };
    if (honour.interlopers.includes(attacker)) continue;
    let face = yield* roll(d10, 'Code of Honour');
    if (heroAsked(cur, id, null)) ({ r: face, s: cur } = yield* heroAgain(cur, d10, face, 'Code of Honour', id, null, below(bySeverity('major'))));
    const holds = face >= bySeverity('major');
    cur = yield* put(cur, { type: 'gg.honour', data: { figure: id, interloper: attacker, opponent: target, face, needed: 3, holds }, ruleIds: ['GG-DIS-10', 'GG-TRAIT-R03'] });
  }
  return cur;
}

/** Uncontrolled Power: its attacks go only at the friend, ally or bystander the GM picked. */
export function uncontrolledOff(s: S, attacker: string, target: string): boolean {
  const c = conditionOn(s, attacker, 'uncontrolled-power');
  const aim = (c?.data as { target?: string } | undefined)?.target;
  return aim !== undefined && inAction(s, aim) && target !== aim;
}

/** Cowardice: a move must end further from the nearest enemy than it began (GG-DIS-12). */
export function cowardMoveProblem(s: S, id: string, to: { q: number; r: number }): Rejection | null {
  if (!hasCondition(s.figures[id]!, 'coward')) return null;
  const from = positionOf(s, id);
  const side = s.figures[id]!.side;
  const foes = s.figureOrder.filter((x) => s.figures[x]!.side !== side && inAction(s, x)).flatMap((x) => positionOf(s, x) ?? []);
  if (!from || foes.length === 0) return null;
  const nearest = (h: { q: number; r: number }) => Math.min(...foes.map((p) => hexDistance(p, h)));
  return nearest(to) > nearest(from) ? null : ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Cowardice has taken hold: it only moves away.', 'GG-DIS-12');
}

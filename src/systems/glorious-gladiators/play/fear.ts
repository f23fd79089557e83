import { hasCondition, hexDistance, type Hex } from '../../../kernel/index.ts';
import { conditionOn, formActive, HOLDS_STILL, imposedOf } from './conditions.ts';
import { effectiveLevel, profile, type S } from './model.ts';
import type { Movement } from './profile.ts';
import { movementRejection } from './move-uses.ts';
import { classRejection, hexesAt } from './movement-class.ts';
import { positionOf, reachable } from './space.ts';
import { cowardMoveProblem } from './trait-rules.ts';
import { slowedMove } from './environment.ts';

// Compulsions to move: Fear (GG-ABL-27) and a Mental Illusion's Fear and Desire (GG-ABL-47), and
// Charm's friendship (GG-ABL-08). Rulings (GG-PLAY-41): "as quickly as possible" is a Move action
// ending on a reachable hex as far from the origin as any (Desire: as near to it as any); an afraid
// character must do so with its first action unless it is cornered (no hex is farther away) or
// resists first; a character under Desire that has arrived takes no other action that turn. Under
// both (GG-PLAY-198), Fear's flee comes first, even from where the Desire holds it, then Desire's move.

/** Where a Fear points: the hex its Area was centred on, else its user where it stands now. */
export function fearOrigin(s: S, id: string, condition = 'afraid'): Hex | null {
  const im = imposedOf(conditionOn(s, id, condition));
  if (!im) return null;
  return im.origin ?? positionOf(s, im.from);
}

/**
 * Movements a figure may use now: a form's move only while the form is on, none spent for the
 * scene or out of its uses (GG-PLAY-160), none its class forbids now (disorientated, prone: GG-MOVE-01;
 * the commands refuse those under their own rule first).
 */
export function usableMovements(s: S, id: string): Movement[] {
  return profile(s, id).movements.filter((m) => (!m.requires || formActive(s, id, m.requires)) && movementRejection(s, id, m.key) === null
    && classRejection(s, id, m) === null);
}

function allowance(s: S, id: string, m: Movement): number {
  return slowedMove(s, id, hexesAt(m, effectiveLevel(s, id, m.key, m.level), hasCondition(s.figures[id]!, 'prone')));
}

/** The hexes a compelled move must end on, per movement: as far from (afraid) or as near to (desire) the origin as any. */
export function compelledHexes(s: S, id: string, condition: 'afraid' | 'desire'): { ability: string; hexes: Hex[] }[] {
  const origin = fearOrigin(s, id, condition);
  const here = positionOf(s, id);
  if (!origin || !here) return [];
  // Held still (no Move action, limits.ts), it is cornered: no compelled move is owed (GG-PLAY-41).
  const fig = s.figures[id]!;
  for (const [c] of HOLDS_STILL) if (hasCondition(fig, c)) return [];
  const now = hexDistance(here, origin);
  const sign = condition === 'afraid' ? 1 : -1;
  // Cowardice that has taken hold allows only moves away from the nearest enemy (GG-DIS-12): the
  // compelled move is the best of those, and none is owed when none is (ruling GG-PLAY-209).
  const coward = hasCondition(fig, 'coward');
  const out: { ability: string; hexes: Hex[] }[] = [];
  for (const m of usableMovements(s, id)) {
    const all = reachable(s, id, allowance(s, id, m), m.mode === 'teleport');
    const hexes = coward ? all.filter((h) => cowardMoveProblem(s, id, h) === null) : all;
    const best = Math.max(...hexes.map((h) => sign * hexDistance(h, origin)), -Infinity);
    if (best > sign * now) out.push({ ability: m.key, hexes: hexes.filter((h) => sign * hexDistance(h, origin) === best) });
  }
  return out;
}

/**
 * The compelled move the figure still owes this turn (GG-ABL-27, GG-ABL-47), or null: each of Fear's
 * and Desire's once a turn, Fear's first when it can be made (ruling GG-PLAY-198). `sys.fled` says
 * which it made: true Fear's flee, 'drawn' Desire's move, 'both'.
 */
export function mustFlee(s: S, id: string): 'afraid' | 'desire' | null {
  const made = s.sys.fled;
  if (made === 'both') return null;
  const fig = s.figures[id]!;
  if (made !== true && hasCondition(fig, 'afraid') && compelledHexes(s, id, 'afraid').length > 0) return 'afraid';
  if (made !== 'drawn' && hasCondition(fig, 'desire') && compelledHexes(s, id, 'desire').length > 0) return 'desire';
  return null;
}

/** Under Desire and already where it was drawn (nothing nearer can be reached): it does nothing useful. */
export function arrived(s: S, id: string): boolean {
  return hasCondition(s.figures[id]!, 'desire') && compelledHexes(s, id, 'desire').length === 0;
}

/** Whether a move is the compelled one: it ends on one of the hexes `compelledHexes` lists. */
export function isCompelledMove(s: S, id: string, ability: string, to: Hex, condition: 'afraid' | 'desire'): boolean {
  return compelledHexes(s, id, condition).some((o) => o.ability === ability && o.hexes.some((h) => hexDistance(h, to) === 0));
}

/** Fear whose origin is its user forbids attacking that user; a Charm forbids attacking the Charmer. */
export function mayNotAttack(s: S, attacker: string, target: string): string | null {
  const afraid = imposedOf(conditionOn(s, attacker, 'afraid'));
  if (afraid?.from === target && !afraid.origin) return 'An afraid character cannot attack the source of its Fear.';
  if (imposedOf(conditionOn(s, attacker, 'charmed'))?.from === target) return 'A charmed character will not attack its new friend.';
  return null;
}

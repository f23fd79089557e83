import { choose, roll } from '../../../dice/index.ts';
import { moveAllowance } from './actions.ts';
import { reactionStrike } from './attack.ts';
import { hexDistance, type EventDraft, type Hex } from '../../../kernel/index.ts';
import { attackDistance, bandCheck, rangeOf } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { countUse, mayUse, useCosts } from './use-costs.ts';
import { actionBan, attackBan } from './limits.ts';
import { brokenBan } from './modifier-rules.ts';
import { effectiveLevel, inAction, isMajor, profile, statusOf, type S } from './model.ts';
import { attackAbilities, type AbilityProfile, type Movement } from './profile.ts';
import { reactionAbility } from './attack-validate.ts';
import { AIMED, blowOptions } from './strength-aim.ts';
import { put, type P } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { activeSpeed } from './speed.ts';
import { lineOfSight, positionOf, pushedTo } from './space.ts';
import { usableMovements } from './fear.ts';
import { hasMoveCosts, moveCosts } from './move-uses.ts';

// Quick reactions (GG-MOD-49) and the Quick-like reactions of Short and Melee (GG-MOD-57, GG-MOD-43):
// the reacting figure's controller is asked; a Speed vs Speed roll needing 6+ (the catalog's ruling:
// T = the opponent's Speed − its own + 6) puts the reaction before the trigger, otherwise it comes
// straight after it if it can still be made. One Quick use between two of its Character Turns.
// Rulings (GG-PLAY-63..65): what triggers them and what they can do.

export type Trigger = 'declared' | 'area' | 'moves';

/** A reaction that lost the Speed roll: it is made once the trigger is over, if it still can be. */
export interface Late {
  readonly reactor: string;
  readonly opponent: string;
  readonly ability: string;
  readonly kind: 'strike' | 'move';
  /** A Super Strength blow aimed with Accuracy, giving up its Knockback (GG-PLAY-112). */
  readonly aim?: boolean;
  /** For a move: the hex it moves away from (the attacker, or the Area's centre) and how far it must get. */
  readonly away?: Hex;
  readonly needed?: number;
}

export interface Reacted {
  readonly s: S;
  /** The trigger no longer happens as declared (its maker is out of action, or it became impossible). */
  readonly late: readonly Late[];
}

/** Whether a figure may still react: in action, free to act, and its one Quick use still unspent. */
export function mayReact(s: S, id: string): boolean {
  return inAction(s, id) && !statusOf(s, id).quick && actionBan(s, id, 'other') === null;
}

/** Whether a reactor can strike an opponent with this ability now: in reach (unless asked before a move), in sight, allowed. */
export function canStrike(s: S, reactor: string, ability: AbilityProfile, opponent: string, checkReach = true): boolean {
  if (!inAction(s, opponent) || !mayUse(s, reactor, ability)) return false;
  const reach = attackDistance(s, reactor, opponent);
  const band = bandCheck(rangeOf(s, reactor, ability), reach);
  if (band === 'personal' || (checkReach && band === 'beyond')) return false;
  const from = positionOf(s, reactor);
  const to = positionOf(s, opponent);
  if (checkReach && from && to && !ability.mods.ignoresWalls && !lineOfSight(s, from, to)) return false;
  return attackBan(s, reactor, ability, opponent, reach) === null && brokenBan(s, reactor, opponent) === null && actionBan(s, reactor, 'attack') === null;
}

const quickAttacks = (s: S, id: string, pick: (a: AbilityProfile) => boolean) => attackAbilities(profile(s, id)).filter(pick);
const quickMoves = (s: S, id: string) => {
  const quick = new Set(profile(s, id).abilities.filter((a) => a.mods.quick).map((a) => a.key));
  return actionBan(s, id, 'move') ? [] : usableMovements(s, id).filter((m) => quick.has(m.key));
};

/** The Speed roll (GG-MOD-49): 6+ with Speed vs Speed goes first. */
function* speedRoll(s: S, reactor: string, opponent: string, ability: string, trigger: Trigger): P<{ s: S; first: boolean }> {
  // Only the Speed active now counts (GG-ABL-59, GG-PLAY-147).
  const needed = activeSpeed(s, opponent) - activeSpeed(s, reactor) + 6;
  const roller = checkRoller(needed, !isMajor(s, reactor));
  let r = yield* roll(roller, 'Quick: Speed vs Speed');
  let cur = s;
  if (rerollAsked(cur, reactor, opponent)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, 'Quick: Speed vs Speed', reactor, opponent));
  const next = yield* put(cur, {
    type: 'gg.quick', ruleIds: ['GG-MOD-49', ...(trigger === 'moves' ? ['GG-MOD-57', 'GG-MOD-43'] : [])],
    data: { figure: reactor, target: opponent, ability, trigger, needed: r.target, faces: [...r.faces], first: r.success },
  });
  return { s: next, first: r.success };
}

function* ask(reactor: string, message: string, options: { value: string; label: string }[], ruleIds: string[]): P<string> {
  if (options.length === 0) return 'none';
  const answer = yield* choose<EventDraft>({ to: reactor, kind: 'quick', message, ruleIds, options: [...options, { value: 'none', label: 'Do not react' }] });
  // The kernel turns a live answer that is no option away (INVALID_ANSWER); only a scripted chooser
  // gets here with one, and going on would make a reaction of nothing or crash further down.
  if (answer !== 'none' && !options.some((o) => o.value === answer)) {
    throw new Error(`Quick reaction prompt to ${reactor} ("${message}"): ${JSON.stringify(answer)} is not one of its options (${[...options.map((o) => o.value), 'none'].join(', ')}).`);
  }
  return String(answer);
}

/** An answer's ability and whether it asked for the blow aimed with Accuracy (blowOptions, GG-PLAY-112). */
function aimed(pick: string): { key: string; aim: boolean } {
  return pick.endsWith(AIMED) ? { key: pick.slice(0, -AIMED.length), aim: true } : { key: pick, aim: false };
}

/** Where a quick move away from `source` ends: straight away, as far as it can go, at least `needed` hexes; null if it cannot. */
function awayHex(s: S, id: string, m: Movement, source: Hex, needed: number): Hex | null {
  const allowance = moveAllowance(s, id, m);
  if (allowance < needed) return null;
  const to = pushedTo(s, id, source, allowance);
  const from = positionOf(s, id);
  return to && from && hexDistance(source, to) - hexDistance(source, from) >= needed ? to : null;
}

/** A Quick move away: a move made with its Movement, so a use of it, counted and rolling its risks after it (GG-PLAY-138, GG-PLAY-160). */
function* quickMove(s: S, id: string, m: Movement, source: Hex, needed: number): P {
  const from = positionOf(s, id);
  const to = awayHex(s, id, m, source, needed);
  if (!from || !to) return s;
  const moved = yield* put(s, {
    type: 'gg.moved', ruleIds: ['GG-MOD-49', 'GG-MOVE-01'],
    data: {
      figure: id, from, to, mode: m.mode, crawl: false, backstep: false, hexes: hexDistance(from, to), quick: true,
      activeMove: { key: m.key, level: effectiveLevel(s, id, m.key, m.level) },
    },
  });
  return hasMoveCosts(moved, id) ? yield* moveCosts(moved, id, m.key) : moved;
}

/** Makes one reaction now: a strike at the opponent, or a move away. */
function* act(s: S, l: Late): P {
  if (!inAction(s, l.reactor)) return s;
  if (l.kind === 'strike') {
    const found = attackAbilities(profile(s, l.reactor)).find((a) => a.key === l.ability);
    // Super Strength's Knockback comes with a reaction's Solid Melee blow too, unless aimed with Accuracy (GG-PLAY-112).
    const ability = found && reactionAbility(s, l.reactor, found, l.aim === true);
    if (!ability) return s;
    // Out of reach once the trigger is over (GG-PLAY-65): no strike, but the log says so, or the
    // reaction it announced would simply never come.
    if (!canStrike(s, l.reactor, ability, l.opponent)) {
      return yield* put(s, { type: 'gg.reaction', data: { figure: l.reactor, target: l.opponent, ability: l.ability, kind: 'out-of-reach' }, ruleIds: ['GG-MOD-49', 'GG-PLAY-65'] });
    }
    const cur = yield* put(s, { type: 'gg.reaction', data: { figure: l.reactor, target: l.opponent, ability: l.ability, kind: 'strike' }, ruleIds: ['GG-MOD-49'] });
    // A Quick strike is a use of its ability: its ammunition, Backfire and the rest count (GG-PLAY-101).
    const r = yield* reactionStrike(yield* countUse(cur, l.reactor, ability), l.reactor, ability, l.opponent);
    return yield* useCosts(r.s, l.reactor, ability, r.face);
  }
  const m = usableMovements(s, l.reactor).find((x) => x.key === l.ability);
  return m && l.away ? yield* quickMove(s, l.reactor, m, l.away, l.needed ?? 1) : s;
}

/** Reactions that lost their Speed roll, made once the trigger is over. */
export function* lateReactions(s: S, late: readonly Late[]): P {
  let cur = s;
  for (const l of late) cur = yield* act(cur, l);
  return cur;
}

/**
 * An opponent declares an attack on the reactor (ruling GG-PLAY-63): it may strike the attacker
 * with a Quick attack that reaches it, or move straight away from it with a Quick movement.
 */
export function* reactToAttack(s: S, attacker: string, target: string, declared: AbilityProfile): P<Reacted> {
  const foes = s.figures[target] !== undefined && s.figures[target].side !== s.figures[attacker]?.side;
  if (attacker === target || !foes || !mayReact(s, target)) return { s, late: [] };
  const strikes = quickAttacks(s, target, (a) => a.mods.quick).filter((a) => canStrike(s, target, a, attacker));
  const from = positionOf(s, attacker);
  const moves = from ? quickMoves(s, target).filter((m) => awayHex(s, target, m, from, 1) !== null) : [];
  const pick = yield* ask(target, `${s.figures[attacker]!.name} attacks you with ${declared.name}: react with a Quick ability?`, [
    ...strikes.flatMap((a) => blowOptions(s, target, a.key, attacker, `strike:${a.key}`, `${a.name} at ${s.figures[attacker]!.name}`)),
    ...moves.map((m) => ({ value: `move:${m.key}`, label: `Move away (${m.name})` })),
  ], ['GG-MOD-49']);
  if (pick === 'none') return { s, late: [] };
  const { key: what, aim } = aimed(pick);
  const kind = what.startsWith('move:') ? 'move' : 'strike';
  const key = what.slice(kind.length + 1);
  const speed = yield* speedRoll(s, target, attacker, key, 'declared');
  const l: Late = { reactor: target, opponent: attacker, ability: key, kind, ...(kind === 'move' ? { away: from!, needed: 1 } : {}), ...(aim ? { aim } : {}) };
  if (!speed.first) return { s: speed.s, late: [l] };
  return { s: yield* act(speed.s, l), late: [] };
}

/**
 * An Area hit the hex (ruling GG-PLAY-64): everyone under it with a Quick movement that can take it
 * out of the template may try; first, it is out before the Area takes effect; otherwise it moves
 * out afterwards, if it still can.
 */
export function* reactToArea(
  s: S, attacker: string, ids: readonly string[], point: Hex, radius: number,
): P<{ s: S; ids: string[]; late: Late[] }> {
  let cur = s;
  const kept: string[] = [];
  const late: Late[] = [];
  for (const id of ids) {
    const at = positionOf(cur, id);
    const needed = at ? radius - hexDistance(point, at) + 1 : 0;
    const moves = at && mayReact(cur, id) && cur.figures[id]!.side !== cur.figures[attacker]?.side
      ? quickMoves(cur, id).filter((m) => awayHex(cur, id, m, point, needed) !== null) : [];
    const pick = yield* ask(id, `${cur.figures[attacker]!.name}'s Area hit your hex: move out of it with a Quick move?`,
      moves.map((m) => ({ value: m.key, label: `Move out (${m.name})` })), ['GG-MOD-49', 'GG-ATK-02']);
    if (pick === 'none') {
      kept.push(id);
      continue;
    }
    const speed = yield* speedRoll(cur, id, attacker, pick, 'area');
    cur = speed.s;
    const l: Late = { reactor: id, opponent: attacker, ability: pick, kind: 'move', away: point, needed };
    if (speed.first) cur = yield* act(cur, l);
    else {
      kept.push(id);
      late.push(l);
    }
  }
  return { s: cur, ids: kept, late };
}

/**
 * A mover goes more than 1 hex and starts or ends in reach of an enemy's Short or Melee ability
 * (ruling GG-PLAY-65; Teleport never sets it off, nor a Short user already engaged with another
 * enemy). Starting in reach, 6+ strikes before the move; otherwise the strike comes after it, if
 * the mover is still in reach.
 */
/** Whether a hex is within a reactor's band for this ability (in it, not merely within twice it). */
function inReach(s: S, id: string, a: AbilityProfile, here: Hex, h: Hex): boolean {
  return bandCheck(rangeOf(s, id, a), hexDistance(here, h)) === 'in';
}

export function* reactToMove(s: S, mover: string, to: Hex, mode: string): P<Reacted> {
  const from = positionOf(s, mover);
  if (!from || mode === 'teleport' || hexDistance(from, to) <= 1) return { s, late: [] };
  let cur = s;
  const late: Late[] = [];
  const side = s.figures[mover]!.side;
  for (const id of s.figureOrder) {
    if (!inAction(cur, mover)) break;
    if (cur.figures[id]!.side === side || !mayReact(cur, id)) continue;
    const here = positionOf(cur, id);
    if (!here) continue;
    const engaged = cur.figureOrder.some((o) => o !== mover && cur.figures[o]!.side !== cur.figures[id]!.side && inAction(cur, o)
      && positionOf(cur, o) !== null && hexDistance(positionOf(cur, o)!, here) <= 1);
    const strikes = quickAttacks(cur, id, (a) => a.mods.onMove && !(engaged && a.modifiers.includes('short')))
      .filter((a) => (inReach(cur, id, a, here, from) || inReach(cur, id, a, here, to)) && canStrike(cur, id, a, mover, false));
    // Nothing to offer: no question (ask would answer 'none' at once), and no message made for it.
    if (strikes.length === 0) continue;
    const pick = yield* ask(id, `${cur.figures[mover]!.name} moves in your reach: strike with a Short or Melee attack?`,
      strikes.flatMap((a) => blowOptions(cur, id, a.key, mover, a.key, `${a.name} at ${cur.figures[mover]!.name}`)), ['GG-MOD-57', 'GG-MOD-43']);
    if (pick === 'none') continue;
    const { key, aim } = aimed(pick);
    const ability = strikes.find((a) => a.key === key)!;
    const l: Late = { reactor: id, opponent: mover, ability: key, kind: 'strike', ...(aim ? { aim } : {}) };
    if (!inReach(cur, id, ability, here, from)) {
      cur = yield* put(cur, { type: 'gg.quick', ruleIds: ['GG-MOD-49', 'GG-MOD-57', 'GG-MOD-43'], data: { figure: id, target: mover, ability: key, trigger: 'moves', first: false } });
      late.push(l);
      continue;
    }
    const speed = yield* speedRoll(cur, id, mover, key, 'moves');
    cur = speed.s;
    if (speed.first) cur = yield* act(cur, l);
    else late.push(l);
  }
  return { s: cur, late };
}

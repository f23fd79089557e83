import { followUpMoveOffers } from './follow-up-move.ts';
import { HEX_DIRECTIONS, hasCondition, hexDistance, hexFromKey, hexLine, type Actor, type Hex, type LegalAction } from '../../../kernel/index.ts';
import { abilityActions, allowedUnderConditions } from './ability-legal.ts';
import { afterFightActions, modifierActions } from './modifier-legal.ts';
import { accuracyVariants, attackVariants, directionVariants, enemiesOf, mainAttacks, offerAction } from './attack-offers.ts';
import { isProne } from './common.ts';
import { outOfUses } from './ammo.ts';
import { heal, moveReach, OWN_ACTION, resist } from './actions.ts';
import { disarm } from './focus.ts';
import { isHidden, mayHide } from './hiding.ts';
import { moveThrough } from './move-through.ts';
import { movementRejection } from './move-uses.ts';
import { classRejection } from './movement-class.ts';
import { moveThroughWall } from './move-through-wall.ts';
import { phaseOffers } from './phase-through.ts';
import { wallOffers } from './walls.ts';
import { abilityName, currentFigure, profile, statusOf, type GgOptions, type S } from './model.ts';
import { profileIndex } from './profile-index.ts';
import { canReach, hasWalls, positionOf } from './space.ts';
import { splitConclusion } from './split-move.ts';
import { cowardMoveProblem } from './trait-rules.ts';
import { switchOffOffer } from './stand-off-offers.ts';
import { rangeToward } from './keep-away.ts';
import type { Movement } from './profile.ts';
import { inHexes } from './hex-words.ts';

/**
 * The commands the acting figure may send now (GG-ACT-01): every legal attack, for each movement
 * the hex that closes on each enemy to a good range and the one that falls back furthest (the map
 * accepts any reachable hex; these are the action bar's and the bots' choices), and the other
 * actions that apply.
 */
export function ggLegalActions(s: S, actor: Actor, options: GgOptions): LegalAction[] {
  if (s.phase === 'ended') return afterFightActions(s, actor, options);
  const id = currentFigure(s);
  if (!id || s.pending || !s.figures[id]) return [];
  const me = s.figures[id];
  if (actor.kind === 'spectator' || (actor.kind === 'player' && me.controller !== actor.id)) return [];
  const st = statusOf(s, id);
  // Put out on its own turn outside an action (the GM's override of Out): it can only pass the turn on (GG-PLAY-04).
  if (st.out || st.outOfPlay) return [{ type: 'gg.end-turn', args: { figure: id }, label: 'End turn', figure: id }];
  const out: LegalAction[] = [];
  // Under Mind Control or Possession it fights for its controller's side (GG-ABL-49, GG-ABL-51).
  const enemies = enemiesOf(s, id);
  const index = profileIndex(profile(s, id));
  const attacks = index.attacks;
  const name = (x: string) => s.figures[x]!.name;
  const follow = s.sys.followUp?.figure === id ? s.sys.followUp : null;
  const offers = mainAttacks(s, id, options, enemies);
  for (const o of offers) out.push(offerAction(s, o));
  for (const o of directionVariants(s, options, offers)) out.push(offerAction(s, o));
  for (const o of accuracyVariants(s, options, offers)) out.push(offerAction(s, o));
  if (!follow && s.sys.actionsLeft > 0 && !s.sys.targeted) {
    for (const ability of attacks) {
      for (const t of enemies) {
        for (const f of profileIndex(profile(s, t)).focus) {
          const args = { figure: id, ability: ability.key, target: t, focus: f.key };
          if (!disarm.validate(s, args as never, { options, actor })) {
            out.push({ type: 'gg.disarm', args, label: `${ability.name} at ${name(t)}'s ${f.name}`, figure: id });
          }
        }
      }
    }
  }
  // A wall in the way of an enemy (GG-SIT-03).
  if (hasWalls(s) && !follow && s.sys.actionsLeft > 0 && !s.sys.targeted) out.push(...wallOffers(s, id, enemies, attacks, options, actor));
  for (const key of st.disarmed) {
    if (s.sys.actionsLeft > 0 && !s.sys.regained) out.push({ type: 'gg.regain-focus', args: { figure: id, ability: key }, label: `Regain ${abilityName(s, id, key)}`, figure: id });
  }
  if (follow) {
    if (offers.length === 0) out.push(...followUpMoveOffers(s, id, options));
    out.push({ type: 'gg.decline-follow-up', args: { figure: id }, label: 'No follow-up', figure: id });
  }
  if (s.sys.actionsLeft > 0 && !s.sys.targeted) {
    for (const m of index.throughMoves) {
      for (const t of enemies) {
        const args = { figure: id, ability: m.key, target: t, level: m.level };
        if (moveThrough.validate(s, args as never, { options, actor })) continue;
        out.push({ type: 'gg.move-through', args, label: `Move Through ${name(t)} (${m.name} ${m.level})`, figure: id });
      }
      // Through a wall hex in reach of its run-up (GG-ATK-11, GG-PLAY-93).
      const here = positionOf(s, id);
      if (!here) continue;
      for (const [key, w] of Object.entries(s.sys.walls)) {
        const at = hexFromKey(key);
        const d = hexDistance(here, at);
        if (d < 3 || d > m.hexesPerLevel * m.level) continue;
        const args = { figure: id, ability: m.key, hex: { q: at.q, r: at.r }, level: m.level };
        if (moveThroughWall.validate(s, args as never, { options, actor })) continue;
        out.push({ type: 'gg.move-through-wall', args, label: `Move Through the ${w.material.replace(/-/g, ' ')} at ${key} (${m.name} ${m.level})`, figure: id });
      }
    }
  }
  if (s.sys.actionsLeft > 0) {
    out.push(...moves(s, id, enemies, index.attackRanges));
    const off = index.noStandOff.length > 0 ? switchOffOffer(s, id, profile(s, id).abilities) : null;
    if (off) out.push(off);
    if (hasWalls(s)) out.push(...phaseOffers(s, id, actor, options));
    if (isProne(s, id)) out.push({ type: 'gg.stand', args: { figure: id }, label: 'Stand up', figure: id });
    for (const a of index.reloads) {
      if ((st.used[a.key] ?? 0) > 0 && s.sys.actionsLeft >= a.uses!.reloadActions && outOfUses(st, a) !== 'GG-MOD-40') {
        out.push({ type: 'gg.reload', args: { figure: id, ability: a.key }, label: `Reload ${a.name}`, figure: id });
      }
    }
    if (hasCondition(me, 'disorientated')) out.push({ type: 'gg.recover', args: { figure: id }, label: 'Recover from disorientated', figure: id });
    // Offered as the command takes it: not its own doing, a Persistent attack's, and so on (limits.ts resistBan).
    for (const c of me.conditions) {
      const args = { figure: id, condition: c.id };
      if (!OWN_ACTION.has(c.id) && !resist.validate(s, args as never, { options, actor })) {
        out.push({ type: 'gg.resist', args, label: `Resist ${c.id.replace(/-/g, ' ')}`, figure: id });
      }
    }
    for (const h of index.heals) {
      for (const ally of s.figureOrder.filter((x) => s.figures[x]!.side === me.side)) {
        const args = { figure: id, ability: h.key, target: ally };
        if (!heal.validate(s, args as never, { options, actor })) out.push({ type: 'gg.heal', args, label: `${h.name} on ${name(ally)}`, figure: id });
      }
    }
    if (st.hindrance > 0) out.push({ type: 'gg.resist-hindrance', args: { figure: id }, label: 'Resist the Hindrance', figure: id });
    for (const [key, n] of Object.entries(st.drained)) {
      if (n > 0) out.push({ type: 'gg.recover-drained', args: { figure: id, ability: key }, label: `Recover drained ${abilityName(s, id, key)}`, figure: id });
    }
    if (!s.sys.stopUsed) {
      for (const t of s.figureOrder) {
        const ts = statusOf(s, t);
        if (s.figures[t]!.side !== me.side && ts.out && !ts.outOfPlay) {
          out.push({ type: 'gg.stop-inactive', args: { figure: id, target: t }, label: `Stop ${name(t)} getting up`, figure: id });
        }
      }
    }
    if (s.sys.actionsLeft >= 2 && !s.sys.targeted && !s.sys.delayed.includes(id)) {
      for (const after of s.sys.order.slice(s.sys.index + 1)) {
        if (s.figures[after]) out.push({ type: 'gg.delay', args: { figure: id, after }, label: `Delay until after ${name(after)}`, figure: id });
      }
    }
  } else if (s.sys.split?.figure === id) {
    out.push(...splitMoves(s, id, enemies, index.attackRanges));
  }
  if (st.moved > 0 && !isHidden(me) && mayHide(s, id)) out.push({ type: 'gg.hide', args: { figure: id }, label: 'Hide', figure: id });
  if (!s.sys.spotted) {
    for (const t of s.figureOrder.filter((x) => s.figures[x]!.side !== me.side && isHidden(s.figures[x]!))) {
      out.push({ type: 'gg.spot', args: { figure: id, target: t }, label: `Look for ${name(t)}`, figure: id });
    }
  }
  out.push(...abilityActions(s, id, actor, options));
  for (const o of attackVariants(s, id, options, offers)) out.push(offerAction(s, o));
  out.push(...modifierActions(s, id, actor, options));
  out.push({ type: 'gg.end-turn', args: { figure: id }, label: 'End turn', figure: id });
  return out.filter((a) => allowedUnderConditions(s, id, a));
}

type Band = { min: number; max: number | null } | null;

/**
 * Moves to offer: for each movement, closing straight on each enemy to a good range (the figure's
 * attacks' best, or out of a shorter reach, keep-away.ts), and falling back directly away from the
 * nearest enemy. Checked one hex at a time with canReach, so open ground costs a few lookups rather
 * than the whole reachable area.
 */
export function moves(s: S, id: string, enemies: readonly string[], bands: readonly Band[]): LegalAction[] {
  const out: LegalAction[] = [];
  const here = positionOf(s, id);
  if (!here) return out;
  const ranges = goodRanges(s, id, enemies, bands);
  const spots = enemySpots(s, enemies);
  const barring = profileIndex(profile(s, id)).barringMoves;
  for (const m of profile(s, id).movements) {
    // Not one spent for the scene or out of its uses (GG-PLAY-160), nor one its class forbids now (GG-MOVE-01).
    if (movementRejection(s, id, m.key) || classRejection(s, id, m)) continue;
    movesWith(out, s, id, m, moveReach(s, id, m), { here, enemies, spots, ranges, means: m.name, title: m.name, barring });
  }
  return out;
}

/**
 * The rest of a Split move once the turn's actions are spent (GG-PLAY-175, GG-PLAY-176): the moves
 * `moves` offers, with its one Movement and no farther than the hexes left, each named as the rest.
 */
export function splitMoves(s: S, id: string, enemies: readonly string[], bands: readonly Band[]): LegalAction[] {
  const out: LegalAction[] = [];
  const here = positionOf(s, id);
  const split = s.sys.split;
  if (!here || !split) return out;
  const rest = splitConclusion(s, { figure: id, ability: split.ability, to: here });
  if (!('m' in rest)) return out;
  const means = rest.m.name;
  const title = `${means}, rest of the split move (${inHexes(rest.reach)})`;
  const around = { here, enemies, spots: enemySpots(s, enemies), ranges: goodRanges(s, id, enemies, bands), means, title, barring: NONE };
  movesWith(out, s, id, rest.m, rest.reach, around);
  return out;
}

const NONE: ReadonlySet<string> = new Set();

/** The range a move closes on each enemy to: the attacks' best, or out of that enemy's shorter reach (GG-PLAY-188). */
function goodRanges(s: S, id: string, enemies: readonly string[], bands: readonly Band[]): number[] {
  const ideal = idealRange(bands);
  const out: number[] = [];
  for (const e of enemies) out.push(rangeToward(s, id, e, ideal));
  return out;
}

const enemySpots = (s: S, enemies: readonly string[]): Hex[] => {
  const spots: Hex[] = [];
  for (const e of enemies) {
    const p = positionOf(s, e);
    if (p) spots.push(p);
  }
  return spots;
};

/**
 * Which way a move the list offers goes: closing on an enemy, falling back from the nearest, or the
 * move Fear (flee) or Desire (drawn) compels (ability-legal.ts). The bot and the conditions' filter
 * tell moves apart by it, never by the label's words.
 */
export type MoveWay = 'close on' | 'fall back' | 'flee' | 'drawn';

/** A move to a hex, and the way it goes. */
export interface MoveOffer extends LegalAction {
  readonly way: MoveWay;
}

interface Around {
  readonly here: Hex;
  readonly enemies: readonly string[];
  readonly spots: readonly Hex[];
  /** The good range toward each enemy, in the same order. */
  readonly ranges: readonly number[];
  /** The movement's name (the map's choice reads it) and the label's first words. */
  readonly means: string;
  readonly title: string;
  /** Movements that would bar one of its attacks (GG-PLAY-187): another's move to the same hex is offered instead. */
  readonly barring: ReadonlySet<string>;
}

/** The moves with one movement of `steps` (see moves). */
function movesWith(out: LegalAction[], s: S, id: string, m: Movement, steps: number, a: Around): void {
  const { here, spots } = a;
  const teleport = m.mode === 'teleport';
  // A Coward only moves away from the nearest enemy (GG-DIS-12): it closes on none.
  const coward = hasCondition(s.figures[id]!, 'coward');
  for (let i = 0; i < a.enemies.length && !coward; i++) {
    const e = a.enemies[i]!;
    const ep = positionOf(s, e);
    if (!ep) continue;
    const d = hexDistance(here, ep);
    const line = hexLine(here, ep);
    for (let k = Math.min(steps, d - a.ranges[i]!); k >= 1; k--) {
      const to = line[k]!;
      if (canReach(s, id, steps, teleport, to)) {
        offerMove(out, id, m.key, a, to, 'close on', `close on ${s.figures[e]!.name}`);
        break;
      }
    }
  }
  if (spots.length === 0) return;
  // The first direction that leaves the nearest enemy furthest.
  let away = HEX_DIRECTIONS[0]!;
  let far = -1;
  for (const d of HEX_DIRECTIONS) {
    const h = { q: here.q + d.q, r: here.r + d.r };
    let nearest = Infinity;
    for (const p of spots) nearest = Math.min(nearest, hexDistance(h, p));
    if (nearest > far) {
      far = nearest;
      away = d;
    }
  }
  for (let k = steps; k >= 1; k--) {
    const to = { q: here.q + away.q * k, r: here.r + away.r * k };
    if (canReach(s, id, steps, teleport, to) && !(coward && cowardMoveProblem(s, id, to))) {
      offerMove(out, id, m.key, a, to, 'fall back', 'fall back');
      break;
    }
  }
}

/** The range moves close to: the furthest minimum of the figure's attacks' bands, at least 1. */
function idealRange(bands: readonly Band[]): number {
  let ideal = 1;
  for (const b of bands) if (b && b.min > ideal) ideal = b.min;
  return ideal;
}

/**
 * Whether `moves` could offer any move that closes in: only on an enemy further than its good
 * range. A cheap question the bot asks before it works out the moves (most turns that get here
 * are already in range).
 */
export function mayCloseIn(s: S, id: string, enemies: readonly string[], bands: readonly Band[]): boolean {
  const here = positionOf(s, id);
  if (!here) return false;
  const ideal = idealRange(bands);
  for (const e of enemies) {
    const ep = positionOf(s, e);
    if (ep && hexDistance(here, ep) - rangeToward(s, id, e, ideal) >= 1) return true;
  }
  return false;
}

/**
 * A move to this hex with this movement (`means`: its name), unless one to the same hex is offered
 * already: then only in place of one with a Movement that would bar one of its attacks, where this
 * one would not (GG-PLAY-187). The map's choice of movement reads `means`.
 */
function offerMove(out: LegalAction[], id: string, key: string, a: Around, to: Hex, way: MoveWay, label: string): void {
  const move: MoveOffer = {
    type: 'gg.move', args: { figure: id, ability: key, to: { q: to.q, r: to.r } }, label: `${a.title}: ${label}`, figure: id, means: a.means, way,
  };
  const i = out.findIndex((o) => o.type === 'gg.move' && hexDistance((o.args as unknown as { to: Hex }).to, to) === 0);
  if (i < 0) out.push(move);
  else if (a.barring.size > 0 && a.barring.has((out[i]!.args as { ability: string }).ability) && !a.barring.has(key)) out[i] = move;
}

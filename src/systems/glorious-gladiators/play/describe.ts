import type { TableEvent } from '../../../kernel/index.ts';
import { describeAbilityEvent } from './ability-system.ts';
import { describeModifierEvent } from './modifier-system.ts';
import { abilityName, type S } from './model.ts';

/**
 * Glorious Gladiators events as log lines everyone at the table reads: who did what, to whom,
 * and what the dice said. Figures are named by id (the web client puts names in); rule IDs are
 * not repeated here, the log shows the event's own `ruleIds` beside the line. Lines for the
 * catalog's abilities and modifiers live beside their rules (ability-system.ts,
 * modifier-system.ts); this file has the core game's and is the system's one `describe`.
 * An event missing a field (an old log, a GM's hand-made one) still reads, never throws.
 * Events name abilities by key (the rules' handle); with the table, a line names each by what its
 * owner's sheet calls it ("Steel Fist", not "punch kick"), as the dice lines already do.
 */
export function describeGgEvent(e: Pick<TableEvent, 'type' | 'data'>, s?: S): string {
  const event = e as TableEvent;
  const names = s ? sheetNames(s) : KEY_WORDS;
  return describeModifierEvent(event, names) ?? describeAbilityEvent(event, names) ?? describeCore(e.type, (e.data ?? {}) as Data, names)
    ?? e.type.replace(/^gg\./, '').replace(/[.-]/g, ' ');
}

/** How a log line names what events hold by key. */
export interface LogNames {
  /** Figure `owner`'s ability (or Focus) `key` by its name there; the key in words when the table does not say. */
  ability(owner: unknown, key: unknown): string;
}

/** An ability or Focus key read as words ("lightning-bolt" reads "lightning bolt"): the names without a table. */
const keyWords = (v: unknown) => (typeof v === 'string' ? v.replace(/-/g, ' ') : 'an ability');

const KEY_WORDS: LogNames = { ability: (_owner, key) => keyWords(key) };

/**
 * Names from the table (model.ts abilityName), else the key in words (a figure gone from the table,
 * an ability it copied or was lent).
 */
function sheetNames(s: S): LogNames {
  return { ability: (owner, key) => (typeof owner === 'string' && typeof key === 'string' ? abilityName(s, owner, key) : keyWords(key)) };
}

type Data = Record<string, unknown>;

/** A value as words: ids and keys as they are ("lightning-bolt" reads "lightning bolt"), anything missing as "?". */
function w(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '?';
}

/** " (rolled 7 needing 5+)", from an event's faces and the roll it needed; empty when it has no dice. */
function rolled(d: Data): string {
  if (!Array.isArray(d.faces) || d.faces.length === 0) return '';
  const needed = d.needed ?? d.target;
  return ` (rolled ${(d.faces as unknown[]).map(w).join(', ')}${typeof needed === 'number' ? ` needing ${needed}+` : ''})`;
}

const hex = (v: unknown) => {
  const p = (v ?? {}) as { q?: unknown; r?: unknown };
  return typeof p.q === 'number' && typeof p.r === 'number' ? `hex ${p.q}, ${p.r}` : typeof v === 'string' ? `hex ${v.replace(',', ', ')}` : 'a hex';
};

/** "1 hit", "2 hits": a count with its noun (also the odds' words, odds-words.ts). */
export const plural = (n: unknown, one: string, many = `${one}s`) => `${w(n)} ${n === 1 ? one : many}`;
const list = (v: unknown) => (Array.isArray(v) && v.length > 0 ? v.map(w).join(', ') : 'nobody');

/**
 * The order with each figure's score beside it and how it was ranked (GG-INIT-01, GG-RULING-02):
 * without the rule, a minor's 9 after a major's 6 reads as a mistake.
 */
function order(d: Data): string {
  const scores = (d.scores ?? {}) as Record<string, unknown>;
  if (!Array.isArray(d.order) || !d.order.some((id) => typeof scores[id as string] === 'number')) return list(d.order);
  // A score from a sheet the viewer may not see is null (kernel sheet-numbers): that figure is named without it.
  const one = (id: unknown) => (typeof scores[id as string] === 'number' ? `${w(id)} (${w(scores[id as string])})` : w(id));
  return `${d.order.map(one).join(', ')}, by Speed × 10 + D, majors before minors at equal Speed`;
}

function describeCore(type: string, d: Data, names: LogNames): string | null {
  const ability = (owner: unknown, key: unknown = d.ability) => names.ability(owner, key);
  switch (type) {
    // Turns (GG-INIT-*, GG-ACT-01).
    case 'gg.order': return `Initiative order: ${order(d)}; the End Game begins on Full Turn ${w(d.endGameTurn)}`;
    case 'gg.round': return `Full Turn ${w(d.round)}: ${list(d.order)} act in that order`;
    case 'gg.turn': return `${w(d.figure)}'s turn (${plural(d.actions, 'action')})`;
    case 'gg.turn.ended': return `${w(d.figure)}'s turn ends${typeof d.reason === 'string' && d.reason !== 'ended' ? ` (${d.reason})` : ''}`;
    case 'gg.action': return `${w(d.figure)} spends an action: ${w(d.action)}`;
    case 'gg.left': return `${w(d.figure)} leaves the turn order${d.hadTurn === true ? ' in the middle of its turn, which passes on' : d.stays === true ? ' as its turn passes' : ''}`;
    case 'gg.delayed': return `${w(d.figure)} delays until after ${w(d.after)}`;
    case 'gg.follow-up': return followUp(d);
    case 'gg.defeated': return `The ${w(d.side)} side is defeated`;
    case 'gg.out-of-play': return `${w(d.figure)} is out of play${typeof d.reason === 'string' ? ` (${d.reason})` : ''}`;
    case 'gg.reactivation': return `${w(d.figure)} ${d.success ? 'reactivates' : 'stays down'}${rolled(d)}${d.outOfPlay ? ' and is out of play' : ''}`;
    case 'gg.stopped': return `${w(d.figure)} keeps ${w(d.target)} down: −1 to its next reactivation roll`;
    // Movement (GG-MOVE-*).
    case 'gg.moved': return moved(d, names);
    case 'gg.split': return d.hexes === 0 ? `${w(d.figure)}'s split move is over`
      : `${w(d.figure)} keeps ${typeof d.hexes === 'number' ? plural(d.hexes, 'hex', 'hexes') : 'part'} of its ${ability(d.figure)} move for the end of its second action (Split)`;
    case 'gg.move-off': return `${w(d.figure)} switches off its ${ability(d.figure)}`;
    case 'gg.stand-off-lapse': {
      const keys = Array.isArray(d.abilities) ? d.abilities : [];
      const what = keys.length === 1 ? `${ability(d.figure, keys[0])} ends` : `${keys.length > 1 ? keys.map((k) => ability(d.figure, k)).join(', ') : 'abilities'} end`;
      return `${w(d.figure)}'s ${ability(d.figure, d.move)} is active without Stand-Off: its Persistent ${what}`;
    }
    case 'gg.dived': return `${w(d.figure)} dives clear of the Area${d.ability ? ` (${ability(d.figure)})` : ''}`;
    case 'gg.deviated': return `${w(d.figure)}'s Area misses its point by ${w(d.missedBy)} and lands at ${hex(d.point)}`;
    case 'gg.breach-footing': return `${w(d.figure)} ${d.success ? 'keeps its footing' : 'loses its footing'} in the breach${rolled(d)}`;
    case 'gg.against-forced-move': return `${w(d.figure)} ${d.success ? `moves against ${w(d.by)}'s ${ability(d.by)}, up to ${plural(d.hexes, 'hex', 'hexes')}` : `cannot move against ${w(d.by)}'s ${ability(d.by)}`}${rolled(d)}`;
    case 'gg.forced-move-vertical': return `${w(d.figure)} forces ${w(d.target)} ${w(d.direction)} ${plural(d.hexes, 'hex', 'hexes')}${d.fall ? ', and it falls' : ''}`;
    // Attacks and what they do (GG-ATK-*, GG-DMG-*).
    case 'gg.hit-roll': return `${w(d.figure)}${d.stray ? '\'s stray shot' : ''} hits ${w(d.target)}${d.ability ? ` with ${ability(d.figure)}` : ''}${rolled(d)}`;
    // An Area aimed at a hex that caught no one (GG-PLAY-206) names the hex.
    case 'gg.missed':
      if (d.point !== undefined) return `${w(d.figure)}'s ${ability(d.figure)} catches no one at ${hex(d.point)}`;
      return `${w(d.figure)}${d.stray ? '\'s stray shot' : ''} misses ${w(d.target)}${d.ability ? ` with ${ability(d.figure)}` : ''}${rolled(d)}`;
    case 'gg.stray': return stray(d, names);
    // Hits left are a sheet's number, kept from those who may not see it (null): they read only what it took.
    // Put out outright, the hits it took are all it had: hidden, the line says only that it is out.
    case 'gg.hit': return d.hits === null && d.out ? `${w(d.target)} is out of action` : `${w(d.target)} takes ${plural(d.hits, 'hit')}${typeof d.hitsLeft === 'number' ? `, ${d.hitsLeft} left` : ''}${d.out ? ': out of action' : ''}`;
    case 'gg.no-result': return `${w(d.target)} shrugs it off${rolled(d)}`;
    case 'gg.immune': return `${w(d.target)} is immune to ${w(d.figure)}'s ${ability(d.figure)}`;
    case 'gg.ally-hit': return `${w(d.figure)}'s shot at ${w(d.target)} strikes ${w(d.ally)}, beside it, instead`;
    case 'gg.caught-in-area': return d.figure === d.target ? `${w(d.figure)} is caught in its own Area` : `${w(d.target)} is caught in ${w(d.figure)}'s Area`;
    case 'gg.riposte': return `${w(d.figure)} strikes back at ${w(d.target)} with ${ability(d.figure)}`;
    case 'gg.minor-attacker': return `${w(d.figure)} is one of the minor characters attacking ${w(d.target)} this Full Turn`;
    case 'gg.attacked': return d.forget ? 'No attack is left for a Telepathic partner to follow' : `${w(d.figure)} attacks ${w(d.target)} with ${ability(d.figure)}; a Telepathic partner may follow it up`;
    case 'gg.hindered': return hindered(d);
    case 'gg.drained': return drained(d, names);
    case 'gg.used': return d.reloaded ? `${w(d.figure)} reloads ${ability(d.figure)}`
      : `${w(d.figure)} has used ${ability(d.figure)} ${w(d.used)}${typeof d.of === 'number' ? ` of ${d.of}` : ''} times`
        + `${d.fired === undefined ? '' : ` (${w(d.fired)}${typeof d.ammo === 'number' ? ` of ${d.ammo}` : ''} this scene)`}`;
    case 'gg.check': return `Ability roll ${d.success ? `succeeds, ${plural(d.boosts, 'Boost')}` : 'fails'}${rolled(d)}`;
    case 'gg.dangerous-wall': return `${w(d.figure)} is hurt by a dangerous wall${typeof d.level === 'number' ? ` (Level ${d.level})` : ''}`;
    // Focuses and Hero Points (GG-ATK-09, GG-DICE-06).
    case 'gg.focus-attack': return `${w(d.figure)} goes for ${w(d.target)}'s ${ability(d.target, d.focus)}: ${!d.hit ? 'misses' : d.disarmed ? 'knocks it away' : 'hits, but it holds on'}${rolled(d)}`;
    case 'gg.disarmed': return d.regained ? `${w(d.figure)} has ${ability(d.figure)} back` : `${w(d.by)} knocks ${w(d.figure)}'s ${ability(d.figure)} away`;
    case 'gg.regain-roll': return `${w(d.figure)} ${d.success ? 'regains' : 'fails to regain'} ${ability(d.figure)}${rolled(d)}`;
    case 'gg.hero-point': return typeof d.awarded === 'number'
      ? `The GM awards ${w(d.figure)} ${plural(d.awarded, 'Hero Point')}${typeof d.left === 'number' ? ` (${d.left} now)` : ''}`
      : `${w(d.figure)} spends a Hero Point to roll again${typeof d.left === 'number' ? ` (${d.left} left)` : ''}`;
    // Situations and other actions (GG-SIT-*, GG-ACT-01).
    case 'gg.hide': return `${w(d.figure)} ${d.success ? 'hides' : 'fails to hide'}${rolled(d)}`;
    case 'gg.spot': return `${w(d.figure)} ${d.success ? 'spots' : 'does not spot'} ${w(d.target)}${rolled(d)}`;
    case 'gg.resisted': return `${w(d.figure)} ${d.success ? 'throws off' : 'fails to throw off'} ${keyWords(d.condition)}${rolled(d)}`;
    case 'gg.healed': return healed(d);
    case 'gg.duplicate-attempt': return `${w(d.figure)} tries to duplicate ${w(d.target)}: ${!d.hit ? 'misses' : d.success ? 'succeeds' : 'hits, but it fails'}`;
    case 'gg.wall': return wall(d);
    case 'gg.openings': return `Doorways and gates open on the map: ${Array.isArray(d.openings) ? d.openings.length : 0}`;
    case 'gg.gate-refused': return `${w(d.figure)}'s gate does not open`;
    case 'gg.zones': return `Areas that stay on the map: ${Array.isArray(d.zones) ? d.zones.length : 0}`;
    // After the fight (GG-DMG-05..07).
    case 'gg.wound': return `${w(d.figure)} rolls on the wound table: ${w(d.wound)}${d.returns ? ', and will return from the dead' : ''}`;
    case 'gg.pursuit': return `${w(d.pursuer)} ${d.caught ? 'catches' : 'does not catch'} ${w(d.figure)}${rolled(d)}`;
    default: return null;
  }
}

function followUp(d: Data): string {
  const f = d.followUp as { figure?: unknown; target?: unknown; left?: unknown } | null | undefined;
  if (!f) return 'No follow-up attack is left';
  return `${w(f.figure)} may follow up on ${w(f.target)} (${plural(f.left, 'attack')} left)`;
}

function moved(d: Data, names: LogNames): string {
  const how = d.crawl ? 'crawls' : 'moves';
  const by = (d.activeMove as { key?: unknown } | null | undefined)?.key;
  const hexes = typeof d.hexes === 'number' ? ` ${plural(d.hexes, 'hex', 'hexes')}` : '';
  return `${w(d.figure)} ${how}${hexes} to ${hex(d.to)}${typeof by === 'string' ? ` (${names.ability(d.figure, by)})` : ''}${d.backstep ? ', stepping back from an enemy' : ''}`
    + (d.followUp ? ' to bring a target into range for its follow-up' : '');
}

/** Where a missed attack went (GG-ATK-10): short, over, to one side, through the target's hex, or 1 hex off. */
function stray(d: Data, names: LogNames): string {
  const shot = `${w(d.figure)}'s ${d.ability ? names.ability(d.figure, d.ability) : 'shot'}`;
  const wall = d.wall ? `, until the wall at ${hex(d.wall)} stops it` : '';
  switch (d.kind) {
    case 'short': return `${shot} falls short of ${w(d.target)} into the ground at ${hex(d.hex)}${wall}`;
    case 'over': return `${shot} goes high over ${w(d.target)} through ${hex(d.hex)} and flies on${wall}`;
    case 'side': return `${shot} goes wide of ${w(d.target)} through ${hex(d.hex)} and flies on${wall}`;
    case 'through': return `${shot} passes through ${w(d.target)}'s hex and flies on${wall}`;
    default: return `${shot} misses ${w(d.target)} and goes astray to ${hex(d.hex)}`;
  }
}

function hindered(d: Data): string {
  const points = typeof d.points === 'number' ? d.points : 0;
  return points < 0
    ? `${w(d.target)} shakes off ${plural(-points, 'Hindrance point')} (${w(d.hindrance)} left)${rolled((d.roll ?? {}) as Data)}`
    : `${w(d.target)} is hindered: ${plural(d.hindrance, 'Hindrance point')} in all`;
}

function drained(d: Data, names: LogNames): string {
  const ability = names.ability(d.target, d.ability);
  const levels = typeof d.levels === 'number' ? d.levels : 0;
  if (typeof d.repairedBy === 'string') return `${d.repairedBy} repairs ${w(d.target)}'s ${ability}: ${plural(d.drained, 'Level')} still drained`;
  if (levels < 0) return `${w(d.target)} recovers ${plural(-levels, 'drained Level')} of ${ability} (${w(d.drained)} still drained)`;
  return `${w(d.target)}'s ${ability} is drained by ${plural(levels, 'Level')} (${w(d.drained)} in all)`;
}

function healed(d: Data): string {
  // Its hits after are of its sheet, null to a viewer who may not see it: the line says only that it healed.
  const back = d.hits === null ? '' : `: back to ${plural(d.hits, 'hit')}`;
  if (typeof d.minutes === 'number') return `${w(d.figure)} rests ${d.minutes} minutes${back}`;
  if (d.success === false) return `${w(d.by)} fails to heal ${w(d.figure)}${rolled(d)}`;
  return `${w(d.by)} heals ${w(d.figure)}${back}${rolled(d)}`;
}

/** Walls change in many ways (GG-SIT-01/03, GG-ABL-18/20/70, GG-ATK-11): the event's flags say which. */
function wall(d: Data): string {
  const at = hex(d.at ?? d.hex);
  if (d.ended) return `The wall at ${at} is gone: ${w(d.by)}'s ability has ended`;
  if (d.closed) return `The doorway at ${at} closes`;
  if (d.door) return `${w(d.by)} opens a doorway through the wall at ${at}`;
  if (typeof d.breached === 'boolean' && typeof d.by === 'string') {
    // Disintegration rolls against the wall and deals no hits (GG-ABL-18).
    if (d.hits === undefined && !d.moveThrough) return `${d.by} ${d.breached ? 'disintegrates' : 'fails to disintegrate'} the wall at ${at}${rolled(d)}`;
    const left = (d.wall as { hits?: unknown } | null | undefined)?.hits;
    return `${d.by} ${d.moveThrough ? 'runs into' : 'hits'} the wall at ${at}: ${d.breached ? 'it is breached' : typeof left === 'number' ? `${plural(left, 'hit')} left` : 'it holds'}${rolled(d)}`;
  }
  if (typeof d.by === 'string') return `${d.by} raises a wall at ${at}`;
  return d.wall ? `The GM puts a wall at ${at}` : `The GM clears the wall at ${at}`;
}

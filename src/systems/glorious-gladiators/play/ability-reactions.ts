import { choose, roll } from '../../../dice/index.ts';
import type { EventDraft, Hex } from '../../../kernel/index.ts';
import { mainTypeOf } from '../catalog/vocabulary.ts';
import { checkRoller } from './check.ts';
import { formActive, formLevel, withHandler } from './conditions.ts';
import { insubstantialTypes } from './phasing.ts';
import { effectiveLevel, inAction, isMajor, profile, type S } from './model.ts';
import { coversAbility, type AbilityProfile } from './profile.ts';
import { put, type P } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { absorb } from './absorption.ts';
import { counterReach } from './counter-path.ts';
import { anyoneHas } from './profile-index.ts';
import { positionOf } from './space.ts';

// The abilities that answer an attack on their holder: Counter before it lands (GG-ABL-12),
// Insubstantial when it would take effect (GG-ABL-42), Absorption and Psychic Backlash when it hits
// (GG-ABL-01, GG-ABL-54), Reflection when it fails (GG-ABL-56). The attack passes its own strike
// and result steps in, so a reflected or backlash attack is rolled exactly like any other. Rulings: GG-PLAY-51.

export interface Strikes {
  /** A free attack by `from` (no reactions to it: no riposte, reflection or counter). */
  strike(s: S, from: string, ability: AbilityProfile, to: string): P<{ hit: boolean; s: S }>;
  /** A result roll and its effects against a figure already hit. */
  afterHit(s: S, from: string, ability: AbilityProfile, to: string): P<{ hit: boolean; s: S }>;
}

/** Whether a Counter is up on its owner: Always On or Persistent, or activated this turn (GG-ABL-12). */
function counterReady(s: S, id: string, c: AbilityProfile): boolean {
  return c.duration !== 'instant' || s.figures[id]!.conditions.some((x) => x.id === 'countering');
}

/**
 * Counter (GG-ABL-12): before a Direct, Indirect or Seeking ability aimed at a Counter's owner (any
 * ability in its range with Overwatch) lands, the owner may counter it: to hit it against Defence 0,
 * then the Counter's Level against the incoming Level; any success cancels it.
 */
export function* counterBefore(s: S, attacker: string, ability: AbilityProfile, target: string, at?: Hex): P<{ s: S; countered: boolean }> {
  let cur = s;
  for (const id of cur.figureOrder) {
    if (id === attacker || !inAction(cur, id) || cur.figures[id]!.side === cur.figures[attacker]!.side) continue;
    for (const c of withHandler(profile(cur, id), 'counter').filter((x) => counterReady(cur, id, x) && coversAbility(x, ability))) {
      const overwatch = c.options['overwatch'] === true;
      if (id !== target && !overwatch) continue;
      if (id === target && !overwatch && ability.targeting.method === 'area') continue;
      // It must reach some hex of the ability's path from its user to its target (GG-PLAY-89).
      const reach = counterReach(cur, id, c, attacker, target, at);
      if (reach === null) continue;
      const answer = yield* choose<EventDraft>({
        to: id, kind: 'counter', message: `Counter ${cur.figures[attacker]!.name}'s ${ability.name} with ${c.name}?`, ruleIds: ['GG-ABL-12'],
        options: [{ value: 'counter', label: `Counter it (${c.name} ${c.level})` }, { value: 'let', label: 'Let it come' }],
      });
      if (answer !== 'counter') continue;
      const minor = !isMajor(cur, id);
      // Against the ability's Defence 0: a Direct Counter with its owner's Accuracy, a Seeking or
      // Indirect one with its own (GG-ATK-01, GG-ATK-03).
      const direct = c.targeting.method === 'direct';
      const aimLevel = direct ? (profile(cur, id).toHit['direct'] ?? 0) : c.targeting.base + c.toHitBonus;
      const needed = 0 - aimLevel + 5 + (reach === 'penalty' ? 2 : 0);
      const aimRoller = checkRoller(needed, minor, direct ? null : c.autoMissAtOrBelow);
      let aim = yield* roll(aimRoller, `${c.name} to hit the ${ability.name}`);
      // Both rolls are made against the attacker's ability: a PC attacker may make them re-roll (GG-PLAY-260).
      if (rerollAsked(cur, id, attacker)) ({ r: aim, s: cur } = yield* heroThenLuck(cur, aimRoller, aim, `${c.name} to hit the ${ability.name}`, id, attacker));
      const level = effectiveLevel(cur, id, c.key, c.level);
      const against = effectiveLevel(cur, attacker, ability.key, ability.level);
      const roller = checkRoller(against - level + 5, minor);
      let r = aim.success ? yield* roll(roller, `${c.name} against ${ability.name}`) : null;
      if (r && rerollAsked(cur, id, attacker)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, `${c.name} against ${ability.name}`, id, attacker));
      const countered = r?.success === true;
      cur = yield* put(cur, {
        type: 'gg.countered', ruleIds: ['GG-ABL-12'],
        data: {
          figure: id, target: attacker, ability: ability.key, counter: c.key, hit: aim.success,
          faces: [...aim.faces, ...(r?.faces ?? [])], countered,
        },
      });
      if (countered) return { s: cur, countered: true };
    }
  }
  return { s: cur, countered: false };
}

/**
 * Counter against an Area on the map (GG-ABL-12, GG-PLAY-89): it interrupts the ability as a whole,
 * so it is asked once for the attack, on the path to the hex aimed at, before that hex is rolled for,
 * and a success cancels the whole Area. Off the map the Area strikes its one target, and the strike
 * asks as for any attack (attack.ts), so either way once.
 */
export function* counterArea(s: S, attacker: string, ability: AbilityProfile, target: string, at?: Hex): P<{ s: S; countered: boolean }> {
  const onMap = ability.targeting.method === 'area' && ability.area && positionOf(s, attacker) && (at ?? positionOf(s, target));
  if (!onMap || !anyoneHas(s, 'counters', attacker)) return { s, countered: false };
  return yield* counterBefore(s, attacker, ability, target, at);
}

/** Attacks Insubstantial can shrug off: Damage, Hinder, Forced Move, Trap, and the pushes they bring (GG-ABL-42). */
const shrugged = (a: AbilityProfile) => a.damage !== null || a.hinder !== null || a.push !== null || a.specials.includes('trap');

/**
 * Insubstantial (GG-ABL-42): when such an attack of a Type it is insubstantial to would take
 * effect, its Level against 3; a success cancels every effect, Knockback and Knockdown included.
 * Works on Insubstantial (GG-MOD-69) gets past it.
 */
export function* insubstantialCancels(s: S, attacker: string, ability: AbilityProfile, target: string): P<{ s: S; cancelled: boolean }> {
  if (!formActive(s, target, 'insubstantial') || !shrugged(ability) || ability.mods.worksOnInsubstantial) return { s, cancelled: false };
  const types = insubstantialTypes(s, target);
  if (!ability.types.some((t) => types.includes(t) || types.includes(mainTypeOf(t)))) return { s, cancelled: false };
  const level = formLevel(s, target, 'insubstantial');
  const roller = checkRoller(3 - level + 5, !isMajor(s, target));
  let r = yield* roll(roller, 'insubstantial');
  let cur = s;
  // The target's own roll; the attack it shrugs off is the attacker's (GG-PLAY-260).
  if (rerollAsked(cur, target, attacker)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, 'insubstantial', target, attacker));
  cur = yield* put(cur, {
    type: 'gg.insubstantial', ruleIds: ['GG-ABL-42'],
    data: { figure: target, attacker, ability: ability.key, level, needed: r.target, faces: [...r.faces], cancelled: r.success },
  });
  return { s: cur, cancelled: r.success };
}

/** Absorption and Psychic Backlash, once an attack has hit their holder (GG-ABL-01, GG-ABL-54). */
export function* onHit(s: S, attacker: string, ability: AbilityProfile, victim: string, x: Strikes): P {
  let cur = s;
  if (!cur.figures[victim]) return cur;
  // Absorption shares half the attack's Levels among the abilities it feeds (GG-PLAY-107).
  if (ability.damage) cur = yield* absorb(cur, attacker, ability, victim);
  // "If the target is hit ... the attacker is automatically hit" (seed L143): whatever the result
  // does to the holder, in action or not (GG-PLAY-106).
  if (ability.types.includes('psychic') && cur.figures[attacker]) {
    for (const b of withHandler(profile(cur, victim), 'psychic-backlash')) {
      if (!inAction(cur, attacker)) break;
      const blast: AbilityProfile = { ...b, ability: 'damage', types: ['psychic'], damage: { hits: 1, boostsPerExtraHit: 2 }, conditions: [], push: null, hinder: null, drain: null };
      cur = yield* put(cur, { type: 'gg.backlash', data: { figure: victim, target: attacker, ability: b.key, level: b.level }, ruleIds: ['GG-ABL-54'] });
      cur = (yield* x.afterHit(cur, victim, blast, attacker)).s;
    }
  }
  return cur;
}

/**
 * Whether a Reflection covers this attack: its named ability, of its Types or of the Source it was
 * bought against, Bullet Only / Not Melee as bought (GG-ABL-56).
 */
export function reflects(r: AbilityProfile, ability: AbilityProfile): boolean {
  const named = typeof r.options['ability'] === 'string' ? r.options['ability'].toLowerCase().trim() : '';
  if (named !== ability.ability && named !== ability.ability.replace(/-/g, ' ')) return false;
  if (!coversAbility(r, ability)) return false;
  if (r.options['bullet-only'] === true && !ability.modifiers.includes('bullet')) return false;
  return !(r.options['not-melee'] === true && ability.modifiers.includes('melee'));
}

/** Reflection: an attack it covers that failed to affect its holder may be sent straight back, free (GG-ABL-56). */
export function* onNoEffect(s: S, attacker: string, ability: AbilityProfile, target: string, reactive: boolean, x: Strikes): P {
  let cur = s;
  if (reactive || !cur.figures[target] || !inAction(cur, target) || !cur.figures[attacker]) return cur;
  const r = withHandler(profile(cur, target), 'reflection').find((y) => reflects(y, ability));
  if (!r) return cur;
  const answer = yield* choose<EventDraft>({
    to: target, kind: 'reflect', message: `${ability.name} failed: send it back at ${cur.figures[attacker].name}?`, ruleIds: ['GG-ABL-56'],
    options: [{ value: 'reflect', label: 'Reflect it' }, { value: 'keep', label: 'Let it go' }],
  });
  if (answer !== 'reflect') return cur;
  cur = yield* put(cur, { type: 'gg.reflected', data: { figure: target, target: attacker, ability: ability.key, level: ability.level }, ruleIds: ['GG-ABL-56'] });
  return (yield* x.strike(cur, target, ability, attacker)).s;
}

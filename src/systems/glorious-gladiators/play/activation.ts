import { roll } from '../../../dice/index.ts';
import { hasCondition, hexDistance, kernelEvent, type Json } from '../../../kernel/index.ts';
import { moveAllowance } from './actions.ts';
import { outOfUses } from './ammo.ts';
import { d10, d6 } from './check.ts';
import { endBoosts } from './burnout.ts';
import { spendAction } from './common.ts';
import { mounts } from './equipment.ts';
import { currentFigure, inAction, profile, statusOf, type S } from './model.ts';
import { afterUse, gmSaysItWorks, lastingExhausts } from './modifier-rules.ts';
import { endInstance, instancesOf, persistAtTurnStart, persistingAbilities, sweepPersisting } from './persistence.ts';
import type { AbilityProfile } from './profile.ts';
import { profileIndex } from './profile-index.ts';
import { put, type P } from './put.ts';
import { atLeast, avoiding, heroAgain, heroAsked } from './hero-points.ts';
import { positionOf, step } from './space.ts';

// The modifiers that decide whether an ability is on at all: Activation Roll and Complex's roll
// (GG-MOD-01, GG-MOD-11), Uncontrollable (GG-MOD-62), Fades on what an ability keeps up on
// someone (GG-MOD-19) and Concentration (GG-MOD-12). Rulings GG-PLAY-68..70.

/**
 * The D an ability must reach to take effect this time. An attack rolls it each time it is used
 * or, Persistent, each time it acts (`forEffect`); Complex's 5+ applies only to an ability that
 * makes no to-hit roll, so an attack never makes it.
 */
export function* activationRoll(s: S, figure: string, ability: AbilityProfile, forEffect: boolean): P<{ s: S; works: boolean }> {
  const needed = ability.mods.activation;
  if (needed === null || (forEffect && ability.attack && !ability.modifiers.includes('activation-roll'))) return { s, works: true };
  let face = yield* roll(d10, `${ability.name} activation`);
  let cur = s;
  if (heroAsked(cur, figure, null)) ({ r: face, s: cur } = yield* heroAgain(cur, d10, face, `${ability.name} activation`, figure, null, atLeast(needed)));
  const works = face >= needed;
  const next = yield* put(cur, {
    type: 'gg.activation', ruleIds: [ability.modifiers.includes('activation-roll') ? 'GG-MOD-01' : 'GG-MOD-11'],
    data: { figure, ability: ability.key, needed, face, works, ...(forEffect ? {} : { turn: true }) },
  });
  return { s: next, works };
}

/** The conditions a figure keeps up with an ability: [target, condition id, its data]. */
function keptUp(s: S, user: string, ability: string): [string, string, Record<string, Json>][] {
  const out: [string, string, Record<string, Json>][] = [];
  for (const id of s.figureOrder) {
    for (const c of s.figures[id]!.conditions) {
      const d = c.data as Record<string, Json> | undefined;
      if (d && d.from === user && d.ability === ability) out.push([id, c.id, d]);
    }
  }
  return out;
}

/**
 * At the start of a figure's turn, before it acts: its Burnout boosts end (and roll), its Personal
 * abilities with an Activation Roll (or Complex's roll) roll to be on this turn, and the GM says
 * whether its Limited ones work; what its Fading abilities keep up on others loses a
 * Level; its Persistent areas and Targets act (persistence.ts).
 */
export function modifiersAtTurnStart(s: S, id: string): P | null {
  // Most turns: no boost to end, and nothing at the turn's start or kept up (no generator made then).
  if (!s.figures[id]) return null;
  const persisting = (s.sys.persisting?.length ?? 0) > 0;
  const idle = !inAction(s, id) || (!persisting && !profileIndex(profile(s, id)).turnStartRules);
  if (statusOf(s, id).boosted.length === 0 && idle) return null;
  return atTurnStart(s, id);
}

function* atTurnStart(s: S, id: string): P {
  let cur = statusOf(s, id).boosted.length > 0 ? yield* endBoosts(s, id) : s;
  if (!inAction(cur, id)) return cur;
  const p = profile(cur, id);
  // Most figures have nothing that acts at their turn's start: skip the search then.
  if (!profileIndex(p).turnStartRules) return (cur.sys.persisting?.length ?? 0) > 0 ? yield* persistAtTurnStart(cur, id) : cur;
  for (const a of p.abilities) {
    if (a.mods.activation !== null && !a.attack) {
      const r = yield* activationRoll(cur, id, a, false);
      cur = r.s;
    }
    // Limited on what is not an attack: the GM says at its user's turn whether it works this turn (GG-MOD-39).
    if (a.mods.limited !== null && !a.attack) {
      const r = yield* gmSaysItWorks(cur, id, a);
      cur = yield* put(r.s, { type: 'gg.activation', data: { figure: id, ability: a.key, needed: null, face: null, works: r.works, turn: true }, ruleIds: ['GG-MOD-39'] });
    }
    // Exhausts "each turn on which it is active" (GG-PLAY-139): an extra d10 for what is on without a roll of
    // its own now; a Persistent area or Target rolls with its result as it acts (persistence.ts).
    if (lastingExhausts(a) && activeThrough(cur, id, a)) cur = yield* afterUse(cur, id, a, undefined, false, false);
    if (!a.mods.fades) continue;
    for (const [target, condition, data] of keptUp(cur, id, a.key)) {
      const level = (typeof data.level === 'number' ? data.level : a.level) - 1;
      cur = level <= 0
        ? yield* put(cur, kernelEvent('table.condition.removed', { figure: target, condition, reason: 'rule' }, { ruleIds: ['GG-MOD-19'] }))
        : yield* put(cur, kernelEvent('table.condition.added', {
          figure: target, condition: { ...cur.figures[target]!.conditions.find((c) => c.id === condition)!, data: { ...data, level } },
        }, { ruleIds: ['GG-MOD-19'] }));
    }
  }
  return (cur.sys.persisting?.length ?? 0) > 0 ? yield* persistAtTurnStart(cur, id) : cur;
}

/**
 * Whether an ability is on through its user's turn without a roll of its own then: an Always On one
 * that is not an attack (not switched off, GG-MOD-62), one that keeps something up on a figure (a
 * form switched on, an effect on a target), or a Persistent Movement kept on since it last moved its
 * user, to Dodge Areas (seed L238; GG-PLAY-161); not one acting as a Persistent instance, nor one spent.
 */
function activeThrough(s: S, id: string, a: AbilityProfile): boolean {
  const st = statusOf(s, id);
  if (st.spent.includes(a.key) || st.off[a.key] !== undefined || instancesOf(s, id, a.key).length > 0) return false;
  if (a.duration === 'persistent' && st.activeMove?.key === a.key) return a.uses === null || outOfUses(st, a) === null;
  return (a.duration === 'always-on' && !a.attack) || keptUp(s, id, a.key).length > 0;
}

/** Conditions that take actions away or take control of them: Concentration ends (GG-MOD-12). */
const BREAKING = ['stunned', 'mesmerised', 'stung', 'mind-controlled', 'possessed', 'mad'];

/**
 * Concentration (GG-MOD-12): an effect a Concentration ability keeps up ends as soon as its user
 * takes a hit (it has fewer hits than when the effect began), loses actions or loses control.
 */
function* concentration(s: S): P {
  let cur = s;
  for (const id of cur.figureOrder) {
    const p = profile(cur, id);
    for (const a of p.abilities) {
      if (!a.mods.concentration) continue;
      const up = keptUp(cur, id, a.key).length > 0 || persistingAbilities(cur, id).includes(a.key);
      const mark = statusOf(cur, id).concentrating[a.key];
      if (!up) {
        if (mark !== undefined) cur = yield* put(cur, { type: 'gg.concentrating', data: { figure: id, ability: a.key, hits: null }, ruleIds: ['GG-MOD-12'] });
        continue;
      }
      const st = statusOf(cur, id);
      const why = !inAction(cur, id) ? 'out of action' : mark !== undefined && st.hits < mark ? 'took a hit'
        : BREAKING.find((c) => hasCondition(cur.figures[id]!, c)) ?? null;
      if (why === null) {
        if (mark === undefined) cur = yield* put(cur, { type: 'gg.concentrating', data: { figure: id, ability: a.key, hits: st.hits }, ruleIds: ['GG-MOD-12'] });
        continue;
      }
      cur = yield* put(cur, { type: 'gg.concentration-broken', data: { figure: id, ability: a.key, why }, ruleIds: ['GG-MOD-12'] });
      for (const inst of instancesOf(cur, id, a.key)) cur = yield* endInstance(cur, inst.id, 'concentration broken');
      for (const [target, condition] of keptUp(cur, id, a.key)) {
        cur = yield* put(cur, kernelEvent('table.condition.removed', { figure: target, condition, reason: 'rule' }, { ruleIds: ['GG-MOD-12'] }));
      }
    }
  }
  return cur;
}

/**
 * Uncontrollable (GG-MOD-62): as the acting figure's second action begins, a D for each such
 * ability; on a 1 it switches off if on, on if off, and the action is spent on it. A movement
 * instead moves 1D hexes (up to its reach) in a random direction.
 */
function* uncontrollable(s: S): P {
  const id = currentFigure(s);
  if (!id || s.sys.actionsLeft !== 1 || s.sys.uncontrolled || s.sys.followUp || !inAction(s, id)) return s;
  const wild = profile(s, id).abilities.filter((a) => a.mods.uncontrollable);
  if (wild.length === 0) return s;
  let cur = yield* put(s, { type: 'gg.uncontrolled', data: { figure: id }, ruleIds: ['GG-MOD-62'] });
  for (const a of wild) {
    let face = yield* roll(d10, `${a.name} uncontrollable`);
    if (heroAsked(cur, id, null)) ({ r: face, s: cur } = yield* heroAgain(cur, d10, face, `${a.name} uncontrollable`, id, null, avoiding(1, 1)));
    if (face !== 1 || cur.sys.actionsLeft <= 0) {
      cur = yield* put(cur, { type: 'gg.toggled', data: { figure: id, ability: a.key, face, toggled: false }, ruleIds: ['GG-MOD-62'] });
      continue;
    }
    cur = yield* spendAction(cur, id, `${a.name} (uncontrollable)`);
    const move = profile(cur, id).movements.find((m) => m.key === a.key);
    const from = positionOf(cur, id);
    if (move && from) {
      const hexes = Math.min(yield* roll(d10, `${a.name} distance`), moveAllowance(cur, id, move));
      const direction = yield* roll(d6, `${a.name} direction`);
      let to = from;
      for (let i = 1; i <= hexes; i++) {
        const next = step(from, direction - 1, i);
        if (cur.sys.walls[`${next.q},${next.r}`] || cur.figureOrder.some((o) => o !== id && positionOf(cur, o)?.q === next.q && positionOf(cur, o)?.r === next.r)) break;
        to = next;
      }
      cur = yield* put(cur, { type: 'gg.toggled', data: { figure: id, ability: a.key, face, toggled: true, moved: hexDistance(from, to) }, ruleIds: ['GG-MOD-62'] });
      cur = yield* put(cur, {
        type: 'gg.moved', ruleIds: ['GG-MOD-62', 'GG-MOVE-01'],
        data: {
          figure: id, from, to, mode: move.mode, crawl: false, backstep: false, hexes: hexDistance(from, to),
          activeMove: { key: move.key, level: move.level },
        },
      });
      continue;
    }
    const off = statusOf(cur, id).off[a.key] !== 'toggled';
    cur = yield* put(cur, { type: 'gg.toggled', data: { figure: id, ability: a.key, face, toggled: true, off }, ruleIds: ['GG-MOD-62'] });
  }
  return cur;
}

/**
 * After every action: Concentration breaks, Persistent areas catch whoever entered, Mounts come
 * back, Uncontrollable rolls. Each only where it can apply: this runs after every action, so it
 * hands back the steps to run, or null when none applies (most actions: no generator made).
 */
export function modifiersAfterAction(s: S): P | null {
  let concentrates = false;
  let mounted = false;
  for (const id of s.figureOrder) {
    concentrates ||= profileIndex(profile(s, id)).concentration;
    mounted ||= statusOf(s, id).mountAt !== null;
  }
  const id = currentFigure(s);
  const wild = id !== null && s.figures[id] !== undefined && profileIndex(profile(s, id)).uncontrollable;
  return concentrates || mounted || wild || (s.sys.persisting?.length ?? 0) > 0 ? afterAction(s, concentrates, mounted) : null;
}

function* afterAction(s: S, concentrates: boolean, mounted: boolean): P {
  let cur = s;
  if (concentrates) cur = yield* concentration(cur);
  if ((cur.sys.persisting?.length ?? 0) > 0) cur = yield* sweepPersisting(cur);
  if (mounted) cur = yield* mounts(cur);
  const id = currentFigure(cur);
  return id && cur.figures[id] && profileIndex(profile(cur, id)).uncontrollable ? yield* uncontrollable(cur) : cur;
}

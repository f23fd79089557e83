import { hexDistance, hexesWithin, hexKey, hexLine, type Hex } from '../../../kernel/index.ts';
import { activationRoll } from './activation.ts';
import { attachedHexes, attachedRadius, attachedUse, isAttached, passedOver, turnKey } from './attached-area.ts';
import { afterHit, reactionStrike } from './attack.ts';
import { inAction, profile, type Persisting, type S } from './model.ts';
import { afterUse, lastingExhausts } from './modifier-rules.ts';
import type { AbilityProfile } from './profile.ts';
import { placesOf, samePlaces, wentThrough } from './persistent-crossing.ts';
import { put, type P } from './put.ts';
import { positionOf } from './space.ts';

// Persistent Barrier, Target and Sticky attacks (GG-MOD-45) as instances that stay: a Barrier on
// the hexes of its template, a Target on the individuals it affected, a Sticky on both. Each acts
// at the start of its user's turn; a Barrier or Sticky also acts on whoever enters its hexes, a
// Sticky on whoever ends its turn there. In its hexes it attacks as it did (to hit, then the
// result); on a Target that left them, the result alone, and a Target it gets no result on is
// free of it. Whoever went through a Barrier's or Sticky's hexes in an action entered it, though
// it ended outside (persistent-crossing.ts). Rulings GG-PLAY-66..67, GG-PLAY-95. An Attached Area
// is a Barrier whose hexes follow its user, striking each target once a turn (attached-area.ts,
// GG-PLAY-91).

/** The hexes an attack's template covers: a Burst's, a Line's, or the target's own hex. */
type Template = { point: Hex; radius: number | null } | undefined;

export function templateHexes(s: S, user: string, ability: AbilityProfile, target: string, template: Template): string[] {
  if (!template) {
    const at = positionOf(s, target);
    return at ? [hexKey(at)] : [];
  }
  if (template.radius !== null) return hexesWithin(template.point, template.radius).map(hexKey);
  const from = positionOf(s, user);
  const length = ability.area?.hexes ?? 1;
  const d = from ? hexDistance(from, template.point) : 0;
  if (!from || d === 0) return [];
  const along = (a: number, b: number) => a + Math.round(((b - a) * length) / d);
  const far = { q: along(from.q, template.point.q), r: along(from.r, template.point.r) };
  return hexLine(from, far).slice(1).map(hexKey);
}

const within = (s: S, hexes: ReadonlySet<string>, id: string) => {
  const p = positionOf(s, id);
  return p !== null && hexes.has(hexKey(p));
};
const insideOf = (s: S, inst: Pick<Persisting, 'hexes'>) => {
  const set = new Set(inst.hexes);
  return s.figureOrder.filter((id) => inAction(s, id) && within(s, set, id));
};
const instances = (s: S) => s.sys.persisting ?? [];

/** What stays of an attack just made, if its ability is Persistent Barrier, Target or Sticky. */
export function* persistAfterAttack(
  s: S, user: string, ability: AbilityProfile, target: string, template: Template, affected: readonly string[],
): P {
  const variant = ability.mods.persist;
  if (!variant || !inAction(s, user) || (variant === 'attached' && !isAttached(ability))) return s;
  // A Persistent Target that only puts on conditions is rolled again as those are (ongoing.ts).
  if (variant === 'target' && !(ability.damage || ability.hinder || ability.drain || ability.push)) return s;
  let cur = s;
  const mine = instances(cur).filter((x) => x.by === user && x.ability === ability.key);
  // Only so many instances at once: a new one re-aims the oldest (GG-MOD-45).
  for (const old of mine.slice(0, Math.max(0, mine.length - ability.mods.instances + 1))) cur = yield* endInstance(cur, old.id, 're-aimed');
  const radius = variant === 'attached' ? attachedRadius(ability) : undefined;
  const hexes = variant === 'target' ? [] : radius !== undefined ? attachedHexes(cur, { by: user, radius })
    : templateHexes(cur, user, ability, target, template);
  const inst: Persisting = {
    id: `${user}:${ability.key}:${cur.seq}`, by: user, ability: ability.key, variant, level: ability.level, hexes, round: cur.round,
    targets: variant === 'barrier' || variant === 'attached' ? [] : variant === 'target' ? [...affected] : insideOf(cur, { hexes }),
    inside: [],
    ...(variant === 'barrier' || variant === 'sticky' ? { at: placesOf(cur) } : {}),
    // Those it struck as it was used are not struck again this turn.
    ...(radius !== undefined ? { radius, struck: { turn: turnKey(cur), ids: insideOf(cur, { hexes }) } } : {}),
  };
  cur = yield* put(cur, { type: 'gg.persisting', data: { instance: { ...inst, inside: insideOf(cur, inst) } }, ruleIds: ['GG-MOD-45'] });
  return cur;
}

export function* endInstance(s: S, id: string, why: string): P {
  return yield* put(s, { type: 'gg.persist-ended', data: { id, why }, ruleIds: ['GG-MOD-45'] });
}

type Patch = Partial<Pick<Persisting, 'level' | 'targets' | 'inside' | 'hexes' | 'struck' | 'at'>>;

function* update(s: S, inst: Persisting, patch: Patch): P {
  return yield* put(s, { type: 'gg.persist-update', data: { id: inst.id, ...patch }, ruleIds: updateRules(patch) });
}

/** The rules a change of an instance follows: a Level lost to Fades, or where everyone stands noted for crossings (GG-PLAY-192). */
const updateRules = (patch: Patch): string[] => (patch.level !== undefined ? ['GG-MOD-45', 'GG-MOD-19']
  : patch.at && !patch.inside && !patch.targets ? ['GG-MOD-45', 'GG-PLAY-95'] : ['GG-MOD-45']);

/** Acts on one figure: in its hexes as the attack it was (`area`), or its result alone on a Target that left (`result`). */
function* actOn(
  s: S, inst: Persisting, ability: AbilityProfile, figure: string, how: 'area' | 'result', why: string,
): P<{ s: S; result: boolean; face?: number }> {
  if (!inAction(s, figure) || (figure === inst.by && ability.mods.personalImmunity)) return { s, result: true };
  let cur = yield* put(s, { type: 'gg.persist-acts', data: { id: inst.id, figure: inst.by, target: figure, how, why }, ruleIds: ['GG-MOD-45'] });
  const used = inst.variant === 'attached' ? attachedUse(cur, inst.by, ability, inst.level) : { ...ability, level: inst.level };
  const r = how === 'area' ? yield* reactionStrike(cur, inst.by, used, figure) : yield* afterHit(cur, inst.by, used, figure);
  cur = r.s;
  const result = (r as { result?: boolean }).result !== false;
  return r.face === undefined ? { s: cur, result } : { s: cur, result, face: r.face };
}

/** The ability a Persistent instance was made with, on its user's profile now (undefined when its user is gone). */
export const sourceOf = (s: S, inst: Persisting): AbilityProfile | undefined =>
  (s.figures[inst.by] ? profile(s, inst.by).abilities.find((a) => a.key === inst.ability) : undefined);

/**
 * At the start of its user's turn: Fades takes a Level (ending at 0, GG-MOD-19), an Activation Roll
 * may keep it from acting this time (GG-MOD-01), then it acts on everyone in its hexes and on its
 * Targets elsewhere.
 */
export function* persistAtTurnStart(s: S, user: string): P {
  let cur = s;
  for (const first of instances(cur).filter((x) => x.by === user)) {
    const ability = sourceOf(cur, first);
    if (!ability) {
      cur = yield* endInstance(cur, first.id, 'ability gone');
      continue;
    }
    let inst = first;
    if (ability.mods.fades && cur.round > inst.round) {
      cur = yield* update(cur, inst, { level: inst.level - 1 });
      if (inst.level - 1 <= 0) {
        cur = yield* endInstance(cur, inst.id, 'faded');
        continue;
      }
      inst = { ...inst, level: inst.level - 1 };
    }
    const act = yield* activationRoll(cur, user, ability, true);
    cur = act.s;
    if (!act.works) continue;
    const inside = insideOf(cur, inst);
    // An Attached Area strikes those it is on now, not again this turn.
    if (inst.variant === 'attached') cur = yield* update(cur, inst, { struck: { turn: turnKey(cur), ids: inside } });
    // Its first result roll this turn is its Exhausts roll (GG-PLAY-139).
    let face: number | undefined;
    for (const id of inside) {
      const r = yield* actOn(cur, inst, ability, id, 'area', 'turn');
      cur = r.s;
      face ??= r.face;
    }
    const kept: string[] = [];
    for (const id of inst.targets) {
      if (inside.includes(id)) {
        kept.push(id);
        continue;
      }
      const r = yield* actOn(cur, inst, ability, id, 'result', 'turn');
      cur = r.s;
      face ??= r.face;
      if (r.result && inAction(cur, id)) kept.push(id);
    }
    if (lastingExhausts(ability) && cur.figures[user]) cur = yield* afterUse(cur, user, ability, face, false, false);
    if (kept.length !== inst.targets.length) cur = yield* update(cur, inst, { targets: kept });
    if (inst.variant === 'target' && kept.length === 0) cur = yield* endInstance(cur, inst.id, 'no targets left');
  }
  return cur;
}

/**
 * After every action: an instance whose user is out of action ends (GG-DMG-08); whoever entered a
 * Barrier's or Sticky's hexes is acted on at once (a Sticky keeps it as a Target).
 */
export function* sweepPersisting(s: S): P {
  let cur = s;
  for (const first of instances(cur)) {
    const inst = instances(cur).find((x) => x.id === first.id);
    if (!inst) continue;
    const ability = sourceOf(cur, inst);
    if (!ability || !inAction(cur, inst.by)) {
      cur = yield* endInstance(cur, inst.id, ability ? 'its user is out of action' : 'ability gone');
      continue;
    }
    if (inst.variant === 'target') continue;
    if (inst.variant === 'attached') {
      cur = yield* sweepAttached(cur, inst, ability);
      continue;
    }
    const inside = insideOf(cur, inst);
    const entered = inside.filter((id) => !inst.inside.includes(id));
    // Who went through its hexes and out again since it was last swept entered it too (GG-PLAY-95).
    const at = placesOf(cur);
    const moved = inst.at === undefined || !samePlaces(inst.at, at);
    const crossed = moved && inst.at !== undefined ? crossers(cur, inst, inst.at, inside) : [];
    const same = entered.length === 0 && inside.length === inst.inside.length;
    if (!moved && same) continue;
    const caught = [...entered, ...crossed];
    cur = yield* update(cur, inst, {
      ...(same ? {} : { inside }), ...(moved ? { at } : {}),
      ...(inst.variant === 'sticky' && caught.length > 0 ? { targets: [...new Set([...inst.targets, ...caught])] } : {}),
    });
    for (const id of caught) {
      const act = yield* activationRoll(cur, inst.by, ability, true);
      cur = act.s;
      if (act.works) cur = (yield* actOn(cur, inst, ability, id, 'area', entered.includes(id) ? 'enters' : 'crosses')).s;
    }
  }
  return cur;
}

/** Those in action who were outside its hexes, moved, and went through them on the way to outside them again. */
function crossers(s: S, inst: Persisting, was: Readonly<Record<string, string>>, inside: readonly string[]): string[] {
  const area = new Set(inst.hexes);
  return s.figureOrder.filter((id) => {
    const from = was[id];
    const now = positionOf(s, id);
    return from !== undefined && now !== null && from !== hexKey(now) && inAction(s, id) && !inside.includes(id)
      && !inst.inside.includes(id) && wentThrough(s, id, from, area);
  });
}

/**
 * An Attached Area after an action: its hexes follow its user, and it strikes whoever it passed over
 * on its user's way (in the order it came onto them) and whoever it is now on that it was not on
 * before, by their move or its user's, unless it struck them already this turn (GG-PLAY-91).
 */
function* sweepAttached(s: S, inst: Persisting, ability: AbilityProfile): P {
  const hexes = attachedHexes(s, inst);
  const moved = hexes.length !== inst.hexes.length || hexes.some((h, i) => h !== inst.hexes[i]);
  const inside = insideOf(s, { hexes });
  const turn = turnKey(s);
  const before = inst.struck?.turn === turn ? inst.struck.ids : [];
  const fresh = (id: string) => !inst.inside.includes(id) && !before.includes(id);
  const passed = moved ? passedOver(s, inst).filter(fresh) : [];
  const entered = inside.filter(fresh);
  if (!moved && entered.length === 0 && inside.length === inst.inside.length) return s;
  let cur = yield* update(s, inst, { inside, ...(moved ? { hexes } : {}), struck: { turn, ids: [...before, ...passed, ...entered] } });
  const now = { ...inst, hexes };
  for (const [id, why] of [...passed.map((x) => [x, 'passed over'] as const), ...entered.map((x) => [x, 'enters'] as const)]) {
    const act = yield* activationRoll(cur, inst.by, ability, true);
    cur = act.s;
    if (act.works) cur = (yield* actOn(cur, now, ability, id, 'area', why)).s;
  }
  return cur;
}

/** A Sticky also catches whoever ends its turn in its hexes (GG-MOD-45). */
export function* stickyAtTurnEnd(s: S, figure: string): P {
  let cur = s;
  for (const inst of instances(cur).filter((x) => x.variant === 'sticky' && x.by !== figure)) {
    const ability = sourceOf(cur, inst);
    if (!ability || !insideOf(cur, inst).includes(figure)) continue;
    cur = (yield* actOn(cur, inst, ability, figure, 'area', 'ends its turn')).s;
  }
  return cur;
}

/** A Melee attacker counts as standing in each target's hex for setting off Persistent areas (GG-MOD-43). */
export function* meleeIntoAreas(s: S, attacker: string, ability: AbilityProfile, targets: readonly string[]): P {
  if (!ability.mods.melee || instances(s).length === 0) return s;
  let cur = s;
  const hexes = new Set(targets.flatMap((t) => (positionOf(cur, t) ? [hexKey(positionOf(cur, t)!)] : [])));
  for (const inst of instances(cur).filter((x) => x.by !== attacker && x.variant !== 'target' && x.hexes.some((h) => hexes.has(h)))) {
    const source = sourceOf(cur, inst);
    if (source && inAction(cur, attacker)) cur = (yield* actOn(cur, inst, source, attacker, 'area', 'melee into it')).s;
  }
  return cur;
}

/** The instances an ability of this user keeps up (Concentration ends them). */
export const instancesOf = (s: S, user: string, ability: string): Persisting[] =>
  instances(s).filter((x) => x.by === user && x.ability === ability);

/** A figure's active instances, as ability keys (for Concentration). */
export const persistingAbilities = (s: S, user: string): string[] =>
  [...new Set(instances(s).filter((x) => x.by === user).map((x) => x.ability))];

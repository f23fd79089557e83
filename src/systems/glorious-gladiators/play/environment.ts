import { z } from 'zod';
import { roll } from '../../../dice/index.ts';
import { defineCommand, folded, hexDistance, hexSchema, reject, ruleRejection, type Hex } from '../../../kernel/index.ts';
import { applyResult } from './attack.ts';
import { protectionAgainst } from './attack-rules.ts';
import { checkRoller, d10 } from './check.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction } from './common.ts';
import { actionBan, personalBan, pointBan } from './limits.ts';
import { effectiveLevel, isMajor, profile, statusOf, type GgOptions, type GgSys, type S, type Zone } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { positionOf } from './space.ts';
import { put, type P } from './put.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { countUse, useCosts, useRejection } from './use-costs.ts';
import { hasDisablingDefence, resistRisks } from './resist-risks.ts';

// Change Environment (GG-ABL-07) and the environments' effects (seed L482-500) on those inside,
// with Life Support against them (GG-ABL-43). Rulings (GG-PLAY-54): a Large Burst is 4 hexes
// around its centre, a Massive one 9 (20 across), a cylinder 10 × Level; the Level is 1 at the
// edge and 1 more per hex inwards up to the ability's. Played: Poison Gas (Damage (Poison) at the
// start of each turn inside, unless immune to Gas), Cold and Heat beyond Life Support (a Penalty to
// hit and to Evade, 2 and 1 hexes off a Move), Cold, Heat 2+ and Radiation 1+ beyond Life Support
// (Damage at the end of a Full Turn, each hour, minute or Turn as it is further beyond: GG-PLAY-265),
// Rain (a Penalty to non-Psychic attacks over 9 hexes). Fog, Night and Wind are the GM's.

export const ENVIRONMENTS = ['calm', 'clear', 'cold', 'day', 'dry', 'fog-smoke', 'heat', 'night', 'poison-gas', 'radiation', 'rain', 'wind'] as const;
const OPPOSED: Readonly<Record<string, string>> = {
  'calm': 'wind', 'wind': 'calm', 'clear': 'fog-smoke', 'fog-smoke': 'clear', 'day': 'night', 'night': 'day', 'dry': 'rain', 'rain': 'dry',
  'cold': 'heat', 'heat': 'cold',
};
const RADIUS = { large: 4, massive: 9 } as const;

/** The environment's Level at a hex: 1 at the edge, 1 more per hex inwards, up to the zone's. */
export function localLevel(z: Zone, h: Hex): number {
  const d = hexDistance(z.center, h);
  return d > z.radius ? 0 : Math.min(z.level, 1 + z.radius - d);
}

/** The strongest of an environment around a figure, with the zone it comes from. */
export function environmentAt(s: S, id: string, env: string): { level: number; zone: Zone } | null {
  const at = positionOf(s, id);
  if (!at) return null;
  let best: { level: number; zone: Zone } | null = null;
  for (const z of s.sys.zones ?? []) {
    if (z.kind !== 'environment' || z.covers[0] !== env) continue;
    const level = localLevel(z, at);
    if (level > 0 && (!best || level > best.level)) best = { level, zone: z };
  }
  return best;
}

/** The environment as an attack from its maker, for protection and results. */
function asAttack(s: S, z: Zone, env: string): AbilityProfile | null {
  const maker = s.figures[z.by] ? profile(s, z.by).abilities.find((a) => a.key === z.ability) : undefined;
  if (!maker) return null;
  const type = env === 'poison-gas' ? 'poison' : env;
  return {
    ...maker, ability: 'damage', types: [type as never], modifiers: env === 'poison-gas' ? ['gas'] : [], damage: { hits: 1, boostsPerExtraHit: 2 },
    conditions: [], push: null, hinder: null, drain: null, specials: [], resultHandler: null,
  };
}

/** How far Cold, Heat or Radiation around a figure exceeds its Life Support (its protection against that Type). */
export function beyondLifeSupport(s: S, id: string, env: 'cold' | 'heat' | 'radiation'): number {
  const here = environmentAt(s, id, env);
  const as = here ? asAttack(s, here.zone, env) : null;
  if (!here || !as) return 0;
  const ls = protectionAgainst(s, id, as);
  return ls === 'immune' ? 0 : Math.max(0, here.level - ls);
}

type Note = (why: string, id: string) => void;

const isEnvironment = (z: Zone): boolean => z.kind === 'environment';
/** Whether any environment is on the table: every environment rule asks it first, a field read at most tables. */
export const anyEnvironment = (s: S): boolean => s.sys.zones?.some(isEnvironment) === true;

/** Penalties and Bonuses environments add to a to-hit roll (limits.ts calls this). */
export function environmentToHit(
  s: S, attacker: string, ability: AbilityProfile, target: string, bonus: Note, penalty: Note,
): void {
  if (!anyEnvironment(s)) return;
  const pa = positionOf(s, attacker);
  const pt = positionOf(s, target);
  const d = pa && pt ? hexDistance(pa, pt) : null;
  for (const env of ['cold', 'heat'] as const) {
    if (beyondLifeSupport(s, attacker, env) > 0) penalty(`attacker in ${env}`, 'GG-ABL-07');
    if (beyondLifeSupport(s, target, env) > 0) bonus(`target slowed by ${env}`, 'GG-ABL-07');
  }
  const rain = environmentAt(s, attacker, 'rain') ?? environmentAt(s, target, 'rain');
  if (rain && d !== null && d > 9 && !ability.types.includes('psychic')) penalty('rain over 9 hexes', 'GG-ABL-07');
}

/** At the start of a figure's turn inside Poison Gas (seed L497): Damage (Poison). */
export function* environmentAttacks(s: S, id: string): P {
  const gas = anyEnvironment(s) ? environmentAt(s, id, 'poison-gas') : null;
  return gas ? yield* strike(s, id, 'poison-gas', gas.zone, gas.level) : s;
}

// How far beyond Life Support Cold, Heat (2) and Radiation (1) begin to harm; the next one up is
// each minute, the next each Full Turn (seed L488, L495, L498).
const HARMS_FROM = [['cold', 2], ['heat', 2], ['radiation', 1]] as const;
/** Full Turns between attacks, by how far beyond the first harm: an hour (360 of 10 seconds), a minute (6), each one. */
const EVERY = [360, 6, 1] as const;

/**
 * At the end of a Full Turn (ruling GG-PLAY-265): Cold and Heat 2+ and Radiation 1+ beyond a figure's
 * Life Support attack it, "at the end of each hour" (every 360th Full Turn of the fight), "of each
 * minute (6 turns)" (every 6th) or "of each Turn" as it is further beyond.
 */
export function* fullTurnEnvironment(s: S): P {
  let cur = s;
  for (const id of s.figureOrder) {
    if (!cur.figures[id] || statusOf(cur, id).outOfPlay) continue;
    for (const [env, from] of HARMS_FROM) {
      const beyond = beyondLifeSupport(cur, id, env) - from;
      if (beyond < 0 || cur.round % EVERY[Math.min(beyond, 2)]! !== 0) continue;
      const here = environmentAt(cur, id, env)!;
      cur = yield* strike(cur, id, env, here.zone, here.level);
    }
  }
  return cur;
}

/** An environment's Damage against a figure inside it, at its Level there, with the Life Support it resists. */
function* strike(s: S, id: string, env: string, zone: Zone, level: number): P {
  const as = asAttack(s, zone, env);
  if (!as) return s;
  const resist = protectionAgainst(s, id, as);
  if (resist === 'immune') return s;
  const roller = checkRoller(resist - level + 5, !isMajor(s, zone.by));
  let r = yield* roll(roller, `${env} against ${id}`);
  let cur = s;
  if (rerollAsked(cur, zone.by, id)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, `${env} against ${id}`, zone.by, id));
  cur = yield* put(cur, {
    type: 'gg.environment-attack', data: { figure: id, environment: env, level, needed: r.target, faces: [...r.faces], success: r.success },
    ruleIds: ['GG-ABL-07', ...(env === 'poison-gas' ? [] : ['GG-PLAY-265'])],
  });
  if (r.success) cur = yield* applyResult(cur, zone.by, { ...as, level }, id, r.boosts);
  // The defence (its Life Support) that resisted it was used: its Disabling rolls (GG-PLAY-140).
  if (hasDisablingDefence(cur, id)) cur = yield* resistRisks(cur, id, as);
  return cur;
}

/**
 * A Move of `hexes` in Cold or Heat beyond the figure's Life Support (ruling GG-PLAY-265): Cold "a
 * Penalty To ... Move", 2 hexes off (L437), Heat "-1 Move", 1 (seed L488, L495), "(Min 1)".
 */
export function slowedMove(s: S, id: string, hexes: number): number {
  if (!anyEnvironment(s)) return hexes;
  const off = (beyondLifeSupport(s, id, 'cold') > 0 ? 2 : 0) + (beyondLifeSupport(s, id, 'heat') > 0 ? 1 : 0);
  return Math.min(hexes, Math.max(1, hexes - off));
}

const envArgs = z.object({
  figure: z.string(), ability: z.string(), at: hexSchema, environment: z.enum(ENVIRONMENTS), size: z.enum(['large', 'massive', 'cylinder']),
}).strict();
type EnvArgs = z.infer<typeof envArgs>;

const changer = (s: S, a: { figure: string; ability: string }) =>
  profile(s, a.figure).abilities.find((x) => x.key === a.ability && x.specials.includes('change-environment'));

/** Change Environment (GG-ABL-07): an environment it offers over a Large or Massive Burst, or a cylinder above Level 1. */
export const changeEnvironment = defineCommand<EnvArgs, GgSys, GgOptions>({
  args: envArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate');
    if (turn) return turn;
    const c = changer(s, a);
    if (!c) return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, `"${a.ability}" changes no environment.`, 'GG-ABL-07');
    const unusable = useRejection(s, a.figure, c);
    if (unusable) return unusable;
    const offered = Array.isArray(c.options['environments']) ? c.options['environments'] : [];
    if (!offered.includes(a.environment)) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, `It offers ${offered.join(', ') || 'no environment'}.`, 'GG-ABL-07');
    if (a.size === 'cylinder' && effectiveLevel(s, a.figure, c.key, c.level) < 2) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'A cylinder needs Level 2+.', 'GG-ABL-07');
    const from = positionOf(s, a.figure);
    // A Personal one is centred on its user; otherwise anywhere in range.
    const reach = c.range === null ? 0 : c.range.max;
    if (from && reach !== null && hexDistance(from, a.at) > reach) return reject('TARGET_OUT_OF_RANGE', undefined, { ruleId: 'GG-ABL-07' });
    // Placed at a hex in range, it is aimed there as an Area attack is (limits.ts); a Personal one is on its user.
    if (c.range === null) return personalBan(s, a.figure, c);
    return from ? pointBan(s, a.figure, c, hexDistance(from, a.at)) : null;
  },
  resolve: function* (s0, a) {
    const c = changer(s0, a)!;
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'change the environment'), a.figure, c);
    const level = effectiveLevel(s, a.figure, c.key, c.level);
    const zone: Zone = {
      id: `${a.figure}:${c.key}:${s.seq}`, kind: 'environment', by: a.figure, ability: c.key, level, lasting: c.duration !== 'instant',
      center: { q: a.at.q, r: a.at.r }, radius: a.size === 'cylinder' ? 10 * level : RADIUS[a.size], covers: [a.environment],
    };
    // Where it overlaps an opposed environment, only the higher Level stays; on a tie a D each decides (GG-ABL-07).
    let kept = (s.sys.zones ?? []).filter((z) => !(z.by === a.figure && z.ability === c.key));
    let stays = true;
    for (const z of kept.filter((x) => x.kind === 'environment' && x.covers[0] === OPPOSED[a.environment] && hexDistance(x.center, zone.center) <= x.radius + zone.radius)) {
      let mine = level;
      let theirs = z.level;
      while (mine === theirs) {
        mine = yield* roll(d10, 'new environment');
        theirs = yield* roll(d10, 'old environment');
      }
      if (mine > theirs) kept = kept.filter((x) => x.id !== z.id);
      else stays = false;
    }
    s = yield* put(s, { type: 'gg.zones', data: { zones: stays ? [...kept, zone] : kept, environment: a.environment, stays }, ruleIds: ['GG-ABL-07'] });
    s = yield* useCosts(s, a.figure, c, undefined);
    return folded(yield* finishAction(s));
  },
});

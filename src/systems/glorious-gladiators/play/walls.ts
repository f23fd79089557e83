import { z } from 'zod';
import { roll } from '../../../dice/index.ts';
import {
  defineCommand, folded, hexDistance, hexKey, hexLine, hexSchema, reject, ruleRejection, type Actor, type LegalAction,
} from '../../../kernel/index.ts';
import { applyResult, attackAbility } from './attack.ts';
import { noSuchAttack } from './attack-validate.ts';
import { hitsDealt } from './attack-result.ts';
import { bandCheck, protectionAgainst, resultBonusFor } from './attack-rules.ts';
import { checkRoller } from './check.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction, targetedAgain } from './common.ts';
import { conditionOn } from './conditions.ts';
import { targetsElsewhere } from './grab.ts';
import { effectiveLevel, isMajor, profile, statusOf, type GgOptions, type GgSys, type S, type WallHex } from './model.ts';
import { traitPenalties } from './modifier-rules.ts';
import { plainDamage } from './plain-damage.ts';
import type { AbilityProfile } from './profile.ts';
import { rangeOf } from './reach.ts';
import { blocksAbilities, positionOf, wallAt } from './space.ts';
import { wallDefence } from './wall-defence.ts';
import { countUse, useCosts, useRejection } from './use-costs.ts';
import { put, type P } from './turns.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';
import { hasDisablingDefence, resistRisks } from './resist-risks.ts';
import { pointBan } from './limits.ts';

// Attacking walls and terrain (GG-SIT-03, seed L674): a wall hex has Damage Defence (Solid,
// Physical, Energy) of its level and 1 hit plus its Toughness; it loses hits like a minor
// character and is breached at 0. Walls are immune to Psychic, Poison and Ignores Defence; Robust
// walls to Melee without Super Strength; a Bullet never breaches one. Ruling (GG-PLAY-22): a wall
// is a stationary object, hit without a to-hit roll, as the seed says for Move Through.

export const attackWallArgs = z.object({ figure: z.string(), ability: z.string(), hex: hexSchema }).strict();
type Args = z.infer<typeof attackWallArgs>;

/** Why a wall shrugs this attack off, or null (GG-SIT-03). */
export function wallImmunity(s: S, figure: string, ability: AbilityProfile, robust: boolean): string | null {
  if (!ability.damage) return 'Only Damage harms a wall.';
  if (ability.types.some((t) => t === 'psychic' || t === 'poison') || ability.ignoreUnhardened) return 'Walls are immune to Psychic, Poison and Ignores Defence.';
  const melee = ability.modifiers.includes('melee') || (ability.range?.max ?? 0) <= 1;
  if (robust && melee && !profile(s, figure).strength) return 'A Robust wall is immune to Melee without Super Strength.';
  if (ability.modifiers.includes('bullet')) return 'A Bullet never breaches a wall.';
  return null;
}

/**
 * The Penalties to an attack's result on a wall (seed L650-653, as resultFor's on a figure): the
 * attacker's Hindrance, a Solid attack while Grabbed, by anyone or no one (GG-PLAY-219), beyond its
 * normal range, and the traits that penalise all it does. Not Grabbing: a blow at a wall lets the grip
 * go first, breaking it in the process of the attack (rulings GG-PLAY-270, GG-PLAY-266 amended).
 */
export function wallResultPenalties(s: S, figure: string, ability: AbilityProfile, distance: number): number {
  const band = rangeOf(s, figure, ability);
  return traitPenalties(s, figure).length + (statusOf(s, figure).hindrance > 0 ? 1 : 0)
    + (ability.types.includes('solid') && conditionOn(s, figure, 'grabbed') ? 1 : 0) + (band?.max != null && distance > band.max ? 1 : 0);
}

/** A Dangerous Wall strikes whoever hits it with a touch melee attack that is not a Focus: its Type, half its Level (GG-ABL-70). */
export function* dangerousWall(s: S, figure: string, ability: AbilityProfile, wall: WallHex): P {
  if (!wall.dangerous || (ability.range?.max ?? 0) > 1 || ability.focus || !wall.by) return s;
  const maker = s.figures[wall.by.figure] ? profile(s, wall.by.figure).abilities.find((x) => x.key === wall.by!.ability) : undefined;
  const types = maker ? maker.types : ['solid' as const];
  // The wall's own damage, not the attack that touched it: nothing of the attacker's adds to it (plain-damage.ts).
  const sting = plainDamage(ability, wall.dangerous, 'wall:dangerous', 'Dangerous Wall', types);
  let cur = yield* put(s, { type: 'gg.dangerous-wall', data: { figure, level: wall.dangerous }, ruleIds: ['GG-ABL-70'] });
  // It "automatically hits": the wall deals it, not the toucher, so none of the toucher's Penalties to its
  // attacks (Hindered, Grabbed, seed L650-653) ease it, as none ease a wall's hit back (move-through-wall.ts).
  const resist = protectionAgainst(cur, figure, sting);
  if (resist === 'immune') return yield* put(cur, { type: 'gg.immune', data: { figure, target: figure, ability: sting.key }, ruleIds: ['GG-ATK-07'] });
  const roller = checkRoller(resist - sting.level + 5, !isMajor(cur, figure));
  let r = yield* roll(roller, `${sting.name} result`);
  // The maker's wall's roll against the toucher (GG-PLAY-260).
  if (rerollAsked(cur, wall.by.figure, figure)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, `${sting.name} result`, wall.by.figure, figure));
  cur = r.success ? yield* applyResult(cur, figure, sting, figure, r.boosts, r.faces[0]) : yield* put(cur, {
    type: 'gg.no-result', ruleIds: ['GG-ATK-07'],
    data: { figure, target: figure, level: sting.level, resist, needed: r.target, faces: [...r.faces] },
  });
  // The defence that resisted the wall was used: its Disabling rolls (GG-PLAY-140).
  return hasDisablingDefence(cur, figure) ? yield* resistRisks(cur, figure, sting) : cur;
}

export const attackWall = defineCommand<Args, GgSys, GgOptions>({
  args: attackWallArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? targetedAgain(s, 'something');
    if (turn) return turn;
    const ability = attackAbility(s, a.figure, a.ability);
    if (!ability) return noSuchAttack(s, a.figure, a.ability);
    const unusable = useRejection(s, a.figure, ability);
    if (unusable) return unusable;
    const wall = wallAt(s, a.hex);
    if (!wall) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'There is no wall there.', 'GG-SIT-03');
    const from = positionOf(s, a.figure);
    if (!from) return reject('INVALID_POSITION', 'This figure is not on the map.');
    const band = bandCheck(ability.range, hexDistance(from, a.hex));
    if (band === 'personal' || band === 'beyond') return reject('TARGET_OUT_OF_RANGE', undefined, { ruleId: 'GG-MOVE-02' });
    // What the attacker's conditions forbid of any attack forbids a blow at a wall (a Trap, a grab, blindness).
    const banned = pointBan(s, a.figure, ability, hexDistance(from, a.hex));
    if (banned) return banned;
    if (hexLine(from, a.hex).slice(1, -1).some((h) => blocksAbilities(wallAt(s, h)))) {
      return ruleRejection(GG_ERRORS.NO_LINE_OF_SIGHT, 'Another wall is in the way.', 'GG-SIT-03');
    }
    const immune = wallImmunity(s, a.figure, ability, wall.robust);
    return immune ? ruleRejection(GG_ERRORS.NOT_APPLICABLE, immune, 'GG-SIT-03') : null;
  },
  resolve: function* (s0, a) {
    const ability = attackAbility(s0, a.figure, a.ability)!;
    const wall = wallAt(s0, a.hex)!;
    // A blow at a wall is a use of the ability like one at a figure (GG-PLAY-130).
    let s = yield* countUse(yield* spendAction(s0, a.figure, 'attack a wall', { targeted: true }), a.figure, ability);
    s = yield* targetsElsewhere(s, a.figure, null);
    const level = effectiveLevel(s, a.figure, ability.key, ability.level) + resultBonusFor(s, a.figure, ability);
    const net = wallResultPenalties(s, a.figure, ability, hexDistance(positionOf(s, a.figure)!, a.hex));
    const roller = checkRoller(wallDefence(wall, ability) - level + 5 + 2 * net, !isMajor(s, a.figure));
    let r = yield* roll(roller, 'against the wall');
    const maker = wall.by?.figure ?? null;
    if (rerollAsked(s, a.figure, maker)) ({ r, s } = yield* heroThenLuck(s, roller, r, 'against the wall', a.figure, maker, null));
    const hits = r.success ? hitsDealt(ability, r.boosts) : 0;
    const left = Math.max(0, wall.hits - hits);
    s = yield* put(s, {
      type: 'gg.wall', ruleIds: ['GG-SIT-03'],
      data: {
        hex: hexKey(a.hex), at: a.hex, by: a.figure, ability: ability.key, level, needed: r.target, faces: [...r.faces], hits,
        breached: left === 0,
        wall: left === 0 ? null : { ...wall, hits: left },
      },
    });
    s = yield* dangerousWall(s, a.figure, ability, wall);
    s = yield* useCosts(s, a.figure, ability, r.faces[0]);
    return folded(yield* finishAction(s));
  },
});

/**
 * The walls worth offering an attack on (GG-SIT-03): the first hex that blocks abilities on the
 * line to each enemy, once each, with every attack that may hit it. A map can hold hundreds of
 * wall hexes; these are the ones in a fight's way, so the action bar offers a handful and the map
 * and the command reach any other.
 */
export function wallOffers(
  s: S, id: string, enemies: readonly string[], attacks: readonly AbilityProfile[], options: GgOptions, actor: Actor,
): LegalAction[] {
  const from = positionOf(s, id);
  if (!from) return [];
  const seen = new Set<string>();
  const out: LegalAction[] = [];
  for (const enemy of enemies) {
    const to = positionOf(s, enemy);
    if (!to) continue;
    const hex = hexLine(from, to).slice(1, -1).find((h) => blocksAbilities(wallAt(s, h)));
    if (!hex || seen.has(hexKey(hex))) continue;
    seen.add(hexKey(hex));
    const wall = wallAt(s, hex)!;
    for (const ability of attacks) {
      const args = { figure: id, ability: ability.key, hex: { q: hex.q, r: hex.r } };
      if (attackWall.validate(s, args as never, { options, actor })) continue;
      const label = `${ability.name} at the ${wall.material.replace(/-/g, ' ')} at ${hex.q},${hex.r} (in the way of ${s.figures[enemy]!.name})`;
      out.push({ type: 'gg.attack-wall', args, label, figure: id });
    }
  }
  return out;
}

// What a result that got through does to its target (GG-ATK-07): damage and takedowns, Hindrance,
// Drain, conditions, pushes and the special handlers' effects, from the ability's effect records.
import { EVENT_LIST } from '../../../dice/index.ts';
import { kernelEvent, type Hex } from '../../../kernel/index.ts';
import { afterResult, conditionDraft } from './ability-hooks.ts';
import { insubstantialCancels } from './ability-reactions.ts';
import { causeOf } from './causes.ts';
import { formActive } from './conditions.ts';
import { reactivationPenaltyOf, takedownLethal } from './lethal.ts';
import { profile, statusOf, type S } from './model.ts';
import { rendingHit } from './modifier-rules.ts';
import { attackAbilities, type AbilityProfile } from './profile.ts';
import { mainTypeOf } from '../catalog/vocabulary.ts';
import { profileIndex } from './profile-index.ts';
import { pushTarget } from './pushes.ts';
import { putOn, type Events, type P } from './put.ts';
import { showboat } from './traits.ts';

/** What a successful result does, from the ability's effect records (GG-ATK-07, GG-DMG-01, GG-DMG-08). */
export function* applyResult(s: S, attacker: string, ability: AbilityProfile, target: string, boosts: number, face?: number): P {
  return yield* resultOn((yield EVENT_LIST) as Events, s, attacker, ability, target, boosts, face);
}

/** applyResult for a step that holds the run's event list (an attack's own strikes, attack.ts). */
export function* resultOn(
  list: Events, s: S, attacker: string, ability: AbilityProfile, target: string, boosts: number, face?: number, from?: Hex,
): P {
  // Insubstantial may cancel every effect of the attack (GG-ABL-42).
  let cur = s;
  if (formActive(s, target, 'insubstantial')) {
    const ghost = yield* insubstantialCancels(s, attacker, ability, target);
    if (ghost.cancelled) return ghost.s;
    cur = ghost.s;
  }
  const st = statusOf(cur, target);
  if (ability.damage) {
    const dealt = hitsDealt(ability, boosts);
    const rending = rendingHit(ability, dealt, face);
    const hits = dealt + rending;
    // Lethal on a target that qualifies for its variant (GG-PLAY-88); Killer Instinct makes every takedown Lethal (GG-DIS-28).
    const lethal = takedownLethal(cur, attacker, ability, target);
    const left = Math.max(0, st.hits - hits);
    const out = !st.out && left === 0;
    cur = putOn(list, cur, {
      type: 'gg.hit',
      ruleIds: [
        'GG-ATK-07', 'GG-DMG-01', ...(st.out ? ['GG-DMG-08'] : []), ...(ability.lethal ? ['GG-MOD-38'] : []), ...(rending ? ['GG-MOD-53'] : []),
        ...(lethal && !ability.lethal ? ['GG-DIS-28'] : []),
      ],
      data: {
        figure: attacker, target, ability: ability.key, hits: st.out ? 0 : hits, boosts, hitsLeft: st.out ? st.hits : left, out,
        lethal, ...(out ? { reactivationPenalty: reactivationPenaltyOf(cur, ability, target) } : {}), ...(rending ? { rending } : {}),
      },
    });
    if (out) cur = putOn(list, cur, kernelEvent('table.condition.added', { figure: target, condition: { id: 'prone', ruleId: 'GG-DMG-01' } }));
    const foe = cur.figures[attacker] !== undefined && cur.figures[attacker].side !== cur.figures[target]!.side;
    if (out && foe && profileIndex(profile(cur, attacker)).showboating) {
      cur = yield* showboat(cur, attacker, 'takedown');
    }
  }
  if (statusOf(cur, target).out && ability.damage) return cur;
  if (ability.hinder) {
    const points = ability.hinder.points + ability.hinder.perBoost * boosts;
    const hindrance = statusOf(cur, target).hindrance + points;
    cur = putOn(list, cur, { type: 'gg.hindered', data: { target, points, hindrance, by: causeOf(ability) }, ruleIds: ['GG-ATK-04'] });
  }
  if (ability.drain) {
    const victimAbility = drainedAbility(cur, target, ability);
    if (victimAbility) {
      const levels = ability.drain.levels + ability.drain.perBoost * boosts;
      const drained = (statusOf(cur, target).drained[victimAbility] ?? 0) + levels;
      cur = putOn(list, cur, { type: 'gg.drained', data: { target, ability: victimAbility, levels, drained, by: causeOf(ability) }, ruleIds: ['GG-ACT-01'] });
    }
  }
  for (const condition of ability.conditions) {
    // What imposed it and for how long, so it ends or is resisted as its Duration says (conditions.ts).
    cur = putOn(list, cur, conditionDraft(cur, attacker, ability, target, condition));
  }
  // Forced Move and Recoil move by the result; Knockback and Knockdown roll against Forced Move Defence first (pushes.ts).
  if (ability.push) cur = yield* pushTarget(list, cur, attacker, ability, target, boosts, from);
  return ability.specials.length > 0 || ability.resultHandler !== null ? yield* afterResult(cur, attacker, ability, target, boosts) : cur;
}

/**
 * The ability a Drain takes Levels from (GG-ABL-22): one the class it was built with reaches (a named
 * ability, a Type or Energy subtype, a Source, a "Defence" ability or one without the word), the
 * target's strongest attack among them, else its highest; none when nothing qualifies. A Drain built
 * with no class (a Flexible Ability's) reaches every ability.
 */
function drainedAbility(s: S, target: string, drain: AbilityProfile): string | null {
  const reachable = profile(s, target).abilities.filter((a) => drainReaches(drain, a));
  const attacks = new Set(attackAbilities(profile(s, target)).map((a) => a.key));
  const best = reachable.sort((x, y) => Number(attacks.has(y.key)) - Number(attacks.has(x.key)) || y.level - x.level)[0];
  return best?.key ?? null;
}

/** Whether a Drain's class and `target` option reach this ability (GG-ABL-22, seed L93). */
export function drainReaches(drain: AbilityProfile, a: AbilityProfile): boolean {
  const named = typeof drain.options['target'] === 'string' ? drain.options['target'].toLowerCase().trim() : '';
  const id = named.replace(/\s+/g, '-');
  const defence = a.ability.includes('defence');
  const drains = drain.options['drains'];
  switch (typeof drains === 'string' ? drains : '') {
    case 'named': {
      // "Vision" names a sense: the Detection that gives it (Normal Senses for the seed's gas grenades, L781).
      const kinds = Array.isArray(a.options['kinds']) ? a.options['kinds'].map(String) : [];
      return a.name.toLowerCase() === named || a.key === named || a.ability === id || (a.ability === 'detection' && kinds.includes(id));
    }
    case 'type': case 'energy-subtype': return a.types.some((t) => t === id || mainTypeOf(t) === id);
    case 'source': return a.source === id;
    case 'defence': return defence;
    case 'not-defence': return !defence;
    default: return true;
  }
}

/** The hits a Damage result deals: its own, and one more for every so many Boosts (GG-ABL-14: 1, plus 1 per 2). */
export function hitsDealt(ability: AbilityProfile, boosts: number): number {
  const d = ability.damage!;
  return d.hits + Math.floor(boosts / d.boostsPerExtraHit);
}

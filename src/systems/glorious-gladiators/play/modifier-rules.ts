import { choose, defineRoller, Distribution, roll, type Roller } from '../../../dice/index.ts';
import { hasCondition, hexDistance, type EventDraft } from '../../../kernel/index.ts';
import { better, d10, type CheckRoll } from './check.ts';
import { burnoutMark, effectiveLevel, ggOptions, inAction, statusOf, profile, type GgStatus, type S } from './model.ts';
import { conditionOn } from './conditions.ts';
import { mainTypeOf } from '../catalog/vocabulary.ts';
import { matches, type AbilityProfile } from './profile.ts';
import { profileIndex } from './profile-index.ts';
import { put, type P } from './put.ts';
import { activationRoll } from './activation.ts';
import { cannotDetect } from './senses.ts';
import { avoiding, heroAgain, heroAsked, type HeroJudge } from './hero-points.ts';
import { offHonour, opponentDown, uncontrolledOff } from './trait-rules.ts';

// The modifiers with their own rules (play/modifier-specials.ts records them) as they play in an
// attack: Limited asks the GM, Variable rolls its Level, Reliable/Unreliable roll twice, Rending
// adds a hit, Adapts learns, Weakens wears down, Exhausts and Burnout end for the scene, Gas and
// Energy Defence/Weakness change protections. Each emits an event with its rule ID.

/** A d-N roller for picking one of N at random (Variable's lost Levels, Unpredictable Targeting). */
export function dN(n: number): Roller<number> {
  return defineRoller({
    key: `gg:d${n}`, label: `d${n}`,
    roll: (source) => {
      const face = source.roll(n);
      return { value: face, dice: [{ sides: n, face }] };
    },
    distribution: () => Distribution.die(n),
  });
}

/**
 * Limited (GG-MOD-39): the GM says whether the circumstance that stops it holds now; then an
 * Activation Roll must be made (GG-MOD-01, activation.ts).
 */
export function* limitedWorks(s: S, figure: string, ability: AbilityProfile): P<{ s: S; works: boolean }> {
  const asked = yield* gmSaysItWorks(s, figure, ability);
  return asked.works ? yield* activationRoll(asked.s, figure, ability, true) : asked;
}

export function* gmSaysItWorks(s: S, figure: string, ability: AbilityProfile): P<{ s: S; works: boolean }> {
  if (ability.mods.limited === null) return { s, works: true };
  const answer = yield* choose<EventDraft>({
    to: 'gm', kind: 'limited', ruleIds: ['GG-MOD-39'],
    message: `${s.figures[figure]!.name}'s ${ability.name} is Limited (fails ${ability.mods.limited}% of the time): does it work now?`,
    // How often it fails is the sheet's: players may not see it (docs/hidden-information.md).
    seen: `${s.figures[figure]!.name}'s ${ability.name} is Limited: does it work now?`,
    options: [{ value: 'works', label: 'It works' }, { value: 'fails', label: 'It fails this time' }],
  });
  const works = answer === 'works';
  const next = yield* put(s, { type: 'gg.limited', data: { figure, ability: ability.key, works }, ruleIds: ['GG-MOD-39'] });
  return { s: next, works };
}

const VARIABLE: HeroJudge<number> = { ok: (f) => f >= 5, score: (f) => f };

/**
 * Variable (GG-MOD-66): on its first use each combat the Level becomes Level − 5 + 1D; below 0,
 * each Level short is taken off another ability picked at random.
 */
export function* rollVariable(s: S, figure: string, ability: AbilityProfile): P {
  if (!ability.mods.variable || statusOf(s, figure).variable[ability.key] !== undefined) return s;
  let face = yield* roll(d10, `${ability.name} Variable Level`);
  let cur = s;
  // At or above its built Level (a 5+) goes the PC's way; above that, higher is better (GG-PLAY-260).
  if (heroAsked(cur, figure, null)) ({ r: face, s: cur } = yield* heroAgain(cur, d10, face, `${ability.name} Variable Level`, figure, null, VARIABLE));
  const level = ability.level - 5 + face;
  cur = yield* put(cur, { type: 'gg.variable', data: { figure, ability: ability.key, face, level }, ruleIds: ['GG-MOD-66'] });
  const others = profile(cur, figure).abilities.filter((a) => a.key !== ability.key);
  for (let i = 0; i < -level && others.length > 0; i++) {
    const pick = others[(yield* roll(dN(others.length), 'ability losing a Level')) - 1]!;
    const weakened = (statusOf(cur, figure).weakened[pick.key] ?? 0) + 1;
    cur = yield* put(cur, { type: 'gg.weakened', data: { figure, ability: pick.key, weakened, variable: ability.key }, ruleIds: ['GG-MOD-66'] });
  }
  return cur;
}

/** Reliable / Unreliable (GG-MOD-52, GG-MOD-65): a second result roll; keep the better or the worse. */
export function* secondResult(r: CheckRoll, roller: Roller<CheckRoll>, ability: AbilityProfile): P<CheckRoll> {
  if (ability.mods.result === null) return r;
  const again = yield* roll(roller, `${ability.name} result (${ability.mods.result === 'higher' ? 'Reliable' : 'Unreliable'})`);
  const best = better(r, again);
  return ability.mods.result === 'higher' ? best : best === r ? again : r;
}

/** Rending (GG-MOD-53): one more hit when the result roll was 6+ and it already deals a hit. */
export const rendingHit = (ability: AbilityProfile, hits: number, face: number | undefined): number =>
  ability.mods.rending && hits >= 1 && face !== undefined && face >= 6 ? 1 : 0;

/** Adapts (GG-MOD-02): Levels gained against this target. */
export const adaptedLevels = (s: S, figure: string, ability: AbilityProfile, target: string): number =>
  ability.mods.adapts ? (statusOf(s, figure).adapted[`${ability.key}>${target}`] ?? 0) : 0;

export function* adapt(s: S, figure: string, ability: AbilityProfile, target: string): P {
  if (!ability.mods.adapts) return s;
  const key = `${ability.key}>${target}`;
  const levels = (statusOf(s, figure).adapted[key] ?? 0) + 1;
  return yield* put(s, { type: 'gg.adapted', data: { figure, ability: ability.key, target, levels }, ruleIds: ['GG-MOD-02'] });
}

/**
 * Adapts on what aims an attack (GG-MOD-02, seed L187: "Accuracy which missed a target would have +1
 * to hit that target next time"): the best to-hit Level of this kind against this target, its
 * Levels learnt included, or 0 when no aiming ability has Adapts.
 */
export function adaptedAim(s: S, attacker: string, target: string, kind: string): number {
  // Every to-hit asks; nothing to look up until something was learnt.
  if (!learntAny(statusOf(s, attacker).adapted)) return 0;
  let best = 0;
  for (const a of profile(s, attacker).abilities) {
    if (a.mods.adapts && a.aims.includes(kind)) best = Math.max(best, a.level + adaptedLevels(s, attacker, a, target));
  }
  return best;
}

/** A Direct attack missed: each aiming ability with Adapts that aimed it learns the target (GG-MOD-02), Accuracy if used (GG-PLAY-12). */
export function* adaptAim(s: S, attacker: string, target: string, melee: boolean, accuracy = true): P {
  let cur = s;
  for (const a of profile(s, attacker).abilities) {
    if (a.mods.adapts && ((accuracy && a.aims.includes('direct')) || (melee && a.aims.includes('melee')))) cur = yield* adapt(cur, attacker, a, target);
  }
  return cur;
}

/** Adapts on a defence (GG-MOD-02): Levels it gained against the attack's main Type. */
export function adaptedDefence(s: S, id: string, defence: string, attack: AbilityProfile): number {
  const learnt = statusOf(s, id).adapted;
  // Every protection of every result asks; the key is made only once something was learnt.
  if (attack.types.length === 0 || !learntAny(learnt)) return 0;
  return learnt[`${defence}>type:${mainTypeOf(attack.types[0]!)}`] ?? 0;
}

function learntAny(learnt: Readonly<Record<string, number>>): boolean {
  for (const _k in learnt) return true;
  return false;
}

/** A result got through: each of the victim's defences with Adapts that could stop it gains a Level against its Type. */
export function* adaptDefences(s: S, victim: string, attack: AbilityProfile): P {
  if (!s.figures[victim] || attack.types.length === 0) return s;
  let cur = s;
  const p = profile(cur, victim);
  const type = mainTypeOf(attack.types[0]!);
  for (const prot of p.protections) {
    const defence = p.abilities.find((a) => a.key === prot.from);
    if (!defence?.mods.adapts || !matches(prot.against, attack, prot.covered, prot.source)) continue;
    const levels = adaptedDefence(cur, victim, prot.from, attack) + 1;
    cur = yield* put(cur, { type: 'gg.adapted', data: { figure: victim, ability: prot.from, target: `type:${type}`, levels }, ruleIds: ['GG-MOD-02'] });
  }
  return cur;
}

/**
 * After a use: Weakens loses a Level when the use `weakens` it (GG-MOD-68, use-costs.ts); Exhausts
 * ends for the scene on the result roll's 1, or an extra roll when none was made (GG-MOD-18), once a
 * turn: "Each turn on which it is active" (seed L207, GG-PLAY-139), the first use since its user's
 * Character Turn began rolls, later ones that turn do not; Burnout used boosted on an extra 1-3
 * (GG-MOD-08), once a turn as well: "each turn it is active in this way roll" (seed L195, GG-PLAY-141).
 */
export function* afterUse(
  s: S, figure: string, ability: AbilityProfile, resultFace: number | undefined, boosted: boolean, weakens: boolean,
): P {
  let cur = s;
  if (weakens) {
    const weakened = (statusOf(cur, figure).weakened[ability.key] ?? 0) + 1;
    cur = yield* put(cur, { type: 'gg.weakened', data: { figure, ability: ability.key, weakened }, ruleIds: ['GG-MOD-68'] });
  }
  for (const risk of ability.mods.sceneRisks) {
    if (risk.boostedOnly && !boosted) continue;
    // Once a turn, and not once spent (GG-PLAY-139, GG-PLAY-141).
    const st = statusOf(cur, figure);
    const mark = risk.boostedOnly ? burnoutMark(ability.key) : ability.key;
    if (st.exhausted?.includes(mark) === true || st.spent.includes(ability.key)) continue;
    // Exhausts read off the result roll keeps that roll's Hero Point (GG-PLAY-260); a roll of its own may have one.
    let face = !risk.boostedOnly && resultFace !== undefined ? resultFace : -1;
    if (face < 0) {
      const label = `${ability.name} ${risk.boostedOnly ? 'Burnout' : 'Exhausts'}`;
      face = yield* roll(d10, label);
      if (heroAsked(cur, figure, null)) {
        ({ r: face, s: cur } = yield* heroAgain(cur, d10, face, label, figure, null, avoiding(risk.faces[0], risk.faces[1])));
      }
    }
    cur = yield* put(cur, risk.boostedOnly
      ? { type: 'gg.burnout', data: { figure, ability: ability.key, face }, ruleIds: ['GG-MOD-08'] }
      : { type: 'gg.exhausts', data: { figure, ability: ability.key, face }, ruleIds: ['GG-MOD-18'] });
    if (face < risk.faces[0] || face > risk.faces[1] || statusOf(cur, figure).spent.includes(ability.key)) continue;
    cur = yield* put(cur, {
      type: 'gg.spent', data: { figure, ability: ability.key, face, why: risk.boostedOnly ? 'burnout' : 'exhausts' },
      ruleIds: [risk.boostedOnly ? 'GG-MOD-08' : 'GG-MOD-18'],
    });
  }
  return cur;
}

/**
 * An ability with Exhausts that may be active through a turn it is not used in, Persistent or Always
 * On: it rolls at its user's turn start when it is (GG-PLAY-139; activation.ts, persistence.ts).
 */
export const lastingExhausts = (a: AbilityProfile): boolean => a.duration !== 'instant' && a.mods.sceneRisks.some((r) => !r.boostedOnly);

/** Gas (GG-MOD-27): nothing against a target with Life Support against Poison Gas or Air. */
export function gasStopped(s: S, target: string, ability: AbilityProfile): boolean {
  if (!ability.mods.gas) return false;
  return profile(s, target).abilities.some((a) => a.ability === 'life-support' && Array.isArray(a.options['types'])
    && a.options['types'].some((t) => t === 'poison-gas' || t === 'air'));
}

/** Energy Defence ×2, Energy Weakness ÷2 rounded down, against their named subtypes (GG-MOD-16, GG-MOD-17). */
/** Whether two short lists share an item (loops: every protection asks). */
function shareAny<T>(a: readonly T[], b: readonly T[]): boolean {
  if (b.length === 0) return false;
  for (const x of a) if (b.includes(x)) return true;
  return false;
}

export function subtypeScaled(defence: AbilityProfile | undefined, attack: AbilityProfile, value: number): number {
  if (!defence) return value;
  if (shareAny(attack.types, defence.mods.double)) return value * 2;
  if (shareAny(attack.types, defence.mods.half)) return Math.floor(value / 2);
  return value;
}

/** A disadvantage's ban this attack would break, as [ban, trait, the rule that bans it], or null. */
export function brokenBan(s: S, attacker: string, target: string): readonly [string, string, string] | null {
  const p = profile(s, attacker);
  // Each ban is checked only if the attacker has it, in this order; most characters have none.
  if (profileIndex(p).bans) {
    const bans = p.rules.bans;
    for (const check of BAN_ORDER) if (bans[check] && banBroken(s, attacker, target, check)) return [check, bans[check], 'GG-TRAIT-R03'];
  }
  // Uncontrolled Power turns its attacks on the one the GM picked (GG-TRAIT-R11).
  if (uncontrolledOff(s, attacker, target)) return ['uncontrolled-power', 'Uncontrolled Power', 'GG-TRAIT-R11'];
  return null;
}

const BAN_ORDER = ['attack-prone', 'attack-prone-opponent', 'attack-other-than-chosen', 'ambush', 'attack-disarmed', 'gang-up'] as const;

/** Whether this attack breaks one ban (GG-TRAIT-R03). */
function banBroken(s: S, attacker: string, target: string, ban: (typeof BAN_ORDER)[number]): boolean {
  const t = s.figures[target]!;
  const st = statusOf(s, target);
  switch (ban) {
    case 'attack-prone': return hasCondition(t, 'prone') || st.out;
    // Code of Honour: its opponent, knocked down; anyone but its opponent or who attacked it (trait-rules.ts).
    case 'attack-prone-opponent': return opponentDown(s, attacker, target);
    case 'attack-other-than-chosen': return offHonour(s, attacker, target);
    case 'ambush': return hasCondition(s.figures[attacker]!, 'hidden');
    case 'attack-disarmed': return st.disarmed.length > 0;
    case 'gang-up': {
      // Ganging up: an ally already engages the target (next to it).
      const side = s.figures[attacker]!.side;
      const at = t.position as { q: number; r: number } | undefined;
      return at !== undefined && s.figureOrder.some((id) => {
        const p = s.figures[id]!.position as { q: number; r: number } | undefined;
        return id !== attacker && s.figures[id]!.side === side && inAction(s, id) && p !== undefined && hexDistance(p, at) <= 1;
      });
    }
  }
}

/** Whether an ability still works: not spent for the scene, not worn to Level 0. */
export function spentReason(s: S, figure: string, ability: AbilityProfile): string | null {
  const st: GgStatus = statusOf(s, figure);
  if (st.spent.includes(ability.key)) return `${ability.name} is spent for this scene.`;
  const worn = ability.mods.weakens || st.variable[ability.key] !== undefined || st.weakened[ability.key] !== undefined;
  if (worn && effectiveLevel(s, figure, ability.key, ability.level) <= 0) {
    return `${ability.name} is at Level 0.`;
  }
  return null;
}

/** Penalties a trait's condition puts on all its owner's rolls: Flashbacks (GG-TRAIT-R06), Substance Abuse while active (GG-ADV-45). */
export function traitPenalties(s: S, id: string): [number, string, string][] {
  const f = s.figures[id];
  if (!f) return [];
  const out: [number, string, string][] = [];
  const flash = conditionOn(s, id, 'flashback');
  if (flash) out.push([-1, 'flashback', 'GG-TRAIT-R06']);
  const abuse = conditionOn(s, id, 'substance-abuse');
  if (abuse) {
    const n = (abuse.data as { penalties?: number } | undefined)?.penalties ?? 1;
    for (let i = 0; i < n; i++) out.push([-1, 'substance abuse', 'GG-ADV-45']);
  }
  return out;
}

/**
 * Bonuses and Penalties to hit from the modifiers' and traits' rules (GG-ATK-04): Large aimed at
 * one individual (another against a major), an unseen (hidden) attacker's Bonus unless the target
 * has Sixth Sense and the table uses it (GG-TRAIT-R10), and the attacker's trait Penalties.
 */
export function ruleModifiers(s: S, attacker: string, ability: AbilityProfile, target: string): [number, string, string][] {
  const out: [number, string, string][] = [];
  const method = ability.targeting.method;
  if (ability.mods.large && method !== 'area') {
    out.push([-1, 'Large aimed at an individual', 'GG-MOD-37']);
    if (s.figures[target] && (s.figures[target].sheet as { kind?: string }).kind === 'major') out.push([-1, 'Large against a major character', 'GG-ATK-04']);
  }
  // An Undetectable Effect none of the target's targeting senses can pick up (GG-MOD-63).
  if ((method === 'direct' || method === 'area' || method === 'seeking') && cannotDetect(s, target, ability)) {
    out.push([1, 'target cannot detect the attack', 'GG-MOD-63']);
  }
  if ((method === 'direct' || method === 'area') && hasCondition(s.figures[attacker]!, 'hidden')) {
    const senses = profile(s, target).rules.has['sixth-sense'] !== undefined && ggOptions(s.options).sixthSense;
    if (!senses) out.push([1, 'target cannot detect the attacker', 'GG-ATK-04']);
  }
  return [...out, ...traitPenalties(s, attacker)];
}

import { hasCondition, hexDistance } from '../../../kernel/index.ts';
import type { AbilityProfile, FigureProfile, Protection } from './profile.ts';
import { isSolidMelee, matches } from './profile.ts';
import { effectiveLevel, inAction, isMajor, profile, statusOf, type S } from './model.ts';
import { lineOfSight, positionOf } from './space.ts';
import { ruleModifiers, subtypeScaled, traitPenalties } from './modifier-rules.ts';
import { formActive } from './conditions.ts';
import { grabLevelPenalty } from './grab.ts';
import { conditionToHit, evadeUnder, moveZeroed, type EvadeKind } from './limits.ts';
import { formResultBonus, pairDistance, protectionBonus, rangeOf, stretch } from './reach.ts';
import { againstPushOnly } from './pushes.ts';
import { adaptedAim, adaptedDefence } from './modifier-rules.ts';
import { isMelee, skillDodges } from './fighting-skill.ts';

/**
 * The numbers of an attack, without dice: to-hit level and defence (GG-ATK-01..03), Bonuses and
 * Penalties (GG-ATK-04), range band (GG-MOVE-02), result level and protection (GG-ATK-07). Pure,
 * so odds, legal actions and the resolution agree.
 */
export interface ToHit {
  readonly level: number;
  readonly defence: number;
  /**
   * The Dodge the to-hit is rolled against, when a figure's ability gives it (GG-PLAY-140): a dodge
   * kind of the target's profile, or `move` for its active move against an Area; null when the
   * range's Minimum Dodge alone sets it, or nothing does.
   */
  readonly dodge: EvadeKind | 'seeking' | 'indirect' | 'move' | null;
  readonly net: number;
  readonly autoMiss: number | null;
  readonly reasons: readonly string[];
  readonly ruleIds: readonly string[];
}

/** Minimum Dodge by range: 0, +1 per full 10 hexes after the first (GG-ATK-01). */
export function minimumDodge(hexes: number): number {
  return minimumDodgeBy(hexes, 10);
}

/** The same by a step of `step` hexes: Sniper widens it to 30 (GG-ABL-02). */
export function minimumDodgeBy(hexes: number, step: number): number {
  return Math.max(0, Math.floor((hexes - 1) / step));
}

/** Where a distance sits against a range band (GG-MOVE-02): in it, outside it (Penalty), or beyond twice its maximum. */
export function bandCheck(band: AbilityProfile['range'], d: number | null): 'in' | 'penalty' | 'beyond' | 'personal' {
  if (band === null) return 'personal';
  if (d === null) return 'in';
  if (band.max !== null && d > 2 * band.max) return 'beyond';
  if (d < band.min || (band.max !== null && d > band.max)) return 'penalty';
  return 'in';
}

/** An Area's radius in hexes from its size across (ruling: bursts are centred; other shapes a burst of the same size). */
export function areaRadius(area: NonNullable<AbilityProfile['area']>): number {
  return Math.max(0, Math.floor((Math.min(area.hexes, 10) - 1) / 2));
}

/** A Ground move's +2 against Areas counts only when the character throws itself prone (GG-MOVE-01). */
export function divesProne(s: S, id: string): boolean {
  const active = statusOf(s, id).activeMove;
  return active !== null && profile(s, id).movements.some((m) => m.key === active.key && m.mode === 'ground');
}

function moveDefence(s: S, id: string, p: FigureProfile, dive: boolean): number {
  const active = statusOf(s, id).activeMove;
  if (!active) return 0;
  const mv = p.movements.find((m) => m.key === active.key);
  const modifier = mv?.mode === 'ground' && !dive ? 0 : (mv?.areaModifier ?? 0);
  return active.level + modifier;
}

/**
 * `stray`: a missed attack gone astray at someone in its way (GG-ATK-10): a Direct one without the
 * attacker's Accuracy, an Indirect or Seeking one without Precise or Homing (its whole to-hit bonus).
 */
export function toHitFor(s: S, attacker: string, ability: AbilityProfile, target: string, dive = false, stray = false): ToHit {
  const a = profile(s, attacker);
  const t = profile(s, target);
  // A Cascade's strike leaps from the last target: its range band and Minimum Dodge count from there (GG-MOD-09).
  const range = strikeDistance(s, attacker, ability, target);
  const d = ability.leapsFrom === undefined ? range : attackDistance(s, attacker, target);
  const method = ability.targeting.method;
  const tally = new Tally();
  const { bonus, penalty, reasons, ruleIds } = tally;
  const tf = s.figures[target]!;
  const af = s.figures[attacker]!;
  const ast = statusOf(s, attacker);
  if (method === 'direct' || method === 'area') {
    if (hasCondition(tf, 'prone') || statusOf(s, target).out) bonus('target prone', 'GG-ATK-04');
    if (hasCondition(tf, 'disorientated')) bonus('target disorientated', 'GG-ATK-04');
    if (hasCondition(tf, 'trapped')) bonus('target trapped', 'GG-ATK-04');
    if (hasCondition(tf, 'grabbed')) bonus('target grabbed', 'GG-ATK-04');
  }
  if (method !== 'indirect' && statusOf(s, target).hindrance > 0) bonus('target hindered', 'GG-ATK-04');
  if (ast.backstep) penalty('backstep', 'GG-MOVE-01');
  if (strikeBand(s, attacker, ability, range) === 'penalty') penalty('outside range band', 'GG-MOVE-02');
  if (hasCondition(af, 'prone') && d !== null && d <= 2) penalty('prone attacker at range 1-2', 'GG-ATK-04');
  // Counted from where the strike comes: a Cascade's from its last target (GG-PLAY-110).
  if (range !== null && range >= 3 && allyEngagedWith(s, attacker, target) !== null) penalty('target engaged with an ally 3+ hexes away', 'GG-ATK-04');
  if (hasCondition(af, 'disorientated')) penalty('attacker disorientated', 'GG-ATK-04');
  if (ast.hindrance > 0) penalty('attacker hindered', 'GG-ATK-04');
  if (hasCondition(af, 'grabbed')) penalty('attacker grabbed', 'GG-ATK-04');
  if (!isMajor(s, attacker) && isMajor(s, target)) penalty('minor attacking major', 'GG-ATK-04');
  for (const [sign, why, id] of ruleModifiers(s, attacker, ability, target)) tally.note(sign, why, id);
  conditionToHit(s, attacker, ability, target, bonus, penalty);
  let level: number;
  let defence: number;
  let dodge: ToHit['dodge'] = null;
  if (method === 'area') {
    level = (ability.area?.attackValue ?? 2) + ability.toHitBonus;
    defence = moveZeroed(s, target) ? 0 : moveDefence(s, target, t, dive);
    if (defence > 0) dodge = 'move';
    ruleIds.push('GG-ATK-02');
  } else if (method === 'seeking' || method === 'indirect') {
    level = ability.targeting.base + (stray ? 0 : ability.toHitBonus);
    defence = t.dodge[method] ?? 0;
    if (defence > 0) dodge = method;
    ruleIds.push('GG-ATK-03');
  } else {
    // Fighting Skill aims a Melee ability wherever it reaches; its Dodge meets a Melee or Short Focus
    // attack, or any attack by one who began the turn next to the target (GG-ABL-28, GG-PLAY-98).
    level = Math.max(stray || ability.unaimed ? 0 : aimLevel(s, a, attacker, target, 'direct'), isMelee(ability) ? aimLevel(s, a, attacker, target, 'melee') : 0);
    const skill = t.dodge['melee-and-adjacent'] ?? 0;
    const evade = evadeUnder(s, target, t.dodge['direct'] ?? 0, skill > 0 && skillDodges(s, attacker, ability, target) ? skill : 0, attacker, ability);
    const floor = range === null ? 0 : minimumDodgeBy(range, a.rules.minimumDodgeStep);
    defence = Math.max(evade.level, floor);
    // A Dodge that only ties the range's Minimum Dodge is still the one rolled against (GG-PLAY-140).
    if (evade.level >= floor) dodge = evade.kind;
    ruleIds.push('GG-ATK-01');
  }
  // Super Strength: a Solid Melee attack never needs worse than 8+ (7+ with Slugger).
  const net = tally.net;
  if (a.strength && isSolidMelee(ability) && defence - level + 5 - 2 * net > a.strength.toHitCap) {
    level = defence + 5 - 2 * net - a.strength.toHitCap;
    ruleIds.push('GG-ABL-63');
  }
  return { level, defence, dodge, net, autoMiss: ability.autoMissAtOrBelow, reasons, ruleIds };
}

/** The attacker's to-hit Level of a kind: an Accuracy or Fighting Skill with Adapts aims better at a target it missed (GG-MOD-02). */
function aimLevel(s: S, a: FigureProfile, attacker: string, target: string, kind: string): number {
  return Math.max(a.toHit[kind] ?? 0, adaptedAim(s, attacker, target, kind));
}

/**
 * The Bonuses and Penalties of one to-hit as the rules note them (GG-ATK-04). Its `bonus` and
 * `penalty` are assigned in the constructor rather than named closures in toHitFor: under tsx every
 * named function made in a function body is renamed with Object.defineProperty as it is made, and
 * every attack and legal attack works out its to-hit.
 */
class Tally {
  net = 0;
  readonly reasons: string[] = [];
  readonly ruleIds: string[] = [];
  readonly bonus: (why: string, id: string) => void;
  readonly penalty: (why: string, id: string) => void;

  constructor() {
    this.bonus = (why, id) => this.note(1, why, id);
    this.penalty = (why, id) => this.note(-1, why, id);
  }

  note(sign: number, why: string, id: string): void {
    this.net += sign;
    this.reasons.push(`${sign > 0 ? 'Bonus' : 'Penalty'}: ${why}`);
    this.ruleIds.push(id);
  }
}

/** The best single protection against an attack, or 'immune' (GG-ATK-07: never summed; none = 0). */
export function protectionAgainst(s: S, target: string, ability: AbilityProfile): number | 'immune' {
  const t = profile(s, target);
  if (t.immunities.some((m) => matches(m, ability) && (!m.requires || formActive(s, target, m.requires)))) return 'immune';
  let best = 0;
  for (const p of t.protections) best = Math.max(best, protectionValue(s, target, t, p, ability));
  return protectionBonus(s, target, ability, best);
}

/** What one of the target's protections is worth against an attack's result; -1 when it does not meet it. */
function protectionValue(s: S, target: string, t: FigureProfile, p: Protection, ability: AbilityProfile): number {
  if (!matches(p.against, ability, p.covered, p.source) || (p.requires && !formActive(s, target, p.requires))) return -1;
  // A defence against Knockback or Knockdown meets their own roll (pushes.ts), not the attack's result.
  if (againstPushOnly(p.against)) return -1;
  // Adapts on a defence: a Level more against a Type it failed to stop (GG-MOD-02).
  const level = effectiveLevel(s, target, p.from, p.level) + adaptedDefence(s, target, p.from, ability);
  const value = subtypeScaled(t.abilities.find((x) => x.key === p.from), ability, p.scale === 'half' ? Math.ceil(level / 2) : level);
  // Piercing and Ignores Defence get past defences that are not Hardened (GG-MOD-48, GG-MOD-30, GG-MOD-29).
  const hardened = t.abilities.find((x) => x.key === p.from)?.hardened === true;
  return hardened ? value : ability.ignoreUnhardened ? 0 : Math.max(0, value - ability.ignorePoints);
}

/**
 * The defence whose Level resists this attack's result (protectionAgainst's best; the first of
 * equals), or null when none is worth anything against it: the one "used to resist" it (GG-PLAY-133).
 */
export function resistingDefence(s: S, target: string, ability: AbilityProfile): string | null {
  const t = profile(s, target);
  let best = 0;
  let from: string | null = null;
  for (const p of t.protections) {
    const value = protectionValue(s, target, t, p, ability);
    if (value > best) {
      best = value;
      from = p.from;
    }
  }
  return from;
}

/** The result roll's level and Penalties (GG-ATK-07): Hindered attacker, beyond normal range (a Cascade's from its last target). */
export function resultFor(s: S, attacker: string, ability: AbilityProfile, target: string): { level: number; resist: number | 'immune'; net: number } {
  let net = traitPenalties(s, attacker).length * -1;
  if (statusOf(s, attacker).hindrance > 0) net--;
  const band = rangeOf(s, attacker, ability);
  if (band?.max != null) {
    const d = strikeDistance(s, attacker, ability, target);
    if (d !== null && d > band.max) net--;
  }
  net -= grabLevelPenalty(s, attacker, ability, target, false);
  const extra = resultBonusFor(s, attacker, ability);
  return { level: effectiveLevel(s, attacker, ability.key, ability.level) + extra, resist: protectionAgainst(s, target, ability), net };
}

/**
 * Levels the attacker's defences add to its result with this attack: Super Strength and Density
 * Increase to Solid Melee (GG-ABL-63, GG-ABL-15), a Giant's only while the form is on (reach.ts).
 */
export function resultBonusFor(s: S, attacker: string, ability: AbilityProfile): number {
  let extra = formResultBonus(s, attacker, ability);
  for (const b of profile(s, attacker).resultBonus) if (!b.requires && matches(b.against, ability)) extra += b.amount;
  return extra;
}

/** Hexes between two figures: a grab holds its two at 0, a Giant's marker brings it nearer (reach.ts). */
export function distance(s: S, a: string, b: string): number | null {
  const pa = positionOf(s, a);
  const pb = positionOf(s, b);
  return pa && pb ? pairDistance(s, a, b, hexDistance(pa, pb)) : null;
}

/** How far an attack reaches across: the distance less the attacker's Stretching (GG-ABL-60). */
export function attackDistance(s: S, attacker: string, target: string): number | null {
  const d = distance(s, attacker, target);
  return d === null ? null : Math.max(0, d - stretch(s, attacker));
}

export { rangeOf };

/**
 * The hexes a strike crosses to its target: from its user, less the user's Stretching; a Cascade's
 * from the last target it leapt from, which Stretching does not lengthen (GG-PLAY-110).
 */
export function strikeDistance(s: S, attacker: string, ability: AbilityProfile, target: string): number | null {
  return ability.leapsFrom === undefined ? attackDistance(s, attacker, target) : distance(s, ability.leapsFrom, target);
}

/**
 * Where a strike's distance (strikeDistance) sits against the ability's range band as its user has
 * it now, a Giant's reach included (GG-MOVE-02, GG-PLAY-48): the one band the to-hit, a Cascade's
 * leaps and an Unpredictable strike's new targets all use (GG-PLAY-127).
 */
export function strikeBand(s: S, attacker: string, ability: AbilityProfile, d: number | null): ReturnType<typeof bandCheck> {
  return bandCheck(rangeOf(s, attacker, ability), d);
}

/**
 * Whether this strike could be aimed at figure `id` from where it comes (its user, or a Cascade's
 * last target): in action; not hidden, unless an Area (GG-SIT-04, seed L519 "No attacks can be
 * targeted against hidden opponents"); within twice its band (strikeBand); in sight from there
 * unless it ignores walls or is a Bullet, which may be shot through them (GG-SIT-03, GG-MOD-07).
 * Who else it names (its user, those struck already) is its caller's: a Cascade's next target and
 * Unpredictable Targeting's "other available targets" (GG-PLAY-125, GG-PLAY-126).
 */
export function mayStrikeAt(s: S, attacker: string, ability: AbilityProfile, id: string): boolean {
  if (!inAction(s, id)) return false;
  if (ability.targeting.method !== 'area' && hasCondition(s.figures[id]!, 'hidden')) return false;
  const band = strikeBand(s, attacker, ability, strikeDistance(s, attacker, ability, id));
  if (band === 'beyond' || band === 'personal') return false;
  if (ability.mods.ignoresWalls || ability.mods.bullet) return true;
  const from = positionOf(s, ability.leapsFrom ?? attacker);
  const to = positionOf(s, id);
  return !from || !to || lineOfSight(s, from, to);
}

/** An ally of the attacker in action next to the target, so engaged with it (GG-ATK-04, GG-ATK-05), or null. */
function allyEngagedWith(s: S, attacker: string, target: string): string | null {
  const side = s.figures[attacker]!.side;
  for (const id of s.figureOrder) {
    if (id !== attacker && id !== target && s.figures[id]!.side === side && inAction(s, id) && distance(s, id, target) === 1) return id;
  }
  return null;
}

/**
 * An ally of the attacker next to the target, who a long shot may hit on 1-2 (GG-ATK-05); a
 * Cascade's strike is long or not from the last target it leapt from (GG-PLAY-110).
 */
export function allyInTheWay(s: S, attacker: string, ability: AbilityProfile, target: string): string | null {
  const d = distance(s, ability.leapsFrom ?? attacker, target);
  if (d === null || d <= 2 || !['direct', 'seeking'].includes(ability.targeting.method)) return null;
  return allyEngagedWith(s, attacker, target);
}

import { hexDistance, type Json, type LegalAction } from '../../../kernel/index.ts';
import { areaRadius } from './attack-rules.ts';
import { validateAttack, type AttackArgs } from './attack.ts';
import { actingSide } from './control.ts';
import { inAction, profile, type GgOptions, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { profileIndex } from './profile-index.ts';
import { positionOf } from './space.ts';
import { linkedAttacks } from './extra-attacks.ts';
import { aimChoice } from './strength-aim.ts';

// The attacks the acting figure may make now, in the order the legal actions list them: one list
// for the action bar (legal.ts labels them) and for the bot, which reads it without labels
// (bot.ts), so both see the very same attacks in the very same order.

/** One attack the acting figure may make: its arguments and the ability, and how it came to be offered. */
export interface AttackOffer {
  readonly args: AttackArgs;
  readonly ability: AbilityProfile;
  /**
   * `main`: an attack on an enemy (a follow-up when one waits). The modifiers' and traits' ways of
   * using one (GG-MOD-08 Burnout, GG-MOD-38 Optional Lethal, GG-MOD-05 Autofire, GG-MOD-46 a Personal
   * Area, GG-TRAIT-R11 powers run wild) say so, and a Burnout, Lethal or Autofire variant names the
   * main attack it varies.
   */
  readonly kind: 'main' | 'boost' | 'lethal' | 'autofire' | 'linked' | 'around' | 'wild' | 'direction' | 'accuracy';
  readonly of?: AttackOffer;
}

/** The figures the acting figure fights: in action and not of its side (under control, its controller's; GG-ABL-49, GG-ABL-51). */
export function enemiesOf(s: S, id: string): string[] {
  const side = actingSide(s, id);
  const out: string[] = [];
  for (const x of s.figureOrder) if (s.figures[x]!.side !== side && inAction(s, x)) out.push(x);
  return out;
}

/** Every legal attack of each attack ability on each enemy, ability by ability (GG-ACT-01, GG-ATK-08). */
export function mainAttacks(s: S, id: string, options: GgOptions, enemies: readonly string[]): AttackOffer[] {
  const out: AttackOffer[] = [];
  for (const o of mainCandidates(s, id, enemies)) if (validateAttack(s, o.args, options) === null) out.push(o);
  return out;
}

/**
 * The attacks mainAttacks puts to validateAttack, in its order: none without an action to spend or
 * with the turn's targeted action used, unless a follow-up waits. The bot ranks them before it
 * validates them (bot.ts).
 */
export function mainCandidates(s: S, id: string, enemies: readonly string[]): AttackOffer[] {
  const out: AttackOffer[] = [];
  const follow = s.sys.followUp?.figure === id;
  if (!follow && (s.sys.actionsLeft <= 0 || s.sys.targeted)) return out;
  for (const ability of profileIndex(profile(s, id)).attacks) {
    for (const t of enemies) out.push({ args: { figure: id, ability: ability.key, target: t }, ability, kind: 'main' });
  }
  return out;
}

/**
 * The modifiers' and traits' ways of attacking (GG-MOD-08, GG-MOD-38, GG-MOD-05, GG-MOD-46, GG-TRAIT-R11):
 * each main attack boosted, made Lethal, with all its shots or its linked abilities, a Personal Area round its user when it would
 * catch an enemy, and every attack at the one the GM picked while powers run wild.
 */
export function attackVariants(s: S, id: string, options: GgOptions, main: readonly AttackOffer[]): AttackOffer[] {
  const out: AttackOffer[] = [];
  const p = profile(s, id);
  const index = profileIndex(p);
  if (index.varied) {
    for (const m of main) {
      const ability = p.abilities.find((x) => x.key === m.args.ability);
      if (!ability) continue;
      if (ability.mods.burnout) out.push({ args: { ...m.args, boost: true }, ability, kind: 'boost', of: m });
      // A Lethal use is offered where the variant allows it (GG-PLAY-88).
      const lethal = { ...m.args, lethal: true };
      if (ability.mods.optionalLethal && !validateAttack(s, lethal, options)) out.push({ args: lethal, ability, kind: 'lethal', of: m });
      if (ability.mods.autofire > 1) {
        const more = Array.from({ length: ability.mods.autofire - 1 }, () => m.args.target);
        const args = { ...m.args, more };
        if (!validateAttack(s, args, options)) out.push({ args, ability, kind: 'autofire', of: m });
      }
      // With the abilities linked to it, in the same action (GG-MOD-41, GG-PLAY-72).
      if (linkedAttacks(p, ability).length > 0) {
        const args = { ...m.args, linked: true };
        if (!validateAttack(s, args, options)) out.push({ args, ability, kind: 'linked', of: m });
      }
    }
  }
  // A Personal Area centred on its user, when it would catch an enemy (GG-MOD-46).
  const here = positionOf(s, id);
  for (const a of index.personalAreas) {
    const args = { figure: id, ability: a.key, target: id };
    const near = here && s.figureOrder.some((x) => s.figures[x]!.side !== s.figures[id]!.side && inAction(s, x)
      && positionOf(s, x) !== null && hexDistance(here, positionOf(s, x)!) <= areaRadius(a.area!));
    if (near && !validateAttack(s, args, options)) out.push({ args, ability: a, kind: 'around' });
  }
  // Under Uncontrolled Power its attacks go at the one the GM picked (GG-TRAIT-R11).
  const conditions = s.figures[id]!.conditions;
  const wild = conditions.length === 0 ? undefined
    : (conditions.find((c) => c.id === 'uncontrolled-power')?.data as { target?: string } | undefined)?.target;
  if (wild && s.figures[wild]) {
    for (const a of index.attacks) {
      const args = { figure: id, ability: a.key, target: wild };
      if (!validateAttack(s, args, options)) out.push({ args, ability: a, kind: 'wild' });
    }
  }
  return out;
}

/** A Forced Move's directions in words, for the action bar (GG-ABL-30, GG-PLAY-90). */
const DIRECTION_WORDS = { away: 'pushing it away', toward: 'pulling it towards you', up: 'lifting it up', down: 'driving it down' } as const;
const OTHER_DIRECTIONS = ['toward', 'up', 'down'] as const;

/**
 * A Forced Move built "chosen" goes the way said with the attack (GG-ABL-30, GG-PLAY-90): each main
 * attack with one is offered again for each other direction (unsaid, it goes away). The bot picks
 * its attack among the unsaid ones, then says a way when another harms more (bot-direction.ts).
 */
export function directionVariants(s: S, options: GgOptions, main: readonly AttackOffer[]): AttackOffer[] {
  const out: AttackOffer[] = [];
  for (const m of main) {
    if (m.ability.push?.direction !== 'chosen') continue;
    for (const direction of OTHER_DIRECTIONS) {
      const args = { ...m.args, direction };
      if (!validateAttack(s, args, options)) out.push({ args, ability: m.ability, kind: 'direction', of: m });
    }
  }
  return out;
}

/**
 * A Solid Melee attack with Super Strength knocks back unless Accuracy aims it (GG-ABL-63, GG-PLAY-12):
 * each main attack with the choice is offered again aimed, when Accuracy changes the number needed.
 */
export function accuracyVariants(s: S, options: GgOptions, main: readonly AttackOffer[]): AttackOffer[] {
  const out: AttackOffer[] = [];
  for (const m of main) {
    if (!aimChoice(s, m.args.figure, m.args.ability, m.args.target)) continue;
    const args = { ...m.args, accuracy: true };
    if (!validateAttack(s, args, options)) out.push({ args, ability: m.ability, kind: 'accuracy', of: m });
  }
  return out;
}

/** An offer as a legal action, with its label for the action bar. */
export function offerAction(s: S, o: AttackOffer): LegalAction {
  const id = o.args.figure;
  const name = (x: string) => s.figures[x]!.name;
  const main = (m: AttackOffer) => `${s.sys.followUp?.figure === id ? 'Follow up: ' : ''}${m.ability.name} at ${name(m.args.target)}`;
  // A chosen Forced Move says which way each offer goes, the unsaid one included (GG-PLAY-90).
  const way = o.ability.push?.direction === 'chosen' && (o.kind === 'main' || o.kind === 'direction')
    ? `, ${DIRECTION_WORDS[o.args.direction ?? 'away']}` : '';
  const label = o.kind === 'main' || o.kind === 'direction' ? `${main(o)}${way}`
    : o.kind === 'boost' ? `${main(o.of!)}, boosted (Burnout)`
      : o.kind === 'lethal' ? `${main(o.of!)}, Lethal`
        : o.kind === 'accuracy' ? `${main(o.of!)}, aimed with Accuracy (no Knockback)`
          : o.kind === 'autofire' ? `${main(o.of!)}, ${o.ability.mods.autofire} shots`
            : o.kind === 'linked' ? `${main(o.of!)}, with ${linkedAttacks(profile(s, id), o.ability).map((x) => x.name).join(' and ')} (Linked)`
              : o.kind === 'around' ? `${o.ability.name} around itself`
                : `${o.ability.name} at ${name(o.args.target)} (powers run wild)`;
  const action: LegalAction = { type: 'gg.attack', args: o.args as Json, label, figure: id };
  // A main Area on the map, not as a follow-up, may be aimed at any hex instead (GG-PLAY-206, GG-PLAY-207):
  // the map offers that, named by the ability.
  const hex = o.kind === 'main' && o.ability.targeting.method === 'area' && o.ability.area && o.ability.range !== null
    && s.sys.followUp?.figure !== id && positionOf(s, id) !== null;
  return hex ? { ...action, means: o.ability.name, aim: 'hex' } : action;
}

import type { LegalAction } from '../../../kernel/index.ts';
import { isCompelledOffer } from './ability-legal.ts';
import { outOfUses } from './ammo.ts';
import { botDirection } from './bot-direction.ts';
import { enemiesOf } from './attack-offers.ts';
import { pickToSwitchOn } from './bot-switch-on.ts';
import { mayFollowWith } from './extra-attacks.ts';
import { currentFigure, profile, statusOf, type GgOptions, type S } from './model.ts';
import { profileIndex } from './profile-index.ts';
import type { AbilityProfile } from './profile.ts';
import { switchOffForAttack } from './stand-off-offers.ts';
import { botAims } from './strength-aim.ts';
import { pickMove } from './bot-moves.ts';
import { withinThreat } from './keep-away.ts';

// What the GG bot's policy (bot.ts) weighs, and the list of legal actions read as those kinds.

/**
 * What the bot weighs, kind by kind, each the first of its kind in the order legalActions lists
 * it (attacks: all of them, in that order). The same policy reads them from the list of legal
 * actions (`choose`) or straight from the state (`propose`); `last` is the list's first action,
 * which only the list knows (null from the state).
 */
export interface Choices<T> {
  /**
   * Legal attacks, among them all the best the policy picks from: the list gives every one; the
   * state only those at the best score a legal main attack has, and the variants (attack-offers.ts).
   */
  attacks(): readonly T[];
  /** The shortest move that brings a target into range of a follow-up, when none is in range (GG-ATK-08). */
  followUpMove(): T | undefined;
  /**
   * The picked attack with a chosen Forced Move's way said, when another than the unsaid one harms more (bot-direction.ts),
   * or a Super Strength blow aimed with Accuracy, when that is worth its Knockback (strength-aim.ts).
   */
  directed(attack: T): T;
  spot(): T | undefined;
  stand(): T | undefined;
  regainFocus(): T | undefined;
  recover(): T | undefined;
  resist(): T | undefined;
  /** A reload of an ability whose load is empty, its scene's Limited Ammo not spent (GG-MOD-58, GG-MOD-40). */
  reload(): T | undefined;
  /** Switching off an active Movement without Stand-Off, to shoot next (stand-off-offers.ts, GG-PLAY-184). */
  switchOff(): T | undefined;
  /** A move that closes on an enemy, with the Movement that gets furthest (GG-PLAY-187). */
  closeIn(): T | undefined;
  /** After its attack, a move out of the nearest enemy's shorter reach, with the Movement that gets furthest (GG-PLAY-188). */
  fallBack(): T | undefined;
  /** Switching on an ability of its own not on yet, the plan's pick for the moment (bot-switch-on.ts, GG-PLAY-134, GG-PLAY-146). */
  switchOn(early: boolean): T | undefined;
  /** With something to switch on at all: stopping a fallen enemy, else switchOn(false). */
  guard(): T | undefined;
  stopInactive(): T | undefined;
  declineFollowUp(): T | undefined;
  /** A Summon's first offer, when the bot would summon now (wantsMinion, GG-PLAY-241). */
  summon(): T | undefined;
  /** Fear's or Desire's move, owed before the turn may end (GG-PLAY-41, GG-PLAY-198). */
  compelled(): T | undefined;
  endTurn(): T | undefined;
  last(): T | null;
}

export type Args = { figure: string; ability: string; target: string };

/**
 * Whether the bot moves to follow up at all: only for an attack about as strong as its strongest
 * (a Level within 1). A blaster does not fly up to an armoured brute to punch it at Level 1: a
 * bot's judgement, not a rule (the rules allow any follow-up move, GG-ATK-08).
 */
export function followUpWorthAMove(s: S, id: string): boolean {
  const p = profile(s, id);
  const follow = s.sys.followUp!;
  let best = 0;
  let able = -Infinity;
  for (const a of profileIndex(p).attacks) {
    best = Math.max(best, a.level);
    if (mayFollowWith(a, follow, p)) able = Math.max(able, a.level);
  }
  return able >= best - 1;
}

/**
 * Whether the bot summons now (GG-PLAY-241): it has a Summon, two actions left (one kept for its
 * attack), no follow-up to give up, and no minion of its own on the table. A bot's judgement, not a
 * rule; the few figures with a Summon pay for the scan of the order, the rest stop at the index.
 */
export function wantsMinion(s: S, id: string): boolean {
  if (s.sys.actionsLeft < 2 || s.sys.followUp || profileIndex(profile(s, id)).summoners.length === 0) return false;
  for (const x of s.figureOrder) {
    const o = statusOf(s, x).origin;
    if (o && o.kind === 'minion' && o.by === id) return false;
  }
  return true;
}

/** Whether the list of legal actions offers to switch `a` on (its keys, `offered`). */
const isOffered = (offered: ReadonlySet<string>, a: AbilityProfile) => offered.has(a.key);

/** The kinds the policy reads, from the list of legal actions. */
export class ListChoices implements Choices<LegalAction> {
  constructor(private readonly s: S, private readonly actions: readonly LegalAction[], private readonly options: GgOptions) {}
  private first(type: string, test?: (a: LegalAction) => boolean): LegalAction | undefined {
    return this.actions.find((a) => a.type === type && (!test || test(a)));
  }

  attacks() {
    // A chosen Forced Move's said directions, and Super Strength aimed with Accuracy, are weighed once the attack is picked (directed).
    return this.actions.filter((a) => {
      const b = a.args as { direction?: string; accuracy?: boolean };
      return a.type === 'gg.attack' && b.direction === undefined && b.accuracy === undefined;
    });
  }

  directed(attack: LegalAction) {
    const args = attack.args as Args;
    const way = botDirection(this.s, args.figure, profile(this.s, args.figure).abilities.find((x) => x.key === args.ability), args.target);
    const [key, value] = way !== undefined ? ['direction', way] : botAims(this.s, args.figure, args.ability, args.target) ? ['accuracy', true] : [];
    if (key === undefined) return attack;
    // The list offers each way, and the aimed use, of a main attack only (attack-offers.ts): the same arguments, the choice said.
    const n = Object.keys(args).length;
    const said = this.actions.find((a) => {
      const b = a.args as Record<string, unknown>;
      return a.type === 'gg.attack' && b[key] === value && Object.keys(b).length === n + 1
        && Object.entries(args).every(([k, v]) => b[k] === v);
    });
    return said ?? attack;
  }

  followUpMove() {
    const id = this.s.sys.followUp?.figure;
    return id !== undefined && followUpWorthAMove(this.s, id) ? this.first('gg.follow-up-move') : undefined;
  }

  spot() {
    return this.first('gg.spot');
  }

  stand() {
    return this.first('gg.stand');
  }

  regainFocus() {
    return this.first('gg.regain-focus');
  }

  recover() {
    return this.first('gg.recover');
  }

  resist() {
    return this.first('gg.resist');
  }

  reload() {
    return this.first('gg.reload', (a) => {
      const args = a.args as { figure: string; ability: string };
      const ability = profile(this.s, args.figure).abilities.find((x) => x.key === args.ability);
      return ability !== undefined && outOfUses(statusOf(this.s, args.figure), ability) === 'GG-MOD-58';
    });
  }

  switchOff() {
    const id = currentFigure(this.s);
    if (id === null || profileIndex(profile(this.s, id)).noStandOff.length === 0) return undefined;
    const bar = switchOffForAttack(this.s, id, this.options, enemiesOf(this.s, id));
    return bar ? this.first('gg.deactivate', (a) => (a.args as { ability: string }).ability === bar.key) : undefined;
  }

  closeIn() {
    // A Move action: the rest of a Split move, offered once the actions are spent, the bot gives up (GG-PLAY-176).
    const id = currentFigure(this.s);
    return this.s.sys.actionsLeft > 0 && id !== null ? pickMove(this.s, id, enemiesOf(this.s, id), 'close on', this.actions) : undefined;
  }

  fallBack() {
    const id = currentFigure(this.s);
    if (this.s.sys.actionsLeft <= 0 || id === null) return undefined;
    const enemies = enemiesOf(this.s, id);
    return withinThreat(this.s, id, enemies) ? pickMove(this.s, id, enemies, 'fall back', this.actions) : undefined;
  }

  guard() {
    const id = currentFigure(this.s);
    if (id === null || profileIndex(profile(this.s, id)).switchOn.spare.length === 0) return undefined;
    return this.stopInactive() ?? this.switchOn(false);
  }

  switchOn(early: boolean) {
    const id = currentFigure(this.s);
    if (id === null || (early && this.s.sys.actionsLeft < 2)) return undefined;
    const plan = profileIndex(profile(this.s, id)).switchOn;
    const wanted = early ? plan.early : plan.spare;
    if (wanted.length === 0) return undefined;
    // The plan's pick among those on offer, as the proposal picks (pickToSwitchOn, GG-PLAY-146).
    const offered = new Set<string>();
    for (const a of this.actions) if (a.type === 'gg.activate') offered.add((a.args as { ability: string }).ability);
    const pick = pickToSwitchOn(wanted, this.s.round, isOffered, offered);
    return pick === null ? undefined : this.first('gg.activate', (a) => (a.args as { ability: string }).ability === pick.key);
  }

  stopInactive() {
    return this.first('gg.stop-inactive');
  }

  declineFollowUp() {
    return this.first('gg.decline-follow-up');
  }

  summon() {
    const id = currentFigure(this.s);
    return id !== null && wantsMinion(this.s, id) ? this.first('gg.summon') : undefined;
  }

  compelled() {
    return this.actions.find(isCompelledOffer);
  }

  endTurn() {
    return this.first('gg.end-turn');
  }

  last() {
    return this.actions[0]!;
  }
}

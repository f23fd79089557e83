import type { BotCommand, BotSpec, RuleContext } from '../../../kernel/index.ts';
import { hasCondition, type Actor, type Json, type LegalAction } from '../../../kernel/index.ts';
import { allowedUnderConditions, compelledMoves, firstToSwitchOn } from './ability-legal.ts';
import { attackVariants, enemiesOf, mainCandidates, type AttackOffer } from './attack-offers.ts';
import { attackerFacts, attackerRejection, checkAttack, validateAttack } from './attack-validate.ts';
import { followUpWorthAMove, ListChoices, wantsMinion, type Args, type Choices } from './bot-choices.ts';
import { botDirection } from './bot-direction.ts';
import { botAims } from './strength-aim.ts';
import { followUpMoveOffers } from './follow-up-move.ts';
import { isProne } from './common.ts';
import { isHidden } from './hiding.ts';
import { mayCloseIn, moves } from './legal.ts';
import { abilityOf, currentFigure, ggOptions, profile, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import { profileIndex } from './profile-index.ts';
import { outOfUses } from './ammo.ts';
import { switchOffForAttack } from './stand-off-offers.ts';
import { summonOffers } from './summon-offers.ts';
import { pickMove } from './bot-moves.ts';
import { withinThreat } from './keep-away.ts';

/**
 * A plain tactical bot for simulation and odds: follow up when it can, attack with its strongest
 * ability the weakest enemy in reach, stand when prone, close in, stop a fallen enemy from getting
 * up, else end the turn; switch on what works only while on (GG-PLAY-134, bot-switch-on.ts). It
 * always spends a Hero Point when offered one (GG-DICE-06).
 */

/** Strongest attack (its Level), weakest target (hits left). */
function scoreOf(s: S, args: Args): number {
  // A loop, not `.find(x => …)`: a closure made for each of the ~100 scores of a fight.
  let level = 0;
  for (const x of profile(s, args.figure).abilities) {
    if (x.key === args.ability) {
      level = x.level;
      break;
    }
  }
  return level * 10 - statusOf(s, args.target).hits;
}

/** An attack below the Level worth moving for, by a figure with a Movement that bars one of its attacks (GG-PLAY-189). */
function weakest(s: S, args: Args): boolean {
  const index = profileIndex(profile(s, args.figure));
  if (index.barringMoves.size === 0) return false;
  const a = abilityOf(s, args.figure, args.ability);
  return a !== undefined && a.level < index.worthLevel;
}

function policy<T extends BotCommand>(s: S, c: Choices<T>, pick: (n: number) => number): T | null {
  // Abilities that work only once switched on (GG-PLAY-134, bot-switch-on.ts): a Persistent one, on
  // for the scene, first, with an action left to attack with and no follow-up to give up; an
  // Instant one only with an action left unused (below), to guard its user until its next turn.
  const early = s.sys.followUp ? undefined : c.switchOn(true);
  if (early) return early;
  // A minion brought with the first action, one kept for the attack (GG-PLAY-241).
  const minion = c.summon();
  if (minion) return minion;
  // The best score; the dice break ties.
  const attacks = c.attacks();
  if (attacks.length > 0) {
    let best = -Infinity;
    const top: T[] = [];
    for (const a of attacks) {
      const score = scoreOf(s, a.args as Args);
      if (score > best) {
        best = score;
        top.length = 0;
      }
      if (score === best) top.push(a);
    }
    // Not a weak one while a Movement it moved with bars a strong one: off first, then that (GG-PLAY-189).
    const off = s.sys.actionsLeft >= 2 && weakest(s, top[0]!.args as Args) ? c.switchOff() : undefined;
    return off ?? c.directed(top[top.length > 1 ? pick(top.length) : 0]!);
  }
  // A follow-up move costs no action: taken before anything that would give the follow-up up. The
  // turn's one targeted action spent (its attack, seed L465), falling back out of a shorter reach
  // (GG-PLAY-188), then guarding, come before a step closer.
  return c.followUpMove() ?? c.spot() ?? c.stand() ?? c.regainFocus() ?? c.recover() ?? c.resist() ?? c.reload()
    ?? (s.sys.targeted ? c.fallBack() ?? (s.sys.followUp ? undefined : c.guard()) : undefined) ?? c.switchOff() ?? c.closeIn()
    ?? c.stopInactive() ?? c.declineFollowUp() ?? c.switchOn(false) ?? c.compelled() ?? c.endTurn() ?? c.last();
}

const NOT_RESISTED_HERE = new Set(['prone', 'disorientated', 'stunned']);

/**
 * The same kinds from the state, each worked out by the rule functions legalActions asks, and
 * only as far as the policy reads (an attack in reach settles it): each is checked against the
 * figure's conditions as the list's filter checks it (ability-legal.ts).
 */
class TableChoices implements Choices<BotCommand> {
  private readonly acting: boolean;
  private noMainAttack = false;
  constructor(
    private readonly s: S, private readonly id: string, private readonly options: GgOptions, private readonly enemies: readonly string[],
    private readonly actor: Actor,
  ) {
    this.acting = s.sys.actionsLeft > 0;
  }

  private allowed(type: string, args: Json, label = ''): boolean {
    return allowedUnderConditions(this.s, this.id, { type, args, label });
  }

  /**
   * A command of a kind legalActions lists, found by the checks it makes: `legal`, so the fast lane
   * does not validate it again (bot.test.ts holds every proposal to `validate` as well as to the list).
   */
  private offer(type: string, args: Json, label?: string): BotCommand | undefined {
    return this.allowed(type, args, label) ? { type, args, legal: true } : undefined;
  }

  attacks(): BotCommand[] {
    const main = this.bestMainAttacks();
    // bestMainAttacks finds none exactly when mainAttacks would list none (a follow-up move asks).
    this.noMainAttack = main.length === 0;
    const all = [...main, ...attackVariants(this.s, this.id, this.options, main)];
    if (all.length === 0 || !this.allowed('gg.attack', all[0]!.args as Json)) return [];
    return all.map((o) => ({ type: 'gg.attack', args: o.args as Json, legal: true }));
  }

  directed(attack: BotCommand) {
    const args = attack.args as Args;
    // Only main attacks, at enemies, are offered each way in the list (attack-offers.ts).
    if (Object.keys(args).length !== 3 || !this.enemies.includes(args.target)) return attack;
    const way = botDirection(this.s, args.figure, profile(this.s, args.figure).abilities.find((x) => x.key === args.ability), args.target);
    const aims = way === undefined && botAims(this.s, args.figure, args.ability, args.target);
    const said = way !== undefined ? { ...args, direction: way } : aims ? { ...args, accuracy: true } : null;
    if (said === null) return attack;
    return validateAttack(this.s, said, this.options) === null ? { type: 'gg.attack', args: said as Json, legal: true } : attack;
  }

  /**
   * The legal main attacks at the best score any legal one has, in mainAttacks' order. A score costs
   * a lookup, validateAttack a great deal: candidates are validated best score first, and those
   * below the best legal score never are. Their variants score as they do, so none of theirs could
   * be picked either; a Personal Area or a wild attack does not depend on them.
   */
  private bestMainAttacks(): AttackOffer[] {
    const candidates = mainCandidates(this.s, this.id, this.enemies);
    const n = candidates.length;
    // What validateAttack asks of the attacker alone is asked once: a refusal there refuses them all.
    if (n === 0 || attackerRejection(this.s, this.id) !== null) return [];
    const facts = attackerFacts(this.s, this.id, true);
    const scores: number[] = [];
    for (let i = 0; i < n; i++) scores.push(scoreOf(this.s, candidates[i]!.args));
    // Score by score from the top: the first score with a legal attack is the best.
    let below = Infinity;
    for (;;) {
      let score = -Infinity;
      for (let i = 0; i < n; i++) if (scores[i]! < below && scores[i]! > score) score = scores[i]!;
      if (score === -Infinity) return [];
      const out: AttackOffer[] = [];
      for (let i = 0; i < n; i++) {
        if (scores[i] === score && checkAttack(this.s, candidates[i]!.args, this.options, facts) === null) out.push(candidates[i]!);
      }
      if (out.length > 0) return out;
      below = score;
    }
  }

  followUpMove() {
    if (this.s.sys.followUp?.figure !== this.id || !followUpWorthAMove(this.s, this.id)) return undefined;
    const found = followUpMoveOffers(this.s, this.id, this.options, this.noMainAttack)[0];
    // The offer itself, not its fields: the filter reads the way a move goes (a compelled one's).
    return found && allowedUnderConditions(this.s, this.id, found) ? { type: found.type, args: found.args, legal: true } : undefined;
  }

  spot() {
    if (this.s.sys.spotted) return undefined;
    const side = this.s.figures[this.id]!.side;
    const t = this.s.figureOrder.find((x) => this.s.figures[x]!.side !== side && isHidden(this.s.figures[x]!));
    return t === undefined ? undefined : this.offer('gg.spot', { figure: this.id, target: t });
  }

  stand() {
    return this.acting && isProne(this.s, this.id) ? this.offer('gg.stand', { figure: this.id }) : undefined;
  }

  regainFocus() {
    const key = statusOf(this.s, this.id).disarmed[0];
    return this.acting && key !== undefined ? this.offer('gg.regain-focus', { figure: this.id, ability: key }) : undefined;
  }

  recover() {
    return this.acting && hasCondition(this.s.figures[this.id]!, 'disorientated') ? this.offer('gg.recover', { figure: this.id }) : undefined;
  }

  resist() {
    if (!this.acting) return undefined;
    for (const c of this.s.figures[this.id]!.conditions) {
      if (NOT_RESISTED_HERE.has(c.id)) continue;
      const found = this.offer('gg.resist', { figure: this.id, condition: c.id });
      if (found) return found;
    }
    return undefined;
  }

  reload() {
    if (!this.acting) return undefined;
    const st = statusOf(this.s, this.id);
    for (const a of profileIndex(profile(this.s, this.id)).reloads) {
      if (outOfUses(st, a) === 'GG-MOD-58' && this.s.sys.actionsLeft >= a.uses!.reloadActions) return this.offer('gg.reload', { figure: this.id, ability: a.key });
    }
    return undefined;
  }

  switchOff() {
    if (profileIndex(profile(this.s, this.id)).noStandOff.length === 0) return undefined;
    const bar = switchOffForAttack(this.s, this.id, this.options, this.enemies);
    return bar ? this.offer('gg.deactivate', { figure: this.id, ability: bar.key }) : undefined;
  }

  closeIn() {
    if (!this.acting) return undefined;
    const bands = profileIndex(profile(this.s, this.id)).attackRanges;
    if (!mayCloseIn(this.s, this.id, this.enemies, bands)) return undefined;
    return this.move(pickMove(this.s, this.id, this.enemies, 'close on', moves(this.s, this.id, this.enemies, bands)));
  }

  fallBack() {
    if (!this.acting || !withinThreat(this.s, this.id, this.enemies)) return undefined;
    const bands = profileIndex(profile(this.s, this.id)).attackRanges;
    return this.move(pickMove(this.s, this.id, this.enemies, 'fall back', moves(this.s, this.id, this.enemies, bands)));
  }

  /** The move picked from the moves the list offers (bot-moves.ts), checked as the list's filter checks it. */
  private move(found: LegalAction | undefined): BotCommand | undefined {
    // The offer itself, not its fields: the filter reads the way a move goes (a compelled one's).
    return found && allowedUnderConditions(this.s, this.id, found) ? { type: found.type, args: found.args, legal: true } : undefined;
  }

  guard() {
    if (!this.acting || profileIndex(profile(this.s, this.id)).switchOn.spare.length === 0) return undefined;
    return this.stopInactive() ?? this.switchOn(false);
  }

  switchOn(early: boolean) {
    if (!this.acting || (early && this.s.sys.actionsLeft < 2)) return undefined;
    const plan = profileIndex(profile(this.s, this.id)).switchOn;
    const wanted = early ? plan.early : plan.spare;
    if (wanted.length === 0) return undefined;
    const a = firstToSwitchOn(this.s, this.id, wanted, { options: this.options, actor: this.actor });
    return a ? this.offer('gg.activate', { figure: this.id, ability: a.key }) : undefined;
  }

  stopInactive() {
    if (!this.acting || this.s.sys.stopUsed) return undefined;
    const side = this.s.figures[this.id]!.side;
    for (const t of this.s.figureOrder) {
      const ts = statusOf(this.s, t);
      if (this.s.figures[t]!.side !== side && ts.out && !ts.outOfPlay) return this.offer('gg.stop-inactive', { figure: this.id, target: t });
    }
    return undefined;
  }

  declineFollowUp() {
    return this.s.sys.followUp?.figure === this.id ? this.offer('gg.decline-follow-up', { figure: this.id }) : undefined;
  }

  summon() {
    if (!wantsMinion(this.s, this.id)) return undefined;
    for (const o of summonOffers(this.s, this.id, this.actor, this.options)) {
      if (allowedUnderConditions(this.s, this.id, o)) return { type: o.type, args: o.args, legal: true };
    }
    return undefined;
  }

  compelled() {
    return this.acting ? this.move(compelledMoves(this.s, this.id)[0]) : undefined;
  }

  endTurn() {
    return this.offer('gg.end-turn', { figure: this.id });
  }

  last() {
    return null;
  }
}

function mayAct(actor: Actor, controller: string): boolean {
  return actor.kind === 'gm' || (actor.kind === 'player' && controller === actor.id);
}

/**
 * The command `choose` would pick from legalActions, from the state: only when the acting figure
 * may act, as legalActions would list anything at all; otherwise (and when only the list's first
 * action would do) null, and the list is made.
 */
function propose(s: S, ctx: RuleContext<GgOptions>, pick: (n: number) => number): BotCommand | null {
  if (s.phase !== 'combat' || s.pending) return null;
  const id = currentFigure(s);
  const fig = id === null ? undefined : s.figures[id];
  if (!id || !fig || !mayAct(ctx.actor, fig.controller)) return null;
  const st = statusOf(s, id);
  if (st.out || st.outOfPlay) return null;
  return policy(s, new TableChoices(s, id, ggOptions(ctx.options), enemiesOf(s, id), ctx.actor), pick);
}

export const ggBot: BotSpec<GgSys, GgOptions> = {
  answer: (prompt) => {
    for (const wanted of ['spend', 'prone']) if (prompt.options.some((o) => o.value === wanted)) return wanted;
    return prompt.options[0]!.value;
  },
  choose: (s, actions, ctx, pick) => policy(s, new ListChoices(s, actions, ggOptions(ctx.options)), pick)!,
  propose,
  metrics: (_start, end) => Object.fromEntries(end.figureOrder.map((id) => [`${id}.hits`, statusOf(end, id).hits])),
};

import type { BotCommand, BotSpec, LegalAction, RuleContext } from '../../../kernel/index.ts';
import { hasCondition, type Actor, type Json } from '../../../kernel/index.ts';
import { allowedUnderConditions, regenerationToActivate } from './ability-legal.ts';
import { attackVariants, enemiesOf, mainCandidates, type AttackOffer } from './attack-offers.ts';
import { attackerFacts, attackerRejection, checkAttack, validateAttack } from './attack-validate.ts';
import { botDirection } from './bot-direction.ts';
import { botAims } from './strength-aim.ts';
import { mayFollowWith } from './extra-attacks.ts';
import { followUpMoveOffers } from './follow-up-move.ts';
import { isProne } from './common.ts';
import { isHidden } from './hiding.ts';
import { mayCloseIn, moves } from './legal.ts';
import { currentFigure, ggOptions, profile, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import { profileIndex } from './profile-index.ts';
import { outOfUses } from './ammo.ts';

/**
 * A plain tactical bot for simulation and odds: follow up when it can, attack with its strongest
 * ability the weakest enemy in reach, stand when prone, close in, stop a fallen enemy from getting
 * up, else end the turn. It always spends a Hero Point when offered one (GG-DICE-06).
 */

/**
 * What the bot weighs, kind by kind, each the first of its kind in the order legalActions lists
 * it (attacks: all of them, in that order). The same policy reads them from the list of legal
 * actions (`choose`) or straight from the state (`propose`); `last` is the list's first action,
 * which only the list knows (null from the state).
 */
interface Choices<T> {
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
  /** A move that closes on an enemy. */
  closeIn(): T | undefined;
  /** Switching on a Regeneration of its own not on yet: Persistent (`lasting`) or Instant (GG-ABL-57, GG-PLAY-105). */
  regenerate(lasting: boolean): T | undefined;
  stopInactive(): T | undefined;
  declineFollowUp(): T | undefined;
  endTurn(): T | undefined;
  last(): T | null;
}

type Args = { figure: string; ability: string; target: string };

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

function policy<T extends BotCommand>(s: S, c: Choices<T>, pick: (n: number) => number): T | null {
  // Regeneration works only while on (GG-PLAY-105): a Persistent one, on for the scene once switched
  // on, comes first (a follow-up aside); an Instant one, gone by its next turn's reactivation roll,
  // only spares the wound roll of a fight that ends first, so it takes only an action left unused.
  const lasting = s.sys.followUp ? undefined : c.regenerate(true);
  if (lasting) return lasting;
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
    return c.directed(top[top.length > 1 ? pick(top.length) : 0]!);
  }
  // A follow-up move costs no action: taken before anything that would give the follow-up up.
  return c.followUpMove() ?? c.spot() ?? c.stand() ?? c.regainFocus() ?? c.recover() ?? c.resist() ?? c.reload() ?? c.closeIn()
    ?? c.stopInactive() ?? c.declineFollowUp() ?? c.regenerate(false) ?? c.endTurn() ?? c.last();
}

/**
 * Whether the bot moves to follow up at all: only for an attack about as strong as its strongest
 * (a Level within 1). A blaster does not fly up to an armoured brute to punch it at Level 1: a
 * bot's judgement, not a rule (the rules allow any follow-up move, GG-ATK-08).
 */
function followUpWorthAMove(s: S, id: string): boolean {
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

/** The kinds the policy reads, from the list of legal actions. */
class ListChoices implements Choices<LegalAction> {
  constructor(private readonly s: S, private readonly actions: readonly LegalAction[]) {}
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

  closeIn() {
    return this.first('gg.move', (a) => a.label.includes('close on'));
  }

  regenerate(lasting: boolean) {
    const id = currentFigure(this.s);
    if (id === null || !profile(this.s, id).regenerates) return undefined;
    return this.first('gg.activate', (a) => {
      const key = (a.args as { ability: string }).ability;
      const x = profile(this.s, id).abilities.find((y) => y.key === key);
      return x !== undefined && x.specials.includes('regeneration') && (x.duration === 'persistent') === lasting;
    });
  }

  stopInactive() {
    return this.first('gg.stop-inactive');
  }

  declineFollowUp() {
    return this.first('gg.decline-follow-up');
  }

  endTurn() {
    return this.first('gg.end-turn');
  }

  last() {
    return this.actions[0]!;
  }
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
    return found && this.allowed(found.type, found.args, found.label) ? { type: found.type, args: found.args, legal: true } : undefined;
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

  closeIn() {
    if (!this.acting) return undefined;
    const bands = profileIndex(profile(this.s, this.id)).attackRanges;
    if (!mayCloseIn(this.s, this.id, this.enemies, bands)) return undefined;
    const found = moves(this.s, this.id, this.enemies, bands, true).find((a) => a.label.includes('close on'));
    return found && this.allowed(found.type, found.args, found.label) ? { type: found.type, args: found.args, legal: true } : undefined;
  }

  regenerate(lasting: boolean) {
    if (!this.acting) return undefined;
    const a = regenerationToActivate(this.s, this.id, lasting, { options: this.options, actor: this.actor });
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
  choose: (s, actions, _ctx, pick) => policy(s, new ListChoices(s, actions), pick)!,
  propose,
  metrics: (_start, end) => Object.fromEntries(end.figureOrder.map((id) => [`${id}.hits`, statusOf(end, id).hits])),
};

import { hasCondition, type Actor, type Figure, type LegalAction, type RuleContext } from '../../../kernel/index.ts';
import { pickToSwitchOn } from './bot-switch-on.ts';
import { conditionOn, imposedBy, imposedOf } from './conditions.ts';
import { creationOffers } from './creation-offers.ts';
import { duplicateOffers } from './duplicate-offers.ts';
import { compelledHexes, mustFlee } from './fear.ts';
import { activate, switchesOnItself } from './forms.ts';
import { grabbing } from './grab.ts';
import { actionBan, fleeOwed, focusBan, resistBan, type ActionKind } from './limits.ts';
import type { MoveOffer } from './legal.ts';
import { abilityOf, abilityName, effectiveLevel, profile, type GgOptions, type S } from './model.ts';
import type { AbilityProfile, FigureProfile } from './profile.ts';
import { awayLine, positionOf } from './space.ts';
import { summonOffers } from './summon-offers.ts';
import { carriable, moveBan } from './telekinesis.ts';
import { attackTrap } from './trap.ts';

// The legal actions the abilities' own rules add (for the action bar and the bots), and the filter
// that drops actions a condition forbids. Listing stays cheap: only figures under a condition that
// limits actions are filtered.

const KIND: Readonly<Record<string, ActionKind>> = {
  'gg.move': 'move', 'gg.follow-up-move': 'move', 'gg.phase-through': 'move', 'gg.attack': 'attack', 'gg.move-through': 'attack', 'gg.move-through-wall': 'attack', 'gg.disarm': 'attack', 'gg.attack-wall': 'attack', 'gg.attack-trap': 'attack',
  'gg.resist': 'resist', 'gg.activate': 'activate', 'gg.deactivate': 'activate', 'gg.summon': 'activate', 'gg.duplicate': 'activate',
  // What their validates ask (creations.ts, environment.ts): the creations are activations.
  'gg.create-wall': 'activate', 'gg.door': 'activate', 'gg.gate': 'activate', 'gg.suppress': 'activate', 'gg.environment': 'activate',
};
/** Fear's and Desire's move (GG-PLAY-41): the way the list says it goes, and the action bar's word for it. */
const COMPELLED = { afraid: { way: 'flee', word: 'Flee' }, desire: { way: 'drawn', word: 'Drawn' } } as const;
/** Actions that are no action at all: never forbidden by a condition. */
const FREE = new Set(['gg.release', 'gg.decline-follow-up', 'gg.hide', 'gg.spot']);
const LIMITING = ['stung', 'mesmerised', 'transformed', 'possessing', 'grabbed', 'trapped', 'held', 'afraid', 'desire'];

/** Whether a condition that limits actions is on the figure: a loop, as the bot asks every proposal. */
function limited(fig: Figure): boolean {
  for (const c of LIMITING) if (hasCondition(fig, c)) return true;
  return false;
}

/** Whether a listed action is still allowed under the figure's conditions (limits.ts). */
export function allowedUnderConditions(s: S, id: string, a: LegalAction): boolean {
  if (a.type === 'gg.resist') return resistBan(s, id, (a.args as { condition: string }).condition) === null && actionBan(s, id, 'resist', (a.args as { condition: string }).condition) === null;
  const fig = s.figures[id]!;
  if (FREE.has(a.type) || fig.conditions.length === 0 || !limited(fig)) return true;
  // The compelled move comes first, unless another condition bars moving at all (then it is not owed).
  if (a.type === 'gg.end-turn') return s.sys.actionsLeft <= 0 || !fleeOwed(s, id);
  // The compelled move owed now, Fear's before Desire's (GG-PLAY-198), unless another condition bars moving at
  // all (Mesmerised: only resisting it).
  if (a.type === 'gg.move') {
    const compelled = mustFlee(s, id);
    if (compelled) return (a as Partial<MoveOffer>).way === COMPELLED[compelled].way && actionBan(s, id, 'move') === null;
  }
  if (a.type === 'gg.reload' || a.type === 'gg.regain-focus') {
    const ability = abilityOf(s, id, (a.args as { ability: string }).ability);
    if (ability && focusBan(s, id, ability)) return false;
  }
  return actionBan(s, id, KIND[a.type] ?? 'other') === null;
}

const switchables = new WeakMap<FigureProfile, readonly AbilityProfile[]>();
/** Abilities switched on with gg.activate on their user (switchesOnItself), found once per profile. */
function switchable(p: FigureProfile): readonly AbilityProfile[] {
  let list = switchables.get(p);
  if (!list) {
    list = p.abilities.filter(switchesOnItself);
    switchables.set(p, list);
  }
  return list;
}

/** The abilities' own actions for the acting figure. */
export function abilityActions(s: S, id: string, actor: Actor, options: GgOptions): LegalAction[] {
  const out: LegalAction[] = [];
  const me = s.figures[id]!;
  const name = (x: string) => s.figures[x]!.name;
  if (grabbing(s, id)) out.push({ type: 'gg.release', args: { figure: id }, label: `Let go of ${name(grabbing(s, id)!)}`, figure: id });
  if (s.sys.actionsLeft <= 0) return out;
  out.push(...compelledMoves(s, id));
  const ctx = { options, actor };
  // Traps on allies and figures held by Telekinesis are conditions: without any, skip the searches.
  const any = s.figureOrder.some((x) => s.figures[x]!.conditions.length > 0);
  if (any && !s.sys.targeted) {
    // Free a trapped ally by attacking the trap (GG-ABL-69).
    for (const ally of s.figureOrder.filter((x) => x !== id && s.figures[x]!.side === me.side && imposedOf(conditionOn(s, x, 'trapped')))) {
      for (const a of profile(s, id).abilities.filter((x) => x.damage)) {
        const args = { figure: id, ability: a.key, target: ally };
        if (!attackTrap.validate(s, args as never, ctx)) out.push({ type: 'gg.attack-trap', args, label: `${a.name} at the trap on ${name(ally)}`, figure: id });
      }
    }
  }
  // Move what Telekinesis holds straight away from its holder, as far as it goes (GG-ABL-65).
  const here = positionOf(s, id);
  for (const { figure, im } of any ? imposedBy(s, id).filter((x) => x.condition.id === 'held') : []) {
    const at = positionOf(s, figure);
    // Not offered while the holder's conditions forbid the move (gg.telekinesis validate: moveBan).
    if (!here || !at || moveBan(s, id, im.ability, figure)) continue;
    const level = effectiveLevel(s, id, im.ability, im.level);
    // Along the line from the holder through what it holds (GG-PLAY-87's straight away).
    const way = awayLine(here, at, level);
    for (let k = level; k >= 1; k--) {
      const { q, r } = way[k - 1]!;
      const to = { q, r };
      if (carriable(s, figure, level, to)) {
        out.push({ type: 'gg.telekinesis', args: { figure: id, ability: im.ability, target: figure, to }, label: `Hurl ${name(figure)} away`, figure: id });
        break;
      }
    }
  }
  // Switch on a Personal form, Luck, Illusion, a Regeneration or an Instant Counter that is not on yet.
  for (const a of switchable(profile(s, id))) {
    const args = { figure: id, ability: a.key };
    if (activate.validate(s, args as never, ctx)) continue;
    if (onItself(s, id, a.key)) continue;
    out.push({ type: 'gg.activate', args, label: `Activate ${a.name}`, figure: id });
  }
  out.push(...duplicateOffers(s, id, actor, options));
  out.push(...creationOffers(s, id, actor, options));
  out.push(...summonOffers(s, id, actor, options));
  return out.filter((a) => allowedUnderConditions(s, id, a));
}

/**
 * The compelled move owed now, one for each Movement that can make it (GG-PLAY-41; Fear's before
 * Desire's, GG-PLAY-198), before the conditions' filter; none when none is owed (most figures: two
 * condition lookups).
 */
export function compelledMoves(s: S, id: string): MoveOffer[] {
  const compelled = mustFlee(s, id);
  if (!compelled) return [];
  const { way, word } = COMPELLED[compelled];
  const out: MoveOffer[] = [];
  for (const o of compelledHexes(s, id, compelled)) {
    const to = o.hexes[0]!;
    const means = abilityName(s, id, o.ability);
    out.push({ type: 'gg.move', args: { figure: id, ability: o.ability, to: { q: to.q, r: to.r } }, label: `${word} (${means})`, figure: id, means, way });
  }
  return out;
}

/** Whether an offered move is Fear's or Desire's compelled one (compelledMoves). */
export const isCompelledOffer = (a: LegalAction): boolean => {
  const way = (a as Partial<MoveOffer>).way;
  return a.type === 'gg.move' && (way === 'flee' || way === 'drawn');
};

const onItself = (s: S, id: string, key: string) => imposedBy(s, id).some((x) => x.figure === id && x.im.ability === key);

/** Whether the figure may switch `a` on, on itself, now, as abilityActions lists it (conditions are the caller's). */
interface SwitchCtx { readonly s: S; readonly id: string; readonly ctx: RuleContext<GgOptions> }
const mayOnItself = (c: SwitchCtx, a: AbilityProfile) =>
  activate.validate(c.s, { figure: c.id, ability: a.key } as never, c.ctx) === null && !onItself(c.s, c.id, a.key);

/**
 * The one of `wanted` (the bot's pick, bot-switch-on.ts: abilities abilityActions offers) to switch
 * on, on itself, now, of those it may: one that lasts first, Instant ones by turns (GG-PLAY-146).
 */
export function firstToSwitchOn(s: S, id: string, wanted: readonly AbilityProfile[], ctx: RuleContext<GgOptions>): AbilityProfile | null {
  if (s.sys.actionsLeft <= 0) return null;
  return pickToSwitchOn(wanted, s.round, mayOnItself, { s, id, ctx });
}

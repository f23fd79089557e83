import type { Actor, CommandSpec, Json, LegalAction, RuleContext } from '../../kernel/index.ts';
import { healRejection } from './commands/care.ts';
import { attackRejection, breakFreeRejection, moveRejection } from './commands/fight.ts';
import { readyRejection } from './commands/tricks.ts';
import { capacityOf, combatants, figureOf, grappledBy, has, isHostile, rangeBetween, standing, wieldedWeapon, type D100Figure } from './figures.ts';
import type { ActionKind, D100State, TakenAction } from './model.ts';
import { comboProblem, takenThisTurn, turnRejection } from './turn.ts';

/**
 * Everything this actor may do now, so the action bar, bots and fuzzing never offer what play
 * would reject. Each candidate passes the very rule functions its command's `validate` runs; what
 * all the candidates of one figure share (is it its turn, is it held, what its turn already
 * holds) is checked once per figure instead of once per candidate, which is what makes this cheap
 * enough to run before every simulated command.
 *
 * With `verify`, every candidate is also put to its command's own `validate` and any disagreement
 * throws: legal.test.ts runs that over the states of many fights.
 */
export function legalActions(
  state: D100State, actor: Actor, ctx: RuleContext, commands: Readonly<Record<string, CommandSpec>>, verify = false,
): LegalAction[] {
  if (state.phase !== 'combat' || state.pending) return [];
  const s = state.sys;
  const gmPicks = () => combatants(state).filter((f) => f.side === s.sideOrder[s.sideIndex] && !s.acted.includes(f.id)).map((f) => f.id);
  const candidates = s.current !== null ? [s.current] : s.queue === null ? gmPicks() : [];
  const out: LegalAction[] = [];
  for (const id of candidates) {
    const fig = figureOf(state, id);
    if (!fig) continue;
    if (actor.kind === 'spectator' || (actor.kind === 'player' && fig.controller !== actor.id) || (actor.kind === 'gm' && fig.controller !== 'gm')) continue;
    if (!standing(fig)) {
      // Down on its own turn by the GM's hand (a condition, a Life override): it can only end the turn, or no one could act.
      if (s.current === id) {
        if (verify) check(commands, state, ctx, true, 'end-turn', { figure: id });
        out.push({ type: 'end-turn', args: { figure: id }, label: `${fig.name}: end turn`, figure: id });
      }
      continue;
    }
    // Every command of this figure starts with the turn check: when it fails, none is legal.
    const onTurn = turnRejection(state, id) === null;
    if (!onTurn && !verify) continue;
    const offer = (ok: boolean, type: string, args: Record<string, Json>, label: string) => {
      if (verify) check(commands, state, ctx, ok, type, args);
      if (ok) out.push({ type, args, label, figure: id });
    };
    const turn = turnOf(state, fig, onTurn);
    const { taken, held } = turn;
    const fits = (kind: ActionKind, target?: string) => fitsTurn(turn, kind, target);
    if (held) {
      const args = { figure: id };
      offer(fits('break-free') && breakFreeRejection(state, id) === null, 'break-free', args, `${fig.name}: break free`);
      offer(onTurn, 'end-turn', { figure: id }, `${fig.name}: end turn`);
      continue;
    }
    const mayAttack = fits('attack');
    const mayMove = fits('move');
    const mayReady = fits('ready');
    const everyone = combatants(state);
    const weapon = wieldedWeapon(fig);
    for (const foe of everyone) {
      if (foe.id === id || !isHostile(foe, fig)) continue;
      const blow = { attacker: id, target: foe.id, grapple: false, situational: 0 };
      offer(mayAttack && attackRejection(state, blow) === null, 'attack', blow, `${fig.name}: attack ${foe.name} (${weapon?.name ?? 'unarmed'})`);
      const foeStanding = standing(foe);
      if (foeStanding) {
        const grab = { attacker: id, target: foe.id, grapple: true, situational: 0 };
        offer(mayAttack && attackRejection(state, grab) === null, 'attack', grab, `${fig.name}: grapple ${foe.name}`);
      }
      const band = rangeBetween(state, id, foe.id);
      const closer = { figure: id, to: foe.id, direction: 'closer' as const };
      offer(mayMove && moveRejection(state, closer) === null, 'move', closer, `${fig.name}: move closer to ${foe.name} (now ${band})`);
      const farther = { figure: id, to: foe.id, direction: 'farther' as const };
      offer(mayMove && moveRejection(state, farther) === null, 'move', farther, `${fig.name}: move away from ${foe.name} (now ${band})`);
      if (foeStanding) {
        offer(fits('trick', foe.id), 'trick', { figure: id, target: foe.id, description: TRICK }, `${fig.name}: trick ${foe.name}`);
        offer(fits('stunt', foe.id), 'stunt', { figure: id, target: foe.id, description: STUNT }, `${fig.name}: stunt against ${foe.name}`);
      }
    }
    for (const args of readyCandidates(fig)) {
      offer(mayReady && readyRejection(state, args) === null, 'ready', args, readyLabel(fig, args));
    }
    for (const ally of everyone) {
      if (isHostile(ally, fig) || ally.status.life >= ally.sheet.maxLife || ally.status.healed) continue;
      const args = { healer: id, patient: ally.id };
      offer(mayReady && healRejection(state, args) === null, 'heal', args, `${fig.name}: tend ${ally.id === id ? 'own' : `${ally.name}'s`} wounds`);
    }
    if (taken.length === 0) offer(mayMove, 'flee', { figure: id }, `${fig.name}: run away`);
    offer(onTurn, 'end-turn', { figure: id }, taken.length === 0 ? `${fig.name}: pass` : `${fig.name}: end turn`);
  }
  return out;
}

/** The descriptions offered Tricks and Stunts carry. */
export const TRICK = 'a feint and a taunt';
export const STUNT = 'a leap off the furniture';

type ReadyArgs = { figure: string; kind: 'wield' | 'reload' | 'pick-up'; weapon: string };

/** Ready/Recover candidates, in the order they are offered: per weapon wield, reload, pick up; then a fumble's recovery. */
function readyCandidates(fig: D100Figure): ReadyArgs[] {
  const id = fig.id;
  const out: ReadyArgs[] = [];
  for (const w of fig.sheet.weapons) {
    if (w.id !== fig.status.wielded) out.push({ figure: id, kind: 'wield', weapon: w.id });
    const cap = capacityOf(w);
    if (cap !== null && (fig.status.ammo[w.id] ?? cap) < cap) out.push({ figure: id, kind: 'reload', weapon: w.id });
    if (lyingOnGround(fig, w.id)) out.push({ figure: id, kind: 'pick-up', weapon: w.id });
  }
  if (has(fig, 'fumbled') && fig.status.wielded !== null) out.push({ figure: id, kind: 'wield', weapon: fig.status.wielded });
  return out;
}

/** The Ready/Recover commands this figure may take now, once a Ready fits its turn ([D100-READY-01]..[D100-READY-03]). */
export function readyOffers(state: D100State, fig: D100Figure): readonly ReadyArgs[] {
  // Nothing to ready: no weapon to switch to and no fumble (a fighter with only its fists).
  if (fig.sheet.weapons.length === 0 && !has(fig, 'fumbled')) return NO_READIES;
  const candidates = readyCandidates(fig);
  // Most turns have nothing to ready (the one weapon already in hand): no filtered copy of nothing.
  if (candidates.length === 0) return NO_READIES;
  return candidates.filter((args) => readyRejection(state, args) === null);
}

/** Whether this weapon lies on the ground: a loop, as the bot asks before every command. */
function lyingOnGround(fig: D100Figure, weapon: string): boolean {
  for (const d of fig.status.dropped) if (d.weapon === weapon) return true;
  return false;
}

const NO_READIES: readonly ReadyArgs[] = [];

function readyLabel(fig: D100Figure, a: ReadyArgs): string {
  const name = fig.sheet.weapons.find((w) => w.id === a.weapon)?.name ?? a.weapon;
  if (a.kind === 'reload') return `${fig.name}: reload the ${name}`;
  if (a.kind === 'pick-up') return `${fig.name}: pick up the ${name}`;
  return a.weapon === fig.status.wielded ? `${fig.name}: recover from the fumble` : `${fig.name}: ready the ${name}`;
}

/** What every candidate action of one figure shares: whether it is its turn, what the turn holds, a hold on it. */
export interface FigureTurn {
  readonly onTurn: boolean;
  readonly taken: readonly TakenAction[];
  readonly attackTwice: boolean;
  readonly held: boolean;
}

export function turnOf(state: D100State, fig: D100Figure, onTurn: boolean): FigureTurn {
  return { onTurn, taken: takenThisTurn(state, fig.id), attackTwice: fig.sheet.flags.attackTwice, held: grappledBy(fig) !== undefined };
}

/** actionRejection for this figure, minus the turn check: held figures only break free ([D100-GRAP-03]). */
export function fitsTurn(t: FigureTurn, kind: ActionKind, target?: string): boolean {
  return t.onTurn && t.held === (kind === 'break-free') && comboProblem(t.taken, kind, target, t.attackTwice) === null;
}

type Commands = Readonly<Record<string, CommandSpec>>;

function check(commands: Commands, state: D100State, ctx: RuleContext, ok: boolean, type: string, args: Record<string, Json>): void {
  const rejection = commands[type]!.validate(state, args as never, ctx);
  if ((rejection === null) !== ok) {
    const verdict = rejection === null ? 'accepts it' : `rejects it (${rejection.code})`;
    throw new Error(`d100 legalActions ${ok ? 'offers' : 'leaves out'} ${type} ${JSON.stringify(args)}, but validate ${verdict}`);
  }
}

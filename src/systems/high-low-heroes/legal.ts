import { squareDistance, type Actor, type LegalAction, type Square } from '../../kernel/index.ts';
import { isPlan, moveRoom, planAttack, planMove } from './actions.ts';
import { assistRejection } from './commands/assist.ts';
import { has, hostile, isDead, isUp, sheetOf, statusOf } from './figures.ts';
import { profileOf } from './derive.ts';
import type { HlhFigure, HlhState } from './model.ts';
import type { HlhOptions } from './options.ts';
import { isHeroic } from './sheet.ts';
import { moveCost, positionOf, reachable, type Reach } from './space.ts';
import { groupEnd, turnOf } from './turn.ts';

/**
 * Everything this actor may do now: for the action bar, bots and fuzzing. Each candidate is
 * checked with the same rule functions as the command's validation (turn, target, budget), but
 * the turn is checked once per figure rather than once per candidate. Moves are a few useful
 * squares (next to each foe, or as close as the budget goes, and one step back), not the
 * whole grid.
 */
export function legalActions(state: HlhState, actor: Actor, options: HlhOptions): LegalAction[] {
  if (state.phase !== 'combat' || state.pending || actor.kind === 'spectator') return [];
  const out: LegalAction[] = [];
  for (const fig of actingNow(state)) {
    if (actor.kind === 'player' ? fig.controller !== actor.id : fig.controller !== 'gm') continue;
    offerFor(state, fig, options, out);
  }
  return out;
}

/** The figure whose turn it is, or the tied figures any of whom may begin. */
export function actingNow(state: HlhState): HlhFigure[] {
  const s = state.sys;
  if (s.turn !== null) {
    const f = state.figures[s.turn.figure] as HlhFigure | undefined;
    return f ? [f] : [];
  }
  const out: HlhFigure[] = [];
  const end = groupEnd(s.order, s.cursor);
  for (let i = s.cursor; i < end; i++) {
    const f = state.figures[s.order[i]!.figure] as HlhFigure | undefined;
    if (f && isUp(f) && !has(f, 'dazed') && !s.acted.includes(f.id)) out.push(f);
  }
  return out;
}

/** Everyone else not dead, as foes and allies of this figure, in seat order. */
export function othersOf(state: HlhState, fig: HlhFigure): { foes: HlhFigure[]; allies: HlhFigure[] } {
  const foes: HlhFigure[] = [];
  const allies: HlhFigure[] = [];
  for (const oid of state.figureOrder) {
    const o = state.figures[oid] as HlhFigure | undefined;
    if (!o || o.id === fig.id || isDead(o)) continue;
    (hostile(o, fig) ? foes : allies).push(o);
  }
  return { foes, allies };
}

type AttackOffer = { attacker: string; target: string; type: 'mundane' | 'fantastic'; heroicEffort: boolean };
type AssistOffer = { helper: string; recipient: string };

/**
 * The Attacks this figure may make now, per foe: mundane, Fantastic, then both with Heroic Effort.
 * What attackRejection would refuse is decided once for all targets (the fuzz test checks every
 * offered command against the command's own validation).
 */
export function attackOffers(state: HlhState, fig: HlhFigure, foes: readonly HlhFigure[], options: HlhOptions): AttackOffer[] {
  const out: AttackOffer[] = [];
  if (!isPlan(planAttack(state, fig.id))) return out;
  const id = fig.id;
  const sheet = sheetOf(fig);
  const heroic = isHeroic(sheet) && sheet.training !== null && !statusOf(fig).heroicEffortUsed;
  const t = sheet.training;
  const own = profileOf(sheet).damagePower.fantastic > 0 || !options.fantasticNeedsPower;
  const lent = t !== null && t.kind === 'add' && t.category === 'fantastic-attack';
  for (const foe of foes) {
    out.push({ attacker: id, target: foe.id, type: 'mundane', heroicEffort: false });
    if (own) out.push({ attacker: id, target: foe.id, type: 'fantastic', heroicEffort: false });
    if (!heroic) continue;
    out.push({ attacker: id, target: foe.id, type: 'mundane', heroicEffort: true });
    if (own || lent) out.push({ attacker: id, target: foe.id, type: 'fantastic', heroicEffort: true });
  }
  return out;
}

/** The Assists this figure may give now: only as its first action, once per side and round ([HLH-ACT-03]). */
export function assistOffers(state: HlhState, fig: HlhFigure, allies: readonly HlhFigure[], options: HlhOptions): AssistOffer[] {
  const out: AssistOffer[] = [];
  if (turnOf(state, fig.id).used !== 0 || state.sys.assisted.includes(fig.side)) return out;
  for (const ally of allies) {
    if (statusOf(ally).life >= sheetOf(ally).maxLife) continue;
    const args = { helper: fig.id, recipient: ally.id };
    if (assistRejection(state, args, options) === null) out.push(args);
  }
  return out;
}

function offerFor(state: HlhState, fig: HlhFigure, options: HlhOptions, out: LegalAction[]): void {
  const id = fig.id;
  if (!isUp(fig)) {
    out.push({ type: 'end-turn', args: { figure: id }, label: `${fig.name}: end turn`, figure: id });
    return;
  }
  const push = (type: string, args: Record<string, unknown>, label: string) => out.push({ type, args: args as never, label, figure: id });
  const { foes, allies } = othersOf(state, fig);
  for (const a of attackOffers(state, fig, foes, options)) {
    const foe = state.figures[a.target]!.name;
    const what = a.type === 'fantastic' ? `Fantastic attack ${foe}` : `attack ${foe}`;
    push('attack', a, `${fig.name}: ${what}${a.heroicEffort ? ' (Heroic Effort)' : ''}`);
  }
  for (const r of moveChoices(state, fig, foes)) push('move', { figure: id, to: r.to }, `${fig.name}: move ${r.cost} to (${r.to.x}, ${r.to.y})`);
  for (const a of assistOffers(state, fig, allies, options)) push('assist', a, `${fig.name}: assist ${state.figures[a.recipient]!.name}`);
  push('end-turn', { figure: id }, turnOf(state, id).used === 0 ? `${fig.name}: pass` : `${fig.name}: end turn`);
}

/**
 * A few destinations: next to each standing foe (or as near as the budget reaches), and one step
 * away from the nearest. The straight king-move walk is tried first and checked with the rules'
 * own `moveCost`; only when something is in the way does a full search of the reachable squares run.
 */
export function moveChoices(state: HlhState, fig: HlhFigure, foes: readonly HlhFigure[]): Reach[] {
  const from = positionOf(fig);
  if (!from) return [];
  const t = turnOf(state, fig.id);
  const room = moveRoom(t);
  const budget = room > 0 ? room : t.used >= t.actions ? 0 : t.used === 0 ? 10 : 5;
  if (budget <= 0) return [];
  const picks: Reach[] = [];
  const take = (to: Square): boolean => {
    if (picks.some((p) => p.to.x === to.x && p.to.y === to.y)) return true;
    const cost = moveCost(state, fig, to, budget);
    if (cost === null || !isPlan(planMove(state, fig.id, cost))) return false;
    picks.push({ to, cost });
    return true;
  };
  let all: Reach[] | null = null;
  const near: Square[] = [];
  for (const foe of foes) {
    const at = isUp(foe) ? positionOf(foe) : null;
    if (!at) continue;
    near.push(at);
    const d = squareDistance(from, at);
    if (d <= 1) continue;
    if (take(walk(from, at, Math.min(budget, d - 1)))) continue;
    all ??= reachable(state, fig, budget).filter((r) => isPlan(planMove(state, fig.id, r.cost)));
    const alt = best(all, (r) => squareDistance(r.to, at) * 100 + r.cost);
    if (alt) take(alt.to);
  }
  if (near.length > 0) {
    let away: Square | undefined;
    let far = -1;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        if (dx === 0 && dy === 0) continue;
        const s = { x: from.x + dx, y: from.y + dy };
        let gap = Infinity;
        for (const p of near) gap = Math.min(gap, squareDistance(s, p));
        if (gap > far && moveCost(state, fig, s, 1) !== null) {
          far = gap;
          away = s;
        }
      }
    }
    if (away) take(away);
  }
  return picks;
}

/** `steps` king moves straight toward `to`. */
function walk(from: Square, to: Square, steps: number): Square {
  let x = from.x;
  let y = from.y;
  for (let i = 0; i < steps; i++) {
    x += Math.sign(to.x - x);
    y += Math.sign(to.y - y);
  }
  return { x, y };
}

function best(xs: readonly Reach[], score: (r: Reach) => number): Reach | undefined {
  let pick: Reach | undefined;
  let low = Infinity;
  for (const x of xs) {
    const s = score(x);
    if (s < low) {
      low = s;
      pick = x;
    }
  }
  return pick;
}

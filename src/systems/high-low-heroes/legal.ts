import { squareDistance, type Actor, type LegalAction } from '../../kernel/index.ts';
import { isPlan, moveRoom, planAttack, planMove } from './actions.ts';
import { assistRejection } from './commands/assist.ts';
import { attackRejection } from './commands/fight.ts';
import { has, hostile, isDead, isUp, sheetOf, statusOf } from './figures.ts';
import type { HlhFigure, HlhState } from './model.ts';
import type { HlhOptions } from './options.ts';
import { isHeroic } from './sheet.ts';
import { positionOf, reachable, type Reach } from './space.ts';
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
function actingNow(state: HlhState): HlhFigure[] {
  const s = state.sys;
  if (s.turn !== null) {
    const f = state.figures[s.turn.figure] as HlhFigure | undefined;
    return f && isUp(f) ? [f] : [];
  }
  const out: HlhFigure[] = [];
  const end = groupEnd(s.order, s.cursor);
  for (let i = s.cursor; i < end; i++) {
    const f = state.figures[s.order[i]!.figure] as HlhFigure | undefined;
    if (f && isUp(f) && !has(f, 'dazed') && !s.acted.includes(f.id)) out.push(f);
  }
  return out;
}

function offerFor(state: HlhState, fig: HlhFigure, options: HlhOptions, out: LegalAction[]): void {
  const id = fig.id;
  const push = (type: string, args: Record<string, unknown>, label: string) => out.push({ type, args: args as never, label, figure: id });
  const foes: HlhFigure[] = [];
  const allies: HlhFigure[] = [];
  for (const oid of state.figureOrder) {
    const o = state.figures[oid] as HlhFigure | undefined;
    if (!o || o.id === id || isDead(o)) continue;
    (hostile(o, fig) ? foes : allies).push(o);
  }

  if (isPlan(planAttack(state, id))) {
    const sheet = sheetOf(fig);
    const heroic = isHeroic(sheet) && sheet.training !== null && !statusOf(fig).heroicEffortUsed;
    for (const foe of foes) {
      for (const type of ['mundane', 'fantastic'] as const) {
        for (const heroicEffort of heroic ? [false, true] : [false]) {
          const args = { attacker: id, target: foe.id, type, heroicEffort };
          if (attackRejection(state, args, options) !== null) continue;
          push('attack', args, `${fig.name}: ${type === 'fantastic' ? 'Fantastic ' : ''}attack ${foe.name}${heroicEffort ? ' (Heroic Effort)' : ''}`);
        }
      }
    }
  }

  for (const r of moveChoices(state, fig, foes)) push('move', { figure: id, to: r.to }, `${fig.name}: move ${r.cost} to (${r.to.x}, ${r.to.y})`);

  const t = turnOf(state, id);
  if (t.used === 0 && !state.sys.assisted.includes(fig.side)) {
    for (const ally of allies) {
      if (statusOf(ally).life >= sheetOf(ally).maxLife) continue;
      const args = { helper: id, recipient: ally.id };
      if (assistRejection(state, args, options) === null) push('assist', args, `${fig.name}: assist ${ally.name}`);
    }
  }
  push('end-turn', { figure: id }, t.used === 0 ? `${fig.name}: pass` : `${fig.name}: end turn`);
}

/** A few destinations: next to each standing foe (or as near as the budget reaches), and one step away from the nearest. */
function moveChoices(state: HlhState, fig: HlhFigure, foes: readonly HlhFigure[]): Reach[] {
  const from = positionOf(fig);
  if (!from) return [];
  const t = turnOf(state, fig.id);
  const room = moveRoom(t);
  const budget = room > 0 ? room : t.used >= t.actions ? 0 : t.used === 0 ? 10 : 5;
  if (budget <= 0) return [];
  const all = reachable(state, fig, budget).filter((r) => isPlan(planMove(state, fig.id, r.cost)));
  if (all.length === 0) return [];
  const picks: Reach[] = [];
  const add = (r: Reach | undefined) => {
    if (r && !picks.some((p) => p.to.x === r.to.x && p.to.y === r.to.y)) picks.push(r);
  };
  const standing = foes.filter(isUp);
  for (const foe of standing) {
    const at = positionOf(foe);
    if (!at || squareDistance(from, at) <= 1) continue;
    add(best(all, (r) => squareDistance(r.to, at) * 100 + r.cost));
  }
  const near = standing.map(positionOf).filter((p) => p !== null);
  if (near.length > 0) {
    const gap = (r: Reach) => Math.min(...near.map((p) => squareDistance(r.to, p)));
    add(best(all.filter((r) => r.cost === 1), (r) => -gap(r)));
  }
  return picks;
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

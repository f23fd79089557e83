import { pushLine, squareDistance, squareSchema, type Json, type Rejection, type Square } from '../../kernel/index.ts';
import { hlhReject } from './errors.ts';
import { hostile, isUp } from './figures.ts';
import type { HlhFigure, HlhState } from './model.ts';

/**
 * The square map ([HLH-ACT-01], [HLH-ATK-01], [HLH-ATK-04], [HLH-DMG-02]): adjacency is a king
 * move, movement goes around walls and standing foes, knock-back runs straight away from the
 * attacker until a wall or a figure stops it ([HLH-RULING-09]). A table without positions plays
 * without a map (HLH-PLAY-06): everyone counts as adjacent, no one is crowded, no one moves.
 */
export function positionOf(fig: HlhFigure): Square | null {
  // Positions were validated when set (figure.add, gm.move); this runs in every rule, so no schema here.
  const p = fig.position as { x?: unknown; y?: unknown } | undefined;
  return p !== undefined && p !== null && typeof p.x === 'number' && typeof p.y === 'number' ? (p as Square) : null;
}

export const squareKey = (s: Square) => `${s.x},${s.y}`;

export function distanceBetween(a: HlhFigure, b: HlhFigure): number | null {
  const pa = positionOf(a);
  const pb = positionOf(b);
  return pa && pb ? squareDistance(pa, pb) : null;
}

/** Not adjacent means −1 to the Attack roll; without a map everyone is adjacent ([HLH-ATK-01]). */
export function rangePenalty(distance: number | null): number {
  return distance !== null && distance > 1 ? -1 : 0;
}

/** Conscious opponents of the target in adjacent squares ([HLH-ATK-04]). */
export function adjacentOpponents(state: HlhState, target: HlhFigure): number {
  const at = positionOf(target);
  if (!at) return 0;
  let n = 0;
  for (const id of state.figureOrder) {
    const f = state.figures[id] as HlhFigure | undefined;
    if (!f || f.id === target.id || !hostile(f, target) || !isUp(f)) continue;
    const p = positionOf(f);
    if (p && squareDistance(p, at) === 1) n++;
  }
  return n;
}

/** −1 to the Defense roll when adjacent to more than one opponent ([HLH-ATK-04]). */
export function crowdPenalty(crowd: number): number {
  return crowd > 1 ? -1 : 0;
}

const walled = new WeakMap<readonly string[], ReadonlySet<string>>();

export function wallSet(state: HlhState): ReadonlySet<string> {
  const walls = state.sys.walls;
  let set = walled.get(walls);
  if (!set) {
    set = new Set(walls);
    walled.set(walls, set);
  }
  return set;
}

/**
 * Why the GM may not put the figure on this square (ruling HLH-PLAY-22): another figure stands there,
 * as no move may end on one (HLH-PLAY-05). The GM moves that one first.
 */
export function placeRejection(state: HlhState, figure: string, position: Json): Rejection | null {
  const at = squareSchema.safeParse(position);
  if (!at.success) return null;
  const other = occupantAt(state, at.data, figure);
  return other ? hlhReject('SQUARE_OCCUPIED', 'HLH-PLAY-05', `${other.name} stands on square ${at.data.x}, ${at.data.y}: move it first.`) : null;
}

function occupantAt(state: HlhState, s: Square, except: string): HlhFigure | null {
  for (const id of state.figureOrder) {
    if (id === except) continue;
    const f = state.figures[id] as HlhFigure | undefined;
    const p = f && positionOf(f);
    if (f && p && p.x === s.x && p.y === s.y) return f;
  }
  return null;
}

const cell = (x: number, y: number) => (x + 32768) * 65536 + (y + 32768);

/**
 * The squares that matter to one figure's moves, as numbers: walls and standing foes it cannot
 * pass, and every other figure's square it cannot end on. The same for every candidate square
 * (legal actions try a dozen per command), so it is worked out once per figures record, walls
 * and mover, and the last two are kept.
 */
interface Footing {
  readonly figures: object;
  readonly walls: readonly string[];
  readonly mover: string;
  readonly blocked: ReadonlySet<number>;
  readonly occupied: ReadonlySet<number>;
}

let recent: Footing | null = null;
let older: Footing | null = null;

function footingOf(state: HlhState, figure: HlhFigure): Footing {
  const figures = state.figures;
  const walls = state.sys.walls;
  for (const f of [recent, older]) {
    if (f !== null && f.figures === figures && f.walls === walls && f.mover === figure.id) return f;
  }
  const blocked = new Set<number>();
  const occupied = new Set<number>();
  for (const w of wallSet(state)) {
    const comma = w.indexOf(',');
    blocked.add(cell(Number(w.slice(0, comma)), Number(w.slice(comma + 1))));
  }
  for (const id of state.figureOrder) {
    const f = state.figures[id] as HlhFigure | undefined;
    if (!f || f.id === figure.id) continue;
    const p = positionOf(f);
    if (!p) continue;
    occupied.add(cell(p.x, p.y));
    if (hostile(f, figure) && isUp(f)) blocked.add(cell(p.x, p.y));
  }
  const footing = { figures, walls, mover: figure.id, blocked, occupied };
  older = recent;
  recent = footing;
  return footing;
}

/**
 * Squares a move to `to` costs, or null when it cannot end there within `max`: king moves,
 * never through a wall or a standing foe, never ending on a figure (HLH-PLAY-05). Allies and
 * fallen figures may be passed. The straight king-move walk is tried first (when it is clear it
 * is a shortest path); a breadth-first search runs only when something stands in it.
 */
export function moveCost(state: HlhState, figure: HlhFigure, to: Square, max: number): number | null {
  const from = positionOf(figure);
  if (!from || max <= 0) return null;
  const direct = squareDistance(from, to);
  if (direct === 0 || direct > max) return null;
  const { blocked, occupied } = footingOf(state, figure);
  const goal = cell(to.x, to.y);
  // Never onto a wall (blocked) or another figure (occupied).
  if (occupied.has(goal) || blocked.has(goal)) return null;
  if (blocked.size === 0) return direct;
  let x = from.x;
  let y = from.y;
  let clear = true;
  for (let i = 1; i < direct && clear; i++) {
    x += Math.sign(to.x - x);
    y += Math.sign(to.y - y);
    if (blocked.has(cell(x, y))) clear = false;
  }
  if (clear) return direct;
  // Breadth-first over king moves within the budget.
  let frontier: Square[] = [from];
  const seen = new Set<number>([cell(from.x, from.y)]);
  for (let steps = 1; steps <= max; steps++) {
    const next: Square[] = [];
    for (const sq of frontier) {
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          if (dx === 0 && dy === 0) continue;
          const nx = sq.x + dx;
          const ny = sq.y + dy;
          const k = cell(nx, ny);
          if (seen.has(k) || blocked.has(k)) continue;
          if (k === goal) return steps;
          seen.add(k);
          if (Math.max(Math.abs(to.x - nx), Math.abs(to.y - ny)) <= max - steps) next.push({ x: nx, y: ny });
        }
      }
    }
    frontier = next;
  }
  return null;
}

export interface KnockBack {
  readonly to: Square | null;
  readonly moved: number;
  readonly stoppedBy: 'wall' | 'figure' | null;
}

/**
 * Knock-back: straight away from the attacker, square by square, stopping before a wall or a
 * figure with no further effect ([HLH-DMG-02], [HLH-RULING-09]).
 */
export function knockBack(state: HlhState, attacker: HlhFigure, defender: HlhFigure, squares: number): KnockBack {
  const from = positionOf(attacker);
  const at = positionOf(defender);
  if (!from || !at || squares <= 0) return { to: at, moved: 0, stoppedBy: null };
  const walls = wallSet(state);
  let to = at;
  let moved = 0;
  for (const s of pushLine(from, at, squares)) {
    if (walls.has(squareKey(s))) return { to, moved, stoppedBy: 'wall' };
    if (occupantAt(state, s, defender.id)) return { to, moved, stoppedBy: 'figure' };
    to = s;
    moved++;
  }
  return { to, moved, stoppedBy: null };
}

export interface Reach {
  readonly to: Square;
  readonly cost: number;
}

/**
 * Every square this figure could end a move on within `max` squares, with its cost, by the
 * same rules as {@link moveCost}: for the action bar and bots, one search instead of one per
 * square.
 */
export function reachable(state: HlhState, figure: HlhFigure, max: number): Reach[] {
  const from = positionOf(figure);
  if (!from || max <= 0) return [];
  const blocked = new Set<string>(wallSet(state));
  const occupied = new Set<string>();
  for (const id of state.figureOrder) {
    const f = state.figures[id] as HlhFigure | undefined;
    if (!f || f.id === figure.id) continue;
    const p = positionOf(f);
    if (!p) continue;
    occupied.add(squareKey(p));
    if (hostile(f, figure) && isUp(f)) blocked.add(squareKey(p));
  }
  const out: Reach[] = [];
  const seen = new Set<string>([squareKey(from)]);
  let frontier: Square[] = [from];
  for (let steps = 1; steps <= max && frontier.length > 0; steps++) {
    const next: Square[] = [];
    for (const s of frontier) {
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          if (dx === 0 && dy === 0) continue;
          const n = { x: s.x + dx, y: s.y + dy };
          const k = squareKey(n);
          if (seen.has(k) || blocked.has(k)) continue;
          seen.add(k);
          next.push(n);
          if (!occupied.has(k)) out.push({ to: n, cost: steps });
        }
      }
    }
    frontier = next;
  }
  return out;
}

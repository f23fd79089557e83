import { HEX_DIRECTIONS, hexDistance, hexesWithin, hexFromKey, hexKey, hexLine, roundHex, sameHex, type Hex } from '../../../kernel/index.ts';
import { inAction, type S, type WallHex } from './model.ts';
import { phasesThrough } from './phasing.ts';

/**
 * The hex map (1.5 m a hex, seed L455): positions, distance, line of sight through walls
 * (GG-SIT-03), movement around figures and walls (GG-MOVE-01). A table without positions plays
 * without a map: ranges and sight are then the referee's and never block.
 */
export const HEX_METRES = 1.5;

export function positionOf(s: S, id: string): Hex | null {
  // Positions were validated when set (figure.add, gm.move); this runs in every rule, so no schema here.
  const p = s.figures[id]?.position as { q?: unknown; r?: unknown } | undefined;
  return p && typeof p === 'object' && typeof p.q === 'number' && typeof p.r === 'number' ? (p as Hex) : null;
}

export function distanceBetween(s: S, a: string, b: string): number | null {
  const pa = positionOf(s, a);
  const pb = positionOf(s, b);
  return pa && pb ? hexDistance(pa, pb) : null;
}

/** Whether the map has any wall hex at all (most fights have none: then nothing needs a hex key). */
export function hasWalls(s: S): boolean {
  for (const _k in s.sys.walls) return true;
  return false;
}

/** Whether a hex holds a wall that is not breached. */
export const wallAt = (s: S, h: Hex) => (hasWalls(s) ? s.sys.walls[hexKey(h)] : undefined);

/**
 * Whether a wall hex stops abilities aimed across it (GG-SIT-03): an opaque one, and any a Wall
 * ability made, see-through or not ("it still blocks abilities either way", seed L167). Glass and
 * other see-through materials the GM places do not (GG-PLAY-20).
 */
export const blocksAbilities = (w: WallHex | undefined): w is WallHex => w !== undefined && (w.opaque || w.by !== undefined);

/** Line of sight for aiming an ability: no wall hex that blocks abilities strictly between the two hexes (GG-SIT-03). */
export function lineOfSight(s: S, from: Hex, to: Hex): boolean {
  if (!hasWalls(s)) return true;
  const line = hexLine(from, to);
  return line.slice(1, -1).every((h) => !blocksAbilities(wallAt(s, h)));
}

export function occupant(s: S, h: Hex, except?: string): string | null {
  for (const id of s.figureOrder) {
    if (id === except) continue;
    const p = positionOf(s, id);
    if (p && sameHex(p, h)) return id;
  }
  return null;
}

interface Obstacles {
  readonly start: Hex;
  readonly occupied: ReadonlySet<number>;
  readonly blocked: ReadonlySet<number>;
  /** No wall or blocking enemy within reach: every hex in range is reachable by a straight path. */
  readonly open: boolean;
}

const key = (q: number, r: number) => (q + 4096) * 8192 + (r + 4096);

/** The last obstacles worked out: a legal move list asks canReach hex after hex on one table (tables are immutable). */
let last: { s: S; id: string; steps: number; teleport: boolean; o: Obstacles | null } | null = null;

function obstacles(s: S, id: string, steps: number, teleport: boolean): Obstacles | null {
  if (last !== null && last.s === s && last.id === id && last.steps === steps && last.teleport === teleport) return last.o;
  const o = findObstacles(s, id, steps, teleport);
  last = { s, id, steps, teleport, o };
  return o;
}

function findObstacles(s: S, id: string, steps: number, teleport: boolean): Obstacles | null {
  const start = positionOf(s, id);
  if (!start) return null;
  const side = s.figures[id]!.side;
  const occupied = new Set<number>();
  const blocked = new Set<number>();
  let open = true;
  for (const other of s.figureOrder) {
    const p = other === id ? null : positionOf(s, other);
    if (!p) continue;
    occupied.add(key(p.q, p.r));
    if (!teleport && s.figures[other]!.side !== side && inAction(s, other)) {
      blocked.add(key(p.q, p.r));
      if (hexDistance(start, p) <= steps + 1) open = false;
    }
  }
  // An insubstantial mover goes through the walls it phases through as if they were not there (phasing.ts).
  const phases = hasWalls(s) ? phasesThrough(s, id) : null;
  for (const w of Object.keys(s.sys.walls)) {
    if (phases?.(s.sys.walls[w]!)) continue;
    const h = hexFromKey(w);
    blocked.add(key(h.q, h.r));
    if (hexDistance(start, h) <= steps + 1) open = false;
  }
  return { start, occupied, blocked, open: open || teleport };
}

function endable(o: Obstacles, s: S, h: Hex): boolean {
  return !(h.q === o.start.q && h.r === o.start.r) && !o.occupied.has(key(h.q, h.r)) && !wallAt(s, h);
}

/**
 * Hexes a figure can end a move in within `steps`: walls block the path; standing enemies block it
 * unless the mover teleports; the end hex must be free. On open ground every hex in range will do;
 * otherwise a breadth-first search with numeric keys (legal actions and bots call this every turn).
 */
export function reachable(s: S, id: string, steps: number, teleport: boolean): Hex[] {
  const o = obstacles(s, id, steps, teleport);
  if (!o) return [];
  if (o.open) return hexesWithin(o.start, steps).filter((h) => endable(o, s, h));
  return search(o, steps).hexes;
}

/** The breadth-first search round walls and standing enemies: the hexes it may end in, in the order found, with the steps to each. */
function search(o: Obstacles, steps: number): { hexes: Hex[]; steps: number[] } {
  const seen = new Set<number>([key(o.start.q, o.start.r)]);
  const hexes: Hex[] = [];
  const counts: number[] = [];
  let frontier: Hex[] = [o.start];
  for (let d = 1; d <= steps && frontier.length > 0; d++) {
    const next: Hex[] = [];
    for (const h of frontier) {
      for (const dir of HEX_DIRECTIONS) {
        const n = { q: h.q + dir.q, r: h.r + dir.r };
        const k = key(n.q, n.r);
        if (seen.has(k) || o.blocked.has(k)) continue;
        seen.add(k);
        next.push(n);
        if (!o.occupied.has(k)) {
          hexes.push(n);
          counts.push(d);
        }
      }
    }
    frontier = next;
  }
  return { hexes, steps: counts };
}

// Tables are immutable, so the search a figure's move needs is made once per table state.
const reachCache = new WeakMap<S, Map<string, ReadonlyMap<number, number>>>();

/** The breadth-first search's fewest steps to each hex this move may end in, by hex key, made once per table state. */
function searched(s: S, id: string, steps: number, teleport: boolean, o: Obstacles): ReadonlyMap<number, number> {
  let byFigure = reachCache.get(s);
  if (!byFigure) {
    byFigure = new Map();
    reachCache.set(s, byFigure);
  }
  const k = `${id}:${steps}:${teleport}`;
  let found = byFigure.get(k);
  if (!found) {
    const r = search(o, steps);
    found = new Map(r.hexes.map((h, i) => [key(h.q, h.r), r.steps[i]!]));
    byFigure.set(k, found);
  }
  return found;
}

/** The fewest steps this move takes the figure to `h`, or null when it cannot end there (GG-MOVE-01). */
function fewestSteps(s: S, id: string, steps: number, teleport: boolean, o: Obstacles, h: Hex): number | null {
  const d = hexDistance(o.start, h);
  if (d > steps || !endable(o, s, h)) return null;
  if (o.open) return d;
  // A straight path of free hexes is as short as any (hex distance), so no search is needed.
  if (hexLine(o.start, h).every((x) => !o.blocked.has(key(x.q, x.r)))) return d;
  return searched(s, id, steps, teleport, o).get(key(h.q, h.r)) ?? null;
}

/** The fewest steps a move of up to `steps` takes the figure to each hex asked about, or null where it cannot end. */
export function stepsTo(s: S, id: string, steps: number, teleport: boolean): (h: Hex) => number | null {
  const o = obstacles(s, id, steps, teleport);
  return o ? (h) => fewestSteps(s, id, steps, teleport, o, h) : () => null;
}

/** Whether one hex can end this move (GG-MOVE-01), without listing them all on open ground. */
export function canReach(s: S, id: string, steps: number, teleport: boolean, to: Hex): boolean {
  const o = obstacles(s, id, steps, teleport);
  return o !== null && fewestSteps(s, id, steps, teleport, o, to) !== null;
}

/** The hex `n` steps from `from` going directly away from `source`, stopped by walls and figures (Knockback). */
export function pushedTo(s: S, id: string, source: Hex, n: number): Hex | null {
  const from = positionOf(s, id);
  if (!from) return null;
  let at = from;
  for (const next of awayLine(source, from, n)) {
    if (wallAt(s, next) || occupant(s, next, id) !== null) break;
    at = next;
  }
  return at;
}

/**
 * The `n` hexes a body passes going straight away from `source` through `from` (GG-PLAY-87): the
 * line from `source` to `from`, drawn on past it, each hex beside the last. Off the six hex
 * directions the way zigzags along the true line, where one neighbour direction would drift off
 * it (and, of two equally far, always take the first). From `source` itself, the first direction.
 */
export function awayLine(source: Hex, from: Hex, n: number): Hex[] {
  const d = hexDistance(source, from);
  const out: Hex[] = [];
  if (d === 0) {
    const dir = HEX_DIRECTIONS[0]!;
    for (let i = 1; i <= n; i++) out.push({ q: from.q + dir.q * i, r: from.r + dir.r * i });
    return out;
  }
  // Sampled once a hex along the line, as hexLine does, with its nudge off the hexes' edges.
  const eps = 1e-6;
  const dq = (from.q - source.q) / d;
  const dr = (from.r - source.r) / d;
  for (let i = 1; i <= n; i++) out.push(roundHex(from.q + eps + dq * i, from.r + eps + dr * i));
  return out;
}

/** Figures within `radius` of a hex (an Area template, GG-ATK-02). */
export function figuresWithin(s: S, center: Hex, radius: number, spread: Spread = none): string[] {
  return s.figureOrder.filter((id) => {
    const p = positionOf(s, id);
    return p !== null && hexDistance(p, center) <= radius + spread(id);
  });
}

/** How many hexes a figure's marker spreads round its centre (a Giant's, reach.ts): an Area catching any of them catches it. */
type Spread = (id: string) => number;
const none: Spread = () => 0;

/** Figures on the line from `from` through `toward` for `length` hexes (a Line area). */
export function figuresOnLine(s: S, from: Hex, toward: Hex, length: number, spread: Spread = none): string[] {
  const d = hexDistance(from, toward);
  if (d === 0) return [];
  const far = { q: from.q + Math.round(((toward.q - from.q) * length) / d), r: from.r + Math.round(((toward.r - from.r) * length) / d) };
  const line = hexLine(from, far).slice(1);
  const keys = new Set(line.map(hexKey));
  return s.figureOrder.filter((id) => {
    const p = positionOf(s, id);
    if (p === null) return false;
    const wide = spread(id);
    return keys.has(hexKey(p)) || (wide > 0 && line.some((h) => hexDistance(h, p) <= wide));
  });
}

export function step(h: Hex, direction: number, n: number): Hex {
  const d = HEX_DIRECTIONS[((direction % 6) + 6) % 6]!;
  return { q: h.q + d.q * n, r: h.r + d.r * n };
}

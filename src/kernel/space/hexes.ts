import { z } from 'zod';

/**
 * A hex grid in axial coordinates (q, r), pointy-top; the third cube coordinate is s = −q − r.
 * Glorious Gladiators plays on hexes of 1.5 m.
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

export const hexSchema = z.object({ q: z.number().int(), r: z.number().int() }).strict();

export const HEX_DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 }, { q: 1, r: -1 }, { q: 0, r: -1 }, { q: -1, r: 0 }, { q: -1, r: 1 }, { q: 0, r: 1 },
];

export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function hexNeighbors(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }));
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Hexes on the straight line from a to b, both included (cube linear interpolation). */
export function hexLine(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  if (n === 0) return [a];
  const out: Hex[] = [];
  // The tiny nudge keeps points that fall exactly on an edge from flipping between hexes.
  const eps = 1e-6;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const q = a.q + eps + (b.q - a.q) * t;
    const r = a.r + eps + (b.r - a.r) * t;
    out.push(roundHex(q, r));
  }
  return out;
}

export function roundHex(qf: number, rf: number): Hex {
  const sf = -qf - rf;
  let q = Math.round(qf);
  let r = Math.round(rf);
  const s = Math.round(sf);
  const dq = Math.abs(q - qf);
  const dr = Math.abs(r - rf);
  const ds = Math.abs(s - sf);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

/** Every hex within `radius` of `center` (including it). */
export function hexesWithin(center: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
      out.push({ q: center.q + dq, r: center.r + dr });
    }
  }
  return out;
}

/** Hexes reachable in `steps` moves without entering a blocked hex (breadth-first). */
export function hexesReachable(start: Hex, steps: number, blocked: (h: Hex) => boolean): Map<string, number> {
  const seen = new Map<string, number>([[hexKey(start), 0]]);
  let frontier = [start];
  for (let d = 1; d <= steps; d++) {
    const next: Hex[] = [];
    for (const h of frontier) {
      for (const n of hexNeighbors(h)) {
        const k = hexKey(n);
        if (seen.has(k) || blocked(n)) continue;
        seen.set(k, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  return seen;
}

const hexKeys = new Map<number, string>();

/**
 * "q,r": the key of a hex in records such as walls. The same string object comes back for the
 * same hex (a bounded cache): a freshly built key must be flattened and hashed at every lookup,
 * and line-of-sight and movement checks look walls up hex by hex.
 */
export function hexKey(h: Hex): string {
  const { q, r } = h;
  if (!Number.isInteger(q) || !Number.isInteger(r) || Math.abs(q) >= 32_768 || Math.abs(r) >= 32_768) return `${q},${r}`;
  const packed = (q + 32_768) * 65_536 + (r + 32_768);
  let key = hexKeys.get(packed);
  if (key === undefined) {
    if (hexKeys.size >= 100_000) hexKeys.clear();
    key = `${q},${r}`;
    hexKeys.set(packed, key);
  }
  return key;
}

/** The hex a key names: the inverse of hexKey ("3,-2" -> { q: 3, r: -2 }). */
export function hexFromKey(key: string): Hex {
  const comma = key.indexOf(',');
  return { q: Number(key.slice(0, comma)), r: Number(key.slice(comma + 1)) };
}

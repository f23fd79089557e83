import type { Arena, Hex, Json } from '../../kernel/index.ts';

/**
 * Where a simulated fight starts on the hex map. The seed sets no start; this is the tool's
 * default, which `arbiter sim --distance` and the lab change. A duel starts 6 hexes (9 m) apart on
 * a row, as the bench's does: inside a Ranged band, out of a Melee attack's reach, a move from it.
 *
 * A group stands on the arc of hexes round its first fighter that are exactly as far from the other
 * side's first fighter (the first, then alternately to either hand: (0, 1), (1, −1), (0, 2)…), so
 * every fighter starts the said distance from the foe it faces; side B's is side A's turned half a
 * circle about the middle. The arc holds twice the distance plus one: the pair k out stands
 * max(distance, k) away, so a group larger than that starts partly farther off (docs/cli.md).
 */
export const GG_ARENA: Arena = {
  distance: 6,
  maxDistance: 40,
  unit: 'hexes',
  unitOne: 'hex',
  positions: (d, [a, b]) => [formation(a), formation(b).map((h) => ({ q: d - h.q, r: 0 - h.r }))],
};

function formation(n: number): Array<Hex & Json> {
  const out: Array<Hex & Json> = [];
  for (let i = 0; i < n; i++) {
    const k = Math.ceil(i / 2);
    out.push(i === 0 ? { q: 0, r: 0 } : i % 2 === 1 ? { q: 0, r: k } : { q: k, r: -k });
  }
  return out;
}

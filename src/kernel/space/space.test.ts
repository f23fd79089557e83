import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandBetween, pairKey, stepBand, withBand } from './bands.ts';
import { hexDistance, hexesReachable, hexesWithin, hexFromKey, hexKey, hexLine, hexNeighbors, sameHex, type Hex } from './hexes.ts';
import { pushLine, squareDistance, squaresWithin } from './squares.ts';

const hex = fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) });

describe('hexes (axial)', () => {
  it('a hex\'s key reads back as the hex, negative and large coordinates included', () => {
    fc.assert(fc.property(hex, (h) => {
      expect(hexFromKey(hexKey(h))).toEqual(h);
    }));
    expect(hexFromKey('-3,40000')).toEqual({ q: -3, r: 40_000 });
  });

  it('distance is a metric and neighbours are at distance 1', () => {
    fc.assert(fc.property(hex, hex, hex, (a, b, c) => {
      expect(hexDistance(a, b)).toBe(hexDistance(b, a));
      expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
      expect(hexDistance(a, a)).toBe(0);
    }));
    const around = hexNeighbors({ q: 0, r: 0 });
    expect(new Set(around.map(hexKey)).size).toBe(6);
    for (const n of around) expect(hexDistance(n, { q: 0, r: 0 })).toBe(1);
  });

  it('a line has distance+1 hexes, each step to a neighbour, from a to b', () => {
    fc.assert(fc.property(hex, hex, (a, b) => {
      const line = hexLine(a, b);
      expect(line).toHaveLength(hexDistance(a, b) + 1);
      expect(sameHex(line[0]!, a) && sameHex(line[line.length - 1]!, b)).toBe(true);
      for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1]!, line[i]!)).toBe(1);
    }));
  });

  it('hexesWithin(r) holds 3r(r+1)+1 hexes, all within r', () => {
    for (const r of [0, 1, 2, 5]) {
      const all = hexesWithin({ q: 3, r: -2 }, r);
      expect(all).toHaveLength(3 * r * (r + 1) + 1);
      for (const h of all) expect(hexDistance(h, { q: 3, r: -2 })).toBeLessThanOrEqual(r);
    }
  });

  it('reachability goes around walls and counts steps', () => {
    // A wall of three hexes straight east of the start forces a detour.
    const wall = new Set(['1,0', '1,-1', '1,1']);
    const reach = hexesReachable({ q: 0, r: 0 }, 6, (h: Hex) => wall.has(hexKey(h)));
    expect(reach.has('1,0')).toBe(false);
    expect(reach.get('2,0')).toBe(5); // up over (0,-1), (1,-2), (2,-2), (2,-1) instead of 2 straight
    expect(reach.get('-1,0')).toBe(1);
  });
});

describe('squares', () => {
  it('distance counts king moves', () => {
    expect(squareDistance({ x: 0, y: 0 }, { x: 3, y: 2 })).toBe(3);
    expect(squaresWithin({ x: 0, y: 0 }, 2)).toHaveLength(25);
  });

  it('a push runs straight away from the pusher and goes nowhere without direction', () => {
    expect(pushLine({ x: 0, y: 0 }, { x: 1, y: 1 }, 3)).toEqual([{ x: 2, y: 2 }, { x: 3, y: 3 }, { x: 4, y: 4 }]);
    expect(pushLine({ x: 2, y: 0 }, { x: 0, y: 0 }, 1)).toEqual([{ x: -1, y: 0 }]);
    expect(pushLine({ x: 1, y: 1 }, { x: 1, y: 1 }, 2)).toEqual([]);
  });
});

describe('range bands', () => {
  const bands = ['close', 'short', 'medium', 'long'] as const;
  it('a pair has one band whichever way it is asked', () => {
    const table = withBand({}, 'b', 'a', 'long');
    expect(pairKey('a', 'b')).toBe(pairKey('b', 'a'));
    expect(bandBetween(table, 'a', 'b', 'short')).toBe('long');
    expect(bandBetween(table, 'a', 'c', 'short')).toBe('short');
  });
  it('steps clamp at the ends', () => {
    expect(stepBand(bands, 'close', -1)).toBe('close');
    expect(stepBand(bands, 'close', 1)).toBe('short');
    expect(stepBand(bands, 'long', 1)).toBe('long');
  });
});

import { GG_ARENA } from '../arena.ts';

/** A distance in words, singular for 1 ('1 hex', '3 hexes'), in the arena's own unit (kernel Arena.unitOne). */
export const inHexes = (n: number): string => `${n} ${n === 1 ? GG_ARENA.unitOne : GG_ARENA.unit}`;

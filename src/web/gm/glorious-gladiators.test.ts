import { describe, expect, it } from 'vitest';
import { BLUE_COMET, MINDWARP } from '../../systems/glorious-gladiators/index.ts';
import type { FigureView } from '../connection.ts';
import { grabsOf } from './glorious-gladiators.tsx';

const figure = (sheet: unknown): FigureView => ({
  id: 'x', name: 'X', side: 's', controller: 'gm', sheet, status: {}, conditions: [], position: null, revealed: true,
});

describe('the GM\'s grab form (GG-PLAY-219)', () => {
  it('[GG-PLAY-219] [GG-ABL-36] offers the Grabs on the grabber\'s sheet by name; none for a sheet the seat does not see', () => {
    expect(grabsOf(figure(MINDWARP)).map((g) => g.name)).toContain('Grapple');
    expect(grabsOf(figure(BLUE_COMET)).every((g) => typeof g.key === 'string' && g.key.length > 0)).toBe(true);
    expect(grabsOf(figure(null))).toEqual([]);
    expect(grabsOf(figure({ nonsense: true }))).toEqual([]);
    expect(grabsOf(undefined)).toEqual([]);
  });
});

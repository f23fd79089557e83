import { describe, expect, it } from 'vitest';
import { GANGSTER } from '../../systems/glorious-gladiators/index.ts';
import type { FigureView, TableView } from '../connection.ts';
import { sheetViewFor } from './index.ts';

const view = { phase: 'setup', sys: {} } as unknown as TableView;
const figure = (sheet: unknown, status: Record<string, unknown>): FigureView => ({
  id: 'g', name: 'Gangster', side: 'villains', controller: 'gm', sheet, status, conditions: [], position: null, revealed: true,
});
const stat = (f: FigureView, label: string) => sheetViewFor('glorious-gladiators').stats(f, view).find((s) => s.label === label);

describe('a GG figure card', () => {
  it('[GG-MOD-58] [GG-MOD-40] a Shots weapon shows the uses left in its load, counted by the rules\' usesLeft', () => {
    expect(stat(figure(GANGSTER, { hits: 1, maxHits: 1, used: {} }), 'Uses left')).toMatchObject({ value: 'Shotgun 3/3, Pistol 3/3', ruleId: 'GG-MOD-58' });
    const empty = stat(figure(GANGSTER, { hits: 1, maxHits: 1, used: { shotgun: 3, pistol: 1 } }), 'Uses left');
    expect(empty).toMatchObject({ value: 'Shotgun 0/3, Pistol 2/3', tone: 'warn' });
  });

  it('[GG-MOD-58] a hidden sheet shows no uses: the seat does not know the weapons', () => {
    expect(stat(figure(null, { hits: 1, maxHits: 1, used: { shotgun: 1 } }), 'Uses left')).toBeUndefined();
  });

  it('[GG-MOD-08] a boosted ability says so, by its name', () => {
    expect(stat(figure(GANGSTER, { hits: 1, maxHits: 1, boosted: ['shotgun'] }), 'Boosted')).toMatchObject({ value: 'Shotgun' });
  });
});

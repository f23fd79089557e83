import { describe, expect, it } from 'vitest';
import type { FigureView, TableView } from '../connection.ts';
import { sheetViewFor } from './index.ts';

// An unrevealed NPC's card (docs/hidden-information.md): its sheet null, the status numbers read off it
// null, and what the table sees of them instead (GG's hurt, the others' down).
const view = { phase: 'combat', sys: {} } as unknown as TableView;
const npc = (status: Record<string, unknown>, conditions: string[] = []): FigureView => ({
  id: 'n', name: 'Villain', side: 'villains', controller: 'gm', sheet: null, status,
  conditions: conditions.map((id) => ({ id })), position: null, revealed: false,
});
const stat = (system: string, f: FigureView, label: string) => sheetViewFor(system).stats(f, view).find((s) => s.label === label);

describe('a hidden NPC\'s card', () => {
  it('[GG-DMG-01] Glorious Gladiators: hits read hurt or unhurt, never a count', () => {
    expect(stat('glorious-gladiators', npc({ hits: null, maxHits: null, hurt: true }), 'Hits')).toMatchObject({ value: 'hurt', tone: 'warn' });
    expect(stat('glorious-gladiators', npc({ hits: null, maxHits: null, hurt: false }), 'Hits')).toMatchObject({ value: 'unhurt', tone: 'good' });
    expect(stat('glorious-gladiators', npc({ hits: null, maxHits: null, hurt: true, out: true, outCount: 1 }), 'Hits')).toMatchObject({ tone: 'bad' });
  });

  it('[HLH-COND-01] High/Low Heroes: Life reads standing or down, and down is unconscious on the map', () => {
    expect(stat('high-low-heroes', npc({ life: null, down: false, hurtRound: 2 }), 'Life')).toMatchObject({ value: 'standing' });
    expect(stat('high-low-heroes', npc({ life: null, down: true, hurtRound: 2 }), 'Life')).toMatchObject({ value: 'down', tone: 'bad' });
    expect(sheetViewFor('high-low-heroes').out(npc({ life: null, down: false }))).toBeNull();
    expect(sheetViewFor('high-low-heroes').out(npc({ life: null, down: true }))).toBe('Unconscious');
  });

  it('[D100-DMG-01] d100 Trick & Stunt: Life reads standing or down, and no weapon\'s shots', () => {
    expect(stat('d100-trick-stunt', npc({ life: null, down: false, ammo: null }), 'Life')).toMatchObject({ value: 'standing' });
    expect(stat('d100-trick-stunt', npc({ life: null, down: true, ammo: null }), 'Life')).toMatchObject({ value: 'down', tone: 'bad' });
    expect(sheetViewFor('d100-trick-stunt').stats(npc({ life: null, down: false, ammo: null }), view).some((s) => s.label.endsWith('shots'))).toBe(false);
  });
});

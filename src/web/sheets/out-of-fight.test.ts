import { describe, expect, it } from 'vitest';
import type { FigureView } from '../connection.ts';
import { short, tokenLabel } from '../maps/tokens.ts';
import { sheetViewFor } from './index.ts';

const figure = (status: Record<string, unknown>, conditions: string[] = []): FigureView => ({
  id: 'f', name: 'Thug 2', side: 'villains', controller: 'gm', sheet: null, status,
  conditions: conditions.map((id) => ({ id })), position: null, revealed: true,
});

describe('a fallen figure on the map', () => {
  it('[D100-COND-03] a dead figure reads Dead, though it is also knocked out', () => {
    const out = sheetViewFor('d100-trick-stunt').out;
    expect(out(figure({ life: -3 }, ['ko', 'dead']))).toBe('Dead');
    expect(out(figure({ life: 0 }, ['ko']))).toBe('Knocked out');
    expect(out(figure({ life: 5 }, ['fled']))).toBe('Fled');
    // Grappled or wounded is still in the fight.
    expect(out(figure({ life: 2 }, ['grappled', 'stabilized']))).toBeNull();
  });

  it('[D100-COND-02] maimed out of the fight reads so', () => {
    expect(sheetViewFor('d100-trick-stunt').out(figure({ life: 0 }, ['maimed']))).toBe('Maimed out of the fight');
  });

  it('[HLH-COND-01] a hero at 0 Life is unconscious', () => {
    const out = sheetViewFor('high-low-heroes').out;
    expect(out(figure({ life: 0 }))).toBe('Unconscious');
    expect(out(figure({ life: 1 }, ['dazed']))).toBeNull();
  });

  it('[GG-DMG-02] out of play outranks out of action', () => {
    const out = sheetViewFor('glorious-gladiators').out;
    expect(out(figure({ out: true, outOfPlay: false }))).toBe('Out of action');
    expect(out(figure({ out: true, outOfPlay: true }))).toBe('Out of play');
    expect(out(figure({ out: false, outOfPlay: false }))).toBeNull();
  });

  it('a system without its own view never greys a token', () => {
    expect(sheetViewFor('capital').out(figure({ life: 0 }, ['dead']))).toBeNull();
  });

  it('the token is read out with its short mark, place and why it is out', () => {
    expect(short('Thug 2')).toBe('Thu2');
    expect(short('Man of Steel Glass')).toBe('MSG');
    expect(tokenLabel(figure({}), 'hex 1, 2', 'Out of action')).toBe('Thu2: Thug 2, villains, hex 1, 2, Out of action');
    expect(tokenLabel(figure({}), 'square 3, 4', null)).toBe('Thu2: Thug 2, villains, square 3, 4');
  });
});

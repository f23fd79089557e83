import { describe, expect, it } from 'vitest';
import { line, mod } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { abilityIn, flexAs, flexDuel } from './flexible-testing.ts';

// Flexible Level in play (GG-PLAY-120) lowers the Level by the worth of the options used over those
// the builder paid for, read from the builder's one pricing (GG-BLD-22..24): the surcharge a range
// brings, Concentration with Persistent, and Slow weighed on the whole way the line is used.

const duel = (a: AbilityPick[]) => flexDuel(a, 1);
const levelOf = (t: ReturnType<typeof flexDuel>, key: string) => abilityIn(t, key)?.level;
const flex = flexAs;

describe('Flexible Level in play prices an option as the builder does (GG-PLAY-171, GG-PLAY-172)', () => {
  it('[GG-PLAY-171] [GG-BLD-22] [GG-ABL-03] Animal Form used at Touch loses Touch 2 and Not Personal 2 in Levels', () => {
    const t = duel([line('animal-form', 5, { key: 'beast', modifiers: [mod('personal'), mod('touch'), mod('flexible-range'), mod('flexible-level')] })]);
    expect(levelOf(t, 'beast')).toBe(5);
    flex(t, 'beast', { range: 'touch' });
    expect(levelOf(t, 'beast')).toBe(1);
  });

  it('[GG-PLAY-171] [GG-BLD-23] [GG-MOD-12] a Persistent with Concentration costs its 3 less Concentration\'s 1', () => {
    const t = duel([line('damage', 3, {
      key: 'hold', modifiers: [mod('touch'), mod('instant'), mod('persistent', { variant: 'target' }), mod('flexible-duration'), mod('concentration'),
        mod('flexible-level')],
    })]);
    flex(t, 'hold', { duration: 'persistent' });
    expect(levelOf(t, 'hold')).toBe(1);
  });

  it('[GG-PLAY-172] [GG-BLD-24] [GG-MOD-59] Touch with Instant costs Touch\'s 2, Slow being −2 with either Range', () => {
    const t = duel([line('armour', 3, {
      key: 'shell', modifiers: [mod('personal'), mod('touch'), mod('flexible-range'), mod('instant'), mod('persistent', { variant: 'personal' }),
        mod('flexible-duration'), mod('slow'), mod('flexible-level')],
    })]);
    flex(t, 'shell', { range: 'touch', duration: 'instant' });
    expect(levelOf(t, 'shell')).toBe(1);
  });

  it('[GG-PLAY-172] [GG-BLD-24] [GG-CHAR-07] Slow\'s part of Persistent\'s worth is multiplied as the line\'s negatives are', () => {
    const t = duel([line('armour', 9, {
      key: 'shell', modifiers: [mod('instant'), mod('persistent', { variant: 'personal' }), mod('flexible-duration'), mod('slow'), mod('flexible-level')],
    })]);
    flex(t, 'shell', { duration: 'persistent' });
    // Persistent Personal 2 + Slow −1 × 2 over Slow −2 × 2.
    expect(levelOf(t, 'shell')).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { line, mod, price } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { abilityIn, flexDuel } from './flexible-testing.ts';
import { refusal, run, tryRun } from './testing.ts';

// Flexible Level (GG-MOD-22, seed L211) in play with Flexible Type (GG-MOD-25) and Flexible Ability
// (GG-MOD-20): a dearer option than the one paid for lowers the Level by its GP over the cheapest,
// as a dearer Range does (GG-PLAY-72, GG-BLD-08, GG-BLD-16).

const duel = (a: AbilityPick[]) => flexDuel(a, 5);
const levelOf = (t: ReturnType<typeof flexDuel>, key: string) => abilityIn(t, key)?.level;

// Damage L3, Physical (1 GP) or Psychic (3 GP), Ranged.
const mind = (level = 3, ...more: ReturnType<typeof mod>[]) => line('damage', level, {
  key: 'mind', types: ['physical', 'psychic'], modifiers: [mod('ranged'), mod('flexible-type'), mod('flexible-level'), ...more],
});

describe('Flexible Level with Flexible Type and Flexible Ability in play (GG-PLAY-120, GG-PLAY-121)', () => {
  it('[GG-PLAY-120] [GG-MOD-22] [GG-MOD-25] a dearer Type costs its GP over the cheapest in Levels', () => {
    const t = duel([mind()]);
    expect(levelOf(t, 'mind')).toBe(3);
    run(t, 'gg.flex', { figure: 'a', ability: 'mind', choice: { type: 'psychic' } });
    // Psychic 3 GP over Physical 1: 2 Levels less.
    expect(levelOf(t, 'mind')).toBe(1);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    run(t, 'gg.flex', { figure: 'a', ability: 'mind', choice: { type: 'physical' } });
    expect(levelOf(t, 'mind')).toBe(3);
  });

  it('[GG-PLAY-120] [GG-MOD-22] [GG-MOD-20] [GG-BLD-16] a dearer ability costs its worth over the cheapest in Levels, its own by default', () => {
    // Evasion 1 + C(7, 4) 10 = 11 over Prediction −1 + C(7, 5) 9 = 8: Evasion (the default) is used 3 Levels lower.
    const sense = line('evasion', 7, { key: 'sense', modifiers: [mod('flexible-ability', { abilities: ['prediction'] }), mod('flexible-level')] });
    const t = duel([sense]);
    expect(levelOf(t, 'sense')).toBe(4);
    run(t, 'gg.flex', { figure: 'a', ability: 'sense', choice: { ability: 'prediction' } });
    expect(levelOf(t, 'sense')).toBe(7);
  });

  it('[GG-PLAY-120] [GG-MOD-22] [GG-MOD-23] each Flexible kind\'s Levels add up: Distant and Psychic together', () => {
    const t = duel([mind(6, mod('distant'), mod('flexible-range'))]);
    run(t, 'gg.flex', { figure: 'a', ability: 'mind', choice: { type: 'psychic', range: 'distant' } });
    // Distant 5 over Ranged 3, Psychic 3 over Physical 1: 6 − 2 − 2.
    expect(levelOf(t, 'mind')).toBe(2);
  });

  it('[GG-PLAY-121] [GG-MOD-22] a choice that would leave the ability no Level is refused', () => {
    const t = duel([mind(2)]);
    expect(refusal(tryRun(t, 'gg.flex', { figure: 'a', ability: 'mind', choice: { type: 'psychic' } }))).toBe('GG_NOT_APPLICABLE GG-PLAY-121');
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'a', ability: 'mind', target: 'b', flex: { type: 'psychic' } }))).toBe('GG_NOT_APPLICABLE GG-PLAY-121');
    expect(levelOf(t, 'mind')).toBe(2);
  });

  it('[GG-PLAY-120] [GG-BLD-08] [GG-BLD-20] [GG-MOD-23] [GG-MOD-21] a Range or Duration costs in play the Levels the builder\'s price says', () => {
    // Damage 10 Touch or Distant, with Quick (priced by its Range); Instant or Persistent Target, with Concentration (half of Persistent).
    const bolt = line('damage', 10, {
      key: 'bolt', modifiers: [mod('touch'), mod('distant'), mod('flexible-range'), mod('quick'), mod('instant'),
        mod('persistent', { variant: 'target' }), mod('flexible-duration'), mod('concentration'), mod('flexible-level')],
    });
    const lines = price(bolt).price.lines;
    const levelsLess = (label: string) => Number(/paid by (\d+) Level/.exec(lines.find((l) => l.label.startsWith(label))?.note ?? '')?.[1]);
    // Distant 5 and Quick 4 with it over Touch 2 and Quick 2 (GG-BLD-20); Persistent Target 3 with Concentration −1 × 3
    // (the line costs 21-30 before negatives) over Instant (GG-BLD-23, GG-BLD-24).
    expect([levelsLess('Distant'), levelsLess('Persistent')]).toEqual([5, 0]);
    const t = duel([bolt]);
    run(t, 'gg.flex', { figure: 'a', ability: 'bolt', choice: { range: 'distant', duration: 'persistent' } });
    expect(levelOf(t, 'bolt')).toBe(10 - levelsLess('Distant') - levelsLess('Persistent'));
  });

  it('[GG-PLAY-120] [GG-BLD-19] [GG-MOD-20] an ability\'s worth counts its own price for the line\'s Type', () => {
    // Drain 5 (C(5, 3) 7) or Damage, Psychic (3 + C(5, 4) 6 = 9): Drain at 5 as it starts, Damage 2 Levels lower.
    const siphon = line('drain', 5, {
      key: 'siphon', types: ['psychic'], options: { drains: 'type', target: 'psychic' },
      modifiers: [mod('ranged'), mod('flexible-ability', { abilities: ['damage'] }), mod('flexible-level')],
    });
    const t = duel([siphon]);
    expect(levelOf(t, 'siphon')).toBe(5);
    run(t, 'gg.flex', { figure: 'a', ability: 'siphon', choice: { ability: 'damage' } });
    expect(levelOf(t, 'siphon')).toBe(3);
  });

  it('[GG-PLAY-170] [GG-BLD-19] [GG-MOD-25] [GG-MOD-20] a Type costs the price the ability switched to sets on it', () => {
    // Drain 5 (no Type price; C(5, 3) 7) or Damage (Energy 2, Psychic 3; cheapest 2 + C(5, 4) 6 = 8), Energy or Psychic.
    const siphon = line('drain', 5, {
      key: 'siphon', types: ['energy', 'psychic'], options: { drains: 'type', target: 'psychic' },
      modifiers: [mod('ranged'), mod('flexible-type'), mod('flexible-ability', { abilities: ['damage'] }), mod('flexible-level')],
    });
    expect(price(siphon).issues).toEqual([]);
    const t = duel([siphon]);
    run(t, 'gg.flex', { figure: 'a', ability: 'siphon', choice: { type: 'psychic' } });
    // Drain prices no Type: Psychic costs it nothing.
    expect(levelOf(t, 'siphon')).toBe(5);
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    run(t, 'gg.flex', { figure: 'a', ability: 'siphon', choice: { ability: 'damage', type: 'psychic' } });
    // Damage 1 Level lower for its worth over Drain's, 1 more for its Psychic 3 over its Energy 2.
    expect(levelOf(t, 'siphon')).toBe(3);
  });
});

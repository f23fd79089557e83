import { describe, expect, it } from 'vitest';
import { line, mod } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { abilityIn, flexAs, flexDuel } from './flexible-testing.ts';

// Play's Flexible choices and Levels read the builder's one list of a line's ways and its one
// price (GG-PLAY-180, GG-PLAY-181; GG-BLD-25..27).

const duel = (a: AbilityPick[]) => flexDuel(a, 1);
const used = abilityIn;
const flex = flexAs;

describe('Flexible choices in play as the builder prices them (GG-PLAY-180, GG-PLAY-181)', () => {
  it('[GG-PLAY-180] [GG-BLD-25] [GG-ABL-41] Immortality with Flexible Duration is used Persistent or with its built-in Always On', () => {
    const t = duel([line('immortality', 3, { key: 'eternal', modifiers: [mod('persistent', { variant: 'personal' }), mod('flexible-duration')] })]);
    expect(used(t, 'eternal')?.duration).toBe('persistent');
    flex(t, 'eternal', { duration: 'always-on' });
    expect(used(t, 'eternal')?.duration).toBe('always-on');
  });

  it('[GG-PLAY-180] [GG-BLD-27] [GG-RULING-C03] with a referee-entered base, Animal Form at Touch loses Touch\'s 2 Levels only', () => {
    const t = duel([line('animal-form', 5, {
      key: 'beast', refereeBase: 3, modifiers: [mod('personal'), mod('touch'), mod('flexible-range'), mod('flexible-level')],
    })]);
    flex(t, 'beast', { range: 'touch' });
    expect(used(t, 'beast')?.level).toBe(3);
  });
});

describe('Flexible Ability in play weighs the modifiers priced by the ability (GG-PLAY-181)', () => {
  it('[GG-PLAY-181] [GG-BLD-26] [GG-MOD-45] Damage or Telepathy with Persistent Target, used as Damage, loses its 3 over Telepathy\'s 2 too', () => {
    const t = duel([line('damage', 5, {
      key: 'mind', types: ['psychic'],
      modifiers: [mod('ranged'), mod('persistent', { variant: 'target' }), mod('flexible-ability', { abilities: ['telepathy'] }), mod('flexible-level')],
    })]);
    // Telepathy is paid (1 + 7 + 2 = 10); Damage is worth 3 + 6 + 3 = 12.
    expect(used(t, 'mind')?.ability).toBe('damage');
    expect(used(t, 'mind')?.level).toBe(3);
    flex(t, 'mind', { ability: 'telepathy' });
    expect(used(t, 'mind')?.level).toBe(5);
  });
});

describe('Flexible Level in play with a referee base and with a Flexible choice priced by the ability (GG-BLD-28, GG-BLD-29)', () => {
  it('[GG-PLAY-180] [GG-BLD-28] [GG-RULING-C03] with a referee-entered base, Damage used Psychic keeps the Level paid for', () => {
    const t = duel([line('damage', 5, {
      key: 'bolt', types: ['physical', 'psychic'], refereeBase: 2, modifiers: [mod('ranged'), mod('flexible-type'), mod('flexible-level')],
    })]);
    flex(t, 'bolt', { type: 'psychic' });
    expect(used(t, 'bolt')?.level).toBe(5);
  });

  it('[GG-PLAY-181] [GG-BLD-29] [GG-MOD-45] Telepathy or Damage, used as Damage Persistent Target, loses Persistent at Damage\'s 3', () => {
    const t = duel([line('telepathy', 5, {
      key: 'link', types: ['psychic'],
      modifiers: [mod('ranged'), mod('instant'), mod('persistent', { variant: 'target' }), mod('flexible-duration'),
        mod('flexible-ability', { abilities: ['damage'] }), mod('flexible-level')],
    })]);
    // Telepathy with Instant is paid (8); Damage is 1 over and its Persistent Target 3.
    flex(t, 'link', { ability: 'damage', duration: 'persistent' });
    expect(used(t, 'link')?.level).toBe(1);
  });
});

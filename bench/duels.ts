// The 1-v-1 fights the benches time and scripts/profile-sim.ts profiles: one array per case, as
// `simulate` passes it, so the table is set up once for all the fights of a run.
import type { AnySystem, Combatant } from '../src/kernel/index.ts';
import { ALDO, BRICK, d100TrickStunt } from '../src/systems/d100-trick-stunt/index.ts';
import { BLUE_COMET, IRONCLAD, gloriousGladiators } from '../src/systems/glorious-gladiators/index.ts';
import { BLAZE, TITAN, highLowHeroes } from '../src/systems/high-low-heroes/index.ts';

export interface Duel {
  readonly system: AnySystem;
  readonly combatants: Combatant[];
}

export const DUELS = {
  'd100-trick-stunt': {
    system: d100TrickStunt,
    combatants: [
      { id: 'aldo', name: 'Aldo', side: 'heroes', sheet: ALDO },
      { id: 'brick', name: 'Brick', side: 'villains', sheet: BRICK },
    ],
  },
  'high-low-heroes': {
    system: highLowHeroes,
    combatants: [
      { id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE },
      { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN },
    ],
  },
  'high-low-heroes-map': {
    system: highLowHeroes,
    combatants: [
      { id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE, position: { x: 0, y: 0 } },
      { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN, position: { x: 8, y: 3 } },
    ],
  },
  'glorious-gladiators': {
    system: gloriousGladiators,
    combatants: [
      { id: 'comet', name: 'Blue Comet', side: 'heroes', sheet: BLUE_COMET, position: { q: 0, r: 0 } },
      { id: 'iron', name: 'Ironclad', side: 'villains', sheet: IRONCLAD, position: { q: 6, r: 0 } },
    ],
  },
} as const satisfies Record<string, Duel>;

export type DuelName = keyof typeof DUELS;

import type { AnySystem } from '../kernel/index.ts';
import { d100TrickStunt } from './d100-trick-stunt/index.ts';
import { gloriousGladiators } from './glorious-gladiators/index.ts';
import { highLowHeroes } from './high-low-heroes/index.ts';

/**
 * Every game system Arbiter plays, by slug. A system registers itself here with one line;
 * servers, the CLI and the web client look systems up in this registry only.
 */
export const SYSTEMS: Readonly<Record<string, AnySystem>> = {
  'glorious-gladiators': gloriousGladiators,
  'd100-trick-stunt': d100TrickStunt,
  'high-low-heroes': highLowHeroes,
};

export function systemById(id: string): AnySystem | undefined {
  return Object.hasOwn(SYSTEMS, id) ? SYSTEMS[id] : undefined;
}

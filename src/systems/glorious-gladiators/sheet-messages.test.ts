import { describe, expect, it } from 'vitest';
import { checkSheetJson } from './builder/sheet-price.ts';
import { BLUE_COMET } from './templates/heroes.ts';

// The builder shows the schema's words beside the field the player is editing: they say what is
// wrong in the rules' terms, not the validator's ("Too small: expected array to have >=1 items").
const messageOf = (json: unknown) => checkSheetJson(json).issues
  .map((i) => `${i.ruleId} ${i.path.join('.')}: ${i.message}`);
const flightWith = (change: object) => ({
  ...BLUE_COMET, abilities: BLUE_COMET.abilities.map((a, i) => (i === 1 ? { ...a, ...change } : a)),
});

describe('a sheet the schema refuses, as the builder leaves it mid-edit', () => {
  it('[GG-BLD-01] a Level of 0, no Type ticked, no Source, no name, a nameless custom trait and a budget of 0 are said in the rules\' words', () => {
    expect(messageOf(flightWith({ level: 0 }))).toEqual(['GG-BLD-01 abilities.1.level: a Level is 1 or more']);
    expect(messageOf(flightWith({ types: [] }))).toEqual(['GG-BLD-01 abilities.1.types: choose at least one Type']);
    expect(messageOf(flightWith({ source: undefined }))).toEqual([
      'GG-BLD-01 abilities.1.source: choose a Source: alien, standard, cosmic, magical, mutant, technological',
    ]);
    expect(messageOf({ ...BLUE_COMET, name: '' })).toEqual(['GG-BLD-01 name: the character needs a name']);
    // A hand-written file without its header says what the header is, not "Invalid input: expected 1".
    const { schemaVersion: _v, system: _s, ...bare } = BLUE_COMET;
    expect(messageOf(bare)).toEqual([
      'GG-BLD-01 schemaVersion: a GG sheet of this Arbiter says "schemaVersion": 1',
      'GG-BLD-01 system: a GG sheet says "system": "glorious-gladiators"',
    ]);
    expect(messageOf({ ...BLUE_COMET, budget: 0 })).toEqual(['GG-BLD-01 budget: a budget is at least 1 GP, or none']);
    expect(messageOf({ ...BLUE_COMET, advantages: [...BLUE_COMET.advantages, { custom: '', frequency: 'common', severity: 'minor' }] }))
      .toContain('GG-BLD-01 advantages.2.custom: the trait needs a name');
  });
});

import { describe, expect, it } from 'vitest';
import { ALDO, d100TrickStunt } from '../systems/d100-trick-stunt/index.ts';
import { BLAZE, highLowHeroes } from '../systems/high-low-heroes/index.ts';
import { parseCharacterFile, systemNamer } from './drafts.ts';

describe('a character file in the balance lab', () => {
  it('[HLH-CHAR-08] is named the way its system keeps names: a High/Low hero by its hero name', () => {
    const hlh = systemNamer(highLowHeroes);
    expect(parseCharacterFile(JSON.stringify(BLAZE), 'blaze.json', hlh)).toEqual({ name: 'Blaze', sheet: BLAZE });
    // Without a hero name, the civilian one.
    expect(parseCharacterFile(JSON.stringify({ ...BLAZE, heroName: '' }), 'b.json', hlh)).toMatchObject({ name: 'Dana Reyes' });
    // A wrapper's own name comes first, as `arbiter sim` reads it.
    expect(parseCharacterFile(JSON.stringify({ name: 'Blaze II', sheet: BLAZE }), 'b.json', hlh)).toMatchObject({ name: 'Blaze II' });
  });

  it('[D100-CHAR-01] a sheet that is not its system\'s is named by its file, not misread', () => {
    const d100 = systemNamer(d100TrickStunt);
    expect(parseCharacterFile(JSON.stringify(ALDO), 'aldo.json', d100)).toMatchObject({ name: 'Aldo' });
    expect(parseCharacterFile(JSON.stringify(BLAZE), 'blaze.json', d100)).toMatchObject({ name: 'blaze' });
  });
});

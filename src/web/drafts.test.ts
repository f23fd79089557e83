import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALDO, d100TrickStunt } from '../systems/d100-trick-stunt/index.ts';
import { BLAZE, highLowHeroes } from '../systems/high-low-heroes/index.ts';
import { BLUE_COMET } from '../systems/glorious-gladiators/index.ts';
import { ggKit } from './builders/glorious-gladiators/kit.ts';
import { draftKey, keepDraft, parseCharacterFile, readDraft, savedDraft, systemNamer } from './drafts.ts';

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

describe('the builder\'s saved draft', () => {
  afterEach(() => vi.unstubAllGlobals());
  /** A browser's localStorage holding these items. */
  const storage = (items: Record<string, string>) => vi.stubGlobal('localStorage', { getItem: (k: string) => items[k] ?? null });

  it('[D100-CHAR-01] is read back parsed and named the system\'s way; none saved, none read', () => {
    storage({ [draftKey('d100-trick-stunt')]: JSON.stringify(ALDO) });
    expect(savedDraft('d100-trick-stunt')).toEqual(ALDO);
    expect(readDraft('d100-trick-stunt', systemNamer(d100TrickStunt))).toEqual({ name: 'Aldo', sheet: ALDO });
    expect(savedDraft('high-low-heroes')).toBeNull();
    expect(readDraft('high-low-heroes')).toBeNull();
  });

  it('that is not JSON reads as none, for the lab and for the builder, which then starts afresh', () => {
    storage({ [draftKey('d100-trick-stunt')]: '{"name": "Aldo", "stren' });
    expect(savedDraft('d100-trick-stunt')).toBeNull();
    expect(readDraft('d100-trick-stunt')).toBeNull();
  });

  it('[GG-BLD-01] keeps the last draft that loads: one typed into a state the schema refuses (a Level 0, no name) is not saved, so a reload '
    + 'brings back the character, where it started the builder on a blank one', () => {
    const items: Record<string, string> = {};
    const setItem = (k: string, v: string) => {
      items[k] = v;
    };
    vi.stubGlobal('localStorage', { getItem: (k: string) => items[k] ?? null, setItem });
    const key = draftKey('glorious-gladiators');
    keepDraft('glorious-gladiators', BLUE_COMET, ggKit);
    expect(savedDraft('glorious-gladiators')).toEqual(BLUE_COMET);
    const flightAt0 = { ...BLUE_COMET, abilities: BLUE_COMET.abilities.map((a, i) => (i === 1 ? { ...a, level: 0 } : a)) };
    keepDraft('glorious-gladiators', flightAt0, ggKit);
    keepDraft('glorious-gladiators', { ...BLUE_COMET, name: '' }, ggKit);
    expect(JSON.parse(items[key]!)).toEqual(BLUE_COMET);
    expect(ggKit.load(savedDraft('glorious-gladiators'))).toEqual({ draft: BLUE_COMET });
  });
});

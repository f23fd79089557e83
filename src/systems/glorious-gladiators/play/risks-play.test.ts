import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { data, events, ggTable, run } from './testing.ts';

// Backfire and Disabling (GG-MOD-06, GG-MOD-14) roll whenever the ability is used, an activated
// form as well as an attack (ruling GG-PLAY-27). Scripted dice.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });

describe('glorious gladiators: risks of abilities switched on', () => {
  it('[GG-MOD-06] [GG-PLAY-27] Backfire rolls when a form is activated too: on a 1 a Level 3 Giant deals its user 1 hit', () => {
    const giant = line('giant', 3, { modifiers: [mod('backfire')] });
    const t = ggTable([
      { id: 'a', side: 'heroes', sheet: hero([giant]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'villains', sheet: hero([]), at: { q: 8, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    const r = run(t, 'gg.activate', { figure: 'a', ability: 'giant' }, [1]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'a', target: 'a', ability: 'giant', hits: 1, risk: 1 });
  });
});

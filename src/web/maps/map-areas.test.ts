import { describe, expect, it } from 'vitest';
import { viewFor } from '../../kernel/index.ts';
import { line, mod, sheetWith } from '../../systems/glorious-gladiators/builder/testing.ts';
import { gloriousGladiators } from '../../systems/glorious-gladiators/index.ts';
import { ggTable, GM, run } from '../../systems/glorious-gladiators/play/testing.ts';
import type { TableView } from '../connection.ts';
import { areasByHex, mapAreas } from './map-areas.ts';

// What stays on the hex map besides walls, read from a real table after real commands.

const cold = line('damage', 3, {
  key: 'cold', name: 'Cold Snap', types: ['energy'],
  modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] }), mod('persistent', { variant: 'barrier' })],
});

describe('areas on the GG hex map', () => {
  it('[GG-MOD-45] [GG-PLAY-66] a Persistent Barrier shades its hexes, named as its owner\'s sheet does, for the GM and for a player', () => {
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: sheetWith([cold], { budget: 400 }), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: sheetWith([], { budget: 400 }), at: { q: 5, r: 0 }, controller: 'ann' },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 5]);
    // The hex on a 9; b hit on a 5, result on a 2 (persistence-play.test.ts's Barrier).
    run(t, 'gg.attack', { figure: 'a', ability: 'cold', target: 'b' }, [9, 5, 2]);
    const gm = viewFor(gloriousGladiators, t.state, GM) as unknown as TableView;
    const [area] = mapAreas(gm);
    expect(area).toMatchObject({ kind: 'area', label: 'Cold Snap (a\'s, Level 3)' });
    // A small Burst: the hex hit and its six neighbours.
    expect(area!.hexes).toHaveLength(7);
    expect(area!.hexes).toContain('5,0');
    expect(areasByHex(mapAreas(gm)).get('5,0')?.map((x) => x.kind)).toEqual(['area']);
    // A player who does not see a's sheet still sees the area; it is named by its key.
    const ann = viewFor(gloriousGladiators, t.state, { kind: 'player', id: 'ann' }) as unknown as TableView;
    expect(mapAreas(ann)[0]).toMatchObject({ kind: 'area', label: 'Cold (a\'s, Level 3)' });
  });

  it('[GG-MOD-45] nothing stays on a map where nothing persists', () => {
    const t = ggTable([{ id: 'a', side: 'one', template: 'ironclad', at: { q: 0, r: 0 } }]);
    expect(mapAreas(viewFor(gloriousGladiators, t.state, GM) as unknown as TableView)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { scriptedFaces } from '../../dice/index.ts';
import { TableEngine, viewFor, type Actor, type Json } from '../../kernel/index.ts';
import { BLUE_COMET, gloriousGladiators, IRONCLAD } from '../../systems/glorious-gladiators/index.ts';
import type { TableView } from '../connection.ts';
import { areasByHex, mapAreas } from './map-areas.ts';

// What stays on the hex map besides walls, read from a real table after real commands.

const GM: Actor = { kind: 'gm' };
const cold = {
  key: 'cold', ability: 'damage', name: 'Cold Snap', level: 3, types: ['energy'], source: 'mutant', options: {},
  modifiers: [
    { id: 'ranged', options: {} }, { id: 'area', options: { size: 'small', shapes: ['burst'] } }, { id: 'persistent', options: { variant: 'barrier' } },
  ],
};

/** A GG table: Frost (a villain with a Persistent Barrier of cold) at 0,0 and Ann's hero at 5,0. */
function ggTable(): TableEngine {
  const t = TableEngine.create(gloriousGladiators, { seed: 'map-areas', options: { heroPoints: 0 } });
  const add = (id: string, side: string, sheet: unknown, q: number, controller?: string) => t.execute({
    id: `add-${id}`, type: 'figure.add', args: { id, name: id, side, sheet: sheet as Json, position: { q, r: 0 }, ...(controller ? { controller } : {}) },
  }, GM);
  add('a', 'villains', { ...BLUE_COMET, name: 'Frost', abilities: [cold] }, 0);
  add('b', 'heroes', IRONCLAD, 5, 'ann');
  return t;
}

function run(t: TableEngine, type: string, args: Json, dice: number[]): void {
  const noPrompt = (): never => {
    throw new Error('no prompt expected');
  };
  const r = t.execute({ id: `${type}-${t.state.seq}`, type, args }, GM, { faces: scriptedFaces(dice), choose: noPrompt });
  if (!r.ok) throw new Error(`${type}: ${r.rejection.message}`);
}

describe('areas on the GG hex map', () => {
  it('[GG-MOD-45] [GG-PLAY-66] a Persistent Barrier shades its hexes, named as its owner\'s sheet does, for the GM and for a player', () => {
    const t = ggTable();
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
    // A player who does not see a's sheet still sees the area; it is named by its key, and its Level is a's sheet's.
    const ann = viewFor(gloriousGladiators, t.state, { kind: 'player', id: 'ann' }) as unknown as TableView;
    expect(mapAreas(ann)[0]).toMatchObject({ kind: 'area', label: 'Cold (a\'s)' });
  });

  it('[GG-MOD-45] nothing stays on a map where nothing persists', () => {
    const t = ggTable();
    expect(mapAreas(viewFor(gloriousGladiators, t.state, GM) as unknown as TableView)).toEqual([]);
  });
});

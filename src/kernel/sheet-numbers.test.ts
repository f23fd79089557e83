import { describe, expect, it } from 'vitest';
import { TableEngine } from './engine.ts';
import type { SystemDefinition } from './system.ts';
import { duelSystem, type DuelSheet, type DuelStatus, type DuelSys } from './testing/duel-system.ts';
import type { Actor, Json, TableEvent } from './types.ts';
import { eventFor, viewFor } from './view.ts';

// The duel system's events declared as if they carried sheet numbers: a hit roll's bonus read off
// the attacker's sheet, the number needed off both, a list and a record by figure.
const system: SystemDefinition<DuelSheet, DuelStatus, DuelSys> = {
  ...duelSystem,
  sheetNumbers: {
    events: {
      'duel.roll': { bonus: 'attacker', needed: ['attacker', 'target'], life: 'target' },
      'duel.order': { slots: { each: 'figure', fields: ['life'] }, scores: { keyed: true } },
      'duel.turn': {},
    },
    rollers: ['duel-check:'],
    status: ['life'],
  },
};

const GM: Actor = { kind: 'gm' };
const ANN: Actor = { kind: 'player', id: 'ann' };

function table() {
  const t = TableEngine.create(system, { seed: 's' });
  t.execute({ id: 'a', type: 'figure.add', args: { id: 'hero', name: 'Hero', side: 'heroes', sheet: { life: 10, bonus: 0 } } }, ANN);
  t.execute({ id: 'b', type: 'figure.add', args: { id: 'ogre', name: 'Ogre', side: 'monsters', sheet: { life: 6, bonus: 2 } } }, GM);
  return t;
}

const event = (type: string, data: Json): TableEvent => ({ seq: 9, batch: 9, type, data });
/** The data of an event as the viewer sees it. */
const seen = (e: TableEvent, viewer: Actor, t: TableEngine) => (eventFor(e, viewer, t.state, system) as TableEvent).data;

describe('sheet numbers beside the sheet', () => {
  it('an unrevealed NPC\'s numbers in an event are null for a player, faces and outcomes stay; the GM sees all', () => {
    const t = table();
    const e = event('duel.roll', { attacker: 'ogre', target: 'hero', bonus: 2, needed: 3, life: 10, faces: [4], hit: true });
    expect(seen(e, ANN, t)).toEqual({ attacker: 'ogre', target: 'hero', bonus: null, needed: null, life: 10, faces: [4], hit: true });
    expect(eventFor(e, GM, t.state, system)).toBe(e);
    const back = event('duel.roll', { attacker: 'hero', target: 'ogre', bonus: 0, needed: 3, life: 4, faces: [2], hit: false });
    expect(seen(back, ANN, t)).toEqual({ attacker: 'hero', target: 'ogre', bonus: 0, needed: null, life: null, faces: [2], hit: false });
  });

  it('a revealed NPC shows everything, and an event declared with no sheet numbers is the event itself', () => {
    const t = table();
    t.execute({ id: 'r', type: 'figure.reveal', args: { figure: 'ogre' } }, GM);
    const e = event('duel.roll', { attacker: 'ogre', target: 'hero', bonus: 2, needed: 3, life: 10, faces: [4], hit: true });
    expect(eventFor(e, ANN, t.state, system)).toBe(e);
    const turn = event('duel.turn', { figure: 'ogre' });
    expect(eventFor(turn, ANN, table().state, system)).toBe(turn);
  });

  it('lists and records by figure lose only the hidden figure\'s numbers', () => {
    const t = table();
    const e = event('duel.order', { slots: [{ figure: 'hero', life: 10 }, { figure: 'ogre', life: 6 }], scores: { hero: 7, ogre: 9 } });
    expect(seen(e, ANN, t)).toEqual({ slots: [{ figure: 'hero', life: 10 }, { figure: 'ogre', life: null }], scores: { hero: 7, ogre: null } });
  });

  it('a figure no longer at the table keeps its numbers hidden (nothing says it was shown)', () => {
    const e = event('duel.roll', { attacker: 'gone', target: 'hero', bonus: 2, needed: 3, life: 10 });
    expect(seen(e, ANN, table())).toMatchObject({ bonus: null, needed: null, life: 10 });
  });

  it('a roll whose key holds the number needed reads as its kind while a sheet is hidden; its dice and outcome stay', () => {
    const t = table();
    const e = event('dice.rolled', { label: 'Ogre hits', roller: 'duel-check:5', value: { target: 5, faces: [6], success: true }, dice: [{ sides: 10, face: 6 }] });
    expect(seen(e, ANN, t)).toEqual({
      label: 'Ogre hits', roller: 'duel-check:', value: { target: null, faces: [6], success: true }, dice: [{ sides: 10, face: 6 }],
    });
    t.execute({ id: 'r', type: 'figure.reveal', args: { figure: 'ogre' } }, GM);
    expect(eventFor(e, ANN, t.state, system)).toBe(e);
  });

  it('the status numbers read off a hidden sheet are null in the view, in its arrival and in the GM\'s override', () => {
    const t = table();
    expect(viewFor(system, t.state, ANN).figures.ogre!.status).toEqual({ life: null });
    expect(viewFor(system, t.state, ANN).figures.hero!.status).toEqual({ life: 10 });
    expect(viewFor(system, t.state, GM).figures.ogre!.status).toEqual({ life: 6 });
    const added = t.events.find((e) => e.type === 'table.figure.added' && (e.data as { figure: { id: string } }).figure.id === 'ogre')!;
    expect((seen(added, ANN, t) as { figure: { status: unknown } }).figure.status).toEqual({ life: null });
    t.execute({ id: 's', type: 'gm.set', args: { path: ['figures', 'ogre', 'status', 'life'], value: 9 } }, GM);
    const set = t.events.at(-1)!;
    expect(seen(set, ANN, t)).toEqual({ path: ['figures', 'ogre', 'status', 'life'], value: null });
  });
});

describe('sheet numbers say which they hid', () => {
  it('a blanked event names its blanked fields, one number inside an object among them', () => {
    const t = table();
    const sys: typeof system = { ...system, sheetNumbers: { events: { 'duel.move': { 'move.level': 'figure', 'needed': 'figure' } } } };
    const e = event('duel.move', { figure: 'ogre', move: { key: 'flight', level: 3 }, needed: null });
    const shown = eventFor(e, ANN, t.state, sys) as TableEvent & { masked?: string[] };
    expect(shown.data).toEqual({ figure: 'ogre', move: { key: 'flight', level: null }, needed: null });
    expect(shown.masked).toEqual(['move.level']);
  });
});

describe('sheet numbers in the system\'s own state', () => {
  it('an initiative order in the view loses the hidden figure\'s value and Life, and an owner named inside an object counts', () => {
    const t = table();
    const sys: typeof system = {
      ...system,
      sheetNumbers: {
        events: { 'duel.area': { 'area.level': 'area.by' } },
        sys: { slots: { each: 'figure', fields: ['value', 'life'] } },
      },
    };
    const state = { ...t.state, sys: { ...(t.state.sys as object), slots: [{ figure: 'hero', value: 7, life: 10 }, { figure: 'ogre', value: 9, life: 6 }] } };
    expect((viewFor(sys, state, ANN).sys as { slots: unknown }).slots).toEqual([{ figure: 'hero', value: 7, life: 10 }, { figure: 'ogre', value: null, life: null }]);
    expect(viewFor(sys, state, GM).sys).toBe(state.sys);
    const area = event('duel.area', { area: { by: 'ogre', level: 4, hexes: 3 } });
    expect((eventFor(area, ANN, t.state, sys) as TableEvent).data).toEqual({ area: { by: 'ogre', level: null, hexes: 3 } });
  });
});

describe('sheet numbers in a record by place and in questions', () => {
  it('a record of walls loses the numbers of the walls a hidden figure made, by an owner named inside each; terrain keeps them', () => {
    const t = table();
    const sys: typeof system = { ...system, sheetNumbers: { events: {}, sys: { walls: { each: 'by.figure', fields: ['defence', 'hits'] } } } };
    const walls = {
      '1,0': { material: 'brick', defence: 6, hits: 3 },
      '2,0': { material: 'Stone Wall', defence: 4, hits: 2, by: { figure: 'ogre', ability: 'wall' } },
      '3,0': { material: 'Ice', defence: 2, hits: 1, by: { figure: 'hero', ability: 'ice' } },
    };
    const state = { ...t.state, sys: { ...(t.state.sys as object), walls } };
    expect((viewFor(sys, state, ANN).sys as { walls: unknown }).walls).toEqual({
      ...walls, '2,0': { material: 'Stone Wall', defence: null, hits: null, by: { figure: 'ogre', ability: 'wall' } },
    });
    expect(viewFor(sys, state, GM).sys).toBe(state.sys);
  });

  it('a question to an unrevealed NPC reads as the table sees it (its `seen` words), to its controller and the GM in full', () => {
    const t = table();
    const prompt = { to: 'ogre', kind: 'cascade', message: 'Bolt cascades at Level 3: strike whom next?', seen: 'Bolt cascades: strike whom next?', options: [{ value: 'hero', label: 'Hero' }] };
    const state = { ...t.state, pending: { prompt, replay: [] } } as unknown as typeof t.state;
    expect(viewFor(system, state, ANN).pending!.prompt).toMatchObject({ message: 'Bolt cascades: strike whom next?', options: [] });
    expect(viewFor(system, state, GM).pending!.prompt).toMatchObject({ message: prompt.message, options: prompt.options });
    const asked = event('table.decision.requested', { prompt });
    expect((seen(asked, ANN, t) as { prompt: { message: string } }).prompt.message).toBe('Bolt cascades: strike whom next?');
    t.execute({ id: 'r', type: 'figure.reveal', args: { figure: 'ogre' } }, GM);
    expect(viewFor(system, { ...t.state, pending: state.pending }, ANN).pending!.prompt.message).toBe(prompt.message);
  });

  it('a question to the GM with `seen` words reads so to a player while any sheet is hidden from them', () => {
    const t = table();
    const prompt = { to: 'gm', kind: 'limited', message: 'Ogre\'s Bolt fails 30% of the time: does it work?', seen: 'Ogre\'s Bolt is Limited: does it work?', options: [] };
    const state = { ...t.state, pending: { prompt, replay: [] } } as unknown as typeof t.state;
    expect(viewFor(system, state, ANN).pending!.prompt.message).toBe(prompt.seen);
    expect(viewFor(system, state, GM).pending!.prompt.message).toBe(prompt.message);
    t.execute({ id: 'r', type: 'figure.reveal', args: { figure: 'ogre' } }, GM);
    expect(viewFor(system, { ...t.state, pending: state.pending }, ANN).pending!.prompt.message).toBe(prompt.message);
  });
});

import { describe, expect, it } from 'vitest';
import type { SystemInfo } from './api.ts';
import { refusalText, type Result, type TableView } from './connection.ts';
import { addAtFreePlace } from './placement.ts';

// The client, not the person adding, picks a new figure's place (the first free one of its side's
// column in the view it has). HLH refuses a taken square (SQUARE_OCCUPIED, ruling HLH-PLAY-22); with
// a view a moment old (another seat's figure put there since) the add is refused for a place nobody chose.

const SQUARES = { hasPosition: true, positionSchema: { properties: { x: {}, y: {} } } } as unknown as SystemInfo;
const view = {
  system: 'high-low-heroes', phase: 'setup', round: 0, seq: 1, figureOrder: ['blaze'], pending: null, sys: {},
  figures: { blaze: { id: 'blaze', name: 'Blaze', side: 'heroes', controller: 'p1', sheet: null, status: {}, conditions: [], position: { x: 0, y: 0 }, revealed: true } },
} as TableView;

const TAKEN: Result = { ok: false, rejection: { code: 'SQUARE_OCCUPIED', ruleId: 'HLH-PLAY-05', message: 'Ace stands on square 0, 1: move it first.' } };

/** A table stand-in: refuses the places in `taken` as SQUARE_OCCUPIED, else answers `other`; records what was sent. */
function table(taken: ReadonlyArray<{ x: number; y: number }>, other: Result = { ok: true }) {
  const sent: Array<{ type: string; args: Record<string, unknown> }> = [];
  const send = (type: string, args?: unknown) => {
    const a = args as Record<string, unknown>;
    sent.push({ type, args: a });
    const at = JSON.stringify(a['position']);
    return Promise.resolve(taken.some((p) => JSON.stringify(p) === at) ? TAKEN : other);
  };
  return { sent, send };
}

const ADD = { id: 'titan', name: 'Titan', sheet: {} };

describe('web client: placing a new figure (HLH-PLAY-22)', () => {
  it('[HLH-PLAY-22] a place the table refuses as taken since the view is not sent again: the next free one is, and taken', async () => {
    const t = table([{ x: 0, y: 1 }]);
    const r = await addAtFreePlace(t.send, SQUARES, view, 'heroes', ADD);
    expect(r.ok).toBe(true);
    expect(t.sent.map((s) => [s.type, s.args['position']])).toEqual([['figure.add', { x: 0, y: 1 }], ['figure.add', { x: 0, y: 2 }]]);
    expect(t.sent[1]!.args).toEqual({ ...ADD, side: 'heroes', position: { x: 0, y: 2 } });
  });

  it('[HLH-PLAY-22] any other refusal comes back at once with its words, for the form to show (the build is kept)', async () => {
    const t = table([], { ok: false, rejection: { code: 'INVALID_CHARACTER', ruleId: 'HLH-CHAR-01', message: 'Too many points.' } });
    const r = await addAtFreePlace(t.send, SQUARES, view, 'heroes', ADD);
    expect(t.sent).toHaveLength(1);
    expect(refusalText(r)).toBe('[HLH-CHAR-01] Too many points.');
  });

  it('[HLH-PLAY-22] a table that keeps refusing the places is asked a few times, then its last refusal is shown', async () => {
    const t = table(Array.from({ length: 20 }, (_, y) => ({ x: 0, y })));
    const r = await addAtFreePlace(t.send, SQUARES, view, 'heroes', ADD);
    expect(t.sent.map((s) => s.args['position'])).toEqual([1, 2, 3, 4, 5].map((y) => ({ x: 0, y })));
    expect(refusalText(r)).toBe('[HLH-PLAY-05] Ace stands on square 0, 1: move it first.');
  });

  it('[HLH-PLAY-22] a system without a map (d100) gets no position: one add, as before', async () => {
    const t = table([]);
    const r = await addAtFreePlace(t.send, { hasPosition: false, positionSchema: null } as unknown as SystemInfo, view, 'heroes', ADD);
    expect(r.ok).toBe(true);
    expect(t.sent).toEqual([{ type: 'figure.add', args: { ...ADD, side: 'heroes' } }]);
  });
});

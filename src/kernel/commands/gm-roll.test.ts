import { describe, expect, it } from 'vitest';
import { scriptedFaces } from '../../dice/index.ts';
import { TableEngine } from '../engine.ts';
import { duelSystem } from '../testing/duel-system.ts';
import { eventFor } from '../view.ts';

describe('gm.roll', () => {
  it('rolls any notation behind the screen: the GM sees the dice, players a redacted gap', () => {
    const t = TableEngine.create(duelSystem, { seed: 's' });
    const r = t.execute({ id: 'r', type: 'gm.roll', args: { notation: '3d6kh2' } }, { kind: 'gm' }, { faces: scriptedFaces([2, 6, 5]) });
    expect(r.ok).toBe(true);
    const rolled = t.events.find((e) => e.type === 'dice.rolled')!;
    expect(rolled).toMatchObject({ visibility: 'gm', data: { value: 11, label: 'GM: 3d6kh2' } });
    expect(eventFor(rolled, { kind: 'player', id: 'p' }, t.state)).toEqual({ seq: rolled.seq, batch: rolled.batch, type: 'redacted' });
    expect(eventFor(rolled, { kind: 'gm' }, t.state)).toBe(rolled);
  });

  it('can roll in the open, and refuses bad notation and players', () => {
    const t = TableEngine.create(duelSystem, { seed: 's' });
    t.execute({ id: 'o', type: 'gm.roll', args: { notation: 'd20', hidden: false } }, { kind: 'gm' }, { faces: scriptedFaces([13]) });
    expect(t.events.find((e) => e.type === 'dice.rolled')?.visibility).toBeUndefined();
    const bad = t.execute({ id: 'b', type: 'gm.roll', args: { notation: '2d6+' } }, { kind: 'gm' });
    expect(bad).toMatchObject({ ok: false, rejection: { code: 'DICE_SYNTAX' } });
    expect(t.execute({ id: 'p', type: 'gm.roll', args: { notation: 'd6' } }, { kind: 'player', id: 'p' })).toMatchObject({ ok: false, rejection: { code: 'GM_ONLY' } });
  });
});

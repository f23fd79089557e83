import { describe, expect, it } from 'vitest';
import { fieldLabel, kindOf, overrideFields, parseOverride } from './override-fields.ts';

describe('GM overrides', () => {
  it('lists every plain value of a figure\'s status and position by path, lists left to a typed path', () => {
    const figure = { status: { life: 7, grappled: false, stance: 'low', ready: null, used: { bolt: 2 }, marks: [1, 2] }, position: { x: 3, y: 4 } };
    expect(overrideFields(figure)).toEqual([
      { path: ['status', 'life'], value: 7 },
      { path: ['status', 'grappled'], value: false },
      { path: ['status', 'stance'], value: 'low' },
      { path: ['status', 'ready'], value: null },
      { path: ['status', 'used', 'bolt'], value: 2 },
      { path: ['position', 'x'], value: 3 },
      { path: ['position', 'y'], value: 4 },
    ]);
    expect(overrideFields({ status: {}, position: null })).toEqual([]);
  });

  it('reads the box by the kind the value had, refusing a number or a truth that is not one', () => {
    expect(parseOverride(' 12 ', 'number')).toEqual({ ok: true, value: 12 });
    expect(parseOverride('-2.5', 'number')).toEqual({ ok: true, value: -2.5 });
    expect(parseOverride('', 'number')).toEqual({ ok: false, reason: 'a number, please' });
    expect(parseOverride('twelve', 'number')).toEqual({ ok: false, reason: 'a number, please' });
    expect(parseOverride('true', 'boolean')).toEqual({ ok: true, value: true });
    expect(parseOverride('yes', 'boolean')).toEqual({ ok: false, reason: 'true or false' });
    expect(parseOverride('12', 'string')).toEqual({ ok: true, value: '12' });
    expect(parseOverride('[1,2]', 'json')).toEqual({ ok: true, value: [1, 2] });
    expect(parseOverride('low', 'json')).toEqual({ ok: true, value: 'low' });
    expect([kindOf(1), kindOf(true), kindOf('a'), kindOf(null)]).toEqual(['number', 'boolean', 'string', 'json']);
  });

  it('names each field in words, its path and value beside it', () => {
    expect(fieldLabel({ path: ['status', 'maxHits'], value: 5 })).toBe('Max hits (status.maxHits, now 5)');
    expect(fieldLabel({ path: ['status', 'out'], value: false })).toBe('Out (status.out, now false)');
    expect(fieldLabel({ path: ['status', 'used', 'lightning-bolt'], value: 2 })).toBe('Used: lightning-bolt (status.used.lightning-bolt, now 2)');
    expect(fieldLabel({ path: ['position', 'q'], value: 0 })).toBe('Position q (position.q, now 0)');
    expect(fieldLabel({ path: ['status', 'activeMove'], value: null })).toBe('Active move (status.activeMove, now null)');
  });
});

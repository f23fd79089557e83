import { describe, expect, it } from 'vitest';
import { edited, rowKeys } from './row-keys.ts';

describe('a builder list row\'s React key', () => {
  const a = { id: 'ranged', options: {} };
  const b = { id: 'persistent', options: {} };
  const c = { id: 'seeking', options: {} };

  it('[GG-CHAR-09] follows the row, not its place: removing or moving one leaves the others their keys', () => {
    const [ka, kb, kc] = rowKeys([a, b, c]);
    expect(rowKeys([a, c])).toEqual([ka, kc]);
    expect(rowKeys([c, b, a])).toEqual([kc, kb, ka]);
    expect(new Set([ka, kb, kc]).size).toBe(3);
  });

  it('[GG-CHAR-09] an edited row (a new object) keeps its key, and so does an edit of the edit; a new row gets a new one', () => {
    const [, kb] = rowKeys([a, b]);
    const b2 = edited(b, { ...b, note: 'x' });
    const b3 = edited(b2, { ...b2, note: 'xy' });
    expect(rowKeys([a, b3])[1]).toBe(kb);
    expect(rowKeys([{ ...b }])[0]).not.toBe(kb);
  });

  it('[GG-CHAR-09] one object listed twice gets two keys, so React is never handed the same key twice', () => {
    const keys = rowKeys([a, a]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('[GG-BLD-01] is kept beside the draft, never in it: a saved row is the same JSON as before', () => {
    const row = { id: 'focus', options: {} };
    rowKeys([row]);
    expect(JSON.stringify(edited(row, { ...row, note: 'n' }))).toBe('{"id":"focus","options":{},"note":"n"}');
  });
});

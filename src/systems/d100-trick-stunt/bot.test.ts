import { describe, expect, it } from 'vitest';
import { labelNumber } from './bot.ts';

describe('d100 bot', () => {
  it('[D100-DEF-01] reads the number of a defense option exactly as the pattern /\\((-?\\d+)\\)/ does', () => {
    const labels = [
      'Dodge (45)', 'Block (-5)', 'Dodge (0)', 'Block', '', '(', '()', '(-)', '(12', 'a (x) b (7)', 'x (-12) (30)', '((8))', '(-(4))', '(3a) (9)',
      'Dodge (007)', '(--3) (2)',
    ];
    for (const label of labels) expect([label, labelNumber(label)]).toEqual([label, Number(/\((-?\d+)\)/.exec(label)?.[1] ?? 0)]);
  });
});

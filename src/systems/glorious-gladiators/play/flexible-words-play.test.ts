import { describe, expect, it } from 'vitest';
import { line, mod } from '../builder/testing.ts';
import { gloriousGladiators } from '../system.ts';
import { describeGgEvent } from './describe.ts';
import { flexDuel } from './flexible-testing.ts';
import type { S } from './model.ts';
import { events, GM, run } from './testing.ts';

// A Flexible line's choices read as the sheet and the rules word them, on the action bar's buttons
// and in the log: "Elemental: use Hinder", "uses Elemental as Cold, Long Range", never the catalog's
// ids ("hinder", "long-range") that a player never typed.

const ELEMENTAL = line('damage', 3, {
  key: 'elemental', name: 'Elemental', types: ['heat', 'cold'],
  modifiers: [mod('ranged'), mod('long-range'), mod('flexible-range'), mod('flexible-type'), mod('flexible-ability', { abilities: ['hinder'] })],
});

const flexLabels = (s: S) => gloriousGladiators.legalActions(s, GM, { options: s.options as never, actor: GM })
  .filter((a) => a.type === 'gg.flex').map((a) => a.label);

describe('Flexible choices in words (GG-MOD-20, GG-MOD-21, GG-MOD-25)', () => {
  it('[GG-MOD-20] [GG-MOD-25] the action bar offers each Flexible choice by its name, not its catalog id', () => {
    const t = flexDuel([ELEMENTAL], 5);
    const labels = flexLabels(t.state as S);
    expect(labels).toEqual(expect.arrayContaining(['Elemental: use Hinder', 'Elemental: use Cold', 'Elemental: use Long Range']));
    for (const l of labels) expect(l, l).not.toMatch(/use [a-z]/);
  });

  it('[GG-MOD-20] [GG-PLAY-192] the log says what the Flexible line is used as in the same words', () => {
    const t = flexDuel([ELEMENTAL], 5);
    const r = run(t, 'gg.flex', { figure: 'a', ability: 'elemental', choice: { ability: 'hinder', type: 'cold', range: 'long-range' } });
    const flexed = events(r, 'gg.flexed')[0]!;
    const text = describeGgEvent(flexed, t.state as S);
    expect(text).toMatch(/uses Elemental as /);
    for (const w of ['Hinder', 'Cold', 'Long Range']) expect(text).toContain(w);
    expect(text).not.toMatch(/hinder|cold|long-range/);
  });
});

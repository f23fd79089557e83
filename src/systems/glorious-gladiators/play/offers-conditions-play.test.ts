import { describe, expect, it } from 'vitest';
import { prepare } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { current, GM, ggTable, run } from './testing.ts';

// What the action bar offers a figure carrying a condition the GM applied (GM tools, Apply
// condition) must be what the table then takes: a button that is refused when clicked is a bug.

const offersRefused = (template: string, condition: string): string[] => {
  const t = ggTable([
    { id: 'a', side: 'heroes', template, at: { q: 0, r: 0 } },
    { id: 'b', side: 'villains', template: 'ironclad', at: { q: 2, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [9, 1]);
  run(t, 'gm.condition.add', { figure: 'a', condition });
  const legal = gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options, actor: GM } as never);
  const out: string[] = [];
  for (const l of legal) {
    const p = prepare(gloriousGladiators as never, t.state, { id: 'q', type: l.type, args: l.args }, GM);
    if (!p.ok) out.push(`${l.label}: ${p.rejection.message}`);
  }
  return out;
};

describe('glorious gladiators: offers under a condition the GM applied', () => {
  it('[GG-ACT-01] an Out of action figure is not offered to resist it, which is refused as nothing to resist', () => {
    expect(offersRefused('mindwarp', 'out-of-action')).toEqual([]);
  });

  it('[GG-DIS-12] a Coward is offered no move Cowardice refuses: none that closes on the enemy', () => {
    expect(offersRefused('ironclad', 'coward')).toEqual([]);
  });

  it('[GG-ACT-01] [GG-DIS-12] under any condition the GM may apply, every action offered is taken', () => {
    for (const condition of Object.keys(gloriousGladiators.conditions)) {
      for (const template of ['ironclad', 'mindwarp']) expect(offersRefused(template, condition), `${template} ${condition}`).toEqual([]);
    }
  });
});

describe('glorious gladiators: the GM puts the acting figure out', () => {
  it('[GG-PLAY-04] [GG-DMG-08] a figure the GM sets out of action (or out of play) on its own turn is offered End turn, and it passes', () => {
    for (const field of ['out', 'outOfPlay']) {
      const t = ggTable([
        { id: 'a', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
        { id: 'b', side: 'villains', template: 'ironclad', at: { q: 2, r: 0 } },
      ]);
      run(t, 'combat.start', {}, [9, 1]);
      run(t, 'gm.set', { path: ['figures', 'a', 'status', field], value: true });
      const legal = gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options, actor: GM } as never);
      expect(legal.map((l) => l.label), field).toEqual(['End turn']);
      run(t, legal[0]!.type, legal[0]!.args);
      expect(current(t), field).toBe('b');
    }
  });
});

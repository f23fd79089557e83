import { describe, expect, it } from 'vitest';
import { prepare } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { hero, line, ranged } from './ability-testing.ts';
import { current, GM, ggTable, pairTable, run } from './testing.ts';
import type { TableEngine } from '../../../kernel/index.ts';

// What the action bar offers a figure carrying a condition the GM applied (GM tools, Apply
// condition) must be what the table then takes: a button that is refused when clicked is a bug.

const offersRefused = (template: string, condition: string): string[] => {
  const t = ggTable([
    { id: 'a', side: 'heroes', template, at: { q: 0, r: 0 } },
    { id: 'b', side: 'villains', template: 'ironclad', at: { q: 2, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [9, 1]);
  run(t, 'gm.condition.add', { figure: 'a', condition });
  return refusedOffers(t);
};

/** The offers on the table now that their commands refuse, each as its label and the refusal's words. */
function refusedOffers(t: TableEngine): string[] {
  const legal = gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options, actor: GM } as never);
  const out: string[] = [];
  for (const l of legal) {
    const p = prepare(gloriousGladiators as never, t.state, { id: 'q', type: l.type, args: l.args }, GM);
    if (!p.ok) out.push(`${l.label}: ${p.rejection.message}`);
  }
  return out;
}

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

  it('[GG-ACT-01] a grabber, or one under an Instant ability\'s condition, is offered no Resist that is refused', () => {
    // Its own grip is let go, not resisted.
    const grip = pairTable(hero('Wrestler', [line('grab', 2)]), hero('Other', []), { q: 1, r: 0 });
    run(grip, 'gg.grab', { grabber: 'a', target: 'b' });
    expect(refusedOffers(grip)).toEqual([]);
    // An Instant Fear ends at its user's next turn: only Persistent abilities are resisted.
    const t = pairTable(hero('Spook', [ranged('fear', 2)]), hero('Subject', []), { q: 3, r: 0 });
    run(t, 'gg.attack', { figure: 'a', ability: 'fear', target: 'b' }, [9, 9]);
    run(t, 'gg.end-turn', { figure: 'a' });
    expect(t.state.figures['b']!.conditions.map((c) => c.id)).toContain('afraid');
    expect(current(t)).toBe('b');
    expect(refusedOffers(t)).toEqual([]);
    // A Persistent one is resisted, and offered.
    const p = pairTable(hero('Spook', [ranged('fear', 2, 'persistent')]), hero('Subject', []), { q: 3, r: 0 });
    run(p, 'gg.attack', { figure: 'a', ability: 'fear', target: 'b' }, [9, 9]);
    run(p, 'gg.end-turn', { figure: 'a' });
    const legal = gloriousGladiators.legalActions(p.state as never, GM, { options: p.state.options, actor: GM } as never);
    expect(legal.filter((l) => l.type === 'gg.resist').map((l) => l.args)).toEqual([{ figure: 'b', condition: 'afraid' }]);
    expect(refusedOffers(p)).toEqual([]);
  });
});

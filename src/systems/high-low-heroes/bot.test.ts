import { describe, expect, it } from 'vitest';
import { seededRng } from '../../dice/index.ts';
import { botPicks, simulateFight, type Combatant, type TableState } from '../../kernel/index.ts';
import { BLAZE, highLowHeroes as sys, NOVA, THUG, TITAN } from './index.ts';

describe('high-low-heroes bot', () => {
  it('[HLH-ACT-01] [HLH-ACT-03] [HLH-ATK-01] proposes, without the list, the very command it would choose from legalActions, with the same picks', () => {
    const states: TableState[] = [];
    const collect = (combatants: readonly Combatant[], tableOptions: Record<string, unknown>, fights: number) => {
      for (let i = 0; i < fights; i++) {
        simulateFight(sys, combatants, seededRng(`propose:${i}`), { tableOptions, trace: (_events, state) => states.push(state) });
      }
    };
    collect([{ id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE }, { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN }], {}, 25);
    collect([
      { id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE, position: { x: 0, y: 0 } },
      { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN, position: { x: 8, y: 3 } },
    ], {}, 25);
    collect([
      { id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE, position: { x: 0, y: 0 } },
      { id: 'nova', name: 'Nova', side: 'heroes', sheet: NOVA, position: { x: 0, y: 2 } },
      { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN, position: { x: 6, y: 1 } },
      { id: 't1', name: 'Thug 1', side: 'villains', sheet: THUG, position: { x: 5, y: 3 } },
    ], { tieOrder: 'seat', heroicEffortOnDefense: true }, 15);
    let proposed = 0;
    for (const state of states) {
      const picks = botPicks(sys, state);
      if (picks.proposed === null) continue;
      proposed++;
      expect(picks.proposed).toEqual(picks.chosen);
    }
    expect(proposed).toBeGreaterThan(800);
  });
});

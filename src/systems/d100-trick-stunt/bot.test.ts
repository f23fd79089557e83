import { describe, expect, it } from 'vitest';
import { seededRng } from '../../dice/index.ts';
import { botPicks, simulateFight, type Combatant, type TableState } from '../../kernel/index.ts';
import { labelNumber } from './bot.ts';
import { d100TrickStunt as sys } from './index.ts';
import { D100_TEMPLATES } from './templates.ts';

const fighter = (id: string, side: string): Combatant => ({ id, name: id, side, sheet: D100_TEMPLATES.find((t) => t.id === id)!.sheet });

describe('d100 bot', () => {
  it('[D100-DEF-01] reads the number of a defense option exactly as the pattern /\\((-?\\d+)\\)/ does', () => {
    const labels = [
      'Dodge (45)', 'Block (-5)', 'Dodge (0)', 'Block', '', '(', '()', '(-)', '(12', 'a (x) b (7)', 'x (-12) (30)', '((8))', '(-(4))', '(3a) (9)',
      'Dodge (007)', '(--3) (2)',
    ];
    for (const label of labels) expect([label, labelNumber(label)]).toEqual([label, Number(/\((-?\d+)\)/.exec(label)?.[1] ?? 0)]);
  });

  it('[D100-TURN-01] [D100-TS-01] [D100-READY-02] proposes, without the list, the very command it would choose from legalActions, with the same picks', () => {
    const states: TableState[] = [];
    const collect = (combatants: readonly Combatant[], tableOptions: Record<string, unknown>, fights: number) => {
      for (let i = 0; i < fights; i++) {
        simulateFight(sys, combatants, seededRng(`propose:${i}`), { tableOptions, trace: (_events, state) => states.push(state) });
      }
    };
    collect([fighter('aldo', 'heroes'), fighter('brick', 'villains')], {}, 25);
    collect([fighter('cato', 'heroes'), fighter('guard', 'villains')], { startingRange: 'long', gentleCriticals: true }, 25);
    collect([fighter('cato', 'heroes'), fighter('aldo', 'heroes'), fighter('guard', 'villains'), fighter('thug', 'villains')], { startingRange: 'medium' }, 10);
    let proposed = 0;
    for (const state of states) {
      const picks = botPicks(sys, state);
      if (picks.proposed === null) continue;
      proposed++;
      expect(picks.proposed).toEqual(picks.chosen);
    }
    expect(proposed).toBeGreaterThan(1000);
  });
});

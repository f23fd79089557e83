import { describe, expect, it } from 'vitest';
import { seededRng } from '../../dice/index.ts';
import { simulateFight, type Combatant, type TableState } from '../../kernel/index.ts';
import { d100TrickStunt as sys } from './index.ts';
import { legalActions } from './legal.ts';
import type { D100State } from './model.ts';
import { D100_TEMPLATES } from './templates.ts';

const fighter = (id: string, side: string): Combatant => ({ id, name: id, side, sheet: D100_TEMPLATES.find((t) => t.id === id)!.sheet });

/** Every state a few seeded fights pass through, as play folds them. */
function statesOf(combatants: readonly Combatant[], tableOptions: Record<string, unknown>, fights: number): TableState[] {
  const states: TableState[] = [];
  for (let i = 0; i < fights; i++) {
    simulateFight(sys, combatants, seededRng(`legal:${i}`), { tableOptions, trace: (_events, state) => states.push(state) });
  }
  return states;
}

describe('d100 legal actions', () => {
  it('[D100-TURN-01] [D100-TURN-03] [D100-INIT-04] [D100-GRAP-03] offer exactly the candidates each command\'s validate accepts', () => {
    const states = [
      ...statesOf([fighter('aldo', 'heroes'), fighter('brick', 'villains')], {}, 20),
      ...statesOf([fighter('cato', 'heroes'), fighter('aldo', 'heroes'), fighter('guard', 'villains'), fighter('thug', 'villains')], {
        startingRange: 'long', gentleCriticals: true, gmApprovesTricks: true,
      }, 12),
    ];
    let offered = 0;
    for (const state of states) {
      const ctx = { options: state.options, actor: { kind: 'gm' as const } };
      // verify: each candidate also goes through its command's own validate, and a disagreement throws.
      const checked = legalActions(state as D100State, ctx.actor, ctx, sys.commands, true);
      expect(sys.legalActions(state as D100State, ctx.actor, ctx as never)).toEqual(checked);
      offered += checked.length;
    }
    expect(states.length).toBeGreaterThan(500);
    expect(offered).toBeGreaterThan(2000);
  });
});

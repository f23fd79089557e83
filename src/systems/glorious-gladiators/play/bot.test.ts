import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../dice/index.ts';
import { botPicks, prepare, simulateFight, TableEngine, type Combatant, type Json, type TableState } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { ggTemplateById } from '../templates/index.ts';
import { ggBot } from './bot.ts';
import { GM } from './testing.ts';

// The bot proposes its command from the state (bot.propose) in simulation, and chooses from the
// legal actions (bot.choose) everywhere else: both must make the very same picks.

const fighter = (id: string, template: string, side: string, at: { q: number; r: number }): Combatant => ({
  id, name: id, side, sheet: ggTemplateById(template)!.sheet, position: at,
});

/** Tables from simulated fights of several line-ups. */
function fightStates(): TableState[] {
  const states: TableState[] = [];
  const collect = (combatants: readonly Combatant[], fights: number) => {
    for (let i = 0; i < fights; i++) {
      simulateFight(gloriousGladiators, combatants, seededRng(`propose:${i}`), { trace: (_events, state) => states.push(state) });
    }
  };
  collect([fighter('comet', 'blue-comet', 'heroes', { q: 0, r: 0 }), fighter('iron', 'ironclad', 'villains', { q: 6, r: 0 })], 20);
  collect([
    fighter('mind', 'mindwarp', 'heroes', { q: 0, r: 0 }), fighter('g1', 'gangster', 'villains', { q: 4, r: 0 }),
    fighter('g2', 'gangster', 'villains', { q: 4, r: 1 }),
  ], 8);
  collect([
    fighter('swat', 'swat-agent', 'law', { q: 0, r: 0 }), fighter('cop', 'city-police', 'law', { q: 0, r: 2 }),
    fighter('comet', 'blue-comet', 'villains', { q: 8, r: 0 }), fighter('gang', 'gang-member', 'villains', { q: 7, r: 2 }),
  ], 8);
  return states;
}

/** Tables from random walks: legal actions and GM-made conditions (prone, hidden, grabbed, afraid…). */
function walkStates(seed: string, steps: number): TableState[] {
  const rng = seededRng(seed);
  const pick = <T>(xs: readonly T[]) => xs[rng.die(xs.length) - 1]!;
  const t = TableEngine.create(gloriousGladiators, { seed });
  const seats: [string, string, string, { q: number; r: number }][] = [
    ['comet', 'heroes', 'blue-comet', { q: 0, r: 0 }], ['iron', 'heroes', 'ironclad', { q: 0, r: 2 }],
    ['mind', 'villains', 'mindwarp', { q: 7, r: 0 }], ['swat', 'villains', 'swat-agent', { q: 6, r: 2 }],
  ];
  for (const [id, side, template, at] of seats) {
    t.execute({ id: `add-${id}`, type: 'figure.add', args: { id, name: id, side, sheet: ggTemplateById(template)!.sheet as unknown as Json, position: at } }, GM);
  }
  t.execute({ id: 'wall', type: 'gg.wall', args: { hex: { q: 3, r: 1 }, material: 'interior-brick' } }, GM);
  t.execute({ id: 'start', type: 'combat.start', args: {} }, GM);
  const conditions = ['prone', 'disorientated', 'hidden', 'grabbed', 'afraid', 'stunned', 'trapped', 'uncontrolled-power'];
  const states: TableState[] = [];
  for (let i = 0; i < steps && t.state.phase === 'combat'; i++) {
    const s = t.state;
    states.push(s);
    if (s.pending) {
      t.execute({ id: `a${i}`, type: 'answer', args: { value: pick(s.pending.prompt.options).value } }, GM);
    } else if (rng.die(4) === 1) {
      t.execute({ id: `g${i}`, type: 'gm.condition.add', args: { figure: pick(seats)[0], condition: pick(conditions) } }, GM);
    } else {
      const a = pick(gloriousGladiators.legalActions(s as never, GM, { options: s.options as never, actor: GM }));
      t.execute({ id: `l${i}`, type: a.type, args: a.args }, GM);
    }
  }
  return states;
}

describe('glorious gladiators bot', () => {
  it('[GG-ACT-01] [GG-ATK-08] [GG-MOVE-01] proposes, without the list, the very command it would choose from legalActions, with the same picks', () => {
    const states = [...fightStates(), ...walkStates('bot-walk-1', 300), ...walkStates('bot-walk-2', 300), ...walkStates('bot-walk-3', 300)];
    let proposed = 0;
    for (const state of states) {
      const picks = botPicks(gloriousGladiators, state);
      if (picks.proposed === null) {
        // Nothing to propose only when there is no list to choose from, or the choice is its first action.
        const ctx = { options: state.options as never, actor: GM };
        if (picks.legal.length > 0) expect(ggBot.choose(state as never, picks.legal, ctx, () => 0)).toBe(picks.legal[0]);
        continue;
      }
      proposed++;
      expect(picks.proposed).toEqual(picks.chosen);
      // Proposals run as legal in the fast lane (no second validate): the command's own validate agrees.
      const { type, args } = picks.proposed;
      const checked = prepare(gloriousGladiators, state, { id: 'proposal', type, args }, GM);
      expect(checked.ok, `${type} ${JSON.stringify(args)}: ${checked.ok ? '' : checked.rejection.message}`).toBe(true);
    }
    expect(proposed).toBeGreaterThan(1800);
  });
});

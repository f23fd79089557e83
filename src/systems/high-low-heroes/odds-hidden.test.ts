import { describe, expect, it } from 'vitest';
import { oddsOf } from '../../kernel/index.ts';
import { highLowHeroes as sys } from './index.ts';
import { BLAZE, THUG, TITAN } from './templates.ts';
import { GM, P1, run, table } from './testing.ts';

// A player's odds against an unrevealed NPC would tell its Evade and Block: Blaze's hit chance
// against Titan is read off Titan's sheet.

const ATTACK = { type: 'attack', args: { attacker: 'blaze', target: 'titan' } };

function hiddenTitan() {
  const t = table([{ id: 'blaze', sheet: BLAZE, side: 'heroes', by: P1, at: { x: 0, y: 0 } }]);
  run(t, GM, 'figure.add', { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN, position: { x: 1, y: 0 } });
  run(t, GM, 'combat.start', {}, [6, 5, 1, 2]);
  return t;
}

const read = (r: ReturnType<typeof oddsOf>) => (r.ok ? r.outcomes.map((o) => [o.outcome, o.probability.toString(), o.label]) : r.rejection);

describe('High/Low Heroes odds and hidden sheets', () => {
  it('[HLH-PROB-03] a player\'s odds of attacking an unrevealed NPC are refused ODDS_HIDDEN; the GM gets them', () => {
    const t = hiddenTitan();
    expect(oddsOf(sys, t.state, ATTACK, GM).ok).toBe(true);
    const r = oddsOf(sys, t.state, ATTACK, P1);
    expect(r.ok ? 'ok' : r.rejection).toMatchObject({
      code: 'ODDS_HIDDEN', details: { figure: 'titan', hidden: 'sheet' },
      message: 'Titan\'s sheet is hidden from you: odds against it would reveal it. The GM can reveal the sheet.',
    });
  });

  it('[HLH-PROB-03] once the GM reveals Titan, the player\'s odds are exactly the GM\'s (779/1296 to hit)', () => {
    const t = hiddenTitan();
    const gm = oddsOf(sys, t.state, ATTACK, GM);
    run(t, GM, 'figure.reveal', { figure: 'titan' });
    const r = oddsOf(sys, t.state, ATTACK, P1);
    expect(read(r)).toEqual(read(gm));
    expect(r.ok && r.distribution.probabilityWhere((o) => (o as { hit: boolean }).hit).toString()).toBe('779/1296');
  });

  it('[HLH-PROB-03] an unrevealed NPC that takes no part, even beside the attacker, leaves a player\'s odds alone: exactly the GM\'s', () => {
    const t = hiddenTitan();
    run(t, GM, 'figure.reveal', { figure: 'titan' });
    run(t, GM, 'figure.add', { id: 'thug', name: 'Thug', side: 'villains', sheet: THUG, position: { x: 0, y: 1 } });
    expect(read(oddsOf(sys, t.state, ATTACK, P1))).toEqual(read(oddsOf(sys, t.state, ATTACK, GM)));
  });
});

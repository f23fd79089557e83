import { describe, expect, it } from 'vitest';
import { scriptedFaces } from '../../dice/index.ts';
import { oddsOf, TableEngine, type Actor } from '../../kernel/index.ts';
import { d100TrickStunt as sys } from './index.ts';
import { ALDO, BRICK, CATO } from './templates.ts';

// A player's odds against an unrevealed NPC would tell its skills: Aldo's hit chance against Brick
// hangs on Brick's Dodge or Block, which the bot picks and rolls from Brick's sheet.

const GM: Actor = { kind: 'gm' };
const P1: Actor = { kind: 'player', id: 'p1' };
const ATTACK = { type: 'attack', args: { attacker: 'aldo', target: 'brick', grapple: false, situational: 0 } };

function table(): TableEngine {
  const t = TableEngine.create(sys, { seed: 't' });
  const steps: Array<[string, unknown, Actor, number[]]> = [
    ['figure.add', { id: 'aldo', name: 'Aldo', side: 'heroes', sheet: ALDO }, P1, []],
    ['figure.add', { id: 'brick', name: 'Brick', side: 'villains', sheet: BRICK }, GM, []],
    ['combat.start', {}, GM, [5, 3]],
  ];
  for (const [type, args, actor, dice] of steps) {
    expect(t.execute({ id: `s${t.state.seq}`, type, args }, actor, { faces: scriptedFaces(dice) })).toMatchObject({ ok: true });
  }
  return t;
}

const read = (r: ReturnType<typeof oddsOf>) => (r.ok ? r.outcomes.map((o) => [o.outcome, o.probability.toString(), o.label]) : r.rejection);

describe('d100 odds and hidden sheets', () => {
  it('[D100-PROB-03] a player\'s odds of attacking an unrevealed NPC are refused ODDS_HIDDEN; the GM gets them', () => {
    const t = table();
    const gm = oddsOf(sys, t.state, ATTACK, GM);
    expect(gm.ok).toBe(true);
    const r = oddsOf(sys, t.state, ATTACK, P1);
    expect(r.ok ? 'ok' : r.rejection).toMatchObject({
      code: 'ODDS_HIDDEN', details: { figure: 'brick', hidden: 'sheet' },
      message: 'Brick\'s sheet is hidden from you: odds against it would reveal it. The GM can reveal the sheet.',
    });
  });

  it('[D100-PROB-03] once the GM reveals Brick, the player\'s odds are exactly the GM\'s', () => {
    const t = table();
    const gm = read(oddsOf(sys, t.state, ATTACK, GM));
    expect(t.execute({ id: 'r', type: 'figure.reveal', args: { figure: 'brick' } }, GM)).toMatchObject({ ok: true });
    expect(read(oddsOf(sys, t.state, ATTACK, P1))).toEqual(gm);
  });

  it('[D100-PROB-03] an unrevealed NPC that takes no part leaves a player\'s odds alone: exactly the GM\'s', () => {
    const t = table();
    expect(t.execute({ id: 'r', type: 'figure.reveal', args: { figure: 'brick' } }, GM)).toMatchObject({ ok: true });
    expect(t.execute({ id: 'c', type: 'figure.add', args: { id: 'cato', name: 'Cato', side: 'villains', sheet: CATO } }, GM)).toMatchObject({ ok: true });
    expect(read(oddsOf(sys, t.state, ATTACK, P1))).toEqual(read(oddsOf(sys, t.state, ATTACK, GM)));
  });
});

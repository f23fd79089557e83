import { describe, expect, it } from 'vitest';
import { TableEngine } from './engine.ts';
import { oddsOf } from './odds.ts';
import { duelSystem, type DuelSheet, type DuelSys } from './testing/duel-system.ts';
import type { AnySystem, SystemDefinition } from './system.ts';
import type { Actor, TableState } from './types.ts';

// Exact odds are hidden information too: a player whose odds hang on what they may not see (an
// unrevealed NPC's sheet, or what the system's own `view` keeps from them) gets ODDS_HIDDEN, not
// odds to read the secret off. The duel's attack never reads its target's sheet; these variants do.

const GM: Actor = { kind: 'gm' };
const ANN: Actor = { kind: 'player', id: 'ann' };
const ATTACK = { type: 'attack', args: { attacker: 'hero', target: 'ogre' } };

function table(system: AnySystem = duelSystem): TableEngine {
  const t = TableEngine.create(system, { seed: 'odds-hidden' });
  const steps: Array<[string, unknown, Actor]> = [
    ['figure.add', { id: 'hero', name: 'Hero', side: 'heroes', sheet: { life: 10, bonus: 0 } }, ANN],
    ['figure.add', { id: 'ogre', name: 'Ogre', side: 'monsters', sheet: { life: 6, bonus: 3 } }, GM],
    ['combat.start', {}, GM],
  ];
  for (const [type, args, actor] of steps) expect(t.execute({ id: `s${t.state.seq}`, type, args }, actor)).toMatchObject({ ok: true });
  return t;
}

/** The duel, with a defender that blocks when its sheet's bonus is high: the odds read its sheet through the bot. */
const wary: SystemDefinition<DuelSheet, unknown, DuelSys> = {
  ...duelSystem,
  bot: {
    ...duelSystem.bot!,
    answer: (prompt, s) => ((s.figures[prompt.to]!.sheet as DuelSheet).bonus >= 2 ? 'block' : 'dodge'),
  },
};

const reveal = (t: TableEngine) => expect(t.execute({ id: 'r', type: 'figure.reveal', args: { figure: 'ogre' } }, GM)).toMatchObject({ ok: true });
const words = (r: ReturnType<typeof oddsOf>) => (r.ok ? r.outcomes.map((o) => [o.outcome, String(o.probability), o.label]) : r.rejection);

describe('kernel: odds never read what the asker may not see', () => {
  it('refuses a player ODDS_HIDDEN, naming the figure, when the odds read an unrevealed sheet; the GM gets them', () => {
    const t = table(wary);
    const r = oddsOf(wary, t.state, ATTACK, ANN);
    expect(r.ok ? 'ok' : r.rejection).toMatchObject({
      code: 'ODDS_HIDDEN',
      message: 'Ogre\'s sheet is hidden from you: odds against it would reveal it. The GM can reveal the sheet.',
      details: { figure: 'ogre', hidden: 'sheet' },
    });
    expect(oddsOf(wary, t.state, ATTACK, GM).ok).toBe(true);
  });

  it('a cache keyed by the figure or its sheet, warm from the GM\'s odds, cannot answer for the hidden sheet without reading it', () => {
    const byFigure = new WeakMap<object, string>();
    const bySheet = new WeakMap<object, string>();
    const cached = {
      ...wary,
      bot: {
        ...wary.bot!,
        answer: (prompt, s, ctx) => {
          const fig = s.figures[prompt.to]!;
          let answer = byFigure.get(fig);
          if (answer === undefined) {
            answer = bySheet.get(fig.sheet as object) ?? (wary.bot!.answer(prompt, s, ctx) as string);
            bySheet.set(fig.sheet as object, answer);
            byFigure.set(fig, answer);
          }
          return answer;
        },
      },
    } as SystemDefinition<DuelSheet, unknown, DuelSys>;
    const t = table(cached);
    expect(oddsOf(cached, t.state, ATTACK, GM).ok).toBe(true);
    expect(oddsOf(cached, t.state, ATTACK, ANN)).toMatchObject({ ok: false, rejection: { code: 'ODDS_HIDDEN' } });
  });

  it('once the GM reveals the sheet, the player\'s odds are exactly the GM\'s', () => {
    const t = table(wary);
    const gm = oddsOf(wary, t.state, ATTACK, GM);
    reveal(t);
    expect(words(oddsOf(wary, t.state, ATTACK, ANN))).toEqual(words(gm));
    // The GM's before and after: revealing changes nothing of the odds themselves.
    expect(words(oddsOf(wary, t.state, ATTACK, GM))).toEqual(words(gm));
  });

  it('odds that read only sheets the player sees are the GM\'s, an unrevealed NPC at the table or not', () => {
    const t = table();
    expect(words(oddsOf(duelSystem, t.state, ATTACK, ANN))).toEqual(words(oddsOf(duelSystem, t.state, ATTACK, GM)));
  });

  it('refuses odds that read what the system\'s own view keeps from the player (here the turn order), without a figure to name', () => {
    const secretive = { ...duelSystem, view: (s: TableState<DuelSys>) => ({ ...s, sys: { ...s.sys, order: [] } }) } as AnySystem;
    const t = table(secretive);
    const r = oddsOf(secretive, t.state, ATTACK, ANN);
    expect(r.ok ? 'ok' : r.rejection).toMatchObject({ code: 'ODDS_HIDDEN', details: { hidden: 'sys.order' } });
    expect(r.ok ? '' : r.rejection.message).toMatch(/hidden from you/);
    expect(oddsOf(secretive, t.state, ATTACK, GM).ok).toBe(true);
  });

  it('a refusal play would give comes first: the player learns nothing more than play tells them', () => {
    const t = table(wary);
    const r = oddsOf(wary, t.state, { type: 'attack', args: { attacker: 'ogre', target: 'hero' } }, ANN);
    expect(r.ok ? '' : r.rejection.code).toBe('NOT_YOUR_FIGURE');
  });
});

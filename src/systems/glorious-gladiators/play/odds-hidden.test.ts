import { describe, expect, it } from 'vitest';
import { oddsOf, type Actor } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { BLUE_COMET } from '../templates/heroes.ts';
import type { GgSheet } from '../sheet.ts';
import { hero, line, mod } from './ability-testing.ts';
import { current, ggTable, GM, run } from './testing.ts';

// A player's odds against an unrevealed NPC would tell its sheet: the to-hit needs Level − Defence
// + 5, so Blue Comet's odds against Ironclad give away Ironclad's Defence.

const ANN: Actor = { kind: 'player', id: 'ann' };
const BOLT = { type: 'gg.attack', args: { figure: 'comet', ability: 'lightning-bolt', target: 'iron' } };

function table() {
  const t = ggTable([
    { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 }, controller: 'ann' },
    { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [1, 1]);
  return t;
}

/** Ann's Blue Comet, its Lightning Bolt a Small Burst, on 0,0 to act; Ironclads on 4,0 and 6,0, their sheets revealed. */
function burstTable() {
  const burst: GgSheet = {
    ...BLUE_COMET, budget: 120,
    abilities: BLUE_COMET.abilities.map((a) => (a.key === 'lightning-bolt'
      ? { ...a, modifiers: [{ id: 'ranged', options: {} }, { id: 'area', options: { size: 'small', shapes: ['burst'] } }] } : a)),
  };
  const t = ggTable([
    { id: 'comet', side: 'heroes', sheet: burst, at: { q: 0, r: 0 }, controller: 'ann' },
    { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 4, r: 0 } },
    { id: 'iron2', side: 'villains', template: 'ironclad', at: { q: 6, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1, 1]);
  expect(current(t)).toBe('comet');
  for (const figure of ['iron', 'iron2']) run(t, 'figure.reveal', { figure });
  return t;
}
const burstAt = (q: number, r: number) => ({ type: 'gg.attack', args: { figure: 'comet', ability: 'lightning-bolt', at: { q, r } } });

const read = (r: ReturnType<typeof oddsOf>) => (r.ok ? r.outcomes.map((o) => [o.outcome, o.probability.toString(), o.label]) : r.rejection);

describe('glorious gladiators: odds and hidden sheets', () => {
  it('[GG-DICE-08] a player\'s odds against an unrevealed NPC are refused ODDS_HIDDEN, even with its profile cached from play', () => {
    const t = table();
    // The GM's odds and a played attack have compiled Ironclad's profile, cached by its figure and sheet.
    expect(oddsOf(gloriousGladiators, t.state, BOLT, GM).ok).toBe(true);
    const r = oddsOf(gloriousGladiators, t.state, BOLT, ANN);
    expect(r.ok ? 'ok' : r.rejection).toMatchObject({
      code: 'ODDS_HIDDEN', details: { figure: 'iron', hidden: 'sheet' },
      message: 'iron\'s sheet is hidden from you: odds against it would reveal it. The GM can reveal the sheet.',
    });
    // Asked again, straight after: still refused (nothing the refused run cached lets it through).
    expect(read(oddsOf(gloriousGladiators, t.state, BOLT, ANN))).toMatchObject({ code: 'ODDS_HIDDEN' });
  });

  it('[GG-DICE-08] once the GM reveals Ironclad, the player\'s odds are exactly the GM\'s', () => {
    const t = table();
    const gm = read(oddsOf(gloriousGladiators, t.state, BOLT, GM));
    run(t, 'figure.reveal', { figure: 'iron' });
    expect(read(oddsOf(gloriousGladiators, t.state, BOLT, ANN))).toEqual(gm);
  });

  it('[GG-DICE-08] [GG-ABL-12] an unrevealed bystander does not refuse a player\'s odds against a revealed foe: its sheet is taken as blank, and the odds say so', () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 }, controller: 'ann' },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
      { id: 'iron2', side: 'villains', template: 'ironclad', at: { q: 12, r: 6 } },
    ]);
    run(t, 'combat.start', {}, [9, 1, 1]);
    run(t, 'figure.reveal', { figure: 'iron' });
    // Every to-hit asks the whole table for a Counter (GG-ABL-12): iron2's unrevealed sheet is read as
    // a blank minor's, which has none, as iron2's real one has none: the odds are the GM's.
    const r = oddsOf(gloriousGladiators, t.state, BOLT, ANN);
    expect(read(r)).toEqual(read(oddsOf(gloriousGladiators, t.state, BOLT, GM)));
    expect(r.ok && r.assumed).toEqual(['iron2']);
    run(t, 'figure.reveal', { figure: 'iron2' });
    const revealed = oddsOf(gloriousGladiators, t.state, BOLT, ANN);
    expect(revealed.ok && revealed.assumed).toBeUndefined();
  });

  it('[GG-DICE-08] [GG-ABL-12] an unrevealed Overwatch Counter is not in a player\'s odds (exact as far as the player can see); the GM\'s odds have it', () => {
    const bolt = line('damage', 2, { types: ['energy'], modifiers: [mod('ranged')] });
    const warder = hero('Warder', [line('counter', 3, { types: ['energy'], options: { overwatch: true }, modifiers: [mod('touch'), mod('always-on')] })]);
    const at = (withWarder: boolean) => {
      const t = ggTable([
        { id: 'a', side: 'one', sheet: hero('Blaster', [bolt]), at: { q: 0, r: 0 }, controller: 'ann' },
        { id: 'd', side: 'two', sheet: hero('Target', []), at: { q: 6, r: 0 } },
        { id: 'w', side: 'two', sheet: withWarder ? warder : hero('Warder', []), at: { q: 3, r: -1 } },
      ], { heroPoints: 0 });
      run(t, 'combat.start', {}, [9, 1, 1]);
      run(t, 'figure.reveal', { figure: 'd' });
      return t;
    };
    const shot = { type: 'gg.attack', args: { figure: 'a', ability: 'damage', target: 'd' } };
    const watched = at(true);
    const gm = read(oddsOf(gloriousGladiators, watched.state, shot, GM));
    const player = oddsOf(gloriousGladiators, watched.state, shot, ANN);
    expect(read(player)).not.toEqual(gm);
    // What the player sees is the table with a Warder that has nothing: the GM's odds there.
    expect(read(player)).toEqual(read(oddsOf(gloriousGladiators, at(false).state, shot, GM)));
    expect(player.ok && player.assumed).toEqual(['w']);
  });

  it('[GG-PLAY-208] [GG-SIT-04] a Burst\'s odds would tell where a hidden enemy stands: refused to the player wherever it is aimed, until it is no longer hidden', () => {
    const t = burstTable();
    const gm = read(oddsOf(gloriousGladiators, t.state, burstAt(6, 0), GM));
    run(t, 'gm.condition.add', { figure: 'iron2', condition: 'hidden' });
    for (const [q, r] of [[6, 0], [2, 3]] as const) {
      expect(read(oddsOf(gloriousGladiators, t.state, burstAt(q, r), ANN))).toMatchObject({
        code: 'ODDS_HIDDEN', details: { figure: 'iron2', hidden: 'position' },
        message: 'Where iron2 stands is hidden from you: these odds would reveal it.',
      });
    }
    expect(read(oddsOf(gloriousGladiators, t.state, burstAt(6, 0), GM))).toEqual(gm);
    run(t, 'gm.condition.remove', { figure: 'iron2', condition: 'hidden' });
    expect(read(oddsOf(gloriousGladiators, t.state, burstAt(6, 0), ANN))).toEqual(gm);
  });
});

import { describe, expect, it } from 'vitest';
import type { Json, LegalAction } from '../../../kernel/index.ts';
import { hero, line, minion, mod } from './ability-testing.ts';
import { gloriousGladiators } from '../system.ts';
import type { GgSheet } from '../sheet.ts';
import type { S } from './model.ts';
import { current, data, events, ggTable, GM, refusal, run, sys, tryRun } from './testing.ts';

// Summon on the action bar (GG-ABL-62, rulings GG-PLAY-211, GG-PLAY-212): the web client sends only the
// actions offered, so each Summon is offered once a minion its user's sheet carries (or a built-in minor
// template) that gg.summon's own validate accepts, beside its user, and aimed on the map at any hex in range.

const legal = (s: S): LegalAction[] => gloriousGladiators.legalActions(s, GM, { options: s.options as never, actor: GM });
const summons = (t: { state: unknown }) => legal(t.state as S).filter((a) => a.type === 'gg.summon');
const argsOf = (a: LegalAction | undefined) => a!.args as Record<string, Json>;

/** Imp: Claws, Damage 1 Touch (3 GP). */
const IMP = minion('Imp', [line('damage', 1, { key: 'claws', name: 'Claws', modifiers: [mod('touch')] })]);

function warlock(abilities = [line('summon', 3)], minions: GgSheet[] = [IMP]) {
  const t = ggTable([
    { id: 'u', side: 'one', sheet: hero('Warlock', abilities, { minions }), at: { q: 0, r: 0 } },
    { id: 'e', side: 'two', sheet: hero('Plain', []), at: { q: 4, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  expect(current(t)).toBe('u');
  return t;
}

describe('Summon on the action bar (GG-ABL-62)', () => {
  it('[GG-PLAY-212] [GG-PLAY-211] a Summon 3 is offered "Summon Imp", the minion its user\'s sheet carries, aimed at a hex; taken, Imp joins after its maker', () => {
    const t = warlock();
    const offers = summons(t);
    expect(offers.map((a) => [a.label, a.aim, a.means])).toEqual([['Summon Imp at hex 1, 0', 'hex', 'Summon Imp']]);
    expect(offers[0]!.args).toEqual({ figure: 'u', ability: 'summon', minion: 0, at: [{ q: 1, r: 0 }] });
    // The map puts one picked hex in `at` (maps/aims.ts): here one beside Warlock on the other side.
    const r = run(t, 'gg.summon', { ...argsOf(offers[0]), at: { q: -1, r: 0 } });
    const added = events(r, 'table.figure.added').map((e) => data(e).figure as { id: string; name: string; position: unknown });
    expect(added.map((f) => [f.name, f.position])).toEqual([['Imp', { q: -1, r: 0 }]]);
    expect(sys(t).order).toEqual(['u', added[0]!.id, 'e']);
  });

  it('[GG-PLAY-212] [GG-ABL-62] no offer off its user\'s turn, with no action left, or once the pool is full', () => {
    const t = warlock();
    run(t, 'gg.summon', summons(t)[0]!.args);
    // The pool of one is full: no second Imp, though an action is left.
    expect(sys(t).actionsLeft).toBeGreaterThan(0);
    expect(summons(t)).toEqual([]);
    run(t, 'gg.end-turn', { figure: 'u' });
    expect(current(t)).not.toBe('u');
    expect(summons(t)).toEqual([]);
  });

  it('[GG-PLAY-211] [GG-ABL-62] a Summon drained below the minion\'s price offers it no more: its Level in play is the budget', () => {
    const t = warlock();
    run(t, 'gm.set', { path: ['figures', 'u', 'status', 'drained'], value: { summon: 1 } });
    expect(summons(t)).toEqual([]);
    run(t, 'gm.set', { path: ['figures', 'u', 'status', 'drained'], value: {} });
    expect(summons(t).map((a) => a.means)).toEqual(['Summon Imp']);
  });

  it('[GG-PLAY-212] [GG-PLAY-242] extra minions per action are offered on as many free hexes beside the user, aimed as many', () => {
    const t = warlock([line('summon', 3, { options: { 'extra-per-action': 1, 'extra-pool': 1 } })]);
    const [offer] = summons(t);
    expect(argsOf(offer)['at']).toEqual([{ q: 1, r: 0 }, { q: 1, r: -1 }]);
    // [GG-PLAY-242] the map aims both, anywhere in range.
    expect(offer!.aimUpTo).toBe(2);
    expect(events(run(t, 'gg.summon', offer!.args), 'table.figure.added').map((e) => (data(e).figure as { name: string }).name)).toEqual(['Imp', 'Imp 2']);
  });

  it('[GG-PLAY-211] [GG-ABL-62] each Summon offers only the minions its Level in GP fits; a built-in minor template once one fits', () => {
    const ogre = minion('Ogre', [line('damage', 3, { key: 'fists', modifiers: [mod('touch')] })]);
    const t = warlock([line('summon', 3, { key: 'small', name: 'Small Call' }), line('summon', 11, { key: 'big', name: 'Great Call' })], [IMP, ogre]);
    const offers = summons(t).map((a) => [argsOf(a)['ability'], a.means]);
    expect(offers).toEqual([
      ['small', 'Summon Imp (Small Call)'],
      ['big', 'Summon Imp (Great Call)'], ['big', 'Summon Ogre (Great Call)'], ['big', 'Summon Minor Criminal or Gang Member (Great Call)'],
    ]);
    // The Summon's own validate still refuses the Ogre to the Level 3 Summon.
    const tooBig = tryRun(t, 'gg.summon', { figure: 'u', ability: 'small', minion: 1, at: { q: 1, r: 0 } });
    expect(refusal(tooBig)).toBe('GG_NOT_APPLICABLE GG-ABL-62');
  });

  it('[GG-PLAY-211] a minion the sheet does not carry is refused', () => {
    const t = warlock();
    expect(refusal(tryRun(t, 'gg.summon', { figure: 'u', ability: 'summon', minion: 3, at: { q: 1, r: 0 } }))).toBe('GG_NOT_APPLICABLE GG-ABL-62');
  });

  it('[GG-PLAY-211] the table refuses a summoner whose minion is over its Summon\'s Level in GP', () => {
    expect(() => warlock([line('summon', 2)])).toThrow(/minion "Imp" costs 3 GP, over the Summon's Level 2/);
  });
});

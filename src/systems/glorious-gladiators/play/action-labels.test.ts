import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import { gloriousGladiators } from '../system.ts';
import { ggTable, GM, run, tryRun } from './testing.ts';
import type { S } from './model.ts';

// The action bar's buttons and the map's choice of movement read what a player reads on the sheet:
// "Flight", not the line's key "flight"; "Running", the free starting ability (GG-ABL-S1..S4).

const labels = (s: S) => gloriousGladiators.legalActions(s, GM, { options: s.options as never, actor: GM });

describe('Glorious Gladiators action labels', () => {
  const duel = () => {
    const t = ggTable([
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
      { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 5]);
    return t;
  };

  it('[GG-MOVE-01] [GG-ATK-11] moves and Move Through name the movement as the sheet does, and say it as the means', () => {
    const acts = labels(duel().state as S);
    const moves = acts.filter((a) => a.type === 'gg.move');
    // The bolt outreaches Ironclad's fist, whose Jump Jets bring it in reach from 11 hexes: no nearer than 10 (GG-PLAY-188).
    expect(moves.map((a) => a.label)).toEqual(expect.arrayContaining(['Running: fall back', 'Flight: fall back']));
    expect(new Set(moves.map((a) => a.means))).toEqual(new Set(['Running', 'Flight']));
    expect(acts.find((a) => a.type === 'gg.move-through')?.label).toBe('Move Through iron (Flight 3)');
  });

  it('[GG-ATK-08] [GG-PLAY-115] a follow-up move names its movement too', () => {
    const t = duel();
    // The bolt hits (9 to hit, 9 result): a follow-up is owed, and Ironclad is out of the bolt's Minimum Dodge range.
    run(t, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, [9, 9]);
    const follow = labels(t.state as S).filter((a) => a.type === 'gg.follow-up-move');
    expect(follow.length).toBeGreaterThan(0);
    for (const a of follow) expect(a.label).toMatch(/^Follow-up move: (Running|Flight) to -?\d+, -?\d+$/);
  });

  it('[GG-MOD-49] a Quick move offered against an attack names the movement', () => {
    const blast = line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('ranged')] });
    const dash = line('movement', 2, { key: 'dash', name: 'Blink Step', options: { classes: ['ground'] }, modifiers: [mod('quick')] });
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: sheetWith([blast], { budget: 400 }), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: sheetWith([dash], { budget: 400 }), at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    // No answer yet: the attack waits on b's choice.
    tryRun(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' });
    expect(t.state.pending?.prompt.options.map((o) => o.label)).toContain('Move away (Blink Step)');
  });
});

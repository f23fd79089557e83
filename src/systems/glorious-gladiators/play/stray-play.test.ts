import { describe, expect, it } from 'vitest';
import { oddsOf, type TableEngine } from '../../../kernel/index.ts';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { gloriousGladiators } from '../system.ts';
import { describeGgEvent } from './describe.ts';
import { current, data, events, GM, ggTable, run, status, type Seat } from './testing.ts';

// A missed Direct, Indirect or Seeking attack going astray (GG-ATK-10, seed L638-640; ruling
// GG-PLAY-97). Blue Comet's Lightning Bolt (Accuracy 2, Ranged 2-10) shoots along the q axis from
// 0,0 at Ironclad (Evade 0) 5 hexes off: it needs 3+, and a miss is a miss even against the
// Minimum Dodge (0), so it goes astray with a d6 from the target's hex: 1 behind (6,0), 3 beside
// (5,-1), 4 short (4,0). A stray shot's to-hit on Ironclad, without Accuracy, needs 5+.

const bolt = { figure: 'a', ability: 'lightning-bolt', target: 't' };
const iron = (id: string, side: string, q: number, r = 0): Seat => ({ id, side, template: 'ironclad', at: { q, r } });

/** The attacker `a` and its target `t` 5 hexes off, with others; `a` to act. */
function shot(others: Seat[], attacker = 'blue-comet', target = 'ironclad'): TableEngine {
  const t = ggTable([
    { id: 'a', side: 'heroes', template: attacker, at: { q: 0, r: 0 } },
    { id: 't', side: 'villains', template: target, at: { q: 5, r: 0 } },
    ...others,
  ]);
  run(t, 'combat.start', {}, [9, 5, ...others.map(() => 1)]);
  while (current(t) !== 'a') run(t, 'gg.end-turn', { figure: current(t)! });
  return t;
}

const hero = (pick: AbilityPick) => sheetWith([pick], { budget: 400 });
const stray = (r: ReturnType<typeof run>) => data(events(r, 'gg.stray')[0]);
/** The to-hit rolls, in order. */
const rolls = (r: ReturnType<typeof run>) => events(r).filter((e) => e.type === 'gg.hit-roll' || e.type === 'gg.missed').map((e) => data(e));

describe('glorious gladiators: a missed attack goes astray', () => {
  it('[GG-ATK-10] [GG-PLAY-97] a wild Direct miss that falls short hits the ground there and goes no further', () => {
    const t = shot([iron('behind', 'villains', 6)]);
    const r = run(t, 'gg.attack', bolt, [1, 4]);
    expect(stray(r)).toEqual({ figure: 'a', target: 't', ability: 'lightning-bolt', kind: 'short', hex: { q: 4, r: 0 }, direction: 4 });
    expect(rolls(r).map((x) => x.target)).toEqual(['t']);
    expect(describeGgEvent(events(r, 'gg.stray')[0]!)).toBe('a\'s lightning bolt falls short of t into the ground at hex 4, 0');
    // Someone standing where it falls is struck there, and the shot ends with it, hit or miss.
    const u = shot([iron('near', 'villains', 4), iron('behind', 'villains', 6)]);
    const s = run(u, 'gg.attack', bolt, [1, 4, 3]);
    expect(rolls(s).map((x) => [x.target, x.success, x.stray])).toEqual([['t', false, undefined], ['near', false, true]]);
  });

  it('[GG-ATK-10] [GG-PLAY-97] over the target: it flies on past a figure it misses and hits the next, without Accuracy', () => {
    const t = shot([iron('g1', 'villains', 7), iron('g2', 'villains', 9)]);
    const r = run(t, 'gg.attack', bolt, [1, 1, 2, 9, 5]);
    expect(stray(r)).toMatchObject({ kind: 'over', hex: { q: 6, r: 0 }, direction: 1 });
    // The target's 3+ had Accuracy 2; the strays' 5+ has none.
    expect(rolls(r).map((x) => [x.target, x.needed, x.level])).toEqual([['t', 3, 2], ['g1', 5, 0], ['g2', 5, 0]]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ target: 'g2', hits: 1 });
    expect(describeGgEvent(events(r, 'gg.hit-roll')[0]!)).toBe('a\'s stray shot hits g2 with lightning bolt (rolled 9 needing 5+)');
    expect(events(r, 'gg.hit-roll')[0]!.ruleIds).toContain('GG-ATK-10');
  });

  it('[GG-ATK-10] [GG-PLAY-97] to one side: the shot strikes an ally of its own in its way and stops at that hit', () => {
    // Direction 3 lands beside the target at 5,-1; the line from 0,0 through it runs on by 6,-1, 7,-1, 8,-2.
    const t = shot([{ id: 'pal', side: 'heroes', template: 'ironclad', at: { q: 7, r: -1 } }, iron('g', 'villains', 8, -2)]);
    const r = run(t, 'gg.attack', bolt, [1, 3, 8, 2]);
    expect(stray(r)).toMatchObject({ kind: 'side', hex: { q: 5, r: -1 } });
    expect(rolls(r).map((x) => [x.target, x.success])).toEqual([['t', false], ['pal', true]]);
    expect(data(events(r, 'gg.no-result')[0])).toMatchObject({ target: 'pal' });
    expect(status(t, 'g').hits).toBe(status(t, 'g').maxHits);
  });

  it('[GG-ATK-10] [GG-PLAY-97] a miss due to Evade only passes through the target hex, no die rolled, and hits who is behind', () => {
    // Mindwarp (Accuracy 2) at Blue Comet (Evade 3): 6+; a 4 would hit the Minimum Dodge 0 (3+).
    const t = shot([iron('g', 'villains', 7)], 'mindwarp', 'blue-comet');
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'mind-blast', target: 't' }, [4, 7, 5]);
    expect(stray(r)).toEqual({ figure: 'a', target: 't', ability: 'mind-blast', kind: 'through', hex: { q: 5, r: 0 } });
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ target: 'g', needed: 5, stray: true });
    expect(data(events(r, 'gg.hit')[0]).target).toBe('g');
    // A 2 would miss the Minimum Dodge too: that one rolls its direction (here short, at nobody).
    const u = shot([iron('g', 'villains', 7)], 'mindwarp', 'blue-comet');
    expect(stray(run(u, 'gg.attack', { figure: 'a', ability: 'mind-blast', target: 't' }, [2, 4]))).toMatchObject({ kind: 'short', direction: 4 });
  });

  it('[GG-ATK-10] [GG-SIT-03] [GG-PLAY-97] a wall in its way stops a stray shot, and no one beyond it is struck', () => {
    const t = shot([iron('g', 'villains', 8)]);
    run(t, 'gg.wall', { hex: { q: 7, r: 0 }, material: 'interior-brick' });
    const r = run(t, 'gg.attack', bolt, [1, 1]);
    expect(stray(r)).toMatchObject({ kind: 'over', hex: { q: 6, r: 0 }, wall: { q: 7, r: 0 } });
    expect(rolls(r).map((x) => x.target)).toEqual(['t']);
    expect(describeGgEvent(events(r, 'gg.stray')[0]!)).toBe('a\'s lightning bolt goes high over t through hex 6, 0 and flies on, until the wall at hex 7, 0 stops it');
  });

  it('[GG-ATK-10] [GG-PLAY-97] a Seeking miss deviates 1 hex onto a figure there, attacked without Homing', () => {
    const dart = line('damage', 3, { key: 'dart', types: ['energy'], modifiers: [mod('ranged'), mod('seeking', { homing: 2 })] });
    const t = ggTable([
      { id: 'a', side: 'heroes', sheet: hero(dart), at: { q: 0, r: 0 } },
      iron('t', 'villains', 5), iron('g', 'villains', 6),
    ]);
    run(t, 'combat.start', {}, [9, 1, 1]);
    while (current(t) !== 'a') run(t, 'gg.end-turn', { figure: current(t)! });
    // Homing 2 vs Confusion 0: 3+, but 1-4 always miss; the 4 misses, direction 1 comes down on g.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'dart', target: 't' }, [4, 1, 6, 3]);
    expect(stray(r)).toMatchObject({ kind: 'deviated', hex: { q: 6, r: 0 }, direction: 1 });
    expect(rolls(r).map((x) => [x.target, x.level, x.needed, x.success])).toEqual([['t', 2, 3, false], ['g', 0, 5, true]]);
    expect(describeGgEvent(events(r, 'gg.stray')[0]!)).toBe('a\'s dart misses t and goes astray to hex 6, 0');
  });

  it('[GG-ATK-10] [GG-PLAY-97] an Indirect miss deviates onto a figure without Precise; an Indirect Psychic one just misses', () => {
    const shell = line('damage', 3, { key: 'shell', types: ['energy'], modifiers: [mod('ranged'), mod('indirect', { precise: true })] });
    const psi = line('damage', 3, { key: 'psi', types: ['psychic'], modifiers: [mod('ranged'), mod('indirect')] });
    const table = () => {
      const t = ggTable([
        { id: 'a', side: 'heroes', sheet: sheetWith([shell, psi], { budget: 400 }), at: { q: 0, r: 0 } },
        iron('t', 'villains', 5), iron('g', 'villains', 4, 1),
      ]);
      run(t, 'combat.start', {}, [9, 1, 1]);
      while (current(t) !== 'a') run(t, 'gg.end-turn', { figure: current(t)! });
      return t;
    };
    // Precise 1 vs Prediction 0: 4+; a 3 misses and direction 5 lands on 4,1.
    const r = run(table(), 'gg.attack', { figure: 'a', ability: 'shell', target: 't' }, [3, 5, 2]);
    expect(rolls(r).map((x) => [x.target, x.level, x.needed])).toEqual([['t', 1, 4], ['g', 0, 5]]);
    // The Psychic one rolls no direction (the script would run out) and strikes no one else.
    const p = run(table(), 'gg.attack', { figure: 'a', ability: 'psi', target: 't' }, [1]);
    expect(events(p, 'gg.stray')).toEqual([]);
    expect(rolls(p).map((x) => x.target)).toEqual(['t']);
  });

  it('[GG-ATK-10] [GG-PLAY-97] a Melee blow that misses just misses', () => {
    const t = ggTable([iron('a', 'heroes', 0), iron('t', 'villains', 1), iron('g', 'villains', 2)]);
    run(t, 'combat.start', {}, [9, 1, 1]);
    while (current(t) !== 'a') run(t, 'gg.end-turn', { figure: current(t)! });
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'punch-kick', target: 't' }, [1]);
    expect(events(r, 'gg.stray')).toEqual([]);
  });

  it('[GG-ATK-10] [GG-PLAY-97] a Touch attack that is not Melee (a club: Touch, Focus) just misses too: no die, nothing flies on', () => {
    const t = ggTable([
      { id: 'a', side: 'heroes', template: 'gang-member', at: { q: 0, r: 0 } }, iron('t', 'villains', 1), iron('g', 'villains', 2),
    ]);
    run(t, 'combat.start', {}, [9, 1, 1]);
    while (current(t) !== 'a') run(t, 'gg.end-turn', { figure: current(t)! });
    // Only the to-hit die: a direction die would find the script empty and fail the run.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'blunt-instrument', target: 't' }, [1]);
    expect(r.ok).toBe(true);
    expect(events(r, 'gg.missed')).toHaveLength(1);
    expect(events(r, 'gg.stray')).toEqual([]);
  });

  it('[GG-DICE-08] [GG-ATK-10] [GG-PLAY-97] the exact odds of an attack count the stray hit on a figure behind the target', () => {
    const t = shot([iron('g', 'villains', 6)]);
    const odds = oddsOf(gloriousGladiators, t.state, { type: 'gg.attack', args: bolt }, GM);
    if (!odds.ok) throw new Error(odds.rejection.message);
    type Outcome = { hit: boolean; stray?: string[] };
    const d = odds.distribution as unknown as { probabilityWhere: (f: (o: Outcome) => boolean) => { toString(): string } };
    // A miss (1-2: 1/5), direction 1 of 6 (over, into g's hex), then 5+ without Accuracy (3/5): 1/50.
    expect(d.probabilityWhere((o) => o.stray?.includes('g') === true).toString()).toBe('1/50');
    expect(d.probabilityWhere((o) => o.hit).toString()).toBe('4/5');
  });
});

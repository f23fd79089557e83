import { describe, expect, it } from 'vitest';
import { hasCondition } from '../../../kernel/index.ts';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick, GgSheet, TraitPick } from '../sheet.ts';
import { BLUE_COMET } from '../templates/heroes.ts';
import { data, events, ggTable, refusal, run, status, tryRun } from './testing.ts';

// Modifiers and traits the earlier tests left out, each through real commands with scripted dice:
// Energy Weakness, Ignores Walls, Shield, Martial Arts Etiquette, Substance Abuse, Showboating's
// Glory Point trigger and Feign Death.

type Traits = { advantages?: TraitPick[]; disadvantages?: TraitPick[] };
const hero = (abilities: AbilityPick[], traits: Traits = {}, budget = 400) => sheetWith(abilities, {
  budget, ...(traits.advantages ? { advantages: [{ id: 'grandeur' }, ...traits.advantages] } : {}),
  ...(traits.disadvantages ? { disadvantages: [{ id: 'angst' }, ...traits.disadvantages] } : {}),
});
const blast = line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('ranged')] });

function duel(a: GgSheet, b: GgSheet, apart = 5) {
  const t = ggTable([{ id: 'a', side: 'villains', sheet: a, at: { q: 0, r: 0 } }, { id: 'b', side: 'heroes', sheet: b, at: { q: apart, r: 0 } }]);
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

describe('glorious gladiators: modifiers in play (more)', () => {
  it('[GG-MOD-17] Energy Weakness: a defence counts half, rounded down, against its subtype', () => {
    const weak = { ...BLUE_COMET, budget: 200, abilities: BLUE_COMET.abilities.map((x) => (x.key !== 'energy-defence' ? x
      : { ...x, modifiers: [...x.modifiers, { id: 'energy-weakness', options: { subtypes: ['electricity'] } }] })) };
    const t = duel(BLUE_COMET, weak);
    // Lightning 4 vs Grounded 3 halved down to 1: 2+, so a 2 gets a result (it would need 4+ at full).
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'lightning-bolt', target: 'b' }, [10, 2]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ target: 'b', hits: 1 });
  });

  it('[GG-MOD-31] [GG-SIT-03] Ignores Walls: a wall no longer blocks it', () => {
    const plain = duel(hero([blast]), hero([]));
    run(plain, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'interior-brick' });
    expect(refusal(tryRun(plain, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }))).toBe('GG_NO_LINE_OF_SIGHT GG-SIT-03');
    const seer = duel(hero([line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('ranged'), mod('ignores-walls')] })]), hero([]));
    run(seer, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'interior-brick' });
    expect(run(seer, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }, [5, 2]).ok).toBe(true);
  });

  it('[GG-MOD-31] [GG-ATK-09] [GG-SIT-03] Ignores Walls reaches a Focus behind a wall; a plain attack does not', () => {
    const aimAt = (sheet: GgSheet) => {
      const t = ggTable([{ id: 'a', side: 'villains', sheet, at: { q: 0, r: 0 } }, { id: 'cop', side: 'law', template: 'city-police', at: { q: 5, r: 0 } }]);
      run(t, 'combat.start', {}, [9, 1]);
      run(t, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'interior-brick' });
      return tryRun(t, 'gg.disarm', { figure: 'a', ability: 'blast', target: 'cop', focus: 'pistol' }, [10, 10]);
    };
    expect(refusal(aimAt(hero([blast])))).toBe('GG_NO_LINE_OF_SIGHT GG-SIT-03');
    const through = aimAt(hero([line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('ranged'), mod('ignores-walls')] })]));
    expect(data(events(through, 'gg.focus-attack')[0])).toMatchObject({ hit: true });
  });

  it('[GG-MOD-56] Shield: an attacker at 0-1 hexes is struck automatically before its own attack', () => {
    const spikes = line('damage', 2, { key: 'spikes', modifiers: [mod('touch'), mod('shield')] });
    const t = duel(hero([]), hero([spikes]), 1);
    // The Shield's result first (Level 2 vs nothing: 3+, a 3), then a's Punch (to hit 5+, result 4+).
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'punch-kick', target: 'b' }, [3, 5, 4]);
    expect(events(r).map((e) => e.type).filter((x) => ['gg.shield', 'gg.hit', 'gg.hit-roll'].includes(x))).toEqual(['gg.shield', 'gg.hit', 'gg.hit-roll', 'gg.hit']);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'b', target: 'a' });
  });

  it('[GG-MOD-56] [GG-PLAY-99] Shield: an Area attack from 0-1 hexes sets it off too, before the Area strikes anyone; from farther it does not', () => {
    const spikes = line('damage', 2, { key: 'spikes', modifiers: [mod('touch'), mod('shield')] });
    const burst = (range: string) => line('damage', 3, { key: 'burst', types: ['energy'], modifiers: [mod(range), mod('area', { size: 'small', shapes: ['burst'] })] });
    const strikes = ['gg.shield', 'gg.hit-roll', 'gg.missed'];
    const t = duel(hero([burst('touch')]), hero([spikes]), 1);
    // The Area's hex (5), then the Shield's result on a (Level 2 vs nothing: 3+, a 3), then the Area on each under it.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'burst', target: 'b' }, [5, 3, 1, 1, 1, 1, 1, 1]);
    expect(events(r).map((e) => e.type).filter((x) => strikes.includes(x))[0]).toBe('gg.shield');
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ figure: 'b', target: 'a', ability: 'spikes' });
    const far = duel(hero([burst('ranged')]), hero([spikes]), 3);
    const r2 = run(far, 'gg.attack', { figure: 'a', ability: 'burst', target: 'b' }, [5, 1, 1, 1, 1, 1, 1]);
    expect(events(r2, 'gg.shield')).toEqual([]);
    // A Melee Area sets off the Shield of one 2 hexes off under it (the Melee clause has no range).
    const fist = line('damage', 3, { key: 'sweep', modifiers: [mod('touch'), mod('melee'), mod('area', { size: 'small', shapes: ['burst'] })] });
    const t3 = ggTable([
      { id: 'a', side: 'villains', sheet: hero([fist]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: hero([]), at: { q: 1, r: 0 } },
      { id: 'c', side: 'heroes', sheet: hero([spikes]), at: { q: 2, r: 0 } },
    ]);
    run(t3, 'combat.start', {}, [9, 1, 1]);
    const r3 = run(t3, 'gg.attack', { figure: 'a', ability: 'sweep', target: 'b' }, [5, 3, 1, 1, 1, 1, 1, 1]);
    expect(data(events(r3, 'gg.shield')[0])).toMatchObject({ figure: 'c', target: 'a' });
  });
});

describe('glorious gladiators: traits in play (more)', () => {
  it('[GG-DIS-32] [GG-TRAIT-R03] Martial Arts Etiquette: no ganging up, no prone target', () => {
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([blast], { disadvantages: [{ id: 'martial-arts-etiquette' }] }), at: { q: 0, r: 0 } },
      { id: 'ally', side: 'villains', sheet: hero([]), at: { q: 4, r: 0 } },
      { id: 'b', side: 'heroes', sheet: hero([]), at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 5, 1]);
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }))).toBe('GG_BANNED GG-TRAIT-R03');
    run(t, 'gm.move', { figure: 'ally', position: { q: 0, r: 3 } });
    run(t, 'gm.condition.add', { figure: 'b', condition: 'prone' });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }))).toBe('GG_BANNED GG-TRAIT-R03');
    run(t, 'gm.condition.remove', { figure: 'b', condition: 'prone' });
    expect(run(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }, [1, 4]).ok).toBe(true);
  });

  it('[GG-ADV-45] Substance Abuse: comes up on 7+ (Common); Significant puts two Penalties on its rolls, Major takes it out of play', () => {
    const abuser = (severity: 'significant' | 'major') => duel(hero([blast], { disadvantages: [{ id: 'substance-abuse-problem', frequency: 'common', severity }] }), hero([]));
    const t = abuser('significant');
    expect(data(events(run(t, 'gg.trait', { figure: 'a', trait: 'substance-abuse' }, [6]), 'gg.trait')[0])).toMatchObject({ needed: 7, holds: false });
    run(t, 'gg.trait', { figure: 'a', trait: 'substance-abuse' }, [7]);
    // Two Penalties: 5+ becomes 9+.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }, [9, 1]);
    expect(data(events(r, 'gg.hit-roll')[0])).toMatchObject({ needed: 9, reasons: ['Penalty: substance abuse', 'Penalty: substance abuse'] });
    const major = abuser('major');
    run(major, 'gg.trait', { figure: 'a', trait: 'substance-abuse' }, [7]);
    expect(status(major, 'a').outOfPlay).toBe(true);
  });

  it('[GG-TRAIT-R09] Showboating: with 5 GP more than every active opponent it loses 2 actions, once', () => {
    const star = hero([blast, line('toughness', 3)], { disadvantages: [{ id: 'showboating', variant: 'common' }] });
    const t = ggTable([{ id: 'b', side: 'heroes', sheet: hero([]), at: { q: 5, r: 0 } }, { id: 'a', side: 'villains', sheet: star, at: { q: 0, r: 0 } }]);
    run(t, 'combat.start', {}, [9, 1]);
    const turn = run(t, 'gg.end-turn', { figure: 'b' });
    expect(data(events(turn, 'gg.showboating')[0])).toMatchObject({ figure: 'a', reason: 'glory', now: 2, later: 0 });
    expect(status(t, 'a').showedOff).toBe(true);
  });

  it('[GG-ADV-17] [GG-DMG-07] [GG-TRAIT-R05] Feign Death: after the side is defeated, 3+ (Major) slips away and cannot be pursued', () => {
    const faker = hero([line('movement', 2, { key: 'run', options: { classes: ['ground'] } })], { advantages: [{ id: 'feign-death', severity: 'major' }] });
    const t = duel(faker, hero([line('movement', 3, { key: 'run', options: { classes: ['ground'] } })]));
    expect(refusal(tryRun(t, 'gg.feign-death', { figure: 'a' }))).toBe('GG_NOT_APPLICABLE GG-ADV-17');
    // The villains' defeat ends the fight by itself (a combat.end after it is refused: it is over).
    run(t, 'gm.set', { path: ['sys', 'defeated'], value: ['villains'] });
    expect(t.state.phase).toBe('ended');
    const r = run(t, 'gg.feign-death', { figure: 'a' }, [3]);
    expect(data(events(r, 'gg.escaped')[0])).toMatchObject({ needed: 3, success: true });
    expect(refusal(tryRun(t, 'gg.pursue', { pursuer: 'b', ability: 'run', fleeing: [{ figure: 'a', ability: 'run' }] }))).toBe('GG_NOT_APPLICABLE GG-TRAIT-R05');
    expect(hasCondition(t.state.figures['a']!, 'prone')).toBe(false);
  });
});

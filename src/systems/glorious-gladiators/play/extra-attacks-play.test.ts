import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { data, events, ggTable, refusal, run, status, sys, tryRun } from './testing.ts';

// Versatile (GG-MOD-67), Autofire (GG-MOD-05) and Cascade (GG-MOD-09) through real commands.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
// Speed on from before the fight (Persistent): an Instant one adds follow-ups only once switched on (GG-PLAY-147).
const SPEED_ON = mod('persistent', { variant: 'personal' });
const gun = (...mods: ReturnType<typeof mod>[]) => line('damage', 3, { key: 'gun', types: ['energy'], modifiers: [mod('ranged'), ...mods] });

function table(gunner: AbilityPick[], foes = 2) {
  const t = ggTable([
    { id: 'a', side: 'villains', sheet: hero(gunner), at: { q: 0, r: 0 } },
    ...Array.from({ length: foes }, (_, i) => ({ id: `f${i + 1}`, side: 'heroes', sheet: hero([]), at: { q: 5, r: i } })),
  ]);
  run(t, 'combat.start', {}, [9, ...Array.from({ length: foes }, () => 1)]);
  return t;
}

describe('glorious gladiators: abilities that make more attacks', () => {
  it('[GG-MOD-67] [GG-ATK-08] [GG-PLAY-69] Versatile: the ability follows itself up as many times as bought', () => {
    // Speed 2 allows three follow-ups; Versatile 1 lets the gun follow itself up once.
    const t = table([gun(mod('versatile', { 'follow-ups': 1 })), line('speed', 2, { modifiers: [SPEED_ON] })]);
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]);
    expect(sys(t).followUp).toMatchObject({ used: ['gun'] });
    const again = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]);
    expect(events(again, 'gg.hit')).toHaveLength(1);
    expect(sys(t).followUp).toMatchObject({ used: ['gun', 'gun'] });
    // Used twice: no third time from it, though Punch/Kick may still follow.
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }))).toBe('GG_NO_FOLLOW_UP GG-ATK-08');
    const plain = table([gun()]);
    run(plain, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]);
    expect(refusal(tryRun(plain, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }))).toBe('GG_NO_FOLLOW_UP GG-ATK-08');
  });

  it('[GG-ATK-08] [GG-PLAY-06] a follow-up uses "a different ability (one with another Level)": another ability at the same Level will not do', () => {
    const blast = (key: string, level: number) => line('damage', level, { key, types: ['energy'], modifiers: [mod('ranged')] });
    // Speed 1: two follow-ups. The gun (Level 3) hits; the blast is Level 3 too, the beam Level 2.
    const t = table([gun(), blast('blast', 3), blast('beam', 2), line('speed', 1, { modifiers: [SPEED_ON] })]);
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]);
    const same = tryRun(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'f1' });
    expect(refusal(same)).toBe('GG_NO_FOLLOW_UP GG-ATK-08');
    expect(run(t, 'gg.attack', { figure: 'a', ability: 'beam', target: 'f1' }, [5, 2]).ok).toBe(true);
    expect(sys(t).followUp).toMatchObject({ used: ['gun', 'beam'] });
    // A Versatile ability counts as attacks "each with a different level": it may follow itself up,
    // but a new ability at its own Level still may not follow it.
    const v = table([gun(mod('versatile', { 'follow-ups': 1 })), blast('blast', 3), line('speed', 1, { modifiers: [SPEED_ON] })]);
    run(v, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]);
    expect(refusal(tryRun(v, 'gg.attack', { figure: 'a', ability: 'blast', target: 'f1' }))).toBe('GG_NO_FOLLOW_UP GG-ATK-08');
    expect(run(v, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]).ok).toBe(true);
  });

  it('[GG-ABL-63] [GG-ATK-08] [GG-PLAY-12] Super Strength follows up any number of times, with the same ability, while it hits', () => {
    const fist = line('damage', 3, { key: 'fist', types: ['solid'], modifiers: [mod('touch'), mod('melee')] });
    const gun2 = line('damage', 2, { key: 'gun', types: ['energy'], modifiers: [mod('ranged')] });
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([line('super-strength', 3), fist, gun2]), at: { q: 0, r: 0 } },
      ...[{ q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 0 }].map((at, i) => ({ id: `f${i + 1}`, side: 'heroes', template: 'gang-member', at })),
    ]);
    run(t, 'combat.start', {}, [9, 1, 1, 1]);
    const nines = Array<number>(8).fill(9);
    run(t, 'gg.attack', { figure: 'a', ability: 'fist', target: 'f1' }, nines);
    expect(sys(t).followUp).toMatchObject({ used: ['fist'], left: 1 });
    expect(sys(t).followUp?.strength).toBeUndefined();
    // "the same ability (e.g. Punch/Kick) can be used with each follow up" (seed L698).
    run(t, 'gg.attack', { figure: 'a', ability: 'fist', target: 'f2' }, nines);
    expect(status(t, 'f2').out).toBe(true);
    // A Super Strength follow-up that hits: the chain goes on, its count untouched, with Super Strength only.
    expect(sys(t).followUp).toMatchObject({ used: ['fist', 'fist'], left: 1, strength: true });
    const gun = tryRun(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f3' });
    expect(refusal(gun)).toBe('GG_NO_FOLLOW_UP GG-ATK-08');
    expect(gun.ok ? '' : gun.rejection.message).toContain('Super Strength');
    run(t, 'gg.attack', { figure: 'a', ability: 'fist', target: 'f3' }, nines);
    expect(status(t, 'f3').out).toBe(true);
    // No move brings a target into range in such a chain (seed L698: "as long as no move is required").
    expect(refusal(tryRun(t, 'gg.follow-up-move', { figure: 'a', ability: 'running', to: { q: 1, r: 1 } }))).toBe('GG_NO_FOLLOW_UP GG-ATK-08');
  });

  it('[GG-MOD-05] [GG-PLAY-69] Autofire: more than one attack in one action, on one target or several', () => {
    const t = table([gun(mod('autofire', { attacks: 'three' }))]);
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2', 'f1'] }, [5, 2, 5, 2, 5, 2]);
    expect(events(r, 'gg.autofire').map((e) => data(e).target)).toEqual(['f2', 'f1']);
    expect([status(t, 'f1').hits, status(t, 'f2').hits]).toEqual([1, 2]);
    expect(sys(t).actionsLeft).toBe(1);
    const two = table([gun(mod('autofire', { attacks: 'two' }))]);
    expect(refusal(tryRun(two, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2', 'f1'] }))).toBe('GG_NOT_APPLICABLE GG-MOD-05');
    expect(refusal(tryRun(table([gun()]), 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2'] }))).toBe('GG_NOT_APPLICABLE GG-MOD-05');
  });

  it('[GG-MOD-09] [GG-PLAY-69] Cascade: after a hit the attacker picks a target near the last one, at a Level less, until a miss', () => {
    const t = table([gun(mod('cascade'))], 3);
    // f1 hit (5, result 2); a picks f2 (Level 2: result 3+), 1 hex from f1, short of the Ranged band's 2: a
    // Penalty, 7+ (GG-PLAY-69); hit (7, 3); then f3 at Level 1 misses (1): the cascade stops.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2, 7, 3, 1, 4], ['f2', 'f3']);
    expect(events(r, 'gg.cascade').map((e) => [data(e).target, data(e).level])).toEqual([['f2', 2], ['f3', 1]]);
    expect(data(events(r, 'gg.no-result')[0] ?? events(r, 'gg.missed')[0])).toMatchObject({ target: 'f3' });
    expect([status(t, 'f1').hits, status(t, 'f2').hits, status(t, 'f3').hits]).toEqual([2, 2, 3]);
  });
});

describe('glorious gladiators: Cascade leaps from the last target', () => {
  // a's Ranged gun (2-10) hits f1, 9 hexes off; f2 is 12 from a (outside the band, and a Minimum
  // Dodge of 1) but 3 from f1; a's ally v2 stands 2 from f1.
  function leap() {
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([gun(mod('cascade'))]), at: { q: 0, r: 0 } },
      { id: 'f1', side: 'heroes', sheet: hero([]), at: { q: 9, r: 0 } },
      { id: 'f2', side: 'heroes', sheet: hero([]), at: { q: 12, r: 0 } },
      { id: 'v2', side: 'villains', sheet: hero([]), at: { q: 9, r: 2 } },
    ]);
    run(t, 'combat.start', {}, [9, 1, 1, 1]);
    return t;
  }

  it('[GG-MOD-09] [GG-PLAY-69] any figure within range of the last target may be next, an ally too, offered after the stop', () => {
    const t = leap();
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]);
    expect(t.state.pending?.prompt).toMatchObject({ kind: 'cascade' });
    expect(t.state.pending!.prompt.options.map((o) => o.value)).toEqual(['f2', 'stop', 'v2']);
  });

  it('[GG-MOD-09] [GG-MOVE-02] [GG-PLAY-69] the next strike\'s range is measured from the last target: no band Penalty, no Minimum Dodge', () => {
    const t = leap();
    // f1: hit (5), result 2; f2 at Level 2 from 3 hexes: 5+ hits with a 5, result 3; then stop.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2, 5, 3], ['f2', 'stop']);
    const second = events(r).filter((e) => ['gg.hit-roll', 'gg.missed'].includes(e.type)).map(data)[1]!;
    expect(second).toMatchObject({ target: 'f2', needed: 5, defence: 0, net: 0, success: true });
    expect(status(t, 'f2').hits).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { hasCondition, type Json } from '../../../kernel/index.ts';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick, TraitPick } from '../sheet.ts';
import { data, events, ggTable, refusal, run, tryRun } from './testing.ts';

// Undetectable Effect (GG-MOD-63) and Night Vision in the dark (GG-TRAIT-R08, GG-SIT-04).

const hero = (abilities: AbilityPick[], advantages: TraitPick[] = []) =>
  sheetWith(abilities, { budget: 400, ...(advantages.length ? { advantages: [{ id: 'grandeur' }, ...advantages] } : {}) });

function table(a: AbilityPick[], b: AbilityPick[] = [], options: Record<string, Json> = {}, bTraits: TraitPick[] = []) {
  const t = ggTable([
    { id: 'a', side: 'villains', sheet: hero(a), at: { q: 0, r: 0 } },
    { id: 'b', side: 'heroes', sheet: hero(b, bTraits), at: { q: 7, r: 0 } },
  ], options);
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

describe('glorious gladiators: what the senses make of it', () => {
  it('[GG-MOD-63] [GG-ATK-04] [GG-PLAY-75] an attack no targeting sense can pick up: a Bonus, and a hidden attacker stays hidden (heard: easier to spot)', () => {
    const dart = line('damage', 2, { key: 'dart', modifiers: [mod('ranged'), mod('undetectable-effect', { senses: ['vision'] })] });
    const t = table([dart]);
    run(t, 'gm.condition.add', { figure: 'a', condition: 'hidden' });
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'dart', target: 'b' }, [3, 3]);
    expect(data(events(r, 'gg.hit-roll')[0]).reasons).toEqual(expect.arrayContaining(['Bonus: target cannot detect the attack']));
    expect(hasCondition(t.state.figures['a']!, 'hidden')).toBe(true);
    expect((t.state.figures['a']!.conditions.find((c) => c.id === 'hidden')!.data as { heard?: boolean }).heard).toBe(true);
    run(t, 'gg.end-turn', { figure: 'a' });
    // b spots it with Detection 1 (Normal Senses) against no Concealment: 4+, a Bonus for the noise: 2+.
    const spot = run(t, 'gg.spot', { figure: 'b', target: 'a' }, [2]);
    expect(data(events(spot, 'gg.spot')[0])).toMatchObject({ needed: 2, heard: true, success: true });
    // A plain attack gives a hidden attacker away.
    const plain = table([line('damage', 2, { key: 'dart', modifiers: [mod('ranged')] })]);
    run(plain, 'gm.condition.add', { figure: 'a', condition: 'hidden' });
    run(plain, 'gg.attack', { figure: 'a', ability: 'dart', target: 'b' }, [3, 3]);
    expect(hasCondition(plain.state.figures['a']!, 'hidden')).toBe(false);
  });

  it('[GG-TRAIT-R08] [GG-SIT-04] [GG-PLAY-74] the Night conceals a hidden character; Night Vision sees through it, not in total darkness', () => {
    const spotted = (traits: TraitPick[], options: Record<string, Json>) => {
      const t = table([], [], options, traits);
      run(t, 'gm.condition.add', { figure: 'a', condition: 'hidden' });
      run(t, 'gg.end-turn', { figure: 'a' });
      return data(events(run(t, 'gg.spot', { figure: 'b', target: 'a' }, [1]), 'gg.spot')[0]).concealment;
    };
    // Night 3, 7 hexes away: 1 Concealment per 3 hexes after the first = 2.
    expect(spotted([], { night: 3 })).toBe(2);
    expect(spotted([{ id: 'night-vision' }], { night: 3 })).toBe(0);
    expect(spotted([{ id: 'night-vision' }], { night: 3, totalDarkness: true })).toBe(2);
    expect(spotted([], {})).toBe(0);
  });

  it('[GG-ABL-09] [GG-ABL-16] [GG-SIT-04] [GG-PLAY-81] Concealment counts only against the kinds it names; the spotter uses its best kind', () => {
    const spot = (concealedFrom: string[], b: AbilityPick[] = []) => {
      const t = table([line('concealment', 3, { options: { against: concealedFrom } })], b);
      run(t, 'gm.condition.add', { figure: 'a', condition: 'hidden' });
      run(t, 'gg.end-turn', { figure: 'a' });
      return data(events(run(t, 'gg.spot', { figure: 'b', target: 'a' }, [1]), 'gg.spot')[0]);
    };
    // Concealment 3 against Vision only: Normal Senses (Vision and Hearing, Level 1) hear it, 1 vs 0: 4+.
    expect(spot(['vision'])).toMatchObject({ sense: 'hearing', detection: 1, concealment: 0, needed: 4 });
    // Against both of them, 1 vs 3; Radar 2 meets none of it: 2 vs 0.
    expect(spot(['vision', 'hearing'])).toMatchObject({ detection: 1, concealment: 3, needed: 7 });
    const radar = line('detection', 2, { key: 'radar', options: { kinds: ['radar'] } });
    expect(spot(['vision', 'hearing'], [radar])).toMatchObject({ sense: 'radar', detection: 2, concealment: 0, needed: 3 });
  });

  it('[GG-ABL-16] [GG-ABL-22] [GG-PLAY-81] a drained Detection spots at its lowered Level', () => {
    const radar = line('detection', 3, { key: 'radar', options: { kinds: ['radar'] } });
    const spot = (drained: Record<string, number>) => {
      const t = table([line('concealment', 2, { options: { against: ['vision', 'hearing'] } })], [radar]);
      run(t, 'gm.condition.add', { figure: 'a', condition: 'hidden' });
      run(t, 'gm.set', { path: ['figures', 'b', 'status', 'drained'], value: drained });
      run(t, 'gg.end-turn', { figure: 'a' });
      return data(events(run(t, 'gg.spot', { figure: 'b', target: 'a' }, [1]), 'gg.spot')[0]);
    };
    // Radar 3 meets none of the Concealment: 3 vs 0, 2+; drained by 2 it is Radar 1: 4+.
    expect(spot({})).toMatchObject({ sense: 'radar', detection: 3, concealment: 0, needed: 2 });
    expect(spot({ radar: 2 })).toMatchObject({ sense: 'radar', detection: 1, concealment: 0, needed: 4 });
    // Drained to 0, Radar sees nothing; Normal Senses (1) meet the Concealment 2: 6+.
    expect(spot({ radar: 3 })).toMatchObject({ detection: 1, concealment: 2, needed: 6 });
  });

  it('[GG-ABL-09] [GG-ABL-22] [GG-PLAY-81] a drained Concealment conceals at its lowered Level, and drained to 0 gives nothing to hide with', () => {
    const t0 = (drained: Record<string, number>) => {
      const t = table([line('concealment', 3, { key: 'cloak', options: { against: ['vision', 'hearing'] } })]);
      run(t, 'gm.set', { path: ['figures', 'a', 'status', 'drained'], value: drained });
      return t;
    };
    const spot = (drained: Record<string, number>) => {
      const t = t0(drained);
      run(t, 'gm.condition.add', { figure: 'a', condition: 'hidden' });
      run(t, 'gg.end-turn', { figure: 'a' });
      return data(events(run(t, 'gg.spot', { figure: 'b', target: 'a' }, [1]), 'gg.spot')[0]);
    };
    // Normal Senses 1 against Concealment 3: 7+; drained by 2 it is Concealment 1: 5+; drained to 0, none: 4+.
    expect(spot({})).toMatchObject({ detection: 1, concealment: 3, needed: 7 });
    expect(spot({ cloak: 2 })).toMatchObject({ detection: 1, concealment: 1, needed: 5 });
    expect(spot({ cloak: 3 })).toMatchObject({ detection: 1, concealment: 0, needed: 4 });
    // Hiding after a move: it hides at the Concealment it has now; with none left, it has nothing to hide with.
    const hideAfterMove = (drained: Record<string, number>) => {
      const t = t0(drained);
      run(t, 'gg.move', { figure: 'a', ability: 'running', to: { q: 0, r: 1 } });
      return { t, r: tryRun(t, 'gg.hide', { figure: 'a' }, [10]) };
    };
    const half = hideAfterMove({ cloak: 2 });
    expect(half.r.ok).toBe(true);
    expect(half.t.state.figures['a']!.conditions.find((c) => c.id === 'hidden')!.data).toMatchObject({ concealment: 1 });
    expect(refusal(hideAfterMove({ cloak: 3 }).r)).toBe('GG_NOT_APPLICABLE GG-SIT-02');
  });
});

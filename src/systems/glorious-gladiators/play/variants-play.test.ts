import { describe, expect, it } from 'vitest';
import { hasCondition } from '../../../kernel/index.ts';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick, TraitPick } from '../sheet.ts';
import { profile, type S } from './model.ts';
import { data, events, ggTable, refusal, run, status, tryRun } from './testing.ts';

// Personal Immunity (GG-MOD-47), Linked Ability (GG-MOD-41), the Flexible modifiers (GG-MOD-20..25),
// Mount (GG-MOD-44), Item (GG-MOD-34) and Super Form (GG-ADV-46) through real commands.

const hero = (abilities: AbilityPick[], disadvantages: TraitPick[] = []) =>
  sheetWith(abilities, { budget: 400, ...(disadvantages.length ? { disadvantages: [{ id: 'angst' }, ...disadvantages] } : {}) });

function duel(a: AbilityPick[], b: AbilityPick[] = [], apart = 5, traits: TraitPick[] = []) {
  const t = ggTable([
    { id: 'a', side: 'villains', sheet: hero(a, traits), at: { q: 0, r: 0 } },
    { id: 'b', side: 'heroes', sheet: hero(b), at: { q: apart, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}
const ability = (t: ReturnType<typeof ggTable>, id: string, key: string) => profile(t.state as S, id).abilities.find((x) => x.key === key);

describe('glorious gladiators: Personal Areas and Personal Immunity', () => {
  const nova = (...more: ReturnType<typeof mod>[]) =>
    line('damage', 2, { key: 'nova', types: ['energy'], modifiers: [mod('area', { size: 'small', shapes: ['burst'] }), ...more] });

  it('[GG-MOD-46] [GG-MOD-47] [GG-PLAY-70] a Personal Burst is aimed at its user\'s hex with no roll and catches its user, unless Personal Immunity', () => {
    const t = duel([nova()], [], 1);
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'a', ability: 'nova', target: 'b' }))).toBe('GG_NOT_APPLICABLE GG-MOD-46');
    // No roll for the hex: a (no Move, 3+) and b are each attacked.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'nova', target: 'a' }, [5, 3, 5, 3]);
    expect(events(r, 'gg.hit-roll').map((e) => data(e).target)).toEqual(['a', 'b']);
    const immune = duel([nova(mod('personal-immunity'))], [], 1);
    const safe = run(immune, 'gg.attack', { figure: 'a', ability: 'nova', target: 'a' }, [5, 3]);
    expect(events(safe, 'gg.hit-roll').map((e) => data(e).target)).toEqual(['b']);
  });
});

describe('glorious gladiators: Linked and Flexible abilities', () => {
  it('[GG-MOD-41] [GG-PLAY-72] Linked: the linked abilities strike the same target in the same action', () => {
    const blast = line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('ranged')] });
    const ray = line('damage', 2, { key: 'ray', types: ['cold'], modifiers: [mod('ranged'), mod('linked-ability', { with: ['blast'] })] });
    const t = duel([blast, ray]);
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b', linked: true }, [5, 2, 5, 3]);
    expect(events(r, 'gg.hit-roll').map((e) => data(e).ability)).toEqual(['blast', 'ray']);
    expect(status(t, 'b').hits).toBe(1);
    expect(refusal(tryRun(duel([blast]), 'gg.attack', { figure: 'a', ability: 'blast', target: 'b', linked: true }))).toBe('GG_NOT_APPLICABLE GG-MOD-41');
  });

  it('[GG-MOD-23] [GG-MOD-22] [GG-PLAY-72] Flexible Range with Flexible Level: Touch by default; used at Distant its Level drops by the GP difference', () => {
    const gun = line('damage', 5, { key: 'gun', types: ['energy'], modifiers: [mod('touch'), mod('distant'), mod('flexible-range'), mod('flexible-level')] });
    const t = duel([gun]);
    expect(ability(t, 'a', 'gun')?.range).toEqual({ min: 0, max: 1 });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b' }))).toBe('TARGET_OUT_OF_RANGE GG-MOVE-02');
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b', flex: { range: 'ranged' } }))).toBe('GG_NOT_APPLICABLE GG-MOD-23');
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'b', flex: { range: 'distant' } }, [5, 2]);
    expect(data(events(r, 'gg.flexed')[0])).toMatchObject({ ability: 'gun', choice: { range: 'distant' } });
    // Distant (5 GP) over Touch (2): 3 Levels less.
    expect(ability(t, 'a', 'gun')).toMatchObject({ level: 2, range: { min: 3, max: null } });
  });

  it('[GG-MOD-25] [GG-MOD-20] [GG-PLAY-72] Flexible Type and Flexible Ability: gg.flex switches for an action, and the choice stays', () => {
    const bolt = line('damage', 3, {
      key: 'bolt', types: ['heat', 'cold'], modifiers: [mod('ranged'), mod('flexible-type'), mod('flexible-ability', { abilities: ['drain'] })],
    });
    const t = duel([bolt]);
    expect(ability(t, 'a', 'bolt')).toMatchObject({ types: ['heat'], ability: 'damage' });
    run(t, 'gg.flex', { figure: 'a', ability: 'bolt', choice: { type: 'cold', ability: 'drain' } });
    expect(ability(t, 'a', 'bolt')).toMatchObject({ types: ['cold'], ability: 'drain' });
    expect(refusal(tryRun(t, 'gg.flex', { figure: 'a', ability: 'bolt', choice: { type: 'radiation' } }))).toBe('GG_NOT_APPLICABLE GG-MOD-25');
  });
});

describe('glorious gladiators: Mounts, Items and Super Form', () => {
  it('[GG-MOD-44] [GG-PLAY-71] a rider knocked back leaves its Mount; on its feet next to it again, it is back on', () => {
    const fist = line('damage', 4, { key: 'fist', modifiers: [mod('touch'), mod('knockback')] });
    const bike = line('movement', 3, { key: 'bike', options: { classes: ['air'] }, modifiers: [mod('mount', { kind: 'standard' })] });
    const t = duel([fist], [bike], 1);
    // Hit (9), result (1), Knockback 4 vs 0 (a 1): 4 hexes.
    run(t, 'gg.attack', { figure: 'a', ability: 'fist', target: 'b' }, [9, 1, 1]);
    expect(status(t, 'b').mountAt).toEqual({ q: 1, r: 0 });
    expect(ability(t, 'b', 'bike')).toBeUndefined();
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.stand', { figure: 'b' });
    expect(hasCondition(t.state.figures['b']!, 'prone')).toBe(false);
    const back = run(t, 'gg.move', { figure: 'b', ability: 'running', to: { q: 2, r: 0 } }, [], ['none']);
    expect(events(back, 'gg.remounted')).toHaveLength(1);
    expect(ability(t, 'b', 'bike')).toBeDefined();
  });

  it('[GG-MOD-44] [GG-PLAY-185] an attack or a Flexible choice with a Mount\'s ability left behind is refused under the Mount\'s rule, saying so', () => {
    const fist = line('damage', 4, { key: 'fist', modifiers: [mod('touch'), mod('knockback')] });
    const bike = line('movement', 3, { key: 'bike', options: { classes: ['air'] }, modifiers: [mod('mount', { kind: 'standard' })] });
    const horns = line('damage', 2, {
      key: 'horns', types: ['heat', 'cold'], modifiers: [mod('ranged'), mod('flexible-type'), mod('mount', { kind: 'standard' })],
    });
    const t = duel([fist], [bike, horns], 1);
    // Hit (9), result (1), Knockback 4 vs 0 (a 1): b is 4 hexes from its Mount's hex.
    run(t, 'gg.attack', { figure: 'a', ability: 'fist', target: 'b' }, [9, 1, 1]);
    run(t, 'gg.end-turn', { figure: 'a' });
    const attack = tryRun(t, 'gg.attack', { figure: 'b', ability: 'horns', target: 'a' });
    expect(refusal(attack)).toBe('GG_NOT_AN_ATTACK GG-MOD-44');
    expect(attack.ok ? '' : attack.rejection.message).toMatch(/on the Mount left behind/);
    const flex = tryRun(t, 'gg.flex', { figure: 'b', ability: 'horns', choice: { type: 'cold' } });
    expect(refusal(flex)).toBe('GG_NOT_APPLICABLE GG-MOD-44');
    expect(flex.ok ? '' : flex.rejection.message).toMatch(/on the Mount left behind/);
  });

  it('[GG-MOD-34] [GG-PLAY-71] an Item lost when its side is defeated is regained on 6+, one roll only', () => {
    const t = ggTable([{ id: 'iron', side: 'villains', template: 'ironclad' }, { id: 'comet', side: 'heroes', template: 'blue-comet' }]);
    run(t, 'combat.start', {}, [9, 1]);
    expect(refusal(tryRun(t, 'gg.regain-item', { figure: 'iron', ability: 'armour' }))).toBe('ILLEGAL_ACTION GG-MOD-34');
    // The villains' defeat ends the fight by itself (a combat.end after it is refused: it is over).
    run(t, 'gm.set', { path: ['sys', 'defeated'], value: ['villains'] });
    expect(t.state.phase).toBe('ended');
    expect(data(events(run(t, 'gg.regain-item', { figure: 'iron', ability: 'armour' }, [5]), 'gg.item-regained')[0])).toMatchObject({ success: false });
    expect(refusal(tryRun(t, 'gg.regain-item', { figure: 'iron', ability: 'armour' }))).toBe('GG_NOT_APPLICABLE GG-MOD-34');
  });

  it('[GG-ADV-46] [GG-MOD-20] [GG-PLAY-179] a Flexible ability out of its Super Form is refused a gg.flex under the Super Form\'s rule', () => {
    const bolt = line('damage', 3, { key: 'bolt', types: ['heat', 'cold'], modifiers: [mod('ranged'), mod('flexible-type')] });
    const t = duel([bolt], [], 5, [{ id: 'super-form', frequency: 'rare', severity: 'significant' }]);
    const refused = tryRun(t, 'gg.flex', { figure: 'a', ability: 'bolt', choice: { type: 'cold' } });
    expect(refusal(refused)).toBe('GG_NOT_APPLICABLE GG-ADV-46');
    expect(refused.ok ? '' : refused.rejection.message).toMatch(/only in the Super Form/);
    run(t, 'gg.super-form', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    expect(run(t, 'gg.flex', { figure: 'a', ability: 'bolt', choice: { type: 'cold' } }).ok).toBe(true);
  });

  it('[GG-ADV-46] [GG-PLAY-73] [GG-PLAY-179] Super Form: out of form its abilities are gone (Major: a minor with 1 hit); changing takes 2 actions (Common)', () => {
    const blast = line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('ranged')] });
    const t = duel([blast, line('toughness', 1)], [], 5, [{ id: 'super-form', frequency: 'common', severity: 'major' }]);
    expect(status(t, 'a')).toMatchObject({ hits: 1, maxHits: 1, superForm: { in: false, minor: true } });
    // Playing as a minor, it acts after the major b at equal Speed (GG-INIT-01).
    run(t, 'gg.end-turn', { figure: 'b' });
    // Out of form the blast is refused under the Super Form's rule, saying why (GG-PLAY-179).
    const refused = tryRun(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' });
    expect(refusal(refused)).toBe('GG_NOT_AN_ATTACK GG-ADV-46');
    expect(refused.ok ? '' : refused.rejection.message).toMatch(/only in the Super Form/);
    run(t, 'gg.super-form', { figure: 'a' });
    const changed = run(t, 'gg.super-form', { figure: 'a' });
    expect(data(events(changed, 'gg.super-form')[0])).toMatchObject({ progress: 2, needed: 2, in: true });
    expect(status(t, 'a')).toMatchObject({ hits: 4, maxHits: 4, without: [] });
    run(t, 'gg.end-turn', { figure: 'b' });
    expect(run(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }, [5, 2]).ok).toBe(true);
  });
});

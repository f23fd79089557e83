import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick, TraitPick } from '../sheet.ts';
import { gloriousGladiators } from '../system.ts';
import type { S } from './model.ts';
import { data, events, ggTable, GM, refusal, run, status, sys, tryRun } from './testing.ts';

// Compulsions among the disadvantages (Code of Honour GG-DIS-10, Coward GG-DIS-12, Uncontrolled
// Power GG-TRAIT-R11) and the modifiers' rules beyond attacks (Adapts on a defence, Burnout and
// Limited on what is no attack, Weakens regained), through real commands.

const hero = (abilities: AbilityPick[], disadvantages: TraitPick[] = [], budget = 400) =>
  sheetWith(abilities, { budget, ...(disadvantages.length ? { disadvantages: [{ id: 'angst' }, ...disadvantages] } : {}) });
const blast = line('damage', 3, { key: 'blast', types: ['energy'], modifiers: [mod('ranged')] });

describe('glorious gladiators: compulsions', () => {
  function honour() {
    const t = ggTable([
      { id: 'knight', side: 'heroes', sheet: hero([blast], [{ id: 'code-of-honour' }]), at: { q: 0, r: 0 } },
      { id: 'squire', side: 'heroes', sheet: hero([blast]), at: { q: 0, r: 2 } },
      { id: 'boss', side: 'villains', sheet: hero([blast, line('toughness', 3)]), at: { q: 5, r: 0 } },
      { id: 'goon', side: 'villains', sheet: hero([blast]), at: { q: 5, r: 2 } },
    ]);
    run(t, 'combat.start', {}, [9, 7, 5, 3]);
    return t;
  }

  it('[GG-DIS-10] [GG-TRAIT-R03] [GG-PLAY-76] Code of Honour: only its opponent (the strongest enemy), never while it is down', () => {
    const t = honour();
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'knight', ability: 'blast', target: 'goon' }))).toBe('GG_BANNED GG-TRAIT-R03');
    run(t, 'gm.condition.add', { figure: 'boss', condition: 'prone' });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'knight', ability: 'blast', target: 'boss' }))).toBe('GG_BANNED GG-TRAIT-R03');
    run(t, 'gm.condition.remove', { figure: 'boss', condition: 'prone' });
    expect(run(t, 'gg.attack', { figure: 'knight', ability: 'blast', target: 'boss' }, [1, 4]).ok).toBe(true);
  });

  it('[GG-DIS-10] [GG-TRAIT-R03] [GG-PLAY-76] whoever else attacks its opponent must be attacked instead, once that compulsion takes hold on 3+', () => {
    const t = honour();
    run(t, 'gg.end-turn', { figure: 'knight' });
    // The squire's blast misses (1); the knight's honour roll is a 3.
    const cut = run(t, 'gg.attack', { figure: 'squire', ability: 'blast', target: 'boss' }, [1, 4, 3]);
    expect(data(events(cut, 'gg.honour')[0])).toMatchObject({ figure: 'knight', interloper: 'squire', opponent: 'boss', holds: true });
    run(t, 'gm.set', { path: ['sys', 'index'], value: 0 });
    run(t, 'gm.set', { path: ['sys', 'actionsLeft'], value: 2 });
    run(t, 'gm.set', { path: ['sys', 'targeted'], value: false });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'knight', ability: 'blast', target: 'boss' }))).toBe('GG_BANNED GG-TRAIT-R03');
  });

  it('[GG-DIS-12] [GG-PLAY-76] Coward: once it takes hold it may not attack, and moves only away from the nearest enemy', () => {
    const t = ggTable([
      { id: 'coward', side: 'heroes', sheet: hero([blast], [{ id: 'coward' }]), at: { q: 0, r: 0 } },
      { id: 'foe', side: 'villains', sheet: hero([]), at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.trait', { figure: 'coward', trait: 'coward' }, [3]);
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'coward', ability: 'blast', target: 'foe' }))).toBe('GG_NOT_APPLICABLE GG-DIS-12');
    expect(refusal(tryRun(t, 'gg.move', { figure: 'coward', ability: 'running', to: { q: 2, r: 0 } }))).toBe('GG_NOT_APPLICABLE GG-DIS-12');
    expect(run(t, 'gg.move', { figure: 'coward', ability: 'running', to: { q: -2, r: 0 } }).ok).toBe(true);
  });

  it('[GG-TRAIT-R11] [GG-PLAY-76] Uncontrolled Power: the GM picks the ally its powers go at; it may attack no one else', () => {
    const t = ggTable([
      { id: 'wild', side: 'heroes', sheet: hero([blast], [{ id: 'uncontrolled-power', frequency: 'common' }]), at: { q: 0, r: 0 } },
      { id: 'friend', side: 'heroes', sheet: hero([]), at: { q: 3, r: 0 } },
      { id: 'foe', side: 'villains', sheet: hero([]), at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1, 1]);
    run(t, 'gg.trait', { figure: 'wild', trait: 'uncontrolled-power' }, [5], ['friend']);
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'wild', ability: 'blast', target: 'foe' }))).toBe('GG_BANNED GG-TRAIT-R11');
    const offered = gloriousGladiators.legalActions(t.state as S, GM, { options: t.state.options as never, actor: GM })
      .filter((a) => a.type === 'gg.attack').map((a) => (a.args as { target: string }).target);
    expect(offered).toEqual(['friend']);
  });
});

describe('glorious gladiators: modifiers beyond attacks', () => {
  it('[GG-MOD-02] [GG-PLAY-77] Adapts on a defence: each result that gets through gives it a Level against that Type', () => {
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([blast]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: hero([line('damage-defence', 1, { types: ['energy'], modifiers: [mod('adapts')] })]), at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    // Level 3 vs Defence 1: 3+; a 3 gets through, and the Defence learns.
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }, [5, 3]);
    expect(data(events(r, 'gg.adapted')[0])).toMatchObject({ figure: 'b', ability: 'damage-defence', target: 'type:energy', levels: 1 });
    run(t, 'gg.end-turn', { figure: 'a' });
    run(t, 'gg.end-turn', { figure: 'b' });
    // Now Defence 2: 4+; a 3 does not.
    expect(data(events(run(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }, [5, 3]), 'gg.no-result')[0])).toMatchObject({ resist: 2, needed: 4 });
  });

  it('[GG-MOD-08] [GG-PLAY-77] Burnout on a defence: gg.boost puts it 4 Levels up until its next turn, then 1-3 spends it', () => {
    const plate = line('armour', 2, { modifiers: [mod('burnout')] });
    const t = ggTable([{ id: 'a', side: 'heroes', sheet: hero([plate]), at: { q: 0, r: 0 } }, { id: 'b', side: 'villains', sheet: hero([blast]), at: { q: 5, r: 0 } }]);
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.boost', { figure: 'a', ability: 'armour' });
    expect(status(t, 'a').boosted).toEqual(['armour']);
    run(t, 'gg.end-turn', { figure: 'a' });
    // Blast 3 vs Armour 6 (half against Energy, 3): 5+.
    expect(data(events(run(t, 'gg.attack', { figure: 'b', ability: 'blast', target: 'a' }, [5, 4]), 'gg.no-result')[0])).toMatchObject({ resist: 3 });
    const turn = run(t, 'gg.end-turn', { figure: 'b' }, [2]);
    expect(data(events(turn, 'gg.spent')[0])).toMatchObject({ ability: 'armour', why: 'burnout' });
    expect(status(t, 'a').boosted).toEqual([]);
  });

  it('[GG-MOD-39] [GG-PLAY-77] Limited on a defence: the GM says at its user\'s turn whether it works', () => {
    const shield = line('force-field', 3, { modifiers: [mod('limited', { share: '50' })] });
    const t = ggTable([{ id: 'a', side: 'villains', sheet: hero([blast]), at: { q: 0, r: 0 } }, { id: 'b', side: 'heroes', sheet: hero([shield]), at: { q: 5, r: 0 } }]);
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gg.end-turn', { figure: 'a' }, [], ['fails']);
    expect(status(t, 'b').off).toEqual({ 'force-field': 'activation' });
    expect(sys(t).order[sys(t).index]).toBe('b');
  });

  it('[GG-MOD-68] [GG-PLAY-77] Weakens: resting gives back a Level an hour', () => {
    const t = ggTable([{ id: 'a', side: 'heroes', sheet: hero([line('damage', 3, { key: 'blast', modifiers: [mod('ranged'), mod('weakens')] })]) }]);
    run(t, 'gm.set', { path: ['figures', 'a', 'status', 'weakened', 'blast'], value: 3 });
    const r = run(t, 'gg.rest', { figure: 'a', minutes: 120 });
    expect(data(events(r, 'gg.weakened')[0])).toMatchObject({ weakened: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import type { LegalAction } from '../../../kernel/index.ts';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick, TraitPick } from '../sheet.ts';
import { gloriousGladiators } from '../system.ts';
import { GM, ggTable, run } from './testing.ts';
import type { S } from './model.ts';

// The legal actions the modifiers and traits add (the action bar's and the bots' choices): each
// offered command is accepted by the rules it names.

const hero = (abilities: AbilityPick[], advantages: TraitPick[] = [], disadvantages: TraitPick[] = []) => sheetWith(abilities, {
  budget: 400, ...(advantages.length ? { advantages: [{ id: 'grandeur' }, ...advantages] } : {}),
  ...(disadvantages.length ? { disadvantages: [{ id: 'angst' }, ...disadvantages] } : {}),
});
const legal = (t: ReturnType<typeof ggTable>, actor = GM): LegalAction[] =>
  gloriousGladiators.legalActions(t.state as S, actor, { options: t.state.options as never, actor });

describe('glorious gladiators: legal actions from modifiers and traits', () => {
  it('[GG-MOD-08] [GG-MOD-05] Burnout offers a boosted attack, Autofire its shots; each is accepted', () => {
    const gun = line('damage', 3, { key: 'gun', types: ['energy'], modifiers: [mod('ranged'), mod('burnout'), mod('autofire', { attacks: 'two' })] });
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([gun]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: hero([]), at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    const offered = legal(t).filter((a) => a.type === 'gg.attack' && (a.args as { ability: string }).ability === 'gun');
    expect(offered.map((a) => a.label)).toEqual(['gun at b', 'gun at b, boosted (Burnout)', 'gun at b, 2 shots']);
    const autofire = offered[2]!;
    const r = run(t, autofire.type, autofire.args, [5, 2, 5, 2, 5]);
    expect(r.ok).toBe(true);
  });

  it('[GG-TRAIT-R05] [GG-TRAIT-R11] the acting figure may try its Escape Effect; the GM may call the traits that come up', () => {
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([], [{ id: 'escape-effect', severity: 'major' }]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: hero([], [], [{ id: 'coward' }]), at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    const all = legal(t);
    expect(all.filter((a) => a.type === 'gg.escape-effect').map((a) => a.args)).toEqual([{ figure: 'a' }]);
    expect(all.filter((a) => a.type === 'gg.trait').map((a) => a.args)).toEqual([{ figure: 'b', trait: 'coward' }]);
    expect(legal(t, { kind: 'player', id: 'p1' }).filter((a) => a.type === 'gg.trait')).toEqual([]);
    const call = all.find((a) => a.type === 'gg.trait')!;
    expect(run(t, call.type, call.args, [2]).ok).toBe(true);
  });

  it('[GG-ADV-17] [GG-DMG-05] after the fight: Feign Death for the defeated, wound recovery rolls for the GM', () => {
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([], [{ id: 'feign-death', severity: 'major' }]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: hero([]), at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    run(t, 'gm.set', { path: ['sys', 'defeated'], value: ['villains'] });
    run(t, 'gm.set', { path: ['figures', 'b', 'status', 'wound'], value: 'light' });
    // The villains' defeat has ended the fight (no combat.end to send: it would be refused).
    expect(t.state.phase).toBe('ended');
    const after = legal(t);
    expect(after.map((a) => a.type)).toEqual(['gg.feign-death', 'gg.recover-wound']);
    for (const a of after) expect(run(t, a.type, a.args, [9]).ok).toBe(true);
  });

  it('[GG-MOD-23] [GG-ADV-46] [GG-MOD-34] a Flexible ability offers its other options; a Super Form its change; a lost Item its roll', () => {
    const gun = line('damage', 3, { key: 'gun', types: ['energy'], modifiers: [mod('ranged'), mod('distant'), mod('flexible-range')] });
    const t = ggTable([
      { id: 'a', side: 'villains', sheet: hero([gun], [], [{ id: 'super-form', frequency: 'rare', severity: 'minor' }]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'heroes', sheet: hero([]), at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [9, 1]);
    // Minor: the higher-Level half of its own abilities is gone out of form (here the gun, its only one).
    expect(legal(t).filter((a) => a.type === 'gg.flex')).toEqual([]);
    const change = legal(t).find((a) => a.type === 'gg.super-form')!;
    expect(run(t, change.type, change.args).ok).toBe(true);
    const switches = legal(t).filter((a) => a.type === 'gg.flex');
    expect(switches.map((a) => a.args)).toEqual([{ figure: 'a', ability: 'gun', choice: { range: 'distant' } }]);
    expect(run(t, switches[0]!.type, switches[0]!.args).ok).toBe(true);
    run(t, 'gm.set', { path: ['sys', 'defeated'], value: ['villains'] });
    expect(t.state.phase).toBe('ended');
    expect(legal(t).filter((a) => a.type === 'gg.regain-item')).toEqual([]);
  });
});

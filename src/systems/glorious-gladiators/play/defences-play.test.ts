import { describe, expect, it } from 'vitest';
import { attackAbility } from './attack.ts';
import { protectionAgainst, toHitFor } from './attack-rules.ts';
import { hero, line, minion, mod, state } from './ability-testing.ts';
import { ggTable, run, status } from './testing.ts';
import { activeSpeed } from './speed.ts';
import { reflects } from './ability-reactions.ts';
import { profile } from './model.ts';
import type { GgSheet } from '../sheet.ts';

// The passive defences as the to-hit and result rolls meet them (GG-ATK-01..03, GG-ATK-07).

function pair(a: GgSheet, b: GgSheet, at = { q: 3, r: 0 }) {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: a, at: { q: 0, r: 0 } },
    { id: 'b', side: 'two', sheet: b, at },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 5]);
  return t;
}

const toHit = (a: GgSheet, b: GgSheet, key: string) => {
  const t = pair(a, b);
  return toHitFor(state(t), 'a', attackAbility(state(t), 'a', key)!, 'b');
};
const bolt = (...mods: string[]) => line('damage', 2, { key: 'bolt', types: ['energy'], modifiers: [mod('ranged'), ...mods.map((m) => mod(m))] });

describe('glorious gladiators: passive defences in play', () => {
  it('[GG-ABL-26] [GG-ABL-02] [GG-PLAY-07] Evasion is Dodge against Direct attacks, Accuracy the To Hit: Accuracy 1 vs Evasion 3 needs 7+', () => {
    const th = toHit(hero('Gunner', [bolt(), line('accuracy', 1)]), hero('Dodger', [line('evasion', 3)]), 'bolt');
    expect({ level: th.level, defence: th.defence }).toEqual({ level: 1, defence: 3 });
  });

  it('[GG-ABL-10] [GG-ABL-53] [GG-PLAY-07] Confusion meets Seeking attacks and Prediction Indirect ones; Evasion meets neither', () => {
    const b = hero('Elusive', [line('evasion', 4), line('confusion', 2), line('prediction', 3)]);
    expect(toHit(hero('S', [bolt('seeking')]), b, 'bolt').defence).toBe(2);
    expect(toHit(hero('I', [bolt('indirect')]), b, 'bolt').defence).toBe(3);
  });

  it('[GG-ABL-29] [GG-ABL-24] Force Field at half against Energy, Energy Defence at full; Force Field full against a Solid Hinder', () => {
    const t = pair(hero('Zapper', [bolt(), line('hinder', 2, { key: 'glue', types: ['solid'], modifiers: [mod('ranged')] })]), hero('Shielded', [line('force-field', 3)]));
    expect(protectionAgainst(state(t), 'b', attackAbility(state(t), 'a', 'bolt')!)).toBe(2);
    expect(protectionAgainst(state(t), 'b', attackAbility(state(t), 'a', 'glue')!)).toBe(3);
    const u = pair(hero('Zapper', [bolt()]), hero('Insulated', [line('energy-defence', 3)]));
    expect(protectionAgainst(state(u), 'b', attackAbility(state(u), 'a', 'bolt')!)).toBe(3);
  });

  it('[GG-ABL-13] [GG-ABL-56] [GG-ATK-07] a defence bought against a Source meets that Source\'s attacks whatever their Type, and no other Source\'s', () => {
    const caster = (source: 'magical' | 'mutant') => hero('Caster', [line('damage', 3, { key: 'bolt', types: ['energy'], source, modifiers: [mod('ranged')] })]);
    const warded = hero('Warded', [
      line('damage-defence', 3, { coversSource: 'magical' }),
      line('reflection', 2, { key: 'mirror', coversSource: 'magical', options: { ability: 'damage' } }),
    ]);
    const magic = pair(caster('magical'), warded);
    const bolt = attackAbility(state(magic), 'a', 'bolt')!;
    expect(protectionAgainst(state(magic), 'b', bolt)).toBe(3);
    expect(reflects(profile(state(magic), 'b').abilities.find((x) => x.key === 'mirror')!, bolt)).toBe(true);
    const mutant = pair(caster('mutant'), warded);
    const other = attackAbility(state(mutant), 'a', 'bolt')!;
    expect(protectionAgainst(state(mutant), 'b', other)).toBe(0);
    expect(reflects(profile(state(mutant), 'b').abilities.find((x) => x.key === 'mirror')!, other)).toBe(false);
  });

  it('[GG-ABL-67] [GG-ABL-59] Toughness adds its Level to the hits; Speed gives a follow-up per Level', () => {
    const speed = line('speed', 3, { modifiers: [mod('persistent', { variant: 'personal' })] });
    const t = pair(hero('Plain', []), hero('Tough', [line('toughness', 2), speed]));
    expect(status(t, 'b').maxHits).toBe(5);
    // One follow-up per Level of an active Speed (a Persistent one is always up, GG-PLAY-147).
    expect(activeSpeed(state(t), 'b')).toBe(3);
  });

  it('[GG-ABL-67] [GG-DMG-01] [GG-DMG-02] [GG-PLAY-251] a minor character\'s Toughness takes hits for it too: 1 + its Level, ½ of that on reactivation', () => {
    // Seed L161 "Toughness takes hits for the target before they do"; L674 "1 hit like a minor character unless
    // they have Toughness which adds to this".
    const t = pair(hero('Plain', []), minion('Tough Thug', [line('toughness', 2)]));
    expect(status(t, 'b')).toMatchObject({ hits: 3, maxHits: 3 });
    // Put out of action, it reactivates on a 6 with ½ of its 3 hits, rounded up.
    run(t, 'gm.set', { path: ['figures', 'b', 'status', 'out'], value: true });
    run(t, 'gg.end-turn', { figure: 'a' }, [6]);
    expect(status(t, 'b')).toMatchObject({ out: false, hits: 2 });
    const plain = pair(hero('Plain', []), minion('Thug', []));
    expect(status(plain, 'b')).toMatchObject({ hits: 1, maxHits: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { line, mod, sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { gloriousGladiators } from '../system.ts';
import type { S } from './model.ts';
import { data, events, ggTable, GM, refusal, run, status, tryRun } from './testing.ts';

// Whom a Lethal ability may be used on (GG-MOD-38, seed L229; ruling GG-PLAY-88), through real
// commands with scripted dice: the variant, the facts the GM sets on a target, and the Lethal
// attacks play records for Lawful.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const blade = (variant: string, level = 4) => line('damage', level, { key: 'blade', modifiers: [mod('touch'), mod('lethal', { variant })] });

function duel(variant: string, foe: AbilityPick[] = []) {
  const t = ggTable([
    { id: 'hunter', side: 'heroes', sheet: hero([blade(variant)]), at: { q: 0, r: 0 } },
    { id: 'foe', side: 'villains', sheet: hero(foe), at: { q: 1, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}
const cut = { figure: 'hunter', ability: 'blade', target: 'foe' };
const facts = (t: ReturnType<typeof duel>, value: Record<string, boolean>) => run(t, 'gm.set', { path: ['figures', 'foe', 'status', 'lethalFacts'], value });

describe('glorious gladiators: whom a Lethal ability may be used on', () => {
  it('[GG-PLAY-88] [GG-MOD-38] Lethal Not Human is used only on a target the GM has set as not human, and takes it out Lethally', () => {
    const t = duel('not-human');
    expect(refusal(tryRun(t, 'gg.attack', cut))).toBe('GG_NOT_APPLICABLE GG-MOD-38');
    facts(t, { notHuman: true });
    run(t, 'gm.set', { path: ['figures', 'foe', 'status', 'hits'], value: 1 });
    const r = run(t, 'gg.attack', cut, [9, 5]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ out: true, lethal: true, reactivationPenalty: 2 });
    expect(status(t, 'foe').lethal).toBe(true);
  });

  it('[GG-PLAY-88] Lethal Non-Living needs a target set as not living; one that is only not human will not do', () => {
    const t = duel('non-living');
    facts(t, { notHuman: true });
    expect(refusal(tryRun(t, 'gg.attack', cut))).toBe('GG_NOT_APPLICABLE GG-MOD-38');
    facts(t, { nonLiving: true });
    expect(refusal(run(t, 'gg.attack', cut, [9, 5]))).toBeNull();
    // A non-living target is not human either.
    const u = duel('not-human');
    facts(u, { nonLiving: true });
    expect(refusal(run(u, 'gg.attack', cut, [9, 5]))).toBeNull();
  });

  it('[GG-PLAY-88] [GG-PLAY-78] Optional Not Human goes at anyone, but is Lethal only on a target that is not human; the offer follows', () => {
    const t = duel('optional-not-human');
    const offered = () => gloriousGladiators.legalActions(t.state as S, GM, { options: t.state.options as never, actor: GM })
      .filter((a) => a.type === 'gg.attack' && (a.args as { lethal?: boolean }).lethal === true);
    expect(offered()).toHaveLength(0);
    expect(refusal(tryRun(t, 'gg.attack', { ...cut, lethal: true }))).toBe('GG_NOT_APPLICABLE GG-MOD-38');
    facts(t, { notHuman: true });
    expect(offered()).toHaveLength(1);
    run(t, 'gm.set', { path: ['figures', 'foe', 'status', 'hits'], value: 1 });
    const r = run(t, 'gg.attack', { ...cut, lethal: true }, [9, 5]);
    expect(data(events(r, 'gg.hit')[0])).toMatchObject({ out: true, lethal: true });
  });

  it('[GG-PLAY-88] Lethal Lawful waits until the target has used a Lethal attack on the other side, which play records', () => {
    const t = duel('lawful', [blade('any', 2)]);
    expect(refusal(tryRun(t, 'gg.attack', cut))).toBe('GG_NOT_APPLICABLE GG-MOD-38');
    run(t, 'gg.end-turn', { figure: 'hunter' });
    // The foe's Lethal Any blade at the hunter, even a miss, makes it a fair target.
    const r = run(t, 'gg.attack', { figure: 'foe', ability: 'blade', target: 'hunter' }, [1, 4]);
    expect(events(r, 'gg.lethal-used')).toHaveLength(1);
    expect(status(t, 'foe').lethalFacts).toEqual({ usedLethal: true });
    run(t, 'gg.end-turn', { figure: 'foe' });
    expect(refusal(run(t, 'gg.attack', cut, [9, 5]))).toBeNull();
  });

  it('[GG-PLAY-88] with no Lawful Lethal at the table, a Lethal attack records nothing', () => {
    const t = duel('any', [blade('any', 2)]);
    run(t, 'gg.end-turn', { figure: 'hunter' });
    const r = run(t, 'gg.attack', { figure: 'foe', ability: 'blade', target: 'hunter' }, [1, 4]);
    expect(events(r, 'gg.lethal-used')).toHaveLength(0);
    expect(status(t, 'foe').lethalFacts).toBeUndefined();
  });
});

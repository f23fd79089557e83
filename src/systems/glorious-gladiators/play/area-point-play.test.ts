import { describe, expect, it } from 'vitest';
import { hasCondition, oddsOf } from '../../../kernel/index.ts';
import { BLUE_COMET } from '../templates/heroes.ts';
import { gloriousGladiators } from '../system.ts';
import type { GgSheet } from '../sheet.ts';
import { step } from './space.ts';
import { hero, line, mod } from './ability-testing.ts';
import { conditionOn } from './conditions.ts';
import type { S } from './model.ts';
import { current, data, events, ggTable, GM, refusal, run, sys, tryRun } from './testing.ts';

// An Area aimed at a hex, not a figure (GG-ATK-02 (a) "Target point", GG-SIT-04; rulings GG-PLAY-206..208).

/** Blue Comet (Accuracy 2 to hit a hex) with its Lightning Bolt made a Small Burst (radius 1), range 2-10. */
const burst: GgSheet = {
  ...BLUE_COMET, budget: 120,
  abilities: BLUE_COMET.abilities.map((a) => (a.key === 'lightning-bolt'
    ? { ...a, modifiers: [{ id: 'ranged', options: {} }, { id: 'area', options: { size: 'small', shapes: ['burst'] } }] } : a)),
};

/** The comet on 0,0 to act, two Ironclads 2 hexes apart on 4,0 and 6,0. */
function table(sheet: GgSheet = burst) {
  const t = ggTable([
    { id: 'comet', side: 'heroes', sheet, at: { q: 0, r: 0 } },
    { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 4, r: 0 } },
    { id: 'iron2', side: 'villains', template: 'ironclad', at: { q: 6, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1, 1]);
  expect(current(t)).toBe('comet');
  return t;
}
const at = (q: number, r: number) => ({ figure: 'comet', ability: 'lightning-bolt', at: { q, r } });
const struckAt = (r: Parameters<typeof events>[0]) => events(r, 'gg.hit-roll').concat(events(r, 'gg.missed')).map((e) => data(e).target);

describe('glorious gladiators: an Area aimed at a hex', () => {
  it('[GG-PLAY-206] [GG-ATK-02] a Burst aimed at the hex between two enemies catches both; aimed at one of them, only it', () => {
    // The hex: Accuracy 2 vs Dodge 0 needs 3; each Ironclad: the Burst's 2 vs Move 0 needs 3, then the result.
    const between = run(table(), 'gg.attack', at(5, 0), [5, 5, 5, 5, 5]);
    expect(events(between, 'gg.deviated')).toHaveLength(0);
    expect(events(between, 'gg.hit').map((e) => data(e).target)).toEqual(['iron', 'iron2']);
    const one = run(table(), 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, [5, 5, 5]);
    expect(events(one, 'gg.hit').map((e) => data(e).target)).toEqual(['iron']);
  });

  it('[GG-PLAY-206] the legal actions list the Area once a figure, marked as one that may be aimed at any hex instead', () => {
    const t = table();
    const attacks = gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options as never, actor: GM })
      .filter((a) => a.type === 'gg.attack');
    const bolts = attacks.filter((a) => (a.args as { ability: string }).ability === 'lightning-bolt');
    expect(bolts.map((a) => (a.args as { target: string }).target)).toEqual(['iron', 'iron2']);
    expect(bolts.every((a) => a.aim === 'hex' && a.means === 'Lightning Bolt')).toBe(true);
    expect(attacks.filter((a) => a.aim === 'hex')).toHaveLength(2);
  });

  it('[GG-PLAY-206] [GG-SIT-04] aimed at an empty hex: the action is spent and no one is attacked', () => {
    const t = table();
    const r = run(t, 'gg.attack', at(2, 3), [5]);
    expect(struckAt(r)).toEqual([undefined]);
    expect(data(events(r, 'gg.missed')[0])).toMatchObject({ figure: 'comet', point: { q: 2, r: 3 }, empty: true });
    expect(sys(t).actionsLeft).toBe(1);
    expect(sys(t).followUp).toBeNull();
  });

  it('[GG-PLAY-206] [GG-ATK-10] a miss moves the point 1 hex a point missed in a d6 direction, and the Burst lands there', () => {
    // Needs 3, rolls 1: missed by 2; direction 4 moves it 2 hexes that way from 5,0.
    const r = run(table(), 'gg.attack', at(5, 0), [1, 4, 5, 5]);
    const landed = step({ q: 5, r: 0 }, 3, 2);
    expect(data(events(r, 'gg.deviated')[0])).toMatchObject({ missedBy: 2, direction: 4, point: landed });
    expect(landed).toEqual({ q: 3, r: 0 });
    // Landed on 3,0: the Burst covers 4,0 (iron) but not 6,0.
    expect(events(r, 'gg.hit-roll').map((e) => data(e).target)).toEqual(['iron']);
  });

  it('[GG-PLAY-206] [GG-MOVE-02] [GG-SIT-03] refused beyond twice the range band, behind a wall, and for an ability that is no Area', () => {
    expect(refusal(tryRun(table(), 'gg.attack', at(21, 0)))).toBe('TARGET_OUT_OF_RANGE GG-MOVE-02');
    expect(refusal(tryRun(table(), 'gg.attack', at(20, 0), [10]))).toBeNull();
    const walled = table();
    run(walled, 'gg.wall', { hex: { q: 2, r: 0 }, material: 'interior-brick' });
    expect(refusal(tryRun(walled, 'gg.attack', at(5, 0)))).toBe('GG_NO_LINE_OF_SIGHT GG-SIT-03');
    expect(refusal(tryRun(table(BLUE_COMET), 'gg.attack', at(5, 0)))).toBe('GG_NOT_APPLICABLE GG-PLAY-206');
    // A target and a hex at once is no attack at all.
    expect(tryRun(table(), 'gg.attack', { ...at(5, 0), target: 'iron' }).ok).toBe(false);
  });

  it('[GG-PLAY-206] [GG-ATK-02] the exact odds of an Area aimed at a hex: the same as aimed at the figure on it, and between two it may hit both', () => {
    const t = table();
    const onHex = oddsOf(gloriousGladiators, t.state, { type: 'gg.attack', args: at(4, 0) }, GM);
    const onFigure = oddsOf(gloriousGladiators, t.state, { type: 'gg.attack', args: { figure: 'comet', ability: 'lightning-bolt', target: 'iron' } }, GM);
    if (!onHex.ok || !onFigure.ok) throw new Error('odds refused');
    const read = (o: typeof onHex) => o.outcomes.map((x) => `${JSON.stringify(x.outcome)} ${x.probability.toString()}`).sort();
    expect(read(onHex)).toEqual(read(onFigure));
    const between = oddsOf(gloriousGladiators, t.state, { type: 'gg.attack', args: at(5, 0) }, GM);
    if (!between.ok) throw new Error('odds refused');
    const two = between.outcomes.filter((x) => (x.outcome as { hits: number }).hits === 2);
    expect(two.length).toBeGreaterThan(0);
    expect(between.outcomes.some((x) => (x.outcome as { hit: boolean }).hit === false)).toBe(true);
    // Worded by the hits dealt in all: no one is named, as no one was aimed at.
    expect(between.outcomes.map((x) => x.label)).toEqual(expect.arrayContaining(['Hit: 2 hits dealt', 'Hit, but no one loses hits', 'No one is hit']));
  });

  it('[GG-PLAY-207] [GG-ATK-08] a result earns the follow-up against the first enemy it got one on; a follow-up names its target', () => {
    const t = table();
    // iron: no result (a 1); iron2: a result.
    run(t, 'gg.attack', at(5, 0), [5, 5, 1, 5, 5]);
    expect(sys(t).followUp).toMatchObject({ figure: 'comet', target: 'iron2', used: ['lightning-bolt'] });
    expect(refusal(tryRun(t, 'gg.attack', { figure: 'comet', ability: 'punch', at: { q: 6, r: 0 } }))).toBe('GG_NO_FOLLOW_UP GG-PLAY-207');
  });

  it('[GG-PLAY-208] [GG-SIT-04] a hidden character in the hex is attacked, and the refusals never tell who is there', () => {
    const t = table();
    run(t, 'gm.condition.add', { figure: 'iron2', condition: 'hidden' });
    const r = run(t, 'gg.attack', at(6, 0), [5, 5, 5]);
    expect(events(r, 'gg.hit').map((e) => data(e).target)).toEqual(['iron2']);
    expect(hasCondition(t.state.figures['iron2']!, 'hidden')).toBe(true);
    // The same hex out of sight is refused for the wall, as an empty hex is.
    const walled = table();
    run(walled, 'gm.condition.add', { figure: 'iron2', condition: 'hidden' });
    run(walled, 'gg.wall', { hex: { q: 1, r: 0 }, material: 'interior-brick' });
    expect(refusal(tryRun(walled, 'gg.attack', at(6, 0)))).toBe('GG_NO_LINE_OF_SIGHT GG-SIT-03');
    expect(refusal(tryRun(walled, 'gg.attack', at(6, 1)))).toBe('GG_NO_LINE_OF_SIGHT GG-SIT-03');
  });

  it('[GG-PLAY-206] [GG-ABL-27] a Fear Burst aimed at a hex: those it frightens flee from where it landed', () => {
    const dread = hero('Dread', [line('fear', 2, { modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['burst'] })] })]);
    const t = ggTable([
      { id: 'a', side: 'one', sheet: dread, at: { q: 0, r: 0 } },
      { id: 'b', side: 'two', sheet: hero('Plain', []), at: { q: 4, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    // The hex 5+, the Burst's 2 vs Move 0: 3+, Fear 2 vs Willpower 0: 3+.
    run(t, 'gg.attack', { figure: 'a', ability: 'fear', at: { q: 5, r: 0 } }, [5, 5, 5]);
    expect((conditionOn(t.state as S, 'b', 'afraid')?.data as { origin?: unknown } | undefined)?.origin).toEqual({ q: 5, r: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { hero, line, minion, mod } from './ability-testing.ts';
import { ggLegalActions } from './legal.ts';
import { ggOptions, profile, type S } from './model.ts';
import { fragmented, insubstantial, takes } from './forms-testing.ts';
import { current, ggTable, GM, run } from './testing.ts';

// Ruling GG-PLAY-217: the forms' limits on a Personal use. Fragmentation "cannot use any abilities
// which are Solid" (GG-ABL-32), whatever they are aimed at; Insubstantial "can't use Attacks of the
// same Type" (GG-ABL-42), an Attack being a use on others (a Personal Suppress is one on the abilities
// in its Area). Play asked them of attacks and of uses on others (GG-PLAY-210) but never of a Personal
// use: a fragmented figure switched on its Solid Regeneration and summoned with a Solid Summon.

const SHIFTER = hero('Shifter', [
  line('fragmentation', 2),
  line('insubstantial', 2, { types: ['physical'] }),
  line('regeneration', 2),
  line('summon', 4, { types: ['solid'] }),
  line('suppress', 2, { types: ['physical'], modifiers: [mod('area', { size: 'small', shapes: ['burst'] })], options: { scope: 'named', abilities: ['movement'] } }),
  line('luck', 2),
  line('speed', 4, { modifiers: [mod('focus')] }),
]);
const IMP = minion('Imp', [line('damage', 1, { modifiers: [mod('touch')] })]);

/** The Shifter (u) on its turn at 0,0, a foe 5 hexes off. */
function table(): S {
  const t = ggTable([
    { id: 'u', side: 'one', sheet: SHIFTER, at: { q: 0, r: 0 } },
    { id: 'e', side: 'two', sheet: hero('Foe', []), at: { q: 5, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  expect(current(t)).toBe('u');
  return t.state as S;
}

const offered = (s: S, type: string) => ggLegalActions(s as never, GM, ggOptions({})).filter((a) => a.type === type);
const switchOn = (s: S) => offered(s, 'gg.activate').map((a) => (a.args as { ability: string }).ability);

describe('glorious gladiators: the forms and Personal uses (GG-PLAY-217)', () => {
  it('[GG-PLAY-217] [GG-ABL-32] [GG-ABL-57] fragmented: no Solid Regeneration switched on, nor offered; Luck (Psychic) still is', () => {
    expect(profile(table(), 'u').abilities.find((a) => a.key === 'regeneration')).toMatchObject({ range: null, types: ['solid'] });
    expect(takes(table(), 'gg.activate', { ability: 'regeneration' })).toBe('ok');
    expect(takes(fragmented(table()), 'gg.activate', { ability: 'regeneration' })).toBe('GG_CANNOT_USE GG-ABL-32');
    expect(switchOn(fragmented(table()))).not.toContain('regeneration');
    expect(switchOn(fragmented(table()))).toContain('luck');
  });

  it('[GG-PLAY-217] [GG-ABL-32] [GG-ABL-62] fragmented: no minion from a Personal Solid Summon', () => {
    const args = { ability: 'summon', at: [{ q: 1, r: 0 }], sheet: IMP as never };
    expect(takes(table(), 'gg.summon', args)).toBe('ok');
    expect(takes(fragmented(table()), 'gg.summon', args)).toBe('GG_CANNOT_USE GG-ABL-32');
  });

  it('[GG-PLAY-217] [GG-ABL-42] [GG-ABL-64] insubstantial (Physical): no Personal Suppress of its Type (an Attack on the abilities in it); fragmented may', () => {
    const args = { ability: 'suppress', at: { q: 0, r: 0 } };
    expect(takes(table(), 'gg.suppress', args)).toBe('ok');
    expect(takes(insubstantial(table()), 'gg.suppress', args)).toBe('GG_CANNOT_USE GG-ABL-42');
    expect(takes(fragmented(table()), 'gg.suppress', args)).toBe('ok');
  });

  it('[GG-PLAY-217] [GG-ABL-69] trapped: no Speed in a Focus switched on (an action that requires a Focus), nor offered', () => {
    const trapped = (st: S): S => {
      const fig = st.figures['u']!;
      const c = { id: 'trapped', ruleId: 'GG-ACT-01', data: { from: 'e', ability: 'x', level: 2 } };
      return { ...st, figures: { ...st.figures, u: { ...fig, conditions: [...fig.conditions, c] } } };
    };
    expect(profile(table(), 'u').abilities.find((a) => a.key === 'speed')).toMatchObject({ range: null, focus: true });
    expect(takes(table(), 'gg.activate', { ability: 'speed' })).toBe('ok');
    expect(takes(trapped(table()), 'gg.activate', { ability: 'speed' })).toBe('GG_CANNOT_USE GG-ABL-69');
    expect(switchOn(trapped(table()))).not.toContain('speed');
  });

  it('[GG-PLAY-217] [GG-ABL-42] insubstantial: what is no Attack stays usable, Solid or of its Type (Regeneration on, a Solid Summon)', () => {
    expect(takes(insubstantial(table()), 'gg.activate', { ability: 'regeneration' })).toBe('ok');
    expect(takes(insubstantial(table()), 'gg.summon', { ability: 'summon', at: [{ q: 1, r: 0 }], sheet: IMP as never })).toBe('ok');
  });
});

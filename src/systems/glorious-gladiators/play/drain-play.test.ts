import { describe, expect, it } from 'vitest';
import { hero, line, mod } from './ability-testing.ts';
import { current, events, ggTable, run, status } from './testing.ts';
import type { GgSheet, OptionValue } from '../sheet.ts';

// Drain (GG-ABL-22, seed L93): "Targets either a named ability, an ability containing the word
// Defence, an ability that does not contain the word Defence or an ability with a particular Source
// or an ability with a particular Type or Subtype. The target ability has its level reduced by 1 and
// 1 per Boost."

const drainer = (options: Record<string, OptionValue>) =>
  hero('Leech', [line('drain', 2, { types: ['poison'], options, modifiers: [mod('ranged')] })]);

function drained(options: Record<string, OptionValue>, victim: GgSheet): Record<string, number> {
  const t = ggTable([
    { id: 'a', side: 'one', sheet: drainer(options), at: { q: 0, r: 0 } },
    { id: 'b', side: 'two', sheet: victim, at: { q: 3, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 5]);
  expect(current(t)).toBe('a');
  // To hit 5+ (Accuracy 0 vs Evade 0); Drain 2 vs no Drain Defence: 3+, a 3 is a success without Boosts.
  const r = run(t, 'gg.attack', { figure: 'a', ability: 'drain', target: 'b' }, [5, 3]);
  expect(events(r, 'dice.rolled')).toHaveLength(2);
  return status(t, 'b').drained;
}

const blaster = hero('Blaster', [
  line('damage', 3, { key: 'fist', types: ['solid'], modifiers: [mod('touch'), mod('melee')] }),
  line('damage', 2, { key: 'beam', types: ['heat'], modifiers: [mod('ranged')] }),
  line('damage-defence', 2, { types: ['solid'] }),
]);

describe('glorious gladiators: what a Drain takes Levels from', () => {
  it('[GG-ABL-22] [GG-PLAY-11] a Drain named "Vision" (the SWAT gas grenades, seed L781) drains the Detection that gives sight, not an attack', () => {
    expect(drained({ drains: 'named', target: 'Vision' }, blaster)).toEqual({ 'normal-senses': 1 });
  });

  it('[GG-ABL-22] [GG-PLAY-11] a Drain of a Type drains an ability of that Type (an Energy subtype counts as Energy), not the strongest attack', () => {
    expect(drained({ drains: 'type', target: 'energy' }, blaster)).toEqual({ beam: 1 });
  });

  it('[GG-ABL-22] [GG-PLAY-11] a Drain of "Defence" abilities drains one with Defence in its name', () => {
    expect(drained({ drains: 'defence', target: 'any' }, blaster)).toEqual({ 'damage-defence': 1 });
  });

  it('[GG-ABL-22] [GG-PLAY-11] a Drain named for an ability the target lacks drains nothing', () => {
    expect(drained({ drains: 'named', target: 'Telekinesis' }, blaster)).toEqual({});
  });

  it('[GG-ABL-22] [GG-PLAY-11] a Drain of a Source reaches only that Source\'s abilities: the strongest attack among them', () => {
    expect(drained({ drains: 'source', target: 'standard' }, blaster)).toEqual({ 'punch-kick': 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { line, mod, price } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { GG_CATALOG } from './catalog.ts';
import type { EffectKind } from './effects.ts';

const area = (size: string, shape: string) => mod('area', { size, shapes: [shape] });

/**
 * Every ability (seed L63-168): its Level Limit, a build priced by hand from the seed's cost
 * column (levels by GG-CHAR-04 + base + options + modifiers), and the kinds of its play effects.
 */
const ROWS: readonly [string, string, number, AbilityPick, number, EffectKind[]][] = [
  // Absorption: 3 Types absorbed = 1 + 2 per Type beyond two; 2 target abilities = +3; L2 = 2.
  ['GG-ABL-01', 'absorption', 5, line('absorption', 2, { options: { absorbs: ['heat', 'cold', 'solid'], into: ['blast', 'armour'] } }), 8, ['special']],
  ['GG-ABL-02', 'accuracy', 3, line('accuracy', 4, { options: { sniper: true } }), 3 + 2 + 1 + 1, ['to-hit', 'roll-rule']],
  // Animal Form: 1 + 2 extra forms, Not Personal +2 (Touch 2).
  ['GG-ABL-03', 'animal-form', 3, line('animal-form', 1, { options: { 'extra-forms': 2 }, modifiers: [mod('touch')] }), 1 + 1 + 2 + 2 + 2, ['condition', 'special']],
  ['GG-ABL-04', 'armour', 5, line('armour', 3), 3 + 2, ['protection']],
  ['GG-ABL-05', 'body-moulding', 3, line('body-moulding', 3), 3 + 3, ['special']],
  ['GG-ABL-06', 'change-appearance', 5, line('change-appearance', 2, { options: { 'form': 'versatile', 'extra-detection': 1 } }), 2 + 2 + 1, ['condition', 'special']],
  // Change Environment: 2, negated +4, 3 environments (+1 each past the first), 1 combined +2.
  ['GG-ABL-07', 'change-environment', 5, line('change-environment', 3, {
    options: { negated: true, environments: ['cold', 'heat', 'fog-smoke'], combined: 1 },
  }), 3 + 2 + 4 + 2 + 2, ['special']],
  ['GG-ABL-08', 'charm', 3, line('charm', 2, { modifiers: [mod('ranged')] }), 2 + 1 + 3, ['condition', 'special']],
  ['GG-ABL-09', 'concealment', 5, line('concealment', 2, { options: { against: ['vision', 'hearing'] } }), 2 + 3, ['concealment']],
  ['GG-ABL-10', 'confusion', 5, line('confusion', 3), 3 - 1, ['dodge']],
  ['GG-ABL-11', 'copy-power', 5, line('copy-power', 2, { options: { 'extra-abilities': 1 }, modifiers: [mod('touch')] }), 2 + 3 + 4 + 2, ['special']],
  ['GG-ABL-12', 'counter', 7, line('counter', 3, { types: ['energy', 'physical'], options: { overwatch: true }, modifiers: [mod('touch')] }), 3 + 5 + 5 + 2, ['special']],
  ['GG-ABL-13', 'damage-defence', 5, line('damage-defence', 3, { types: ['solid', 'energy', 'physical'] }), 3 + 3, ['protection']],
  ['GG-ABL-14', 'damage', 4, line('damage', 3, { types: ['psychic'] }), 3 + 3, ['damage', 'protection']],
  ['GG-ABL-15', 'density-increase', 4, line('density-increase', 2), 2 + 3, ['protection', 'roll-bonus']],
  ['GG-ABL-16', 'detection', 4, line('detection', 2, { options: { kinds: ['radar', 'sonar', 'tracking-scent'] } }), 2 + 3, ['detection', 'protection']],
  ['GG-ABL-17', 'disarm', 5, line('disarm', 2, { modifiers: [mod('short')] }), 2 + 0 + 2, ['condition', 'special']],
  ['GG-ABL-18', 'disintegrate', 3, line('disintegrate', 2, { options: { individual: true }, modifiers: [mod('ranged')] }), 2 + 2 + 1 + 3, ['special']],
  ['GG-ABL-19', 'dismiss', 5, line('dismiss', 2, { types: ['energy', 'psychic'], modifiers: [mod('ranged')] }), 2 + 1 + 3, ['special']],
  ['GG-ABL-20', 'door', 3, line('door', 2, { modifiers: [mod('touch')] }), 2 + 0 + 2, ['special']],
  ['GG-ABL-21', 'drain-defence', 6, line('drain-defence', 2, { types: ['energy', 'physical', 'psychic'] }), 2 + 1, ['protection', 'roll-bonus']],
  ['GG-ABL-22', 'drain', 3, line('drain', 2, { options: { drains: 'named', target: 'Evasion' }, modifiers: [mod('ranged')] }), 2 - 1 + 3, ['drain']],
  // Duplication: Clone 7; Not Personal +5 with Touch 2; copying Toughness +6.
  ['GG-ABL-23', 'duplication', 10, line('duplication', 3, { options: { 'kind': 'clone', 'copy-toughness': true }, modifiers: [mod('touch')] }), 3 + 7 + 5 + 6 + 2, ['special']],
  ['GG-ABL-24', 'energy-defence', 5, line('energy-defence', 4), 4 + 2, ['protection']],
  ['GG-ABL-25', 'escape', 5, line('escape', 3), 3, ['roll-bonus']],
  ['GG-ABL-26', 'evasion', 4, line('evasion', 5), 4 + 2 + 1, ['dodge']],
  ['GG-ABL-27', 'fear', 4, line('fear', 2, { modifiers: [mod('close')] }), 2 + 0 + 2, ['condition', 'special']],
  ['GG-ABL-28', 'fighting-skill', 3, line('fighting-skill', 3), 3 + 2, ['dodge', 'to-hit']],
  ['GG-ABL-29', 'force-field', 5, line('force-field', 2), 2 + 5, ['protection', 'immunity']],
  ['GG-ABL-30', 'forced-move', 3, line('forced-move', 2, { options: { direction: 'up' }, modifiers: [mod('ranged')] }), 2 + 1 + 3, ['push']],
  ['GG-ABL-31', 'forced-move-defence', 6, line('forced-move-defence', 7), 6 + 2, ['protection']],
  ['GG-ABL-32', 'fragmentation', 3, line('fragmentation', 2), 2 + 5, ['condition', 'protection', 'movement', 'special']],
  ['GG-ABL-33', 'gate', 5, line('gate', 2), 2 + 1, ['special']],
  ['GG-ABL-34', 'general-defence', 5, line('general-defence', 2), 2 + 1, ['protection']],
  ['GG-ABL-35', 'giant', 4, line('giant', 2), 2 + 3, ['condition', 'roll-bonus', 'special']],
  ['GG-ABL-36', 'grab', 4, line('grab', 2, { modifiers: [mod('touch')] }), 2 + 1 + 2, ['condition', 'protection', 'special']],
  ['GG-ABL-37', 'heal', 3, line('heal', 2, { modifiers: [mod('touch')] }), 2 + 4 + 2, ['heal', 'roll-bonus']],
  ['GG-ABL-38', 'hinder', 3, line('hinder', 2, { modifiers: [mod('ranged')] }), 2 + 1 + 3, ['hinder']],
  ['GG-ABL-39', 'hindrance-defence', 6, line('hindrance-defence', 2, { types: ['solid', 'energy'] }), 2 + 1, ['protection', 'roll-bonus']],
  ['GG-ABL-40', 'illusion', 3, line('illusion', 2, { options: { kinds: ['vision', 'hearing'] } }), 2 + 4, ['special']],
  // Immortality includes Always On: listing it charges nothing; its Duration is the built-in Always On's (GG-BLD-25).
  ['GG-ABL-41', 'immortality', 5, line('immortality', 2, { modifiers: [mod('always-on')] }), 2 + 2, ['roll-bonus', 'special']],
  // Insubstantial: two Types 5; Solid + Persistent with an Attack usable while insubstantial +8, +4 per Type past Solid.
  ['GG-ABL-42', 'insubstantial', 3, line('insubstantial', 2, {
    types: ['solid', 'energy'], options: { 'attack-while-insubstantial': true }, modifiers: [mod('persistent', { variant: 'personal' })],
  }), 2 + 5 + 12 + 2, ['condition', 'immunity', 'special']],
  // Life Support: the dearest base (Air 0), +1 for each other type.
  ['GG-ABL-43', 'life-support', 5, line('life-support', 2, { options: { types: ['air', 'cold', 'vacuum'] } }), 2 + 2, ['immunity', 'protection', 'special']],
  ['GG-ABL-44', 'light', 4, line('light', 2, { types: ['heat'], modifiers: [area('small', 'burst')] }), 2 + 1, ['condition', 'dodge', 'special']],
  ['GG-ABL-45', 'luck', 2, line('luck', 3), 2 + 2 + 1, ['special']],
  ['GG-ABL-46', 'madness', 3, line('madness', 2, { modifiers: [mod('ranged')] }), 2 + 1 + 3, ['condition', 'special']],
  ['GG-ABL-47', 'mental-illusion', 3, line('mental-illusion', 2, { modifiers: [mod('ranged')] }), 2 + 2 + 3, ['special']],
  ['GG-ABL-48', 'mesmerise', 3, line('mesmerise', 2, { modifiers: [mod('ranged')] }), 2 + 2 + 3, ['condition', 'special']],
  ['GG-ABL-49', 'mind-control-attack', 1, line('mind-control-attack', 2, { modifiers: [mod('ranged')] }), 1 + 2 + 3 + 3, ['condition', 'special']],
  ['GG-ABL-50', 'movement', 5, line('movement', 2, { options: { 'classes': ['air', 'wallcrawl'], 'stand-off': true } }), 2 + 3 + 2 + 2, ['movement', 'dodge', 'special']],
  ['GG-ABL-51', 'possession', 1, line('possession', 2, { modifiers: [mod('touch')] }), 1 + 2 + 3 + 2, ['condition', 'special']],
  // Power Pool: an hour to shift 4, one extra set +1, Multiple 2 doubles the level cost.
  ['GG-ABL-52', 'power-pool', 12, line('power-pool', 6, { options: { 'shift': 'hour', 'extra-sets': 1, 'multiple': 2 } }), 12 + 4 + 1, ['special']],
  ['GG-ABL-53', 'prediction', 5, line('prediction', 3), 3 - 1, ['dodge']],
  ['GG-ABL-54', 'psychic-backlash', 5, line('psychic-backlash', 3), 3, ['special']],
  ['GG-ABL-55', 'radio', 6, line('radio', 4), 4 - 2, []],
  ['GG-ABL-56', 'reflection', 5, line('reflection', 3, { options: { 'ability': 'Damage', 'bullet-only': true } }), 3 + 2 - 2, ['special']],
  ['GG-ABL-57', 'regeneration', 6, line('regeneration', 2), 2 + 2, ['roll-bonus', 'special']],
  ['GG-ABL-58', 'repair', 5, line('repair', 2, { options: { scope: 'any' } }), 2 + 1, ['special']],
  ['GG-ABL-59', 'speed', 3, line('speed', 2), 2 + 1, ['initiative', 'extra-attacks']],
  ['GG-ABL-60', 'stretching', 5, line('stretching', 2), 2 + 5, ['protection', 'special']],
  ['GG-ABL-61', 'sting', 2, line('sting', 3, { modifiers: [mod('touch')] }), 2 + 2 + 2 + 2, ['condition', 'special']],
  ['GG-ABL-62', 'summon', 15, line('summon', 3, { options: { 'extra-per-action': 1, 'extra-pool': 2 } }), 3 + 3 + 2 + 4, ['special']],
  ['GG-ABL-63', 'super-strength', 4, line('super-strength', 2, { options: { unstoppable: true, slugger: true } }), 2 + 4 + 2 + 2, ['roll-bonus', 'roll-rule', 'special']],
  ['GG-ABL-64', 'suppress', 5, line('suppress', 2, { options: { scope: 'named', abilities: ['Vision', 'Radar'] }, modifiers: [area('small', 'burst')] }), 2 + 2, ['special']],
  ['GG-ABL-65', 'telekinesis', 3, line('telekinesis', 2, { modifiers: [mod('ranged')] }), 2 + 5 + 3, ['condition', 'special']],
  ['GG-ABL-66', 'telepathy', 3, line('telepathy', 2, { modifiers: [mod('ranged')] }), 2 + 1 + 3, ['condition', 'special']],
  ['GG-ABL-67', 'toughness', 3, line('toughness', 3), 3 + 2, ['hits']],
  ['GG-ABL-68', 'transform', 3, line('transform', 2, { options: { permanent: true }, modifiers: [mod('touch')] }), 2 + 3 + 2 + 2, ['condition', 'special']],
  ['GG-ABL-69', 'trap', 4, line('trap', 2, { options: { partial: true }, modifiers: [mod('ranged')] }), 2 + 3 + 3, ['condition', 'special']],
  // Wall: Physical Toughness 3 = 3 × 2, Dangerous +1, a Ranged Small Line.
  ['GG-ABL-70', 'wall', 5, line('wall', 2, {
    types: ['physical'], options: { toughness: 't3', dangerous: true }, modifiers: [area('small', 'line'), mod('ranged')],
  }), 2 + 6 + 1 + 3, ['special']],
  ['GG-ABL-71', 'willpower', 5, line('willpower', 3), 3 - 1, ['protection']],
];

describe('abilities catalog (GG-ABL-01..71)', () => {
  it.each(ROWS)('[%s] %s: Level Limit %i, priced by its cost rule, with its play effects', (ruleId, id, limit, pick, gp, kinds) => {
    const entry = GG_CATALOG.byRuleId(ruleId);
    expect(entry?.family).toBe('ability');
    expect(entry?.id).toBe(id);
    expect(GG_CATALOG.ability(id)?.levelLimit).toBe(limit);
    const a = price(pick);
    expect(a.issues).toEqual([]);
    expect(a.price.total).toBe(gp);
    expect([...new Set(GG_CATALOG.ability(id)!.effects.map((e) => e.kind))].sort()).toEqual([...kinds].sort());
  });

  it('covers all 71 abilities', () => {
    expect(new Set(ROWS.map((r) => r[0])).size).toBe(71);
  });
});

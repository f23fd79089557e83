import { describe, expect, it } from 'vitest';
import { line, mod, price } from '../builder/testing.ts';
import type { AbilityPick, ModifierPick } from '../sheet.ts';
import { GG_CATALOG } from './catalog.ts';

// Reference builds. BLAST: Damage (Solid) L3 Ranged = 3 + 3 = 6 GP (negatives up to −3 at ×1).
const blast = (...extra: ModifierPick[]) => line('damage', 3, { key: 'blast', modifiers: [mod('ranged'), ...extra] });
// BIG: Damage (Solid) L5 Ranged = 4 + 2 + 3 = 9 GP (negatives up to −4).
const big = (...extra: ModifierPick[]) => line('damage', 5, { key: 'big', modifiers: [mod('ranged'), ...extra] });
// ARMOUR: Armour L3 = 3 + 2 = 5 GP, Personal.
const armour = (...extra: ModifierPick[]) => line('armour', 3, { modifiers: extra });
const punch = (...extra: ModifierPick[]) => line('damage', 3, { modifiers: extra });

/**
 * Every modifier (seed L186-266): its category and its price on a reference build, worked out
 * by hand from the seed's cost column (negatives at ×1 here; GG-CHAR-07 is tested separately).
 */
const ROWS: readonly [string, string, string, AbilityPick, number][] = [
  ['GG-MOD-01', 'activation-roll', 'general', armour(mod('always-on'), mod('activation-roll', { roll: 'roll-5' })), 5 + 3 - 2],
  ['GG-MOD-02', 'adapts', 'general', blast(mod('adapts')), 6 + 4],
  ['GG-MOD-03', 'always-on', 'duration', armour(mod('always-on')), 5 + 3],
  ['GG-MOD-04', 'area', 'target', blast(mod('area', { size: 'medium', shapes: ['burst', 'line'], fast: true })), 6 + 2 + 2 + 2],
  ['GG-MOD-05', 'autofire', 'general', blast(mod('autofire', { attacks: 'two' })), 6 + 3],
  ['GG-MOD-06', 'backfire', 'general', blast(mod('backfire')), 6 - 2],
  ['GG-MOD-07', 'bullet', 'general', line('damage', 2, { modifiers: [mod('ranged'), mod('lethal', { variant: 'any' }), mod('bullet')] }), 2 + 3 + 3 - 1],
  ['GG-MOD-08', 'burnout', 'general', blast(mod('burnout')), 6 + 1],
  ['GG-MOD-09', 'cascade', 'general', blast(mod('cascade')), 6 + 4],
  ['GG-MOD-10', 'close', 'range', punch(mod('close')), 3 + 2],
  ['GG-MOD-11', 'complex', 'general', blast(mod('complex')), 6 - 2],
  // Concentration: half of Persistent Target (3), rounded down, taken off.
  ['GG-MOD-12', 'concentration', 'general', blast(mod('persistent', { variant: 'target' }), mod('concentration')), 6 + 3 - 1],
  ['GG-MOD-13', 'direct', 'target', blast(mod('direct')), 6],
  ['GG-MOD-14', 'disabling', 'general', big(mod('disabling')), 9 - 4],
  ['GG-MOD-15', 'distant', 'range', punch(mod('distant')), 3 + 5],
  ['GG-MOD-16', 'energy-defence', 'general', armour(mod('energy-defence', { subtypes: ['heat', 'cold'] })), 5 + 2],
  ['GG-MOD-17', 'energy-weakness', 'general', armour(mod('energy-weakness', { subtypes: ['heat'] })), 5 - 1],
  ['GG-MOD-18', 'exhausts', 'general', blast(mod('exhausts')), 6 - 2],
  ['GG-MOD-19', 'fades', 'general', blast(mod('persistent', { variant: 'target' }), mod('fades')), 6 + 3 - 1],
  // Flexible Ability: Prediction (−1) or Evasion (1), +4, levels at the lower Level Limit (4).
  ['GG-MOD-20', 'flexible-ability', 'flexible', line('prediction', 3, { modifiers: [mod('flexible-ability', { abilities: ['evasion'] })] }), 3 - 1 + 1 + 4],
  ['GG-MOD-21', 'flexible-duration', 'flexible', blast(mod('instant'), mod('persistent', { variant: 'target' }), mod('flexible-duration')), 6 + 0 + 3 + 1],
  // Flexible Level with Flexible Range Touch (2) and Distant (5): pay Touch only.
  ['GG-MOD-22', 'flexible-level', 'flexible', punch(mod('touch'), mod('distant'), mod('flexible-range'), mod('flexible-level')), 3 + 2 + 1 + 1],
  ['GG-MOD-23', 'flexible-range', 'flexible', punch(mod('touch'), mod('ranged'), mod('flexible-range')), 3 + 2 + 3 + 1],
  ['GG-MOD-24', 'flexible-target', 'flexible', blast(mod('direct'), mod('area', { size: 'small', shapes: ['burst'] }), mod('flexible-target')), 6 + 2],
  // Flexible Type: Heat 2 + Solid 0, +2 for the extra Type.
  ['GG-MOD-25', 'flexible-type', 'flexible', line('damage', 3, { types: ['heat', 'solid'], modifiers: [mod('ranged'), mod('flexible-type')] }), 3 + 2 + 3 + 2],
  ['GG-MOD-26', 'focus', 'general', blast(mod('focus')), 6 - 2],
  ['GG-MOD-27', 'gas', 'general', line('damage', 3, { types: ['poison'], modifiers: [mod('ranged'), mod('gas')] }), 3 + 2 + 3 - 1],
  ['GG-MOD-28', 'hard-reactivation', 'general', blast(mod('hard-reactivation')), 6 + 1],
  ['GG-MOD-29', 'hardened', 'general', armour(mod('hardened')), 5 + 2],
  ['GG-MOD-30', 'ignores-defence', 'general', blast(mod('ignores-defence')), 6 + 4],
  ['GG-MOD-31', 'ignores-walls', 'general', blast(mod('ignores-walls')), 6 + 2],
  ['GG-MOD-32', 'indirect', 'target', blast(mod('indirect', { precise: true })), 6 + 3 + 1],
  ['GG-MOD-33', 'instant', 'duration', blast(mod('instant')), 6],
  ['GG-MOD-34', 'item', 'general', blast(mod('item')), 6 - 1],
  ['GG-MOD-35', 'knockback', 'general', blast(mod('knockback')), 6 + 2],
  ['GG-MOD-36', 'knockdown', 'general', blast(mod('knockdown')), 6 + 2],
  ['GG-MOD-37', 'large', 'general', blast(mod('large')), 6 - 3],
  ['GG-MOD-38', 'lethal', 'general', blast(mod('lethal', { variant: 'lawful' })), 6 + 1],
  ['GG-MOD-39', 'limited', 'general', blast(mod('limited', { share: '50' })), 6 - 2],
  ['GG-MOD-40', 'limited-ammo', 'general', blast(mod('limited-ammo', { uses: 'three' })), 6 - 3],
  ['GG-MOD-41', 'linked-ability', 'general', blast(mod('linked-ability', { with: ['stun-gas', 'net'] })), 6 + 2 + 2],
  ['GG-MOD-42', 'long-range', 'range', punch(mod('long-range')), 3 + 4],
  ['GG-MOD-43', 'melee', 'general', punch(mod('touch'), mod('melee')), 3 + 2],
  ['GG-MOD-44', 'mount', 'general', line('movement', 2, { options: { classes: ['air'] }, modifiers: [mod('mount', { kind: 'returns' })] }), 2 + 3 - 1],
  // Persistent Target 3, two extra instances +2, Unlimited +4.
  ['GG-MOD-45', 'persistent', 'duration', blast(mod('persistent', { 'variant': 'target', 'extra-instances': 2, 'unlimited': true })), 6 + 3 + 2 + 4],
  ['GG-MOD-46', 'personal', 'range', armour(mod('personal')), 5],
  ['GG-MOD-47', 'personal-immunity', 'general', blast(mod('personal-immunity')), 6 + 1],
  ['GG-MOD-48', 'piercing', 'general', blast(mod('piercing')), 6 + 2],
  ['GG-MOD-49', 'quick', 'general', blast(mod('quick')), 6 + 4],
  ['GG-MOD-50', 'ranged', 'range', punch(mod('ranged')), 3 + 3],
  ['GG-MOD-51', 'recoil', 'general', blast(mod('recoil')), 6 + 1],
  ['GG-MOD-52', 'reliable', 'general', blast(mod('reliable')), 6 + 3],
  ['GG-MOD-53', 'rending', 'general', blast(mod('rending')), 6 + 2],
  ['GG-MOD-54', 'riposte', 'general', blast(mod('riposte')), 6 + 2],
  ['GG-MOD-55', 'seeking', 'target', blast(mod('seeking', { homing: 2 })), 6 + 3 + 2],
  ['GG-MOD-56', 'shield', 'target', punch(mod('touch'), mod('shield')), 3 + 2 + 4],
  ['GG-MOD-57', 'short', 'range', punch(mod('short')), 3 + 1],
  ['GG-MOD-58', 'shots', 'general', blast(mod('shots')), 6 - 2],
  ['GG-MOD-59', 'slow', 'general', blast(mod('slow')), 6 - 2],
  ['GG-MOD-60', 'stun', 'general', blast(mod('stun')), 6 + 3],
  ['GG-MOD-61', 'touch', 'range', punch(mod('touch')), 3 + 2],
  ['GG-MOD-62', 'uncontrollable', 'general', armour(mod('uncontrollable')), 5 - 2],
  ['GG-MOD-63', 'undetectable-effect', 'general', blast(mod('undetectable-effect', { senses: ['vision', 'radar'] })), 6 + 3 + 1],
  ['GG-MOD-64', 'unpredictable-targeting', 'general', blast(mod('unpredictable-targeting')), 6 - 1],
  ['GG-MOD-65', 'unreliable', 'general', blast(mod('unreliable')), 6 - 2],
  ['GG-MOD-66', 'variable', 'general', blast(mod('variable')), 6 - 1],
  // Versatile: 2 for one follow-up, +1 for the next.
  ['GG-MOD-67', 'versatile', 'general', blast(mod('versatile', { 'follow-ups': 2 })), 6 + 3],
  ['GG-MOD-68', 'weakens', 'general', blast(mod('weakens')), 6 - 2],
  ['GG-MOD-69', 'works-on-insubstantial', 'general', blast(mod('works-on-insubstantial')), 6 + 2],
];

describe('modifiers catalog (GG-MOD-01..69)', () => {
  it.each(ROWS)('[%s] %s (%s) prices as printed on a reference build', (ruleId, id, category, pick, gp) => {
    const entry = GG_CATALOG.byRuleId(ruleId);
    expect(entry?.family).toBe('modifier');
    expect(entry?.id).toBe(id);
    expect(GG_CATALOG.modifier(id)?.category).toBe(category);
    const a = price(pick);
    expect(a.issues).toEqual([]);
    expect(a.price.total).toBe(gp);
  });

  it('covers all 69 modifiers, each with its play effects', () => {
    expect(new Set(ROWS.map((r) => r[0])).size).toBe(69);
    for (const m of GG_CATALOG.modifiers) expect(m.effects.length, m.id).toBeGreaterThan(0);
  });
});

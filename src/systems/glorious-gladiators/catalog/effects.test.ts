import { describe, expect, it } from 'vitest';
import { buildFacts } from '../builder/facts.ts';
import { line, mod } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { GG_CATALOG } from './catalog.ts';
import type { Effect } from './effects.ts';
import { holds } from './predicate.ts';

// The play effects the catalog hands to the play layer, checked record by record against the
// core rules they plug into.

const effectsOf = (family: 'ability' | 'modifier' | 'trait', id: string): readonly Effect[] => {
  const e = family === 'ability' ? GG_CATALOG.ability(id) : family === 'modifier' ? GG_CATALOG.modifier(id) : GG_CATALOG.trait(id);
  if (!e) throw new Error(`no ${family} ${id}`);
  return e.effects;
};
const ofKind = <K extends Effect['kind']>(effects: readonly Effect[], kind: K) => effects.filter((e): e is Extract<Effect, { kind: K }> => e.kind === kind);
/** The effects that are active for this build (their `when` holds). */
const activeEffects = (pick: AbilityPick) => {
  const entry = GG_CATALOG.ability(pick.ability)!;
  const facts = buildFacts(pick, entry, pick.options);
  return entry.effects.filter((e) => !e.when || holds(e.when, facts));
};
/** The effects of one of the build's modifiers that are active (their `when` reads the modifier's options). */
const activeModifierEffects = (pick: AbilityPick, id: string) => {
  const facts = buildFacts(pick, GG_CATALOG.ability(pick.ability), pick.modifiers.find((m) => m.id === id)!.options);
  return GG_CATALOG.modifier(id)!.effects.filter((e) => !e.when || holds(e.when, facts));
};

describe('ability effects in play', () => {
  it('[GG-ATK-01] Evasion is Dodge against Direct attacks and Accuracy adds To Hit with Direct and Area', () => {
    expect(effectsOf('ability', 'evasion')).toEqual([{ kind: 'dodge', against: 'direct', ruleId: 'GG-ATK-01' }]);
    expect(ofKind(effectsOf('ability', 'accuracy'), 'to-hit')[0]!.with).toEqual(['direct', 'area-hex']);
  });

  it('[GG-ABL-02] [GG-ATK-01] Sniper widens the minimum-Dodge step from 10 to 30 hexes only when taken', () => {
    const steps = (sniper: boolean) => ofKind(activeEffects(line('accuracy', 2, { options: { sniper } })), 'roll-rule').map((e) => e.value);
    expect(steps(true)).toEqual([30]);
    expect(steps(false)).toEqual([]);
  });

  it('[GG-ATK-03] Seeking faces Confusion and misses on 1-4; Indirect faces Prediction from 0, 1 better when Precise', () => {
    expect(effectsOf('ability', 'confusion')).toEqual([{ kind: 'dodge', against: 'seeking', ruleId: 'GG-ATK-03' }]);
    expect(effectsOf('ability', 'prediction')).toEqual([{ kind: 'dodge', against: 'indirect', ruleId: 'GG-ATK-03' }]);
    const seeking = effectsOf('modifier', 'seeking');
    expect(ofKind(seeking, 'targeting')[0]).toMatchObject({ method: 'seeking', toHitAgainst: 'confusion', baseToHit: 0 });
    expect(ofKind(seeking, 'roll-rule').map((e) => [e.rule, e.value])).toEqual([['bonus-per-point', { option: 'homing' }], ['auto-miss-at-or-below', 4]]);
    const indirect = effectsOf('modifier', 'indirect');
    expect(ofKind(indirect, 'targeting')[0]).toMatchObject({ method: 'indirect', toHitAgainst: 'prediction', baseToHit: 0 });
    expect(ofKind(indirect, 'roll-bonus')[0]).toMatchObject({ roll: 'to-hit', amount: 1, when: { option: { id: 'precise', is: true } } });
  });

  it('[GG-ATK-07] protections say at which Level they count: Armour full against Solid/Physical Damage, half against Energy', () => {
    const armour = ofKind(effectsOf('ability', 'armour'), 'protection');
    expect(armour.map((p) => [p.against.abilities ?? 'any', p.against.types ?? 'any', p.scale])).toEqual([
      [['damage'], ['solid', 'physical'], 'full'], [['sting'], 'any', 'full'], [['damage', 'disintegrate'], ['energy'], 'half'],
      ['any', ['poison'], 'half'], [['disintegrate'], ['physical'], 'full'],
    ]);
    expect(ofKind(effectsOf('ability', 'force-field'), 'protection').map((p) => p.scale)).toEqual(['full', 'half', 'full']);
    expect(ofKind(effectsOf('ability', 'general-defence'), 'protection')[0]!.against.types).toBe('covered');
  });

  it('[GG-ATK-04] Sting and Trap give attackers a Bonus through their conditions; Hinder puts Hindrance points', () => {
    expect(ofKind(effectsOf('ability', 'sting'), 'condition')[0]).toMatchObject({ condition: 'stung', ruleId: 'GG-ATK-04' });
    expect(ofKind(effectsOf('ability', 'trap'), 'condition')[0]).toMatchObject({ condition: 'trapped', ruleId: 'GG-ATK-04' });
    expect(effectsOf('ability', 'hinder')).toEqual([{ kind: 'hinder', points: 1, perBoost: 1, ruleId: 'GG-ATK-04' }]);
  });

  it('[GG-ATK-09] a Focus can be disarmed, is lost on defeat and comes back on 6+', () => {
    expect(effectsOf('modifier', 'focus')).toEqual([{ kind: 'equipment', form: 'focus', disarmable: true, lostOnDefeat: true, regainOn: 6, ruleId: 'GG-ATK-09' }]);
    expect(ofKind(effectsOf('modifier', 'large'), 'equipment')[0]).toMatchObject({ form: 'large', disarmable: false });
  });

  it('[GG-DMG-01] Toughness raises the hits a character can take by its Level', () => {
    expect(effectsOf('ability', 'toughness')).toEqual([{ kind: 'hits', add: 'level', ruleId: 'GG-DMG-01' }]);
  });

  it('[GG-DMG-05] Lethal removes the wound roll\'s −5; Regeneration removes the wound roll; Heal and Immortality help recovery', () => {
    expect(ofKind(effectsOf('modifier', 'lethal'), 'lethal').every((e) => e.ruleId === 'GG-DMG-05')).toBe(true);
    expect(ofKind(effectsOf('ability', 'regeneration'), 'special')[0]).toMatchObject({ handler: 'regeneration', ruleId: 'GG-DMG-05' });
    expect(ofKind(effectsOf('ability', 'heal'), 'roll-bonus')[0]).toMatchObject({ roll: 'wound-recovery', amount: 'level', ruleId: 'GG-DMG-05' });
  });

  it('[GG-DICE-05] Lethal puts a Penalty (−2 to the chance) on reactivating; Hard Reactivation −1', () => {
    expect(ofKind(effectsOf('modifier', 'lethal'), 'roll-bonus')[0]).toMatchObject({ roll: 'reactivation', amount: -2, subject: 'target' });
    expect(effectsOf('modifier', 'hard-reactivation')).toEqual([{ kind: 'roll-bonus', roll: 'reactivation', amount: -1, subject: 'target', ruleId: 'GG-DMG-02' }]);
  });

  it('[GG-ABL-38] [GG-MOD-38] Lethal\'s variant decides when it may be used', () => {
    const lethal = (variant: string) => ofKind(activeModifierEffects(line('damage', 3, { modifiers: [mod('lethal', { variant })] }), 'lethal'), 'lethal')
      .map((e) => [e.usableOn, e.optional]);
    expect(ofKind(effectsOf('modifier', 'lethal'), 'lethal')).toHaveLength(6);
    expect(lethal('optional-lawful')).toEqual([['lawful', true]]);
    expect(lethal('any')).toEqual([['any', false]]);
    expect(lethal('non-living')).toEqual([['non-living', false]]);
  });

  it('[GG-INIT-01] Speed sets initiative and gives a follow-up per Level (GG-ATK-08)', () => {
    expect(effectsOf('ability', 'speed')).toEqual([
      { kind: 'initiative', add: 'level', ruleId: 'GG-INIT-01' }, { kind: 'extra-attacks', mode: 'follow-up', count: 'level', ruleId: 'GG-ATK-08' },
    ]);
  });

  it('[GG-MOVE-01] each movement class carries its hexes per Level and its modifier against Areas', () => {
    const moves = (classes: string[]) => ofKind(activeEffects(line('movement', 2, { options: { classes } })), 'movement')
      .map((m) => [m.mode, m.hexesPerLevel, m.areaModifier]);
    expect(moves(['air'])).toEqual([['air', 3, null]]);
    expect(moves(['ground', 'leap', 'teleport', 'underground', 'underwater', 'wallcrawl', 'water'])).toEqual([
      ['ground', 3, 2], ['leap', 3, 2], ['teleport', 3, null], ['underground', 2, 2], ['underwater', 2, 2], ['wallcrawl', 2, 2], ['water', 3, null],
    ]);
    expect(ofKind(effectsOf('ability', 'movement'), 'dodge')[0]).toMatchObject({ against: 'area', ruleId: 'GG-ATK-02' });
  });

  it('[GG-MOVE-03] Forced Move pushes 4 hexes plus 4 per Boost, falling after an upward move', () => {
    expect(effectsOf('ability', 'forced-move')[0]).toMatchObject({ kind: 'push', push: 'forced-move', hexes: 4, perBoost: 4, ruleId: 'GG-MOVE-03' });
    expect(effectsOf('modifier', 'knockback')[0]).toMatchObject({ push: 'knockback', hexes: 4, perBoost: 4, resistedBy: 'forced-move-defence' });
  });

  it('[GG-SIT-01] Disintegrate works on objects and walls by the terrain table', () => {
    expect(effectsOf('ability', 'disintegrate')).toEqual([{ kind: 'special', handler: 'disintegrate', ruleId: 'GG-SIT-01' }]);
  });

  it('[GG-ACT-01] Drain Defence helps recover drained Levels; Escape and Hindrance Defence help resist Hindrances; Slow and Stun change actions', () => {
    expect(ofKind(effectsOf('ability', 'drain-defence'), 'roll-bonus')[0]).toMatchObject({ roll: 'recover-drained', amount: 'level', ruleId: 'GG-ACT-01' });
    expect(ofKind(effectsOf('ability', 'escape'), 'roll-bonus').map((e) => e.roll)).toEqual(['resist-hindrance', 'escape-trap']);
    expect(ofKind(effectsOf('modifier', 'slow'), 'actions')[0]).toMatchObject({ rule: 'activation-takes', actions: 2 });
    expect(ofKind(effectsOf('modifier', 'stun'), 'actions')[0]).toMatchObject({ rule: 'target-limited-to', actions: 1 });
  });

  it('[GG-MOVE-02] range modifiers set the range bands: Touch 0-1, Short 1-2, Close 1-5, Ranged 2-10, Long 2-20, Distant 3+', () => {
    const band = (id: string) => ofKind(effectsOf('modifier', id), 'range-band').map((b) => [b.min, b.max])[0];
    expect(['touch', 'short', 'close', 'ranged', 'long-range', 'distant'].map(band)).toEqual([[0, 1], [1, 2], [1, 5], [2, 10], [2, 20], [3, null]]);
  });

  it('[GG-ATK-02] [GG-MOD-04] Area templates: bursts 3/5/10 across, lines 10/20/20×3, area attack values Burst 2, Line 4', () => {
    const shape = (size: string, shapes: string[]) => ofKind(activeModifierEffects(line('damage', 3, { modifiers: [mod('area', { size, shapes })] }), 'area'), 'area-shape')
      .map((a) => [a.shape, a.size, a.hexes, a.width ?? 1, a.attackValue]);
    expect(shape('large', ['burst', 'line'])).toEqual([['burst', 'large', 10, 1, 2], ['line', 'large', 20, 3, 4]]);
    expect(shape('small', ['cone'])).toEqual([['cone', 'small', 8.5, 1, 2]]);
  });

  it('[GG-INIT-03] Duration modifiers say how long an ability lasts: Instant, Always On, and the four Persistent variants', () => {
    expect(effectsOf('modifier', 'instant')).toEqual([{ kind: 'duration', mode: 'instant', ruleId: 'GG-INIT-03' }]);
    expect(effectsOf('modifier', 'always-on')).toEqual([{ kind: 'duration', mode: 'always-on', ruleId: 'GG-INIT-03' }]);
    const variant = (v: string) => ofKind(activeModifierEffects(line('damage', 3, { modifiers: [mod('ranged'), mod('persistent', { variant: v })] }), 'persistent'), 'duration');
    expect(['personal', 'barrier', 'target', 'sticky'].map((v) => variant(v).map((d) => d.variant))).toEqual([['personal'], ['barrier'], ['target'], ['sticky']]);
  });

  it('[GG-SIT-03] Walls are their own handler; a Bullet passes through walls without breaching them', () => {
    expect(effectsOf('ability', 'wall')).toEqual([{ kind: 'special', handler: 'wall', ruleId: 'GG-SIT-03' }]);
    expect(effectsOf('modifier', 'bullet')).toEqual([{ kind: 'defence-rule', rule: 'passes-walls-unbreached', ruleId: 'GG-SIT-03' }]);
  });

  it('[GG-SIT-04] Detection grants the kinds picked; Concealment works against the kinds picked; Undetectable Effect hides from them', () => {
    expect(ofKind(effectsOf('ability', 'detection'), 'detection')[0]).toMatchObject({ kinds: { option: 'kinds' }, ruleId: 'GG-SIT-04' });
    expect(effectsOf('ability', 'concealment')).toEqual([{ kind: 'concealment', against: { option: 'against' }, ruleId: 'GG-SIT-04' }]);
    expect(effectsOf('modifier', 'undetectable-effect')).toEqual([{ kind: 'special', handler: 'undetectable', ruleId: 'GG-SIT-04' }]);
  });

  it('[GG-DMG-08] Heal restores 1 hit (an out-of-action target still rolls to reactivate)', () => {
    expect(ofKind(effectsOf('ability', 'heal'), 'heal')).toEqual([{ kind: 'heal', hits: 1, ruleId: 'GG-DMG-08' }]);
  });

  it('[GG-ATK-12] Super Strength and Telekinesis throw objects through their handlers', () => {
    expect(ofKind(effectsOf('ability', 'super-strength'), 'special')[0]).toMatchObject({ handler: 'super-strength', ruleId: 'GG-ATK-12' });
    expect(ofKind(effectsOf('ability', 'telekinesis'), 'special')[0]).toMatchObject({ handler: 'telekinesis', ruleId: 'GG-ATK-12' });
    const floor = (slugger: boolean) => ofKind(activeEffects(line('super-strength', 2, { options: { slugger } })), 'roll-rule').map((r) => r.value);
    expect([floor(false), floor(true)]).toEqual([[8], [7]]);
  });

  it('[GG-SIT-02] Night Vision ignores the Concealment of semi-darkness through its handler', () => {
    expect(effectsOf('trait', 'night-vision')).toEqual([{ kind: 'special', handler: 'night-vision', ruleId: 'GG-SIT-02', note: 'GG-TRAIT-R08' }]);
  });

  it('[GG-ABL-14] a Solid Melee Damage protects its user against Grab; a Ranged blast does not', () => {
    const grabGuard = (pick: AbilityPick) => ofKind(activeEffects(pick), 'protection');
    expect(grabGuard(line('damage', 1, { modifiers: [mod('touch'), mod('melee')] }))).toEqual([
      { kind: 'protection', against: { abilities: ['grab'] }, scale: 'full', holder: 'user', when: { all: [{ type: ['solid'] }, { modifier: ['melee'] }] } },
    ]);
    expect(grabGuard(line('damage', 3, { types: ['heat'], modifiers: [mod('ranged')] }))).toEqual([]);
  });

  it('[GG-ABL-43] Life Support protects only against what its chosen types cover', () => {
    const kinds = (types: string[]) => activeEffects(line('life-support', 2, { options: { types } })).map((e) => e.kind === 'protection' ? e.against.types : e.kind);
    expect(kinds(['cold'])).toEqual([['cold'], 'special']);
    expect(kinds(['air', 'radiation'])).toEqual(['immunity', ['radiation'], 'special']);
  });
});

describe('advantage and disadvantage effects in play', () => {
  it('[GG-DMG-05] Fast Healer: +3 to the chance of wound recovery rolls', () => {
    expect(effectsOf('trait', 'fast-healer')).toEqual([{ kind: 'roll-bonus', roll: 'wound-recovery', amount: 3, subject: 'self', ruleId: 'GG-DMG-05' }]);
  });

  it('[GG-TRAIT-R07] [GG-DMG-02] Iron Will: +1 to the chance of reactivation rolls', () => {
    expect(effectsOf('trait', 'iron-will')[0]).toMatchObject({ kind: 'roll-bonus', roll: 'reactivation', amount: 1, ruleId: 'GG-DMG-02' });
  });

  it('[GG-DMG-07] Leaps and Bounds: +2 to escape when fleeing by Ground, Leap or Wallcrawl', () => {
    expect(effectsOf('trait', 'leaps-and-bounds')[0]).toMatchObject({ kind: 'roll-bonus', roll: 'escape', amount: 2, ruleId: 'GG-DMG-07' });
  });

  it('[GG-TRAIT-R04] Useful Vehicle and Impressive Flying Ship: +4 in escape and pursuit', () => {
    for (const id of ['useful-vehicle', 'impressive-flying-ship']) {
      expect(ofKind(effectsOf('trait', id), 'roll-bonus').map((e) => [e.roll, e.amount])).toEqual([['pursuit', 4], ['escape', 4]]);
    }
  });

  it('[GG-TRAIT-R03] prohibitions hold with no roll: Chivalry, Code of Honour, Martial Arts Etiquette, Very Chivalrous', () => {
    const bans = (id: string) => ofKind(effectsOf('trait', id), 'combat-ban')[0]!.bans;
    expect(bans('chivalry')).toEqual(['ambush', 'attack-prone']);
    expect(bans('code-of-honour')).toEqual(['attack-prone', 'attack-other-than-chosen']);
    expect(bans('martial-arts-etiquette')).toEqual(['gang-up', 'attack-prone', 'attack-disarmed']);
    expect(bans('very-chivalrous')).toEqual(['ambush', 'attack-prone', 'disarm', 'gang-up']);
    expect(GG_CATALOG.trait('honest')!.rulings[0]).toMatch(/^GG-TRAIT-R03: /);
  });

  it('[GG-TRAIT-R09] [GG-ACT-01] Showboating loses 2 actions, no roll', () => {
    expect(effectsOf('trait', 'showboating')[0]).toEqual({ kind: 'actions', rule: 'user-loses', actions: 2, ruleId: 'GG-ACT-01' });
  });

  it('[GG-TRAIT-R10] [GG-ATK-04] Sixth Sense hands the "cannot be surprised" rule to its handler (a table option)', () => {
    expect(effectsOf('trait', 'sixth-sense')).toEqual([{ kind: 'special', handler: 'sixth-sense', ruleId: 'GG-ATK-04', note: 'GG-TRAIT-R10' }]);
  });

  it('[GG-TRAIT-R05] [GG-TRAIT-R06] [GG-TRAIT-R08] [GG-TRAIT-R11] rows with their own handlers: Escape Effect, Flashbacks, Night Vision, Uncontrolled Power', () => {
    const handler = (id: string) => ofKind(effectsOf('trait', id), 'special')[0]!.handler;
    expect(['escape-effect', 'flashbacks', 'night-vision', 'uncontrolled-power'].map(handler))
      .toEqual(['escape-effect', 'flashbacks', 'night-vision', 'uncontrolled-power']);
  });

  it('[GG-TRAIT-R12] Unreliable keeps the severity trigger (its sentence in the seed stops short) and has no combat effect', () => {
    const unreliable = GG_CATALOG.trait('unreliable')!;
    expect(unreliable.rulings).toEqual([expect.stringMatching(/^GG-TRAIT-R12: .*Maj 3\+, Sig 5\+, Min 7\+/)]);
    expect([unreliable.play, unreliable.effects]).toEqual(['narrative', []]);
  });

  it('[GG-INIT-01] Quick-Witted is out-of-combat only: no effect on initiative', () => {
    expect([GG_CATALOG.trait('quick-witted')!.play, GG_CATALOG.trait('quick-witted')!.effects]).toEqual(['narrative', []]);
  });

  it('every entry says how it acts in play; narrative ones have no records', () => {
    const all = [...GG_CATALOG.abilities, ...GG_CATALOG.modifiers, ...GG_CATALOG.traits];
    for (const e of all) expect(e.effects.length === 0, e.id).toBe(e.play === 'narrative');
    for (const e of all.filter((x) => x.play === 'partial' || x.play === 'referee')) expect(e.refereeNotes, e.id).toBeTruthy();
  });
});

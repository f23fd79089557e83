import { GG_CATALOG } from '../catalog/catalog.ts';
import type { AttackMatch, Effect, EffectKind } from '../catalog/effects.ts';
import { holds } from '../catalog/predicate.ts';
import { DETECTION_KINDS, mainTypeOf, type SourceCode, type TypeCode } from '../catalog/vocabulary.ts';
import { buildFacts, expandedAbilities, withOwnOptions } from '../builder/facts.ts';
import { builtInUsed, flexedPick } from './flexible.ts';
import { ABILITY_SPECIALS, finishSpecials, shinesFromUser } from './ability-specials.ts';
import { blankFigureRules, blankModifierRules, MODIFIER_SPECIALS } from './modifier-specials.ts';
import type { AbilityPick, GgSheet, OptionValue } from '../sheet.ts';
import type { AbilityProfile, FigureProfile, Opts, PushDirection } from './profile-types.ts';

export type { AbilityProfile, Added, FigureProfile, Movement, Opts, Protection, PushDirection, Sensed } from './profile-types.ts';

/** Entries too specific for a general record, by the handler name the catalog gives them. */
const SPECIAL: Readonly<Partial<Record<string, (a: AbilityProfile, f: FigureProfile, o: Opts) => void>>> = {
  ...ABILITY_SPECIALS,
  ...MODIFIER_SPECIALS,
  'regeneration': (_a, f) => {
    f.regenerates = true;
  },
  'super-strength': (a, f) => {
    f.strength = { level: a.level, toHitCap: a.options['slugger'] === true ? 7 : 8 };
  },
};

/** Forced Move's built direction (its `direction` option); `chosen` is said on each use. */
const isPushDirection = (v: unknown): v is PushDirection => v === 'away' || v === 'toward' || v === 'up' || v === 'down' || v === 'chosen';
/** Roll bonuses that name a defence: added to it against the attacks they name. */
export const DEFENCE_ROLLS: ReadonlySet<string> = new Set(['hindrance-defence', 'willpower']);
/** Concealment or Detection at a Level for the kinds of Detection it names (GG-SIT-04); `key`: its line (drained, play lowers it). */
const kindsOf = (v: OptionValue | undefined): readonly string[] => (Array.isArray(v) && v.length > 0 ? v.map(String) : DETECTION_KINDS);
type Handler = (effect: never, ability: AbilityProfile, figure: FigureProfile, options: Opts) => void;
const max = (rec: Record<string, number>, key: string, value: number) => {
  rec[key] = Math.max(rec[key] ?? 0, value);
};

/** One small handler per effect kind; adding automation for a kind means adding one entry here. */
const HANDLERS: { readonly [K in EffectKind]?: (e: Extract<Effect, { kind: K }>, a: AbilityProfile, f: FigureProfile, o: Opts) => void } = {
  // "user": the owner of an attack is protected (Grab, Damage (Solid) Melee against Grab); "target": a defence on its owner.
  'protection': (e, a, f) => {
    f.protections.push({
      against: e.against, scale: e.scale, level: a.level, from: a.key, covered: a.types,
      ...(a.coversSource ? { source: a.coversSource } : {}),
      ...(a.form && e.holder === 'target' ? { requires: a.form } : {}),
    });
  },
  'immunity': (e, a, f) => { f.immunities.push({ ...e.against, ...(a.form && e.holder === 'target' ? { requires: a.form } : {}) }); },
  'dodge': (e, a, f) => {
    if (e.against === 'direct-using-vision' && !shinesFromUser(a)) return;
    if (a.level > (f.dodge[e.against] ?? 0)) f.dodgeFrom[e.against] = a.key;
    max(f.dodge, e.against, a.level);
  },
  'to-hit': (e, a, f) => {
    for (const w of e.with) max(f.toHit, w, a.level);
    a.aims.push(...e.with);
  },
  'damage': (e, a) => { a.damage = { hits: e.hits, boostsPerExtraHit: e.boostsPerExtraHit }; },
  'hinder': (e, a) => { a.hinder = { points: e.points, perBoost: e.perBoost }; },
  'drain': (e, a) => { a.drain = { levels: e.levels, perBoost: e.perBoost }; },
  'push': (e, a, _f, o) => {
    const dir = o['direction'];
    a.push = { push: e.push, hexes: e.hexes, perBoost: e.perBoost, ...(isPushDirection(dir) ? { direction: dir } : {}) };
  },
  'condition': (e, a) => { if (e.on === 'result') a.conditions.push(e.condition); },
  'movement': (e, a, f) => {
    f.movements.push({
      key: a.key, name: a.name, mode: e.mode, hexesPerLevel: e.hexesPerLevel, areaModifier: e.areaModifier ?? 0, level: a.level,
      ...(a.form ? { requires: a.form } : {}),
    });
  },
  'range-band': (e, a) => { a.range = { min: e.min, max: e.max }; },
  'targeting': (e, a) => { a.targeting = { method: e.method, against: e.toHitAgainst, base: e.baseToHit ?? a.targeting.base }; },
  'area-shape': (e, a) => { a.area = { shape: e.shape, hexes: e.hexes, attackValue: e.attackValue }; },
  'hits': (_e, a, f) => { f.extraHits += a.level; },
  // Every Speed sets initiative (switched on before combat); tagged 'speed', it counts in combat only while active (speed.ts, GG-PLAY-147).
  'initiative': (_e, a, f) => {
    f.speed = Math.max(f.speed, a.level);
    if (!a.specials.includes('speed')) a.specials.push('speed');
  },
  'extra-attacks': (e, a, _f, o) => {
    // Versatile, Autofire, Cascade: the ability's own further attacks (extra-attacks.ts). Speed's
    // follow-ups, one per Level, count only while it is active, so they are read in play (speed.ts).
    const n = typeof e.count === 'object' ? o[e.count.option] : e.count;
    if (e.mode === 'follow-up' && typeof e.count === 'object') a.mods.versatile = typeof n === 'number' ? n : 1;
    if (e.mode === 'autofire' && typeof n === 'number') a.mods.autofire = Math.max(a.mods.autofire, n);
    if (e.mode === 'cascade') a.mods.cascade = true;
  },
  'roll-bonus': (e, a, f) => {
    const amount = e.amount === 'level' ? a.level : e.amount === 'minus-level' ? -a.level : e.amount;
    const form = a.form ? { requires: a.form } : {};
    // A Level added to one of its holder's defences against some attacks (Super Strength, Immortality: reach.ts).
    if (e.against && DEFENCE_ROLLS.has(e.roll)) {
      if (!a.attack) f.defenceBonus.push({ defence: e.roll, against: e.against, amount, from: a.key, ...form });
      return;
    }
    if (e.subject === 'target') {
      if (!e.against) a.targetBonus[e.roll] = (a.targetBonus[e.roll] ?? 0) + amount;
      // A defence adding to its holder's results with some attacks (Density Increase, Super Strength, Giant: attack-rules.ts).
      else if (e.roll === 'result' && !a.attack) f.resultBonus.push({ against: e.against, amount, from: a.key, ...form });
      return;
    }
    if (e.roll === 'to-hit') a.toHitBonus += amount;
    // A bonus bound to movement classes counts only for a roll made with one of them (rolls.ts).
    const roll = e.vehicle ? `${e.roll}:vehicle` : e.roll;
    if (e.roll === 'to-hit') return;
    for (const key of e.modes ? e.modes.map((m) => `${roll}:${m}`) : [roll]) addRollBonus(f, key, amount, a.key);
  },
  'roll-rule': (e, a, f, o) => {
    if (e.roll === 'result' && e.rule === 'keep-higher-of-two') a.mods.result = 'higher';
    if (e.roll === 'result' && e.rule === 'keep-lower-of-two') a.mods.result = 'lower';
    if (e.rule === 'minimum-dodge-step' && typeof e.value === 'number') f.rules.minimumDodgeStep = Math.max(f.rules.minimumDodgeStep, e.value);
    // Activation Roll and Complex: the D it must reach each time it takes effect (activation.ts).
    if (e.rule === 'needs-at-least' && typeof e.value === 'number') a.mods.activation = Math.max(a.mods.activation ?? 0, e.value);
    if (e.roll !== 'to-hit') return;
    const value = typeof e.value === 'object' ? o[e.value.option] : e.value;
    if (e.rule === 'auto-miss-at-or-below' && typeof value === 'number') a.autoMissAtOrBelow = value;
    if (e.rule === 'bonus-per-point' && typeof value === 'number') a.toHitBonus += value;
  },
  // An Optional Lethal use is Lethal only when its user says so (attack.ts, GG-PLAY-78).
  'lethal': (e, a) => {
    a.mods.lethalOn = e.usableOn;
    if (e.optional) a.mods.optionalLethal = true;
    else a.lethal = true;
  },
  'heal': (e, a) => { a.heal = e.hits; },
  'actions': (e, a, f) => {
    // Stun's "target limited to 1 action" is the Stunned condition it puts on (see turns.ts).
    if (e.rule === 'activation-takes') a.actionsToUse = e.actions;
    if (e.rule === 'user-loses') f.rules.showboating = e.actions;
  },
  'risk': (e, a) => {
    if (e.trigger === 'each-active-turn' && e.consequence === 'stops-for-scene') a.mods.sceneRisks.push({ faces: e.faces, boostedOnly: e.boosted === true });
    const onUse = e.trigger === 'activation' || e.trigger === 'use';
    if (onUse && (e.consequence === 'hits-to-user' || e.consequence === 'out-of-action')) a.risks.push({ faces: e.faces, consequence: e.consequence, ...(e.persistentFaces ? { persistentFaces: e.persistentFaces } : {}) });
  },
  // Each counts against (or with) the kinds of Detection it names; none named: every kind (hiding.ts).
  'concealment': (e, a, f, o) => {
    max(f as unknown as Record<string, number>, 'concealment', a.level);
    f.concealments.push({ key: a.key, level: a.level, kinds: kindsOf(o[e.against.option]) });
  },
  'detection': (e, a, f, o) => {
    max(f as unknown as Record<string, number>, 'detection', a.level);
    f.detections.push({ key: a.key, level: a.level, kinds: Array.isArray(e.kinds) ? e.kinds : kindsOf(o[e.kinds.option]) });
  },
  'equipment': (e, a) => {
    if (e.form === 'focus' && e.disarmable) a.focus = true;
    if (e.form === 'large') a.mods.large = true;
    if (e.lostOnDefeat) a.mods.lostOnDefeat = true;
  },
  'reaction': (e, a) => {
    if (e.trigger === 'direct-attack-failed') a.riposte = true;
    if (e.trigger === 'attacked-at-close-quarters') a.mods.shield = true;
    if (e.trigger === 'declared-or-hit') a.mods.quick = true;
    if (e.trigger === 'opponent-moves-in-range') a.mods.onMove = true;
  },
  'special': (e, a, f, o) => {
    a.specials.push(e.handler);
    SPECIAL[e.handler]?.(a, f, o);
  },
  'defence-rule': (e, a, _f, o) => {
    if (e.rule === 'ignore-points') a.ignorePoints = Math.max(a.ignorePoints, e.value ?? 0);
    if (e.rule === 'ignore-unhardened') a.ignoreUnhardened = true;
    if (e.rule === 'hardened') a.hardened = true;
    if (e.rule === 'ignores-walls') a.mods.ignoresWalls = true;
    if (e.rule === 'passes-walls-unbreached') a.mods.bullet = true;
    if (e.rule === 'works-on-insubstantial') a.mods.worksOnInsubstantial = true;
    const subtypes = Array.isArray(o['subtypes']) ? o['subtypes'].map(String) : [];
    if (e.rule === 'double-vs-subtype') a.mods.double.push(...subtypes);
    if (e.rule === 'half-vs-subtype') a.mods.half.push(...subtypes);
  },
  // Disadvantages' prohibitions hold with no roll (GG-TRAIT-R03): attack.ts refuses what they ban.
  // Code of Honour bans attacking only its own opponent while down (trait-rules.ts).
  'combat-ban': (e, a, f) => {
    const honour = e.bans.includes('attack-other-than-chosen');
    for (const ban of e.bans) (f.rules.bans as Record<string, string>)[honour && ban === 'attack-prone' ? 'attack-prone-opponent' : ban] = a.name;
  },
  'uses': (e, a, _f, o) => {
    const n = typeof e.uses === 'number' ? e.uses : o[e.uses.option];
    if (typeof n !== 'number') return;
    // Shots and Limited Ammo each keep their own limit (GG-PLAY-21); of two of a kind the tighter binds.
    const u = a.uses ?? (a.uses = { load: null, reloadActions: 0, scene: null });
    if (e.then === 'reload') {
      u.load = Math.min(u.load ?? n, n);
      u.reloadActions = e.reloadActions ?? 1;
    } else u.scene = Math.min(u.scene ?? n, n);
  },
  'duration': (e, a, _f, o) => {
    if (e.mode === 'persistent' || e.mode === 'always-on') a.persistent = true;
    if (e.mode === 'always-on' || (e.mode === 'persistent' && a.duration === 'instant')) a.duration = e.mode;
    // A Barrier, Target or Sticky stays on the map or its targets, a Personal Area on its user (persistence.ts); Unlimited: no cap.
    if (e.mode === 'persistent' && e.variant) {
      a.mods.persist = e.variant === 'personal' ? 'attached' : e.variant;
      a.mods.instances = o['unlimited'] === true ? Number.POSITIVE_INFINITY : 1 + (typeof o['extra-instances'] === 'number' ? o['extra-instances'] : 0);
    }
  },
};

function blankAbility(pick: AbilityPick, attack: boolean): AbilityProfile {
  return {
    key: pick.key, name: pick.name ?? pick.key, ability: pick.ability, level: pick.level, types: pick.types, source: pick.source,
    coversSource: pick.coversSource ?? null,
    modifiers: pick.modifiers.map((m) => m.id), options: pick.options, attack, range: null, targeting: { method: 'direct', against: 'evade', base: 0 }, area: null,
    toHitBonus: 0, aims: [], autoMissAtOrBelow: null, damage: null, hinder: null, drain: null, push: null, conditions: [], lethal: false,
    persistent: false, ignorePoints: 0, ignoreUnhardened: false, hardened: false, uses: null, targetBonus: {}, heal: 0, actionsToUse: 1,
    risks: [], riposte: false, focus: false, duration: 'instant', specials: [], form: null, requires: null,
    resultHandler: null, mods: blankModifierRules(),
  };
}

/** The effect records that hold for one ability as built, with the options each record sees. */
function activeEffects(pick: AbilityPick): [Effect, Opts][] {
  const entry = GG_CATALOG.ability(pick.ability);
  if (!entry) return [];
  const facts = buildFacts(pick, entry, pick.options);
  const own = entry.effects.filter((e) => !e.when || holds(e.when, facts)).map((e): [Effect, Opts] => [e, pick.options]);
  // A built-in option set aside for another of its kind is not in use (GG-PLAY-180).
  const included = builtInUsed(pick, entry.cost.includedModifiers).map((id) => ({ id, options: {} }));
  const fromModifiers = [...pick.modifiers, ...included].flatMap((m) => {
    const mod = GG_CATALOG.modifier(m.id);
    if (!mod) return [];
    const mf = withOwnOptions(facts, m.options);
    return mod.effects.filter((e) => !e.when || holds(e.when, mf)).map((e): [Effect, Opts] => [e, m.options]);
  });
  return [...own, ...fromModifiers];
}

/** A Level added to one of the holder's own rolls, and the ability it is from (GG-PLAY-178: that ability is used by the roll). */
function addRollBonus(f: FigureProfile, roll: string, amount: number, from: string): void {
  f.rollBonus[roll] = (f.rollBonus[roll] ?? 0) + amount;
  if (amount > 0) (f.rollBonusFrom[roll] ??= []).push({ from, amount });
}

/**
 * A profile compiled from the sheet's lines as used: by default each Flexible line with the first of
 * its options (flexible.ts); play compiles others for the choices made and the abilities taken away
 * (variants.ts).
 */
export function compileProfile(
  sheet: GgSheet, picks: readonly AbilityPick[] = expandedAbilities(sheet).map((p) => flexedPick(p)),
): FigureProfile {
  const figure: FigureProfile = {
    kind: sheet.kind, abilities: [], extraHits: 0, speed: 0, dodge: {}, dodgeFrom: {}, toHit: {}, protections: [],
    immunities: [],
    movements: [], rollBonus: {}, rollBonusFrom: {}, resultBonus: [], defenceBonus: [], strength: null, regenerates: false,
    concealment: 0, detection: 0, concealments: [], detections: [], rules: blankFigureRules(),
  };
  for (const pick of picks) {
    const entry = GG_CATALOG.ability(pick.ability);
    const ability = blankAbility(pick, entry?.attack === 'yes');
    const effects = activeEffects(pick);
    // A form's defences and moves count only while it is on, so the form is known before they are folded.
    ability.form = effects.flatMap(([e]) => (e.kind === 'condition' && e.on === 'active' ? [e.condition] : []))[0] ?? null;
    for (const [effect, options] of effects) {
      (HANDLERS[effect.kind] as Handler | undefined)?.(effect as never, ability, figure, options);
    }
    finishSpecials(ability, figure);
    // A Personal ability's target is its user; a defence counts for its owner whatever its range, as
    // its protections do (Hindrance Defence, Escape). Regeneration's bonus holds only while it is on,
    // so it is no standing bonus: play reads it from the state (regeneration.ts, GG-PLAY-105).
    if ((ability.range === null || !ability.attack) && !ability.specials.includes('regeneration')) {
      for (const [roll, n] of Object.entries(ability.targetBonus)) addRollBonus(figure, roll, n, ability.key);
    }
    figure.abilities.push(ability);
  }
  foldTraits(sheet, figure);
  return figure;
}

/** Advantages and disadvantages fold through the same handlers, on a Level 0 stand-in that never acts; options carry the severity. */
function foldTraits(sheet: GgSheet, figure: FigureProfile): void {
  for (const pick of [...sheet.advantages, ...sheet.disadvantages]) {
    const entry = 'id' in pick ? GG_CATALOG.trait(pick.id) : undefined;
    if (!entry || !('id' in pick)) continue;
    const p = entry.pricing;
    const row = p.kind === 'variants' ? (p.variants.find((v) => v.id === pick.variant) ?? p.variants[0]!) : p;
    const stand = blankAbility({ key: `trait:${entry.id}`, name: entry.name, ability: entry.id, level: 0, types: [], source: 'standard', modifiers: [], options: {} } as unknown as AbilityPick, false);
    const options = { severity: pick.severity ?? row.severity ?? 'major', frequency: pick.frequency ?? row.frequency ?? 'common' };
    for (const effect of entry.effects) (HANDLERS[effect.kind] as Handler | undefined)?.(effect as never, stand, figure, options);
  }
}

const cache = new WeakMap<GgSheet, FigureProfile>();

/** The compiled profile of a sheet; sheets never change in play, so it is computed once. */
export function profileOf(sheet: GgSheet): FigureProfile {
  let p = cache.get(sheet);
  if (!p) {
    p = compileProfile(sheet);
    cache.set(sheet, p);
  }
  return p;
}

/** The special handlers play automates (the rest of SPECIAL_HANDLERS are the referee's). */
export const AUTOMATED_SPECIALS: readonly string[] = Object.keys(SPECIAL);

/** Whether an attack is Solid Melee, which Super Strength adds to (GG-ABL-63). */
export const isSolidMelee = (a: AbilityProfile) => a.types.includes('solid') && a.modifiers.includes('melee');

/** The effect kinds play automates, for the docs and the catalog coverage test. */
export const AUTOMATED_EFFECT_KINDS: readonly EffectKind[] = Object.keys(HANDLERS) as EffectKind[];

/** Abilities that make attacks with a result play can apply. */
export function attackAbilities(p: FigureProfile): AbilityProfile[] {
  // A Personal Area is a Burst on its user's own hex (GG-MOD-04, GG-MOD-46): an attack too.
  return p.abilities.filter((a) => a.attack && (a.range !== null || (a.area !== null && a.targeting.method === 'area'))
    && (a.damage || a.hinder || a.drain || a.push || a.conditions.length > 0 || a.resultHandler));
}

/**
 * Whether a protection or immunity record covers an attack (GG-ATK-07). `covered`: the Types a
 * defence was bought for, or `source`, the Source it was bought against instead (seed L81-92: "a
 * Type or Source"), which meets that Source's attacks whatever their Type.
 */
export function matches(m: AttackMatch, attack: AbilityProfile, covered: readonly TypeCode[] = [], source?: SourceCode): boolean {
  if (m.abilities && !m.abilities.includes(attack.ability)) return false;
  if (m.targets && !m.targets.includes(attack.targeting.method as never)) return false;
  if (m.modifiers && !m.modifiers.some((id) => attack.modifiers.includes(id))) return false;
  if (m.types === 'covered' && source !== undefined) return attack.source === source;
  return !m.types || typeCovered(attack.types, m.types === 'covered' ? covered : m.types);
}

/**
 * Whether a defence bought against Types or a Source (Counter, Dismiss, Reflection; seed "a Type
 * or Source") covers this ability: of the Source it names, else sharing one of its main Types.
 */
export function coversAbility(defence: AbilityProfile, ability: AbilityProfile): boolean {
  if (defence.coversSource) return ability.source === defence.coversSource;
  return defence.types.some((t) => ability.types.some((u) => mainTypeOf(t) === mainTypeOf(u)));
}

/** Whether one of an attack's Types is among these, itself, by its main Type, or as energy (a loop: every protection asks). */
export function typeCovered(types: readonly TypeCode[], want: readonly string[]): boolean {
  const energy = want.includes('energy');
  for (const t of types) {
    const main = mainTypeOf(t);
    if (want.includes(t) || want.includes(main) || (energy && main === 'energy')) return true;
  }
  return false;
}

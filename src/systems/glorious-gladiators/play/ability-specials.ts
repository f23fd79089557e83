import type { AbilityProfile, FigureProfile } from './profile.ts';

/**
 * What the abilities' special handlers add to a figure's compiled profile. Most only name the
 * rules of play that read the handler (grab.ts, control.ts, forms.ts…: see specials list on the
 * ability); the ones below also change the ability as an attack, once its range and duration are
 * known (`finishSpecials`, after every record of the ability has been folded).
 */
type Compile = (a: AbilityProfile, f: FigureProfile) => void;
const none: Compile = () => {};

/** Ability handlers whose rules play applies (each one's module is named in the comment). */
export const ABILITY_SPECIALS: Readonly<Record<string, Compile>> = {
  'grab': none, // grab.ts
  'trap': none, // trap.ts
  'mesmerise': none, // limits.ts
  'sting': none, // limits.ts
  'fear': none, // fear.ts
  'charm': none, // fear.ts
  'mind-control': none, // control.ts
  'possession': none, // control.ts
  'madness': none, // control.ts
  'telekinesis': none, // telekinesis.ts
  'transform': none, // limits.ts
  'counter': none, // ability-reactions.ts
  'absorption': none, // ability-reactions.ts
  'psychic-backlash': none, // ability-reactions.ts
  'insubstantial': none, // ability-reactions.ts, limits.ts
  'summon': none, // summon.ts
  'duplication': none, // summon.ts
  'wall': none, // creations.ts
  'door': none, // creations.ts
  'gate': none, // creations.ts
  'suppress': none, // creations.ts, model.ts (effectiveLevel)
  'giant': none, // forms.ts, reach.ts
  'stretching': none, // reach.ts
  'fragmentation': none, // below, limits.ts
  'change-appearance': none, // forms.ts, limits.ts
  'telepathy': none, // forms.ts, limits.ts
  'illusion': none, // forms.ts, limits.ts
  'light': none, // limits.ts
  'luck': none, // luck.ts
  'mental-illusion': none, // ability-commands.ts, fear.ts
  'body-moulding': none, // ability-hooks.ts
  'copy-power': none, // ability-hooks.ts
  'dismiss': none, // ability-commands.ts
  'disintegrate': none, // ability-commands.ts
  'disarm': none, // focus.ts
  'repair': none, // ability-commands.ts
  'immortality': none, // reach.ts
  'change-environment': none, // environment.ts
  'life-support': none, // environment.ts (its records protect against environments)
  // Split marks the ability's movements, folded before it (movement.json lists it last): split-move.ts.
  'split': (a, f) => {
    f.movements = f.movements.map((m) => (m.key === a.key ? { ...m, split: true } : m));
  },
  // Reflection Protects against the ability it names, of its Types (GG-ABL-56).
  'reflection': (a, f) => {
    const named = typeof a.options['ability'] === 'string' ? a.options['ability'].toLowerCase().trim().replace(/ /g, '-') : '';
    if (!named) return;
    f.protections.push({
      against: { abilities: [named], types: 'covered' }, scale: 'full', level: a.level, from: a.key, covered: a.types,
      ...(a.coversSource ? { source: a.coversSource } : {}),
    });
  },
};

/** Forms ("on: active" conditions) and the handler whose rules give them their effects. */
const FORM_HANDLERS: Readonly<Record<string, string>> = {
  'insubstantial': 'insubstantial', 'giant': 'giant', 'fragmented': 'fragmentation', 'disguised': 'change-appearance', 'telepathic-link': 'telepathy',
};

/** Range modifiers that take a Light away from its user: it shines from its Area's centre (GG-ABL-44, GG-PLAY-92). */
const AWAY: ReadonlySet<string> = new Set(['close', 'short', 'ranged', 'long-range', 'distant']);
/** Whether a Light shines out from its user, Personal or Touch (seed L127): only then is it its user's Defence. */
export const shinesFromUser = (a: AbilityProfile): boolean => !a.modifiers.some((m) => AWAY.has(m));

/** Forms play gives their effects to. */
export const PLAYED_FORMS: ReadonlySet<string> = new Set(
  Object.keys(FORM_HANDLERS).filter((c) => ABILITY_SPECIALS[FORM_HANDLERS[c]!] !== undefined),
);

/** Forms an ability can also put on an unwilling target as an attack (GG-ABL-35, GG-ABL-42, GG-ABL-32, GG-ABL-06, GG-ABL-66). */
const FORM_ATTACKS = new Set(['giant', 'insubstantial', 'fragmentation', 'change-appearance', 'telepathy']);

/** Range-dependent changes, once the ability's records are all folded. */
export function finishSpecials(a: AbilityProfile, f: FigureProfile): void {
  for (const h of a.specials) {
    if (FORM_ATTACKS.has(h) && a.range !== null && a.form && !a.conditions.includes(a.form)) {
      asAttack(a);
      a.conditions.push(a.form);
    }
    if (h === 'mental-illusion') a.conditions.push('deluded');
    // Put on an unwilling target, an Absorption with a range is an attack (GG-PLAY-168): its result puts
    // on the condition (absorption.ts ABSORBING) through which that target's hits feed its user.
    if (h === 'absorption' && a.range !== null) {
      asAttack(a);
      a.conditions.push('absorbing');
    }
    if ((h === 'body-moulding' || h === 'copy-power') && a.range !== null) {
      asAttack(a);
      a.resultHandler = h;
    }
    if (h === 'fragmentation' && a.range === null) f.abilities.push(...fragmentAttacks(a));
  }
}

/** A "use on an unwilling target" ability with a range is an attack in play (seed L60). */
function asAttack(a: AbilityProfile): void {
  (a as { attack: boolean }).attack = true;
}

/** A fragmented user can strike with its swarm: Damage or Hinder (Physical), Direct, Close, at its Level (GG-ABL-32). */
function fragmentAttacks(a: AbilityProfile): AbilityProfile[] {
  const base: AbilityProfile = {
    ...a, attack: true, types: ['physical'], modifiers: ['close'], range: { min: 1, max: 5 }, targeting: { method: 'direct', against: 'evade', base: 0 },
    area: null, conditions: [], specials: [], form: null, requires: 'fragmented', duration: 'instant', persistent: false, resultHandler: null,
    damage: null, hinder: null, drain: null, push: null,
  };
  return [
    { ...base, key: `${a.key}:strike`, name: `${a.name} (strike)`, damage: { hits: 1, boostsPerExtraHit: 2 } },
    { ...base, key: `${a.key}:smother`, name: `${a.name} (smother)`, hinder: { points: 1, perBoost: 1 } },
  ];
}

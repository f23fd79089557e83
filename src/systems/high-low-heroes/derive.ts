import type { HighLowReading } from '../../dice/index.ts';
import { POWER_CATEGORY_INFO } from './catalog.ts';
import { isHeroic, type Action, type Aspects, type DamageType, type HlhSheet, type Power, type Training } from './sheet.ts';

/**
 * What a sheet means at the table, computed once per sheet object (sheets are immutable, so a
 * WeakMap keyed by the sheet is always current): which actions read High ([HLH-CHAR-02],
 * [HLH-NPC-01]) and the Power and Weakness modifiers of each ([HLH-DICE-02]).
 */
export interface Profile {
  readonly high: Readonly<Record<Action, boolean>>;
  readonly power: Readonly<Record<Action, number>>;
  /** The Damage power by damage type ([HLH-ATK-03], [HLH-ATK-08]). */
  readonly damagePower: Readonly<Record<DamageType, number>>;
  readonly weakness: Action | null;
  /** +1 Damage for heroes and villains ([HLH-ATK-03], [HLH-NPC-01]). */
  readonly damageBonus: number;
  /** Life at or below which the character is dead ([HLH-COND-01], [HLH-NPC-03]). */
  readonly deadAt: number;
  readonly canBlock: boolean;
}

/** Which action each Aspect value makes High (L30-37, L72-74). */
export function highActions(aspects: Aspects | null): Record<Action, boolean> {
  return {
    'move': aspects?.build === 'quick',
    'damage': aspects?.build === 'powerful',
    'block-mundane': aspects?.mentality === 'logical',
    'block-fantastic': aspects?.mentality === 'intuitive',
    'to-hit': aspects?.temperament === 'bold',
    'evade': aspects?.temperament === 'cautious',
  };
}

/** Starting (and base max) Life: 15 if Powerful, else 10 ([HLH-CHAR-03]). */
export function baseLife(aspects: Aspects | null): number {
  return aspects?.build === 'powerful' ? 15 : 10;
}

function bonusOf(powers: readonly Power[], category: Power['category']): number {
  let total = 0;
  for (const p of powers) if (p.category === category) total += p.bonus;
  return total;
}

function build(sheet: HlhSheet): Profile {
  const heroic = isHeroic(sheet);
  const high = highActions(heroic ? sheet.aspects : null);
  const powers = sheet.powers;
  const power: Record<Action, number> = {
    'move': 0, 'to-hit': 0, 'evade': 0, 'damage': 0, 'block-mundane': 0, 'block-fantastic': 0,
  };
  for (const p of powers) {
    for (const a of POWER_CATEGORY_INFO[p.category].actions) if (a !== 'damage') power[a] += p.bonus;
  }
  const damagePower = { mundane: bonusOf(powers, 'mundane-attack'), fantastic: bonusOf(powers, 'fantastic-attack') };
  // A Damage career test has no damage type: the better attack power applies (HLH-PLAY-09).
  power.damage = Math.max(damagePower.mundane, damagePower.fantastic);
  return {
    high,
    power,
    damagePower,
    weakness: sheet.weakness,
    damageBonus: heroic ? 1 : 0,
    deadAt: heroic ? -20 : -10,
    canBlock: heroic || sheet.canBlock,
  };
}

const cache = new WeakMap<HlhSheet, Profile>();

export function profileOf(sheet: HlhSheet): Profile {
  let p = cache.get(sheet);
  if (!p) {
    p = build(sheet);
    cache.set(sheet, p);
  }
  return p;
}

/**
 * A derived value and how it was made: the reading (High or Low, doubles summed), the Power,
 * the Weakness, situational penalties and the hero bonus, floored at 1 ([HLH-DICE-02],
 * [HLH-RULING-02]). One flat shape for every term keeps the log and the fold cheap.
 */
export interface Term {
  readonly which: 'high' | 'low';
  readonly reading: number;
  readonly power: number;
  readonly weakness: number;
  readonly situational: number;
  readonly bonus: number;
  readonly value: number;
}

export function term(read: HighLowReading, high: boolean, power: number, weakness: number, situational: number, bonus: number): Term {
  const reading = high ? read.high : read.low;
  const raw = reading + power + weakness + situational + bonus;
  return { which: high ? 'high' : 'low', reading, power, weakness, situational, bonus, value: raw < 1 ? 1 : raw };
}

/** The derived value of one action from one reading. */
export function actionTerm(profile: Profile, action: Action, read: HighLowReading, situational = 0): Term {
  return term(read, profile.high[action], profile.power[action], profile.weakness === action ? -1 : 0, situational, 0);
}

/** The number of actions for an Initiative value: ceil(value / 5), at most 4 ([HLH-INIT-04], [HLH-RULING-03]). */
export function actionsFor(value: number): number {
  return Math.min(4, Math.max(1, Math.ceil(value / 5)));
}

/** The sheet as if the training were bought: for Heroic Effort ([HLH-ACT-04], [HLH-RULING-14]). */
export function withTraining(sheet: HlhSheet, training: Training): HlhSheet {
  if (training.kind === 'improve') {
    return { ...sheet, powers: sheet.powers.map((p) => (p.category === training.category ? { ...p, bonus: p.bonus + 1 } : p)) };
  }
  return { ...sheet, powers: [...sheet.powers, { category: training.category, name: training.name, bonus: 1 }] };
}

/** Doubles the training costs now, or null when it cannot be bought ([HLH-XP-02], [HLH-RULING-08]). */
export function trainingCost(sheet: HlhSheet, training: Training): number | null {
  if (training.kind === 'improve') {
    const p = sheet.powers.find((x) => x.category === training.category);
    if (!p) return null;
    return p.bonus === 1 ? 20 : p.bonus === 2 ? 30 : p.bonus === 3 ? 40 : null;
  }
  if (sheet.powers.some((x) => x.category === training.category)) return null;
  return sheet.powers.length === 2 ? 30 : sheet.powers.length === 3 ? 40 : null;
}

/** Why this training cannot be chosen for this sheet, or null ([HLH-CHAR-05], [HLH-RULING-08]). */
export function trainingProblem(sheet: HlhSheet, training: Training): string | null {
  if (training.kind === 'improve') {
    const p = sheet.powers.find((x) => x.category === training.category);
    if (!p) return `there is no ${POWER_CATEGORY_INFO[training.category].label} Power to improve`;
    if (p.bonus >= 4) return `${p.name} is already at +4, the most a Power can have`;
    return null;
  }
  if (sheet.powers.some((x) => x.category === training.category)) {
    return `a new Power must come from a category the hero does not have (${POWER_CATEGORY_INFO[training.category].label} is taken)`;
  }
  if (sheet.powers.length >= 4) return 'a 5th Power cannot be bought';
  if (training.name === '') return 'name the Power being trained for';
  return null;
}

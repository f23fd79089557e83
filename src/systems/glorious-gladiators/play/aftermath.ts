import { z } from 'zod';
import { emit, roll } from '../../../dice/index.ts';
import { defineCommand, hexKey, hexSchema, reject, ruleRejection } from '../../../kernel/index.ts';
import { checkRoller, d10, targetNumber } from './check.ts';
import { GG_ERRORS } from './common.ts';
import { inAction, isMajor, profile, statusOf, type GgOptions, type GgSys, type S, type WallHex } from './model.ts';
import { regenerationLevel } from './regeneration.ts';
import { put } from './turns.ts';
import { CHECK, heroAgain, heroAsked, type HeroJudge, heroThenLuck, rerollAsked } from './hero-points.ts';

// The referee's commands and what follows a fight: ability rolls the GM calls for (GG-DICE-01..07),
// Hero Point awards (GG-GM-01), walls and terrain (GG-SIT-01), the wound table (GG-DMG-05),
// pursuit (GG-DMG-07) and regaining hits (GG-DMG-06).

/** The wound table (GG-DMG-05): d10, −5 unless the takedown was Lethal. */
export function woundFor(roll: number, lethal: boolean): 'ok' | 'light' | 'medium' | 'serious' | 'dead' {
  const v = lethal ? roll : roll - 5;
  return v <= 2 ? 'ok' : v <= 4 ? 'light' : v <= 6 ? 'medium' : v <= 8 ? 'serious' : 'dead';
}

/** Hits regained after resting (GG-DMG-06): 1/6 of the total per 10 minutes, rounded down. */
export function regainedHits(maxHits: number, minutes: number): number {
  return Math.floor((maxHits * Math.floor(minutes / 10)) / 6);
}

export const PURSUIT_MODES = ['ground', 'superleap', 'wallcrawl', 'flight', 'water', 'underwater', 'underground', 'teleport'] as const;
export type PursuitMode = (typeof PURSUIT_MODES)[number];
/** Pursuer row × escape column modifiers (GG-DMG-07), in PURSUIT_MODES order. */
const PURSUIT: Readonly<Record<PursuitMode, readonly number[]>> = {
  ground: [0, -3, -3, -5, -5, -7, -9, -5],
  superleap: [0, 0, -1, -3, -4, -7, -9, -5],
  wallcrawl: [0, -2, 0, -3, -5, -7, -9, -5],
  flight: [0, 0, 0, 0, 0, -7, -9, -5],
  water: [-5, -5, -7, -9, 0, -4, -9, -5],
  underwater: [-5, -5, -7, -9, 0, 0, -9, -5],
  underground: [0, -2, -5, -9, -9, -6, 0, -5],
  teleport: [0, 0, 0, -5, -3, -5, -3, 0],
};
export const pursuitModifier = (pursue: PursuitMode, escape: PursuitMode) => PURSUIT[pursue][PURSUIT_MODES.indexOf(escape)]!;
const MODE_OF: Readonly<Record<string, PursuitMode>> = { ground: 'ground', leap: 'superleap', wallcrawl: 'wallcrawl', air: 'flight', water: 'water', underwater: 'underwater', underground: 'underground', teleport: 'teleport' };

/** Example walls and terrain (GG-SIT-01): Damage Defence, Robust, Toughness. */
export const WALLS: Readonly<Record<string, { defence: number; robust: boolean; toughness: number; opaque: boolean }>> = {
  'brush': { defence: 0, robust: false, toughness: 0, opaque: true },
  'glass-window': { defence: 1, robust: false, toughness: 0, opaque: false },
  'plate-glass': { defence: 2, robust: false, toughness: 0, opaque: false },
  'light-wood': { defence: 2, robust: false, toughness: 0, opaque: true },
  'door': { defence: 2, robust: false, toughness: 0, opaque: true },
  'heavy-wood': { defence: 3, robust: false, toughness: 0, opaque: true },
  'reinforced-door': { defence: 3, robust: false, toughness: 0, opaque: true },
  'interior-brick': { defence: 3, robust: true, toughness: 0, opaque: true },
  'vehicle-body': { defence: 3, robust: true, toughness: 0, opaque: true },
  'exterior-brick': { defence: 3, robust: true, toughness: 1, opaque: true },
  'reinforced-concrete': { defence: 4, robust: true, toughness: 1, opaque: true },
  'ground': { defence: 4, robust: true, toughness: 3, opaque: true },
  'thick-reinforced-concrete': { defence: 5, robust: true, toughness: 2, opaque: true },
  'light-vehicle-armour': { defence: 5, robust: true, toughness: 0, opaque: true },
  'armoured-door': { defence: 6, robust: true, toughness: 1, opaque: true },
  'bunker': { defence: 7, robust: true, toughness: 2, opaque: true },
  'heavy-vehicle-armour': { defence: 7, robust: true, toughness: 0, opaque: true },
  'vault-door': { defence: 8, robust: true, toughness: 2, opaque: true },
};

const rollArgs = z.object({
  level: z.number().int(), resist: z.number().int(), minor: z.boolean().default(false),
  bonuses: z.number().int().min(0).default(0), penalties: z.number().int().min(0).default(0),
  figure: z.string().optional(), label: z.string().max(80).optional(),
}).strict();

/** An ability roll the referee calls for: Level vs Resisting Level (GG-DICE-01..05, GG-DICE-07). */
export const abilityRoll = defineCommand<z.infer<typeof rollArgs>, GgSys, GgOptions>({
  args: rollArgs,
  gmOnly: true,
  validate: (s, a) => (a.figure !== undefined && !s.figures[a.figure] ? reject('UNKNOWN_FIGURE') : null),
  resolve: function* (s, a) {
    const minor = a.figure !== undefined ? !isMajor(s, a.figure) : a.minor;
    const net = a.bonuses - a.penalties;
    const target = targetNumber(a.level, a.resist, net);
    const roller = checkRoller(target, minor);
    let r = yield* roll(roller, a.label ?? 'ability roll');
    // A figure's roll the referee calls for is its own roll (GG-DICE-06, GG-PLAY-260).
    const by = a.figure ?? null;
    if (rerollAsked(s, by, null)) ({ r } = yield* heroThenLuck(s, roller, r, a.label ?? 'ability roll', by, null));
    const ruleIds = ['GG-DICE-01', 'GG-DICE-04', ...(r.faces[0] === 10 && target > 10 ? (minor ? ['GG-DICE-03', 'GG-RULING-04'] : ['GG-DICE-02']) : [])];
    if (net !== 0) ruleIds.push('GG-DICE-05', 'GG-RULING-03');
    yield* emit({
      type: 'gg.check', ruleIds,
      data: {
        level: a.level, resist: a.resist, minor, net, target, faces: [...r.faces], success: r.success, boosts: r.boosts,
        label: a.label ?? null,
      },
    });
  },
});

const awardArgs = z.object({ figure: z.string(), points: z.number().int().min(1).max(5).default(1) }).strict();
/** The referee awards Hero Points (GG-DICE-06, GG-GM-01). */
export const awardHeroPoint = defineCommand<z.infer<typeof awardArgs>, GgSys, GgOptions>({
  args: awardArgs,
  gmOnly: true,
  validate: (s, a) => (s.figures[a.figure] ? null : reject('UNKNOWN_FIGURE')),
  resolve: function* (s, a) {
    yield* emit({ type: 'gg.hero-point', data: { figure: a.figure, left: statusOf(s, a.figure).heroPoints + a.points, awarded: a.points }, ruleIds: ['GG-DICE-06', 'GG-GM-01'] });
  },
});

const wallArgs = z.object({ hex: hexSchema, material: z.string().nullable() }).strict();
/** The referee places (or clears) a wall or terrain hex from the example table (GG-SIT-01, GG-SIT-03). */
export const placeWall = defineCommand<z.infer<typeof wallArgs>, GgSys, GgOptions>({
  args: wallArgs,
  gmOnly: true,
  validate: (_s, a) => (a.material === null || WALLS[a.material] ? null : ruleRejection(GG_ERRORS.NOT_APPLICABLE, `No wall "${a.material}".`, 'GG-SIT-01')),
  resolve: function* (_s, a) {
    const w = a.material === null ? null : WALLS[a.material]!;
    const wall: WallHex | null = w && a.material !== null
      ? { material: a.material, defence: w.defence, robust: w.robust, hits: 1 + w.toughness, opaque: w.opaque }
      : null;
    yield* emit({ type: 'gg.wall', data: { hex: hexKey(a.hex), at: a.hex, wall }, ruleIds: ['GG-SIT-01', 'GG-SIT-03'] });
  },
});

const none = z.object({}).strict();
/** The wound table read for a Hero Point: no wound goes the PC's way, and a lower roll is better (GG-PLAY-260). */
const unhurt = (lethal: boolean): HeroJudge<number> => ({ ok: (f) => woundFor(f, lethal) === 'ok', score: (f) => -f });

/** After the fight, every out-of-action character without Regeneration on (GG-ABL-57, GG-PLAY-105) rolls on the wound table (GG-DMG-05). */
export const rollWounds = defineCommand<z.infer<typeof none>, GgSys, GgOptions>({
  args: none,
  gmOnly: true,
  validate: (s) => (s.phase === 'ended' ? null : ruleRejection(GG_ERRORS.COMBAT_NOT_OVER, 'Wounds are rolled when the fight is over.', 'GG-DMG-05')),
  resolve: function* (s) {
    for (const id of s.figureOrder) {
      const st = statusOf(s, id);
      if (!st.out || st.wound !== null || regenerationLevel(s, id) > 0) continue;
      let r = yield* roll(d10, `wound ${s.figures[id]!.name}`);
      // Lower is better on the wound table: a PC re-rolls any roll that wounds it (GG-DICE-06, GG-PLAY-260).
      if (heroAsked(s, id, null)) ({ r } = yield* heroAgain(s, d10, r, `wound ${s.figures[id]!.name}`, id, null, unhurt(st.lethal)));
      const wound = woundFor(r, st.lethal);
      // Returns from the Dead (GG-ADV-38): killed, it comes back into play with no roll; when and how is the GM's.
      const returns = wound === 'dead' && profile(s, id).rules.has['returns-from-the-dead'] !== undefined;
      yield* emit({
        type: 'gg.wound', data: { figure: id, roll: r, lethal: st.lethal, wound, ...(returns ? { returns: true } : {}) },
        ruleIds: ['GG-DMG-05', ...(returns ? ['GG-ADV-38'] : [])],
      });
    }
  },
});

const fleeing = z.object({ figure: z.string(), ability: z.string() }).strict();
const pursueArgs = z.object({ pursuer: z.string(), ability: z.string(), fleeing: z.array(fleeing).min(1) }).strict();
type PursueArgs = z.infer<typeof pursueArgs>;

/**
 * The movement a character pursues or flees with: one of its Movement abilities, plus the roll
 * bonuses bound to its class (Leaps and Bounds, GG-ADV-29) less a Light Wound's 1, or its vehicle as `vehicle:<class>`:
 * its own Level in that class (0 if none) + 4 (Useful Vehicle, Impressive Flying Ship; GG-TRAIT-R04).
 */
export function pursuitMove(s: S, id: string, key: string, roll: 'pursuit' | 'escape'): { mode: PursuitMode; level: number; bonus: number } | null {
  const p = profile(s, id);
  const vehicle = /^vehicle:([a-z]+)$/.exec(key);
  if (vehicle) {
    const cls = vehicle[1]!;
    const bonus = p.rollBonus[`${roll}:vehicle:${cls}`] ?? p.rollBonus[`${roll}:vehicle`];
    if (!MODE_OF[cls] || bonus === undefined) return null;
    const own = Math.max(0, ...p.movements.filter((m) => m.mode === cls).map((m) => m.level));
    return { mode: MODE_OF[cls], level: own + bonus, bonus };
  }
  const m = p.movements.find((x) => x.key === key);
  if (!m) return null;
  const bonus = (p.rollBonus[roll] ?? 0) + (p.rollBonus[`${roll}:${m.mode}`] ?? 0);
  // A Light Wound is -1 Move (GG-DMG-05): a character fleeing after the fight may have one by now.
  const wounded = statusOf(s, id).wound === 'light' ? 1 : 0;
  return { mode: MODE_OF[m.mode]!, level: m.level + bonus - wounded, bonus };
}

/**
 * A winner still in action tries to catch fleeing losers, one Penalty more for each after the
 * first, stopping at the first escape (GG-DMG-07).
 */
export const pursue = defineCommand<PursueArgs, GgSys, GgOptions>({
  args: pursueArgs,
  gmOnly: true,
  validate: (s, a) => {
    if (s.phase !== 'ended') return ruleRejection(GG_ERRORS.COMBAT_NOT_OVER, 'Pursuit follows the fight.', 'GG-DMG-07');
    if (!s.figures[a.pursuer] || a.fleeing.some((f) => !s.figures[f.figure])) return reject('UNKNOWN_FIGURE');
    if (!inAction(s, a.pursuer)) return ruleRejection(GG_ERRORS.OUT_OF_ACTION, 'Only a character in action pursues.', 'GG-DMG-07');
    if (!pursuitMove(s, a.pursuer, a.ability, 'pursuit') || a.fleeing.some((f) => !pursuitMove(s, f.figure, f.ability, 'escape'))) {
      return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, 'Pursuit and flight use Movement abilities (or the character\'s vehicle).', 'GG-DMG-07');
    }
    if (a.fleeing.some((f) => statusOf(s, f.figure).escaped)) {
      return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'It got away by Escape Effect or Feign Death: no pursuit.', 'GG-TRAIT-R05');
    }
    const done = a.fleeing.find((f) => ['medium', 'serious', 'dead'].includes(statusOf(s, f.figure).wound ?? ''));
    return done ? ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Disabled or dead characters cannot flee.', 'GG-DMG-07') : null;
  },
  resolve: function* (s, a) {
    const p = pursuitMove(s, a.pursuer, a.ability, 'pursuit')!;
    let cur = s;
    for (const [i, f] of a.fleeing.entries()) {
      const e = pursuitMove(s, f.figure, f.ability, 'escape')!;
      const modifier = pursuitModifier(p.mode, e.mode);
      const target = targetNumber(p.level + modifier, e.level, -i);
      const roller = checkRoller(target, !isMajor(s, a.pursuer));
      let r = yield* roll(roller, `pursue ${s.figures[f.figure]!.name}`);
      if (heroAsked(cur, a.pursuer, f.figure)) ({ r, s: cur } = yield* heroAgain(cur, roller, r, `pursue ${s.figures[f.figure]!.name}`, a.pursuer, f.figure, CHECK));
      const bonuses = p.bonus !== 0 || e.bonus !== 0;
      const vehicle = a.ability.startsWith('vehicle:') || f.ability.startsWith('vehicle:');
      yield* emit({
        type: 'gg.pursuit', ruleIds: ['GG-DMG-07', ...(vehicle ? ['GG-TRAIT-R04'] : bonuses ? ['GG-ADV-29'] : [])],
        data: {
          pursuer: a.pursuer, figure: f.figure, modifier, penalties: i, target, faces: [...r.faces], caught: r.success,
          ...(bonuses ? { pursuerLevel: p.level, fleeingLevel: e.level } : {}),
        },
      });
      if (!r.success) break;
    }
  },
});

/** A day in minutes: the rest after which lost minions are back (GG-PLAY-240). */
const DAY = 24 * 60;

const restArgs = z.object({ figure: z.string(), minutes: z.number().int().min(10) }).strict();
/** Regaining hits out of combat (GG-DMG-06). */
export const rest = defineCommand<z.infer<typeof restArgs>, GgSys, GgOptions>({
  args: restArgs,
  gmOnly: true,
  validate: (s, a) => (!s.figures[a.figure] ? reject('UNKNOWN_FIGURE') : s.phase === 'combat' ? reject('ILLEGAL_ACTION', 'Not during combat.', { ruleId: 'GG-DMG-06' }) : null),
  resolve: function* (s0, a) {
    const st = statusOf(s0, a.figure);
    const hits = Math.min(st.maxHits, st.hits + regainedHits(st.maxHits, a.minutes));
    let s = yield* put(s0, { type: 'gg.healed', data: { figure: a.figure, hits, minutes: a.minutes }, ruleIds: ['GG-DMG-06'] });
    // A day's rest brings lost minions back (GG-PLAY-240, seed L153 "lost minions become available each day").
    if (a.minutes >= DAY) {
      for (const key of Object.keys(st.minionsLost ?? {})) {
        s = yield* put(s, { type: 'gg.minions-lost', data: { figure: a.figure, ability: key, lost: 0 }, ruleIds: ['GG-ABL-62', 'GG-PLAY-240'] });
      }
    }
    // A Weakened ability regains a Level an hour (GG-MOD-68).
    for (const ability of profile(s, a.figure).abilities.filter((x) => x.mods.weakens && (st.weakened[x.key] ?? 0) > 0)) {
      const weakened = Math.max(0, st.weakened[ability.key]! - Math.floor(a.minutes / 60));
      s = yield* put(s, { type: 'gg.weakened', data: { figure: a.figure, ability: ability.key, weakened, rested: a.minutes }, ruleIds: ['GG-MOD-68'] });
    }
  },
});

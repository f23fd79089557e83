import { z } from 'zod';
import { emit, roll } from '../../../dice/index.ts';
import { defineCommand, reject, ruleRejection } from '../../../kernel/index.ts';
import { d10 } from './check.ts';
import { GG_ERRORS } from './common.ts';
import { profile, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import { atLeast, heroAgain, heroAsked } from './hero-points.ts';

// Recovering from wounds after the fight (GG-DMG-05, seed L729-736): each week (each day with
// Immortality) a wounded character rolls a D, needing 6+, to move up the wound table one step.
// The bonuses come from the records: Fast Healer +3 (GG-ADV-16), Immortality +Level (GG-ABL-41),
// and the Level of a Heal used on it out of combat (GG-ABL-37). A dead Immortal rolls 8+ + Level
// to come back (ruling GG-PLAY-61: as Seriously Wounded).

const UP: Readonly<Record<string, string>> = { serious: 'medium', medium: 'light', light: 'ok' };

const args = z.object({
  figure: z.string(),
  /** A Heal used on it out of combat: the healer and its Heal ability. */
  healer: z.object({ figure: z.string(), ability: z.string() }).strict().optional(),
}).strict();
type Args = z.infer<typeof args>;

/** The bonus to this figure's wound recovery roll: its own records, plus a healer's Heal Level. */
export function woundRecoveryBonus(s: S, a: Args): number {
  const own = profile(s, a.figure).rollBonus['wound-recovery'] ?? 0;
  const heal = a.healer ? profile(s, a.healer.figure).abilities.find((x) => x.key === a.healer!.ability) : undefined;
  return own + (heal?.targetBonus['wound-recovery'] ?? 0);
}

export const recoverWound = defineCommand<Args, GgSys, GgOptions>({
  args,
  gmOnly: true,
  validate: (s, a) => {
    if (!s.figures[a.figure] || (a.healer && !s.figures[a.healer.figure])) return reject('UNKNOWN_FIGURE');
    if (s.phase === 'combat') return reject('ILLEGAL_ACTION', 'Wounds heal out of combat.', { ruleId: 'GG-DMG-05' });
    if (a.healer && !(profile(s, a.healer.figure).abilities.find((x) => x.key === a.healer!.ability)?.heal)) {
      return ruleRejection(GG_ERRORS.NO_SUCH_ABILITY, 'The healer needs a Heal ability.', 'GG-ABL-37');
    }
    const wound = statusOf(s, a.figure).wound;
    if (wound && UP[wound]) return null;
    if (wound === 'dead' && (profile(s, a.figure).rollBonus['return-from-death'] ?? 0) > 0) return null;
    return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only a wounded character (or a dead Immortal) rolls to recover.', 'GG-DMG-05');
  },
  resolve: function* (s, a) {
    const from = statusOf(s, a.figure).wound!;
    const dead = from === 'dead';
    const bonus = dead ? profile(s, a.figure).rollBonus['return-from-death'] ?? 0 : woundRecoveryBonus(s, a);
    const needed = dead ? 8 : 6;
    const label = dead ? 'come back from death' : 'wound recovery';
    let face = yield* roll(d10, label);
    if (heroAsked(s, a.figure, null)) ({ r: face } = yield* heroAgain(s, d10, face, label, a.figure, null, atLeast(needed - bonus)));
    const success = face + bonus >= needed;
    yield* emit({
      type: 'gg.wound-recovered', ruleIds: ['GG-DMG-05', ...(dead ? ['GG-ABL-41'] : []), ...(a.healer ? ['GG-ABL-37'] : [])],
      data: { figure: a.figure, face, bonus, needed, success, from, to: success ? (dead ? 'serious' : UP[from]!) : from },
    });
  },
});

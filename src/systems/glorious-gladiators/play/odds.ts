import { z } from 'zod';
import type { Rational } from '../../../dice/index.ts';
import type { AnySystem, EventDraft, Json, OddsQuery, OddsSpec } from '../../../kernel/index.ts';
import { attackQuery, attackQueryParams, type AttackQueryParams } from './attack-query.ts';
import { checkRoller, successChance } from './check.ts';
import type { GgSys } from './model.ts';
import { MODIFIER_ODDS, summarizeModifierOdds } from './modifier-system.ts';
import { describeGgOutcome } from './odds-words.ts';
import { carriesHex } from './hiding.ts';
import { blankSheet } from '../builder/blank.ts';

const frac = (r: Rational) => r.toString();

/**
 * Exact odds (GG-DICE-08): an attack sums to hit / hits dealt / out of action; a roll to its
 * success and Boosts; a recovery to what it removes; a pursuit to who is caught.
 */
export const ggOdds: OddsSpec<GgSys> = {
  commands: [...MODIFIER_ODDS,
    'gg.attack', 'gg.roll', 'gg.resist-hindrance', 'gg.recover-drained', 'gg.pursue', 'gg.wounds', 'gg.resist', 'gg.attack-trap', 'gg.dismiss',
    'gg.dismiss-area', 'gg.mental-illusion', 'gg.phase-through',
  ],
  summarize: (events: readonly EventDraft[], _state, command): Json => {
    const data = (type: string) => events.filter((e) => e.type === type).map((e) => e.data as Record<string, Json>);
    const mine = summarizeModifierOdds(command.type, data);
    if (mine !== undefined) return mine;
    switch (command.type) {
      case 'gg.attack': {
        // A miss gone astray (GG-ATK-10) may hit others: who, apart, and only when someone was.
        const rolls = data('gg.hit-roll');
        const stray = rolls.filter((h) => h.stray === true).map((h) => h.target as string);
        const hits = data('gg.hit').filter((h) => !stray.includes(h.target as string));
        return {
          hit: rolls.length > stray.length,
          hits: hits.reduce((n, h) => n + (h.hits as number), 0),
          out: hits.some((h) => h.out === true),
          ...(stray.length > 0 ? { stray } : {}),
        };
      }
      case 'gg.roll': {
        const c = data('gg.check')[0]!;
        return { success: c.success!, boosts: c.boosts! };
      }
      case 'gg.resist-hindrance': return { removed: -(data('gg.hindered')[0]?.points as number ?? 0) };
      case 'gg.recover-drained': return { recovered: -(data('gg.drained')[0]?.levels as number ?? 0) };
      // The abilities' own rolls (GG-PLAY-43, GG-PLAY-45, GG-PLAY-49).
      case 'gg.resist': return { freed: data('gg.resisted')[0]?.success === true };
      case 'gg.attack-trap': {
        const t = data('gg.trap-attack')[0]!;
        return { broken: t.broken === true, prisonerHit: t.prisonerHit === true, hits: data('gg.hit').reduce((n, h) => n + (h.hits as number), 0) };
      }
      case 'gg.dismiss': return { dismissed: data('gg.dismissed')[0]?.success === true };
      case 'gg.dismiss-area': return { dismissed: data('gg.dismissed-area')[0]?.success === true };
      case 'gg.phase-through': return { crossed: data('gg.phase-through')[0]?.crossed === true };
      case 'gg.mental-illusion': return { gripped: data('gg.mental-illusion')[0]?.success === true };
      case 'gg.pursue': return { caught: data('gg.pursuit').filter((p) => p.caught).map((p) => p.figure!) };
      case 'gg.wounds': return data('gg.wound').map((w) => `${w.figure as string}:${w.wound as string}`);
      // Any other command (a move, an end of turn, an activation): whom its dice can cost hits, a
      // Quick strike at a mover (GG-PLAY-65), a reactivation or a Backfire among them.
      default: return lostHits(data('gg.hit'));
    }
  },
  describe: describeGgOutcome,
  // A bystander's unrevealed sheet, in a player's odds, is a minor with nothing bought (only the free
  // starting abilities): every to-hit first asks the whole table for a Counter (GG-ABL-12), which would
  // otherwise refuse a player's odds wherever an unrevealed NPC stands. None for a command aimed at
  // hexes (an Area's, a move's): whoever stands there or reacts on the way is its subject, and no
  // stand-in may answer for a subject.
  standIn: (figure, command) => (aimsAtHexes(command.args) ? undefined : blankSheet(figure.name, 'minor', null)),
};

/** Whether a command's args carry a hex (a point aimed at, a line's ends, a move's destination): see `standIn`. */
const aimsAtHexes = (args: unknown): boolean => typeof args === 'object' && args !== null && carriesHex(args);

/** Hits lost by each figure, in the order they were first hit, and who went out of action: "iron:2", "comet:1:out". */
function lostHits(hits: readonly Record<string, Json>[]): Json {
  const lost = new Map<string, { hits: number; out: boolean }>();
  for (const h of hits) {
    const was = lost.get(h.target as string) ?? { hits: 0, out: false };
    lost.set(h.target as string, { hits: was.hits + (h.hits as number), out: was.out || h.out === true });
  }
  return [...lost].filter(([, v]) => v.hits > 0 || v.out).map(([id, v]) => `${id}:${v.hits}${v.out ? ':out' : ''}`);
}

function table(minor: boolean) {
  const rows = [];
  for (let t = 1; t <= 20; t++) rows.push({ target: t, probability: successChance(t, minor).probability(true) });
  return rows;
}

const checkParams = z.object({ minor: z.coerce.boolean().default(false), seeking: z.coerce.boolean().default(false) }).strict();

/** Named odds questions: `arbiter odds glorious-gladiators <query> --param k=v`. */
export function ggQueries(system: () => AnySystem): Readonly<Record<string, OddsQuery>> {
  return {
    'check-table': {
      description: 'Chance of success for each needed roll T (GG-DICE-08): major or minor, Seeking auto-miss on 1-4.',
      params: checkParams,
      run: (p: z.infer<typeof checkParams>) => {
        const rows = [];
        for (let t = 1; t <= 20; t++) {
          const chance = checkRoller(t, p.minor, p.seeking ? 4 : null).distribution().map((c) => c.success);
          rows.push({ target: t, probability: chance.probability(true) });
        }
        return {
          title: `GG check: ${p.minor ? 'minor' : 'major'} character${p.seeking ? ', Seeking' : ''}`,
          json: rows.map((r) => ({ target: r.target, probability: frac(r.probability) })),
          text: rows.map((r) => `${String(r.target).padStart(2)}+  ${frac(r.probability).padEnd(7)} ${(r.probability.toNumber() * 100).toFixed(0)}%`).join('\n'),
          bars: rows.map((r) => ({ label: `${r.target}+`, probability: frac(r.probability) })),
        };
      },
    },
    'attack': {
      description: 'One attack between two templates or sheet files at a distance in hexes, enumerated from the rule code: hit, hits dealt, out of action (GG-ATK-01, GG-DICE-08).',
      params: attackQueryParams,
      run: (p: AttackQueryParams) => attackQuery(system(), p),
    },
  };
}

export { table as checkTable };

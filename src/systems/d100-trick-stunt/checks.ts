import type { Figure } from '../../kernel/index.ts';
import { DEFAULT_SKILLS, isScoreName, skillEntry } from './catalog/skills.ts';
import type { D100Status } from './model.ts';
import type { D100Options } from './options.ts';
import type { D100Sheet } from './sheet.ts';

/**
 * Percentile checks: roll d100 under a score ([D100-DICE-01]), with the critical bands of
 * [D100-DICE-02] read from the raw roll ([D100-RULING-03]), and opposed rolls ([D100-DICE-04]).
 */
export type CheckResult = 'critical-success' | 'success' | 'failure' | 'critical-failure';

export function readCheck(roll: number, need: number, criticalsAlwaysCount: boolean): CheckResult {
  if (criticalsAlwaysCount) {
    if (roll <= 5) return 'critical-success';
    if (roll >= 96) return 'critical-failure';
    return roll <= need ? 'success' : 'failure';
  }
  // Without RULING-02 the score decides; a critical is a success (or failure) in the band.
  if (roll <= need) return roll <= 5 ? 'critical-success' : 'success';
  return roll >= 96 ? 'critical-failure' : 'failure';
}

export function succeeded(result: CheckResult): boolean {
  return result === 'critical-success' || result === 'success';
}

export type OpposedOutcome = 'win' | 'lose' | 'both-fail';

/** How an opposed roll reads for its initiator, before a tie is re-rolled. */
export interface OpposedRead {
  readonly outcome: OpposedOutcome | 'tie';
  /** The initiator won with a critical success. */
  readonly critical: boolean;
}

/**
 * The five readings there are, shared rather than built per roll (simulation reads one for
 * every Trick, Stunt and break-free). Frozen: nobody may change a shared reading.
 */
const WIN: OpposedRead = Object.freeze({ outcome: 'win', critical: false });
const WIN_CRITICAL: OpposedRead = Object.freeze({ outcome: 'win', critical: true });
const LOSE: OpposedRead = Object.freeze({ outcome: 'lose', critical: false });
const BOTH_FAIL: OpposedRead = Object.freeze({ outcome: 'both-fail', critical: false });
const TIE: OpposedRead = Object.freeze({ outcome: 'tie', critical: false });

/** The initiator's outcome; 'tie' when both succeed on equal rolls and must re-roll ([D100-RULING-04]). */
export function readOpposed(
  aRoll: number, aNeed: number, bRoll: number, bNeed: number, options: Pick<D100Options, 'criticalsAlwaysCount' | 'opposedBothSucceed'>,
): OpposedRead {
  const a = readCheck(aRoll, aNeed, options.criticalsAlwaysCount);
  const b = readCheck(bRoll, bNeed, options.criticalsAlwaysCount);
  const aOk = succeeded(a);
  const bOk = succeeded(b);
  const aCrit = a === 'critical-success';
  if (aOk && !bOk) return aCrit ? WIN_CRITICAL : WIN;
  if (!aOk && bOk) return LOSE;
  if (!aOk && !bOk) return BOTH_FAIL;
  const bCrit = b === 'critical-success';
  if (aCrit !== bCrit) return aCrit ? WIN_CRITICAL : LOSE;
  if (aRoll === bRoll) return TIE;
  const aWins = options.opposedBothSucceed === 'higher-wins' ? aRoll > bRoll : aRoll < bRoll;
  return aWins ? (aCrit ? WIN_CRITICAL : WIN) : LOSE;
}

/** One term of a check's target: the score is the sum of its base and these ([D100-DICE-03]). */
export interface Modifier {
  readonly label: string;
  readonly value: number;
  readonly ruleId: string;
}

export interface Target {
  /** The score rolled against, e.g. "Strength" or "Fight". */
  readonly score: string;
  readonly base: number;
  readonly modifiers: readonly Modifier[];
  readonly need: number;
}

export function target(score: string, base: number, modifiers: readonly Modifier[]): Target {
  let need = base;
  for (const m of modifiers) need += m.value;
  return { score, base, modifiers, need };
}

/** The activities a check needs, for maims ([D100-COND-02]). */
/** e.g. fight, shoot, dodge, block, heal, sneak, notice, climb, trick, stunt, flee, or a custom skill. */
export type Activity = string;

const SCORE_LABEL: Record<string, string> = { strength: 'Strength', agility: 'Agility', mind: 'Mind', charm: 'Charm' };

/**
 * The score a named check rolls against: one of the four scores, a skill on the sheet, or the
 * score a default skill falls back to ([D100-CHAR-01]; D100-SKILL-02). Undefined for an unknown
 * custom skill.
 */
export function scoreFor(sheet: D100Sheet, check: string): { score: string; base: number } | undefined {
  if (isScoreName(check)) return { score: SCORE_LABEL[check]!, base: sheet[check] };
  const own = sheet.skills[check];
  const entry = skillEntry(check);
  if (own !== undefined) return { score: entry?.name ?? check, base: own };
  if (!entry) return undefined;
  return { score: SCORE_LABEL[entry.fallback]!, base: sheet[entry.fallback] };
}

/** Melee attacks roll Strength, ranged and thrown roll Agility; with skills, Fight and Shoot ([D100-SKILL-01]). */
export function attackScore(sheet: D100Sheet, ranged: boolean, options: Pick<D100Options, 'useSkills'>): { score: string; base: number } {
  if (options.useSkills) return scoreFor(sheet, ranged ? 'shoot' : 'fight')!;
  return ranged ? { score: 'Agility', base: sheet.agility } : { score: 'Strength', base: sheet.strength };
}

/** −20 for each maim that hurts one of these activities ([D100-COND-02], [D100-DICE-03]). */
export function maimModifiers(sheet: D100Sheet, activities: readonly string[]): Modifier[] {
  const out: Modifier[] = [];
  for (const maim of sheet.maims) {
    if (maim.affects.some((a) => activities.includes(a))) out.push({ label: `maimed ${maim.part}`, value: -20, ruleId: 'D100-COND-02' });
  }
  return out;
}

/** The pending Trick/Stunt modifier on a figure's next action ([D100-TS-01]). */
export function nextActionModifier(fig: Figure<D100Sheet, D100Status>): number {
  for (const c of fig.conditions) if (c.id === 'next-action') return (c.data as { modifier?: number } | undefined)?.modifier ?? 0;
  return 0;
}

export function hasNextAction(fig: Figure): boolean {
  for (const c of fig.conditions) if (c.id === 'next-action') return true;
  return false;
}

export function nextActionTerm(fig: Figure<D100Sheet, D100Status>): Modifier[] {
  if (!hasNextAction(fig)) return [];
  return [{ label: 'Trick/Stunt', value: nextActionModifier(fig), ruleId: 'D100-TS-01' }];
}

export const CHECK_NAMES: readonly string[] = ['strength', 'agility', 'mind', 'charm', ...DEFAULT_SKILLS.map((s) => s.id)];

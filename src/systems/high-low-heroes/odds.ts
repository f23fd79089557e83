import type { Distribution, Rational } from '../../dice/index.ts';
import type { EventDraft, Json, KernelEventData, OddsSpec } from '../../kernel/index.ts';
import { actionsFor } from './derive.ts';
import type { AttackData, HlhEventData } from './events.ts';
import type { HlhSys } from './model.ts';
import { TWO_D6 } from './turn.ts';

/**
 * Exact odds. An attack is summarised jointly (hit, damage, knock-back, daze, Doubles, the
 * defender's state) over every pair of Attack and Defense rolls, because one roll feeds To hit
 * and Damage and the other Evade and Block ([HLH-PROB-03], [HLH-DICE-03]). The numbers outside
 * a table (section 8, readings, actions, careers, assists) come from the same High/Low roller
 * ([HLH-PROB-01], [HLH-PROB-02], [HLH-PROB-04], [HLH-PROB-05]).
 */
export const hlhOdds: OddsSpec<HlhSys> = {
  commands: ['attack', 'assist', 'career-test'],
  summarize: (events, _state, command) => {
    if (command.type === 'assist') {
      const a = first(events, 'hlh.assist');
      return a ? { restored: a.restored } : null;
    }
    if (command.type === 'career-test') {
      const c = first(events, 'hlh.career-test');
      return c ? { success: c.success } : null;
    }
    const a = events.find((e) => e.type === 'hlh.attack')?.data as AttackData | undefined;
    if (!a) return null;
    const kb = first(events, 'hlh.knocked-back');
    const dazed = events.some((e) => e.type === 'table.condition.added' && (e.data as KernelEventData['table.condition.added']).condition.id === 'dazed');
    const out: Record<string, Json> = {
      hit: a.hit, damage: a.damage, knockBack: kb ? kb.squares : 0, dazed, condition: a.condition,
      attackDouble: a.roll.double, defenseDouble: a.defense !== null && a.defense.double,
    };
    return out;
  },
};

function first<T extends keyof HlhEventData>(events: readonly EventDraft[], type: T): HlhEventData[T] | undefined {
  return events.find((e) => e.type === type)?.data as HlhEventData[T] | undefined;
}

export type Which = 'high' | 'low';

/** A derived value's distribution: the reading plus a net modifier, floored at 1 ([HLH-DICE-02], [HLH-PROB-01]). */
export function valueDistribution(which: Which, modifier: number): Distribution<number> {
  return TWO_D6.distribution().map((r) => Math.max(1, (which === 'high' ? r.high : r.low) + modifier));
}

/** P(roller ≥ opponent), both derived values of their own 2d6 ([HLH-DICE-04], [HLH-PROB-02]). */
export function atLeast(roller: Which, rollerMod: number, opponent: Which, opponentMod: number): Rational {
  return valueDistribution(roller, rollerMod).compare('>=', valueDistribution(opponent, opponentMod));
}

/** The section-8 table's rows and columns: Low −1..+4, then High −1..+4 (seed L223-236). */
export const SECTION_8_SIDES: ReadonlyArray<{ readonly which: Which; readonly mod: number }> = (['low', 'high'] as const)
  .flatMap((which) => [-1, 0, 1, 2, 3, 4].map((mod) => ({ which, mod })));

export interface Section8Cell {
  readonly opponent: string;
  readonly probability: Rational;
  /** Out of 36 × 36 = 1296 equally likely pairs. */
  readonly numerator: number;
  /** Rounded to the nearest percent, as the seed prints it. */
  readonly percent: number;
}

export const sideLabel = (s: { which: Which; mod: number }) => `${s.which === 'high' ? 'High' : 'Low'} ${s.mod > 0 ? `+${s.mod}` : s.mod}`;

export function section8(): Array<{ roller: string; cells: Section8Cell[] }> {
  return SECTION_8_SIDES.map((r) => ({
    roller: sideLabel(r),
    cells: SECTION_8_SIDES.map((o) => {
      const p = atLeast(r.which, r.mod, o.which, o.mod);
      const numerator = Number((p.num * 1296n) / p.den);
      return { opponent: sideLabel(o), probability: p, numerator, percent: Math.round((numerator * 100) / 1296) };
    }),
  }));
}

/** P(1, 2, 3, 4 actions) for an Initiative reading and net modifier ([HLH-PROB-04], [HLH-INIT-04]). */
export function actionsDistribution(which: Which, modifier: number): Distribution<number> {
  return valueDistribution(which, modifier).map(actionsFor);
}

/** Life restored by an Assist: helper High (recipient spends its turn) or Low, minus the GM's Low, never negative ([HLH-DMG-03]). */
export function assistDistribution(helper: Which): Distribution<number> {
  return valueDistribution(helper, 0).combine(valueDistribution('low', 0), (h, g) => Math.max(0, h - g));
}

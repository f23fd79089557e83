import { hasCondition, kernelEvent, type Condition, type EventDraft, type Hex, type Json } from '../../../kernel/index.ts';
import { effectiveLevel, profile, statusOf, type S } from './model.ts';
import type { AbilityProfile, FigureProfile } from './profile.ts';
import { profileIndex } from './profile-index.ts';

// What a condition put on by an ability remembers, and the questions the rules ask about it. Pure
// queries: the play modules that give conditions their effects (limits, grab, control, forms…)
// read them, so one condition means the same thing everywhere.

/** The ability behind a condition: who put it on, with what, at which Level, for how long. */
export interface Imposed {
  readonly from: string;
  readonly ability: string;
  readonly level: number;
  /** Put on by a Persistent or Always On ability: it stays, and is rolled again at its user's turn (GG-MOD Persistent). */
  readonly persistent?: boolean;
  /** Where a Fear or Mental Illusion points (an Area's centre, a chosen hex). */
  readonly origin?: Hex;
  /** A Partial Trap (GG-ABL-69). */
  readonly partial?: boolean;
  /** Activated on a willing ally (gg.activate): it helps, it is no attack, and it is not resisted (GG-PLAY-152). */
  readonly willing?: boolean;
  /** The Charmer gave cause for doubt: the charmed may now resist (GG-ABL-08). */
  readonly doubt?: boolean;
  /** The figure a Mental Illusion hides (Miss Something, GG-ABL-47). */
  readonly subject?: string;
  /** Enemies who saw through a mirror-image Illusion (GG-ABL-40). */
  readonly seen?: readonly string[];
  /** The round a Mental Illusion's effect was last chosen (GG-ABL-47). */
  readonly turn?: number;
}

/** Conditions with a Special Duration of their own: no expiry at the user's next turn, no Persistent re-roll. */
export const SPECIAL_DURATION: ReadonlySet<string> = new Set(['grabbed', 'grabbing', 'possessed', 'possessing', 'possession-immune']);

export function imposedOf(c: Condition | undefined): Imposed | null {
  const d = c?.data as Partial<Imposed> | undefined;
  return d && typeof d.from === 'string' && typeof d.ability === 'string' ? (d as Imposed) : null;
}

/**
 * Conditions that hold their figure still: no Move action (limits.ts actionBan) and, cornered, no
 * compelled move owed (fear.ts, GG-PLAY-41). Each with its rule and why, for the refusal.
 */
export const HOLDS_STILL = [
  ['grabbed', 'GG-ABL-36', 'A grabbed character cannot move.'], ['trapped', 'GG-ABL-69', 'A trapped character has Move 0.'],
  ['held', 'GG-ABL-65', 'A character held by Telekinesis cannot take Move actions.'],
] as const;

export function conditionOn(s: S, id: string, condition: string): Condition | undefined {
  const fig = s.figures[id];
  // A loop, as hasCondition: no closure made on each of the ~200 calls of a fight.
  if (fig) for (const c of fig.conditions) if (c.id === condition) return c;
  return undefined;
}

/** Whether some figure on the table has this condition (a loop: hooks ask after every action). */
export function anyoneWith(s: S, condition: string): boolean {
  for (const id of s.figureOrder) if (hasCondition(s.figures[id]!, condition)) return true;
  return false;
}

/** Who put this condition on the figure, or null. */
export function imposer(s: S, id: string, condition: string): string | null {
  return imposedOf(conditionOn(s, id, condition))?.from ?? null;
}

/** The ability that put a condition on (from its user's profile), when its user is still at the table. */
export function sourceAbility(s: S, im: Imposed): AbilityProfile | undefined {
  return s.figures[im.from] ? profile(s, im.from).abilities.find((a) => a.key === im.ability) : undefined;
}

/**
 * The best Level among the conditions of this id that abilities switched on put on a figure (a
 * Regeneration's 'regenerating', a Speed's 'speeding'), each at its user's Level now, drained or
 * switched off as it may be; at least `floor` (the figure's own). A figure with none pays a loop.
 */
export function imposedLevel(s: S, id: string, condition: string, floor: number): number {
  let best = floor;
  for (const c of s.figures[id]?.conditions ?? []) {
    const im = c.id === condition ? imposedOf(c) : null;
    if (!im) continue;
    const from = sourceAbility(s, im);
    best = Math.max(best, from ? effectiveLevel(s, im.from, from.key, from.level) : im.level);
  }
  return best;
}

// Profiles never change in play, so a figure's Always On forms are worked out once (they are read on every distance).
function alwaysOnForms(p: FigureProfile): ReadonlyMap<string, number> {
  return profileIndex(p).alwaysOnForms;
}

const byHandler = new WeakMap<FigureProfile, Map<string, readonly AbilityProfile[]>>();
/** A figure's abilities that carry one special handler, found once per profile (attacks ask on every strike). */
export function withHandler(p: FigureProfile, handler: string): readonly AbilityProfile[] {
  let m = byHandler.get(p);
  if (!m) {
    m = new Map();
    byHandler.set(p, m);
  }
  let list = m.get(handler);
  if (!list) {
    list = p.abilities.filter((a) => a.specials.includes(handler));
    m.set(handler, list);
  }
  return list;
}

/** Whether a form (giant, insubstantial, fragmented…) is on: put on by an ability, or an Always On one of its own. */
export function formActive(s: S, id: string, form: string): boolean {
  const fig = s.figures[id];
  if (!fig) return false;
  return (fig.conditions.length > 0 && hasCondition(fig, form)) || alwaysOnForms(profile(s, id)).has(form);
}

/** The Level of the form on a figure (from its condition, or its own Always On ability), or 0. */
export function formLevel(s: S, id: string, form: string): number {
  const im = imposedOf(conditionOn(s, id, form));
  if (im) return im.level;
  return alwaysOnForms(profile(s, id)).get(form) ?? 0;
}

/**
 * The draft that puts a condition from an ability on a target. An Instant ability's effect ends at
 * the start of its user's next turn (GG-INIT-03); a Persistent or Always On one stays until it is
 * resisted, fails its roll at its user's turn, is dismissed or the scene ends; Grab and the like
 * keep their own Special Duration.
 */
export function imposeDraft(
  user: string, ability: Pick<AbilityProfile, 'key' | 'level' | 'duration'>, target: string, condition: string,
  extra: Readonly<Record<string, Json>> = {}, ruleId = 'GG-ATK-07',
): EventDraft {
  const persistent = ability.duration !== 'instant';
  const data = { from: user, ability: ability.key, level: ability.level, ...(persistent ? { persistent: true } : {}), ...extra };
  const lasting = persistent || SPECIAL_DURATION.has(condition);
  // Light's flash blinds "until after its next turn": the target's, not the user's (GG-ABL-44).
  const expires = condition === 'blinded' ? { at: 'turn-end' as const, of: target, turns: 1 } : { at: 'turn-start' as const, of: user, turns: 1 };
  const imposed: Condition = { id: condition, ruleId, data, ...(lasting ? {} : { expires }) };
  return kernelEvent('table.condition.added', { figure: target, condition: imposed }, { ruleIds: [ruleId, 'GG-INIT-03'] });
}

export const removeDraft = (figure: string, condition: string, ruleIds: readonly string[]): EventDraft =>
  kernelEvent('table.condition.removed', { figure, condition, reason: 'rule' }, { ruleIds });

/** Every condition a figure put on others or itself, as [figure, condition]. */
export function imposedBy(s: S, user: string): { figure: string; condition: Condition; im: Imposed }[] {
  const out: { figure: string; condition: Condition; im: Imposed }[] = [];
  for (const id of s.figureOrder) {
    for (const c of s.figures[id]!.conditions) {
      const im = imposedOf(c);
      if (im?.from === user) out.push({ figure: id, condition: c, im });
    }
  }
  return out;
}

/** Out of action, out of play, transformed (GG-ABL-68: Out of Action while transformed) or gone inside a victim. */
export function incapacitated(s: S, id: string): boolean {
  const fig = s.figures[id];
  if (!fig) return true;
  const st = statusOf(s, id);
  return st.out || st.outOfPlay || hasCondition(fig, 'transformed') || hasCondition(fig, 'possessing');
}

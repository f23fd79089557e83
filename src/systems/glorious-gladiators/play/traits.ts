import { z } from 'zod';
import { choose, roll } from '../../../dice/index.ts';
import { defineCommand, folded, kernelEvent, notInCombat, reject, ruleRejection, type EventDraft } from '../../../kernel/index.ts';
import type { Severity } from '../catalog/vocabulary.ts';
import { priceSheet } from '../builder/sheet-price.ts';
import type { GgSheet } from '../sheet.ts';
import { d10 } from './check.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction } from './common.ts';
import { currentFigure, inAction, profile, sheetOf, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import { conditionOn } from './conditions.ts';
import { put, type P } from './put.ts';
import { atLeast, below, heroAgain, heroAsked } from './hero-points.ts';

// Advantages and disadvantages in combat (GG-TRAIT-R05, -R06, -R09, GG-DIS-12, -28, GG-ADV-45/47):
// the GM says when a circumstantial one comes up (`gg.trait`), play rolls where the seed asks for
// a roll and applies what it does; Showboating and Escape Effect need no GM.

/** A roll needed by severity: Major 3+, Significant 5+, Minor 7+ (GG-TRAIT-05). */
export const bySeverity = (severity: Severity): number => (severity === 'major' ? 3 : severity === 'significant' ? 5 : 7);

const glory = new WeakMap<GgSheet, number>();
/** A sheet's total Glory Points, once per sheet (Showboating compares them, GG-TRAIT-R09). */
export function gloryOf(sheet: GgSheet): number {
  let gp = glory.get(sheet);
  if (gp === undefined) {
    gp = priceSheet(sheet).total;
    glory.set(sheet, gp);
  }
  return gp;
}

/**
 * Showboating (GG-TRAIT-R09): 2 actions lost, the rest of this turn first, then the next turn's:
 * every time the character takes an opponent out, and once when it has 5 GP more than every
 * active opponent.
 */
export function* showboat(s: S, figure: string, reason: 'takedown' | 'glory'): P {
  const lose = profile(s, figure).rules.showboating;
  if (lose === 0 || profile(s, figure).rules.has['showboating'] === undefined) return s;
  const now = currentFigure(s) === figure ? Math.min(s.sys.actionsLeft, lose) : 0;
  return yield* put(s, { type: 'gg.showboating', data: { figure, reason, now, later: lose - now }, ruleIds: ['GG-TRAIT-R09', 'GG-ACT-01'] });
}

/** Whether a showboater outshines every active opponent by 5 GP or more. */
export function outshines(s: S, figure: string): boolean {
  const side = s.figures[figure]!.side;
  const foes = s.figureOrder.filter((id) => s.figures[id]!.side !== side && inAction(s, id));
  const mine = gloryOf(sheetOf(s, figure));
  return foes.length > 0 && foes.every((id) => mine >= gloryOf(sheetOf(s, id)) + 5);
}

/** The traits the GM triggers in combat, with what the seed has them do. */
export const TRIGGERED = ['flashbacks', 'coward', 'killer-instinct', 'uncontrolled-power', 'substance-abuse'] as const;
const traitArgs = z.object({ figure: z.string(), trait: z.enum(TRIGGERED) }).strict();

/** Substance Abuse comes up on 5+ / 7+ / 9+ by frequency (GG-ADV-45). */
const abuseRoll = { frequent: 5, common: 7, rare: 9 } as const;

export const triggerTrait = defineCommand<z.infer<typeof traitArgs>, GgSys, GgOptions>({
  args: traitArgs,
  gmOnly: true,
  validate: (s, a) => {
    if (s.phase !== 'combat') return notInCombat(s);
    if (!s.figures[a.figure]) return reject('UNKNOWN_FIGURE');
    return profile(s, a.figure).rules.has[a.trait] === undefined
      ? ruleRejection(GG_ERRORS.NOT_APPLICABLE, `${s.figures[a.figure]!.name} does not have that trait.`, 'GG-TRAIT-03')
      : null;
  },
  resolve: function* (s0, a) {
    const severity = profile(s0, a.figure).rules.has[a.trait]!;
    const cond = (id: string, ruleId: string, data: Record<string, string | number> = {}) =>
      kernelEvent('table.condition.added', { figure: a.figure, condition: { id, ruleId, data } }, { ruleIds: [ruleId] });
    if (a.trait === 'flashbacks') {
      // No roll: the consequence holds until the end of the character's next turn (GG-TRAIT-R06).
      let s = yield* put(s0, { type: 'gg.trait', data: { figure: a.figure, trait: a.trait, severity, holds: true }, ruleIds: ['GG-TRAIT-R06', 'GG-TRAIT-03'] });
      if (severity !== 'major') {
        yield* put(s, cond('flashback', 'GG-TRAIT-R06', { severity, round: s.round, index: s.sys.index }));
        return;
      }
      const st = statusOf(s, a.figure);
      if (st.out) return;
      s = yield* put(s, {
        type: 'gg.hit', ruleIds: ['GG-TRAIT-R06', 'GG-DMG-02'],
        data: {
          figure: a.figure, target: a.figure, ability: 'flashbacks', hits: st.hits, boosts: 0, hitsLeft: 0, out: true, lethal: false, outright: a.figure,
        },
      });
      yield* put(s, cond('prone', 'GG-DMG-01'));
      return;
    }
    const needed = a.trait === 'substance-abuse' ? abuseRoll[profile(s0, a.figure).rules.frequency['substance-abuse'] ?? 'common'] : 3;
    let face = yield* roll(d10, `${a.trait} takes hold`);
    // Its own roll, and one that goes its way when the trait does not take hold (GG-PLAY-260).
    if (heroAsked(s0, a.figure, null)) ({ r: face, s: s0 } = yield* heroAgain(s0, d10, face, `${a.trait} takes hold`, a.figure, null, below(needed)));
    const holds = face >= needed;
    const ruleId = { 'coward': 'GG-DIS-12', 'killer-instinct': 'GG-DIS-28', 'uncontrolled-power': 'GG-TRAIT-R11', 'substance-abuse': 'GG-ADV-45' }[a.trait];
    const s = yield* put(s0, { type: 'gg.trait', data: { figure: a.figure, trait: a.trait, severity, needed, face, holds }, ruleIds: [ruleId, 'GG-TRAIT-03'] });
    if (!holds) return;
    if (a.trait === 'substance-abuse' && severity === 'major') {
      yield* put(s, { type: 'gg.out-of-play', data: { figure: a.figure, reason: 'disabled by substance abuse' }, ruleIds: ['GG-ADV-45'] });
      return;
    }
    const penalties = severity === 'significant' ? 2 : 1;
    // Uncontrolled Power: the GM picks the friend, ally or bystander its powers go at (GG-TRAIT-R11).
    const allies = a.trait === 'uncontrolled-power'
      ? s.figureOrder.filter((x) => x !== a.figure && s.figures[x]!.side === s.figures[a.figure]!.side && inAction(s, x)) : [];
    const aim = allies.length === 0 ? 'none' : String(yield* choose<EventDraft>({
      to: 'gm', kind: 'uncontrolled-power', ruleIds: ['GG-TRAIT-R11'], message: `${s.figures[a.figure]!.name}'s powers run wild: at whom?`,
      options: [...allies.map((x) => ({ value: x, label: s.figures[x]!.name })), { value: 'none', label: 'A bystander (the GM plays it)' }],
    }));
    const data = a.trait === 'substance-abuse' ? { penalties } : aim !== 'none' ? { target: aim } : {};
    yield* put(s, cond(a.trait, ruleId, data));
  },
});

/** A Flashback ends with the end of the character's next turn; a Significant one allows 1 action a turn (GG-TRAIT-R06). */
export function flashbackEnds(s: S, figure: string): boolean {
  const c = conditionOn(s, figure, 'flashback');
  if (!c) return false;
  const d = (c.data ?? {}) as { round?: number; index?: number };
  return s.round > (d.round ?? 0) || (s.round === d.round && s.sys.index > (d.index ?? -1));
}

export function flashbackActions(s: S, figure: string): number | null {
  const c = conditionOn(s, figure, 'flashback');
  return c && (c.data as { severity?: string } | undefined)?.severity === 'significant' ? 1 : null;
}

const fig = z.object({ figure: z.string() }).strict();

/**
 * Escape Effect (GG-TRAIT-R05): an action in combat, or after defeat in place of fleeing; on
 * 7+ / 5+ / 3+ by severity the character leaves the fight and cannot be pursued or captured.
 * Feign Death (GG-ADV-17): after its side is defeated, the same roll to play dead and slip away.
 */
function escapeCommand(trait: 'escape-effect' | 'feign-death', ruleId: string) {
  return defineCommand<z.infer<typeof fig>, GgSys, GgOptions>({
    args: fig,
    actingFigure: (a) => a.figure,
    validate: (s, a) => {
      if (!s.figures[a.figure]) return reject('UNKNOWN_FIGURE');
      if (profile(s, a.figure).rules.has[trait] === undefined) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'This character does not have it.', ruleId);
      const st = statusOf(s, a.figure);
      if (st.escaped || st.wound === 'dead') return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Already gone.', ruleId);
      const defeated = s.sys.defeated.includes(s.figures[a.figure]!.side);
      if (trait === 'feign-death' || s.phase === 'ended') {
        return s.phase === 'ended' && defeated ? null : ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only when the side has been defeated.', ruleId);
      }
      return ownTurn(s, a.figure);
    },
    resolve: function* (s0, a) {
      let s = s0.phase === 'combat' ? yield* spendAction(s0, a.figure, trait) : s0;
      const severity = profile(s, a.figure).rules.has[trait]!;
      const needed = bySeverity(severity);
      let face = yield* roll(d10, trait);
      if (heroAsked(s, a.figure, null)) ({ r: face, s } = yield* heroAgain(s, d10, face, trait, a.figure, null, atLeast(needed)));
      s = yield* put(s, { type: 'gg.escaped', data: { figure: a.figure, trait, needed, face, success: face >= needed }, ruleIds: [ruleId] });
      return folded(s.phase === 'combat' ? yield* finishAction(s) : s);
    },
  });
}

export const escapeEffect = escapeCommand('escape-effect', 'GG-TRAIT-R05');
export const feignDeath = escapeCommand('feign-death', 'GG-ADV-17');

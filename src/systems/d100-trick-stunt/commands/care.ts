import { z } from 'zod';
import { EVENT_LIST, rollRequest } from '../../../dice/index.ts';
import { defineCommand, folded, reject, type Rejection } from '../../../kernel/index.ts';
import { maimModifiers, scoreFor, succeeded, target as targetOf, type CheckResult, type Modifier } from '../checks.ts';
import { checkRoller, dieRoller, opposedRoller, type OpposedReading } from '../dice.ts';
import { d100Reject } from '../errors.ts';
import { figureOf, has, mustFigure, rangeBetween } from '../figures.ts';
import type { D100State, D100Sys } from '../model.ts';
import { BANDS } from '../sheet.ts';
import { put, work, type Step, type Work } from '../work.ts';
import { act, actionRejection } from './act.ts';

const id = z.string().min(1).max(40);

const healArgs = z.object({ healer: id, patient: id }).strict();

/**
 * A Heal roll ([D100-HEAL-01], [D100-HEAL-02]): −10 on yourself; success stabilizes, restores 1d4
 * (or sets Life 1 from 0 or below, [D100-RULING-15]), capped at max Life, once per injury
 * ([D100-RULING-22]). In combat it is the healer's Ready/Recover action; out of combat, any time.
 */
export const heal = defineCommand<z.infer<typeof healArgs>, D100Sys>({
  args: healArgs,
  actingFigure: (a) => a.healer,
  validate: (s, a) => healRejection(s, a) ?? (s.phase === 'combat' ? actionRejection(s, a.healer, 'ready') : null),
  resolve: function* (s, a) {
    if (s.phase === 'combat') return yield* act(s, a.healer, 'ready', undefined, (w) => healRoll(w, a.healer, a.patient), null);
    const w = work(s, yield EVENT_LIST);
    yield* healRoll(w, a.healer, a.patient);
    return folded(w.state);
  },
});

/** Whom this healer may tend: a patient not dead, at close range unless it is the healer ([D100-HEAL-01]). */
export function healRejection(st: D100State, a: z.infer<typeof healArgs>): Rejection | null {
  const patient = figureOf(st, a.patient);
  if (!patient || has(patient, 'dead')) return d100Reject('CANNOT_HEAL', 'D100-HEAL-01');
  if (a.patient !== a.healer && rangeBetween(st, a.healer, a.patient) !== 'close') {
    return reject('TARGET_OUT_OF_RANGE', 'Healing needs close range.', { ruleId: 'D100-HEAL-01' });
  }
  return null;
}

function* healRoll(w: Work, healer: string, patientId: string): Step {
  const me = mustFigure(w.state, healer);
  const patient = mustFigure(w.state, patientId);
  const base = scoreFor(me.sheet, 'heal')!;
  const mods: Modifier[] = [...maimModifiers(me.sheet, ['heal'])];
  if (healer === patientId) mods.push({ label: 'treating yourself', value: -10, ruleId: 'D100-HEAL-01' });
  const t = targetOf(base.score, base.base, mods);
  const result = (yield rollRequest(checkRoller(t.need, w.options), `${me.name}'s Heal roll`)) as CheckResult;
  const already = patient.status.healed;
  let gained = 0;
  let life = patient.status.life;
  let dice: number | null = null;
  if (succeeded(result) && !already) {
    if (life <= 0) life = 1;
    else {
      dice = (yield rollRequest(dieRoller(4), 'Life restored')) as number;
      life = Math.min(patient.sheet.maxLife, life + dice);
    }
    gained = life - patient.status.life;
  }
  const ruleIds = ['D100-HEAL-01', 'D100-HEAL-02'];
  if (patient.status.life <= 0 && succeeded(result)) ruleIds.push('D100-RULING-15');
  if (already) ruleIds.push('D100-RULING-22');
  put(w, 'd100.healed', {
    healer, patient: patientId, need: t.need, modifiers: mods, result, already, roll: dice, gained, life,
    revived: patient.status.life < 1 && life >= 1,
  }, ruleIds);
}

const assassinateArgs = z.object({ figure: id, victim: id, intent: z.enum(['kill', 'ko']) }).strict();

/**
 * Assassination ([D100-ASSN-01], [D100-ASSN-02], [D100-RULING-21]): against an unaware victim two
 * opposed Sneak vs Notice rolls (closing in, the final approach); the victim notices only by
 * winning one. Unnoticed: killed or knocked out, no attack or damage roll. A KO'd victim needs no roll.
 */
export const assassinate = defineCommand<z.infer<typeof assassinateArgs>, D100Sys>({
  args: assassinateArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const st = s as never;
    const victim = figureOf(st, a.victim);
    if (!victim || a.victim === a.figure || has(victim, 'dead')) return d100Reject('INVALID_TARGET', 'D100-ASSN-01');
    if (!has(victim, 'unaware') && !has(victim, 'ko')) return d100Reject('NOT_UNAWARE', 'D100-ASSN-01');
    return s.phase === 'combat' ? actionRejection(st, a.figure, 'attack') : null;
  },
  resolve: function* (s, a) {
    const body = (w: Work) => approach(w, a);
    if (s.phase === 'combat') return yield* act(s, a.figure, 'attack', a.victim, body, null);
    const w = work(s, yield EVENT_LIST);
    yield* body(w);
    return folded(w.state);
  },
});

/** Closing in unseen: two opposed Sneak vs Notice rolls, then the blow ([D100-ASSN-01], [D100-ASSN-02]). */
function* approach(w: Work, a: z.infer<typeof assassinateArgs>): Step {
  const me = mustFigure(w.state, a.figure);
  const victim = mustFigure(w.state, a.victim);
  if (has(victim, 'ko')) {
    put(w, 'd100.assassinated', { figure: a.figure, victim: a.victim, intent: a.intent }, ['D100-ASSN-02']);
    return;
  }
  for (const stage of [1, 2] as const) {
    const sneak = scoreFor(me.sheet, 'sneak')!;
    const notice = scoreFor(victim.sheet, 'notice')!;
    const mine = targetOf(sneak.score, sneak.base, maimModifiers(me.sheet, ['sneak']));
    const theirs = targetOf(notice.score, notice.base, maimModifiers(victim.sheet, ['notice']));
    const r = (yield rollRequest(opposedRoller(mine.need, theirs.need, w.options), stage === 1 ? 'closing in' : 'the final approach')) as OpposedReading;
    const noticed = r.outcome === 'lose';
    put(w, 'd100.approach', { figure: a.figure, victim: a.victim, stage, need: [mine.need, theirs.need], outcome: r.outcome, noticed }, ['D100-ASSN-01', 'D100-RULING-21']);
    if (noticed) return;
  }
  put(w, 'd100.assassinated', { figure: a.figure, victim: a.victim, intent: a.intent }, ['D100-ASSN-01']);
}

const rangeArgs = z.object({ a: id, b: id, band: z.enum(BANDS) }).strict();

/** The GM sets the band between two figures (a swing on a chandelier) ([D100-MOVE-02], [D100-RNG-01]). */
export const setRange = defineCommand<z.infer<typeof rangeArgs>, D100Sys>({
  args: rangeArgs,
  gmOnly: true,
  validate: (s, a) => {
    const missing = [a.a, a.b].find((x) => !figureOf(s, x));
    if (missing !== undefined) return reject('UNKNOWN_FIGURE', `There is no figure "${missing}".`);
    // A band is between two characters ([D100-RNG-01]): one figure twice names no pair.
    return a.a === a.b ? d100Reject('INVALID_TARGET', 'D100-RNG-01', `A range band is between two characters: ${figureOf(s, a.a)!.name} is named twice.`) : null;
  },
  resolve: function* (s, a) {
    put(work(s as never, yield EVENT_LIST), 'd100.range-set', { a: a.a, b: a.b, band: a.band }, ['D100-MOVE-02', 'D100-RNG-01']);
  },
});

const modifierArgs = z.object({ figure: id, modifier: z.number().int().min(-50).max(50) }).strict();

/** The GM's call on a Trick or Stunt: a penalty for a repeated one, or a larger failure penalty ([D100-TS-02], [D100-STUNT-03]). */
export const setModifier = defineCommand<z.infer<typeof modifierArgs>, D100Sys>({
  args: modifierArgs,
  gmOnly: true,
  validate: (s, a) => (figureOf(s, a.figure) ? null : reject('UNKNOWN_FIGURE')),
  resolve: function* (s, a) {
    put(work(s as never, yield EVENT_LIST), 'd100.modifier-set', { figure: a.figure, modifier: a.modifier }, ['D100-TS-02', 'D100-STUNT-03']);
  },
});

const restArgs = z.object({ figure: id, days: z.number().int().min(1).max(365) }).strict();

/** Downtime: a stabilized character heals 4 Life per day ([D100-HEAL-01]). */
export const rest = defineCommand<z.infer<typeof restArgs>, D100Sys>({
  args: restArgs,
  gmOnly: true,
  validate: (s, a) => {
    if (s.phase === 'combat') return reject('ILLEGAL_ACTION', 'Rest happens between fights.', { ruleId: 'D100-HEAL-01' });
    const f = figureOf(s, a.figure);
    if (!f || has(f, 'dead')) return d100Reject('CANNOT_HEAL', 'D100-HEAL-01');
    return has(f, 'stabilized') ? null : d100Reject('CANNOT_HEAL', 'D100-HEAL-01', 'Only a stabilized character heals by resting.');
  },
  resolve: function* (s, a) {
    const f = mustFigure(s, a.figure);
    const life = Math.min(f.sheet.maxLife, f.status.life + 4 * a.days);
    put(work(s as never, yield EVENT_LIST), 'd100.rested', { figure: a.figure, days: a.days, gained: life - f.status.life, life }, ['D100-HEAL-01']);
  },
});

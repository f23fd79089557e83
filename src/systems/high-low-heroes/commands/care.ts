import { z } from 'zod';
import { EVENT_LIST } from '../../../dice/index.ts';
import { defineCommand, folded, reject, squareSchema } from '../../../kernel/index.ts';
import { CAREER_TYPE_INFO } from '../catalog.ts';
import { actionTerm, profileOf, trainingProblem } from '../derive.ts';
import { hlhReject } from '../errors.ts';
import { figureOf, isDead, mustFigure, sheetOf, statusOf } from '../figures.ts';
import type { HlhSys } from '../model.ts';
import type { HlhOptions } from '../options.ts';
import { isHeroic, trainingSchema, type Career, type HlhSheet } from '../sheet.ts';
import { squareKey } from '../space.ts';
import { reading, roll2d6 } from '../turn.ts';
import { put, work } from '../work.ts';
import { checkUpgrade } from '../xp.ts';

const id = z.string().min(1).max(40);

const careerArgs = z.object({
  figure: id,
  /** The Career's name or its place on the sheet (0 or 1). */
  career: z.union([z.string().min(1).max(60), z.number().int().min(0).max(1)]),
  /** The GM's call: does the Career fit the task? Low for the GM if so, High if not ([HLH-SIT-01]). */
  fits: z.boolean(),
}).strict();

function careerOf(sheet: HlhSheet, which: string | number): Career | undefined {
  if (typeof which === 'number') return sheet.careers[which];
  const key = which.trim().toLowerCase();
  return sheet.careers.find((c) => c.name.toLowerCase() === key);
}

/**
 * A Career test ([HLH-SIT-01], [HLH-PROB-05]): the player rolls the Career's action (its
 * High/Low, Power and Weakness); the GM reads Low if the Career fits the task, High if not;
 * success iff the player's value ≥ the GM's. No experience ([HLH-XP-01]); no turn spent.
 */
export const careerTest = defineCommand<z.infer<typeof careerArgs>, HlhSys, HlhOptions>({
  args: careerArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const fig = figureOf(s, a.figure);
    if (!fig) return reject('UNKNOWN_FIGURE');
    if (!careerOf(sheetOf(fig), a.career)) return hlhReject('NO_SUCH_CAREER', 'HLH-SIT-01', `${fig.name} has no Career "${String(a.career)}".`);
    return null;
  },
  resolve: function* (s, a) {
    const w = work(s, yield EVENT_LIST);
    const fig = mustFigure(s, a.figure);
    const career = careerOf(sheetOf(fig), a.career)!;
    const action = CAREER_TYPE_INFO[career.type].action;
    const r = reading((yield roll2d6(`${fig.name}: ${career.name}`)) as number);
    const g = reading((yield roll2d6(`GM against ${career.name}`)) as number);
    const value = actionTerm(profileOf(sheetOf(fig)), action, r);
    const gmValue = a.fits ? g.low : g.high;
    put(w, 'hlh.career-test', {
      figure: a.figure, career: career.name, action, fits: a.fits, roll: r, value, gm: g, gmValue, success: value.value >= gmValue,
    }, ['HLH-SIT-01', 'HLH-DICE-04', 'HLH-CHAR-07']);
    return folded(w.state);
  },
});

const recoverArgs = z.object({
  hours: z.number().int().min(1).max(100_000),
  /** Who recovers; everyone not dead by default. */
  figures: z.array(id).max(100).optional(),
}).strict();

/**
 * Recovery out of combat ([HLH-DMG-04], [HLH-NPC-03]): heroes and villains 1 Life an hour,
 * normals and thugs 1 a day, up to max Life. The dead do not recover.
 */
export const recover = defineCommand<z.infer<typeof recoverArgs>, HlhSys, HlhOptions>({
  args: recoverArgs,
  gmOnly: true,
  validate: (s, a) => {
    if (s.phase === 'combat') return hlhReject('OUT_OF_COMBAT_ONLY', 'HLH-DMG-04', 'Recovery happens outside combat.');
    for (const f of a.figures ?? []) if (!s.figures[f]) return reject('UNKNOWN_FIGURE', `There is no figure "${f}".`);
    return null;
  },
  resolve: function* (s, a) {
    const w = work(s, yield EVENT_LIST);
    for (const fid of a.figures ?? s.figureOrder) {
      const fig = mustFigure(w.state, fid);
      if (isDead(fig)) continue;
      const sheet = sheetOf(fig);
      const life = statusOf(fig).life;
      const rate = isHeroic(sheet) ? a.hours : Math.floor(a.hours / 24);
      const next = Math.max(life, Math.min(sheet.maxLife, life + rate));
      if (next === life) continue;
      put(w, 'hlh.recovered', { figure: fid, hours: a.hours, gained: next - life, life: next }, isHeroic(sheet) ? ['HLH-DMG-04'] : ['HLH-DMG-04', 'HLH-NPC-03']);
    }
    return folded(w.state);
  },
});

const trainArgs = z.object({ figure: id, training: trainingSchema.nullable() }).strict();

/**
 * Chooses the next upgrade to train for, between fights ([HLH-CHAR-05], [HLH-RULING-07]); when
 * the Doubles already cover it, it is bought at once ([HLH-XP-03]).
 */
export const train = defineCommand<z.infer<typeof trainArgs>, HlhSys, HlhOptions>({
  args: trainArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const fig = figureOf(s, a.figure);
    if (!fig) return reject('UNKNOWN_FIGURE');
    if (s.phase === 'combat') return hlhReject('OUT_OF_COMBAT_ONLY', 'HLH-RULING-07', 'Training is chosen before or between sessions, not during combat.');
    const sheet = sheetOf(fig);
    if (a.training === null) return null;
    if (!isHeroic(sheet)) return hlhReject('INVALID_TRAINING', 'HLH-RULING-11', 'Only heroes and villains train.');
    const problem = trainingProblem(sheet, a.training);
    return problem ? hlhReject('INVALID_TRAINING', 'HLH-CHAR-05', problem) : null;
  },
  resolve: function* (s, a) {
    const w = work(s, yield EVENT_LIST);
    put(w, 'hlh.training', { figure: a.figure, training: a.training }, ['HLH-CHAR-05', 'HLH-RULING-07']);
    checkUpgrade(w, a.figure);
    return folded(w.state);
  },
});

const none = z.object({}).strict();

/** A new session: Heroic Effort is available again to everyone ([HLH-ACT-04]). */
export const newSession = defineCommand<z.infer<typeof none>, HlhSys, HlhOptions>({
  args: none,
  gmOnly: true,
  validate: (s) => (s.phase === 'combat' ? hlhReject('OUT_OF_COMBAT_ONLY', 'HLH-ACT-04', 'A session does not begin in the middle of a combat.') : null),
  resolve: function* (s) {
    const w = work(s, yield EVENT_LIST);
    put(w, 'hlh.session', {}, ['HLH-ACT-04']);
    return folded(w.state);
  },
});

const wallArgs = z.object({ squares: z.array(squareSchema).max(4000) }).strict();

/** The GM draws the map's walls and obstacles: they block moves and stop knock-back ([HLH-RULING-09]). */
export const setWalls = defineCommand<z.infer<typeof wallArgs>, HlhSys, HlhOptions>({
  args: wallArgs,
  gmOnly: true,
  validate: () => null,
  resolve: function* (s, a) {
    const walls = [...new Set(a.squares.map(squareKey))];
    const w = work(s, yield EVENT_LIST);
    put(w, 'hlh.walls', { walls }, ['HLH-RULING-09']);
    return folded(w.state);
  },
});

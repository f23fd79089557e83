import { chooseRequest, rollRequest } from '../../../dice/index.ts';
import { bodyPartByFace, bodyPartById, BODY_PARTS } from '../catalog/body-parts.ts';
import { D6, dieRoller } from '../dice.ts';
import type { DeathResult } from '../events.ts';
import { grappledBy, grappling, has, mustFigure, standing } from '../figures.ts';
import { put, type Step, type Work } from '../work.ts';

/** One blow's damage before armor, as the log shows it. */
export interface Blow {
  readonly cause: string;
  readonly dice: number | null;
  readonly power: number;
  readonly critical: 'double' | 'dice' | null;
  readonly damage: number;
  readonly bash: boolean;
}

/**
 * Armor absorbs its rating, the rest comes off Life ([D100-DMG-02], [D100-DMG-03]); the first drop
 * to 0 or below rolls on the Death Table ([D100-DEATH-01]) and more wounds after that roll kill
 * ([D100-DEATH-04]).
 */
export function wound(w: Work, figure: string, blow: Blow): Step | null {
  const fig = mustFigure(w.state, figure);
  const armor = Math.max(0, fig.sheet.armor?.rating ?? 0);
  const wounds = Math.max(0, blow.damage - armor);
  const life = fig.status.life - wounds;
  const ruleIds = ['D100-DMG-02', 'D100-DMG-03'];
  if (blow.critical === 'double') ruleIds.push('D100-CRIT-01', 'D100-RULING-10');
  if (blow.critical === 'dice') ruleIds.push('D100-CRIT-03');
  put(w, 'd100.wounded', { figure, cause: blow.cause, dice: blow.dice, power: blow.power, critical: blow.critical,
    damage: blow.damage, armor, wounds, bash: blow.bash, life }, ruleIds);
  if (wounds === 0 || has(fig, 'dead')) return null;
  if (fig.status.deathRoll !== null) {
    put(w, 'd100.killed', { figure, reason: 'further-wounds' }, KILLED);
  } else if (life <= 0) {
    // The one part of a wound that rolls: handed back for the caller to run (`if (rest) yield* rest`).
    return deathTable(w, figure, life, blow.bash);
  }
  releaseIfDown(w, figure);
  return null;
}

const KILLED = ['D100-DEATH-04', 'D100-COND-03'];

export function readDeathTable(total: number): DeathResult {
  if (total <= 5) return 'KO';
  return total <= 9 ? 'Maim' : 'Death';
}

function* deathTable(w: Work, figure: string, life: number, bash: boolean): Step {
  const o = w.options;
  const die = o.deathDie;
  const r = (yield rollRequest(dieRoller(die), `Death Table d${die}`)) as number;
  const below = Math.max(0, -life);
  const total = r + below + o.deathShift;
  const result = readDeathTable(total);
  const read: DeathResult = bash && o.bashKnocksOut ? 'KO' : result;
  const ruleIds = ['D100-DEATH-01', 'D100-DEATH-02'];
  if (total < 2 || total > 12) ruleIds.push('D100-RULING-13');
  if (die !== 4 || o.deathShift !== 0) ruleIds.push('D100-DEATH-03');
  if (read !== result) ruleIds.push('D100-DEATH-05', 'D100-RULING-14');
  ruleIds.push(read === 'KO' ? 'D100-COND-01' : read === 'Maim' ? 'D100-COND-02' : 'D100-COND-03');
  if (read === 'Maim' && !o.maimedFightOn) ruleIds.push('D100-RULING-23');
  put(w, 'd100.death-table', { figure, die, roll: r, below, shift: o.deathShift, total, result, read, bash }, ruleIds);
  if (read === 'Maim') yield* maim(w, figure);
  releaseIfDown(w, figure);
}

/** The GM picks the maimed body part or rolls for it ([D100-COND-02]). */
function* maim(w: Work, figure: string): Step {
  const name = mustFigure(w.state, figure).name;
  const answer = yield chooseRequest({
    to: 'gm', kind: 'maim',
    message: `${name} is maimed: which body part?`,
    options: [...BODY_PARTS.map((p) => ({ value: p.id, label: p.name })), { value: 'roll', label: 'Roll a d6' }],
    ruleIds: ['D100-COND-02'],
  });
  let rolled: number | null = null;
  let part = bodyPartById(String(answer));
  if (!part) {
    rolled = (yield rollRequest(D6, 'hit location')) as number;
    part = bodyPartByFace(rolled);
  }
  put(w, 'd100.maim', { figure, part: part.name, affects: [...part.affects], rolled }, ['D100-COND-02']);
}

/** A hold ends when either party is out of the fight. */
export function releaseIfDown(w: Work, figure: string): void {
  const fig = mustFigure(w.state, figure);
  if (standing(fig)) return;
  releaseHolds(w, figure, 'incapacitated');
}

export function releaseHolds(w: Work, figure: string, reason: 'incapacitated' | 'moved' | 'fled'): void {
  const fig = mustFigure(w.state, figure);
  const by = grappledBy(fig)?.by;
  if (by !== undefined) put(w, 'd100.released', { victim: figure, grappler: by, reason }, GRAP_03);
  const target = grappling(mustFigure(w.state, figure));
  if (target !== undefined) put(w, 'd100.released', { victim: target, grappler: figure, reason }, GRAP_03);
}

const GRAP_03 = ['D100-GRAP-03'];

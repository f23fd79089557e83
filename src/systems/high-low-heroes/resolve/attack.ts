import { chooseRequest, type ChooseRequest, type HighLowReading } from '../../../dice/index.ts';
import { kernelEvent } from '../../../kernel/index.ts';
import { actionTerm, profileOf, term, withTraining, type Profile, type Term } from '../derive.ts';
import type { AttackData } from '../events.ts';
import { has, isUp, lifeState, mustFigure, sheetOf, statusOf } from '../figures.ts';
import type { ActionOption, HlhFigure } from '../model.ts';
import type { DamageType } from '../sheet.ts';
import { adjacentOpponents, crowdPenalty, distanceBetween, knockBack, rangePenalty } from '../space.ts';
import { reading, roll2d6 } from '../turn.ts';
import { put, putKernel, type Step, type Work } from '../work.ts';
import { awardDoubles, checkUpgrade } from '../xp.ts';

/** One Attack as the rules see it. */
export interface AttackPlan {
  readonly attacker: string;
  readonly defender: string;
  readonly type: DamageType;
  readonly heroicEffort: boolean;
  readonly option: ActionOption;
  readonly newAction: boolean;
}

/** The profile a figure fights with: its own, or with the trained upgrade for Heroic Effort ([HLH-ACT-04], [HLH-RULING-14]). */
export function fightingProfile(fig: HlhFigure, heroicEffort: boolean): Profile {
  const sheet = sheetOf(fig);
  return heroicEffort && sheet.training !== null ? profileOf(withTraining(sheet, sheet.training)) : profileOf(sheet);
}

/** Whether Heroic Effort would change this figure's Defense ([HLH-ACT-04], option heroicEffortOnDefense). */
export function heroicEffortHelpsDefense(fig: HlhFigure): boolean {
  const t = sheetOf(fig).training;
  return t !== null && (t.category === 'evasion' || t.category === 'barrier-defense');
}

/** To hit and Potential damage from one Attack roll ([HLH-ATK-01]..[HLH-ATK-03], [HLH-DICE-03]). */
export function attackTerms(p: Profile, read: HighLowReading, type: DamageType, range: number): { toHit: Term; potential: Term } {
  return {
    toHit: actionTerm(p, 'to-hit', read, range),
    potential: term(read, p.high.damage, p.damagePower[type], p.weakness === 'damage' ? -1 : 0, range, p.damageBonus),
  };
}

/** Evade and Damage blocked from one Defense roll ([HLH-ATK-04]..[HLH-ATK-06], [HLH-NPC-02]). */
export function defenseTerms(p: Profile, read: HighLowReading, type: DamageType, crowd: number, canEvade: boolean) {
  return {
    evade: canEvade ? actionTerm(p, 'evade', read, crowd) : null,
    blocked: p.canBlock ? actionTerm(p, type === 'mundane' ? 'block-mundane' : 'block-fantastic', read, crowd) : null,
  };
}

/**
 * An Attack from the rolls to the aftermath: hit iff To hit ≥ Evade ([HLH-ATK-07]), damage
 * = Potential − Blocked, never negative ([HLH-DMG-01], [HLH-RULING-05]), knock-back and daze
 * ([HLH-DMG-02], [HLH-COND-02], [HLH-RULING-01]), unconscious and dead ([HLH-COND-01]), then
 * the Doubles ([HLH-XP-01]) and any upgrade they complete ([HLH-RULING-07]).
 */
export function* resolveAttack(w: Work, plan: AttackPlan): Step {
  const prompt = heroicEffortPrompt(w, plan);
  const defenseHeroicEffort = prompt !== null && (yield prompt) === true;
  const read = reading((yield roll2d6(`${mustFigure(w.state, plan.attacker).name}'s Attack roll`)) as number);
  const defends = defenseRolls(w, plan);
  const defense = defends ? reading((yield roll2d6(`${mustFigure(w.state, plan.defender).name}'s Defense roll`)) as number) : null;
  landAttack(w, plan, read, defense, defenseHeroicEffort);
}

/** The defender's Heroic Effort question, when the table offers it and it would help ([HLH-ACT-04]). */
function heroicEffortPrompt(w: Work, plan: AttackPlan): ChooseRequest | null {
  const def = mustFigure(w.state, plan.defender);
  if (!w.options.heroicEffortOnDefense || !isUp(def) || statusOf(def).heroicEffortUsed || !heroicEffortHelpsDefense(def)) return null;
  return chooseRequest({
    to: def.id, kind: 'heroic-effort',
    message: `${mustFigure(w.state, plan.attacker).name} attacks ${def.name}: spend Heroic Effort on this Defense roll?`,
    options: [{ value: false, label: 'No' }, { value: true, label: 'Heroic Effort (once per session)' }],
    ruleIds: ['HLH-ACT-04'],
  });
}

/** Whether the defender rolls Defense: when up, or when the table lets the unconscious block ([HLH-RULING-12]). */
function defenseRolls(w: Work, plan: AttackPlan): boolean {
  return isUp(mustFigure(w.state, plan.defender)) || w.options.unconsciousDefense !== 'none';
}

/** Everything after the rolls: the attack event, knock-back, daze, Doubles and upgrades. */
function landAttack(w: Work, plan: AttackPlan, read: HighLowReading, defense: HighLowReading | null, defenseHeroicEffort: boolean): void {
  const att = mustFigure(w.state, plan.attacker);
  const def = mustFigure(w.state, plan.defender);
  const up = isUp(def);
  const distance = distanceBetween(att, def);
  const range = rangePenalty(distance);
  const crowd = adjacentOpponents(w.state, def);
  const { toHit, potential } = attackTerms(fightingProfile(att, plan.heroicEffort), read, plan.type, range);
  let evade: Term | null = null;
  let blocked: Term | null = null;
  if (defense !== null) {
    const d = defenseTerms(fightingProfile(def, defenseHeroicEffort), defense, plan.type, crowdPenalty(crowd), up || w.options.unconsciousDefense === 'full');
    evade = d.evade;
    blocked = d.blocked;
  }
  const hit = evade === null || toHit.value >= evade.value;
  const raw = hit ? potential.value - (blocked === null ? 0 : blocked.value) : 0;
  const damage = raw > 0 ? raw : 0;
  const life = statusOf(def).life - damage;
  const condition = lifeState(sheetOf(def), life);
  const data: AttackData = {
    attacker: plan.attacker, defender: plan.defender, type: plan.type, heroicEffort: plan.heroicEffort, option: plan.option,
    newAction: plan.newAction, distance, crowd, roll: read, toHit, potential, defense, defenseHeroicEffort, evade, blocked, hit, damage,
    life, condition, round: w.state.round,
  };
  put(w, 'hlh.attack', data, attackRules(data));

  if (damage > 0) {
    const squares = 2 * Math.max(0, damage - 4);
    if (squares > 0) {
      const kb = knockBack(w.state, mustFigure(w.state, plan.attacker), mustFigure(w.state, plan.defender), squares);
      const from = def.position === undefined ? null : { x: (def.position as { x: number }).x, y: (def.position as { y: number }).y };
      put(w, 'hlh.knocked-back', { figure: plan.defender, from, to: kb.to, squares, moved: kb.moved, stoppedBy: kb.stoppedBy }, KNOCKED);
    }
    const dazes = condition !== 'dead' && (w.options.dazedBy === 'any-damage' || squares > 0);
    if (dazes && !has(mustFigure(w.state, plan.defender), 'dazed')) {
      putKernel(w, [kernelEvent('table.condition.added', { figure: plan.defender, condition: { id: 'dazed', ruleId: 'HLH-COND-02' } }, {
        ruleIds: DAZED,
      })]);
    }
  }
  awardDoubles(w, plan.attacker, plan.defender, read.double, defense !== null && defense.double);
  checkUpgrade(w, plan.attacker);
  checkUpgrade(w, plan.defender);
}

const KNOCKED = ['HLH-DMG-02', 'HLH-RULING-09'];
const DAZED = ['HLH-COND-02', 'HLH-RULING-01'];

function attackRules(d: AttackData): string[] {
  const ids = ['HLH-ATK-02', 'HLH-ATK-03', 'HLH-ATK-07', 'HLH-DICE-03', 'HLH-DICE-04'];
  if (d.distance !== null && d.distance > 1) ids.push('HLH-ATK-01');
  if (d.defense !== null) ids.push('HLH-ATK-05', 'HLH-ATK-06');
  if (d.crowd > 1) ids.push('HLH-ATK-04');
  if (d.type === 'fantastic') ids.push('HLH-ATK-08');
  if (d.roll.double || d.defense?.double) ids.push('HLH-DICE-01');
  if (d.evade === null) ids.push('HLH-RULING-12');
  if (d.blocked === null) ids.push('HLH-NPC-02');
  const floored = (t: Term | null) => t !== null && t.reading + t.power + t.weakness + t.situational + t.bonus < 1;
  if (floored(d.toHit) || floored(d.potential) || floored(d.evade) || floored(d.blocked)) {
    ids.push('HLH-DICE-02', 'HLH-RULING-02');
  }
  if (d.hit) ids.push('HLH-DMG-01');
  if (d.hit && d.damage === 0) ids.push('HLH-RULING-05');
  if (d.condition !== 'up') ids.push('HLH-COND-01');
  if (d.heroicEffort || d.defenseHeroicEffort) ids.push('HLH-ACT-04');
  return ids;
}

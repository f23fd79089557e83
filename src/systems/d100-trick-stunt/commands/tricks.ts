import { z } from 'zod';
import { chooseRequest, rollRequest } from '../../../dice/index.ts';
import { defineCommand, reject, type Rejection } from '../../../kernel/index.ts';
import { maimModifiers, nextActionTerm, target as targetOf, type Modifier } from '../checks.ts';
import { opposedRoller, type OpposedReading } from '../dice.ts';
import { d100Reject } from '../errors.ts';
import { capacityOf, figureOf, has, mustFigure, rangeBetween, weaponById } from '../figures.ts';
import type { D100State, D100Sys } from '../model.ts';
import { turnRejection } from '../turn.ts';
import { put, type Step, type Work } from '../work.ts';
import { act, actionRejection, passTurn } from './act.ts';
import { tsModifiers } from './fight.ts';

const id = z.string().min(1).max(40);
const tsArgs = z.object({ figure: id, target: id, description: z.string().trim().min(3).max(300) }).strict();
type TsArgs = z.infer<typeof tsArgs>;

/**
 * Tricks and Stunts are one shape of rule: an opposed roll (Mind for a Trick, Agility for a
 * Stunt) whose outcome becomes a modifier on someone's next action ([D100-TS-01]).
 */
interface TsRule {
  readonly kind: 'trick' | 'stunt';
  readonly score: 'mind' | 'agility';
  readonly prefix: 'D100-TRICK' | 'D100-STUNT';
  /** The modifier for an outcome: to the Trick's target, or to the Stunt's performer. */
  readonly modifier: (outcome: 'win' | 'lose' | 'both-fail', critical: boolean) => number;
}

function tsCommand(rule: TsRule) {
  const play: TsPlay = {
    ...rule, label: rule.score === 'mind' ? 'Mind' : 'Agility',
    ids: { roll: `${rule.prefix}-01`, critical: `${rule.prefix}-02`, range: `${rule.prefix}-03` },
  };
  // The action's body, made once per rule rather than once per Trick or Stunt.
  const body = (w: Work, a: TsArgs) => tsRoll(w, play, a);
  return defineCommand<TsArgs, D100Sys>({
    args: tsArgs,
    actingFigure: (a) => a.figure,
    validate: (s, a) => {
      if (!figureOf(s, a.target) || a.target === a.figure) return d100Reject('INVALID_TARGET', `${rule.prefix}-01`);
      return actionRejection(s, a.figure, rule.kind, a.target);
    },
    resolve: (s, a) => act(s, a.figure, rule.kind, a.target, body, a),
  });
}

/** A rule with what its rolls and events name, worked out once. */
interface TsPlay extends TsRule {
  readonly label: string;
  readonly ids: { readonly roll: string; readonly critical: string; readonly range: string };
}

/**
 * The opposed roll of a Trick or Stunt and the modifier it gives. A generator declared once, not
 * per command: every new generator function needs its own prototype and object shape, which
 * costs far more than the rule itself.
 */
function* tsRoll(w: Work, rule: TsPlay, a: TsArgs): Step {
  const me = mustFigure(w.state, a.figure);
  const them = mustFigure(w.state, a.target);
  const used = w.state.sys.used[a.figure] ?? [];
  const repeated = tsModifiers(w.options, rule.kind, a.description, used);
  const ruling = w.options.gmApprovesTricks ? readRuling(yield gmRuling(rule.kind, me.name, a.description)) : 0;
  if (ruling === null) {
    put(w, 'd100.ts-refused', { figure: a.figure, kind: rule.kind, description: a.description }, ['D100-TS-02']);
    return;
  }
  const penalty: Modifier[] = ruling < 0 ? [{ label: 'GM: word gets around', value: ruling, ruleId: 'D100-TS-02' }] : [];
  const maimed = me.sheet.maims.length > 0 ? maimModifiers(me.sheet, [rule.kind]) : [];
  const mods = [...nextActionTerm(me), ...maimed, ...repeated, ...penalty];
  const mine = targetOf(rule.label, me.sheet[rule.score], mods);
  const theirs = targetOf(rule.label, them.sheet[rule.score], []);
  const r = (yield rollRequest(opposedRoller(mine.need, theirs.need, w.options), `${me.name}'s ${rule.kind} against ${them.name}`)) as OpposedReading;
  const modifier = rule.modifier(r.outcome, r.critical);
  const ruleIds = [rule.ids.roll, 'D100-DICE-04', 'D100-TS-01', 'D100-TS-02'];
  if (r.critical && r.outcome === 'win') ruleIds.push(rule.ids.critical);
  if (rangeBetween(w.state, a.figure, a.target) !== 'close') ruleIds.push(rule.ids.range);
  const need: [number, number] = [mine.need, theirs.need];
  const { outcome, critical } = r;
  const { figure, description } = a;
  if (rule.kind === 'trick') {
    put(w, 'd100.trick', { figure, description, need, modifiers: mods, outcome, critical, modifier, target: a.target }, ruleIds);
  } else {
    put(w, 'd100.stunt', { figure, description, need, modifiers: mods, outcome, critical, modifier, against: a.target }, ruleIds);
  }
}

/**
 * With `gmApprovesTricks`, the GM rules on each Trick or Stunt before it is rolled: accept, refuse
 * a vague one, or penalise a repeated one ([D100-TS-02]).
 */
function gmRuling(kind: string, who: string, description: string) {
  return chooseRequest({
    to: 'gm', kind: 'approve-ts', message: `${who}'s ${kind}: "${description}". Allow it?`,
    options: [{ value: 'accept', label: 'Accept' }, { value: 'penalty', label: 'Accept at −10' }, { value: 'refuse', label: 'Refuse' }],
    ruleIds: ['D100-TS-02'],
  });
}

/** The GM's answer as a modifier; null means refused. */
function readRuling(answer: unknown): number | null {
  return answer === 'refuse' ? null : answer === 'penalty' ? -10 : 0;
}

/** A Trick: win → target −10 (−20 critical); lose → +10; both fail → nothing ([D100-TRICK-01]..[D100-TRICK-03]). */
export const trick = tsCommand({
  kind: 'trick', score: 'mind', prefix: 'D100-TRICK',
  modifier: (outcome, critical) => (outcome === 'win' ? (critical ? -20 : -10) : outcome === 'lose' ? 10 : 0),
});

/** A Stunt: win → own next action +10 (+20 critical); lose or both fail → −10 ([D100-STUNT-01]..[D100-STUNT-03]). */
export const stunt = tsCommand({
  kind: 'stunt', score: 'agility', prefix: 'D100-STUNT',
  modifier: (outcome, critical) => (outcome === 'win' ? (critical ? 20 : 10) : -10),
});

const readyArgs = z.object({
  figure: id,
  kind: z.enum(['wield', 'reload', 'pick-up', 'item']),
  weapon: z.string().max(40).nullable().optional(),
  item: z.string().max(60).optional(),
}).strict();

type ReadyArgs = z.infer<typeof readyArgs>;

/** What is wrong with this Ready/Recover itself, once it fits the turn ([D100-READY-01]..[D100-READY-03]). */
export function readyRejection(st: D100State, a: ReadyArgs): Rejection | null {
  const me = mustFigure(st, a.figure);
  const weapon = a.weapon ? weaponById(me.sheet, a.weapon) : undefined;
  if (a.weapon && !weapon) return reject('ILLEGAL_ACTION', `${me.name} carries no "${a.weapon}".`, { ruleId: 'D100-READY-02' });
  if (weapon && me.status.broken.includes(weapon.id)) return d100Reject('WEAPON_BROKEN', 'D100-CRIT-02');
  const lying = me.status.dropped.find((d) => d.weapon === a.weapon);
  switch (a.kind) {
    case 'wield':
      if (lying) return d100Reject('NOTHING_TO_READY', 'D100-READY-02', 'That weapon lies on the ground: pick it up.');
      if ((a.weapon ?? null) === me.status.wielded && !has(me, 'fumbled')) return d100Reject('NOTHING_TO_READY', 'D100-READY-02', 'Already in hand.');
      return null;
    case 'reload': {
      const cap = weapon ? capacityOf(weapon) : null;
      if (!weapon || cap === null || (me.status.ammo[weapon.id] ?? cap) >= cap) return d100Reject('NOTHING_TO_READY', 'D100-READY-03', 'Nothing to reload.');
      return null;
    }
    case 'pick-up':
      if (!lying) return d100Reject('NOTHING_TO_READY', 'D100-READY-02', 'That weapon is not lying on the ground.');
      if (figureOf(st, lying.near) && rangeBetween(st, a.figure, lying.near) !== 'close') {
        return reject('TARGET_OUT_OF_RANGE', 'Get to close range of where it lies first.', { ruleId: 'D100-READY-02' });
      }
      return null;
    case 'item':
      return a.item ? null : d100Reject('NOTHING_TO_READY', 'D100-READY-01', 'Name the item.');
  }
}

/**
 * Ready/Recover: switch weapons (or put them away: weapon null), reload, pick up a thrown weapon,
 * ready an item; it also clears a fumble ([D100-READY-01]..[D100-READY-03], [D100-CRIT-03]).
 */
export const ready = defineCommand<ReadyArgs, D100Sys>({
  args: readyArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => actionRejection(s, a.figure, 'ready') ?? readyRejection(s, a),
  resolve: (s, a) => act(s, a.figure, 'ready', undefined, readyBody, a),
});

function readyBody(w: Work, a: ReadyArgs): void {
  put(w, 'd100.readied', {
    figure: a.figure, kind: a.kind, weapon: a.weapon ?? null, ...(a.item ? { item: a.item } : {}),
  }, a.kind === 'item' ? ['D100-READY-01'] : a.kind === 'reload' ? ['D100-READY-01', 'D100-READY-03'] : ['D100-READY-01', 'D100-READY-02']);
}

const endArgs = z.object({ figure: id }).strict();

/**
 * Ends the turn early: a single action, or passing, is a turn too ([D100-RULING-05]). A figure the GM
 * put down on its own turn (Knocked out by hand, Life set to 0) may still end it: nothing else passes it on.
 */
export const endTurnCommand = defineCommand<z.infer<typeof endArgs>, D100Sys>({
  args: endArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => (s.phase === 'combat' && s.sys.current === a.figure ? null : turnRejection(s, a.figure)),
  resolve: (s, a) => passTurn(s, a.figure),
});

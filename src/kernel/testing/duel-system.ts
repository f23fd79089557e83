import { z } from 'zod';
import { choose, Distribution, emit, roll, type Roller, defineRoller } from '../../dice/index.ts';
import { notInCombat, reject } from '../errors.ts';
import { kernelEvent } from '../events.ts';
import { updateStatus } from '../state.ts';
import { defineCommand, type SystemDefinition } from '../system.ts';
import type { TableState } from '../types.ts';

/**
 * A deliberately tiny system for testing the kernel on its own: two sides take turns; an
 * attack hits on 4+, the defender chooses to dodge (5+ avoids it) or block (−1 damage), and
 * damage is a d6. It exercises prompts, replay, undo, odds and simulation without any real
 * game's rules.
 */
export interface DuelSheet { readonly life: number; readonly bonus: number }
export interface DuelStatus { readonly life: number }
export interface DuelSys { readonly turn: string | null; readonly order: readonly string[] }

const d6: Roller<number> = defineRoller({
  key: 'duel:d6', label: 'd6',
  roll: (faces) => {
    const face = faces.roll(6);
    return { value: face, dice: [{ sides: 6, face }] };
  },
  distribution: () => Distribution.die(6),
});

type S = TableState<DuelSys>;
const life = (s: S, id: string) => (s.figures[id]!.status as DuelStatus).life;
const alive = (s: S) => s.figureOrder.filter((id) => life(s, id) > 0);

const attackArgs = z.object({ attacker: z.string(), target: z.string(), power: z.number().int().default(0) }).strict();
const attack = defineCommand<z.infer<typeof attackArgs>, DuelSys>({
  args: attackArgs,
  actingFigure: (a) => a.attacker,
  validate: (s, a) => {
    if (s.phase !== 'combat') return notInCombat(s);
    if (s.sys.turn !== a.attacker) return reject('NOT_YOUR_TURN');
    if (!s.figures[a.target]) return reject('UNKNOWN_FIGURE');
    return null;
  },
  resolve: function* (s, a) {
    const bonus = (s.figures[a.attacker]!.sheet as DuelSheet).bonus;
    const hit = yield* roll(d6, 'to hit');
    if (hit + bonus < 4) {
      yield* emit({ type: 'duel.missed', data: { attacker: a.attacker, target: a.target }, ruleIds: ['DUEL-ATK-01'] });
    } else {
      const defense = yield* choose({
        to: a.target, kind: 'defense', message: 'Dodge or block?',
        options: [{ value: 'dodge', label: 'Dodge' }, { value: 'block', label: 'Block' }],
      });
      let dodged = false;
      if (defense === 'dodge') dodged = (yield* roll(d6, 'dodge')) >= 5;
      if (dodged) {
        yield* emit({ type: 'duel.dodged', data: { target: a.target }, ruleIds: ['DUEL-DEF-01'] });
      } else {
        const dmg = Math.max(0, (yield* roll(d6, 'damage')) + a.power - (defense === 'block' ? 1 : 0));
        yield* emit({ type: 'duel.damaged', data: { target: a.target, damage: dmg }, ruleIds: ['DUEL-DMG-01'] });
      }
    }
    yield* emit(nextTurn(s, a.attacker));
  },
});

function nextTurn(s: S, from: string) {
  const order = s.sys.order;
  const i = order.indexOf(from);
  return { type: 'duel.turn', data: { figure: order[(i + 1) % order.length] ?? null } };
}

// Two questions to the same figure in one resolution: each answer is its own command, and the
// second resume must still replay this command, not the first answer.
const parleyArgs = z.object({ figure: z.string(), target: z.string() }).strict();
const parley = defineCommand<z.infer<typeof parleyArgs>, DuelSys>({
  args: parleyArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => (s.sys.turn === a.figure ? null : reject('NOT_YOUR_TURN')),
  resolve: function* (s, a) {
    const yesNo = [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];
    const truce = yield* choose({ to: a.target, kind: 'truce', message: 'Accept a truce?', options: yesNo });
    const oath = yield* choose({ to: a.target, kind: 'oath', message: 'Swear on it?', options: yesNo });
    const damage = yield* roll(d6, 'broken word');
    yield* emit({ type: 'duel.parleyed', data: { target: a.target, truce, oath, damage }, ruleIds: ['DUEL-ATK-01'] });
    yield* emit(nextTurn(s, a.figure));
  },
});

const passArgs = z.object({ figure: z.string() }).strict();
const pass = defineCommand<z.infer<typeof passArgs>, DuelSys>({
  args: passArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => (s.sys.turn === a.figure ? null : reject('NOT_YOUR_TURN')),
  resolve: function* (s, a) { yield* emit(nextTurn(s, a.figure)); },
});

export const duelSystem: SystemDefinition<DuelSheet, DuelStatus, DuelSys> = {
  id: 'duel', name: 'Duel (kernel test system)', rulePrefix: 'DUEL',
  options: z.object({}).strict(),
  optionDocs: {},
  sheet: z.object({ life: z.number().int().min(1), bonus: z.number().int() }).strict(),
  validateSheet: (sheet) => (sheet.bonus > 3 ? [{ ruleId: 'DUEL-CHAR-01', path: ['bonus'], message: 'bonus at most +3' }] : []),
  templates: [{ id: 'grunt', name: 'Grunt', kind: 'npc', sheet: { life: 4, bonus: 0 } }],
  // Its sheets keep no name: the table's figure name is the only one.
  nameOf: () => null,
  status: z.object({ life: z.number().int() }).strict(),
  initialStatus: (sheet) => ({ life: sheet.life }),
  initialSys: () => ({ turn: null, order: [] }),
  conditions: { stunned: { name: 'Stunned', ruleId: 'DUEL-COND-01', description: 'Loses a turn.' } },
  commands: { attack, parley, pass },
  startCombat: function* (s) {
    yield* emit(kernelEvent('table.round', { round: 1 }));
    yield* emit({ type: 'duel.order', data: { order: s.figureOrder } });
  },
  // A figure taken off the table leaves the order; on its turn, the turn passes to the next one.
  figureRemoved: function* (s, gone) {
    if (s.phase !== 'combat') return;
    const order = s.sys.order.filter((id) => id !== gone.id);
    const turn = s.sys.turn === gone.id ? nextTurn(s, gone.id).data.figure : s.sys.turn;
    yield* emit({ type: 'duel.order', data: { order, turn: turn === gone.id ? null : turn } });
  },
  apply: (s, e) => {
    const d = e.data as Record<string, unknown>;
    switch (e.type) {
      case 'duel.order': {
        const order = d.order as string[];
        return { ...s, sys: { order, turn: d.turn === undefined ? (order[0] ?? null) : (d.turn as string | null) } };
      }
      case 'duel.turn': return { ...s, sys: { ...s.sys, turn: d.figure as string } };
      case 'duel.damaged': return updateStatus<DuelSys, DuelStatus>(s, d.target as string, (st) => ({ life: st.life - (d.damage as number) }));
      default: return s;
    }
  },
  legalActions: (s, actor) => {
    const turn = s.sys.turn;
    if (s.phase !== 'combat' || !turn || s.pending) return [];
    const me = s.figures[turn]!;
    if (actor.kind === 'player' && me.controller !== actor.id) return [];
    const foes = alive(s).filter((id) => s.figures[id]!.side !== me.side);
    return [
      ...foes.map((t) => ({ type: 'attack', args: { attacker: turn, target: t, power: 0 }, label: `Attack ${s.figures[t]!.name}`, figure: turn })),
      { type: 'pass', args: { figure: turn }, label: 'Pass', figure: turn },
    ];
  },
  outcome: (s) => {
    const sides = new Set(alive(s).map((id) => s.figures[id]!.side));
    if (s.figureOrder.length === 0 || sides.size > 1) return null;
    return { winner: [...sides][0] ?? null, reason: 'one side stands' };
  },
  describe: (e) => e.type,
  odds: {
    commands: ['attack'],
    summarize: (events) => {
      const dmg = events.find((e) => e.type === 'duel.damaged');
      return dmg ? { hit: true, damage: (dmg.data as { damage: number }).damage } : { hit: false, damage: 0 };
    },
  },
  bot: {
    answer: () => 'dodge',
    choose: (_s, actions) => actions[0]!,
    metrics: (_start, end) => Object.fromEntries(end.figureOrder.map((id) => [`${id}.life`, life(end, id)])),
  },
};

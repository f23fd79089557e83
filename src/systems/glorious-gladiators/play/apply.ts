import { updateStatus, updateSys, withCondition, withoutCondition, updateFigure } from '../../../kernel/index.ts';
import type { Condition, EventDraft, TableEvent } from '../../../kernel/index.ts';
import { ABILITY_APPLY } from './ability-apply.ts';
import { MODIFIER_APPLY } from './modifier-apply.ts';
import type { GgStatus, GgSys, S, WallHex } from './model.ts';

/**
 * How Glorious Gladiators events change the table. Every number an event changes is decided in
 * the resolution and carried in the event, so this fold never rolls, measures or decides.
 */
type D = Record<string, unknown>;
const st = (s: S, id: string, f: (x: GgStatus) => GgStatus): S => (s.figures[id] ? updateStatus<GgSys, GgStatus>(s, id, f) : s);
const sys = (s: S, f: (x: GgSys) => GgSys): S => updateSys<GgSys>(s, f);

const APPLY: Readonly<Record<string, (s: S, d: D) => S>> = {
  'gg.order': (s, d) => sys(s, (y) => ({
    ...y, baseOrder: d.order as string[], order: d.order as string[], index: 0, endGameTurn: d.endGameTurn as number,
    startMinors: d.startMinors as Record<string, number>, inPlay: d.inPlay as string[], defeated: [],
  })),
  'gg.round': (s, d) => sys(s, (y) => ({
    ...y, order: d.order as string[], index: 0, delayed: [], minorAttackers: {}, inPlay: d.inPlay as string[],
  })),
  'gg.turn': (s, d) => {
    const fig = d.figure as string;
    const next = sys(s, (y) => ({
      ...y, index: d.index as number, actionsLeft: d.actions as number, targeted: false, stopUsed: false, healed: false, spotted: false,
      followUp: null, fled: false, uncontrolled: false,
    }));
    return st(next, fig, (x) => ({ ...x, backstep: false, moved: 0, quick: false, activeMove: d.clearMove ? null : x.activeMove }));
  },
  'gg.turn.ended': (s, d) => {
    const next = sys(s, (y) => ({ ...y, actionsLeft: 0, followUp: null }));
    // A figure lent to another seat for its turn (Mind Control, Possession, Madness) goes back to its own.
    const fig = typeof d.figure === 'string' ? next.figures[d.figure] : undefined;
    const lent = fig ? (fig.status as GgStatus).lentFrom : null;
    if (!fig || !lent) return next;
    return st(updateFigure(next, fig.id, (f) => ({ ...f, controller: lent })), fig.id, (x) => ({ ...x, lentFrom: null }));
  },
  'gg.action': (s, d) => sys(s, (y) => ({
    ...y, actionsLeft: Math.max(0, y.actionsLeft - 1), targeted: y.targeted || d.targeted === true, stopUsed: y.stopUsed || d.stop === true,
    healed: y.healed || d.healed === true, followUp: null,
  })),
  'gg.reactivation': (s, d) => {
    const fig = d.figure as string;
    const ok = d.success === true;
    const next = st(s, fig, (x) => ({
      ...x, tried: true, stopped: 0, out: !ok, hits: ok ? (d.hits as number) : x.hits, outOfPlay: x.outOfPlay || d.outOfPlay === true,
    }));
    return ok ? sys(next, (y) => ({ ...y, inPlay: [...y.inPlay, fig] })) : next;
  },
  'gg.out-of-play': (s, d) => st(s, d.figure as string, (x) => ({ ...x, outOfPlay: true })),
  'gg.delayed': (s, d) => sys(s, (y) => ({ ...y, order: d.order as string[], delayed: [...y.delayed, d.figure as string] })),
  'gg.moved': (s, d) => {
    const fig = d.figure as string;
    const moved = updateFigure(s, fig, (f) => ({ ...f, position: d.to as { q: number; r: number } }));
    return st(moved, fig, (x) => ({
      ...x, activeMove: d.activeMove as GgStatus['activeMove'], backstep: x.backstep || d.backstep === true,
      moved: x.moved + (typeof d.hexes === 'number' ? d.hexes : 0),
    }));
  },
  'gg.hit': (s, d) => {
    const fig = d.target as string;
    return st(s, fig, (x) => ({
      ...x, hits: d.hitsLeft as number, out: x.out || d.out === true, outCount: x.outCount + (d.out === true ? 1 : 0),
      lethal: d.out === true ? d.lethal === true : x.lethal,
      reactivationPenalty: d.out === true ? ((d.reactivationPenalty as number | undefined) ?? 0) : x.reactivationPenalty,
      tried: d.out === true ? false : x.tried,
    }));
  },
  'gg.hindered': (s, d) => st(s, d.target as string, (x) => ({ ...x, hindrance: d.hindrance as number })),
  'gg.drained': (s, d) => st(s, d.target as string, (x) => ({ ...x, drained: { ...x.drained, [d.ability as string]: d.drained as number } })),
  'gg.hero-point': (s, d) => st(s, d.figure as string, (x) => ({ ...x, heroPoints: d.left as number })),
  'gg.stopped': (s, d) => st(s, d.target as string, (x) => ({ ...x, stopped: x.stopped + 1 })),
  'gg.follow-up': (s, d) => sys(s, (y) => ({ ...y, followUp: (d.followUp as GgSys['followUp']) ?? null })),
  'gg.minor-attacker': (s, d) => sys(s, (y) => ({
    ...y,
    minorAttackers: { ...y.minorAttackers, [d.target as string]: [...(y.minorAttackers[d.target as string] ?? []), d.figure as string] },
  })),
  'gg.defeated': (s, d) => sys(s, (y) => ({ ...y, defeated: [...y.defeated, d.side as string] })),
  'gg.wall': (s, d) => sys(s, (y) => {
    const { [d.hex as string]: _old, ...rest } = y.walls;
    return { ...y, walls: d.wall ? { ...rest, [d.hex as string]: d.wall as WallHex } : rest };
  }),
  'gg.wound': (s, d) => st(s, d.figure as string, (x) => ({ ...x, wound: d.wound as string })),
  'gg.used': (s, d) => st(s, d.figure as string, (x) => ({ ...x, used: { ...x.used, [d.ability as string]: d.used as number } })),
  'gg.disarmed': (s, d) => st(s, d.figure as string, (x) => ({
    ...x, disarmed: d.regained ? x.disarmed.filter((k) => k !== d.ability) : [...x.disarmed, d.ability as string],
  })),
  'gg.spot': (s) => sys(s, (y) => ({ ...y, spotted: true })),
  'gg.healed': (s, d) => st(s, d.figure as string, (x) => ({ ...x, hits: d.hits as number })),
  ...ABILITY_APPLY,
  ...MODIFIER_APPLY,
};

export function applyGg(s: S, e: Pick<TableEvent, 'type' | 'data'>): S {
  const f = APPLY[e.type];
  return f ? f(s, e.data as D) : s;
}

/**
 * The same fold for a resolution's own bookkeeping: system events, plus the kernel events a
 * resolution emits itself (round, conditions), so later steps of one command see earlier ones.
 */
export function applyDraft(s: S, e: EventDraft): S {
  const d = e.data as D;
  switch (e.type) {
    case 'table.round': return { ...s, round: d.round as number };
    case 'table.condition.added': return updateFigure(s, d.figure as string, (f) => withCondition(f, d.condition as Condition));
    case 'table.condition.removed': return updateFigure(s, d.figure as string, (f) => withoutCondition(f, d.condition as string));
    case 'table.figure.moved': return updateFigure(s, d.figure as string, (f) => ({ ...f, position: d.position as never }));
    case 'table.figure.added': {
      const f = d.figure as S['figures'][string];
      return { ...s, figures: { ...s.figures, [f.id]: f }, figureOrder: [...s.figureOrder, f.id] };
    }
    case 'table.figure.removed': {
      const { [d.figure as string]: _gone, ...rest } = s.figures;
      return { ...s, figures: rest, figureOrder: s.figureOrder.filter((id) => id !== d.figure) };
    }
    default: return applyGg(s, e);
  }
}

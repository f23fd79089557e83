import { foldResolutionEvent, isKernelEvent } from '../../../kernel/index.ts';
import type { Draft, EventDraft, Hex, TableEvent } from '../../../kernel/index.ts';
import { ABILITY_APPLY } from './ability-apply.ts';
import { drainedBy, hinderedBy, setCauses } from './causes.ts';
import { editStatus, editSys, editTurn } from './copy.ts';
import { MODIFIER_APPLY } from './modifier-apply.ts';
import type { GgStatus, GgSys, S, WallHex } from './model.ts';
import { positionOf } from './space.ts';

/**
 * How Glorious Gladiators events change the table. Every number an event changes is decided in
 * the resolution and carried in the event, so this fold never rolls, measures or decides.
 */
type D = Record<string, unknown>;

/**
 * What a turn's end does to the system part. At module level, not made inside the fold: under tsx
 * (esbuild's keepNames) a named function made in a function body is renamed with
 * `Object.defineProperty` every time, which cost ~4% of a simulated fight for this one.
 */
function endSys(y: Draft<GgSys>): void {
  y.actionsLeft = 0;
  y.followUp = null;
  // The rest of a Split move lasts the turn (GG-PLAY-175); most turns have none to drop.
  if (y.split !== undefined) delete y.split;
}

/** Where each figure on the map stands: a copy of positions the table holds, not a measurement (GG-PLAY-98). */
function standing(s: S): Record<string, Hex> {
  const at: Record<string, Hex> = {};
  for (const id of s.figureOrder) {
    const p = positionOf(s, id);
    if (p) at[id] = p;
  }
  return at;
}

const APPLY: Readonly<Record<string, (s: S, d: D) => S>> = {
  'gg.order': (s, d) => editSys(s, (y) => {
    y.baseOrder = d.order as string[];
    if (d.speeds !== undefined) y.ranked = d.speeds as Record<string, number>;
    y.order = d.order as string[];
    y.index = 0;
    y.endGameTurn = d.endGameTurn as number;
    y.startMinors = d.startMinors as Record<string, number>;
    y.inPlay = d.inPlay as string[];
    y.defeated = [];
  }),
  'gg.round': (s, d) => editSys(s, (y) => {
    y.order = d.order as string[];
    // Made again from the Speeds the figures have now (GG-PLAY-165).
    if (d.baseOrder !== undefined) y.baseOrder = d.baseOrder as string[];
    if (d.speeds !== undefined) y.ranked = d.speeds as Record<string, number>;
    y.index = 0;
    y.delayed = [];
    y.minorAttackers = {};
    y.inPlay = d.inPlay as string[];
  }),
  // One copy of the table for the system part and the figure's status together (editTurn): these
  // run every turn and every move.
  'gg.turn': (s, d) => editTurn(s, d.figure as string, (y) => {
    y.index = d.index as number;
    y.actionsLeft = d.actions as number;
    y.targeted = false;
    y.stopUsed = false;
    y.healed = false;
    y.spotted = false;
    y.followUp = null;
    y.fled = false;
    y.uncontrolled = false;
    // None kept from a turn a fight's end cut short (GG-PLAY-175).
    if (y.split !== undefined) delete y.split;
    if (y.regained !== undefined) delete y.regained;
    y.turnStart = { figure: d.figure as string, at: standing(s) };
  }, (x) => {
    x.backstep = false;
    x.moved = 0;
    x.quick = false;
    if (d.clearMove) x.activeMove = null;
  }),
  'gg.turn.ended': (s, d) => {
    // A figure lent to another seat for its turn (Mind Control, Possession, Madness) goes back to its own.
    const fig = typeof d.figure === 'string' ? s.figures[d.figure] : undefined;
    const lent = fig ? (fig.status as GgStatus).lentFrom : null;
    // Its Exhausts abilities roll again in its next turn (GG-PLAY-139): one field asked, most turns.
    if (fig && (fig.status as GgStatus).exhausted !== undefined) {
      return editTurn(s, fig.id, endSys, (x) => {
        delete x.exhausted;
        if (lent) x.lentFrom = null;
      }, lent ? (f) => {
        f.controller = lent;
      } : undefined);
    }
    if (!fig || !lent) return editSys(s, endSys);
    return editTurn(s, fig.id, endSys, (x) => {
      x.lentFrom = null;
    }, (f) => {
      f.controller = lent;
    });
  },
  'gg.action': (s, d) => editSys(s, (y) => {
    y.actionsLeft = Math.max(0, y.actionsLeft - 1);
    y.targeted = y.targeted || d.targeted === true;
    y.stopUsed = y.stopUsed || d.stop === true;
    y.healed = y.healed || d.healed === true;
    y.followUp = null;
  }),
  'gg.reactivation': (s, d) => {
    const fig = d.figure as string;
    const ok = d.success === true;
    const next = editStatus(s, fig, (x) => {
      x.tried = true;
      x.stopped = 0;
      x.out = !ok;
      if (ok) x.hits = d.hits as number;
      x.outOfPlay = x.outOfPlay || d.outOfPlay === true;
    });
    return ok ? editSys(next, (y) => {
      y.inPlay = [...y.inPlay, fig];
    }) : next;
  },
  'gg.out-of-play': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.outOfPlay = true;
  }),
  // A figure the GM took off the table leaves every list of the order, in any phase (GG-PLAY-194, GG-PLAY-232); the turn at
  // `index` stays the same one, or becomes the next when the turn was its. One that vanished on its
  // own turn (`stays`) keeps its place in this Full Turn's order until the turn passes (GG-PLAY-218).
  'gg.left': (s, d) => editSys(s, (y) => {
    const id = d.figure as string;
    const at = y.order.indexOf(id);
    if (at >= 0 && d.stays !== true) {
      y.order = y.order.filter((x) => x !== id);
      if (at < y.index) y.index--;
    }
    y.baseOrder = y.baseOrder.filter((x) => x !== id);
    y.delayed = y.delayed.filter((x) => x !== id);
    y.inPlay = y.inPlay.filter((x) => x !== id);
    if (y.ranked?.[id] !== undefined) {
      const { [id]: _gone, ...ranked } = y.ranked;
      y.ranked = ranked;
    }
    const attackers: Record<string, readonly string[]> = {};
    for (const [target, by] of Object.entries(y.minorAttackers)) if (target !== id) attackers[target] = by.filter((x) => x !== id);
    y.minorAttackers = attackers;
    if (y.followUp && (y.followUp.figure === id || y.followUp.target === id)) y.followUp = null;
    if (y.lastAttack && (y.lastAttack.figure === id || y.lastAttack.target === id)) y.lastAttack = null;
    // Where it stood as the turn began, and the turn itself once it has passed (GG-PLAY-232).
    const start = y.turnStart;
    if (start?.figure === id && d.stays !== true) delete y.turnStart;
    else if (start?.at[id] !== undefined) {
      const { [id]: _left, ...at } = start.at;
      y.turnStart = { figure: start.figure, at };
    }
    if (y.split?.figure === id && d.stays !== true) delete y.split;
  }),
  'gg.delayed': (s, d) => editSys(s, (y) => {
    y.order = d.order as string[];
    y.delayed = [...y.delayed, d.figure as string];
  }),
  'gg.moved': (s, d) => {
    const fig = d.figure as string;
    if (!s.figures[fig]) throw new Error(`no figure ${fig}`);
    return editTurn(s, fig, null, (x) => {
      x.activeMove = d.activeMove as GgStatus['activeMove'];
      x.backstep = x.backstep || d.backstep === true;
      x.moved = x.moved + (typeof d.hexes === 'number' ? d.hexes : 0);
    }, (f) => {
      f.position = d.to as { q: number; r: number };
    });
  },
  // Its active move switched off (GG-PLAY-183): no Movement is active until it moves again.
  'gg.move-off': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.activeMove = null;
  }),
  'gg.hit': (s, d) => editStatus(s, d.target as string, (x) => {
    const out = d.out === true;
    x.hits = d.hitsLeft as number;
    x.out = x.out || out;
    x.outCount = x.outCount + (out ? 1 : 0);
    if (out) {
      x.lethal = d.lethal === true;
      x.reactivationPenalty = (d.reactivationPenalty as number | undefined) ?? 0;
      x.tried = false;
    }
  }),
  'gg.hindered': (s, d) => editStatus(s, d.target as string, (x) => {
    x.hindrance = d.hindrance as number;
    if (d.by !== undefined || (x.causes?.hindrance !== undefined && x.hindrance === 0)) setCauses(x, hinderedBy(x, d));
  }),
  'gg.drained': (s, d) => editStatus(s, d.target as string, (x) => {
    x.drained = { ...x.drained, [d.ability as string]: d.drained as number };
    if (d.by !== undefined || (x.causes?.drained?.[d.ability as string] !== undefined && d.drained === 0)) setCauses(x, drainedBy(x, d));
  }),
  'gg.hero-point': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.heroPoints = d.left as number;
  }),
  'gg.stopped': (s, d) => editStatus(s, d.target as string, (x) => {
    x.stopped = x.stopped + 1;
  }),
  // A Split move's rest kept (GG-PLAY-175), or with 0 hexes concluded.
  'gg.split': (s, d) => editSys(s, (y) => {
    if ((d.hexes as number) > 0) y.split = { figure: d.figure as string, ability: d.ability as string, hexes: d.hexes as number };
    else delete y.split;
  }),
  'gg.follow-up': (s, d) => editSys(s, (y) => {
    y.followUp = (d.followUp as GgSys['followUp']) ?? null;
  }),
  'gg.minor-attacker': (s, d) => editSys(s, (y) => {
    y.minorAttackers = { ...y.minorAttackers, [d.target as string]: [...(y.minorAttackers[d.target as string] ?? []), d.figure as string] };
  }),
  'gg.defeated': (s, d) => editSys(s, (y) => {
    y.defeated = [...y.defeated, d.side as string];
  }),
  'gg.wall': (s, d) => editSys(s, (y) => {
    const { [d.hex as string]: _old, ...rest } = y.walls;
    y.walls = d.wall ? { ...rest, [d.hex as string]: d.wall as WallHex } : rest;
  }),
  'gg.wound': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.wound = d.wound as string;
  }),
  'gg.used': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.used = { ...x.used, [d.ability as string]: d.used as number };
    if (d.fired !== undefined) x.fired = { ...x.fired, [d.ability as string]: d.fired as number };
  }),
  'gg.disarmed': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.disarmed = d.regained ? x.disarmed.filter((k) => k !== d.ability) : [...x.disarmed, d.ability as string];
  }),
  'gg.spot': (s) => editSys(s, (y) => {
    y.spotted = true;
  }),
  'gg.regain-roll': (s) => editSys(s, (y) => {
    y.regained = true;
  }),
  'gg.healed': (s, d) => editStatus(s, d.figure as string, (x) => {
    x.hits = d.hits as number;
  }),
  ...ABILITY_APPLY,
  ...MODIFIER_APPLY,
};

export function applyGg(s: S, e: Pick<TableEvent, 'type' | 'data'>): S {
  const f = APPLY[e.type];
  return f ? f(s, e.data as D) : s;
}

/**
 * The same fold for a resolution's own bookkeeping: system events, plus the kernel events a
 * resolution emits itself (round, conditions, figures moved, brought in or sent away), so later
 * steps of one command see earlier ones.
 */
export function applyDraft(s: S, e: EventDraft): S {
  return isKernelEvent(e) ? foldResolutionEvent(s, e) : applyGg(s, e);
}

import {
  appended, cloneFigure, pairKey, updateFigure, withCondition, withKey, withoutCondition, withStatus, withSys,
  type Condition, type Draft, type EventDraft, type Figure,
} from '../../kernel/index.ts';
import type { D100EventData, D100EventType } from './events.ts';
import { capacityOf, has, optionsOf, weaponById } from './figures.ts';
import { NO_RANGES, type D100State, type D100Status, type D100Sys } from './model.ts';
import type { D100Sheet } from './sheet.ts';

/**
 * Folds one of this system's events into the table (kernel events never reach here). Only the
 * type and data matter, so a resolution folds its drafts as they are, before they are numbered.
 *
 * `mine`: a system part the caller made and no one else has seen (a resolution's working state,
 * see work.ts), which turn bookkeeping may change in place instead of copying. Play's fold never
 * passes one: every table it returns is a new object.
 */
export function applyD100(state: D100State, event: Pick<EventDraft, 'type' | 'data'>, mine?: D100Sys): D100State {
  const type = event.type as D100EventType;
  switch (type) {
    case 'd100.initiative': {
      const d = data<'d100.initiative'>(event);
      const last = d.rolls[d.rolls.length - 1] ?? {};
      const s = draftSys(state.sys, mine);
      s.sideOrder = d.order;
      s.sideIndex = -1;
      s.initiative = last;
      s.acted = [];
      s.current = null;
      s.turn = null;
      s.queue = null;
      return setSys(state, s);
    }
    case 'd100.side-turn': {
      const d = data<'d100.side-turn'>(event);
      const s = draftSys(state.sys, mine);
      s.sideIndex = d.index;
      s.queue = d.queue;
      s.current = null;
      s.turn = null;
      return setSys(state, s);
    }
    case 'd100.turn-started': {
      const { figure } = data<'d100.turn-started'>(event);
      const s = draftSys(state.sys, mine);
      s.current = figure;
      s.turn = { figure, actions: [] };
      return setSys(state, s);
    }
    case 'd100.turn-ended': {
      const { figure } = data<'d100.turn-ended'>(event);
      const s = draftSys(state.sys, mine);
      if (s.turn?.figure === figure) s.turn = null;
      s.acted = appended(s.acted, figure);
      if (s.current === figure) s.current = null;
      return setSys(state, s);
    }
    case 'd100.left': {
      const { figure } = data<'d100.left'>(event);
      const s = draftSys(state.sys, mine);
      if (s.turn?.figure === figure) s.turn = null;
      if (s.current === figure) s.current = null;
      if (s.queue !== null) s.queue = s.queue.filter((id) => id !== figure);
      s.acted = s.acted.filter((id) => id !== figure);
      if (s.used[figure] !== undefined) {
        const { [figure]: _gone, ...used } = s.used;
        s.used = used;
      }
      // Its bands go too: figure ids are reused (a new "thug" after the old one), and a new figure starts at the starting range.
      s.ranges = withoutFigure(s.ranges, figure);
      return setSys(state, s);
    }
    case 'd100.action': {
      const d = data<'d100.action'>(event);
      const turn = state.sys.turn;
      const actions = turn?.figure === d.figure ? turn.actions : [];
      const taken = d.target === undefined ? { kind: d.kind } : { kind: d.kind, target: d.target };
      const s = draftSys(state.sys, mine);
      s.turn = { figure: d.figure, actions: appended(actions, taken) };
      return setSys(state, s);
    }
    case 'd100.moved': {
      const d = data<'d100.moved'>(event);
      const s = draftSys(state.sys, mine);
      s.ranges = withKey(s.ranges, pairKey(d.figure, d.to), d.band);
      return setSys(state, s);
    }
    case 'd100.range-set': {
      const d = data<'d100.range-set'>(event);
      const s = draftSys(state.sys, mine);
      s.ranges = withKey(s.ranges, pairKey(d.a, d.b), d.band);
      return setSys(state, s);
    }
    case 'd100.attacked': {
      const d = data<'d100.attacked'>(event);
      let next = d.free ? state : consumeNextAction(state, d.attacker);
      if (d.weapon === null) return next;
      const weapon = weaponById(sheetOf(next, d.attacker), d.weapon);
      if (!weapon) return next;
      const capacity = capacityOf(weapon);
      if (capacity !== null) {
        const st = draftStatus(next, d.attacker);
        st.ammo = withKey(st.ammo, weapon.id, Math.max(0, (st.ammo[weapon.id] ?? capacity) - 1));
        next = withStatusOf(next, d.attacker, st);
      }
      if (weapon.kind === 'thrown') {
        const lying = { weapon: weapon.id, near: d.defender };
        const st = draftStatus(next, d.attacker);
        st.wielded = null;
        st.dropped = appended(st.dropped, lying);
        next = withStatusOf(next, d.attacker, st);
      }
      return next;
    }
    case 'd100.defended': {
      const d = data<'d100.defended'>(event);
      return optionsOf(state).tsAffectsDefense ? consumeNextAction(state, d.defender) : state;
    }
    case 'd100.wounded': {
      const d = data<'d100.wounded'>(event);
      const st = draftStatus(state, d.figure);
      st.life = d.life;
      st.woundsTaken += d.wounds;
      if (d.wounds > 0) st.healed = false;
      const next = withStatusOf(state, d.figure, st);
      return d.wounds > 0 ? drop(next, d.figure, 'stabilized') : next;
    }
    case 'd100.death-table': {
      const d = data<'d100.death-table'>(event);
      const st = draftStatus(state, d.figure);
      st.deathRoll = d.read;
      const next = withStatusOf(state, d.figure, st);
      if (d.read === 'KO') return add(next, d.figure, { id: 'ko', ruleId: 'D100-COND-01' });
      if (d.read === 'Death') return add(next, d.figure, { id: 'dead', ruleId: 'D100-COND-03' });
      return optionsOf(state).maimedFightOn ? next : add(next, d.figure, { id: 'maimed', ruleId: 'D100-RULING-23' });
    }
    case 'd100.killed':
      return add(state, data<'d100.killed'>(event).figure, { id: 'dead', ruleId: 'D100-COND-03' });
    case 'd100.maim': {
      const d = data<'d100.maim'>(event);
      return updateFigure(state, d.figure, (f) => {
        const sheet = f.sheet as D100Sheet;
        const next = cloneFigure(f);
        next.sheet = { ...sheet, maims: [...sheet.maims, { part: d.part, affects: d.affects }] };
        return next;
      });
    }
    case 'd100.weapon-broken': {
      const d = data<'d100.weapon-broken'>(event);
      const st = draftStatus(state, d.figure);
      st.broken = appended(st.broken, d.weapon);
      if (st.wielded === d.weapon) st.wielded = null;
      return withStatusOf(state, d.figure, st);
    }
    case 'd100.fumbled':
      return add(state, data<'d100.fumbled'>(event).figure, { id: 'fumbled', ruleId: 'D100-CRIT-03' });
    case 'd100.trick': {
      const d = data<'d100.trick'>(event);
      const next = remember(consumeNextAction(state, d.figure), d.figure, d.description);
      return d.modifier === 0 ? next : addNextAction(next, d.target, d.modifier);
    }
    case 'd100.stunt': {
      const d = data<'d100.stunt'>(event);
      return addNextAction(remember(consumeNextAction(state, d.figure), d.figure, d.description), d.figure, d.modifier);
    }
    case 'd100.readied': {
      const d = data<'d100.readied'>(event);
      const next = drop(state, d.figure, 'fumbled');
      if (d.kind === 'item' || (d.weapon === null && d.kind !== 'wield')) return next;
      const weapon = d.weapon === null ? undefined : weaponById(sheetOf(next, d.figure), d.weapon);
      const st = draftStatus(next, d.figure);
      if (d.kind === 'wield') {
        st.wielded = d.weapon;
      } else if (d.kind === 'reload') {
        st.ammo = withKey(st.ammo, d.weapon!, (weapon && capacityOf(weapon)) ?? 0);
      } else {
        st.wielded = d.weapon;
        st.dropped = st.dropped.filter((x) => x.weapon !== d.weapon);
      }
      return withStatusOf(next, d.figure, st);
    }
    case 'd100.grappled': {
      const d = data<'d100.grappled'>(event);
      const next = add(state, d.victim, { id: 'grappled', ruleId: 'D100-GRAP-01', data: { by: d.grappler, since: d.round } });
      return add(next, d.grappler, { id: 'grappling', ruleId: 'D100-GRAP-01', data: { target: d.victim } });
    }
    case 'd100.break-free':
      return consumeNextAction(state, data<'d100.break-free'>(event).figure);
    case 'd100.released': {
      const d = data<'d100.released'>(event);
      return drop(drop(state, d.victim, 'grappled'), d.grappler, 'grappling');
    }
    case 'd100.flee':
      return consumeNextAction(state, data<'d100.flee'>(event).figure);
    case 'd100.fled':
      return add(state, data<'d100.fled'>(event).figure, { id: 'fled', ruleId: 'D100-FLEE-01' });
    case 'd100.healed': {
      const d = data<'d100.healed'>(event);
      if (d.result === 'failure' || d.result === 'critical-failure') return state;
      const st = draftStatus(state, d.patient);
      st.life = d.life;
      st.healed = true;
      const healed = withStatusOf(state, d.patient, st);
      const next = add(healed, d.patient, { id: 'stabilized', ruleId: 'D100-HEAL-01' });
      return recovered(next, d.patient);
    }
    case 'd100.rested': {
      const d = data<'d100.rested'>(event);
      const st = draftStatus(state, d.figure);
      st.life = d.life;
      return recovered(withStatusOf(state, d.figure, st), d.figure);
    }
    case 'd100.approach': {
      const d = data<'d100.approach'>(event);
      const next = consumeNextAction(state, d.figure);
      if (d.noticed) return drop(next, d.victim, 'unaware');
      const s = draftSys(next.sys);
      s.ranges = withKey(s.ranges, pairKey(d.figure, d.victim), 'close');
      return withSys(next, s);
    }
    case 'd100.assassinated': {
      const d = data<'d100.assassinated'>(event);
      const next = drop(state, d.victim, 'unaware');
      return d.intent === 'kill' ? add(next, d.victim, { id: 'dead', ruleId: 'D100-COND-03' }) : add(next, d.victim, { id: 'ko', ruleId: 'D100-COND-01' });
    }
    case 'd100.modifier-set': {
      const d = data<'d100.modifier-set'>(event);
      const cleared = drop(state, d.figure, 'next-action');
      return d.modifier === 0 ? cleared : addNextAction(cleared, d.figure, d.modifier);
    }
    case 'd100.no-defense':
    case 'd100.self-hit':
    case 'd100.ts-refused':
    case 'd100.power':
    case 'd100.checked':
      return state;
  }
  return state;
}

/** The ranges without any pair that names this figure (ids have no '|', the pair key's separator). */
function withoutFigure(ranges: D100Sys['ranges'], figure: string): D100Sys['ranges'] {
  let kept: Record<string, D100Sys['ranges'][string]> | null = null;
  for (const key of Object.keys(ranges)) {
    const [a, b] = key.split('|');
    if (a !== figure && b !== figure) continue;
    kept ??= { ...ranges };
    delete kept[key];
  }
  if (kept === null) return ranges;
  // None left: the shared empty table, which range checks skip at a glance.
  return Object.keys(kept).length > 0 ? kept : NO_RANGES;
}

function data<T extends D100EventType>(event: Pick<EventDraft, 'data'>): D100EventData[T] {
  return event.data as D100EventData[T];
}

/**
 * A fresh copy of the system part, to change and hand to `withSys`. Copies write every field out
 * and are then changed in place before anyone sees them: V8 runs `{ ...s, current }` on a slow
 * path, ~100 times slower (see the kernel's cloneState), and the fold runs for every event of
 * every simulated fight. No change callback either: a closure per event is garbage too.
 */
function draftSys(s: D100Sys, mine?: D100Sys): Draft<D100Sys> {
  if (s === mine) return s;
  return {
    ranges: s.ranges, sideOrder: s.sideOrder, sideIndex: s.sideIndex, queue: s.queue, current: s.current, acted: s.acted,
    turn: s.turn, initiative: s.initiative, used: s.used,
  };
}

function sheetOf(state: D100State, id: string): D100Sheet {
  return state.figures[id]!.sheet as D100Sheet;
}

/** The table with this system part: itself when the part was changed in place. */
function setSys(state: D100State, s: D100Sys): D100State {
  return s === state.sys ? state : withSys(state, s);
}

/** A fresh copy of a figure's status, to change and hand to `withStatusOf` (see `draftSys`). */
function draftStatus(state: D100State, id: string): Draft<D100Status> {
  const st = state.figures[id]!.status as D100Status;
  return {
    life: st.life, wielded: st.wielded, broken: st.broken, dropped: st.dropped, ammo: st.ammo, deathRoll: st.deathRoll,
    healed: st.healed, woundsTaken: st.woundsTaken,
  };
}

function withStatusOf(state: D100State, id: string, status: D100Status): D100State {
  return updateFigure(state, id, (fig) => withStatus(fig, status));
}

function add(state: D100State, id: string, condition: Condition): D100State {
  return updateFigure(state, id, (fig) => withCondition(fig, condition));
}

function drop(state: D100State, id: string, condition: string): D100State {
  const fig = state.figures[id];
  if (!fig || !has(fig, condition)) return state;
  return updateFigure(state, id, (f: Figure) => withoutCondition(f, condition));
}

/** An action roll uses up the pending Trick/Stunt modifier ([D100-TS-01]). */
function consumeNextAction(state: D100State, id: string): D100State {
  return drop(state, id, 'next-action');
}

/**
 * Adds to the modifier on a figure's next action ([D100-TS-01], [D100-RULING-07]). It lasts to
 * the end of the bearer's next turn: when it arrives during the bearer's own turn, that turn's
 * end does not count.
 */
export function addNextAction(state: D100State, id: string, value: number): D100State {
  const fig = state.figures[id];
  if (!fig) return state;
  const turns = state.sys.current === id ? 2 : 1;
  const old = fig.conditions.find((c) => c.id === 'next-action');
  const before = (old?.data as { modifier?: number } | undefined)?.modifier ?? 0;
  const oldTurns = old?.expires && old.expires.at !== 'round-end' ? old.expires.turns : 0;
  return add(state, id, {
    id: 'next-action', ruleId: 'D100-TS-01',
    data: { modifier: before + value },
    expires: { at: 'turn-end', of: id, turns: Math.max(turns, oldTurns) },
  });
}

function remember(state: D100State, id: string, description: string): D100State {
  const key = description.trim().toLowerCase();
  const used = state.sys.used[id] ?? [];
  const s = draftSys(state.sys);
  s.used = withKey(s.used, id, appended(used, key));
  return withSys(state, s);
}

/**
 * Back at Life 1 or more: awake and back in the fight ([D100-COND-01], [D100-RULING-23]), and a
 * later drop to 0 rolls on the Death Table afresh (D100-DEATH-06).
 */
function recovered(state: D100State, id: string): D100State {
  const st = state.figures[id]!.status as D100Status;
  if (st.life < 1) return state;
  let next = state;
  if (st.deathRoll !== null) {
    const cleared = draftStatus(state, id);
    cleared.deathRoll = null;
    next = withStatusOf(state, id, cleared);
  }
  return drop(drop(next, id, 'ko'), id, 'maimed');
}

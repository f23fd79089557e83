import type { Square, TableEvent } from '../../kernel/index.ts';
import type { AttackData, HlhEventData, HlhEventType } from './events.ts';
import { mkStatus, mkSys, mkTurn, type HlhState, type HlhStatus, type HlhSys, type Slot, type Turn } from './model.ts';
import type { HlhSheet } from './sheet.ts';

/**
 * Folds one of this system's events into the table (kernel events never reach here). Hot in
 * simulation: every object is built field by field with the constructors of model.ts, so V8
 * keeps one shape per kind instead of spreading heterogeneous objects.
 */
export function applyHlh(state: HlhState, event: TableEvent): HlhState {
  const s = state.sys;
  // The new state carries the event's seq itself, so the kernel need not copy it once more; a
  // resolution's draft has none yet and keeps the working state's.
  const q = (event.seq as number | undefined) ?? state.seq;
  switch (event.type as HlhEventType) {
    case 'hlh.initiative': {
      const d = event.data as HlhEventData['hlh.initiative'];
      const first = d.order.find((x) => x.figure === d.current);
      const turn = d.current === null ? null : mkTurn(d.current, first?.actions ?? 1, 0, null, 0, false);
      const next = withSys(state, mkSys(d.order, d.cursor, [], turn, [], s.walls), q);
      // A new combat has no "previous round": old wounds no longer cost Initiative ([HLH-INIT-02]).
      return d.round === 1 ? forgetHurt(next, q) : next;
    }
    case 'hlh.turn-started': {
      const d = event.data as HlhEventData['hlh.turn-started'];
      return withSys(state, mkSys(s.order, s.cursor, s.acted, mkTurn(d.figure, d.actions, 0, null, 0, false), s.assisted, s.walls), q);
    }
    case 'hlh.turn-ended': {
      const d = event.data as HlhEventData['hlh.turn-ended'];
      const turn = s.turn !== null && s.turn.figure === d.figure ? null : s.turn;
      return withSys(state, mkSys(s.order, s.cursor, [...s.acted, d.figure], turn, s.assisted, s.walls), q);
    }
    case 'hlh.left': {
      const d = event.data as HlhEventData['hlh.left'];
      // The slots after the cursor keep their place; the cursor moves back by the slots taken from before it.
      const order: Slot[] = [];
      let before = 0;
      for (let i = 0; i < s.order.length; i++) {
        const x = s.order[i]!;
        if (x.figure !== d.figure) order.push(x);
        else if (i < s.cursor) before++;
      }
      const turn = s.turn !== null && s.turn.figure === d.figure ? null : s.turn;
      return withSys(state, mkSys(order, s.cursor - before, s.acted.filter((id) => id !== d.figure), turn, s.assisted, s.walls), q);
    }
    case 'hlh.next': {
      const d = event.data as HlhEventData['hlh.next'];
      const turn = d.current === null ? null : mkTurn(d.current, d.actions, 0, null, 0, false);
      return withSys(state, mkSys(s.order, d.cursor, s.acted, turn, s.assisted, s.walls), q);
    }
    case 'hlh.moved': {
      const d = event.data as HlhEventData['hlh.moved'];
      const moved = setPosition(state, d.figure, d.to, q);
      const t = s.turn;
      if (t === null || t.figure !== d.figure) return moved;
      const turn = d.newAction
        ? mkTurn(t.figure, t.actions, t.used + 1, d.option, d.squares, false)
        : mkTurn(t.figure, t.actions, t.used, d.option, t.moved + d.squares, t.attacked);
      return withSys(moved, mkSys(s.order, s.cursor, s.acted, turn, s.assisted, s.walls), q);
    }
    case 'hlh.attack':
      return attacked(state, event.data as AttackData, q);
    case 'hlh.knocked-back': {
      const d = event.data as HlhEventData['hlh.knocked-back'];
      return d.to === null || d.moved === 0 ? state : setPosition(state, d.figure, d.to, q);
    }
    case 'hlh.doubles': {
      const d = event.data as HlhEventData['hlh.doubles'];
      return setSheet(state, d.figure, (sh) => ({ ...sh, doubles: d.total }), q);
    }
    case 'hlh.upgraded': {
      const d = event.data as HlhEventData['hlh.upgraded'];
      const next = setSheet(state, d.figure, (sh) => ({
        ...sh, powers: d.powers, maxLife: d.maxLife, upgrades: d.upgrades, doubles: d.doubles, training: null,
      }), q);
      return setStatus(next, d.figure, (st) => mkStatus(d.maxLife, st.hurtRound, st.heroicEffortUsed), q);
    }
    case 'hlh.assist': {
      const d = event.data as HlhEventData['hlh.assist'];
      const t = s.turn;
      const turn = t !== null && t.figure === d.helper ? mkTurn(t.figure, t.actions, t.actions, 'D', 0, false) : t;
      const next = withSys(state, mkSys(s.order, s.cursor, s.acted, turn, [...s.assisted, sideOf(state, d.helper)], s.walls), q);
      return setStatus(next, d.recipient, (st) => mkStatus(d.life, st.hurtRound, st.heroicEffortUsed), q);
    }
    case 'hlh.recovered': {
      const d = event.data as HlhEventData['hlh.recovered'];
      return setStatus(state, d.figure, (st) => mkStatus(d.life, st.hurtRound, st.heroicEffortUsed), q);
    }
    case 'hlh.session': {
      let next = state;
      for (const id of state.figureOrder) {
        const st = state.figures[id]?.status as HlhStatus | undefined;
        if (st?.heroicEffortUsed) next = setStatus(next, id, (x) => mkStatus(x.life, x.hurtRound, false), q);
      }
      return next;
    }
    case 'hlh.training': {
      const d = event.data as HlhEventData['hlh.training'];
      return setSheet(state, d.figure, (sh) => ({ ...sh, training: d.training }), q);
    }
    case 'hlh.walls': {
      const d = event.data as HlhEventData['hlh.walls'];
      return withSys(state, mkSys(s.order, s.cursor, s.acted, s.turn, s.assisted, d.walls), q);
    }
    case 'hlh.career-test':
      return state;
  }
  return state;
}

/** The attacker's action budget and Heroic Effort, the defender's Life ([HLH-DMG-01], [HLH-ACT-04]). */
function attacked(state: HlhState, d: AttackData, q: number): HlhState {
  const s = state.sys;
  let next = state;
  const t = s.turn;
  if (t !== null && t.figure === d.attacker) {
    const turn: Turn = d.newAction
      ? mkTurn(t.figure, t.actions, t.used + 1, d.option, 0, true)
      : mkTurn(t.figure, t.actions, t.used, d.option, t.moved, true);
    next = withSys(next, mkSys(s.order, s.cursor, s.acted, turn, s.assisted, s.walls), q);
  }
  if (d.heroicEffort) next = setStatus(next, d.attacker, (st) => mkStatus(st.life, st.hurtRound, true), q);
  if (d.defenseHeroicEffort) next = setStatus(next, d.defender, (st) => mkStatus(st.life, st.hurtRound, true), q);
  if (d.damage > 0) next = setStatus(next, d.defender, (st) => mkStatus(d.life, d.round, st.heroicEffortUsed), q);
  return next;
}

function forgetHurt(state: HlhState, q: number): HlhState {
  let next = state;
  for (const id of state.figureOrder) {
    const st = state.figures[id]?.status as HlhStatus | undefined;
    if (st && st.hurtRound !== 0) next = setStatus(next, id, (x) => mkStatus(x.life, 0, x.heroicEffortUsed), q);
  }
  return next;
}

function sideOf(state: HlhState, id: string): string {
  return state.figures[id]?.side ?? '';
}

/**
 * The table with a new system part. Spelled out rather than spread: `{ ...state }` of this
 * many fields takes V8's slow path, and this runs for most events. Optional fields are copied
 * only when present, so the fold equals what the kernel's own updates produce.
 */
export function withSys(state: HlhState, sys: HlhSys, seq: number = state.seq): HlhState {
  const next: HlhState = {
    schemaVersion: state.schemaVersion, system: state.system, options: state.options, seq, phase: state.phase,
    round: state.round, rng: state.rng, figures: state.figures, figureOrder: state.figureOrder, pending: state.pending, sys,
  };
  if (state.winner !== undefined) (next as { winner?: string | null }).winner = state.winner;
  return next;
}

type Figures = HlhState['figures'];

function withFigures(state: HlhState, figures: Figures, seq: number): HlhState {
  const next: HlhState = {
    schemaVersion: state.schemaVersion, system: state.system, options: state.options, seq, phase: state.phase,
    round: state.round, rng: state.rng, figures, figureOrder: state.figureOrder, pending: state.pending, sys: state.sys,
  };
  if (state.winner !== undefined) (next as { winner?: string | null }).winner = state.winner;
  return next;
}

function replaceFigure(state: HlhState, id: string, fig: Figures[string], seq: number): HlhState {
  const figures: Record<string, Figures[string]> = {};
  for (const key in state.figures) figures[key] = key === id ? fig : state.figures[key]!;
  return withFigures(state, figures, seq);
}

function setStatus(state: HlhState, id: string, f: (st: HlhStatus) => HlhStatus, seq: number): HlhState {
  const fig = state.figures[id];
  if (!fig) return state;
  return replaceFigure(state, id, {
    id: fig.id, name: fig.name, controller: fig.controller, side: fig.side, sheet: fig.sheet, status: f(fig.status as HlhStatus),
    ...(fig.position !== undefined ? { position: fig.position } : {}), conditions: fig.conditions, revealed: fig.revealed,
  }, seq);
}

function setSheet(state: HlhState, id: string, f: (sh: HlhSheet) => HlhSheet, seq: number): HlhState {
  const fig = state.figures[id];
  if (!fig) return state;
  return replaceFigure(state, id, { ...fig, sheet: f(fig.sheet as HlhSheet) }, seq);
}

function setPosition(state: HlhState, id: string, to: Square, seq: number): HlhState {
  const fig = state.figures[id];
  if (!fig) return state;
  return replaceFigure(state, id, {
    id: fig.id, name: fig.name, controller: fig.controller, side: fig.side, sheet: fig.sheet, status: fig.status,
    position: { x: to.x, y: to.y }, conditions: fig.conditions, revealed: fig.revealed,
  }, seq);
}

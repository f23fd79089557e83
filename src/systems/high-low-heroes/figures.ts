import type { Figure } from '../../kernel/index.ts';
import { profileOf } from './derive.ts';
import type { LifeState } from './events.ts';
import type { HlhFigure, HlhState, HlhStatus } from './model.ts';
import type { HlhOptions } from './options.ts';
import type { HlhSheet } from './sheet.ts';

/**
 * Reading the table: who is in the fight and in what state. Unconscious and dead are read from
 * Life, never stored apart ([HLH-COND-01]), so a GM's override of Life is all it takes.
 */
export function figureOf(state: HlhState, id: string): HlhFigure | undefined {
  return state.figures[id] as HlhFigure | undefined;
}

export function mustFigure(state: HlhState, id: string): HlhFigure {
  const fig = state.figures[id];
  if (!fig) throw new Error(`no figure ${id}`);
  return fig as HlhFigure;
}

export const sheetOf = (fig: Figure): HlhSheet => fig.sheet as HlhSheet;
export const statusOf = (fig: Figure): HlhStatus => fig.status as HlhStatus;

export function optionsOf(state: HlhState): HlhOptions {
  return state.options as unknown as HlhOptions;
}

export function lifeState(sheet: HlhSheet, life: number): LifeState {
  if (life <= profileOf(sheet).deadAt) return 'dead';
  return life <= 0 ? 'unconscious' : 'up';
}

export function isDead(fig: Figure): boolean {
  return (fig.status as HlhStatus).life <= profileOf(fig.sheet as HlhSheet).deadAt;
}

/** Life above 0: takes turns, rolls Initiative, evades ([HLH-COND-01], [HLH-RULING-12]). */
export function isUp(fig: Figure): boolean {
  return (fig.status as HlhStatus).life > 0;
}

export function has(fig: Figure, condition: string): boolean {
  const cs = fig.conditions;
  for (let i = 0; i < cs.length; i++) if (cs[i]!.id === condition) return true;
  return false;
}

/** Only players gain experience and win Initiative ties ([HLH-XP-01], [HLH-INIT-03], [HLH-RULING-11]). */
export function isPlayer(fig: Figure): boolean {
  return fig.controller !== 'gm';
}

export function hostile(a: Figure, b: Figure): boolean {
  return a.side !== b.side;
}

/** Figures in seat order (the order they joined): the fallback order for ties. */
export function figuresOf(state: HlhState): HlhFigure[] {
  const out: HlhFigure[] = [];
  for (const id of state.figureOrder) {
    const f = state.figures[id];
    if (f) out.push(f as HlhFigure);
  }
  return out;
}

/** Whether at most one side still has someone conscious: the combat is decided. */
export function decided(state: HlhState): boolean {
  let side: string | null = null;
  for (const id of state.figureOrder) {
    const f = state.figures[id];
    if (!f || !isUp(f)) continue;
    if (side === null) side = f.side;
    else if (f.side !== side) return false;
  }
  return true;
}

/** The sides that still have someone conscious: one or none ends the combat. */
export function standingSides(state: HlhState): string[] {
  const sides: string[] = [];
  for (const id of state.figureOrder) {
    const f = state.figures[id];
    if (f && isUp(f) && !sides.includes(f.side)) sides.push(f.side);
  }
  return sides;
}

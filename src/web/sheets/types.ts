import type { ComponentType } from 'react';
import type { FigureView, TableView } from '../connection.ts';

/** One value on a figure's card: "Hits 3 / 5", with the rule behind it on hover. */
export interface Stat {
  readonly label: string;
  readonly value: string;
  readonly ruleId?: string;
  readonly tone?: 'bad' | 'warn' | 'good';
  /** 0..1 for a bar under the value (hits, Life). */
  readonly fill?: number;
}

/**
 * How a system's figures read at the table: whose turn it is, the current values worth a glance
 * and the sheet itself in words. Views read the state the server sends; they decide nothing.
 */
export interface SheetView {
  acting(view: TableView): string | null;
  stats(figure: FigureView, view: TableView): Stat[];
  /**
   * Why the figure takes no more part in the fight ("Dead", "Out of action"), or null while it
   * does: the maps grey such tokens and say so, since a fallen figure still stands on the map.
   */
  readonly out: (figure: FigureView) => string | null;
  /** The sheet in words (abilities, scores, weapons…) when this seat may see it. */
  readonly Details?: ComponentType<{ figure: FigureView }>;
}

export const num = (v: unknown, fallback = 0): number => (typeof v === 'number' ? v : fallback);
export const rec = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v as Record<string, unknown> : {});
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const words = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_.]/g, ' ').replace(/^./, (c) => c.toUpperCase());

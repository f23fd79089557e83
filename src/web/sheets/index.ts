import type { FigureView, TableView } from '../connection.ts';
import { d100SheetView } from './d100-trick-stunt.tsx';
import { ggSheetView } from './glorious-gladiators.tsx';
import { hlhSheetView } from './high-low-heroes.tsx';
import { num, words, type SheetView, type Stat } from './types.ts';

/** A system without its own view: its plain numbers and words, labelled in words. */
const plainView: SheetView = {
  acting: (view: TableView) => (typeof view.sys.current === 'string' ? view.sys.current : null),
  stats: (f: FigureView): Stat[] => Object.entries(f.status ?? {})
    .filter(([, v]) => typeof v === 'number' || typeof v === 'string' || v === true)
    .slice(0, 8)
    .map(([k, v]) => ({ label: words(k), value: v === true ? 'yes' : typeof v === 'number' ? String(num(v)) : String(v) })),
  out: () => null,
};

const VIEWS: Readonly<Record<string, SheetView>> = {
  'glorious-gladiators': ggSheetView,
  'd100-trick-stunt': d100SheetView,
  'high-low-heroes': hlhSheetView,
};

export function sheetViewFor(system: string): SheetView {
  return Object.hasOwn(VIEWS, system) ? VIEWS[system]! : plainView;
}

export type { SheetView, Stat } from './types.ts';

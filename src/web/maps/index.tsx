import { lazy, Suspense, type ComponentType } from 'react';
import type { TableConnection } from '../connection.ts';

// Each system measures distance its own way, so each has its own map; they load with the table
// that needs them (the band map brings the d100 bands, the square map its grid rules).
const MAPS: Readonly<Record<string, ComponentType<{ t: TableConnection }>>> = {
  'glorious-gladiators': lazy(() => import('./hex-map.tsx')),
  'd100-trick-stunt': lazy(() => import('./band-map.tsx')),
  'high-low-heroes': lazy(() => import('./square-map.tsx')),
};

/** The map of this table's system, or nothing for a system without one. */
export function TableMap({ t }: { t: TableConnection }) {
  const Map = t.table && Object.hasOwn(MAPS, t.table.system) ? MAPS[t.table.system] : undefined;
  if (!Map) return null;
  return <Suspense fallback={<p className="muted">Loading the map…</p>}><Map t={t} /></Suspense>;
}

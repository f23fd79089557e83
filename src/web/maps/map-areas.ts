import { hexesWithin, hexKey, type Hex } from '../../kernel/index.ts';
import type { FigureView, TableView } from '../connection.ts';
import { abilityName } from '../sheets/glorious-gladiators.tsx';
import { list, num, rec, words } from '../sheets/types.ts';

/** One area that stays on the hex map: what it is, in words, and the hexes it holds. */
export interface MapArea {
  readonly kind: 'area' | 'zone' | 'door' | 'gate';
  readonly label: string;
  readonly hexes: readonly string[];
}

/**
 * What stays on a Glorious Gladiators map besides walls, from the table's system part: a Persistent
 * Barrier's or Sticky area's hexes, an Attached Area round its user (GG-MOD-45, GG-PLAY-95), a
 * Suppress or Change Environment zone (GG-ABL-61, GG-ABL-07), a doorway or gate (GG-ABL-19,
 * GG-ABL-33). Each names its ability as its owner's sheet does when this seat sees the sheet.
 * A Persistent Target stays on figures, not hexes: their cards show its condition.
 */
export function mapAreas(view: Pick<TableView, 'sys' | 'figures'>): MapArea[] {
  const sys = rec(view.sys);
  const figures = view.figures as Readonly<Record<string, FigureView | undefined>>;
  const who = (id: unknown) => (typeof id === 'string' ? figures[id]?.name ?? id : 'someone');
  const named = (by: unknown, key: unknown) => abilityName(typeof by === 'string' ? figures[by]?.sheet : undefined, typeof key === 'string' ? key : '');
  // A Level from a sheet this seat may not see arrives null (kernel sheet-numbers): the area says whose it is, not how strong.
  const level = (v: unknown) => (typeof v === 'number' ? `, Level ${v}` : '');
  const out: MapArea[] = [];
  for (const p of list(sys.persisting).map(rec)) {
    const what = `${named(p.by, p.ability)} (${who(p.by)}'s${level(p.level)})`;
    if (p.variant === 'attached') {
      const at = figures[String(p.by)]?.position as Hex | undefined;
      if (at && typeof at.q === 'number') out.push({ kind: 'area', label: `${what}, round ${who(p.by)}`, hexes: hexesWithin(at, num(p.radius)).map(hexKey) });
    } else if (p.variant === 'barrier' || p.variant === 'sticky') {
      out.push({ kind: 'area', label: what, hexes: list(p.hexes).map(String) });
    }
  }
  for (const z of list(sys.zones).map(rec)) {
    const center = rec(z.center) as unknown as Hex;
    if (typeof center.q !== 'number') continue;
    const covers = list(z.covers).map((c) => words(String(c))).join(', ');
    const what = z.kind === 'suppress' ? `suppresses ${covers || 'abilities'}` : covers || 'a changed environment';
    out.push({ kind: 'zone', label: `${named(z.by, z.ability)} (${who(z.by)}'s${level(z.level)}): ${what}`, hexes: hexesWithin(center, num(z.radius)).map(hexKey) });
  }
  for (const o of list(sys.openings).map(rec)) {
    const kind = o.kind === 'gate' ? 'gate' : 'door';
    const hexes = list(o.hexes).map((h) => rec(h) as unknown as Hex).filter((h) => typeof h.q === 'number').map(hexKey);
    out.push({ kind, label: `${kind === 'gate' ? 'Gate' : 'Doorway'}: ${named(o.by, o.ability)} (${who(o.by)}'s)`, hexes });
  }
  return out;
}

/** Each hex's areas, for the map to shade it and say what covers it. */
export function areasByHex(areas: readonly MapArea[]): Map<string, MapArea[]> {
  const by = new Map<string, MapArea[]>();
  for (const a of areas) for (const h of a.hexes) by.set(h, [...(by.get(h) ?? []), a]);
  return by;
}

import type { SystemInfo } from './api.ts';
import type { Result, TableView } from './connection.ts';

/**
 * Where a new figure stands on a system with a map: the first free place of its side's column
 * (heroes at the left edge, everyone else five steps away). The system's position schema says
 * whether its map is hexes ({ q, r }) or squares ({ x, y }); the server checks the place. `refused`
 * are places the table has already refused as taken.
 */
function defaultPlacement(
  system: SystemInfo, view: TableView | null, side: string, refused: readonly object[] = [],
): Record<string, number> | undefined {
  if (!system.hasPosition) return undefined;
  const taken = new Set([...Object.values(view?.figures ?? {}).map((f) => f.position), ...refused].map((p) => JSON.stringify(p)));
  const hex = Object.hasOwn(system.positionSchema?.properties ?? {}, 'q');
  const column = side === 'heroes' ? 0 : 5;
  for (let row = 0; row < 200; row++) {
    const place = hex ? { q: column, r: row } : { x: column, y: row };
    if (!taken.has(JSON.stringify(place))) return place;
  }
  return undefined;
}

/** How many places `addAtFreePlace` tries before it shows the table's refusal. */
const PLACE_TRIES = 5;

/**
 * `figure.add` at the default place. The client picked that place, not the person adding, so when
 * the table refuses it as taken (SQUARE_OCCUPIED, HLH-PLAY-22: a figure put there since this view
 * came) the next free place is tried; any other refusal, or the last of a few, is the form's to show.
 */
export async function addAtFreePlace(
  send: (type: string, args?: unknown) => Promise<Result>, system: SystemInfo, view: TableView | null, side: string,
  args: Readonly<Record<string, unknown>>,
): Promise<Result> {
  const refused: object[] = [];
  for (;;) {
    const position = defaultPlacement(system, view, side, refused);
    const r = await send('figure.add', { ...args, side, ...(position ? { position } : {}) });
    if (r.ok || r.rejection?.code !== 'SQUARE_OCCUPIED' || !position || refused.length + 1 >= PLACE_TRIES) return r;
    refused.push(position);
  }
}

/** A figure id for a name that no figure at the table has yet ("gang-member-2"). */
export function freeFigureId(view: TableView | null, name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 30) || 'figure';
  const ids = new Set(view?.figureOrder ?? []);
  let n = 1;
  while (ids.has(n === 1 ? slug : `${slug}-${n}`)) n++;
  return n === 1 ? slug : `${slug}-${n}`;
}

/** A display name no figure at the table has yet ("Gang Member 2"), so the log and map tell them apart. */
export function freeFigureName(view: TableView | null, name: string): string {
  const names = new Set(Object.values(view?.figures ?? {}).map((f) => f.name));
  let n = 1;
  while (names.has(n === 1 ? name : `${name} ${n}`)) n++;
  return n === 1 ? name : `${name} ${n}`;
}

/**
 * The side a player's new figure goes on unless they type another: the first side a player's figure
 * is on (the party), else "heroes". The table refuses a player a side only the GM's figures hold.
 */
export function playersSide(view: TableView | null): string {
  for (const id of view?.figureOrder ?? []) {
    const f = view!.figures[id];
    if (f && f.controller !== 'gm') return f.side;
  }
  return 'heroes';
}

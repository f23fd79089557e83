import type { Hex } from '../../kernel/index.ts';
import type { LegalAction } from '../connection.ts';

// What the legal actions let the map aim (GG-PLAY-206): each offer marked `aim` is one entry, never one
// a hex. `hex` takes one picked hex (or up to `aimUpTo` in turn, sent as a list: GG-PLAY-242), `line`
// two in turn (a Wall's ends, a Gate's near and far gates); they go in the args `aimAt` names
// (LegalAction, src/kernel/system.ts), in place of the offer's own and of its target, the rest of the
// args (the ability, an environment, a size) as offered.

export interface Aim {
  /** One entry an ability (an environment): the command and the args the hexes do not replace. */
  readonly key: string;
  readonly type: string;
  readonly figure: string;
  readonly name: string;
  /** The args the picked hexes go in, in the order picked. */
  readonly keys: readonly string[];
  /** How many hexes a `hex` aim takes, in turn (GG-PLAY-242): more than one go in its key as a list. */
  readonly upTo: number;
  readonly rest: Readonly<Record<string, unknown>>;
}

const DEFAULT_KEYS = { hex: ['at'], line: ['from', 'to'] } as const;

export function aimOf(a: LegalAction): Aim | null {
  if (a.aim !== 'hex' && a.aim !== 'line') return null;
  const args = a.args as Record<string, unknown>;
  const keys: readonly string[] = a.aimAt ?? DEFAULT_KEYS[a.aim];
  if (typeof args['figure'] !== 'string' || keys.length !== DEFAULT_KEYS[a.aim].length) return null;
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) if (k !== 'target' && !keys.includes(k)) rest[k] = v;
  const name = a.means ?? (typeof args['ability'] === 'string' ? args['ability'] : a.label);
  const upTo = a.aim === 'hex' && a.aimUpTo !== undefined && a.aimUpTo > 1 ? Math.floor(a.aimUpTo) : 1;
  return { key: `${a.type}:${JSON.stringify(rest)}`, type: a.type, figure: args['figure'], name, keys, upTo, rest };
}

/** The aims the legal actions offer, one an entry (an Area's many targets are one). */
export function aimsOf(legal: readonly LegalAction[]): Map<string, Aim> {
  const out = new Map<string, Aim>();
  for (const a of legal) {
    const aim = aimOf(a);
    if (aim && !out.has(aim.key)) out.set(aim.key, aim);
  }
  return out;
}

/** The command's args with the picked hexes in place. */
export function aimArgs(aim: Aim, hexes: readonly Hex[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...aim.rest };
  if (aim.upTo > 1) {
    out[aim.keys[0]!] = hexes.map((h) => ({ q: h.q, r: h.r }));
    return out;
  }
  aim.keys.forEach((k, i) => {
    const h = hexes[i]!;
    out[k] = { q: h.q, r: h.r };
  });
  return out;
}

/**
 * The hexes to send once `hex` is picked after `chosen`, or null while more are to come: a line's
 * second; for an aim of several (GG-PLAY-242) the last one allowed, or a picked hex picked again
 * (those picked so far); any other aim at once.
 */
export function aimPick(aim: Aim, chosen: readonly Hex[], hex: Hex): readonly Hex[] | null {
  if (aim.upTo === 1) return aim.keys.length === 2 ? (chosen[0] ? [chosen[0], hex] : null) : [hex];
  if (chosen.some((h) => h.q === hex.q && h.r === hex.r)) return chosen;
  const next = [...chosen, hex];
  return next.length >= aim.upTo ? next : null;
}

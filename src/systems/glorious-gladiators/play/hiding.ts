import { z } from 'zod';
import { roll } from '../../../dice/index.ts';
import {
  defineCommand, HEX_DIRECTIONS, hasCondition, hexLine, kernelEvent, reject, ruleRejection, type Actor, type Figure, type TableEvent,
} from '../../../kernel/index.ts';
import { hasWalls, positionOf, wallAt } from './space.ts';
import { checkRoller } from './check.ts';
import { GG_ERRORS, ownTurn } from './common.ts';
import { effectiveLevel, isMajor, profile, statusOf, type GgOptions, type GgSys, type Persisting, type S } from './model.ts';
import { put } from './turns.ts';
import { CHECK, heroAgain, heroAsked } from './hero-points.ts';
import type { Sensed } from './profile.ts';
import { darkness, nightLevel } from './senses.ts';

// Hiding and spotting (GG-SIT-02, GG-SIT-04, seed L504-519). Concealment comes from the
// character's own Concealment or from cover the GM marks with a condition: `cover` (75% cover,
// light undergrowth: 2) or `heavy-cover` (90%, thick undergrowth: 3). Rulings (GG-PLAY-29):
// hiding is free at the end of a turn's movement; a hidden character cannot be targeted except by
// an Area; one successful spotting roll reveals it to everyone; its own attack reveals it.

const coverOf = (fig: Figure) => (hasCondition(fig, 'heavy-cover') ? 3 : hasCondition(fig, 'cover') ? 2 : 0);

/** A Concealment line's Level now: a drained one conceals less (GG-ABL-22), one switched off or spent nothing. */
const concealing = (s: S, id: string, c: Sensed) => effectiveLevel(s, id, c.key, c.level);

/** The Concealment a figure has now against some kind of Detection: its own ability or its cover, whichever is better. */
export function concealmentOf(s: S, id: string): number {
  let best = coverOf(s.figures[id]!);
  for (const c of profile(s, id).concealments) best = Math.max(best, concealing(s, id, c));
  return best;
}

/** A see-through wall's Concealment (a Wall's 2, GG-ABL-70) next to a figure, which it may hide behind. */
function besideSeeThrough(s: S, id: string): number {
  const at = hasWalls(s) ? positionOf(s, id) : null;
  if (!at) return 0;
  return Math.max(0, ...HEX_DIRECTIONS.map((d) => wallAt(s, { q: at.q + d.q, r: at.r + d.r })?.concealment ?? 0));
}

/** Whether a figure has something to hide with: Concealment, cover, or a see-through wall beside it (GG-SIT-02). */
export const mayHide = (s: S, id: string): boolean => concealmentOf(s, id) > 0 || besideSeeThrough(s, id) > 0;

/** A see-through wall's Concealment on the line between spotter and target (GG-SIT-02: only what gets in the way counts). */
function wallBetween(s: S, spotter: string, target: string): number {
  const a = hasWalls(s) ? positionOf(s, spotter) : null;
  const b = positionOf(s, target);
  if (!a || !b) return 0;
  return Math.max(0, ...hexLine(a, b).slice(1, -1).map((h) => wallAt(s, h)?.concealment ?? 0));
}

interface Spotting { readonly detection: number; readonly concealment: number; readonly sense: string | null }

/**
 * A spotting roll's numbers (GG-SIT-04, ruling GG-PLAY-81): the spotter uses whichever of its kinds
 * of Detection does best, its Level with that kind against the Concealment that kind meets: the
 * target's own Concealment naming it, or its cover, a see-through wall between them or the dark
 * (against every kind), the best.
 * A spotter with no Detection at all (or none left, drained to 0) rolls 0 against the best of them.
 */
export function spotting(s: S, spotter: string, target: string): Spotting {
  const shared = Math.max(coverOf(s.figures[target]!), darkness(s, spotter, target), wallBetween(s, spotter, target));
  const own = profile(s, target).concealments;
  const against = (kind: string) => {
    let c = shared;
    for (const x of own) if (x.kinds.includes(kind)) c = Math.max(c, concealing(s, target, x));
    return c;
  };
  let best: Spotting = { detection: 0, concealment: Math.max(shared, concealmentOf(s, target)), sense: null };
  for (const d of profile(s, spotter).detections) {
    // At its Level now: a drained Detection sees less (GG-ABL-22), one switched off or spent nothing.
    const level = effectiveLevel(s, spotter, d.key, d.level);
    if (level <= 0) continue;
    for (const kind of d.kinds) {
      const c = against(kind);
      if (level - c > best.detection - best.concealment) best = { detection: level, concealment: c, sense: kind };
    }
  }
  return best;
}

export const isHidden = (f: Figure) => hasCondition(f, 'hidden');

const hideArgs = z.object({ figure: z.string(), noisy: z.boolean().default(false) }).strict();
export const hide = defineCommand<z.infer<typeof hideArgs>, GgSys, GgOptions>({
  args: hideArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure, { action: false });
    if (turn) return turn;
    if (statusOf(s, a.figure).moved === 0) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Hide at the end of a move.', 'GG-SIT-02');
    if (!mayHide(s, a.figure) && nightLevel(s, a.figure) === 0) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Hiding needs Concealment or cover.', 'GG-SIT-02');
    return isHidden(s.figures[a.figure]!) ? ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Already hidden.', 'GG-SIT-02') : null;
  },
  resolve: function* (s0, a) {
    const moved = statusOf(s0, a.figure).moved;
    // 6+; Bonus for 3 hexes or fewer and for keeping quiet, Penalty for more than 6 and for noise.
    const net = (moved <= 3 ? 1 : 0) - (moved > 6 ? 1 : 0) + (a.noisy ? -1 : 1);
    const roller = checkRoller(6 - 2 * net, !isMajor(s0, a.figure));
    let r = yield* roll(roller, 'hide');
    let s = s0;
    if (heroAsked(s, a.figure, null)) ({ r, s } = yield* heroAgain(s, roller, r, 'hide', a.figure, null, CHECK));
    s = yield* put(s, { type: 'gg.hide', data: { figure: a.figure, moved, net, needed: r.target, faces: [...r.faces], success: r.success }, ruleIds: ['GG-SIT-02'] });
    if (r.success) {
      const condition = { id: 'hidden', ruleId: 'GG-SIT-04', data: { concealment: Math.max(concealmentOf(s, a.figure), besideSeeThrough(s, a.figure)) } };
      yield* put(s, kernelEvent('table.condition.added', { figure: a.figure, condition }, { ruleIds: ['GG-SIT-02'] }));
    }
  },
});

const spotArgs = z.object({ figure: z.string(), target: z.string() }).strict();
export const spot = defineCommand<z.infer<typeof spotArgs>, GgSys, GgOptions>({
  args: spotArgs,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure, { action: false });
    if (turn) return turn;
    if (s.sys.spotted) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'One spotting roll in a Character Turn.', 'GG-SIT-04');
    if (!s.figures[a.target]) return reject('UNKNOWN_FIGURE');
    return isHidden(s.figures[a.target]!) ? null : ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'That character is not hidden.', 'GG-SIT-04');
  },
  resolve: function* (s0, a) {
    // The dark conceals too, unless the spotter has Night Vision; a heard attack makes it easier (rulings GG-PLAY-74, GG-PLAY-81).
    const { detection: det, concealment: conc, sense } = spotting(s0, a.figure, a.target);
    const heard = (s0.figures[a.target]!.conditions.find((c) => c.id === 'hidden')?.data as { heard?: boolean } | undefined)?.heard === true;
    const roller = checkRoller(conc - det + 5 - (heard ? 2 : 0), !isMajor(s0, a.figure));
    let r = yield* roll(roller, 'spot');
    let s = s0;
    // Against the hidden one's Concealment: a hidden PC may make the spotter re-roll (GG-PLAY-260).
    if (heroAsked(s, a.figure, a.target)) ({ r, s } = yield* heroAgain(s, roller, r, 'spot', a.figure, a.target, CHECK));
    s = yield* put(s, {
      type: 'gg.spot', ruleIds: ['GG-SIT-04'],
      data: {
        figure: a.figure, target: a.target, detection: det, concealment: conc, needed: r.target, faces: [...r.faces], success: r.success,
        ...(heard ? { heard } : {}), ...(sense ? { sense } : {}),
      },
    });
    if (r.success) yield* put(s, kernelEvent('table.condition.removed', { figure: a.target, condition: 'hidden', reason: 'rule' }, { ruleIds: ['GG-SIT-04'] }));
  },
});

/** The hidden figures whose hex a player may not learn: other sides' (GG-SIT-04); none for the GM. */
function unseen(s: S, viewer: Actor): ReadonlySet<string> {
  const out = new Set<string>();
  if (viewer.kind === 'gm') return out;
  const mine = new Set(s.figureOrder.filter((id) => viewer.kind === 'player' && s.figures[id]!.controller === viewer.id).map((id) => s.figures[id]!.side));
  for (const id of s.figureOrder) {
    const f = s.figures[id]!;
    if (isHidden(f) && !mine.has(f.side)) out.add(id);
  }
  return out;
}

/**
 * A Persistent area's notes of where figures stand (`at`) and who is in its hexes (`inside`,
 * an Attached Area's `struck`) without those the viewer may not place (GG-PLAY-29, GG-PLAY-95).
 */
function persistingSeen(list: readonly Persisting[], hide: ReadonlySet<string>): Persisting[] {
  const keep = (ids: readonly string[]) => ids.filter((id) => !hide.has(id));
  return list.map((p) => ({
    ...p, inside: keep(p.inside),
    ...(p.at ? { at: Object.fromEntries(Object.entries(p.at).filter(([id]) => !hide.has(id))) } : {}),
    ...(p.struck ? { struck: { ...p.struck, ids: keep(p.struck.ids) } } : {}),
  }));
}

/**
 * What a viewer may see (GG-SIT-04): a player does not see where a hidden enemy is, nor learn it
 * from a Persistent area's notes. The GM sees everything; a player sees the hexes of their own
 * figures and their sides' hidden figures.
 */
export function hideFromViewer(s: S, viewer: Actor): S {
  const hide = unseen(s, viewer);
  if (hide.size === 0) return s;
  let figures = s.figures;
  for (const id of hide) {
    const f = figures[id]!;
    if (f.position === undefined) continue;
    const { position: _hidden, ...rest } = f;
    figures = { ...figures, [id]: rest };
  }
  const persisting = s.sys.persisting;
  const sys = persisting && persisting.length > 0 ? { ...s.sys, persisting: persistingSeen(persisting, hide) } : s.sys;
  return figures === s.figures && sys === s.sys ? s : { ...s, figures, sys };
}

/** The ids a Persistent area's event notes as standing somewhere or inside it. */
function placedIn(e: TableEvent): string[] {
  const d = (e.type === 'gg.persisting' ? (e.data as { instance?: unknown }).instance : e.data) as Partial<Persisting> | undefined;
  return [...Object.keys(d?.at ?? {}), ...(d?.inside ?? []), ...(d?.struck?.ids ?? [])];
}

/**
 * The log keeps a hidden character's hex from the other side's players too ([GG-SIT-02]): its
 * moves, and a Persistent area's notes of where it stands, arrive as redacted gaps, exactly as its
 * position is left out of their view.
 */
export function mayViewEvent(e: TableEvent, viewer: Actor, s: S): boolean {
  if (viewer.kind === 'gm') return true;
  if (e.type === 'gg.persist-update' || e.type === 'gg.persisting') {
    const ids = placedIn(e);
    if (ids.length === 0) return true;
    const hide = unseen(s, viewer);
    return !ids.some((id) => hide.has(id));
  }
  // Any event that names a hidden figure and carries a hex: its move, a gate it stepped through, a
  // mount it rode (every such event, not a list of them, so a new one cannot leak by being left off).
  const d = e.data as { figure?: unknown; target?: unknown } | undefined;
  if (!d || !carriesHex(d)) return true;
  const named = [d.figure, d.target].filter((x): x is string => typeof x === 'string' && s.figures[x] !== undefined && isHidden(s.figures[x]));
  if (named.length === 0) return true;
  const hide = unseen(s, viewer);
  return !named.some((id) => hide.has(id));
}

const isHex = (v: unknown): boolean => typeof v === 'object' && v !== null && typeof (v as { q?: unknown }).q === 'number'
  && typeof (v as { r?: unknown }).r === 'number';

/**
 * Whether an event's data (or a command's args) holds a hex, at its top level or in a list there (a
 * move's from and to, a gate's hexes).
 */
export function carriesHex(d: object): boolean {
  for (const v of Object.values(d)) if (isHex(v) || (Array.isArray(v) && v.some(isHex))) return true;
  return false;
}

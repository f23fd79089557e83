import { roll } from '../../../dice/index.ts';
import { d10 } from './check.ts';
import { effectiveLevel, isMajor, profile, statusOf, type S } from './model.ts';
import type { P } from './put.ts';

// Initiative (GG-INIT-01, seed L451): "The order of the turn sequence (initiative) is in order of
// Speed Level. Major characters go before minor characters. On a tie ... roll D to decide order."
// Ruling GG-PLAY-165: the Speed Level is the one the figure has when an order is made, not the one
// it was built with: a Drain (GG-ABL-22, "has its level reduced") lowers it, as it lowers every
// other use of the Level. The order is made when combat starts (GG-PLAY-03) and again as each Full
// Turn starts when some figure's Speed is not the one it was ranked at; figures tied then (same Speed,
// both major or both minor) keep the order they had if they were tied before too, and roll a new D
// if not. Every Speed counts, whatever its Duration (GG-PLAY-147: switched on before combat).

/** The Speed Level a figure ranks at now: its best Speed at the Level it has (drained, off: 0). No Speed: 0, at once. */
export function initiativeSpeed(s: S, id: string): number {
  const p = profile(s, id);
  if (p.speed === 0) return 0;
  let best = 0;
  for (const a of p.abilities) if (a.specials.includes('speed')) best = Math.max(best, effectiveLevel(s, id, a.key, a.level));
  return best;
}

/** The Speed each figure was last ranked at: kept where it was not its built one (sys.ranked). */
const rankedAt = (s: S, id: string): number => s.sys.ranked?.[id] ?? profile(s, id).speed;

/** The Speeds to keep (those off the built one), or undefined when there are none. */
export function speedsKept(s: S, ids: readonly string[], now: (id: string) => number): Record<string, number> | undefined {
  let out: Record<string, number> | undefined;
  for (const id of ids) {
    if (!s.figures[id]) continue;
    const v = now(id);
    if (v !== profile(s, id).speed) (out ??= {})[id] = v;
  }
  return out;
}

/** Whether some figure's Speed is not the one it was last ranked at (most Full Turns: no). */
export function speedsMoved(s: S): boolean {
  for (const id of s.sys.baseOrder) {
    if (!s.figures[id]) continue;
    const p = profile(s, id);
    if (p.speed === 0 && s.sys.ranked?.[id] === undefined) continue;
    if (initiativeSpeed(s, id) !== rankedAt(s, id)) return true;
  }
  return false;
}

interface Block { ids: string[]; speed: number; was: number; major: number; die: number; at: number }

/** Ranked at no Speed yet: a figure joining the order ties anew with whoever it ties (GG-PLAY-193). */
const UNRANKED = -1;

/**
 * Figures brought to the table during combat by the GM or a player, not yet in the order (GG-PLAY-193).
 * One an ability makes joins after its maker at once (summon.ts), so none of a simulated fight's.
 */
export function newcomers(s: S): string[] {
  const out: string[] = [];
  for (const id of s.figureOrder) if (!s.sys.baseOrder.includes(id)) out.push(id);
  return out;
}

/**
 * The order made again (GG-PLAY-165): by Speed now, then major before minor; figures tied so that
 * were tied before keep their order, a tie some Speed change made rolls a D each (higher first).
 * A figure brought later (a minion, a duplicate) keeps its place right after the one it followed.
 * With the Speeds to keep (sys.ranked).
 */
export function* rerank(s: S, joining: readonly string[] = []): P<{ order: string[]; speeds: Record<string, number> }> {
  const blocks: Block[] = [];
  for (const id of s.sys.baseOrder) {
    const last = blocks[blocks.length - 1];
    const here = s.figures[id] !== undefined;
    if (last && (!here || statusOf(s, id).origin)) {
      last.ids.push(id);
      continue;
    }
    const speed = here ? initiativeSpeed(s, id) : 0;
    blocks.push({ ids: [id], speed, was: here ? rankedAt(s, id) : 0, major: here && isMajor(s, id) ? 1 : 0, die: 0, at: blocks.length });
  }
  for (const id of joining) {
    blocks.push({ ids: [id], speed: initiativeSpeed(s, id), was: UNRANKED, major: isMajor(s, id) ? 1 : 0, die: 0, at: blocks.length });
  }
  const tier = (x: Block, y: Block) => y.speed - x.speed || y.major - x.major;
  blocks.sort((x, y) => tier(x, y) || x.at - y.at);
  for (let i = 0; i < blocks.length;) {
    let j = i + 1;
    while (j < blocks.length && tier(blocks[i]!, blocks[j]!) === 0) j++;
    const group = blocks.slice(i, j);
    if (group.some((b) => b.was !== group[0]!.was)) {
      for (const b of group) b.die = yield* roll(d10, `initiative ${s.figures[b.ids[0]!]?.name ?? b.ids[0]!}`);
      group.sort((x, y) => y.die - x.die || x.at - y.at);
      blocks.splice(i, group.length, ...group);
    }
    i = j;
  }
  const order = blocks.flatMap((b) => b.ids);
  return { order, speeds: speedsKept(s, order, (id) => initiativeSpeed(s, id)) ?? {} };
}

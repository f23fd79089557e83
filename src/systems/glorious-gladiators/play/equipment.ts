import { z } from 'zod';
import { emit, roll } from '../../../dice/index.ts';
import { defineCommand, hasCondition, hexDistance, hexLine, reject, ruleRejection, type Hex } from '../../../kernel/index.ts';
import { d10 } from './check.ts';
import { GG_ERRORS } from './common.ts';
import { currentFigure, inAction, profile, sheetOf, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import { profileOf } from './profile.ts';
import { put, type P } from './put.ts';
import { atLeast, heroAgain, heroAsked } from './hero-points.ts';
import { positionOf } from './space.ts';

// Equipment in play. Items and Focuses lost on defeat (GG-MOD-34, GG-MOD-26): when a side is
// defeated, its characters' Item and Focus abilities are lost; after the fight each may be
// regained once, on a D of 6+ (the seed's "per session": one roll per lost item at this table).
// Mounts (GG-MOD-44): a rider knocked back, knocked down or force-moved leaves its Mount where it
// was and cannot use the Mount's abilities until it is back in or next to that hex; a Mount that
// Returns moves towards its rider by its own Movement after each of the rider's actions. Ruling
// GG-PLAY-71.

/** The abilities of a figure that its side's defeat took from it and it has not regained. */
export function lostItems(s: S, id: string): string[] {
  const fig = s.figures[id];
  if (!fig || !s.sys.defeated.includes(fig.side)) return [];
  const rolls = statusOf(s, id).itemRolls;
  return profile(s, id).abilities.filter((a) => a.mods.lostOnDefeat && rolls[a.key] !== true).map((a) => a.key);
}

const args = z.object({ figure: z.string(), ability: z.string() }).strict();

export const regainItem = defineCommand<z.infer<typeof args>, GgSys, GgOptions>({
  args,
  gmOnly: true,
  validate: (s, a) => {
    if (!s.figures[a.figure]) return reject('UNKNOWN_FIGURE');
    if (s.phase === 'combat') return reject('ILLEGAL_ACTION', 'Items are regained after the fight.', { ruleId: 'GG-MOD-34' });
    if (!lostItems(s, a.figure).includes(a.ability)) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'That Item or Focus is not lost.', 'GG-MOD-34');
    return statusOf(s, a.figure).itemRolls[a.ability] === false
      ? ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'One roll per session for a lost item.', 'GG-MOD-34') : null;
  },
  resolve: function* (s, a) {
    let face = yield* roll(d10, 'regain the item');
    if (heroAsked(s, a.figure, null)) ({ r: face } = yield* heroAgain(s, d10, face, 'regain the item', a.figure, null, atLeast(6)));
    const focus = profile(s, a.figure).abilities.find((x) => x.key === a.ability)?.focus;
    yield* emit({ type: 'gg.item-regained', data: { figure: a.figure, ability: a.ability, face, success: face >= 6 }, ruleIds: focus ? ['GG-MOD-26', 'GG-MOD-34'] : ['GG-MOD-34'] });
  },
});

/** The abilities of a figure's Mount (from its sheet: they vanish from its profile while it is off). */
export const mountKeys = (s: S, id: string): string[] => profileOf(sheetOf(s, id)).abilities.filter((a) => a.mods.mount).map((a) => a.key);

/** A rider pushed out of its seat (GG-MOD-44): the Mount stays at `at`. */
export function* dismount(s: S, id: string, at: Hex): P {
  const keys = s.figures[id] ? mountKeys(s, id) : [];
  if (keys.length === 0 || statusOf(s, id).mountAt !== null) return s;
  return yield* put(s, { type: 'gg.dismounted', data: { figure: id, at: { q: at.q, r: at.r }, abilities: keys }, ruleIds: ['GG-MOD-44'] });
}

/** After each action: a Mount that Returns comes towards its rider (on its own turn); a rider on its feet next to it gets back on. */
export function* mounts(s: S): P {
  let cur = s;
  for (const id of cur.figureOrder) {
    const at = statusOf(cur, id).mountAt;
    const here = positionOf(cur, id);
    if (!at || !here || !inAction(cur, id)) continue;
    let mountAt = at;
    const base = profileOf(sheetOf(cur, id));
    const ride = base.movements.find((m) => base.abilities.some((a) => a.key === m.key && a.mods.mount === 'returns'));
    if (ride && currentFigure(cur) === id && hexDistance(mountAt, here) > 1) {
      const line = hexLine(mountAt, here);
      mountAt = line[Math.min(ride.hexesPerLevel * ride.level, line.length - 2)] ?? mountAt;
      cur = yield* put(cur, { type: 'gg.mount-moved', data: { figure: id, at: { q: mountAt.q, r: mountAt.r } }, ruleIds: ['GG-MOD-44'] });
    }
    // Back on at the end of one of its own actions next to the Mount, on its feet (ruling GG-PLAY-71).
    if (currentFigure(cur) === id && !hasCondition(cur.figures[id]!, 'prone') && hexDistance(mountAt, here) <= 1) {
      cur = yield* put(cur, { type: 'gg.remounted', data: { figure: id, abilities: mountKeys(cur, id) }, ruleIds: ['GG-MOD-44'] });
    }
  }
  return cur;
}

import { z } from 'zod';
import { roll } from '../../../dice/index.ts';
import { defineCommand, folded, ruleRejection } from '../../../kernel/index.ts';
import { d10 } from './check.ts';
import { finishAction, GG_ERRORS, ownTurn, spendAction } from './common.ts';
import { actionBan } from './limits.ts';
import { profile, statusOf, type GgOptions, type GgSys, type S } from './model.ts';
import { put, type P } from './put.ts';
import { avoiding, heroAgain, heroAsked } from './hero-points.ts';
import { countUse, useCosts, useRejection } from './use-costs.ts';

// Burnout on what is not an attack (GG-MOD-08): a defence, a movement or a sense switched on 4
// Levels above normal with `gg.boost` (an action), until its user's next turn; each time it is used
// so, a D of 1-3 spends it for the rest of the scene once that turn is over. An attack is boosted
// with `gg.attack … boost` (attack.ts). Ruling GG-PLAY-77.

const args = z.object({ figure: z.string(), ability: z.string() }).strict();

export const boost = defineCommand<z.infer<typeof args>, GgSys, GgOptions>({
  args,
  actingFigure: (a) => a.figure,
  validate: (s, a) => {
    const turn = ownTurn(s, a.figure) ?? actionBan(s, a.figure, 'activate');
    if (turn) return turn;
    const ability = profile(s, a.figure).abilities.find((x) => x.key === a.ability);
    if (!ability?.mods.burnout || ability.attack) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'Only a Burnout ability that is no attack is boosted so.', 'GG-MOD-08');
    const st = statusOf(s, a.figure);
    if (st.spent.includes(a.ability)) return ruleRejection(GG_ERRORS.NO_USES_LEFT, 'It is spent for this scene.', 'GG-MOD-08');
    if (st.boosted.includes(a.ability)) return ruleRejection(GG_ERRORS.NOT_APPLICABLE, 'It is boosted already.', 'GG-MOD-08');
    return useRejection(s, a.figure, ability);
  },
  resolve: function* (s0, a) {
    const ability = profile(s0, a.figure).abilities.find((x) => x.key === a.ability)!;
    let s = yield* countUse(yield* spendAction(s0, a.figure, `boost ${a.ability}`), a.figure, ability);
    s = yield* put(s, { type: 'gg.boosted', data: { figure: a.figure, ability: a.ability, on: true }, ruleIds: ['GG-MOD-08'] });
    // Activated 4 Levels up, it is a use as any activation is (GG-PLAY-102, GG-PLAY-130).
    s = yield* useCosts(s, a.figure, ability, undefined);
    return folded(yield* finishAction(s));
  },
});

/** At its user's turn: a boost ends, and the D for Burnout is rolled (1-3: spent for the scene). */
export function* endBoosts(s: S, id: string): P {
  let cur = s;
  for (const key of statusOf(cur, id).boosted) {
    cur = yield* put(cur, { type: 'gg.boosted', data: { figure: id, ability: key, on: false }, ruleIds: ['GG-MOD-08'] });
    let face = yield* roll(d10, 'Burnout');
    if (heroAsked(cur, id, null)) ({ r: face, s: cur } = yield* heroAgain(cur, d10, face, 'Burnout', id, null, avoiding(1, 3)));
    if (face <= 3) cur = yield* put(cur, { type: 'gg.spent', data: { figure: id, ability: key, face, why: 'burnout' }, ruleIds: ['GG-MOD-08'] });
  }
  return cur;
}

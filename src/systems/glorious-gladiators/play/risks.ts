import { roll } from '../../../dice/index.ts';
import { kernelEvent } from '../../../kernel/index.ts';
import { d10 } from './check.ts';
import { statusOf, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { put, type P } from './turns.ts';
import { avoiding, heroAgain, heroAsked } from './hero-points.ts';

/** Backfire and Disabling (GG-MOD-06, GG-MOD-14): a d10 after each use; on the listed faces the user pays. */
export function* risks(s: S, figure: string, ability: AbilityProfile): P {
  let cur = s;
  for (const risk of ability.risks) {
    if (!cur.figures[figure] || statusOf(cur, figure).out) break;
    let face = yield* roll(d10, `${ability.name} risk`);
    // A Persistent ability backfires on 1-3 rather than 1 (GG-MOD-06).
    const [lo, hi] = ability.persistent && risk.persistentFaces ? risk.persistentFaces : risk.faces;
    if (heroAsked(cur, figure, null)) ({ r: face, s: cur } = yield* heroAgain(cur, d10, face, `${ability.name} risk`, figure, null, avoiding(lo, hi)));
    if (face < lo || face > hi) continue;
    const st = statusOf(cur, figure);
    const hits = risk.consequence === 'out-of-action' ? st.hits : Math.ceil(ability.level / 5);
    const left = Math.max(0, st.hits - hits);
    cur = yield* put(cur, {
      type: 'gg.hit', ruleIds: [risk.consequence === 'out-of-action' ? 'GG-MOD-14' : 'GG-MOD-06', 'GG-DMG-01'],
      data: {
        figure, target: figure, ability: ability.key, hits, boosts: 0, hitsLeft: left, out: left === 0, lethal: false, risk: face,
        ...(risk.consequence === 'out-of-action' ? { outright: figure } : {}),
      },
    });
    if (left === 0) cur = yield* put(cur, kernelEvent('table.condition.added', { figure, condition: { id: 'prone', ruleId: 'GG-DMG-01' } }));
  }
  return cur;
}

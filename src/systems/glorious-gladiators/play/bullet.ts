import { roll } from '../../../dice/index.ts';
import { hexKey, hexLine } from '../../../kernel/index.ts';
import { checkRoller } from './check.ts';
import { effectiveLevel, isMajor, type S } from './model.ts';
import type { AbilityProfile } from './profile.ts';
import { blocksAbilities, positionOf, wallAt } from './space.ts';
import { wallDefence } from './wall-defence.ts';
import { put, type P } from './turns.ts';
import { heroThenLuck, rerollAsked } from './hero-points.ts';

/**
 * A Bullet shot through walls (GG-MOD-07, GG-SIT-03, seed L674; ruling GG-PLAY-79). Each wall
 * hex on the line to the target that blocks abilities (space.ts), nearest first, meets the Bullet as an attack on a wall
 * (GG-PLAY-22): its Level against the wall's Damage Defence, no to-hit roll. On a result it passes
 * through, whatever the wall's hits and without breaching it, a Level less unless it scored a
 * Boost; otherwise it stops in that wall. Returns the Bullet as it reaches the target, or null.
 * The line runs from where the shot comes: its user, or a Cascade's last target (GG-PLAY-110).
 */
export function* bulletThroughWalls(
  s: S, attacker: string, ability: AbilityProfile, target: string,
): P<{ s: S; ability: AbilityProfile | null }> {
  // A Cascade's Bullet flies from the last target it hit (GG-PLAY-110).
  const from = positionOf(s, ability.leapsFrom ?? attacker);
  const to = positionOf(s, target);
  if (!from || !to) return { s, ability };
  let cur = s;
  let bullet = ability;
  for (const hex of hexLine(from, to).slice(1, -1)) {
    const wall = wallAt(cur, hex);
    if (!blocksAbilities(wall)) continue;
    const level = effectiveLevel(cur, attacker, bullet.key, bullet.level);
    // 1 against a Wall's Vulnerability (GG-ABL-70), less what Piercing ignores (GG-MOD-48).
    const defence = wallDefence(wall, bullet);
    const roller = checkRoller(defence - level + 5, !isMajor(cur, attacker));
    let r = yield* roll(roller, `${bullet.name} through the wall`);
    const maker = wall.by?.figure ?? null;
    if (rerollAsked(cur, attacker, maker)) ({ r, s: cur } = yield* heroThenLuck(cur, roller, r, `${bullet.name} through the wall`, attacker, maker, null));
    const arrives = r.success && r.boosts === 0 ? bullet.level - 1 : bullet.level;
    cur = yield* put(cur, {
      type: 'gg.bullet-wall', ruleIds: ['GG-MOD-07', 'GG-SIT-03'],
      data: {
        figure: attacker, target, ability: bullet.key, hex: hexKey(hex), level, needed: r.target, faces: [...r.faces], boosts: r.boosts,
        passed: r.success, ...(r.success ? { after: Math.max(0, arrives) } : {}),
      },
    });
    if (!r.success) return { s: cur, ability: null };
    bullet = arrives === bullet.level ? bullet : { ...bullet, level: Math.max(0, arrives) };
  }
  return { s: cur, ability: bullet };
}

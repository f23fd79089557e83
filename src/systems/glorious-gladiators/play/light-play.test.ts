import { describe, expect, it } from 'vitest';
import { attackAbility } from './attack.ts';
import { toHitFor } from './attack-rules.ts';
import { hero, line, mod, ranged, state } from './ability-testing.ts';
import { ggTable, run } from './testing.ts';
import type { ModifierPick } from '../sheet.ts';

// A Persistent Light is a Defence against Direct attacks made by sight towards it (GG-ABL-44, seed
// L127); it shines from its user only when Personal or Touch (ruling GG-PLAY-92).

const burst = mod('area', { size: 'small', shapes: ['burst'] });
function dodgeOf(...range: ModifierPick[]) {
  const glow = line('light', 3, { key: 'glow', modifiers: [...range, burst, mod('persistent', { variant: 'personal' })] });
  const t = ggTable([
    { id: 'a', side: 'one', sheet: hero('Glow', [glow]), at: { q: 0, r: 0 } },
    { id: 'b', side: 'two', sheet: hero('Gunner', [ranged('damage', 2)]), at: { q: 3, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 5]);
  return toHitFor(state(t), 'b', attackAbility(state(t), 'b', 'damage')!, 'a').defence;
}

describe('glorious gladiators: where a Light shines from', () => {
  it('[GG-PLAY-92] [GG-ABL-44] a Personal or Touch Persistent Light is its user\'s Defence against sighted Direct attacks', () => {
    expect(dodgeOf()).toBe(3);
    expect(dodgeOf(mod('touch'))).toBe(3);
  });

  it('[GG-PLAY-92] one with a longer range shines from its Area\'s centre, not its user: no Defence to its user', () => {
    expect(dodgeOf(mod('ranged'))).toBe(0);
    expect(dodgeOf(mod('close'))).toBe(0);
  });
});

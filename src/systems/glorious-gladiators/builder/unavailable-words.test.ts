import { describe, expect, it } from 'vitest';
import { line, mod, price } from './testing.ts';

// An option the build does not allow says what it needs, in the problem list and `arbiter check`
// alike: the web form shows the same words beside the disabled choice.
const problems = (pick: Parameters<typeof price>[0]) => price(pick).issues.map((i) => `${i.ruleId} ${i.message}`);

describe('an option the build does not allow', () => {
  it('[GG-MOD-04] a Small Barrage says it needs a Medium or Large Area, where it said only "not available for this build"', () => {
    expect(problems(line('damage', 3, { modifiers: [mod('ranged'), mod('area', { size: 'small', shapes: ['barrage'] })] })))
      .toEqual(['GG-MOD-04 Area (Target): Kinds of area: Barrage is not available for this build: it needs Size Medium or Size Large']);
  });

  it('[GG-ABL-50] Stand-Off on a Leap says it needs the Air or Wallcrawl class; [GG-MOD-45] per-use persistence names the uses', () => {
    expect(problems(line('movement', 1, { options: { 'classes': ['leap'], 'stand-off': true } })))
      .toEqual(['GG-ABL-50 Movement: Stand-Off is not available for this build: it needs Classes Air/Wallcrawl']);
    const persistent = mod('persistent', { 'variant': 'target', 'per-use': 'limited-ammo-6' });
    expect(problems(line('damage', 3, { modifiers: [mod('ranged'), mod('limited-ammo', { uses: 'three' }), persistent] })))
      .toContain('GG-MOD-45 Persistent (Duration): Each use persists separately: Limited Ammo 6 uses is not available for this build: '
        + 'it needs Limited Ammo Uses Six');
  });
});

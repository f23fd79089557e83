import { describe, expect, it } from 'vitest';
import { prepare } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { resistTarget } from './actions.ts';
import { grabLevelPenalty } from './grab.ts';
import { ggLegalActions } from './legal.ts';
import { abilityOf, ggOptions, type S } from './model.ts';
import { current, events, ggTable, GM, run } from './testing.ts';

// Ruling GG-PLAY-219: a grab the GM puts on. gm.condition.add 'grabbed' names no grabber, and play
// read a grab's consequences from its grabber: only the move ban held. `gg.grab` names who holds the
// figure, as a Grab's result would; a grab with no one holding it (a net, a machine's claw) holds
// as a grab does with no one at range 0 (GG-ABL-36).

/** Blue Comet on its turn at 0,0, Mindwarp beside it, a Gangster 5 hexes off. */
function table() {
  const t = ggTable([
    { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
    { id: 'mind', side: 'villains', template: 'mindwarp', at: { q: 1, r: 0 } },
    { id: 'gang', side: 'villains', template: 'gangster', at: { q: 5, r: 1 } },
  ]);
  run(t, 'combat.start', {}, [3, 1, 8]);
  expect(current(t)).toBe('comet');
  return t;
}

const takes = (s: unknown, type: string, args: unknown) => {
  const r = prepare(gloriousGladiators as never, s as never, { id: 'q', type, args }, GM);
  return r.ok ? 'ok' : `${r.rejection.code} ${r.rejection.ruleId ?? ''}`.trim();
};
const conditions = (t: ReturnType<typeof table>, id: string) => t.state.figures[id]!.conditions.map((c) => c.id);

describe('glorious gladiators: a grab the GM puts on (GG-PLAY-219)', () => {
  it('[GG-PLAY-219] [GG-ABL-36] gg.grab names the grabber: the grip is a Grab\'s, with every consequence', () => {
    const t = table();
    expect(takes(t.state, 'gg.grab', { grabber: 'gang', target: 'comet' })).toBe('TARGET_OUT_OF_RANGE GG-PLAY-200');
    run(t, 'gg.grab', { grabber: 'mind', target: 'comet' });
    expect(conditions(t, 'comet')).toContain('grabbed');
    expect(conditions(t, 'mind')).toContain('grabbing');
    // The grabbed strikes only its grabber; breaking free is its defence vs the Grab's Level, not a bare 9+.
    expect(takes(t.state, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'gang' })).toBe('GG_FORBIDDEN_TARGET GG-ABL-36');
    expect(takes(t.state, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'mind' })).toBe('ok');
    const s = t.state as S;
    const grip = t.state.figures['comet']!.conditions.find((c) => c.id === 'grabbed')!;
    expect(grip.data).toMatchObject({ from: 'mind', ability: 'grapple', level: abilityOf(s, 'mind', 'grapple')!.level });
    expect(resistTarget(s, 'comet', grip)).toBeLessThan(9);
    // The grabber may let go at any time.
    expect(ggLegalActions(s as never, GM, ggOptions({})).some((a) => a.type === 'gg.release')).toBe(false);
    run(t, 'gg.end-turn', { figure: 'comet' });
    while (current(t) !== 'mind') run(t, 'gg.end-turn', { figure: current(t)! });
    expect(ggLegalActions(t.state as never, GM, ggOptions({})).some((a) => a.type === 'gg.release')).toBe(true);
    const r = run(t, 'gg.release', { figure: 'mind' });
    expect(events(r, 'gg.released')).toHaveLength(1);
    expect(conditions(t, 'comet')).not.toContain('grabbed');
  });

  it('[GG-PLAY-219] [GG-ABL-36] [GG-ATK-07] a grab with no grabber: nothing at R0 but itself, a Penalty to Solid Levels, 9+ to break free', () => {
    const t = table();
    run(t, 'gm.condition.add', { figure: 'comet', condition: 'grabbed' });
    const s = t.state as S;
    expect(takes(s, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'mind' })).toBe('GG_FORBIDDEN_TARGET GG-ABL-36');
    expect(grabLevelPenalty(s, 'comet', { types: ['solid'] } as never, 'mind', false)).toBe(1);
    expect(resistTarget(s, 'comet', t.state.figures['comet']!.conditions.find((c) => c.id === 'grabbed')!)).toBe(9);
    expect(takes(s, 'gg.move', { figure: 'comet', ability: 'flight', to: { q: 0, r: 2 } })).toMatch(/^GG_CANNOT_MOVE/);
  });

  it('[GG-PLAY-219] [GG-PLAY-40] a grab with no grabber ends when its figure goes out of action, as any grip', () => {
    const t = table();
    run(t, 'gm.condition.add', { figure: 'comet', condition: 'grabbed' });
    run(t, 'gm.set', { path: ['figures', 'comet', 'status', 'hits'], value: 0 });
    run(t, 'gg.end-turn', { figure: 'comet' });
    expect(conditions(t, 'comet')).not.toContain('grabbed');
  });

  it('[GG-PLAY-219] [GG-ABL-36] a grabber the GM no longer has holding (its grabbing taken off) lets go', () => {
    const t = table();
    run(t, 'gg.grab', { grabber: 'mind', target: 'comet' });
    run(t, 'gm.condition.remove', { figure: 'mind', condition: 'grabbing' });
    run(t, 'gg.end-turn', { figure: 'comet' });
    expect(conditions(t, 'comet')).not.toContain('grabbed');
  });
});

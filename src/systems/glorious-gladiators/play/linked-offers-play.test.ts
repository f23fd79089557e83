import { describe, expect, it } from 'vitest';
import { gloriousGladiators } from '../system.ts';
import { hero, line, mod } from './ability-testing.ts';
import type { S } from './model.ts';
import { describeGgEvent } from './describe.ts';
import { current, events, ggTable, GM, run } from './testing.ts';

// Linked Ability (GG-MOD-41, ruling GG-PLAY-72: `gg.attack … linked: true`) on the action bar: each
// attack with abilities linked to it is offered with them too, as Autofire's shots are, so a player
// who bought the link can use it (the web client sends only the actions offered).

const ZAP = line('damage', 3, { key: 'zap', name: 'Zap', types: ['electricity'], modifiers: [mod('ranged'), mod('linked-ability', { with: ['leech'] })] });
const LEECH = line('drain', 2, { key: 'leech', name: 'Leech', types: ['energy'], options: { drains: 'type', target: 'energy' }, modifiers: [mod('ranged')] });

const legal = (s: S) => gloriousGladiators.legalActions(s, GM, { options: s.options as never, actor: GM });

describe('linked attacks offered (GG-MOD-41)', () => {
  it('[GG-MOD-41] [GG-PLAY-72] an attack with a linked ability is offered with it, and the offer strikes with both', () => {
    const t = ggTable([
      { id: 'a', side: 'one', sheet: hero('Shifter', [ZAP, LEECH]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'two', sheet: hero('Plain', []), at: { q: 4, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    expect(current(t)).toBe('a');
    const offers = legal(t.state as S).filter((x) => x.type === 'gg.attack' && (x.args as { linked?: boolean }).linked === true);
    expect(offers.map((x) => x.label)).toEqual(['Zap at b, with Leech (Linked)', 'Leech at b, with Zap (Linked)']);
    const r = run(t, 'gg.attack', offers[0]!.args, [9, 9, 9, 9]);
    expect(events(r, 'gg.linked')).toHaveLength(1);
  });

  it('[GG-MOD-41] [GG-PLAY-192] the log names both linked abilities as the sheet does', () => {
    const t = ggTable([
      { id: 'a', side: 'one', sheet: hero('Shifter', [ZAP, LEECH]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'two', sheet: hero('Plain', []), at: { q: 4, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'zap', target: 'b', linked: true }, [9, 9, 9, 9]);
    expect(describeGgEvent(events(r, 'gg.linked')[0]!, t.state as S)).toBe('a strikes b with Leech too, linked with Zap');
  });
});

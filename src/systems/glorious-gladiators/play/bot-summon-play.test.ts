import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../dice/index.ts';
import { botPicks, simulateFight, type Combatant, type TableEngine } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { hero, line, minion, mod } from './ability-testing.ts';
import { current, pairTable, run } from './testing.ts';

// Ruling GG-PLAY-241: the bot summons (GG-ABL-62, seed 000 L153). A bot that has a Summon and no minion
// on the table brings one with its first action, the first its list offers (its sheet's own minion
// first), keeping an action for its attack; it does not with its last action, nor while a minion of
// its own stands. Bots without a Summon are unchanged.

const IMP = minion('Imp', [line('damage', 1, { key: 'claws', name: 'Claws', modifiers: [mod('touch')] })]);
const BLAST = line('damage', 3, { key: 'blast', types: ['solid'], modifiers: [mod('ranged')] });
const LASTING = mod('persistent', { variant: 'target' });
const WARLOCK = hero('Warlock', [line('summon', 3, { modifiers: [LASTING] }), BLAST], { minions: [IMP] });
const FOE = hero('Foe', [line('damage', 1, { key: 'sling', types: ['solid'], modifiers: [mod('ranged')] })]);

/** The bot's pick, the same from the state as from the list. */
function pickOf(t: TableEngine): { type: string; args: Record<string, unknown> } | null {
  const picks = botPicks(gloriousGladiators, t.state);
  expect(picks.proposed).toEqual(picks.chosen);
  return picks.chosen ? { type: picks.chosen.type, args: picks.chosen.args as Record<string, unknown> } : null;
}

describe('the GG bot summons (GG-PLAY-241)', () => {
  it('[GG-PLAY-241] [GG-ABL-62] with its first action it summons its own minion, then attacks', () => {
    const t = pairTable(WARLOCK, FOE, { q: 3, r: 0 });
    const first = pickOf(t);
    expect(first?.type).toBe('gg.summon');
    expect(first?.args).toMatchObject({ figure: 'a', ability: 'summon', minion: 0 });
    run(t, 'gg.summon', first!.args as never);
    expect(pickOf(t)?.type).toBe('gg.attack');
  });

  it('[GG-PLAY-241] not with its last action, nor while its minion stands', () => {
    const t = pairTable(WARLOCK, FOE, { q: 3, r: 0 });
    run(t, 'gm.set', { path: ['sys', 'actionsLeft'], value: 1 });
    expect(pickOf(t)?.type).toBe('gg.attack');
    const u = pairTable(WARLOCK, FOE, { q: 3, r: 0 });
    run(u, 'gg.summon', pickOf(u)!.args as never);
    do run(u, 'gg.end-turn', { figure: current(u)! }); while (current(u) !== 'a');
    expect(pickOf(u)?.type).toBe('gg.attack');
  });

  it('[GG-PLAY-241] a fight of a summoner runs the same in the fast lane and through step, and its minions take part', () => {
    const combatants: Combatant[] = [
      { id: 'w', name: 'Warlock', side: 'one', sheet: WARLOCK, position: { q: 0, r: 0 } },
      { id: 'f', name: 'Foe', side: 'two', sheet: FOE, position: { q: 5, r: 0 } },
    ];
    let joined = 0;
    for (let i = 0; i < 6; i++) {
      const ends: unknown[] = [];
      for (const lane of ['fast', 'full'] as const) {
        simulateFight(gloriousGladiators, combatants, seededRng(`summon:${i}`), { lane, end: (s) => ends.push(s) });
      }
      expect(ends[0]).toStrictEqual(ends[1]);
      simulateFight(gloriousGladiators, combatants, seededRng(`summon:${i}`), {
        trace: (events) => {
          joined += events.filter((e) => e.type === 'gg.joined').length;
        },
      });
    }
    expect(joined).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { TableEngine } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import type { GgSheet } from '../sheet.ts';
import { CITY_POLICE } from '../templates/npcs.ts';
import { ggBot } from './bot.ts';
import { current, data, events, ggTable, GM, refusal, run, status, tryRun } from './testing.ts';

// Shots and Limited Ammo on one ability both count (GG-PLAY-21): a load of 3 between reloads, and
// the scene's uses, which no reload gives back.

/** The City Police with Limited Ammo (`uses`) on its Pistol as well as Shots. */
function copWithAmmo(uses: 'three' | 'six'): GgSheet {
  return {
    ...CITY_POLICE,
    abilities: CITY_POLICE.abilities.map((a) => (a.key === 'pistol' ? { ...a, modifiers: [...a.modifiers, { id: 'limited-ammo', options: { uses } }] } : a)),
  };
}

function table(uses: 'three' | 'six'): TableEngine {
  const t = ggTable([
    { id: 'cop', side: 'law', sheet: copWithAmmo(uses), at: { q: 0, r: 0 } },
    { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 5, r: 0 } },
  ]);
  run(t, 'combat.start', {}, [1, 1]);
  return t;
}

const shoot = { figure: 'cop', ability: 'pistol', target: 'comet' };

function copsTurn(t: TableEngine): void {
  while (current(t) !== 'cop') run(t, 'gg.end-turn', { figure: current(t)! });
}

/** Shoots once (a miss) and ends the turn. */
function fire(t: TableEngine): Record<string, unknown> {
  copsTurn(t);
  const r = run(t, 'gg.attack', shoot, [1, 4]);
  run(t, 'gg.end-turn', { figure: 'cop' });
  return data(events(r, 'gg.used')[0]);
}

const legal = (t: TableEngine) => gloriousGladiators.legalActions(t.state as never, GM, { options: t.state.options as never, actor: GM });
const offers = (t: TableEngine, type: string) => legal(t).filter((a) => a.type === type && (a.args as { ability?: string }).ability === 'pistol');

describe('glorious gladiators: Shots with Limited Ammo', () => {
  it('[GG-MOD-58] [GG-MOD-40] [GG-PLAY-21] with 6 uses: a load of 3, a reload, 3 more, then spent for the scene whatever the reloads', () => {
    const t = table('six');
    for (let i = 1; i <= 3; i++) expect(fire(t)).toMatchObject({ used: i, of: 3, fired: i, ammo: 6 });
    copsTurn(t);
    expect(refusal(tryRun(t, 'gg.attack', shoot))).toBe('GG_NO_USES_LEFT GG-MOD-58');
    expect(offers(t, 'gg.attack')).toEqual([]);
    expect(offers(t, 'gg.reload')).toHaveLength(1);
    // The bot reloads the empty Pistol.
    const ctx = { options: t.state.options as never, actor: GM };
    expect(ggBot.choose(t.state as never, legal(t), ctx, () => 0)).toMatchObject({ type: 'gg.reload' });
    run(t, 'gg.reload', { figure: 'cop', ability: 'pistol' });
    expect(status(t, 'cop').used['pistol']).toBe(0);
    for (let i = 1; i <= 3; i++) expect(fire(t)).toMatchObject({ used: i, fired: 3 + i });
    copsTurn(t);
    expect(refusal(tryRun(t, 'gg.attack', shoot))).toBe('GG_NO_USES_LEFT GG-MOD-40');
    // No reload gives the scene's ammunition back: none is offered, and one is refused.
    expect(offers(t, 'gg.reload')).toEqual([]);
    expect(refusal(tryRun(t, 'gg.reload', { figure: 'cop', ability: 'pistol' }))).toBe('GG_NO_USES_LEFT GG-MOD-40');
    expect(ggBot.choose(t.state as never, legal(t), ctx, () => 0)).not.toMatchObject({ type: 'gg.reload' });
  });

  it('[GG-MOD-40] [GG-MOD-58] [GG-PLAY-21] with 3 uses: the first load is the scene\'s last', () => {
    const t = table('three');
    for (let i = 1; i <= 3; i++) fire(t);
    copsTurn(t);
    expect(refusal(tryRun(t, 'gg.attack', shoot))).toBe('GG_NO_USES_LEFT GG-MOD-40');
    expect(offers(t, 'gg.reload')).toEqual([]);
  });

  it('[GG-MOD-40] [GG-PLAY-21] Limited Ammo alone: spent for the scene after its uses, counted under its own rule', () => {
    const alone: GgSheet = {
      ...CITY_POLICE,
      abilities: CITY_POLICE.abilities.map((a) => (a.key === 'pistol'
        ? { ...a, modifiers: a.modifiers.map((m) => (m.id === 'shots' ? { id: 'limited-ammo', options: { uses: 'three' } } : m)) } : a)),
    };
    const t = ggTable([
      { id: 'cop', side: 'law', sheet: alone, at: { q: 0, r: 0 } },
      { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 5, r: 0 } },
    ]);
    run(t, 'combat.start', {}, [1, 1]);
    copsTurn(t);
    const used = events(run(t, 'gg.attack', shoot, [1, 4]), 'gg.used')[0]!;
    expect(used.ruleIds).toEqual(['GG-MOD-40']);
    expect(data(used)).toEqual({ figure: 'cop', ability: 'pistol', used: 1, of: 3 });
    run(t, 'gg.end-turn', { figure: 'cop' });
    fire(t);
    fire(t);
    copsTurn(t);
    expect(refusal(tryRun(t, 'gg.attack', shoot))).toBe('GG_NO_USES_LEFT GG-MOD-40');
    expect(offers(t, 'gg.reload')).toEqual([]);
  });
});

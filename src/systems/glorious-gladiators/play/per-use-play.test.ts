import { describe, expect, it } from 'vitest';
import type { TableEngine } from '../../../kernel/index.ts';
import { line, mod } from './ability-testing.ts';
import { sheetWith } from '../builder/testing.ts';
import type { AbilityPick } from '../sheet.ts';
import { current, data, events, ggTable, run, status, type Seat } from './testing.ts';

// What each use of an ability costs, through real commands: every Autofire attack is a use of its
// Shots or Limited Ammo (GG-PLAY-100). Scripted dice.

const hero = (abilities: AbilityPick[]) => sheetWith(abilities, { budget: 400 });
const gun = (...mods: ReturnType<typeof mod>[]) => line('damage', 3, { key: 'gun', types: ['energy'], modifiers: [mod('ranged'), ...mods] });
const autofire = mod('autofire', { attacks: 'three' });

/** `a` (villains) acts first; the others (heroes) after it. */
function table(a: AbilityPick[], others: { id: string; at: { q: number; r: number }; abilities?: AbilityPick[] }[]): TableEngine {
  const seats: Seat[] = [
    { id: 'a', side: 'villains', sheet: hero(a), at: { q: 0, r: 0 } },
    ...others.map((o) => ({ id: o.id, side: 'heroes', sheet: hero(o.abilities ?? []), at: o.at })),
  ];
  const t = ggTable(seats, { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, ...others.map(() => 1)]);
  expect(current(t)).toBe('a');
  return t;
}

/** Ends turns until it is `id`'s again. */
function turnOf(t: TableEngine, id: string): void {
  run(t, 'gg.end-turn', { figure: current(t)! });
  while (current(t) !== id) run(t, 'gg.end-turn', { figure: current(t)! });
}

const refusal = (r: ReturnType<typeof run>) => (r.ok ? null : r.rejection.ruleId);
const foes = [{ id: 'f1', at: { q: 5, r: 0 } }, { id: 'f2', at: { q: 5, r: 1 } }];

describe('glorious gladiators: Autofire spends a use a shot', () => {
  it('[GG-MOD-05] [GG-MOD-58] [GG-PLAY-100] three Autofire attacks empty a load of 3 Shots in one action', () => {
    const t = table([gun(autofire, mod('shots'))], foes);
    const r = run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2', 'f1'] }, [5, 2, 5, 2, 5, 2]);
    expect(events(r, 'gg.used').map((e) => data(e).used)).toEqual([1, 2, 3]);
    expect(status(t, 'a').used['gun']).toBe(3);
    turnOf(t, 'a');
    expect(refusal(run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }))).toBe('GG-MOD-58');
  });

  it('[GG-MOD-05] [GG-MOD-58] [GG-PLAY-100] no more Autofire attacks than shots left in the load', () => {
    const t = table([gun(autofire, mod('shots'))], foes);
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1' }, [5, 2]);
    turnOf(t, 'a');
    // Two shots left: three attacks are refused, two are made.
    expect(refusal(run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2', 'f1'] }))).toBe('GG-PLAY-100');
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2'] }, [5, 2, 5, 2]);
    expect(status(t, 'a').used['gun']).toBe(3);
  });

  it('[GG-MOD-05] [GG-MOD-40] [GG-PLAY-100] Limited Ammo 3 is spent for the scene by one three-shot Autofire action', () => {
    const t = table([gun(autofire, mod('limited-ammo', { uses: 'three' }))], foes);
    run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f1', more: ['f2', 'f1'] }, [5, 2, 5, 2, 5, 2]);
    turnOf(t, 'a');
    expect(refusal(run(t, 'gg.attack', { figure: 'a', ability: 'gun', target: 'f2' }))).toBe('GG-MOD-40');
  });
});

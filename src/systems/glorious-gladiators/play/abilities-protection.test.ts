import { describe, expect, it } from 'vitest';
import { attackAbility } from './attack.ts';
import { protectionAgainst } from './attack-rules.ts';
import { has, hero, line, mod, ranged, state } from './ability-testing.ts';
import { ggTable, run, pairTable } from './testing.ts';
import type { GgSheet } from '../sheet.ts';
import type { TypeCode } from '../catalog/vocabulary.ts';

// Protection an attacking ability's own line names (seed L60: "Each ability lists notable other
// abilities that Protect against it") counts in play even where the defence's line does not repeat it.

const pair = (a: GgSheet, b: GgSheet, at = { q: 1, r: 0 }) => pairTable(a, b, at);

const defence = (id: string, level: number, types: TypeCode[]) => hero('Guarded', [line(id, level, { types })]);
const touch = (id: string) => hero('Attacker', [line(id, 1, { modifiers: [mod('touch')] })]);
const protection = (atk: string, def: GgSheet) => {
  const t = pair(touch(atk), def);
  return protectionAgainst(state(t), 'b', attackAbility(state(t), 'a', atk)!);
};

describe('glorious gladiators: Protection the attacking ability names', () => {
  it('[GG-ABL-39] [GG-ABL-49] [GG-ABL-51] [GG-ABL-66] [GG-ABL-46] Hindrance Defence of the attack\'s Type protects against Mind Control, Possession, Telepathy and Madness', () => {
    for (const atk of ['mind-control-attack', 'possession', 'telepathy', 'madness']) {
      expect(protection(atk, defence('hindrance-defence', 2, ['psychic'])), atk).toBe(2);
      expect(protection(atk, defence('hindrance-defence', 2, ['solid'])), atk).toBe(0);
    }
  });

  it('[GG-ABL-61] [GG-ABL-39] Hindrance Defence (Poison) protects against Sting; another Type does not', () => {
    expect(protection('sting', defence('hindrance-defence', 2, ['poison']))).toBe(2);
    expect(protection('sting', defence('hindrance-defence', 2, ['psychic']))).toBe(0);
  });

  it('[GG-ABL-21] [GG-ABL-49] Drain Defence (Psychic) protects against Mind Control', () => {
    expect(protection('mind-control-attack', defence('drain-defence', 3, ['psychic']))).toBe(3);
  });

  it('[GG-ABL-49] [GG-ATK-07] a Mind Control 1 against Hindrance Defence (Psychic) 2 needs 6+ to take hold: a 5 fails', () => {
    const t = ggTable([
      { id: 'a', side: 'one', sheet: hero('Puppeteer', [ranged('mind-control-attack', 1)]), at: { q: 0, r: 0 } },
      { id: 'b', side: 'two', sheet: defence('hindrance-defence', 2, ['psychic']), at: { q: 3, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 5]);
    // To hit 5+ (Accuracy 0 vs Evade 0); result 1 vs 2: T = 2 - 1 + 5 = 6, so the 5 fails (it took hold at 4+ with no Protection).
    run(t, 'gg.attack', { figure: 'a', ability: 'mind-control-attack', target: 'b' }, [5, 5]);
    expect(has(t, 'b', 'mind-controlled')).toBe(false);
  });
});

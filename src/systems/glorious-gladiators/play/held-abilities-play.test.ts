import { describe, expect, it } from 'vitest';
import { prepare, type Json } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { hero, line, minion, mod } from './ability-testing.ts';
import { ggLegalActions } from './legal.ts';
import { ggOptions, type S } from './model.ts';
import { current, ggTable, GM, run } from './testing.ts';

// Abilities used on something other than their user (a hex, a wall, an ally, what they hold) obey
// what the user's conditions forbid of any attack (limits.ts pointBan, attackBan): a Trap's Direct
// or Area at range 1+ unless Psychic (GG-ABL-69), a grab's R0 (GG-ABL-36), blindness (GG-ABL-44).
// Each was accepted under them.

const RANGED = [mod('ranged')];
const AREA = (shape: string) => [mod('ranged'), mod('area', { size: 'small', shapes: [shape] })];
const MAKER = hero('Maker', [
  line('wall', 3, { types: ['physical'], options: { toughness: 't2' }, modifiers: [...AREA('line'), mod('persistent', { variant: 'barrier' })] }),
  line('door', 3, { modifiers: RANGED }),
  line('suppress', 2, { modifiers: AREA('burst'), options: { scope: 'named', abilities: ['movement'] } }),
  line('change-environment', 3, { types: ['energy'], modifiers: [mod('long-range')], options: { environments: ['poison-gas'] } }),
  line('summon', 6, { modifiers: RANGED }),
  line('duplication', 2, { types: ['energy'], options: { kind: 'double' }, modifiers: RANGED }),
  line('dismiss', 3, { types: ['physical'], modifiers: RANGED }),
  line('repair', 2, { options: { scope: 'any' }, modifiers: RANGED }),
  line('disintegrate', 3, { modifiers: RANGED }),
  line('heal', 3, { types: ['solid'], modifiers: RANGED }),
  line('telepathy', 2, { types: ['psychic'], modifiers: RANGED }),
  line('telekinesis', 3, { modifiers: RANGED }),
  line('damage', 3, { key: 'bolt', types: ['energy'], modifiers: RANGED }),
]);
const FOE = hero('Foe', [line('telekinesis', 2, { key: 'tk', modifiers: RANGED })]);
const IMP = minion('Imp', [line('damage', 1, { modifiers: [mod('touch')] })]);

/** The Maker (u) on its turn at 0,0, an ally (a) 3 hexes off, a foe (e) at 5,0 and a brick wall at 3,-1. */
function table(): S {
  const t = ggTable([
    { id: 'u', side: 'one', sheet: MAKER, at: { q: 0, r: 0 } },
    { id: 'a', side: 'one', sheet: hero('Ally', []), at: { q: 0, r: 3 } },
    { id: 'e', side: 'two', sheet: FOE, at: { q: 5, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1, 2]);
  expect(current(t)).toBe('u');
  run(t, 'gg.wall', { hex: { q: 3, r: -1 }, material: 'interior-brick' });
  return t.state as S;
}

/** The state with a condition on a figure, imposed by `data.from` when given (as an ability's result would be). */
function under(s: S, id: string, condition: string, data?: Record<string, Json>): S {
  const fig = s.figures[id]!;
  const c = { id: condition, ruleId: 'GG-ACT-01', ...(data ? { data } : {}) };
  return { ...s, figures: { ...s.figures, [id]: { ...fig, conditions: [...fig.conditions, c] } } };
}
const trapped = (s: S) => under(s, 'u', 'trapped', { from: 'e', ability: 'tk', level: 2 });
const grabbed = (s: S) => under(s, 'u', 'grabbed', { from: 'e', ability: 'tk', level: 2 });
const blinded = (s: S) => under(s, 'u', 'blinded');

const takes = (s: S, type: string, args: Record<string, Json>) => {
  const r = prepare(gloriousGladiators as never, s, { id: 'q', type, args: { figure: 'u', ...args } }, GM);
  return r.ok ? 'ok' : `${r.rejection.code} ${r.rejection.ruleId ?? ''}`.trim();
};
const offered = (s: S, type: string) => ggLegalActions(s as never, GM, ggOptions({})).filter((a) => a.type === type);

/** A status field of a figure changed (hits lost, Levels drained). */
function withStatus(s: S, id: string, patch: Record<string, Json>): S {
  const fig = s.figures[id]!;
  return { ...s, figures: { ...s.figures, [id]: { ...fig, status: { ...(fig.status as object), ...patch } } } };
}

describe('glorious gladiators: abilities used on others under a Trap, a grab or blindness', () => {
  it('[GG-ABL-69] [GG-ABL-70] a trapped figure raises no Ranged Wall 2 hexes off (an Area at range); free, it may', () => {
    const args = { ability: 'wall', from: { q: 2, r: -1 }, to: { q: 2, r: 1 } };
    expect(takes(table(), 'gg.create-wall', args)).toBe('ok');
    expect(takes(trapped(table()), 'gg.create-wall', args)).toBe('GG_CANNOT_USE GG-ABL-69');
  });

  it('[GG-ABL-36] [GG-ABL-20] a grabbed figure opens no Door in a wall 3 hexes off', () => {
    expect(takes(table(), 'gg.door', { ability: 'door', hex: { q: 3, r: -1 } })).toBe('ok');
    expect(takes(grabbed(table()), 'gg.door', { ability: 'door', hex: { q: 3, r: -1 } })).toBe('GG_FORBIDDEN_TARGET GG-ABL-36');
  });

  it('[GG-ABL-69] [GG-ABL-64] a trapped figure aims no Suppress Area 3 hexes off', () => {
    expect(takes(trapped(table()), 'gg.suppress', { ability: 'suppress', at: { q: 3, r: 0 } })).toBe('GG_CANNOT_USE GG-ABL-69');
  });

  it('[GG-ABL-44] [GG-ABL-07] a blinded figure places no environment 3 hexes off without a sense to aim by', () => {
    const args = { ability: 'change-environment', at: { q: 3, r: 0 }, environment: 'poison-gas', size: 'large' };
    expect(takes(table(), 'gg.environment', args)).toBe('ok');
    expect(takes(blinded(table()), 'gg.environment', args)).toBe('GG_CANNOT_USE GG-ABL-44');
  });

  it('[GG-ABL-69] [GG-ABL-62] a trapped figure summons no minion onto a hex 3 off with a Ranged Summon', () => {
    const args = { ability: 'summon', at: [{ q: 3, r: 0 }], sheet: IMP as never };
    expect(takes(table(), 'gg.summon', args)).toBe('ok');
    expect(takes(trapped(table()), 'gg.summon', args)).toBe('GG_CANNOT_USE GG-ABL-69');
  });

  it('[GG-ABL-69] [GG-ABL-23] a trapped figure duplicates no ally 3 hexes off', () => {
    const args = { ability: 'duplication', target: 'a', at: [{ q: 1, r: 3 }] };
    expect(takes(table(), 'gg.duplicate', args)).toBe('ok');
    expect(takes(trapped(table()), 'gg.duplicate', args)).toBe('GG_CANNOT_USE GG-ABL-69');
  });

  it('[GG-MOVE-02] [GG-ABL-23] no Duplication of an ally beyond twice its range, where any distance was taken', () => {
    const far = (s: S): S => ({ ...s, figures: { ...s.figures, a: { ...s.figures['a']!, position: { q: 0, r: 25 } } } });
    const args = { ability: 'duplication', target: 'a', at: [{ q: 1, r: 25 }] };
    expect(takes(far(table()), 'gg.duplicate', args)).toBe('TARGET_OUT_OF_RANGE GG-MOVE-02');
  });

  it('[GG-ABL-36] [GG-ABL-19] a figure grabbed by a foe dismisses nothing on an ally 3 hexes off', () => {
    const held = (s: S) => under(s, 'a', 'held', { from: 'e', ability: 'tk', level: 2, persistent: true });
    const args = { ability: 'dismiss', target: 'a', condition: 'held' };
    expect(takes(held(table()), 'gg.dismiss', args)).toBe('ok');
    expect(takes(held(grabbed(table())), 'gg.dismiss', args)).toBe('GG_FORBIDDEN_TARGET GG-ABL-36');
  });

  it('[GG-ABL-44] [GG-ABL-19] a blinded figure aims no Dismiss at a wall a foe keeps up', () => {
    const kept = (s: S): S => {
      const w = s.sys.walls['3,-1']!;
      return { ...s, sys: { ...s.sys, walls: { ...s.sys.walls, '3,-1': { ...w, by: { figure: 'e', ability: 'tk', lasting: true } } } } };
    };
    expect(takes(kept(table()), 'gg.dismiss-area', { ability: 'dismiss', hex: { q: 3, r: -1 } })).toBe('ok');
    expect(takes(kept(blinded(table())), 'gg.dismiss-area', { ability: 'dismiss', hex: { q: 3, r: -1 } })).toBe('GG_CANNOT_USE GG-ABL-44');
  });

  it('[GG-ABL-69] [GG-ABL-58] a trapped figure repairs no ally 3 hexes off', () => {
    const drained = (s: S) => withStatus(s, 'a', { drained: { 'punch-kick': 1 } });
    const args = { ability: 'repair', target: 'a', repairs: 'punch-kick' };
    expect(takes(drained(table()), 'gg.repair', args)).toBe('ok');
    expect(takes(drained(trapped(table())), 'gg.repair', args)).toBe('GG_CANNOT_USE GG-ABL-69');
  });

  it('[GG-ABL-69] [GG-ABL-18] a trapped figure disintegrates no wall 3 hexes off', () => {
    expect(takes(table(), 'gg.disintegrate', { ability: 'disintegrate', hex: { q: 3, r: -1 } })).toBe('ok');
    expect(takes(trapped(table()), 'gg.disintegrate', { ability: 'disintegrate', hex: { q: 3, r: -1 } })).toBe('GG_CANNOT_USE GG-ABL-69');
  });

  it('[GG-ABL-69] [GG-ABL-37] a trapped figure heals no ally 3 hexes off, nor is offered to', () => {
    const hurt = (s: S) => withStatus(s, 'a', { hits: 1 });
    expect(takes(hurt(table()), 'gg.heal', { ability: 'heal', target: 'a' })).toBe('ok');
    expect(offered(hurt(table()), 'gg.heal')).toHaveLength(1);
    expect(takes(hurt(trapped(table())), 'gg.heal', { ability: 'heal', target: 'a' })).toBe('GG_CANNOT_USE GG-ABL-69');
    expect(offered(hurt(trapped(table())), 'gg.heal')).toEqual([]);
  });

  it('[GG-ABL-36] [GG-ABL-66] a grabbed figure links no ally by Telepathy 3 hexes off (a Psychic one is no help against a grab)', () => {
    expect(takes(table(), 'gg.activate', { ability: 'telepathy', target: 'a' })).toBe('ok');
    expect(takes(trapped(table()), 'gg.activate', { ability: 'telepathy', target: 'a' })).toBe('ok');
    expect(takes(grabbed(table()), 'gg.activate', { ability: 'telepathy', target: 'a' })).toBe('GG_FORBIDDEN_TARGET GG-ABL-36');
  });

  it('[GG-ABL-69] [GG-ABL-65] a trapped figure does not hurl what its Telekinesis holds, nor is offered to', () => {
    const holds = (s: S) => under(s, 'e', 'held', { from: 'u', ability: 'telekinesis', level: 3, persistent: true });
    const args = { ability: 'telekinesis', target: 'e', to: { q: 7, r: 0 } };
    expect(takes(holds(table()), 'gg.telekinesis', args)).toBe('ok');
    expect(offered(holds(table()), 'gg.telekinesis')).toHaveLength(1);
    expect(takes(holds(trapped(table())), 'gg.telekinesis', args)).toBe('GG_CANNOT_USE GG-ABL-69');
    expect(offered(holds(trapped(table())), 'gg.telekinesis')).toEqual([]);
  });

  it('[GG-ABL-44] [GG-ABL-69] a blinded figure strikes no trap on an ally 3 hexes off, nor is offered to', () => {
    const caught = (s: S) => under(s, 'a', 'trapped', { from: 'e', ability: 'tk', level: 2 });
    expect(takes(caught(table()), 'gg.attack-trap', { ability: 'bolt', target: 'a' })).toBe('ok');
    expect(offered(caught(table()), 'gg.attack-trap')).toHaveLength(1);
    expect(takes(caught(blinded(table())), 'gg.attack-trap', { ability: 'bolt', target: 'a' })).toBe('GG_CANNOT_USE GG-ABL-44');
    expect(offered(caught(blinded(table())), 'gg.attack-trap')).toEqual([]);
  });

  it('[GG-ABL-36] [GG-ABL-47] a figure grabbed by an ally turns no Mental Illusion on a foe 5 hexes off', () => {
    const MIND = hero('Mind', [line('mental-illusion', 3, { types: ['psychic'], modifiers: [mod('ranged'), mod('persistent', { variant: 'target' })] })]);
    const t = ggTable([
      { id: 'u', side: 'one', sheet: MIND, at: { q: 0, r: 0 } },
      { id: 'a', side: 'one', sheet: hero('Ally', []), at: { q: 1, r: 0 } },
      { id: 'e', side: 'two', sheet: FOE, at: { q: 5, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1, 2]);
    const deluded = under(t.state as S, 'e', 'deluded', { from: 'u', ability: 'mental-illusion', level: 3, persistent: true });
    const args = { target: 'e', effect: 'fear', at: { q: 0, r: 0 } };
    expect(takes(deluded, 'gg.mental-illusion', args)).toBe('ok');
    expect(takes(under(deluded, 'u', 'grabbed', { from: 'a', ability: 'punch-kick', level: 2 }), 'gg.mental-illusion', args)).toBe('GG_FORBIDDEN_TARGET GG-ABL-36');
  });

  it('[GG-PLAY-210] [GG-ABL-37] [GG-ABL-69] help is no attack: a free healer heals an ally a foe\'s full Trap holds, which no attack could reach', () => {
    const held = (s: S) => withStatus(under(s, 'a', 'trapped', { from: 'e', ability: 'tk', level: 2 }), 'a', { hits: 1 });
    expect(takes(held(table()), 'gg.heal', { ability: 'heal', target: 'a' })).toBe('ok');
    expect(offered(held(table()), 'gg.heal')).toHaveLength(1);
  });
});

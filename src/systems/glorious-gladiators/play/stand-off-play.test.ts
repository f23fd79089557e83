import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../dice/index.ts';
import { oddsOf, simulateFight, type TableEngine } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { IRONCLAD } from '../templates/heroes.ts';
import { ggBot } from './bot.ts';
import { describeGgEvent } from './describe.ts';
import { hero, line, mod, ranged, state } from './ability-testing.ts';
import { current, data, events, ggTable, GM, refusal, run, status, tryRun } from './testing.ts';

// Movement's Stand-Off (GG-ABL-50; seed L136 "Air and Wallcrawl have an extra cost for Stand-Off.
// This allows them to be used with Ranged, Long Range or Distant abilities otherwise these abilities
// can't be used when the Movement ability is active", L238 a Personal Persistent Movement "remains
// active until cancelled"): rulings GG-PLAY-182..184. 'flight' is an Air 2 (6 hexes), 'damage' a
// Ranged Damage 2; the Flier stands on 0,0, the Other on 6,0.

const flight = (standOff = false, classes = ['air'], ...mods: ReturnType<typeof mod>[]) => line('movement', 2, {
  key: 'flight', options: { classes, 'stand-off': standOff }, modifiers: mods,
});
const persistent = () => flight(false, ['air'], mod('persistent', { variant: 'personal' }));

function table(move = flight()) {
  const t = ggTable([
    { id: 'm', side: 'one', sheet: hero('Flier', [move, ranged('damage', 2)]), at: { q: 0, r: 0 } },
    { id: 'x', side: 'two', sheet: hero('Other', []), at: { q: 6, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  return t;
}

const ctx = (t: TableEngine) => ({ options: t.state.options as never, actor: GM });
const legal = (t: TableEngine) => gloriousGladiators.legalActions(t.state as never, GM, ctx(t));
const fly = (t: TableEngine, q: number, ability = 'flight') => run(t, 'gg.move', { figure: 'm', ability, to: { q, r: 0 } });
const shot = { figure: 'm', ability: 'damage', target: 'x' };
const validate = (t: TableEngine, type: string, args: object) =>
  gloriousGladiators.commands[type]!.validate(t.state as never, args as never, ctx(t));
/** Ends the Flier's turn and the Other's, back to the Flier's next. */
function nextTurn(t: TableEngine) {
  run(t, 'gg.end-turn', { figure: 'm' });
  run(t, 'gg.end-turn', { figure: 'x' });
  expect(current(t)).toBe('m');
}

describe('glorious gladiators: Stand-Off (GG-PLAY-182..184)', () => {
  it('[GG-PLAY-182] after a move with an Air Movement without Stand-Off its user may not make a Ranged attack; a Touch one it may', () => {
    const t = table();
    expect(validate(t, 'gg.attack', shot)).toBeNull();
    fly(t, 2);
    const r = tryRun(t, 'gg.attack', shot);
    expect(refusal(r)).toBe('GG_NO_STAND_OFF GG-PLAY-182');
    expect(r.ok ? '' : r.rejection.message).toBe('flight is active and has no Stand-Off, which would allow it: no Ranged, Long Range or '
      + 'Distant ability while it is (switch it off, or move with another Movement, first).');
    const near = table();
    run(near, 'gg.move', { figure: 'm', ability: 'flight', to: { q: 5, r: 0 } }, [], ['none']);
    run(near, 'gg.attack', { figure: 'm', ability: 'punch-kick', target: 'x' }, [9, 9, 9]);
  });

  it('[GG-PLAY-182] Stand-Off allows it; Wallcrawl without it does not; another class is free of the rule', () => {
    const standOff = table(flight(true));
    fly(standOff, 2);
    run(standOff, 'gg.attack', shot, [1, 1, 1]);
    const crawl = table(flight(false, ['wallcrawl']));
    fly(crawl, 2);
    expect(refusal(tryRun(crawl, 'gg.attack', shot))).toBe('GG_NO_STAND_OFF GG-PLAY-182');
    const leap = table(flight(false, ['leap']));
    fly(leap, 2);
    run(leap, 'gg.attack', shot, [1, 1, 1]);
  });

  it('[GG-PLAY-182] an Instant flight is active until its user\'s next turn; a Personal Persistent one stays active then', () => {
    const instant = table();
    fly(instant, 1);
    nextTurn(instant);
    expect(status(instant, 'm').activeMove).toBeNull();
    run(instant, 'gg.attack', shot, [1, 1, 1]);
    const kept = table(persistent());
    fly(kept, 1);
    nextTurn(kept);
    expect(status(kept, 'm').activeMove).toMatchObject({ key: 'flight' });
    expect(refusal(tryRun(kept, 'gg.attack', shot))).toBe('GG_NO_STAND_OFF GG-PLAY-182');
  });

  it('[GG-PLAY-182] not only attacks: a Ranged Heal waits too', () => {
    const t = ggTable([
      { id: 'm', side: 'one', sheet: hero('Flier', [flight(), ranged('heal', 2)]), at: { q: 0, r: 0 } },
      { id: 'x', side: 'two', sheet: hero('Other', []), at: { q: 6, r: 0 } },
    ], { heroPoints: 0 });
    run(t, 'combat.start', {}, [9, 1]);
    const heal = { figure: 'm', ability: 'heal', target: 'm' };
    // Unhurt, it has nothing to heal; flying, it may not use the Heal at all.
    expect(refusal(validate(t, 'gg.heal', heal))).toBe('GG_NOT_APPLICABLE GG-ABL-37');
    fly(t, 1);
    expect(refusal(validate(t, 'gg.heal', heal))).toBe('GG_NO_STAND_OFF GG-PLAY-182');
  });

  it('[GG-PLAY-182] [GG-DICE-08] exact odds refuse the attack alike', () => {
    const t = table();
    fly(t, 2);
    const odds = oddsOf(gloriousGladiators, t.state, { type: 'gg.attack', args: shot }, GM);
    expect(odds.ok ? null : odds.rejection.ruleId).toBe('GG-PLAY-182');
  });

  it('[GG-PLAY-183] deactivating the active flight takes an action and ends it: then the shot is allowed', () => {
    const t = table(persistent());
    fly(t, 1);
    nextTurn(t);
    const off = run(t, 'gg.deactivate', { figure: 'm', ability: 'flight' });
    expect(events(off, 'gg.action')).toHaveLength(1);
    expect(data(events(off, 'gg.move-off')[0])).toEqual({ figure: 'm', ability: 'flight' });
    expect(describeGgEvent(events(off, 'gg.move-off')[0]!, state(t))).toBe('m switches off its flight');
    expect(status(t, 'm').activeMove).toBeNull();
    run(t, 'gg.attack', shot, [1, 1, 1]);
    // Not on, it keeps nothing up: nothing to deactivate.
    run(t, 'gg.end-turn', { figure: 'x' });
    expect(refusal(tryRun(t, 'gg.deactivate', { figure: 'm', ability: 'flight' }))).toBe('GG_NOT_APPLICABLE GG-ACT-01');
  });

  it('[GG-PLAY-183] a move with another Movement lands it: the flight is no longer active', () => {
    const t = table(persistent());
    fly(t, 1);
    fly(t, 2, 'running');
    expect(status(t, 'm').activeMove).toMatchObject({ key: 'running' });
    run(t, 'gg.end-turn', { figure: 'x' });
    run(t, 'gg.attack', shot, [1, 1, 1]);
  });

  it('[GG-PLAY-184] the action bar offers no such attack but the switch-off; the bot switches off, then shoots', () => {
    const t = table(persistent());
    fly(t, 1);
    nextTurn(t);
    const list = legal(t);
    expect(list.some((a) => a.type === 'gg.attack' && (a.args as { ability: string }).ability === 'damage')).toBe(false);
    const off = list.find((a) => a.type === 'gg.deactivate');
    expect(off).toMatchObject({ args: { figure: 'm', ability: 'flight' }, label: 'Switch off flight (no Stand-Off: Ranged abilities need it off)' });
    expect(validate(t, 'gg.deactivate', off!.args as object)).toBeNull();
    expect(ggBot.choose(t.state as never, list, ctx(t), () => 0)).toMatchObject({ type: 'gg.deactivate', args: { ability: 'flight' } });
    expect(ggBot.propose!(t.state as never, ctx(t), () => 0)).toMatchObject({ type: 'gg.deactivate', args: { ability: 'flight' } });
    run(t, 'gg.deactivate', { figure: 'm', ability: 'flight' });
    expect(ggBot.propose!(t.state as never, ctx(t), () => 0)).toMatchObject({ type: 'gg.attack', args: { ability: 'damage' } });
  });

  it('[GG-PLAY-184] a flier\'s simulated fights end, alike in the fast lane and through step: it switches off its flight and shoots', () => {
    // The bot closes in with its first Movement, the free Running: here made a Personal Persistent Air 2 without Stand-Off.
    const wings = line('movement', 2, {
      key: 'running', starting: 'running', source: 'standard', options: { classes: ['air'] }, modifiers: [mod('persistent', { variant: 'personal' })],
    });
    const combatants = [
      { id: 'comet', name: 'Flier', side: 'heroes', sheet: hero('Flier', [wings, line('damage', 3, { key: 'lightning-bolt', modifiers: [mod('ranged')] })]), position: { q: 0, r: 0 } },
      { id: 'iron', name: 'Ironclad', side: 'villains', sheet: IRONCLAD, position: { q: 14, r: 0 } },
    ];
    let bolts = 0;
    let offs = 0;
    const count = (list: readonly { type: string; data?: unknown }[]) => {
      for (const e of list) {
        const d = (e.data ?? {}) as Record<string, unknown>;
        if (e.type === 'gg.move-off') offs++;
        if ((e.type === 'gg.hit-roll' || e.type === 'gg.missed') && d['ability'] === 'lightning-bolt') bolts++;
      }
    };
    for (let i = 0; i < 6; i++) {
      let fast: unknown;
      let full: unknown;
      const a = simulateFight(gloriousGladiators, combatants, seededRng(`stand-off:${i}`), { lane: 'fast', end: (s) => (fast = s) });
      const b = simulateFight(gloriousGladiators, combatants, seededRng(`stand-off:${i}`), { lane: 'full', end: (s) => (full = s), trace: count });
      expect(a).toEqual(b);
      expect(fast).toStrictEqual(full);
      expect(a.winner).not.toBeNull();
    }
    expect(offs).toBeGreaterThan(0);
    expect(bolts).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../dice/index.ts';
import { botPicks, prepare, simulateFight, TableEngine, type Combatant, type Json, type TableState } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { ggTemplateById } from '../templates/index.ts';
import { hero, line, mod } from './ability-testing.ts';
import { ggBot } from './bot.ts';
import { GM, pairTable, run } from './testing.ts';
import type { AbilityPick, GgSheet } from '../sheet.ts';

// The bot proposes its command from the state (bot.propose) in simulation, and chooses from the
// legal actions (bot.choose) everywhere else: both must make the very same picks.

const fighter = (id: string, template: string, side: string, at: { q: number; r: number }): Combatant => ({
  id, name: id, side, sheet: ggTemplateById(template)!.sheet, position: at,
});

const PERSISTENT = mod('persistent', { variant: 'personal' });
const luck = (...mods: ReturnType<typeof mod>[]) => line('luck', 2, { key: 'luck', modifiers: mods });
const counter = (...mods: ReturnType<typeof mod>[]) => line('counter', 3, { key: 'counter', types: ['energy'], modifiers: [mod('touch'), ...mods] });
const illusion = (...mods: ReturnType<typeof mod>[]) => line('illusion', 2, { key: 'illusion', options: { kinds: ['vision'] }, modifiers: mods });
const giant = (...mods: ReturnType<typeof mod>[]) => line('giant', 4, { key: 'giant', modifiers: mods });
const blast = line('damage', 3, { key: 'blast', types: ['solid'], modifiers: [mod('ranged')] });
const SWITCHER = hero('Switcher', [luck(PERSISTENT), giant(PERSISTENT), counter(), illusion(), blast]);

/** Tables from simulated fights of several line-ups. */
function fightStates(): TableState[] {
  const states: TableState[] = [];
  const collect = (combatants: readonly Combatant[], fights: number) => {
    for (let i = 0; i < fights; i++) {
      simulateFight(gloriousGladiators, combatants, seededRng(`propose:${i}`), { trace: (_events, state) => states.push(state) });
    }
  };
  collect([fighter('comet', 'blue-comet', 'heroes', { q: 0, r: 0 }), fighter('iron', 'ironclad', 'villains', { q: 6, r: 0 })], 20);
  collect([
    fighter('mind', 'mindwarp', 'heroes', { q: 0, r: 0 }), fighter('g1', 'gangster', 'villains', { q: 4, r: 0 }),
    fighter('g2', 'gangster', 'villains', { q: 4, r: 1 }),
  ], 8);
  // Abilities the bot switches on (GG-PLAY-134): a Persistent Luck and Giant, an Instant Counter and Illusion.
  collect([
    { id: 'big', name: 'big', side: 'heroes', sheet: SWITCHER, position: { q: 0, r: 0 } },
    fighter('iron', 'ironclad', 'villains', { q: 5, r: 0 }),
  ], 8);
  collect([
    fighter('swat', 'swat-agent', 'law', { q: 0, r: 0 }), fighter('cop', 'city-police', 'law', { q: 0, r: 2 }),
    fighter('comet', 'blue-comet', 'villains', { q: 8, r: 0 }), fighter('gang', 'gang-member', 'villains', { q: 7, r: 2 }),
  ], 8);
  return states;
}

/** Tables from random walks: legal actions and GM-made conditions (prone, hidden, grabbed, afraid…). */
function walkStates(seed: string, steps: number): TableState[] {
  const rng = seededRng(seed);
  const pick = <T>(xs: readonly T[]) => xs[rng.die(xs.length) - 1]!;
  const t = TableEngine.create(gloriousGladiators, { seed });
  const seats: [string, string, string, { q: number; r: number }][] = [
    ['comet', 'heroes', 'blue-comet', { q: 0, r: 0 }], ['iron', 'heroes', 'ironclad', { q: 0, r: 2 }],
    ['mind', 'villains', 'mindwarp', { q: 7, r: 0 }], ['swat', 'villains', 'swat-agent', { q: 6, r: 2 }],
  ];
  for (const [id, side, template, at] of seats) {
    t.execute({ id: `add-${id}`, type: 'figure.add', args: { id, name: id, side, sheet: ggTemplateById(template)!.sheet as unknown as Json, position: at } }, GM);
  }
  t.execute({ id: 'wall', type: 'gg.wall', args: { hex: { q: 3, r: 1 }, material: 'interior-brick' } }, GM);
  t.execute({ id: 'start', type: 'combat.start', args: {} }, GM);
  const conditions = ['prone', 'disorientated', 'hidden', 'grabbed', 'afraid', 'stunned', 'trapped', 'uncontrolled-power'];
  const states: TableState[] = [];
  for (let i = 0; i < steps && t.state.phase === 'combat'; i++) {
    const s = t.state;
    states.push(s);
    if (s.pending) {
      t.execute({ id: `a${i}`, type: 'answer', args: { value: pick(s.pending.prompt.options).value } }, GM);
    } else if (rng.die(4) === 1) {
      t.execute({ id: `g${i}`, type: 'gm.condition.add', args: { figure: pick(seats)[0], condition: pick(conditions) } }, GM);
    } else {
      const a = pick(gloriousGladiators.legalActions(s as never, GM, { options: s.options as never, actor: GM }));
      // A listed action is one the command accepts, also under the conditions the GM adds (GG-PLAY-41).
      const r = t.execute({ id: `l${i}`, type: a.type, args: a.args }, GM);
      expect(r.ok ? null : `${a.type} ${JSON.stringify(a.args)}: ${r.rejection.code}`, `${seed} step ${i}`).toBeNull();
    }
  }
  return states;
}

describe('glorious gladiators bot', () => {
  it('[GG-ACT-01] [GG-ATK-08] [GG-MOVE-01] proposes, without the list, the very command it would choose from legalActions, with the same picks', () => {
    const states = [...fightStates(), ...walkStates('bot-walk-1', 300), ...walkStates('bot-walk-2', 300), ...walkStates('bot-walk-3', 300)];
    let proposed = 0;
    for (const state of states) {
      const picks = botPicks(gloriousGladiators, state);
      if (picks.proposed === null) {
        // Nothing to propose only when there is no list to choose from, or the choice is its first action.
        const ctx = { options: state.options as never, actor: GM };
        if (picks.legal.length > 0) expect(ggBot.choose(state as never, picks.legal, ctx, () => 0)).toBe(picks.legal[0]);
        continue;
      }
      proposed++;
      expect(picks.proposed).toEqual(picks.chosen);
      // Proposals run as legal in the fast lane (no second validate): the command's own validate agrees.
      const { type, args } = picks.proposed;
      const checked = prepare(gloriousGladiators, state, { id: 'proposal', type, args }, GM);
      expect(checked.ok, `${type} ${JSON.stringify(args)}: ${checked.ok ? '' : checked.rejection.message}`).toBe(true);
    }
    expect(proposed).toBeGreaterThan(1800);
  });
});

/** The bot's pick, the same from the state as from the list (undefined: it would end its turn). */
function pickOf(t: TableEngine): { type: string; ability?: string } | undefined {
  const picks = botPicks(gloriousGladiators, t.state);
  expect(picks.proposed).toEqual(picks.chosen);
  return picks.chosen ? { type: picks.chosen.type, ...(picks.chosen.type === 'gg.activate' ? { ability: (picks.chosen.args as { ability: string }).ability } : {}) } : undefined;
}

// A sling as long in reach as the blast: the hero does not fall back from it after attacking (GG-PLAY-188).
const FOE: GgSheet = hero('Foe', [line('damage', 1, { key: 'sling', types: ['solid'], modifiers: [mod('ranged')] })]);
/** The foe in the blast's reach, with room to grow a Giant between them. */
const near = (lines: AbilityPick[]) => pairTable(hero('Hero', lines), FOE, { q: 3, r: 0 });
/** The foe beyond reach of anything but a move (no blast). */
const far = (lines: AbilityPick[]) => pairTable(hero('Hero', lines), FOE, { q: 8, r: 0 });
/** The turn's attack made (a missed blast): an action is left that nothing else would use. */
const afterAttack = (t: TableEngine) => {
  run(t, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }, [1, 1]);
  return t;
};
const activates = (key: string) => ({ type: 'gg.activate', ability: key });

describe('glorious gladiators bot: abilities switched on (GG-PLAY-134)', () => {
  it('[GG-PLAY-134] [GG-ACT-01] a Persistent Luck, Illusion or Giant is switched on first, with an action left to attack with', () => {
    for (const x of [luck(PERSISTENT), illusion(PERSISTENT), giant(PERSISTENT)]) {
      const key = x.key;
      expect(pickOf(far([x])), key).toEqual(activates(key));
      const t = near([x, blast]);
      expect(pickOf(t), key).toEqual(activates(key));
      run(t, 'gg.activate', { figure: 'a', ability: key });
      // Once on, it stays on: the attack follows.
      expect(pickOf(t)?.type, key).toBe('gg.attack');
    }
  });

  it('[GG-PLAY-134] [GG-ATK-08] not with the turn\'s last action while an attack is in reach, nor instead of a follow-up', () => {
    const t = near([luck(PERSISTENT), blast]);
    expect(run(t, 'gm.set', { path: ['sys', 'actionsLeft'], value: 1 }).ok).toBe(true);
    expect(pickOf(t)?.type).toBe('gg.attack');
    // Its attack made, the action left over switches it on.
    const u = afterAttack(near([luck(PERSISTENT), blast]));
    expect(pickOf(u)).toEqual(activates('luck'));
    // The blast hit; with two actions still left, the bolt follows up before anything is switched on.
    const hit = near([luck(PERSISTENT), blast, line('damage', 2, { key: 'bolt', types: ['energy'], modifiers: [mod('ranged')] })]);
    run(hit, 'gg.attack', { figure: 'a', ability: 'blast', target: 'b' }, [6, 6, 1, 1, 1, 1, 1, 1]);
    expect(hit.state.pending).toBeNull();
    expect(run(hit, 'gm.set', { path: ['sys', 'actionsLeft'], value: 2 }).ok).toBe(true);
    expect(pickOf(hit)).toEqual({ type: 'gg.attack' });
  });

  it('[GG-PLAY-134] [GG-ABL-12] [GG-PLAY-147] an Instant Luck, Illusion, Counter or Speed only with an action it would leave unused, to guard it until its next turn', () => {
    for (const x of [luck(), illusion(), counter(), line('speed', 2, { key: 'speed' })]) {
      const key = x.key;
      expect(pickOf(far([x]))?.type, key).toBe('gg.move');
      const t = near([x, blast]);
      expect(pickOf(t)?.type, key).toBe('gg.attack');
      expect(pickOf(afterAttack(t)), key).toEqual(activates(key));
    }
  });

  it('[GG-PLAY-134] [GG-PLAY-146] two Instant ones take turns with the spare action, round by round; one that lasts comes first', () => {
    // Round 1: the Counter (the sheet's first). Round 2, both gone at the turn's start: the Illusion, not the Counter again.
    const t = near([counter(), illusion(), blast]);
    expect(pickOf(afterAttack(t))).toEqual(activates('counter'));
    run(t, 'gg.activate', { figure: 'a', ability: 'counter' });
    run(t, 'gg.end-turn', { figure: 'b' });
    expect(t.state.round).toBe(2);
    expect(pickOf(afterAttack(t))).toEqual(activates('illusion'));
    run(t, 'gg.activate', { figure: 'a', ability: 'illusion' }, [1, 1, 1, 1]);
    run(t, 'gg.end-turn', { figure: 'b' });
    expect(pickOf(afterAttack(t))).toEqual(activates('counter'));
    // A Persistent Illusion kept up by Concentration stays on past the turn's start: it comes before the Counter.
    expect(pickOf(afterAttack(near([counter(), illusion(PERSISTENT, mod('concentration')), blast])))).toEqual(activates('illusion'));
  });

  it('[GG-PLAY-134] [GG-ABL-12] an Instant Counter, which needs a range, is offered to switch on on its user; a Persistent one is up already', () => {
    const ctx = (t: TableEngine) => ({ options: t.state.options as never, actor: GM });
    const listed = (t: TableEngine) => gloriousGladiators.legalActions(t.state as never, GM, ctx(t))
      .filter((a) => a.type === 'gg.activate').map((a) => (a.args as { ability: string }).ability);
    expect(listed(near([counter(), blast]))).toEqual(['counter']);
    expect(listed(near([counter(mod('persistent', { variant: 'target' })), blast]))).toEqual([]);
  });

  it('[GG-PLAY-134] [GG-ABL-35] [GG-ABL-42] [GG-ABL-68] not a Giant that would give up Evasion, a form that bars its best attack, a self-Transform', () => {
    const none = (lines: AbilityPick[]) => {
      const t = near(lines);
      expect(pickOf(t)?.type).toBe('gg.attack');
      expect(pickOf(afterAttack(t))?.type).not.toBe('gg.activate');
    };
    none([giant(PERSISTENT), line('evasion', 3), blast]);
    none([giant(), blast]);
    none([line('insubstantial', 3, { types: ['solid'], modifiers: [PERSISTENT] }), blast]);
    none([line('transform', 3, { modifiers: [PERSISTENT] }), blast]);
    // Insubstantial to Energy leaves its Solid blast: switched on first.
    expect(pickOf(near([line('insubstantial', 3, { key: 'ghost', types: ['energy'], modifiers: [PERSISTENT] }), blast]))).toEqual(activates('ghost'));
  });
});

import { accepted, TableEngine, type Actor, type AnySystem, type Json } from '../../kernel/index.ts';
import { ALDO, BRICK, CATO, d100TrickStunt } from '../../systems/d100-trick-stunt/index.ts';
import { BLUE_COMET, IRONCLAD, gloriousGladiators } from '../../systems/glorious-gladiators/index.ts';
import { BLAZE, highLowHeroes, NOVA, TITAN } from '../../systems/high-low-heroes/index.ts';
import type { OddsJob } from '../odds-answer.ts';

// Tables to ask odds of, for the odds pool's tests and bench/server.ts: built by the same commands
// a GM sends over the socket, so a socket test can build them at a live table too.

export const GM: Actor = { kind: 'gm' };
export const P1: Actor = { kind: 'player', id: 'p1' };

export interface Step {
  readonly id: string;
  readonly type: string;
  readonly args?: Json;
}

const add = (id: string, side: string, sheet: unknown, position?: Json): Step =>
  ({ id: `add-${id}`, type: 'figure.add', args: { id, name: id, side, sheet: sheet as Json, revealed: true, ...(position ? { position } : {}) } });

const ability = (key: string, ability: string, level: number, types: string[], modifiers: Json[] = []) =>
  ({ key, ability, level, types, source: 'mutant', options: {}, modifiers });

/** A 400 GP gunner: a Damage 3 Ranged gun with 3-shot Autofire (GG-MOD-05), and Speed 3. */
const GUNNER: Json = {
  schemaVersion: 1, system: 'glorious-gladiators', name: 'Gunner', kind: 'major', budget: 400,
  abilities: [
    ability('gun', 'damage', 3, ['energy'], [{ id: 'ranged', options: {} }, { id: 'autofire', options: { attacks: 'three' } }]),
    ability('speed', 'speed', 3, ['solid']),
  ],
  advantages: [{ id: 'grandeur' }, { id: 'negotiator' }],
  disadvantages: [{ id: 'angst' }],
};

/**
 * A 3-shot Autofire into a crowd of five (GG-MOD-05): far past what a live table enumerates, so it
 * runs to the 3 s cap and answers ODDS_TOO_COMPLEX. The gunner's Speed 3 has it act first.
 */
export const CROWD: readonly Step[] = [
  add('gunner', 'villains', GUNNER, { q: 0, r: 0 }),
  ...[0, 1, 2, 3, 4].map((i) => add(`f${i + 1}`, 'heroes', i % 2 ? BLUE_COMET : IRONCLAD, { q: 5, r: i })),
  { id: 'start', type: 'combat.start' },
];
export const CROWD_AUTOFIRE = { type: 'gg.attack', args: { figure: 'gunner', ability: 'gun', target: 'f1', more: ['f2', 'f3'] } };

/** A table of `system` after `steps`, each run by the GM (a refused one throws). */
export function tableOf(system: AnySystem, steps: readonly Step[], seed = 'fixed-seed'): TableEngine {
  const t = TableEngine.create(system, { seed });
  for (const s of steps) accepted(t.execute(s, GM), s.type, s.args);
  return t;
}

export interface Asked {
  readonly system: AnySystem;
  readonly job: Omit<OddsJob, 'system' | 'limits'>;
}

/** A handful of odds requests in each system, answered and refused, by the GM and by a player. */
export function sampleRequests(): Asked[] {
  const asks: Asked[] = [];
  const ask = (system: AnySystem, t: TableEngine, type: string, args: Json, actor: Actor, answers?: Record<string, string>) =>
    asks.push({ system, job: { state: t.state, command: { type, args }, actor, ...(answers ? { answers } : {}) } });

  const gg = tableOf(gloriousGladiators, [add('comet', 'heroes', BLUE_COMET, { q: 0, r: 0 }), add('iron', 'villains', IRONCLAD, { q: 5, r: 0 }),
    { id: 'start', type: 'combat.start' }]);
  ask(gloriousGladiators, gg, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, GM);
  ask(gloriousGladiators, gg, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, P1);
  ask(gloriousGladiators, gg, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'nobody' }, GM);
  ask(gloriousGladiators, gg, 'gg.attack', { figure: 'comet', ability: 'lightning-bolt', target: 'iron' }, { kind: 'spectator', id: 's1' });

  const d100 = TableEngine.create(d100TrickStunt, { seed: 'fixed-seed' });
  accepted(d100.execute({ id: 'a', type: 'figure.add', args: { id: 'aldo', name: 'Aldo', side: 'heroes', sheet: ALDO as never } }, P1), 'add', null);
  for (const s of [add('brick', 'villains', BRICK), add('cato', 'villains', CATO), { id: 'start', type: 'combat.start' }]) {
    accepted(d100.execute(s, GM), s.type, s.args);
  }
  const d100Attack = (attacker: string, target: string) => ({ attacker, target, grapple: false, situational: 0 });
  // Brick acts first at this seed; Aldo's player asks too early, and for a figure not theirs.
  ask(d100TrickStunt, d100, 'attack', d100Attack('brick', 'aldo'), GM);
  ask(d100TrickStunt, d100, 'attack', d100Attack('brick', 'aldo'), GM, { defense: 'dodge' });
  ask(d100TrickStunt, d100, 'attack', d100Attack('brick', 'cato'), GM);
  ask(d100TrickStunt, d100, 'attack', d100Attack('aldo', 'brick'), P1);
  ask(d100TrickStunt, d100, 'attack', d100Attack('brick', 'aldo'), P1);

  const hlh = tableOf(highLowHeroes, [add('blaze', 'heroes', BLAZE, { x: 0, y: 0 }), add('titan', 'villains', TITAN, { x: 1, y: 0 }),
    add('nova', 'heroes', NOVA, { x: 0, y: 1 }), { id: 'start', type: 'combat.start' }]);
  ask(highLowHeroes, hlh, 'attack', { attacker: 'blaze', target: 'titan' }, GM);
  ask(highLowHeroes, hlh, 'attack', { attacker: 'titan', target: 'nova' }, GM);
  ask(highLowHeroes, hlh, 'career-test', { figure: 'blaze', career: 'Programmer', fits: false }, GM);
  ask(highLowHeroes, hlh, 'attack', { attacker: 'blaze', target: 'titan' }, P1);
  return asks;
}

/** The d100 attack above: a small request (a few hundred outcomes), for the pool's round-trip time. */
export function smallRequest(): Asked {
  return sampleRequests().find((a) => a.system === d100TrickStunt)!;
}

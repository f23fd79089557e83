// Golden fights: simulation must not change a single die or decision when the kernel or a
// system is made faster. The digests below were recorded before any speed work (commit
// "Simulation golden fights") from the full `step` path; the simulate() summaries pin the lane
// simulation really runs. A rule change that is meant to change fights re-records them with
// `npx vitest run test/simulation-golden.test.ts -u` and says so in its commit.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../src/dice/index.ts';
import {
  duelSystem, simulate, simulateFight, type AnySystem, type Combatant, type TableEvent, type TableState,
} from '../src/kernel/index.ts';
import { D100_TEMPLATES, d100TrickStunt } from '../src/systems/d100-trick-stunt/index.ts';
import { BLUE_COMET, GANGSTER, IRONCLAD, MINDWARP, gloriousGladiators } from '../src/systems/glorious-gladiators/index.ts';
import { BLAZE, NOVA, THUG, TITAN, highLowHeroes } from '../src/systems/high-low-heroes/index.ts';

/** JSON with sorted keys: the golden pins every value, not the order in which objects list their keys. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : v));
}
const digest = (value: unknown) => createHash('sha256').update(canonical(value)).digest('hex').slice(0, 16);

interface Case {
  readonly name: string;
  readonly system: AnySystem;
  readonly combatants: readonly Combatant[];
  readonly tableOptions?: Record<string, unknown>;
  /** Fights whose whole log is pinned, and the size of the pinned simulate() run. */
  readonly logs: number;
  readonly fights: number;
}

const d100 = (id: string, side: string): Combatant => {
  const t = D100_TEMPLATES.find((x) => x.id === id)!;
  return { id, name: t.name, side, sheet: t.sheet };
};

const CASES: readonly Case[] = [
  { name: 'duel system', system: duelSystem, combatants: [
    { id: 'a', name: 'A', side: 'A', sheet: { life: 8, bonus: 1 } },
    { id: 'b', name: 'B', side: 'B', sheet: { life: 8, bonus: 0 } },
  ], logs: 3, fights: 200 },
  { name: 'd100 Aldo vs Brick', system: d100TrickStunt, combatants: [d100('aldo', 'heroes'), d100('brick', 'villains')], logs: 6, fights: 300 },
  {
    name: 'd100 two heroes vs three NPCs, GM rulings on',
    system: d100TrickStunt,
    combatants: [d100('aldo', 'heroes'), d100('cato', 'heroes'), d100('brick', 'villains'), d100('thug', 'villains'), d100('guard', 'villains')],
    tableOptions: {
      gmApprovesTricks: true, repeatPenalty: 10, gentleCriticals: true, startingRange: 'medium', useSkills: true,
      tsAffectsDefense: true, deathDie: 6,
    },
    logs: 4, fights: 60,
  },
  {
    name: 'd100 Cato vs Guard, other rulings',
    system: d100TrickStunt,
    combatants: [d100('cato', 'heroes'), d100('guard', 'villains')],
    tableOptions: {
      criticalsAlwaysCount: false, opposedBothSucceed: 'lower-wins', powerOnShots: true, bashKnocksOut: true, maimedFightOn: true,
      deathShift: 3, startingRange: 'long',
    },
    logs: 4, fights: 100,
  },
  { name: 'HLH Blaze vs Titan, no map', system: highLowHeroes, combatants: [
    { id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE },
    { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN },
  ], logs: 4, fights: 300 },
  { name: 'HLH Blaze vs Titan on the map', system: highLowHeroes, combatants: [
    { id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE, position: { x: 0, y: 0 } },
    { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN, position: { x: 8, y: 3 } },
  ], logs: 4, fights: 200 },
  {
    name: 'HLH Blaze and Nova vs Titan and two thugs on the map, other rulings',
    system: highLowHeroes,
    combatants: [
      { id: 'blaze', name: 'Blaze', side: 'heroes', sheet: BLAZE, position: { x: 0, y: 0 } },
      { id: 'nova', name: 'Nova', side: 'heroes', sheet: NOVA, position: { x: 0, y: 2 } },
      { id: 'titan', name: 'Titan', side: 'villains', sheet: TITAN, position: { x: 6, y: 1 } },
      { id: 't1', name: 'Thug 1', side: 'villains', sheet: THUG, position: { x: 5, y: 3 } },
      { id: 't2', name: 'Thug 2', side: 'villains', sheet: THUG, position: { x: 5, y: 0 } },
    ],
    tableOptions: { dazedBy: 'any-damage', tieOrder: 'seat', initiativePenalty: 'net-loss', heroicEffortOnDefense: true, unconsciousDefense: 'full', assistAdjacent: true },
    logs: 3, fights: 60,
  },
  { name: 'GG Blue Comet vs Ironclad', system: gloriousGladiators, combatants: [
    { id: 'comet', name: 'Blue Comet', side: 'heroes', sheet: BLUE_COMET, position: { q: 0, r: 0 } },
    { id: 'iron', name: 'Ironclad', side: 'villains', sheet: IRONCLAD, position: { q: 6, r: 0 } },
  ], logs: 3, fights: 40 },
  { name: 'GG Mindwarp vs two gangsters', system: gloriousGladiators, combatants: [
    { id: 'mind', name: 'Mindwarp', side: 'heroes', sheet: MINDWARP, position: { q: 0, r: 0 } },
    { id: 'g1', name: 'Gangster 1', side: 'villains', sheet: GANGSTER, position: { q: 4, r: 0 } },
    { id: 'g2', name: 'Gangster 2', side: 'villains', sheet: GANGSTER, position: { q: 4, r: 1 } },
  ], logs: 2, fights: 20 },
];

/** One fight through the full `step` path: its whole log and final state, digested. */
function tracedFight(c: Case, seed: string) {
  const events: TableEvent[] = [];
  let last: TableState | undefined;
  const result = simulateFight(c.system, c.combatants, seededRng(seed), {
    tableOptions: c.tableOptions,
    trace: (e, s) => {
      events.push(...e);
      last = s;
    },
  });
  return { result, events: events.length, log: digest(events), state: digest(last) };
}

/** One fight through one lane: its result and the table it ends on. */
function laneFight(c: Case, seed: string, lane: 'fast' | 'full') {
  let end: TableState | undefined;
  const result = simulateFight(c.system, c.combatants, seededRng(seed), { tableOptions: c.tableOptions, lane, end: (s) => (end = s) });
  return { result, end };
}

describe('simulation fast lane', () => {
  for (const c of CASES) {
    const fights = Math.max(10, Math.ceil(c.fights / 5));
    it(`${c.name}: ${fights} fights end on the very same table in the fast lane and through step`, () => {
      for (let i = 0; i < fights; i++) {
        const fast = laneFight(c, `lanes:${i}`, 'fast');
        const full = laneFight(c, `lanes:${i}`, 'full');
        expect(fast.result).toEqual(full.result);
        expect(fast.end).toStrictEqual(full.end);
      }
    });
  }
});

describe('simulation golden fights', () => {
  for (const c of CASES) {
    it(`${c.name}: every event of ${c.logs} seeded fights and a ${c.fights}-fight summary are unchanged`, () => {
      const logs = Array.from({ length: c.logs }, (_, i) => tracedFight(c, `golden:${i}`));
      const summary = simulate(c.system, c.combatants, { fights: c.fights, seed: 'golden', tableOptions: c.tableOptions });
      expect({ logs, wins: summary.wins, meanRounds: summary.meanRounds, summary: digest(summary) }).toMatchSnapshot();
    });
  }
});

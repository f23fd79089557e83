import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../dice/index.ts';
import { eventFor, simulateFight, viewFor, type Actor, type TableEvent, type TableState } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { GG_TEMPLATES } from '../templates/index.ts';
import type { S } from './model.ts';
import { GG_SHEET_NUMBERS } from './sheet-numbers.ts';

// A player at the table with an unrevealed NPC (docs/hidden-information.md): what the log and the
// view tell them of its sheet. 'a' is the player's figure, 'b' the NPC.
const PLAYER: Actor = { kind: 'player', id: 'p' };
/** A log line as the server words it, with the table. */
const line = (e: TableEvent, s: TableState) => gloriousGladiators.describe(e, s as S);

/** Every GG event type the play rules write: a draft's `type: 'gg.x'` (either side of a `?:`), or a fold's `'gg.x': (s`. */
function writtenTypes(): string[] {
  const dir = import.meta.dirname;
  const types = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const src = readFileSync(join(dir, file), 'utf8');
    for (const m of src.matchAll(/type: '(gg\.[a-z.-]+)',\s*(?:data|ruleIds)/g)) types.add(m[1]!);
    for (const m of src.matchAll(/type: [^'\n]*\? '(gg\.[a-z.-]+)' : '(gg\.[a-z.-]+)'/g)) types.add(m[1]!).add(m[2]!);
    for (const m of src.matchAll(/'(gg\.[a-z.-]+)': \(s/g)) types.add(m[1]!);
  }
  return [...types].sort();
}

/** The table as the player's: they hold 'a', the GM holds 'b' and has not revealed it. */
function atTable(s: TableState): TableState {
  const a = s.figures.a!;
  const b = s.figures.b!;
  return { ...s, figures: { ...s.figures, a: { ...a, controller: 'p' }, b: { ...b, controller: 'gm', revealed: false } } };
}

interface Seen {
  readonly event: TableEvent;
  readonly shown: TableEvent & { masked?: string[] };
  readonly text: string;
  readonly state: TableState;
}

/** Every event of a fight between each pair of templates, as the player sees it; fought once for the file. */
let fought: { types: Set<string>; seen: Seen[] } | undefined;
function fights() {
  if (fought) return fought;
  const types = new Set<string>();
  const seen: Seen[] = [];
  for (const x of GG_TEMPLATES) {
    for (const y of GG_TEMPLATES) {
      simulateFight(gloriousGladiators, [
        { id: 'a', name: x.name, side: 'heroes', sheet: x.sheet, position: { q: 0, r: 0 } },
        { id: 'b', name: y.name, side: 'villains', sheet: y.sheet, position: { q: 5, r: 0 } },
      ], seededRng(`hidden:${x.id}:${y.id}`), {
        trace: (events, state) => {
          const table = atTable(state);
          for (const event of events) {
            types.add(event.type);
            const shown = eventFor(event, PLAYER, table, gloriousGladiators) as Seen['shown'];
            if (shown.type === 'redacted') continue;
            seen.push({ event, shown, text: line(shown, table), state: table });
          }
        },
      });
    }
  }
  fought = { types, seen };
  return fought;
}

describe('what a player sees of an unrevealed NPC in Glorious Gladiators', () => {
  it('every event type GG writes or a fight emits is declared, with its sheet numbers or as carrying none', () => {
    const written = writtenTypes();
    expect(written.length).toBeGreaterThan(100);
    expect(written).toContain('gg.hit-roll');
    const emitted = [...fights().types].filter((t) => t.startsWith('gg.'));
    const undeclared = [...new Set([...written, ...emitted])].filter((t) => !Object.hasOwn(GG_SHEET_NUMBERS.events, t));
    expect(undeclared).toEqual([]);
  });

  it('the NPC\'s Levels, defences, rolls needed and hits left are null to the player; dice, outcomes and ability names stay', () => {
    const { seen } = fights();
    const rolls = seen.filter((x) => (x.event.type === 'gg.hit-roll' || x.event.type === 'gg.missed') && 'faces' in (x.event.data as object));
    const npcAttacks = rolls.filter((x) => (x.event.data as { figure: string }).figure === 'b');
    const pcAttacks = rolls.filter((x) => (x.event.data as { figure: string }).figure === 'a');
    expect(npcAttacks.length).toBeGreaterThan(20);
    expect(pcAttacks.length).toBeGreaterThan(20);
    for (const { event, shown } of npcAttacks) {
      const d = event.data as Record<string, unknown>;
      const open = { faces: d.faces, success: d.success, ability: d.ability };
      expect(shown.data).toMatchObject({ level: null, needed: null, defence: d.defence, ...open });
    }
    for (const { event, shown } of pcAttacks) {
      const d = event.data as Record<string, unknown>;
      const open = { faces: d.faces, success: d.success, ability: d.ability };
      expect(shown.data).toMatchObject({ level: d.level, defence: null, needed: null, ...open });
    }
    const hits = seen.filter((x) => x.event.type === 'gg.hit' && (x.event.data as { target: string }).target === 'b');
    expect(hits.length).toBeGreaterThan(10);
    for (const { event, shown } of hits) expect(shown.data).toMatchObject({ hitsLeft: null, hits: (event.data as { hits: number }).hits });
  });

  it('the player\'s log lines are worded without the hidden numbers, never with null, undefined or a stray ?', () => {
    const { seen } = fights();
    const bad = seen.filter((x) => /\bnull\b|undefined|NaN|\?/.test(x.text)).map((x) => `${x.event.type}: ${x.text}`);
    expect([...new Set(bad)].slice(0, 10)).toEqual([]);
    const npcRolls = seen.filter((x) => x.event.type === 'gg.hit-roll' && (x.event.data as { figure: string }).figure === 'b');
    for (const { text } of npcRolls) expect(text).not.toMatch(/needing/);
    // The GM's line keeps them: a hit roll against a hidden NPC says what it needed.
    const gm = npcRolls.map((x) => line(x.event, x.state));
    expect(gm.every((t) => /needing -?\d+\+/.test(t))).toBe(true);
  });

  it('every declared number, hidden, leaves a line without it: no null, undefined, NaN or ? that the shown number did not have', () => {
    const { seen } = fights();
    const table = seen[0]!.state;
    const ids = { figure: 'b', target: 'b', by: 'b', from: 'b', struck: 'b', attacker: 'b', pursuer: 'b' };
    const bad: string[] = [];
    for (const [type, fields] of Object.entries(GG_SHEET_NUMBERS.events)) {
      const numbers = Object.fromEntries(Object.keys(fields).filter((f) => !f.includes('.')).map((f) => [f, 3]));
      const event: TableEvent = { seq: 1, batch: 1, type, data: { ...numbers, ...ids, ability: 'punch-kick', faces: [7], face: 7, success: true } };
      const shown = eventFor(event, PLAYER, table, gloriousGladiators) as TableEvent;
      const text = line(shown, table);
      // Fields this made-up event lacks read as they always do; what hiding a number adds is the fault.
      const marks = (t: string) => t.match(/\bnull\b|undefined|NaN|\?/g)?.length ?? 0;
      if (marks(text) > marks(line(event, table))) bad.push(`${type}: ${text}`);
    }
    expect(bad).toEqual([]);
  });

  it('the initiative order names the NPC without its score and the player\'s figure with its own', () => {
    const { seen } = fights();
    const order = seen.find((x) => x.event.type === 'gg.order')!;
    const scores = (order.event.data as { scores: Record<string, number> }).scores;
    expect((order.shown.data as { scores: unknown }).scores).toEqual({ a: scores.a, b: null });
    expect(order.text).toContain(`a (${scores.a})`);
    expect(order.text).not.toContain(`b (`);
  });

  it('a check\'s dice record keeps its faces and outcome and loses the roll it needed while a sheet is hidden', () => {
    const { seen } = fights();
    const checks = seen.filter((x) => x.event.type === 'dice.rolled' && String((x.event.data as { roller: string }).roller).startsWith('gg-check:'));
    expect(checks.length).toBeGreaterThan(20);
    for (const { event, shown } of checks) {
      const d = event.data as { value: { faces: number[]; success: boolean }; dice: unknown };
      expect(shown.data).toMatchObject({ roller: 'gg-check:', value: { target: null, faces: d.value.faces, success: d.value.success }, dice: d.dice });
    }
  });

  it('the view keeps the NPC\'s hits and maximum hits from the player and says whether it is hurt; the GM and a revealed NPC show them', () => {
    const { seen } = fights();
    const hurtAt = seen.find((x) => x.event.type === 'gg.hit' && (x.event.data as { target: string }).target === 'b')!.state;
    const npc = viewFor(gloriousGladiators, hurtAt, PLAYER).figures.b!.status as Record<string, unknown>;
    expect(npc).toMatchObject({ hits: null, maxHits: null, hurt: true });
    const own = viewFor(gloriousGladiators, hurtAt, PLAYER).figures.a!.status as Record<string, unknown>;
    expect(typeof own.hits).toBe('number');
    expect(own.hurt).toBeUndefined();
    const real = hurtAt.figures.b!.status as { hits: number; maxHits: number };
    expect(viewFor(gloriousGladiators, hurtAt, { kind: 'gm' }).figures.b!.status).toMatchObject({ hits: real.hits, maxHits: real.maxHits });
    const shown = { ...hurtAt, figures: { ...hurtAt.figures, b: { ...hurtAt.figures.b!, revealed: true } } };
    expect(viewFor(gloriousGladiators, shown, PLAYER).figures.b!.status).toMatchObject({ hits: real.hits, maxHits: real.maxHits });
  });
});

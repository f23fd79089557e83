// A player at a table with an unrevealed NPC, in every system with a bot (docs/hidden-information.md):
// every event type a seeded fight emits is declared (its sheet numbers, or none), what the player sees
// of each event has the NPC's numbers blanked and reads as a line without them, and the view keeps
// the NPC's Life. Glorious Gladiators has its own, fuller test beside its rules (play/sheet-numbers.test.ts).
import { describe, expect, it } from 'vitest';
import { seededRng } from '../src/dice/index.ts';
import {
  eventFor, isKernelEvent, simulateFight, viewFor, type Actor, type AnySystem, type Combatant, type TableEvent, type TableState,
} from '../src/kernel/index.ts';
import { D100_TEMPLATES, d100TrickStunt } from '../src/systems/d100-trick-stunt/index.ts';
import { gloriousGladiators } from '../src/systems/glorious-gladiators/index.ts';
import { GG_TEMPLATES } from '../src/systems/glorious-gladiators/templates/index.ts';
import { HLH_TEMPLATES, highLowHeroes } from '../src/systems/high-low-heroes/index.ts';

const PLAYER: Actor = { kind: 'player', id: 'p' };

interface Seen { readonly event: TableEvent; readonly shown: TableEvent; readonly text: string; readonly table: TableState }

/** The table as the player's: they hold 'a'; 'b', the GM's, is not revealed. */
function atTable(s: TableState): TableState {
  const { a, b } = s.figures;
  return { ...s, figures: { ...s.figures, a: { ...a!, controller: 'p' }, b: { ...b!, controller: 'gm', revealed: false } } };
}

type Templates = ReadonlyArray<{ readonly id: string; readonly name: string; readonly sheet: unknown }>;

/** Every event of a seeded fight between each pair of templates, and what the player sees of it. */
function fights(system: AnySystem, templates: Templates, at: (i: 0 | 1) => Combatant['position']): Seen[] {
  const seen: Seen[] = [];
  for (const x of templates) {
    for (const y of templates) {
      const one = (id: string, t: Templates[number], side: string, i: 0 | 1): Combatant => {
        const position = at(i);
        return { id, name: t.name, side, sheet: t.sheet, ...(position !== undefined ? { position } : {}) };
      };
      simulateFight(system, [one('a', x, 'heroes', 0), one('b', y, 'villains', 1)], seededRng(`hidden:${x.id}:${y.id}`), {
        maxCommands: 300,
        trace: (events, state) => {
          const table = atTable(state);
          for (const event of events) {
            const shown = eventFor(event, PLAYER, table, system);
            if (shown.type === 'redacted') continue;
            // As the server words it (server/views.ts): a line that throws goes out as the bare type.
            let text: string;
            try {
              text = system.describe(shown as TableEvent, table);
            } catch {
              text = event.type;
            }
            seen.push({ event, shown: shown as TableEvent, text, table });
          }
        },
      });
    }
  }
  return seen;
}

const SYSTEMS = [
  { system: highLowHeroes, templates: HLH_TEMPLATES, at: (i: 0 | 1) => ({ x: i * 6, y: i }) },
  { system: d100TrickStunt, templates: D100_TEMPLATES, at: () => undefined },
  { system: gloriousGladiators, templates: GG_TEMPLATES.slice(0, 4), at: (i: 0 | 1) => ({ q: i * 5, r: 0 }) },
] as const;

describe('an unrevealed NPC\'s sheet numbers in the log', () => {
  for (const { system, templates, at } of SYSTEMS) {
    const seen = fights(system, templates, at);

    it(`${system.name}: every event type its fights emit is declared, with its sheet numbers or as carrying none`, () => {
      const types = new Set(seen.map((x) => x.event.type).filter((t) => !isKernelEvent({ type: t })));
      expect(types.size).toBeGreaterThan(5);
      expect([...types].filter((t) => !Object.hasOwn(system.sheetNumbers?.events ?? {}, t))).toEqual([]);
    });

    it(`${system.name}: the player's lines read without the hidden numbers, never with null, undefined or NaN`, () => {
      const bad = seen.filter((x) => /\bnull\b|undefined|NaN/.test(x.text) || (x.text === x.event.type && !isKernelEvent(x.event)));
      expect([...new Set(bad.map((x) => `${x.event.type}: ${x.text}`))].slice(0, 8)).toEqual([]);
      // Some numbers were hidden, and the GM's lines for the same events still give them.
      const hid = seen.filter((x) => (x.shown as { masked?: unknown }).masked !== undefined);
      expect(hid.length).toBeGreaterThan(10);
    });

    it(`${system.name}: the view keeps the NPC's status numbers read off its sheet, the player's own are shown`, () => {
      const table = seen.at(-1)!.table;
      const status = (viewer: Actor, id: string) => viewFor(system, table, viewer).figures[id]!.status as Record<string, unknown>;
      for (const field of system.sheetNumbers?.status ?? []) {
        if (!(field in (table.figures.b!.status as object))) continue;
        expect(status(PLAYER, 'b')[field]).toBeNull();
        expect(status({ kind: 'gm' }, 'b')[field]).toEqual((table.figures.b!.status as Record<string, unknown>)[field]);
        expect(status(PLAYER, 'a')[field]).toEqual((table.figures.a!.status as Record<string, unknown>)[field]);
      }
      // What the table sees of them instead (hurt, down) is there for the NPC, as true or false.
      for (const [k, v] of Object.entries(system.sheetNumbers?.seen?.(table.figures.b!.status as never) ?? {})) {
        expect(typeof v).toBe('boolean');
        expect(status(PLAYER, 'b')[k]).toBe(v);
        expect(status(PLAYER, 'a')[k]).toBeUndefined();
      }
    });
  }

  it('High/Low Heroes: an NPC\'s attack shows its dice and the hit, not its Powers\' modifiers nor the values they make', () => {
    const seen = fights(highLowHeroes, HLH_TEMPLATES.slice(0, 2), (i) => ({ x: i * 6, y: i }));
    const npc = seen.filter((x) => x.event.type === 'hlh.attack' && (x.event.data as { attacker: string }).attacker === 'b');
    expect(npc.length).toBeGreaterThan(5);
    for (const { event, shown } of npc) {
      const d = event.data as { toHit: { reading: number; situational: number }; roll: unknown; hit: boolean; damage: number };
      expect(shown.data).toMatchObject({
        roll: d.roll, hit: d.hit, damage: d.damage,
        toHit: { reading: d.toHit.reading, situational: d.toHit.situational, power: null, value: null },
      });
    }
  });

  it('d100 Trick & Stunt: an NPC\'s attack shows what it rolled against and the result, not the score it needed', () => {
    const seen = fights(d100TrickStunt, D100_TEMPLATES, () => undefined);
    const npc = seen.filter((x) => x.event.type === 'd100.attacked' && (x.event.data as { attacker: string }).attacker === 'b');
    expect(npc.length).toBeGreaterThan(5);
    for (const { event, shown, text } of npc) {
      const d = event.data as { score: string; result: string; weaponName: string };
      expect(shown.data).toMatchObject({ need: null, base: null, score: d.score, result: d.result, weaponName: d.weaponName });
      expect(text).not.toMatch(/needs/);
    }
  });
});

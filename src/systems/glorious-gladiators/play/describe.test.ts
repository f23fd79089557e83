import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../dice/index.ts';
import { simulateFight, type TableEvent } from '../../../kernel/index.ts';
import { gloriousGladiators } from '../system.ts';
import { GG_TEMPLATES } from '../templates/index.ts';
import { describeGgEvent } from './describe.ts';
import type { S } from './model.ts';
import { ggTable } from './testing.ts';

const line = (type: string, data: Record<string, unknown>) => describeGgEvent({ type, data });

/** Every GG event type the play rules write: `type: 'gg.x', data` in a draft, or a fold's `'gg.x': (s` entry. */
function eventTypes(): string[] {
  const dir = import.meta.dirname;
  const types = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const src = readFileSync(join(dir, file), 'utf8');
    for (const m of src.matchAll(/type: '(gg\.[a-z.-]+)',\s*(?:data|ruleIds)/g)) types.add(m[1]!);
    for (const m of src.matchAll(/'(gg\.[a-z.-]+)': \(s/g)) types.add(m[1]!);
  }
  return [...types].sort();
}

/** Every GG event of a simulated fight between each pair of templates, worded with the table and bare; fought once for the file. */
let fights: { seen: Set<string>; lines: { type: string; text: string }[] } | undefined;
function templateFights() {
  if (fights) return fights;
  const seen = new Set<string>();
  const lines: { type: string; text: string }[] = [];
  for (const a of GG_TEMPLATES) {
    for (const b of GG_TEMPLATES) {
      simulateFight(gloriousGladiators, [
        { id: 'a', name: a.name, side: 'heroes', sheet: a.sheet, position: { q: 0, r: 0 } },
        { id: 'b', name: b.name, side: 'villains', sheet: b.sheet, position: { q: 5, r: 0 } },
      ], seededRng(`log:${a.id}:${b.id}`), {
        trace: (events: readonly TableEvent[], state) => {
          for (const e of events) {
            if (!e.type.startsWith('gg.')) continue;
            seen.add(e.type);
            // As the server words it (with the table) and as a bare event.
            const texts = [gloriousGladiators.describe(e, state as S), gloriousGladiators.describe(e)];
            for (const text of texts) lines.push({ type: e.type, text });
          }
        },
      });
    }
  }
  fights = { seen, lines };
  return fights;
}

describe('the Glorious Gladiators log', () => {
  it('[GG-ACT-01] every event the rules write reads as a sentence, never its bare type, even with its fields missing', () => {
    const types = eventTypes();
    // The scan itself must keep finding the events (over a hundred kinds today).
    expect(types.length).toBeGreaterThan(100);
    const bare = types.filter((t) => line(t, {}) === t.replace(/^gg\./, '').replace(/[.-]/g, ' '));
    expect(bare).toEqual([]);
  });

  it('[GG-INIT-01] [GG-RULING-02] [GG-INIT-03] turns and Full Turns say whose and in what order, initiative with its scores', () => {
    expect(line('gg.order', { order: ['comet', 'iron'], endGameTurn: 15 })).toBe('Initiative order: comet, iron; the End Game begins on Full Turn 15');
    // With its scores: why a minor's 9 comes after a major's 6 (GG-RULING-02).
    expect(line('gg.order', { order: ['comet', 'iron', 'thug'], scores: { comet: 28, iron: 6, thug: 9 }, endGameTurn: 16 })).toBe(
      'Initiative order: comet (28), iron (6), thug (9), by Speed × 10 + D, majors before minors at equal Speed; the End Game begins on Full Turn 16');
    expect(line('gg.round', { round: 2, order: ['iron', 'comet'] })).toBe('Full Turn 2: iron, comet act in that order');
    expect(line('gg.turn', { figure: 'comet', actions: 1 })).toBe('comet\'s turn (1 action)');
    expect(line('gg.turn.ended', { figure: 'comet', reason: 'no actions left' })).toBe('comet\'s turn ends (no actions left)');
    expect(line('gg.delayed', { figure: 'comet', after: 'iron' })).toBe('comet delays until after iron');
  });

  it('[GG-MOVE-01] [GG-ATK-04] a move says who, how far, where to and by which Movement', () => {
    expect(line('gg.moved', { figure: 'iron', to: { q: 2, r: -1 }, hexes: 3, activeMove: { key: 'super-running', level: 4 }, crawl: false, backstep: true }))
      .toBe('iron moves 3 hexes to hex 2, -1 (super running), stepping back from an enemy');
    expect(line('gg.moved', { figure: 'iron', to: { q: 1, r: 0 }, hexes: 1, activeMove: null, crawl: true })).toBe('iron crawls 1 hex to hex 1, 0');
  });

  it('[GG-ATK-01] [GG-ATK-08] attacks name the ability, the dice and the follow-up', () => {
    expect(line('gg.hit-roll', { figure: 'comet', target: 'iron', ability: 'lightning-bolt', needed: 4, faces: [9] })).toBe('comet hits iron with lightning bolt (rolled 9 needing 4+)');
    expect(line('gg.follow-up', { followUp: { figure: 'comet', target: 'iron', used: ['lightning-bolt'], left: 2 } })).toBe('comet may follow up on iron (2 attacks left)');
    expect(line('gg.follow-up', { followUp: null })).toBe('No follow-up attack is left');
    expect(line('gg.used', { figure: 'thug', ability: 'pistol', used: 2, of: 3 })).toBe('thug has used pistol 2 of 3 times');
    expect(line('gg.used', { figure: 'thug', ability: 'pistol', used: 0, reloaded: true })).toBe('thug reloads pistol');
  });

  it('[GG-SIT-03] [GG-ABL-70] a wall reads by what happened to it', () => {
    expect(line('gg.wall', { at: { q: 3, r: 0 }, by: 'iron', ability: 'punch-kick', hits: 2, breached: false, wall: { hits: 1 }, faces: [8], needed: 5 }))
      .toBe('iron hits the wall at hex 3, 0: 1 hit left (rolled 8 needing 5+)');
    expect(line('gg.wall', { at: { q: 3, r: 0 }, by: 'iron', ability: 'punch-kick', hits: 3, breached: true, wall: null, moveThrough: true }))
      .toBe('iron runs into the wall at hex 3, 0: it is breached');
    expect(line('gg.wall', { at: { q: 3, r: 0 }, by: 'mage', ability: 'disintegration', breached: true, faces: [7], needed: 6 }))
      .toBe('mage disintegrates the wall at hex 3, 0 (rolled 7 needing 6+)');
    expect(line('gg.wall', { at: { q: 1, r: 1 }, by: 'mage', ability: 'wall', wall: { hits: 3 } })).toBe('mage raises a wall at hex 1, 1');
    expect(line('gg.wall', { at: { q: 1, r: 1 }, wall: { hits: 3 } })).toBe('The GM puts a wall at hex 1, 1');
    expect(line('gg.wall', { hex: '1,1', wall: null })).toBe('The GM clears the wall at hex 1, 1');
  });

  it('[GG-DICE-06] [GG-ACT-01] Hero Points, drain and hindrance say which way they went', () => {
    expect(line('gg.hero-point', { figure: 'comet', left: 0 })).toBe('comet spends a Hero Point to roll again (0 left)');
    expect(line('gg.hero-point', { figure: 'comet', left: 2, awarded: 1 })).toBe('The GM awards comet 1 Hero Point (2 now)');
    expect(line('gg.drained', { target: 'iron', ability: 'armour', levels: 2, drained: 2 })).toBe('iron\'s armour is drained by 2 Levels (2 in all)');
    expect(line('gg.drained', { target: 'iron', ability: 'armour', levels: -1, drained: 1 })).toBe('iron recovers 1 drained Level of armour (1 still drained)');
    expect(line('gg.hindered', { target: 'iron', points: 1, hindrance: 2 })).toBe('iron is hindered: 2 Hindrance points in all');
  });

  it('[GG-ATK-01] [GG-ABL-12] with the table, a line names each ability as its owner\'s sheet does', () => {
    const s = ggTable([{ id: 'comet', side: 'heroes', template: 'blue-comet' }, { id: 'iron', side: 'villains', template: 'ironclad' }]).state as S;
    const named = (type: string, data: Record<string, unknown>) => describeGgEvent({ type, data }, s);
    // A sheet line under its own name, and a free starting ability (GG-ABL-S1) under the catalog's.
    expect(named('gg.hit-roll', { figure: 'iron', target: 'comet', ability: 'punch-kick', needed: 5, faces: [9] }))
      .toBe('iron hits comet with Steel Fist (rolled 9 needing 5+)');
    expect(named('gg.missed', { figure: 'comet', target: 'iron', ability: 'punch-kick', needed: 6, faces: [2] }))
      .toBe('comet misses iron with Punch/Kick (rolled 2 needing 6+)');
    // Whose ability it is follows the line: the one countered is the attacker's (the event's target).
    expect(named('gg.countered', { figure: 'iron', target: 'comet', ability: 'lightning-bolt', countered: true }))
      .toBe('iron counters comet\'s Lightning Bolt');
    expect(named('gg.drained', { target: 'iron', ability: 'armour', levels: 1, drained: 1 })).toBe('iron\'s Battle Suit is drained by 1 Level (1 in all)');
    expect(named('gg.boosted', { figure: 'comet', ability: 'lightning-bolt', on: true })).toBe('comet\'s Lightning Bolt burns 4 Levels higher');
    // Without the table, or for a figure or key it does not hold, the key in words.
    expect(named('gg.hit-roll', { figure: 'gone', target: 'comet', ability: 'punch-kick' })).toBe('gone hits comet with punch kick');
    expect(named('gg.used', { figure: 'iron', ability: 'lent-blaster', used: 1, of: 3 })).toBe('iron has used lent blaster 1 of 3 times');
    expect(line('gg.hit-roll', { figure: 'iron', target: 'comet', ability: 'punch-kick' })).toBe('iron hits comet with punch kick');
  });

  it('[GG-DMG-04] a simulated fight between every pair of templates logs no raw values', () => {
    const bad: string[] = [];
    const { seen, lines } = templateFights();
    for (const { type, text } of lines) if (/undefined|null|NaN|\[object|\?/.test(text)) bad.push(`${type}: ${text}`);
    expect(seen.size).toBeGreaterThan(10);
    expect(bad).toEqual([]);
  });

  it('[GG-PLAY-192] no line carries a rule ID in brackets: the log shows each event\'s rule IDs beside it', () => {
    const bracketed = /\[GG-[A-Z]+-[A-Z0-9]+\]/;
    const fought = templateFights().lines.filter(({ text }) => bracketed.test(text)).map(({ type, text }) => `${type}: ${text}`);
    expect(fought).toEqual([]);
    // Every kind of event, with its fields missing: the branches a fight does not reach.
    expect(eventTypes().map((t) => line(t, {})).filter((text) => bracketed.test(text))).toEqual([]);
  });

  it('[GG-ACT-01] every condition has a name written as the GM\'s list and the sheets show it: capitalised, in words', () => {
    const names = Object.entries(gloriousGladiators.conditions).map(([id, c]) => [id, c.name] as const);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter(([, name]) => !/^[A-Z]/.test(name))).toEqual([]);
    expect(gloriousGladiators.conditions['out-of-action']?.name).toBe('Out of action');
  });
});

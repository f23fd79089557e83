import { describe, expect, it } from 'vitest';
import { gloriousGladiators } from '../system.ts';

// Every event the modifiers' and traits' rules emit has its own log line; its rule IDs ride on the event,
// beside the line in the log, not in it (GG-PLAY-192).

const EVENTS: Record<string, Record<string, unknown>> = {
  'gg.wound-recovered': { figure: 'a', success: true, to: 'light', face: 6, bonus: 0, needed: 6 },
  'gg.forced-move-roll': { target: 'b', success: true, push: 'knockback' },
  'gg.knockback-struck': { target: 'b', struck: 'c', travelled: 3, level: 3 },
  'gg.knockback-dodge': { figure: 'c', body: 'b', faces: [7], needed: 5, avoided: true },
  'gg.lethal-used': { figure: 'a' },
  'gg.quick': { figure: 'b', target: 'a', ability: 'zap', first: true },
  'gg.reaction': { figure: 'b', target: 'a', ability: 'zap' },
  'gg.persisting': { instance: { by: 'a', ability: 'cold', variant: 'barrier' } },
  'gg.persist-acts': { figure: 'a', target: 'b', why: 'turn' },
  'gg.persist-ended': { why: 'faded' },
  'gg.persist-update': { level: 2 },
  'gg.activation': { figure: 'a', ability: 'armour', works: false, face: 2, needed: 5 },
  'gg.uncontrolled': { figure: 'a' },
  'gg.toggled': { figure: 'a', ability: 'field', toggled: true, off: true },
  'gg.concentrating': { figure: 'a', ability: 'cold', hits: 3 },
  'gg.concentration-broken': { figure: 'a', ability: 'cold', why: 'took a hit' },
  'gg.autofire': { figure: 'a', target: 'b', shot: 2 },
  'gg.cascade': { figure: 'a', ability: 'gun', from: 'b', target: 'c', level: 2 },
  'gg.limited': { figure: 'a', ability: 'gun', works: false },
  'gg.variable': { figure: 'a', ability: 'gun', level: 4 },
  'gg.weakened': { figure: 'a', ability: 'gun', weakened: 1 },
  'gg.adapted': { figure: 'a', ability: 'gun', target: 'b', levels: 1 },
  'gg.spent': { figure: 'a', ability: 'gun', why: 'exhausts' },
  'gg.shield': { figure: 'b', ability: 'spikes', target: 'a' },
  'gg.astray': { figure: 'a', ability: 'gun', to: 'c' },
  'gg.bullet-wall': { figure: 'a', ability: 'gun', hex: '3,0', passed: true, after: 1 },
  'gg.showboating': { figure: 'a', now: 1, later: 1 },
  'gg.trait': { figure: 'a', trait: 'coward', holds: true },
  'gg.escaped': { figure: 'a', trait: 'escape-effect', success: true },
  'gg.linked': { figure: 'a', target: 'b', ability: 'ray', with: 'blast' },
  'gg.item-regained': { figure: 'a', ability: 'armour', success: true },
  'gg.flexed': { figure: 'a', ability: 'gun', choice: { range: 'distant' } },
  'gg.dismounted': { figure: 'a' },
  'gg.mount-moved': { figure: 'a' },
  'gg.remounted': { figure: 'a' },
  'gg.super-form': { figure: 'a', in: false, progress: 1, needed: 2 },
  'gg.honour': { figure: 'a', interloper: 'c', opponent: 'b' },
  'gg.boosted': { figure: 'a', ability: 'armour', on: true },
};

describe('glorious gladiators: log lines of the modifiers and traits', () => {
  it('[GG-PLAY-30] [GG-PLAY-192] each modifier and trait event reads as a sentence of its own, with no rule ID in brackets', () => {
    for (const [type, data] of Object.entries(EVENTS)) {
      const line = gloriousGladiators.describe({ type, data, ruleIds: [], seq: 1, batch: 1 });
      expect(line, type).not.toBe(type.replace(/^gg\./, '').replace(/[.-]/g, ' '));
      expect(line, type).not.toMatch(/\[GG-/);
    }
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Effect } from '../catalog/effects.ts';
import { catalogEntries, coverageCounts, derivedPlay, labelHolds } from './coverage.ts';
import { recordCoverage } from './profile-coverage.ts';

// The honest account (GG-PLAY-30): a catalog label may claim only what play's handlers apply.

describe('glorious gladiators: what play automates, derived from its handlers', () => {
  it('[GG-PLAY-30] every entry\'s play label holds against the handlers play has', () => {
    const wrong = catalogEntries().filter((e) => !labelHolds(e)).map((e) => `${e.id}: labelled ${e.play}, play does ${derivedPlay(e)}`);
    expect(wrong).toEqual([]);
  });

  it('[GG-PLAY-30] partial and referee entries say what the referee does', () => {
    const silent = catalogEntries().filter((e) => (e.play === 'partial' || e.play === 'referee') && !e.refereeNotes?.trim()).map((e) => e.id);
    expect(silent).toEqual([]);
  });

  it('[GG-PLAY-30] kinds handled in part say which records: a label claiming more fails', () => {
    const r = (e: Record<string, unknown>) => recordCoverage(e as unknown as Effect);
    // Risks rolled on use (Backfire, Disabling) play; those on later turns, for now, are the referee's.
    expect(r({ kind: 'risk', trigger: 'activation', faces: [1, 1], consequence: 'hits-to-user' })).toBe('all');
    expect(r({ kind: 'risk', trigger: 'use', faces: [1, 1], consequence: 'out-of-action' })).toBe('all');
    // Riposte is a reaction play runs; a record of a kind with no handler never counts.
    expect(r({ kind: 'reaction', trigger: 'direct-attack-failed', costsAction: false, automatic: true })).toBe('all');
    expect(r({ kind: 'special', handler: 'super-strength' })).toBe('all');
    expect(r({ kind: 'protection', against: {}, scale: 'full', holder: 'target' })).toBe('all');
    expect(r({ kind: 'condition', condition: 'stunned', on: 'result' })).toBe('all');
    expect(r({ kind: 'condition', condition: 'insubstantial', on: 'active' })).toBe('all');
    expect(r({ kind: 'condition', condition: 'animal-form', on: 'active' })).toBe('none');
    expect(r({ kind: 'concealment', against: { option: 'against' } })).not.toBe('none');
  });

  it('[GG-PLAY-30] an entry is automated only when every record plays, referee when none does', () => {
    const entry = (effects: Record<string, unknown>[], play: string) => ({ ...catalogEntries()[0]!, effects, play }) as never;
    const on = { kind: 'damage', hits: 1, boostsPerExtraHit: 2 };
    const off = { kind: 'condition', condition: 'animal-form', on: 'active' };
    expect(derivedPlay(entry([on], 'automated'))).toBe('automated');
    expect(derivedPlay(entry([on, off], 'automated'))).toBe('partial');
    expect(labelHolds(entry([on, off], 'automated'))).toBe(false);
    expect(labelHolds(entry([on, off], 'partial'))).toBe(true);
    expect(labelHolds(entry([off], 'partial'))).toBe(false);
    expect(labelHolds(entry([off], 'referee'))).toBe(true);
    expect(labelHolds(entry([], 'narrative'))).toBe(true);
  });

  it('[GG-PLAY-30] the system page quotes the counts this account computes', () => {
    const page = readFileSync(new URL('../../../../docs/systems/glorious-gladiators.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const c = coverageCounts();
    const m = /Of the (\d+) catalog entries that carry effect records, (\d+) play fully automated, (\d+) in part and (\d+) (?:is|are) the referee's; the other (\d+)/.exec(page);
    expect(m?.slice(1).map(Number)).toEqual([c.withRecords, c.automated, c.partial, c.referee, c.narrative]);
    expect(c.withRecords).toBe(c.automated + c.partial + c.referee);
  });
});

import { describe, expect, it } from 'vitest';
import { promptRole } from './prompt-role.ts';

const figure = (controller: string) => ({ id: 'x', name: 'X', side: 's', controller, sheet: null, status: {}, conditions: [], position: null, revealed: true });
const view = (controller: string, options = [{ value: 'keep', label: 'Keep' }]) => ({
  figures: { comet: figure(controller) },
  pending: { prompt: { to: 'comet', kind: 'spend-hero-point', message: 'Re-roll?', options } },
});
const GM = { id: 's-gm', role: 'gm' as const };
const ANN = { id: 'ann', role: 'player' as const };
const BOB = { id: 'bob', role: 'player' as const };

describe('who answers a pending question', () => {
  it('[GG-DICE-06] the PC\'s player chooses, another player waits, and the GM may answer for the player', () => {
    expect(promptRole(view('ann'), ANN)).toBe('chooser');
    expect(promptRole(view('ann'), BOB)).toBe('waiting');
    expect(promptRole(view('ann'), GM)).toBe('gm-for-player');
    expect(promptRole(view('gm'), GM)).toBe('chooser');
    expect(promptRole(view('gm'), ANN)).toBe('waiting');
    // An unrevealed NPC's question reaches players without options: nothing to answer with.
    expect(promptRole(view('gm', []), ANN)).toBe('waiting');
    expect(promptRole({ figures: {}, pending: null }, GM)).toBe('waiting');
  });
});

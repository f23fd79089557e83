import { describe, expect, it } from 'vitest';
import { answerLines, figureNames, lineText, rollResult, undoneBatches, withNames } from './log-text.ts';

const words = { names: new Map([['thug', 'Thug'], ['thug-2', 'Thug 2'], ['bea-the-bold', 'Bea the Bold']]), conditions: new Map([['dazed', 'Dazed']]) };

// The log speaks in names and words: no figure ids, no identifiers, no raw JSON.
describe('log lines', () => {
  it('says whose value the GM set, which, and to what', () => {
    const line = (data: Record<string, unknown>) => lineText({ seq: 1, type: 'table.gm.set', data }, words);
    expect(line({ path: ['figures', 'thug', 'status', 'life'], value: 5 })).toBe('The GM sets Thug\'s status › life to 5');
    expect(line({ path: ['figures', 'thug', 'controller'], value: 'gm' })).toBe('The GM sets Thug\'s controller to gm');
    // A hidden sheet's value reaches a player as null: the line names the sheet, not the value.
    expect(line({ path: ['figures', 'bea-the-bold', 'sheet'], value: null })).toBe('The GM sets Bea the Bold\'s sheet');
    expect(line({ path: ['round'], value: 3 })).toBe('The GM sets round to 3');
  });

  it('names a figure no longer at the table as it came (taken off, a minion gone), where its lines showed its id', () => {
    const view = { figureOrder: ['thug'], figures: { thug: { name: 'Thug the Renamed' } } } as never;
    const log = [
      { seq: 1, type: 'table.figure.added', data: { figure: { id: 'thug', name: 'Thug' } } },
      { seq: 2, type: 'table.figure.added', data: { figure: { id: 'thug-2', name: 'Thug 2' } } },
      { seq: 3, type: 'table.figure.removed', data: { figure: 'thug-2' } },
    ];
    const names = figureNames(view, log);
    expect(lineText(log[2]!, { names, conditions: new Map() })).toBe('Thug 2 leaves the table');
    // Who is at the table goes by the table's name for it now.
    expect(names.get('thug')).toBe('Thug the Renamed');
  });

  it('puts names for whole figure ids, the longest first', () => {
    expect(withNames('thug-2 attacks bea-the-bold; thug watches', words.names)).toBe('Thug 2 attacks Bea the Bold; Thug watches');
  });

  it('[HLH-COND-02] says a condition by its name, and drops bookkeeping lines', () => {
    expect(lineText({ seq: 1, type: 'table.condition.added', data: { figure: 'thug', condition: { id: 'dazed' } } }, words)).toBe('Thug: Dazed');
    expect(lineText({ seq: 2, type: 'table.decision.closed', data: {} }, words)).toBeNull();
    expect(lineText({ seq: 3, type: 'gg.turn-ended', text: 'turn.ended' }, words)).toBe('Turn ended');
  });

  it('[HLH-DICE-01] reads a coded High/Low roll from its dice, and checks as success or failure', () => {
    const die = (face: number) => ({ sides: 6, face });
    expect(rollResult({ seq: 1, type: 'dice.rolled', data: { roller: 'hlh:2d6', value: 102 } }, [die(5), die(2)])).toBe('High 5 · Low 2');
    expect(rollResult({ seq: 2, type: 'dice.rolled', data: { roller: 'hlh:2d6', value: 3 } }, [die(4), die(4)])).toBe('double: 8');
    expect(rollResult({ seq: 3, type: 'dice.rolled', data: { roller: 'd100', value: false } }, [die(94)])).toBe('failure');
    expect(rollResult({ seq: 4, type: 'dice.rolled', data: { roller: 'x', value: { hits: 2 } } }, [])).toBeNull();
  });

  it('knows which lines the GM undid: every batch an undo names, so the log can strike them through', () => {
    const events = [
      { seq: 1, batch: 1, type: 'gg.attacked' },
      { seq: 2, batch: 2, type: 'gg.hit' },
      { seq: 3, batch: 2, type: 'table.decision.requested' },
      { seq: 4, batch: 4, type: 'table.undo', data: { toBatch: 2, undone: [2] } },
      { seq: 5, batch: 5, type: 'gg.hit' },
    ];
    expect([...undoneBatches(events)]).toEqual([2]);
    expect(lineText(events[3]!, words)).toBe('The GM undid the last action: its lines are struck through');
  });

  it('[GG-DICE-06] says an answer by its option, and whose question it was, not by the value sent', () => {
    const prompt = (to: string, options: Array<{ value: string; label: string }>) => ({ to, kind: 'k', message: 'Re-roll?', options });
    const events = [
      { seq: 1, type: 'table.decision.requested', data: { prompt: prompt('thug', [{ value: 'keep', label: 'Keep the roll' }, { value: 'spend', label: 'Spend a Hero Point' }]) } },
      { seq: 2, type: 'table.decision.answered', data: { value: 'spend', by: { kind: 'gm' } } },
      // An unrevealed NPC's question reaches players without options: its value is all there is.
      { seq: 3, type: 'table.decision.requested', data: { prompt: prompt('thug-2', []) } },
      { seq: 4, type: 'table.decision.answered', data: { value: 'grapple', by: { kind: 'gm' } } },
    ];
    const lines = answerLines(events, words);
    expect(lines.get(2)).toBe('Thug answers: Spend a Hero Point');
    expect(lines.get(4)).toBe('Thug 2 answers: grapple');
  });

  it('[GG-DICE-06] says the GM answered a player\'s question, where it read as the player\'s own choice', () => {
    // The GM answered from the fold as the player clicked "Keep": the player's answer came second and was refused.
    const players = { ...words, players: new Set(['bea-the-bold']) };
    const options = [{ value: 'keep', label: 'Keep the roll' }, { value: 'spend', label: 'Spend a Hero Point' }];
    const events = [
      { seq: 1, type: 'table.decision.requested', data: { prompt: { to: 'bea-the-bold', kind: 'k', message: 'Re-roll?', options } } },
      { seq: 2, type: 'table.decision.answered', data: { value: 'spend', by: { kind: 'gm' } } },
      { seq: 3, type: 'table.decision.requested', data: { prompt: { to: 'bea-the-bold', kind: 'k', message: 'Re-roll?', options } } },
      { seq: 4, type: 'table.decision.answered', data: { value: 'keep', by: { kind: 'player', id: 's1' } } },
    ];
    const lines = answerLines(events, players);
    expect(lines.get(2)).toBe('The GM answers for Bea the Bold: Spend a Hero Point');
    expect(lines.get(4)).toBe('Bea the Bold answers: Keep the roll');
  });
});

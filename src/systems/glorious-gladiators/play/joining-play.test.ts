import { describe, expect, it } from 'vitest';
import type { Json, StepResult } from '../../../kernel/index.ts';
import { ggTemplateById } from '../templates/index.ts';
import { current, events, GM, ggTable, run, sys } from './testing.ts';

// Ruling GG-PLAY-193: a figure the GM or a player brings to the table during combat (the table's
// "Bring a character"; not one an ability makes, which follows its maker) takes its place in the
// order as the next Full Turn starts, ranked as at the start (GG-INIT-01), and acts from then on.
// Play had left it out of the order for good: on the map and attackable, it never had a turn.

const initiativeRolls = (r: StepResult) => events(r, 'dice.rolled').filter((e) => String((e.data as { label?: unknown }).label).startsWith('initiative'));

function fight() {
  const t = ggTable([
    { id: 'comet', side: 'heroes', template: 'blue-comet', at: { q: 0, r: 0 } },
    { id: 'iron', side: 'villains', template: 'ironclad', at: { q: 4, r: 0 } },
  ], { heroPoints: 0 });
  run(t, 'combat.start', {}, [9, 1]);
  expect(sys(t).order).toEqual(['comet', 'iron']);
  return t;
}

const add = (t: ReturnType<typeof fight>, id: string, template: string, side: string, q: number) => run(t, 'figure.add', {
  id, name: id, side, sheet: ggTemplateById(template)!.sheet as unknown as Json, position: { q, r: 1 },
}, [], [], GM);

describe('glorious gladiators: a figure brought in during combat', () => {
  it('[GG-PLAY-193] [GG-INIT-01] a gang member the GM adds mid-Full Turn acts from the next one, after the majors', () => {
    const t = fight();
    add(t, 'thug', 'gang-member', 'villains', 3);
    // Not this Full Turn: its order was made before it came.
    run(t, 'gg.end-turn', { figure: 'comet' });
    const r = run(t, 'gg.end-turn', { figure: 'iron' });
    // Majors before minors (GG-INIT-01): the gang member is last, with no one to tie and no D to roll.
    expect(sys(t).order).toEqual(['comet', 'iron', 'thug']);
    expect(initiativeRolls(r)).toHaveLength(0);
    expect(events(r, 'gg.round')[0]!.ruleIds).toContain('GG-PLAY-193');
    run(t, 'gg.end-turn', { figure: 'comet' });
    run(t, 'gg.end-turn', { figure: 'iron' });
    expect(current(t)).toBe('thug');
    // Once in the order it stays: the Full Turn after rolls nothing more.
    const next = run(t, 'gg.end-turn', { figure: 'thug' });
    expect(initiativeRolls(next)).toHaveLength(0);
    expect(sys(t).order).toEqual(['comet', 'iron', 'thug']);
  });

  it('[GG-PLAY-193] [GG-INIT-01] a major brought in ties with the majors of its Speed and each of the tie rolls a D', () => {
    const t = fight();
    add(t, 'mind', 'mindwarp', 'villains', 3);
    run(t, 'gg.end-turn', { figure: 'comet' });
    // Blue Comet's Speed 2 keeps him first; Mindwarp ties with Ironclad (majors, no Speed): a D each
    // (iron 2, mind 5), higher first.
    const r = run(t, 'gg.end-turn', { figure: 'iron' }, [2, 5]);
    expect(initiativeRolls(r)).toHaveLength(2);
    expect(sys(t).order).toEqual(['comet', 'mind', 'iron']);
    run(t, 'gg.end-turn', { figure: 'comet' });
    expect(current(t)).toBe('mind');
  });
});

describe('glorious gladiators: a Full Turn in which no one can act', () => {
  it('[GG-PLAY-04] [GG-ABL-48] with every figure mesmerised (the GM\'s Apply condition), ending the turn stops after a whole idle Full Turn, the next one waiting at its first figure', () => {
    const t = fight();
    run(t, 'gm.condition.add', { figure: 'iron', condition: 'mesmerised' });
    run(t, 'gm.condition.add', { figure: 'comet', condition: 'mesmerised' });
    // Play passed Full Turn after Full Turn in one command, for ever: the server hung and ran out of memory.
    const r = run(t, 'gg.end-turn', { figure: 'comet' });
    expect(events(r, 'gg.round').length).toBe(2);
    expect(current(t)).toBe('comet');
    expect(sys(t).actionsLeft).toBe(0);
    expect(t.state.round).toBe(3);
    // Its End turn is offered and takes the table on the same way.
    run(t, 'gg.end-turn', { figure: 'comet' });
    expect(t.state.round).toBe(5);
  });
});

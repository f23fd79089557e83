import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { assumedIn, OddsChart } from './odds-chart.tsx';

// A player's odds may take unrevealed bystanders as having blank sheets (docs/odds.md): the chart
// says so under the bars, so the player knows how far the exact numbers go.

const outcomes = [{ outcome: { hit: true }, probability: '3/5', label: 'Hit' }, { outcome: { hit: false }, probability: '2/5', label: 'Miss' }];

describe('the odds chart', () => {
  it('[GG-DICE-08] [GG-ABL-12] names the bystanders the odds assumed blank, and says nothing when there are none', () => {
    expect(renderToStaticMarkup(<OddsChart title="Odds: Bolt" outcomes={outcomes} assumed={['Ironclad']} />))
      .toContain('Assumes Ironclad has nothing unexpected: its sheet is hidden from you.');
    expect(renderToStaticMarkup(<OddsChart title="Odds: Bolt" outcomes={outcomes} assumed={['Ironclad', 'Gangster', 'Thug']} />))
      .toContain('Assumes Ironclad, Gangster and Thug have nothing unexpected: their sheets are hidden from you.');
    const plain = renderToStaticMarkup(<OddsChart title="Odds: Bolt" outcomes={outcomes} />);
    expect(plain).toContain('60.0%');
    expect(plain).not.toContain('Assumes');
  });

  it('reads the ids of an answer\'s assumed bystanders, ignoring anything that is not a list of ids', () => {
    expect(assumedIn({ ok: true, assumed: ['iron2', 7, 'w'] })).toEqual(['iron2', 'w']);
    expect(assumedIn({ ok: true })).toEqual([]);
    expect(assumedIn({ ok: true, assumed: 'iron2' })).toEqual([]);
  });
});

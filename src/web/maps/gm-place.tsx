import { useState, type ReactNode } from 'react';
import { refusalText, type TableConnection } from '../connection.ts';

// The GM putting figures where they stand (the kernel's gm.move): setting up an encounter, or putting
// right what the table cannot know. Not a move by the rules: no action, no reaction, no Movement.

export interface GmPlace {
  /** The figure the GM chose to place, or null: a click plays as the seat's own moves do. */
  readonly placing: string | null;
  /** The "Place" choice of every figure, or null for a seat that is not the GM's. */
  readonly choice: ReactNode;
  /** Puts the chosen figure at the position; the refusal's words, or null. */
  readonly place: (position: unknown) => Promise<string | null>;
}

export function useGmPlace(t: TableConnection): GmPlace {
  const [picked, setPicked] = useState('');
  const view = t.view;
  const ids = t.seat?.role === 'gm' && view ? view.figureOrder : [];
  const placing = ids.includes(picked) ? picked : null;
  const choice = ids.length === 0 ? null : (
    <label className="inline">Place (GM)&nbsp;
      <select value={placing ?? ''} onChange={(e) => setPicked(e.target.value)} name="gm-place">
        <option value="">(no one: a click plays)</option>
        {ids.map((id) => <option key={id} value={id}>{view!.figures[id]?.name ?? id}</option>)}
      </select>
    </label>
  );
  return {
    placing,
    choice,
    place: async (position) => (placing ? refusalText(await t.send('gm.move', { figure: placing, position })) : null),
  };
}

import { useState } from 'react';
import { profileOf, type GgSheet } from '../../systems/glorious-gladiators/index.ts';
import type { FigureView } from '../connection.ts';
import type { SystemGmProps } from './index.tsx';

/**
 * The Grab abilities on a figure's sheet, by key and name: what `gg.grab` may name (GG-ABL-36). None
 * for a sheet this seat does not see or the rules cannot read; the table checks the grab anyway.
 */
export function grabsOf(figure: FigureView | undefined): Array<{ key: string; name: string }> {
  if (!figure || figure.sheet === null || typeof figure.sheet !== 'object') return [];
  try {
    return profileOf(figure.sheet as GgSheet).abilities.filter((a) => a.specials.includes('grab')).map((a) => ({ key: a.key, name: a.name }));
  } catch {
    return [];
  }
}

/**
 * The GM puts a grab on (`gg.grab`, ruling GG-PLAY-219): who holds, whom, and with which Grab (its
 * best unless one is picked). The table says why it refuses (out of the Grab's reach, no such Grab).
 */
export function GgGmTools({ view, run }: SystemGmProps) {
  const ids = view.figureOrder;
  const [grabber, setGrabber] = useState('');
  const [target, setTarget] = useState('');
  const [ability, setAbility] = useState('');
  const holder = ids.includes(grabber) ? grabber : ids[0] ?? '';
  // Whom it grabs: anyone else; the first other figure until the GM picks.
  const held = target && target !== holder && ids.includes(target) ? target : ids.find((id) => id !== holder) ?? '';
  const grabs = grabsOf(view.figures[holder]);
  const grab = grabs.some((g) => g.key === ability) ? ability : '';
  const name = (id: string) => view.figures[id]?.name ?? id;
  return (
    <form
      className="row"
      aria-label="put a grab on"
      onSubmit={(e) => {
        e.preventDefault();
        void run('gg.grab', { grabber: holder, target: held, ...(grab ? { ability: grab } : {}) });
      }}
    >
      <p className="small muted grow">Put a grab on: who holds whom (GG-PLAY-219)</p>
      <label>Grabber
        <select value={holder} onChange={(e) => setGrabber(e.target.value)} name="gm-grabber">
          {ids.map((id) => <option key={id} value={id}>{name(id)}</option>)}
        </select>
      </label>
      <label>Grabs
        <select value={held} onChange={(e) => setTarget(e.target.value)} name="gm-grab-target">
          {ids.filter((id) => id !== holder).map((id) => <option key={id} value={id}>{name(id)}</option>)}
        </select>
      </label>
      <label>With
        <select value={grab} onChange={(e) => setAbility(e.target.value)} name="gm-grab-ability">
          <option value="">its best Grab</option>
          {grabs.map((g) => <option key={g.key} value={g.key}>{g.name}</option>)}
        </select>
      </label>
      <button type="submit" disabled={!holder || !held} title="GG-PLAY-219">Grab</button>
    </form>
  );
}

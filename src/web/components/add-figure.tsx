import { useState } from 'react';
import type { SystemInfo } from '../api.ts';
import { Link } from '../app.tsx';
import { hasBuilder } from '../builders/registry.ts';
import { refusalText, type TableConnection } from '../connection.ts';
import { addAtFreePlace, freeFigureId, freeFigureName, playersSide } from '../placement.ts';
import { playerAddRejection } from '../../kernel/index.ts';

/**
 * Bring a character to the table: build one in the system's builder (live rule checks, import
 * and export), or add a template at once (the GM's NPCs, the samples). Names are kept apart
 * ("Gang Member 2") so the log and the map tell figures apart.
 */
export function AddFigure({ t, system, tableId, token }: { t: TableConnection; system: SystemInfo; tableId: string; token: string }) {
  const gm = t.seat?.role === 'gm';
  const [template, setTemplate] = useState(system.templates[0]?.id ?? '');
  const [name, setName] = useState('');
  const [side, setSide] = useState(gm ? 'villains' : playersSide(t.view));
  const [error, setError] = useState<string | null>(null);
  const [issues, setIssues] = useState<Array<{ ruleId: string; path: Array<string | number>; message: string }>>([]);

  async function add(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setIssues([]);
    const chosen = system.templates.find((x) => x.id === template);
    if (!chosen) return;
    const label = freeFigureName(t.view, name.trim() || chosen.name);
    const r = await addAtFreePlace(t.send, system, t.view, side, { id: freeFigureId(t.view, label), name: label, sheet: chosen.sheet });
    if (!r.ok) {
      setError(refusalText(r));
      const details = (r.rejection as { details?: unknown } | undefined)?.details;
      if (Array.isArray(details)) setIssues(details as typeof issues);
      return;
    }
    setName('');
  }

  // What the table would refuse a player is not offered: no bringing during a fight, no side only the GM holds.
  const refused = gm || !t.view ? null : playerAddRejection(t.view, side);
  if (refused?.code === 'GM_ONLY') {
    return (
      <section className="card" aria-labelledby="bring-title">
        <h2 id="bring-title">Bring a character</h2>
        <p className="muted">{refused.message}</p>
      </section>
    );
  }

  return (
    <section className="card" aria-labelledby="bring-title">
      <h2 id="bring-title">Bring a character</h2>
      {hasBuilder(system.id) && (
        <p>
          <Link to={`/build/${system.id}#table=${tableId}&token=${token}`} className="button-link">Build a character</Link>{' '}
          <span className="muted small">{gm ? 'build an NPC with live rule checks, or import one' : 'build yours with live rule checks, or import one'}</span>
        </p>
      )}
      <form className="row" aria-label="quick add" onSubmit={(e) => void add(e)}>
        <label>Template
          <select value={template} onChange={(e) => setTemplate(e.target.value)} name="template">
            {system.templates.map((x) => <option key={x.id} value={x.id}>{x.name} ({x.kind === 'npc' ? 'NPC' : 'sample'})</option>)}
          </select>
        </label>
        <label>Name<input value={name} onChange={(e) => setName(e.target.value)} name="figure-name" maxLength={60} placeholder="as the template" /></label>
        <label>Side<input value={side} onChange={(e) => setSide(e.target.value)} name="side" maxLength={30} required size={10} /></label>
        <button type="submit" disabled={refused !== null}>Add to the table</button>
      </form>
      {refused && <p className="error" role="status">{refused.message}</p>}
      {error && <p role="alert" className="error">{error}</p>}
      {issues.length > 0 && (
        <ul className="issues" aria-label="problems with this build">
          {issues.map((i, k) => <li key={k}><span className="rule">{i.ruleId}</span> {i.path.join('.') || 'sheet'}: {i.message}</li>)}
        </ul>
      )}
    </section>
  );
}

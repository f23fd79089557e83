import { useState } from 'react';
import { api, type SystemInfo } from '../api.ts';
import type { TableConnection } from '../connection.ts';

interface Issue { ruleId: string; path: Array<string | number>; message: string }

/**
 * Bring a character to the table: a template (NPCs for the GM, samples for everyone) or an
 * imported sheet. The sheet is checked against the system's building rules before it is sent,
 * and every problem is named with its rule ID.
 */
export function AddFigure({ t, system }: { t: TableConnection; system: SystemInfo }) {
  const [template, setTemplate] = useState(system.templates[0]?.id ?? '');
  const [name, setName] = useState('');
  const [side, setSide] = useState(t.seat?.role === 'gm' ? 'villains' : 'heroes');
  const [text, setText] = useState('');
  const [issues, setIssues] = useState<Issue[]>([]);
  const [error, setError] = useState<string | null>(null);

  async function add(e: React.FormEvent) {
    e.preventDefault();
    setIssues([]);
    setError(null);
    let sheet: unknown;
    if (text.trim()) {
      try {
        sheet = JSON.parse(text);
      } catch {
        setError('The imported sheet is not valid JSON.');
        return;
      }
      const check = await api<{ valid: boolean; issues: Issue[] }>('POST', `/api/systems/${system.id}/validate`, { sheet, npc: t.seat?.role === 'gm' });
      if (!check.valid) {
        setIssues(check.issues);
        return;
      }
    } else {
      sheet = system.templates.find((x) => x.id === template)?.sheet;
    }
    const chosen = system.templates.find((x) => x.id === template);
    const label = name.trim() || (text.trim() ? 'Imported hero' : chosen?.name ?? 'Figure');
    const id = `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 30) || 'figure'}-${Math.floor(performance.now()) % 10000}`;
    const r = await t.send('figure.add', { id, name: label, side, sheet });
    if (!r.ok) {
      setError(`${r.rejection?.code ?? ''}: ${r.rejection?.message ?? ''}`);
      const details = (r.rejection as { details?: unknown } | undefined)?.details;
      if (Array.isArray(details)) setIssues(details as Issue[]);
      return;
    }
    setName('');
    setText('');
  }

  return (
    <form className="card" aria-label="add a figure" onSubmit={(e) => void add(e)}>
      <h2>Bring a character</h2>
      <div className="row">
        <label>Template
          <select value={template} onChange={(e) => setTemplate(e.target.value)} name="template">
            {system.templates.map((x) => <option key={x.id} value={x.id}>{x.name} ({x.kind})</option>)}
          </select>
        </label>
        <label>Name<input value={name} onChange={(e) => setName(e.target.value)} name="figure-name" maxLength={60} /></label>
        <label>Side<input value={side} onChange={(e) => setSide(e.target.value)} name="side" maxLength={30} required /></label>
      </div>
      <label>…or import a sheet (JSON)
        <textarea value={text} onChange={(e) => setText(e.target.value)} name="sheet-json" rows={3} placeholder='{"name": "…"}' />
      </label>
      <button type="submit">Add to the table</button>
      {error && <p role="alert" className="error">{error}</p>}
      {issues.length > 0 && (
        <ul className="issues" role="alert" aria-label="problems with this build">
          {issues.map((i, k) => <li key={k}><span className="rule">{i.ruleId}</span> {i.path.join('.') || 'sheet'}: {i.message}</li>)}
        </ul>
      )}
    </form>
  );
}

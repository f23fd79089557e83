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
  const [hexText, setHexText] = useState('');
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
    const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 30) || 'figure';
    const ids = new Set(t.view?.figureOrder ?? []);
    let n = 1;
    while (ids.has(n === 1 ? slug : `${slug}-${n}`)) n++;
    const id = n === 1 ? slug : `${slug}-${n}`;
    const position = system.hasPosition ? placement() : undefined;
    if (system.hasPosition && !position) {
      setError('Give the hex as two whole numbers, like 0, 2.');
      return;
    }
    const r = await t.send('figure.add', { id, name: label, side, sheet, ...(position ? { position } : {}) });
    if (!r.ok) {
      setError(`${r.rejection?.code ?? ''}: ${r.rejection?.message ?? ''}`);
      const details = (r.rejection as { details?: unknown } | undefined)?.details;
      if (Array.isArray(details)) setIssues(details as Issue[]);
      return;
    }
    setName('');
    setText('');
  }

  /** The typed hex, or the first free hex of this side's column (heroes at q 0, others at q 5). */
  function placement(): { q: number; r: number } | undefined {
    if (hexText.trim()) {
      const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(hexText);
      return m ? { q: Number(m[1]), r: Number(m[2]) } : undefined;
    }
    const taken = new Set(Object.values(t.view?.figures ?? {}).map((f) => JSON.stringify(f.position)));
    const q = side === 'heroes' ? 0 : 5;
    for (let r = 0; ; r++) if (!taken.has(JSON.stringify({ q, r }))) return { q, r };
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
        {system.hasPosition && (
          <label>Hex (q, r)<input value={hexText} onChange={(e) => setHexText(e.target.value)} name="hex" placeholder="auto" size={6} /></label>
        )}
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

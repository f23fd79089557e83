import { useEffect, useMemo, useState } from 'react';
import { playerAddRejection, type SheetIssue } from '../../kernel/index.ts';
import { api, type SystemInfo } from '../api.ts';
import { go, Link } from '../app.tsx';
import { RuleChip } from '../components/tip.tsx';
import { pathLabel, type BuilderKit } from '../builders/kit.ts';
import { hasBuilder, loadKit } from '../builders/registry.ts';
import { FileActions, Points, Problems } from '../builders/side-panel.tsx';
import { refusalText, useTable } from '../connection.ts';
import { keepDraft, savedDraft } from '../drafts.ts';
import { addAtFreePlace, freeFigureId, freeFigureName, playersSide } from '../placement.ts';

/**
 * The character builder of one system (`/build/<system>`), alone or for a table
 * (`#table=<id>&token=<seat>`): the GM adds the character to the table, a player submits theirs.
 */
export function BuildPage({ systemId, tableId, token }: { systemId: string; tableId: string | null; token: string | null }) {
  const [kit, setKit] = useState<BuilderKit | null>(null);
  const [info, setInfo] = useState<SystemInfo | null>(null);
  const [unknown, setUnknown] = useState(false);
  const missing = unknown || !hasBuilder(systemId);

  useEffect(() => {
    // Only the mount still live, for the system still asked for, takes the kit and the rules: an
    // older system's answer arriving after a newer one's would pair one system's kit with another's
    // templates (StrictMode also mounts twice; the first mount's answers are dropped).
    let live = true;
    void loadKit(systemId)?.then((k) => live && setKit(k));
    void api<SystemInfo>('GET', `/api/systems/${systemId}`).then((i) => live && setInfo(i), () => live && setUnknown(true));
    return () => {
      live = false;
    };
  }, [systemId]);

  if (missing) return <div className="page narrow"><p role="alert" className="error">There is no character builder for “{systemId}”.</p><Link to="/">Back to the tables</Link></div>;
  if (!kit || !info) return <div className="page"><p aria-live="polite">Loading the builder…</p></div>;
  return <Builder kit={kit} info={info} tableId={tableId} token={token} />;
}

function Builder({ kit, info, tableId, token }: { kit: BuilderKit; info: SystemInfo; tableId: string | null; token: string | null }) {
  const [draft, setDraft] = useState<unknown>(() => {
    // A saved draft that is not JSON (edited by hand, cut short) starts the builder afresh.
    const saved = savedDraft(info.id);
    if (saved !== null) {
      const loaded = kit.load(saved);
      if ('draft' in loaded) return loaded.draft;
    }
    return kit.blank();
  });
  // What a refused file or template said, with the JSON itself, so each problem names its ability.
  const [refused, setRefused] = useState<{ issues: SheetIssue[]; json: unknown }>({ issues: [], json: null });
  const [template, setTemplate] = useState('');
  const table = useTable(tableId ?? '', token ?? '', tableId !== null && token !== null);
  const role = table.seat?.role ?? null;
  const check = useMemo(() => kit.check(draft), [kit, draft]);

  useEffect(() => keepDraft(info.id, draft, kit), [draft, info.id, kit]);

  const load = (json: unknown) => {
    const loaded = kit.load(json);
    if ('draft' in loaded) {
      setDraft(loaded.draft);
      setRefused({ issues: [], json: null });
    } else {
      setRefused({ issues: loaded.issues, json });
    }
  };
  const importText = (text: string) => {
    try {
      load(JSON.parse(text) as unknown);
    } catch {
      setRefused({ issues: [{ ruleId: `${info.rulePrefix}-SHEET`, path: [], message: 'This is not a character file (not JSON).' }], json: null });
    }
  };
  const name = kit.nameOf(draft) ?? '';
  const fileName = `${(name || 'character').toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${info.id}.json`;
  const Editor = kit.Editor;
  const chosen = info.templates.find((t) => t.id === template);

  return (
    <div className="build-page">
      <header className="build-head">
        <h1>Build a character <span className="muted">· {info.name}</span></h1>
        {tableId && (
          <p className="muted">
            For the table <Link to={`/table/${tableId}#token=${token ?? ''}`}>{table.table?.name ?? tableId}</Link>
            {role && <> as {role === 'gm' ? 'the GM' : table.seat?.name}</>}
          </p>
        )}
      </header>
      <p className="build-status">
        {check.points && <>{check.points.total} {check.points.unit}{check.points.budget !== null ? ` of ${check.points.budget}` : ''} · </>}
        {check.issues.length === 0 ? <span className="ok">legal</span> : <span className="error">{check.issues.length} problem{check.issues.length > 1 ? 's' : ''}</span>}
        {' · '}<a href="#problems-title">rules check</a>
      </p>
      <div className="build-columns">
        <div className="build-main">
          <section className="card start" aria-labelledby="start-title">
            <h2 id="start-title">Start from</h2>
            <div className="row">
              <label htmlFor="start-template">Template</label>
              <select id="start-template" value={template} onChange={(e) => setTemplate(e.target.value)}>
                <option value="">choose…</option>
                {info.templates.map((t) => <option key={t.id} value={t.id}>{t.name} ({t.kind === 'npc' ? 'NPC' : 'sample'})</option>)}
              </select>
              <button type="button" disabled={!template} onClick={() => load(info.templates.find((t) => t.id === template)?.sheet)}>Load template</button>
              <button type="button" className="secondary" onClick={() => load(kit.blank())}>New blank character</button>
              {chosen?.ruleId && <RuleChip ruleId={chosen.ruleId} />}
            </div>
            {refused.issues.length > 0 && (
              <ul className="issues" role="alert" aria-label="problems loading this character">
                {refused.issues.map((i, k) => <li key={k}><RuleChip ruleId={i.ruleId} /> {i.path.length > 0 ? pathLabel(i.path, refused.json) : 'file'}: {i.message}</li>)}
              </ul>
            )}
          </section>
          <FileActions fileName={fileName} json={() => draft} onImport={importText} />
          <Editor draft={draft} onChange={setDraft} check={check} />
        </div>
        <aside className="build-side" aria-label="points, rules check and saving">
          <Points check={check} />
          <Problems issues={check.issues} draft={draft} />
          {tableId && token && (
            <Submit info={info} table={table} draft={draft} name={name} legal={check.issues.length === 0} tableId={tableId} token={token} />
          )}
          {!tableId && <p className="muted small card">To bring this character to a table, open the builder from the table (“Build a character”).</p>}
        </aside>
      </div>
    </div>
  );
}

function Submit({ info, table, draft, name, legal, tableId, token }: {
  info: SystemInfo; table: ReturnType<typeof useTable>; draft: unknown; name: string; legal: boolean; tableId: string; token: string;
}) {
  const gm = table.seat?.role === 'gm';
  const [figureName, setFigureName] = useState('');
  const [side, setSide] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosenSide = side ?? (gm ? 'villains' : playersSide(table.view));
  if (table.status === 'refused') return <p role="alert" className="error card">Cannot reach the table: {table.error}</p>;
  if (table.seat?.role === 'spectator') return null;
  // What the table would refuse a player is not offered: no bringing during a fight, no side only the GM holds.
  const refused = gm || !table.view ? null : playerAddRejection(table.view, chosenSide);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    const label = freeFigureName(table.view, figureName.trim() || name || (gm ? 'NPC' : table.seat?.name ?? 'Hero'));
    const args = { id: freeFigureId(table.view, label), name: label, sheet: draft };
    const r = await addAtFreePlace(table.send, info, table.view, chosenSide, args);
    setBusy(false);
    if (r.ok) go(`/table/${tableId}#token=${token}`);
    else setError(refusalText(r));
  }

  return (
    <form className="card" aria-labelledby="submit-title" onSubmit={(e) => void submit(e)}>
      <h2 id="submit-title">{gm ? 'Add to the table' : 'Bring to the table'}</h2>
      <div className="row">
        <label>Name at the table<input value={figureName} onChange={(e) => setFigureName(e.target.value)} placeholder={name || 'name'} maxLength={60} name="figure-name" /></label>
        <label>Side<input value={chosenSide} onChange={(e) => setSide(e.target.value)} maxLength={30} required name="side" /></label>
      </div>
      <button type="submit" disabled={!legal || busy || table.status !== 'open' || refused !== null}>{gm ? 'Add to table' : 'Submit my character'}</button>
      {!legal && <p className="muted small">Fix the problems first: the table accepts only a legal build.</p>}
      {refused && <p className="error" role="status">{refused.message}</p>}
      {error && <p role="alert" className="error">{error}</p>}
    </form>
  );
}

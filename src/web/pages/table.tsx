import { useEffect, useState } from 'react';
import { api, type SystemInfo } from '../api.ts';
import { ActionBar } from '../components/action-bar.tsx';
import { AddFigure } from '../components/add-figure.tsx';
import { Figures } from '../components/figures.tsx';
import { GmTools } from '../components/gm-tools.tsx';
import { Log } from '../components/log.tsx';
import { figureNames } from '../components/log-text.ts';
import { PromptPanel } from '../components/prompt-panel.tsx';
import { useTable } from '../connection.ts';
import { TableMap } from '../maps/index.tsx';

export function TablePage({ tableId, token }: { tableId: string; token: string }) {
  const t = useTable(tableId, token);
  const [system, setSystem] = useState<SystemInfo | null>(null);
  const systemId = t.table?.system;

  useEffect(() => {
    // The answer for a system no longer asked for (or of an unmounted page) is dropped.
    let live = true;
    if (systemId) void api<SystemInfo>('GET', `/api/systems/${systemId}`).then((s) => live && setSystem(s));
    return () => {
      live = false;
    };
  }, [systemId]);

  if (!token) return <div className="page"><p role="alert" className="error">This link has no seat token. Use the link your GM gave you.</p></div>;
  if (t.status === 'refused') return <div className="page"><p role="alert" className="error">Cannot sit at this table: {t.error}</p></div>;
  if (!t.view || !t.seat || !t.table) return <div className="page"><p aria-live="polite">Connecting to the table…</p></div>;

  const { view, seat } = t;
  return (
    <div className="table-page">
      <section className="table-head" aria-label="table">
        <h1>{t.table.name}</h1>
        <p className="muted">
          {system?.name ?? t.table.system} · you are <strong>{seat.name}</strong> ({seat.role}) ·{' '}
          {view.phase === 'combat' ? `round ${view.round}` : view.phase === 'ended' ? 'combat over' : 'setting up'}
          {t.status !== 'open' && <span className="warn" role="status"> · reconnecting…</span>}
        </p>
        {view.phase === 'ended' && <p className="banner" role="status">Combat is over{view.winner ? `: ${view.winner} win` : ''}.</p>}
        {t.error && <p role="alert" className="error">{t.error} <button type="button" className="small" onClick={t.clearError}>Dismiss</button></p>}
      </section>
      <div className="columns">
        <div className="col">
          <PromptPanel t={t} />
          <ActionBar t={t} />
          <TableMap t={t} />
          <Figures view={view} seat={seat} system={system} />
          {seat.role !== 'spectator' && system && <AddFigure t={t} system={system} tableId={tableId} token={token} />}
        </div>
        <div className="col side">
          {seat.role === 'gm' && system && <GmTools t={t} tableId={tableId} token={token} system={system} />}
          <Log
            events={t.log}
            isGm={seat.role === 'gm'}
            words={{
              names: figureNames(view, t.log),
              conditions: new Map((system?.conditions ?? []).map((c) => [c.id, c.name])),
              players: new Set(view.figureOrder.filter((id) => (view.figures[id]?.controller ?? 'gm') !== 'gm')),
            }}
          />
        </div>
      </div>
    </div>
  );
}

import type { SystemInfo } from '../api.ts';
import type { Seat, TableView } from '../connection.ts';

function show(v: unknown): string {
  if (v === null || v === undefined) return '–';
  if (Array.isArray(v)) return `${v.length}`;
  if (typeof v === 'object') return '…';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** Every figure with its current values and conditions (the rule ID and effect on hover). */
export function Figures({ view, seat, system }: { view: TableView; seat: Seat; system: SystemInfo | null }) {
  const turn = typeof view.sys.turn === 'string' ? view.sys.turn : null;
  return (
    <section className="card" aria-label="figures">
      <h2>Figures</h2>
      {view.figureOrder.length === 0 && <p className="muted">No one at the table yet.</p>}
      <ul className="figures">
        {view.figureOrder.map((id) => {
          const f = view.figures[id];
          if (!f) return null;
          const mine = seat.role === 'gm' ? f.controller === 'gm' : f.controller === seat.id;
          const simple = Object.entries(f.status).filter(([, v]) => typeof v !== 'object' || v === null).slice(0, 8);
          return (
            <li key={id} className={`figure${turn === id ? ' turn' : ''}${mine ? ' mine' : ''}`} aria-current={turn === id ? 'true' : undefined}>
              <div className="fig-head">
                <strong>{f.name}</strong> <span className="muted">{f.side}{mine ? ' · yours' : ''}{turn === id ? ' · acting' : ''}</span>
              </div>
              <dl className="stats">
                {simple.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{show(v)}</dd></div>)}
              </dl>
              {f.conditions.length > 0 && (
                <ul className="conditions" aria-label="conditions">
                  {f.conditions.map((c) => {
                    const doc = system?.conditions.find((d) => d.id === c.id);
                    return <li key={c.id} title={`${doc?.ruleId ?? c.ruleId ?? ''} ${doc?.description ?? ''}`.trim()}>{doc?.name ?? c.id}</li>;
                  })}
                </ul>
              )}
              {f.sheet === null && <p className="muted small">Sheet hidden by the GM.</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

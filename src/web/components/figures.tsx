import type { SystemInfo } from '../api.ts';
import type { FigureView, Seat, TableView } from '../connection.ts';
import { expiryWords, shownConditions } from './shown-conditions.ts';
import { figureNames } from './log-text.ts';
import { sheetViewFor } from '../sheets/index.ts';
import { Tip } from './tip.tsx';

/** A condition as a chip: what it does and its rule on hover and on focus. */
export function ConditionChip({ condition, system, names }: {
  condition: FigureView['conditions'][number]; system: SystemInfo | null; names: ReadonlyMap<string, string>;
}) {
  const doc = system?.conditions.find((d) => d.id === condition.id);
  const note = (condition as { note?: unknown }).note;
  // A timed one says until when: a player plans around "Mesmerised until Mindwarp's next turn".
  const until = expiryWords((condition as { expires?: unknown }).expires, names);
  return (
    <li>
      <Tip label={`${doc?.name ?? condition.id}${until ? ` (${until})` : ''}`} className="condition">
        <strong>{doc?.ruleId ?? condition.ruleId ?? ''}</strong> {doc?.description ?? ''}
        {typeof note === 'string' && note && <> ({note})</>}
      </Tip>
    </li>
  );
}

/** Every figure with its current values and conditions (the rule ID and effect on hover and focus). */
export function Figures({ view, seat, system }: { view: TableView; seat: Seat; system: SystemInfo | null }) {
  const sheets = sheetViewFor(view.system);
  const turn = sheets.acting(view);
  const Details = sheets.Details;
  const names = figureNames(view);
  return (
    <section className="card" aria-labelledby="figures-title">
      <h2 id="figures-title">Figures</h2>
      {view.figureOrder.length === 0 && <p className="muted">No one at the table yet.</p>}
      <ul className="figures">
        {view.figureOrder.map((id) => {
          const f = view.figures[id];
          if (!f) return null;
          const mine = seat.role === 'gm' ? f.controller === 'gm' : f.controller === seat.id;
          const stats = sheets.stats(f, view);
          return (
            <li
              key={id}
              className={`figure${turn === id ? ' turn' : ''}${mine ? ' mine' : ''}`}
              aria-current={turn === id ? 'true' : undefined}
              aria-labelledby={`fig-${id}`}
            >
              <div className="fig-head">
                <strong id={`fig-${id}`}>{f.name}</strong>{' '}
                <span className="muted">{f.side}{mine ? ' · yours' : ''}</span>
                {turn === id && <span className="acting">acting</span>}
              </div>
              <dl className="stats">
                {stats.map((s) => (
                  <div key={s.label} className={s.tone ? `tone-${s.tone}` : undefined}>
                    <dt>{s.ruleId ? <Tip label={s.label}>{s.ruleId}</Tip> : s.label}</dt>
                    <dd>
                      {s.value}
                      {s.fill !== undefined && <span className="bar" aria-hidden="true"><span style={{ width: `${Math.round(Math.max(0, Math.min(1, s.fill)) * 100)}%` }} /></span>}
                    </dd>
                  </div>
                ))}
              </dl>
              {f.conditions.length > 0 && (
                <ul className="conditions" aria-label={`conditions of ${f.name}`}>
                  {shownConditions(f.conditions, system?.conditions ?? [])
                    .map((c) => <ConditionChip key={c.id} condition={c} system={system} names={names} />)}
                </ul>
              )}
              {f.sheet === null ? <p className="muted small">Sheet hidden by the GM.</p> : Details && (
                <details className="sheet-details">
                  <summary>Sheet</summary>
                  <Details figure={f} />
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

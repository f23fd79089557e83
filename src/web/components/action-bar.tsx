import { useState } from 'react';
import type { LegalAction, TableConnection } from '../connection.ts';
import { OddsChart, type Outcome } from './odds-chart.tsx';

/** Only what the rules allow this seat now; each action shows its exact odds before the roll. */
export function ActionBar({ t }: { t: TableConnection }) {
  const [odds, setOdds] = useState<{ label: string; outcomes: Outcome[] } | null>(null);
  const [busy, setBusy] = useState(false);
  if (t.legal.length === 0) {
    return t.view?.phase === 'combat' && !t.view.pending ? <p className="muted" role="status">Not your move.</p> : null;
  }

  async function act(a: LegalAction) {
    setBusy(true);
    setOdds(null);
    const r = await t.send(a.type, a.args);
    setBusy(false);
    if (!r.ok && r.rejection) alert(`${r.rejection.code}: ${r.rejection.message}`);
  }

  async function preview(a: LegalAction) {
    const r = await t.odds(a.type, a.args);
    setOdds(r.ok ? { label: a.label, outcomes: r.outcomes as Outcome[] } : null);
  }

  return (
    <section className="card" aria-label="your actions">
      <h2>Your actions</h2>
      <div className="actions">
        {t.legal.slice(0, 60).map((a, i) => (
          <span key={i} className="action">
            <button disabled={busy} onClick={() => void act(a)}>{a.label}</button>
            <button className="small" aria-label={`odds of ${a.label}`} title="exact odds" onClick={() => void preview(a)}>%</button>
          </span>
        ))}
      </div>
      {odds && <OddsChart title={`Odds: ${odds.label}`} outcomes={odds.outcomes} />}
    </section>
  );
}

import { useState } from 'react';
import type { LegalAction, TableConnection } from '../connection.ts';
import { OddsChart, type Outcome } from './odds-chart.tsx';

/** Only what the rules allow this seat now; each action shows its exact odds before the roll. */
export function ActionBar({ t }: { t: TableConnection }) {
  const [odds, setOdds] = useState<{ label: string; outcomes: Outcome[] } | null>(null);
  const [busy, setBusy] = useState(false);
  // Tricks and Stunts are told, not picked: the player's own words go into the log ([D100-TS-02]).
  const [story, setStory] = useState('');
  const told = t.legal.some((a) => typeof (a.args as { description?: unknown } | null)?.description === 'string');
  if (t.legal.length === 0) {
    return t.view?.phase === 'combat' && !t.view.pending ? <p className="muted" role="status">Not your move.</p> : null;
  }

  const withStory = (a: LegalAction) => {
    const args = a.args as Record<string, unknown> | null;
    return story.trim().length >= 3 && args && typeof args.description === 'string' ? { ...args, description: story.trim() } : a.args;
  };

  async function act(a: LegalAction) {
    setBusy(true);
    setOdds(null);
    const r = await t.send(a.type, withStory(a));
    if (r.ok) setStory('');
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
      {told && (
        <label>How does your trick or stunt go? (optional)
          <input value={story} onChange={(e) => setStory(e.target.value)} name="ts-description" maxLength={300} placeholder="I kick the table over and dive behind it" />
        </label>
      )}
      {odds && <OddsChart title={`Odds: ${odds.label}`} outcomes={odds.outcomes} />}
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { refusalText, type LegalAction, type TableConnection } from '../connection.ts';
import { sheetViewFor } from '../sheets/index.ts';
import { figureNames, withNames } from './log-text.ts';
import { assumedIn, OddsChart, outcomeLabel, type Outcome } from './odds-chart.tsx';

const FOLD_AT = 5;

/** "gg.move-through" → "Move through"; the group heading of a command's actions. */
function groupName(type: string): string {
  const bare = type.replace(/^[a-z0-9]+\./, '').replace(/-/g, ' ');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** Only what the rules allow this seat now, grouped by kind; each action shows its exact odds before the roll. */
export function ActionBar({ t }: { t: TableConnection }) {
  const [odds, setOdds] = useState<{ label: string; outcomes: Outcome[]; assumed: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Tricks and Stunts are told, not picked: the player's own words go into the log ([D100-TS-02]).
  const [story, setStory] = useState('');
  const told = t.legal.some((a) => typeof (a.args as { description?: unknown } | null)?.description === 'string');
  // After an action its button goes (each is keyed by its command) or was disabled while it ran, and
  // either drops the keyboard focus: it goes back to the head of the actions, or to the line saying
  // whose move it is, never onto another action's button that a second Enter would set off.
  // Pending from an action taken from its button until the table's new list of actions has come.
  const refocus = useRef<LegalAction[] | null>(null);
  useEffect(() => {
    const since = refocus.current;
    if (!since) return;
    const at = document.activeElement;
    const onAction = Boolean(at?.closest('.action'));
    // The user went elsewhere, or the same action is still offered and kept its button: leave it be.
    if ((at && at !== document.body && !onAction) || (onAction && t.legal !== since)) {
      refocus.current = null;
      return;
    }
    if (onAction) return;
    const head = document.getElementById('actions-title') ?? document.getElementById('not-your-move');
    if (head) {
      head.focus({ preventScroll: true });
      refocus.current = null;
    }
  });
  if (t.legal.length === 0) {
    if (t.view?.phase !== 'combat' || t.view.pending) return null;
    const acting = sheetViewFor(t.view.system).acting(t.view);
    const name = acting ? t.view.figures[acting]?.name : null;
    return <p className="muted card" role="status" id="not-your-move" tabIndex={-1}>Not your move{name ? `: ${name} is acting` : ''}.</p>;
  }

  const withStory = (a: LegalAction) => {
    const args = a.args as Record<string, unknown> | null;
    return story.trim().length >= 3 && args && typeof args.description === 'string' ? { ...args, description: story.trim() } : a.args;
  };

  async function act(a: LegalAction) {
    setBusy(true);
    setOdds(null);
    setError(null);
    refocus.current = document.activeElement?.closest('.action') ? t.legal : null;
    const r = await t.send(a.type, withStory(a));
    if (r.ok) setStory('');
    setBusy(false);
    if (!r.ok) setError(refusalText(r));
  }

  async function preview(a: LegalAction) {
    const r = await t.odds(a.type, a.args);
    // Superseded by a newer click on %: that one's answer is shown.
    if (!r) return;
    if (!r.ok) {
      // Say why there are none (too many ways to enumerate in time, or the rules refuse it now).
      setOdds(null);
      setError(refusalText(r));
      return;
    }
    setError(null);
    // The system's own words where it has them; otherwise the summary's fields, with names for ids.
    const names = figureNames(t.view);
    const outcomes = (r.outcomes as Outcome[]).map((o) => ({ ...o, label: o.label ?? withNames(outcomeLabel(o.outcome), names) }));
    setOdds({ label: a.label, outcomes, assumed: assumedIn(r).map((id) => names.get(id) ?? id) });
  }

  const groups = new Map<string, LegalAction[]>();
  for (const a of t.legal.slice(0, 80)) groups.set(groupName(a.type), [...(groups.get(groupName(a.type)) ?? []), a]);

  return (
    <section className="card" aria-labelledby="actions-title">
      <h2 id="actions-title" tabIndex={-1}>Your actions</h2>
      {[...groups].map(([name, actions], g) => (
        // Long groups fold (GG offers every target's every item to disarm); the first stays open.
        <details key={name} className="action-group" open={g === 0 || actions.length <= FOLD_AT} aria-label={name}>
          <summary>{name} <span className="muted">({actions.length})</span></summary>
          <div className="actions">
            {actions.map((a) => (
              <span key={`${a.type} ${JSON.stringify(a.args)} ${a.label}`} className="action">
                <button type="button" disabled={busy} onClick={() => void act(a)}>{a.label}</button>
                <button type="button" className="small" aria-label={`odds of ${a.label}`} title="exact odds" onClick={() => void preview(a)}>%</button>
              </span>
            ))}
          </div>
        </details>
      ))}
      {told && (
        <label>How does your trick or stunt go? (optional)
          <input value={story} onChange={(e) => setStory(e.target.value)} name="ts-description" maxLength={300} placeholder="I kick the table over and dive behind it" />
        </label>
      )}
      {error && <p role="alert" className="error">{error}</p>}
      {odds && <OddsChart title={`Odds: ${odds.label}`} outcomes={odds.outcomes} assumed={odds.assumed} />}
    </section>
  );
}

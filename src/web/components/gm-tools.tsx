import { useEffect, useState } from 'react';
import { api, type SystemInfo } from '../api.ts';
import { refusalText, type TableConnection } from '../connection.ts';
import { SystemGmTools } from '../gm/index.tsx';
import { OverrideForm } from './override-form.tsx';

/**
 * "Player link 2", "Spectator link 1": each invite named by its role and its number among that
 * role's links, so a GM with several open can tell which one they sent to whom.
 */
function linkName(links: ReadonlyArray<{ role: string }>, i: number): string {
  const role = links[i]!.role;
  const n = links.slice(0, i + 1).filter((l) => l.role === role).length;
  return `${role.charAt(0).toUpperCase()}${role.slice(1)} link ${n}`;
}

/** How long a condition the GM applies lasts: the kernel's timers (durations.ts), counted on the figure's own turns. */
const LASTS = {
  'removed': { words: 'until removed', expires: () => ({}) },
  'next-turn': { words: 'until its next turn', expires: (of: string) => ({ expires: { at: 'turn-start', of, turns: 1 } }) },
  'turn-end': { words: 'until the end of its turn', expires: (of: string) => ({ expires: { at: 'turn-end', of, turns: 1 } }) },
  'round-end': { words: 'until the round ends', expires: () => ({ expires: { at: 'round-end', rounds: 1 } }) },
} as const;

/**
 * The GM's powers: invites, combat, undo, notes (public or hidden), conditions, seats, sheets shown, figures taken off, the
 * system's own commands (gm/index.tsx), overrides.
 */
export function GmTools({ t, tableId, token, system }: { t: TableConnection; tableId: string; token: string; system: SystemInfo }) {
  const [links, setLinks] = useState<Array<{ role: string; url: string }>>([]);
  const [note, setNote] = useState('');
  const [hidden, setHidden] = useState(true);
  const [dice, setDice] = useState('1d100');
  const [rollLabel, setRollLabel] = useState('');
  const [secret, setSecret] = useState(true);
  const [figure, setFigure] = useState('');
  const [condition, setCondition] = useState(system.conditions[0]?.id ?? '');
  const [lasts, setLasts] = useState<keyof typeof LASTS>('removed');
  const [seats, setSeats] = useState<Array<{ id: string; role: string; name: string }>>([]);
  const [seat, setSeat] = useState('gm');
  // Taking a figure off the table asks once more, naming it: the button sits beside everyday ones.
  const [removing, setRemoving] = useState<string | null>(null);
  const view = t.view!;
  const players = seats.filter((x) => x.role === 'player');

  useEffect(() => {
    // Who sits at the table changes as players join; refresh with each new batch of events. Only
    // the newest batch's answer counts: an older list arriving late would drop a player who joined.
    let live = true;
    void api<{ seats: Array<{ id: string; role: string; name: string }> }>('GET', `/api/tables/${tableId}`, undefined, token)
      .then((r) => live && setSeats(r.seats));
    return () => {
      live = false;
    };
  }, [tableId, token, view.seq]);
  const target = figure || view.figureOrder[0] || '';

  async function invite(role: 'player' | 'spectator') {
    const r = await api<{ link: string }>('POST', `/api/tables/${tableId}/invites`, { role }, token);
    setLinks((l) => [...l, { role, url: `${location.origin}${r.link}` }]);
  }

  const [error, setError] = useState<string | null>(null);
  // While the table has not answered, the combat and undo buttons wait: a double-click on Undo last
  // took back two actions, and an undo cannot be undone.
  const [busy, setBusy] = useState(false);
  /** Sends a command; says whether the table took it (a refusal is shown). */
  const run = async (type: string, args?: unknown): Promise<boolean> => {
    setBusy(true);
    try {
      const r = await t.send(type, args);
      setError(refusalText(r));
      return r.ok;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card gm" aria-labelledby="gm-title">
      <h2 id="gm-title">GM tools</h2>
      {error && <p role="alert" className="error">{error}</p>}
      <div className="buttons">
        <button type="button" onClick={() => void invite('player')}>Invite a player</button>
        <button type="button" onClick={() => void invite('spectator')}>Invite a spectator</button>
      </div>
      {links.length > 0 && (
        <ul className="links">
          {links.map((l, i) => (
            <li key={l.url}>
              <label>{linkName(links, i)}<input readOnly value={l.url} onFocus={(e) => e.target.select()} data-role={l.role} /></label>
              <button type="button" className="small" onClick={() => void navigator.clipboard?.writeText(l.url)}>Copy</button>
            </li>
          ))}
        </ul>
      )}
      <div className="buttons">
        {view.phase !== 'combat' && (
          <button type="button" onClick={() => void run('combat.start')} disabled={busy || view.figureOrder.length === 0}>Start combat</button>
        )}
        {view.phase === 'combat' && <button type="button" onClick={() => void run('combat.end')} disabled={busy}>End combat</button>}
        <button type="button" onClick={() => void run('undo')} disabled={busy}>Undo last</button>
      </div>
      <form
        className="row"
        aria-label="write in the log"
        onSubmit={(e) => {
          e.preventDefault();
          // Cleared once the table took it, and only if the GM has not started the next note meanwhile;
          // a refused note stays to be fixed.
          const sent = note;
          void run('gm.note', { text: sent, hidden }).then((ok) => {
            if (ok) setNote((now) => (now === sent ? '' : now));
          });
        }}
      >
        <label className="grow">Note<input value={note} onChange={(e) => setNote(e.target.value)} name="gm-note" required maxLength={2000} /></label>
        <label className="inline"><input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} name="note-hidden" /> GM only</label>
        <button type="submit">Log it</button>
      </form>
      <form
        className="row"
        aria-label="roll dice"
        onSubmit={(e) => {
          e.preventDefault();
          void run('gm.roll', { notation: dice, hidden: secret, ...(rollLabel.trim() ? { label: rollLabel.trim() } : {}) });
        }}
      >
        <label>Dice<input value={dice} onChange={(e) => setDice(e.target.value)} name="gm-dice" required maxLength={200} size={8} /></label>
        <label className="grow">Label<input value={rollLabel} onChange={(e) => setRollLabel(e.target.value)} name="gm-roll-label" maxLength={80} placeholder="what it is for" /></label>
        <label className="inline"><input type="checkbox" checked={secret} onChange={(e) => setSecret(e.target.checked)} name="roll-hidden" /> behind the screen</label>
        <button type="submit">Roll</button>
      </form>
      <details className="more">
        <summary>Conditions, seats and overrides</summary>
        <div className="row">
          <label>Figure
            <select value={target} onChange={(e) => setFigure(e.target.value)} name="gm-figure">
              {view.figureOrder.map((id) => <option key={id} value={id}>{view.figures[id]?.name ?? id}</option>)}
            </select>
          </label>
          <label>Condition
            <select value={condition} onChange={(e) => setCondition(e.target.value)} name="gm-condition">
              {system.conditions.map((c) => <option key={c.id} value={c.id} title={c.ruleId}>{c.name}</option>)}
            </select>
          </label>
          <label>Lasts
            <select value={lasts} onChange={(e) => setLasts(e.target.value as keyof typeof LASTS)} name="gm-condition-lasts">
              {Object.entries(LASTS).map(([k, l]) => <option key={k} value={k}>{l.words}</option>)}
            </select>
          </label>
        </div>
        <div className="buttons">
          <button type="button" disabled={!target || !condition} onClick={() => void run('gm.condition.add', { figure: target, condition, ...LASTS[lasts].expires(target) })}>
            Apply condition
          </button>
          <button type="button" disabled={!target || !condition} onClick={() => void run('gm.condition.remove', { figure: target, condition })}>Remove condition</button>
        </div>
        <div className="row">
          <label>Give the figure to
            <select value={seat} onChange={(e) => setSeat(e.target.value)} name="gm-seat">
              <option value="gm">the GM</option>
              {players.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
            </select>
          </label>
          <button type="button" disabled={!target} onClick={() => void run('gm.set', { path: ['figures', target, 'controller'], value: seat })}>Assign</button>
        </div>
        <div className="buttons">
          {target && view.figures[target] && !view.figures[target].revealed && (
            <button type="button" onClick={() => void run('figure.reveal', { figure: target })}>Show its sheet to the players</button>
          )}
          {removing !== target ? (
            <button type="button" disabled={!target} onClick={() => setRemoving(target)}>Take it off the table</button>
          ) : (
            <span role="group" aria-label="take off the table">
              <button type="button" onClick={() => void run('figure.remove', { figure: target }).then(() => setRemoving(null))}>
                Take {view.figures[target]?.name ?? target} off the table
              </button>
              <button type="button" onClick={() => setRemoving(null)}>Keep it</button>
            </span>
          )}
        </div>
        <SystemGmTools system={system.id} view={view} run={run} />
        {/* Keyed by figure: another figure's values start the form afresh, not with the last one's pick. */}
        <OverrideForm key={target} figureId={target} figure={view.figures[target]} run={run} />
      </details>
    </section>
  );
}

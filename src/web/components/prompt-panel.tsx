import { useState } from 'react';
import type { TableConnection } from '../connection.ts';
import { Modal } from './modal.tsx';
import { promptRole } from './prompt-role.ts';

/**
 * The chooser of a prompt gets it as a modal dialog (the table waits on them): focus stays in it,
 * Esc sets it aside into a banner that reopens it. Everyone else sees whom the table waits for.
 */
export function PromptPanel({ t }: { t: TableConnection }) {
  const pending = t.view?.pending;
  const [aside, setAside] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!pending || !t.seat || !t.view) return null;
  const { prompt } = pending;
  const figure = t.view.figures[prompt.to];
  const role = promptRole(t.view, t.seat);
  const key = `${t.view.seq}:${prompt.to}:${prompt.message}`;
  const answer = (value: string | number | boolean) => {
    setBusy(true);
    void t.send('answer', { value }).finally(() => setBusy(false));
  };
  if (role !== 'chooser') {
    // The question often names the chooser too, so the two are kept apart by a dash, not a colon.
    const waiting = <p className="waiting" role="status" aria-live="polite">Waiting for {figure?.name ?? prompt.to} to choose — {prompt.message}</p>;
    if (role === 'waiting') return waiting;
    // The GM may answer for a player's figure (a player gone quiet would hold the table), folded away.
    return (
      <div>
        {waiting}
        <details className="more">
          <summary>Answer for {figure?.name ?? prompt.to}</summary>
          <div className="buttons options" role="group" aria-label="answers for the player">
            {prompt.options.map((o) => <button key={String(o.value)} type="button" disabled={busy} onClick={() => answer(o.value)}>{o.label}</button>)}
          </div>
        </details>
      </div>
    );
  }
  // The chooser's name heads the question, unless the question already names them ("Brick hits Bea: Dodge or Block?").
  const title = figure && !prompt.message.includes(figure.name) ? `${figure.name}: ${prompt.message}` : prompt.message;
  if (aside === key) {
    return (
      <p className="waiting mine" role="status">
        The table waits for your answer: {prompt.message}{' '}
        <button type="button" onClick={() => setAside(null)}>Answer now</button>
      </p>
    );
  }
  return (
    <Modal title={title} onClose={() => setAside(key)} className="prompt">
      <p className="muted small">Esc sets this aside; the table waits until you answer.</p>
      <div className="buttons options" role="group" aria-label="answers">
        {prompt.options.map((o, i) => (
          <button
            key={String(o.value)}
            type="button"
            disabled={busy}
            {...(i === 0 ? { 'data-autofocus': true } : {})}
            onClick={() => answer(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </Modal>
  );
}

import type { TableConnection } from '../connection.ts';

/** The chooser gets the question and its options; everyone else sees who the table waits for. */
export function PromptPanel({ t }: { t: TableConnection }) {
  const pending = t.view?.pending;
  if (!pending || !t.seat || !t.view) return null;
  const { prompt } = pending;
  const figure = t.view.figures[prompt.to];
  const mine = t.seat.role === 'gm' ? (figure?.controller ?? 'gm') === 'gm' : figure?.controller === t.seat.id;
  if (!mine) {
    return <p className="waiting" role="status" aria-live="polite">Waiting for {figure?.name ?? prompt.to}: {prompt.message}</p>;
  }
  return (
    <div className="prompt card" role="dialog" aria-modal="false" aria-labelledby="prompt-title">
      <h2 id="prompt-title">{figure ? `${figure.name}: ` : ''}{prompt.message}</h2>
      <div className="buttons">
        {prompt.options.map((o) => (
          <button key={String(o.value)} onClick={() => void t.send('answer', { value: o.value })}>{o.label}</button>
        ))}
      </div>
    </div>
  );
}

import type { LogEvent } from '../connection.ts';
import { answerLines, lineText, rollResult, text, undoneBatches, type Die, type LogWords } from './log-text.ts';

/** The live log, newest first: every die, the result, the rules that applied; GM-only lines are marked. */
export function Log({ events, isGm, words }: { events: LogEvent[]; isGm: boolean; words: LogWords }) {
  const shown = events.filter((e) => e.type !== 'table.rng').slice(-200).reverse();
  const undone = undoneBatches(events);
  const answers = answerLines(events, words);
  return (
    <section className="card log" aria-labelledby="log-title">
      <h2 id="log-title">Log</h2>
      <ol aria-live="polite" aria-label="roll log, newest first" tabIndex={0}>
        {shown.map((e) => {
          const hidden = e.visibility === 'gm';
          const wasUndone = e.batch !== undefined && e.type !== 'table.undo' && undone.has(e.batch);
          const dice = e.type === 'dice.rolled' ? (e.data?.dice as Die[] | undefined) ?? [] : [];
          const line = e.type === 'dice.rolled' ? null : answers.get(e.seq) ?? lineText(e, words);
          if (e.type !== 'dice.rolled' && line === null) return null;
          const result = e.type === 'dice.rolled' ? rollResult(e, dice) : null;
          return (
            <li key={e.seq} className={[hidden ? 'gm-only' : '', wasUndone ? 'undone' : ''].filter(Boolean).join(' ') || undefined}>
              {wasUndone && <span className="tag">undone</span>}
              {hidden && isGm && <span className="tag">GM only</span>}
              {e.type === 'dice.rolled' ? (
                <span>
                  {text(e.data?.label, 'roll')}:{' '}
                  {dice.map((d, i) => <span key={i} className={`die${d.dropped ? ' dropped' : ''}`} title={`d${d.sides}`}>{d.face}</span>)}
                  {result !== null && <>{' → '}<strong>{result}</strong></>}
                </span>
              ) : <span>{line}</span>}
              {e.ruleIds && e.ruleIds.length > 0 && <span className="rules">{e.ruleIds.join(' ')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

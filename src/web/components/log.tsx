import type { LogEvent } from '../connection.ts';
import { outcomeLabel } from './odds-chart.tsx';

interface Die { sides: number; face: number; dropped?: boolean; extra?: boolean }

/** Text for a value from an event: strings as they are, anything else in words (never raw JSON). */
function text(v: unknown, fallback = ''): string {
  if (v === undefined || v === null) return fallback;
  return typeof v === 'string' ? v : outcomeLabel(v);
}

/**
 * Systems write log lines with figure ids ("bea-the-bold takes 3 damage"); players read names.
 * Whole-word ids only, longest first, so "thug-2" is not read as "thug".
 */
function withNames(line: string, names: ReadonlyMap<string, string>): string {
  let out = line;
  for (const [id, name] of [...names].sort((a, b) => b[0].length - a[0].length)) {
    out = out.replace(new RegExp(`(^|[^a-z0-9-])${id.replace(/[-]/g, '\\-')}(?![a-z0-9-])`, 'g'), (_, pre: string) => `${pre}${name}`);
  }
  return out;
}

/** A roll's value in words: checks pass or fail, numbers stay numbers. */
function valueText(v: unknown): string {
  if (v === true) return 'success';
  if (v === false) return 'failure';
  return text(v).replace(/-/g, ' ');
}

/** The live log: every die, the result, the rules that applied; GM-only lines are marked. */
export function Log({ events, isGm, names = new Map() }: { events: LogEvent[]; isGm: boolean; names?: ReadonlyMap<string, string> }) {
  const shown = events.filter((e) => e.type !== 'table.rng').slice(-200).reverse();
  return (
    <section className="card log" aria-labelledby="log-title">
      <h2 id="log-title">Log</h2>
      <ol aria-live="polite" aria-label="roll log, newest first" tabIndex={0}>
        {shown.map((e) => {
          const hidden = e.visibility === 'gm';
          const dice = e.type === 'dice.rolled' ? (e.data?.dice as Die[] | undefined) ?? [] : [];
          return (
            <li key={e.seq} className={hidden ? 'gm-only' : undefined}>
              {hidden && isGm && <span className="tag">GM only</span>}
              {e.type === 'dice.rolled' ? (
                <span>
                  {text(e.data?.label, 'roll')}:{' '}
                  {dice.map((d, i) => <span key={i} className={`die${d.dropped ? ' dropped' : ''}`} title={`d${d.sides}`}>{d.face}</span>)}
                  {typeof e.data?.value === 'object' ? null : <>{' → '}<strong>{valueText(e.data?.value)}</strong></>}
                </span>
              ) : <span>{withNames(e.text && e.text !== e.type ? e.text : humanize(e), names)}</span>}
              {e.ruleIds && e.ruleIds.length > 0 && <span className="rules">{e.ruleIds.join(' ')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function humanize(e: LogEvent): string {
  const d = e.data ?? {};
  switch (e.type) {
    case 'table.note': return `GM: ${text(d.text)}`;
    case 'table.figure.added': return `${String((d.figure as { name?: string } | undefined)?.name ?? 'A figure')} joins`;
    case 'table.combat.started': return 'Combat starts';
    case 'table.combat.ended': return `Combat ends${d.winner ? `: ${text(d.winner)} win` : ''}`;
    case 'table.round': return `Round ${text(d.round)}`;
    case 'table.undo': return 'The GM undid the last action';
    case 'table.decision.requested': return 'Waiting for a decision';
    case 'table.decision.answered': return `Answered: ${text(d.value)}`;
    default: return e.type.replace(/^[a-z0-9-]+\./, '').replace(/[.-]/g, ' ');
  }
}

/** One outcome: the system's summary, its exact probability, and the system's words for it when it has them. */
export interface Outcome { outcome: unknown; probability: string; label?: string }

function value(p: string): number {
  const [n, d] = p.split('/');
  return Number(n) / Number(d ?? 1);
}

/** A readable name for an outcome summary (objects become "hit, damage 3"). */
export function outcomeLabel(o: unknown): string {
  if (o === null || typeof o !== 'object') return String(o);
  if (Array.isArray(o)) return o.map(outcomeLabel).join(', ');
  return Object.entries(o as Record<string, unknown>).filter(([, v]) => v !== false && v !== null).map(([k, v]) => (v === true ? k : `${k} ${outcomeLabel(v)}`)).join(', ');
}

/** Exact odds as bars, with the exact fraction on hover. */
/**
 * `assumed`: the names of unrevealed bystanders the odds read as having blank sheets (docs/odds.md):
 * said under the chart, so a player knows how far the exact numbers go.
 */
export function OddsChart({ title, outcomes, assumed = [] }: { title: string; outcomes: Outcome[]; assumed?: readonly string[] }) {
  const max = Math.max(...outcomes.map((o) => value(o.probability)), 1e-9);
  return (
    <figure className="odds" aria-label={title}>
      <figcaption>{title}</figcaption>
      <table>
        <tbody>
          {outcomes.slice(0, 12).map((o, i) => (
            <tr key={i}>
              <th scope="row">{o.label ?? outcomeLabel(o.outcome)}</th>
              <td className="pct" title={o.probability}>{(value(o.probability) * 100).toFixed(1)}%</td>
              <td className="bar"><span style={{ width: `${(value(o.probability) / max) * 100}%` }} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      {assumed.length > 0 && (
        <p className="muted">Assumes {listed(assumed)} {assumed.length === 1 ? 'has' : 'have'} nothing unexpected: {assumed.length === 1 ? 'its sheet is' : 'their sheets are'} hidden from you.</p>
      )}
    </figure>
  );
}

function listed(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
}

/** The ids of an odds answer's `assumed` bystanders (docs/protocol.md), as the chart's `assumed` takes them once named. */
export function assumedIn(answer: Readonly<Record<string, unknown>>): string[] {
  return Array.isArray(answer.assumed) ? answer.assumed.filter((x): x is string => typeof x === 'string') : [];
}

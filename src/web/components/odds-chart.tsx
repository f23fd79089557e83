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
export function OddsChart({ title, outcomes }: { title: string; outcomes: Outcome[] }) {
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
    </figure>
  );
}

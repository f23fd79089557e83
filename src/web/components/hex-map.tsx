import type { TableView } from '../connection.ts';

const SIZE = 22;

function isHex(p: unknown): p is { q: number; r: number } {
  return typeof p === 'object' && p !== null && typeof (p as { q?: unknown }).q === 'number' && typeof (p as { r?: unknown }).r === 'number';
}

/** Pointy-top axial hexes (1.5 m each in Glorious Gladiators), with every figure on its hex. */
export function HexMap({ view }: { view: TableView }) {
  const placed = view.figureOrder.map((id) => view.figures[id]).filter((f) => f && isHex(f.position));
  if (placed.length === 0) return null;
  const pts = placed.map((f) => {
    const { q, r } = f!.position as { q: number; r: number };
    return { f: f!, x: SIZE * Math.sqrt(3) * (q + r / 2), y: SIZE * 1.5 * r };
  });
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const pad = SIZE * 3;
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  const w = Math.max(...xs) - minX + pad;
  const h = Math.max(...ys) - minY + pad;
  const sides = [...new Set(placed.map((f) => f!.side))];
  const colors = ['#2f6fb3', '#b3402f', '#3a8a3a', '#8a5a9e'];
  const hex = (x: number, y: number) => Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${x + SIZE * Math.cos(a)},${y + SIZE * Math.sin(a)}`;
  }).join(' ');
  return (
    <figure className="card map" aria-label="hex map">
      <svg viewBox={`${minX} ${minY} ${w} ${h}`} role="img" aria-label="positions of the figures">
        {pts.map(({ f, x, y }) => (
          <g key={f.id}>
            <polygon points={hex(x, y)} fill={colors[sides.indexOf(f.side) % colors.length]} opacity={0.85} stroke="#222" />
            <text x={x} y={y + 4} textAnchor="middle" fontSize="10" fill="#fff">{f.name.slice(0, 6)}</text>
          </g>
        ))}
      </svg>
      <figcaption className="muted small">{placed.map((f) => `${f!.name} (${(f!.position as { q: number }).q}, ${(f!.position as { r: number }).r})`).join(' · ')}</figcaption>
    </figure>
  );
}

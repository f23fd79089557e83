import { useState } from 'react';
import type { LegalAction, TableConnection, TableView } from '../connection.ts';

const SIZE = 20;
const MARGIN = 3;

interface Hex { q: number; r: number }

function isHex(p: unknown): p is Hex {
  return typeof p === 'object' && p !== null && typeof (p as { q?: unknown }).q === 'number' && typeof (p as { r?: unknown }).r === 'number';
}

const center = (h: Hex) => ({ x: SIZE * Math.sqrt(3) * (h.q + h.r / 2), y: SIZE * 1.5 * h.r });

function corners(h: Hex): string {
  const { x, y } = center(h);
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${(x + SIZE * Math.cos(a)).toFixed(1)},${(y + SIZE * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/**
 * The hex grid (1.5 m per hex in Glorious Gladiators) with every figure on its hex. When this
 * seat may move a figure, clicking a hex (or pressing Enter on it) asks the server to move there
 * with the chosen movement; the rules decide, and a refusal says why.
 */
export function HexMap({ t }: { t: TableConnection }) {
  const view = t.view as TableView;
  const moves = t.legal.filter((a): a is LegalAction & { args: { figure: string; ability: string; to: Hex } } => a.type === 'gg.move' && isHex((a.args as { to?: unknown }).to));
  const abilities = [...new Set(moves.map((m) => `${m.args.figure}:${m.args.ability}`))];
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const placed = view.figureOrder.map((id) => view.figures[id]).filter((f) => f && isHex(f.position));
  if (placed.length === 0) return null;
  const hexes = placed.map((f) => f!.position as Hex);
  const qs = hexes.map((h) => h.q);
  const rs = hexes.map((h) => h.r);
  const grid: Hex[] = [];
  for (let r = Math.min(...rs) - MARGIN; r <= Math.max(...rs) + MARGIN; r++) {
    for (let q = Math.min(...qs) - MARGIN - Math.ceil(MARGIN / 2); q <= Math.max(...qs) + MARGIN; q++) grid.push({ q, r });
  }
  const pts = grid.map(center);
  const minX = Math.min(...pts.map((p) => p.x)) - SIZE;
  const minY = Math.min(...pts.map((p) => p.y)) - SIZE;
  const w = Math.max(...pts.map((p) => p.x)) - minX + SIZE;
  const h = Math.max(...pts.map((p) => p.y)) - minY + SIZE;
  const sides = [...new Set(placed.map((f) => f!.side))];
  const colors = ['#2f6fb3', '#b3402f', '#3a8a3a', '#8a5a9e'];
  const selected = choice || abilities[0] || '';
  const [figure, ability] = selected.split(':');

  async function moveTo(to: Hex) {
    if (!figure || !ability) return;
    const r = await t.send('gg.move', { figure, ability, to });
    setError(r.ok ? null : `${r.rejection?.code ?? ''}: ${r.rejection?.message ?? ''}`);
  }

  return (
    <figure className="card map" aria-label="hex map">
      {abilities.length > 0 && (
        <label className="inline">Move with&nbsp;
          <select value={selected} onChange={(e) => setChoice(e.target.value)} name="move-ability">
            {abilities.map((a) => <option key={a} value={a}>{view.figures[a.split(':')[0]!]?.name}: {a.split(':')[1]}</option>)}
          </select>
          &nbsp;then click a hex
        </label>
      )}
      <svg viewBox={`${minX} ${minY} ${w} ${h}`} role="group" aria-label="hexes and figures">
        {grid.map((hex) => {
          const movable = abilities.length > 0;
          return (
            <polygon
              key={`${hex.q},${hex.r}`}
              points={corners(hex)}
              className={movable ? 'hex movable' : 'hex'}
              {...(movable ? { 'role': 'button', 'tabIndex': 0, 'aria-label': `move to hex ${hex.q}, ${hex.r}` } : {})}
              onClick={movable ? () => void moveTo(hex) : undefined}
              onKeyDown={movable ? (e) => { if (e.key === 'Enter') void moveTo(hex); } : undefined}
            />
          );
        })}
        {placed.map((f) => {
          const p = center(f!.position as Hex);
          return (
            <g key={f!.id} pointerEvents="none">
              <polygon points={corners(f!.position as Hex)} fill={colors[sides.indexOf(f!.side) % colors.length]} stroke="#222" />
              <text x={p.x} y={p.y + 4} textAnchor="middle" fontSize="9" fill="#fff">{f!.name.slice(0, 7)}</text>
            </g>
          );
        })}
      </svg>
      {error && <p role="alert" className="error">{error}</p>}
      <figcaption className="muted small">1 hex = 1.5 m · {placed.map((f) => `${f!.name} (${(f!.position as Hex).q}, ${(f!.position as Hex).r})`).join(' · ')}</figcaption>
    </figure>
  );
}

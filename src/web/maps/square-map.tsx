import { useState } from 'react';
import { squaresWithin, type Square } from '../../kernel/index.ts';
import { isPlan, planMove, reachable, type HlhFigure, type HlhState } from '../../systems/high-low-heroes/index.ts';
import { refusalText, type FigureView, type LegalAction, type TableConnection } from '../connection.ts';
import { sheetViewFor } from '../sheets/index.ts';
import { MAX_BOX_CELLS, nearCells } from './drawn-cells.ts';
import { useGmPlace } from './gm-place.tsx';
import { MapFrame } from './map-frame.tsx';
import { short, tokenLabel } from './tokens.ts';

const CELL = 28;
const MARGIN = 4;

const isSquare = (p: unknown): p is Square => typeof p === 'object' && p !== null
  && typeof (p as Square).x === 'number' && typeof (p as Square).y === 'number';
const key = (s: Square) => `${s.x},${s.y}`;
const STEP: Record<string, Square> = {
  ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 },
};

interface KnockBack { figure: string; from: Square | null; to: Square | null; squares: number; moved: number; stoppedBy: string | null }

/**
 * The square map of High/Low Heroes: every figure on its square, walls, the squares the acting
 * figure can still reach this action (found by the system's own move rules, `reachable` and
 * `planMove`), and the last knock-back as an arrow ([HLH-DMG-02]). Click a square, or focus the
 * map and use the arrows and Enter; the server decides and says why when it refuses.
 */
export function SquareMap({ t }: { t: TableConnection }) {
  const view = t.view!;
  const [cursor, setCursor] = useState<Square | null>(null);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const moves = t.legal.filter((a): a is LegalAction & { args: { figure: string; to: Square } } => a.type === 'move' && isSquare((a.args as { to?: unknown }).to));
  const movers = [...new Set(moves.map((m) => m.args.figure))];
  const placed = view.figureOrder.map((id) => view.figures[id]).filter((f): f is FigureView => f !== undefined && isSquare(f.position));
  const outOf = sheetViewFor(view.system).out;
  const mover = placed.find((f) => f.id === (movers.includes(chosen) ? chosen : movers[0]));
  const state = view as unknown as HlhState;
  // A search of at most 10 steps: cheap enough to redo on every render.
  const found = mover ? reachable(state, mover as unknown as HlhFigure, 10).filter((r) => isPlan(planMove(state, mover.id, r.cost))) : [];
  const reach = new Map(found.map((r) => [key(r.to), r.cost]));
  const knock = [...t.log].reverse().find((e) => e.type === 'hlh.knocked-back')?.data as KnockBack | undefined;
  const gm = useGmPlace(t);
  const start = gm.placing ? placed.find((f) => f.id === gm.placing) : mover;
  const here = cursor ?? (start?.position as Square | undefined) ?? (placed[0]?.position as Square | undefined);
  if (placed.length === 0 || !here) return null;

  const walls = ((view.sys.walls ?? []) as string[]).map((k) => {
    const [x, y] = k.split(',').map(Number);
    return { x: x ?? 0, y: y ?? 0 };
  });
  // The map frames the figures with a few squares to spare and grows to follow the keyboard cursor;
  // far reachable squares stay reachable by keyboard without shrinking every token.
  const pts = [...placed.map((f) => f.position as Square), ...walls, ...(cursor ? [cursor] : [])];
  const minX = Math.min(...pts.map((p) => p.x)) - MARGIN;
  const maxX = Math.max(...pts.map((p) => p.x)) + MARGIN;
  const minY = Math.min(...pts.map((p) => p.y)) - MARGIN;
  const maxY = Math.max(...pts.map((p) => p.y)) + MARGIN;
  const wallSet = new Set(walls.map(key));
  const sides = [...new Set(placed.map((f) => f.side))];
  const at = (s: Square) => placed.find((f) => key(f.position as Square) === key(s));
  const describe = (s: Square) => {
    const f = at(s);
    const cost = reach.get(key(s));
    return `square ${s.x}, ${s.y}${f ? `: ${f.name}` : wallSet.has(key(s)) ? ': wall' : ''}${cost !== undefined && mover ? `, ${mover.name} can move here (${cost} squares)` : ''}`;
  };

  const clickable = mover !== undefined || gm.placing !== null;
  async function moveTo(to: Square) {
    if (gm.placing) {
      setError(await gm.place({ x: to.x, y: to.y }));
      return;
    }
    if (!mover) return;
    const r = await t.send('move', { figure: mover.id, to });
    setError(refusalText(r));
  }
  const onKey = (e: React.KeyboardEvent) => {
    const step = STEP[e.key];
    if (step) {
      e.preventDefault();
      setCursor({ x: here.x + step.x, y: here.y + step.y });
    } else if ((e.key === 'Enter' || e.key === ' ') && clickable) {
      e.preventDefault();
      void moveTo(here);
    }
  };
  let cells: Square[] = [];
  if ((maxX - minX + 1) * (maxY - minY + 1) <= MAX_BOX_CELLS) {
    for (let y = minY; y <= maxY; y++) for (let x = minX; x <= maxX; x++) cells.push({ x, y });
  } else {
    cells = nearCells(pts, MARGIN, squaresWithin, key, found.map((r) => r.to));
  }
  const c = (s: Square) => ({ cx: (s.x - minX) * CELL + CELL / 2, cy: (s.y - minY) * CELL + CELL / 2 });

  return (
    <section className="card map" aria-labelledby="squares-title">
      <div className="map-head">
        <h2 id="squares-title">Map</h2>
        {movers.length > 1 && (
          <label className="inline">Move&nbsp;
            <select value={mover?.id ?? ''} onChange={(e) => setChosen(e.target.value)} name="move-figure">
              {movers.map((id) => <option key={id} value={id}>{view.figures[id]?.name ?? id}</option>)}
            </select>
          </label>
        )}
        {gm.choice}
      </div>
      <p className="muted small" id="squares-help">
        {gm.placing ? `Click a square, or focus the map and use the arrow keys and Enter, to put ${view.figures[gm.placing]?.name ?? gm.placing} there.`
          : mover ? `${mover.name} can reach the lit squares this action. Click one, or focus the map and use the arrow keys and Enter.` : '1 square; diagonals count 1.'}
      </p>
      <MapFrame
        focus={key(here)}
        view={[0, 0, (maxX - minX + 1) * CELL, (maxY - minY + 1) * CELL]}
        label="square map"
        describedBy="squares-help squares-cursor"
        onKeyDown={onKey}
        className="square-svg"
      >
        {cells.map((s) => {
          const k = key(s);
          const reachableHere = reach.has(k);
          return (
            <rect
              key={k}
              x={(s.x - minX) * CELL}
              y={(s.y - minY) * CELL}
              width={CELL}
              height={CELL}
              data-square={k}
              className={`sq${reachableHere ? ' reach' : ''}${wallSet.has(k) ? ' wall' : ''}${clickable ? ' movable' : ''}`}
              onClick={clickable ? () => {
                setCursor(s);
                void moveTo(s);
              } : undefined}
            >
              <title>{describe(s)}</title>
            </rect>
          );
        })}
        {knock?.from && knock.to && (
          <g className="knock" aria-hidden="true">
            <line x1={c(knock.from).cx} y1={c(knock.from).cy} x2={c(knock.to).cx} y2={c(knock.to).cy} markerEnd="url(#arrow)" />
          </g>
        )}
        <defs>
          <marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" className="knock-head" />
          </marker>
        </defs>
        <rect x={(here.x - minX) * CELL + 2} y={(here.y - minY) * CELL + 2} width={CELL - 4} height={CELL - 4} className="sq-cursor" pointerEvents="none" data-focus />
        {placed.map((f) => {
          const p = c(f.position as Square);
          const gone = outOf(f);
          const label = tokenLabel(f, `square ${(f.position as Square).x}, ${(f.position as Square).y}`, gone);
          const pick = () => {
            if (movers.includes(f.id)) setChosen(f.id);
            setCursor(f.position as Square);
          };
          return (
            <g
              key={f.id}
              role="button"
              tabIndex={0}
              aria-label={label}
              className={`token-sq side-${sides.indexOf(f.side) % 4}${f.id === mover?.id ? ' moving' : ''}${gone ? ' out' : ''}`}
              onClick={pick}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  e.stopPropagation();
                  pick();
                }
              }}
            >
              <circle cx={p.cx} cy={p.cy} r={CELL / 2 - 2} />
              <text x={p.cx} y={p.cy + 4} textAnchor="middle" fontSize="10">{short(f.name)}</text>
              <title>{label}</title>
            </g>
          );
        })}
      </MapFrame>
      <p className="sr-only" id="squares-cursor" aria-live="polite">Cursor at {describe(here)}</p>
      {knock && (
        <p className="small" role="status">
          Knock-back <span className="rule">HLH-DMG-02</span>: {view.figures[knock.figure]?.name ?? knock.figure} {knock.moved} of {knock.squares} squares
          {knock.stoppedBy ? `, stopped by a ${knock.stoppedBy}` : ''}.
        </p>
      )}
      {error && <p role="alert" className="error">{error}</p>}
      <p className="muted small positions">{placed.map((f) => `${short(f.name)} ${f.name} (${(f.position as Square).x}, ${(f.position as Square).y})`).join(' · ')}</p>
    </section>
  );
}

export default SquareMap;

import { useState } from 'react';
import { hexDistance, hexesWithin, hexFromKey, hexKey, type Hex } from '../../kernel/index.ts';
import { refusalText, type FigureView, type LegalAction, type TableConnection } from '../connection.ts';
import { sheetViewFor } from '../sheets/index.ts';
import { MAX_BOX_CELLS, nearCells } from './drawn-cells.ts';
import { useGmPlace } from './gm-place.tsx';
import { MapFrame } from './map-frame.tsx';
import { areasByHex, mapAreas } from './map-areas.ts';
import { short, tokenLabel } from './tokens.ts';
import { useAreaAim } from './area-aim.tsx';

const SIZE = 20;
const MARGIN = 3;

function isHex(p: unknown): p is Hex {
  return typeof p === 'object' && p !== null && typeof (p as { q?: unknown }).q === 'number' && typeof (p as { r?: unknown }).r === 'number';
}

const center = (h: Hex) => ({ x: SIZE * Math.sqrt(3) * (h.q + h.r / 2), y: SIZE * 1.5 * h.r });

function corners(h: Hex, size = SIZE): string {
  const { x, y } = center(h);
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${(x + size * Math.cos(a)).toFixed(1)},${(y + size * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

type MoveAction = LegalAction & { args: { figure: string; ability: string; to: Hex } };
const isMove = (a: LegalAction): a is MoveAction => a.type === 'gg.move' && isHex((a.args as { to?: unknown }).to);

// Arrow keys walk the axial grid: left/right along q, up/down along r (keeping the column straight).
const STEP: Record<string, Hex> = {
  ArrowLeft: { q: -1, r: 0 }, ArrowRight: { q: 1, r: 0 }, ArrowUp: { q: 0, r: -1 }, ArrowDown: { q: 0, r: 1 },
};

/**
 * The hex grid (1.5 m per hex in Glorious Gladiators) with every figure on its hex and the walls.
 * With the mouse: click a hex to move the chosen figure there. With the keyboard: the map is one
 * tab stop; arrows move a cursor, Enter moves there; each token is a button that picks the figure
 * to move. With an Area, a Wall or another creation chosen in "Aim with", a click or Enter aims
 * it at the hex instead, a line (a Wall) at two hexes in turn, the first outlined (GG-PLAY-206).
 * The rules decide on the server, and a refusal says why.
 */
export function HexMap({ t }: { t: TableConnection }) {
  const view = t.view!;
  const moves = t.legal.filter(isMove);
  const abilities = [...new Set(moves.map((m) => `${m.args.figure}:${m.args.ability}`))];
  // Each movement by its name, as the action bar's labels read it (the key without one).
  const means = new Map(moves.map((m) => [`${m.args.figure}:${m.args.ability}`, m.means ?? m.args.ability]));
  const [choice, setChoice] = useState('');
  const [cursor, setCursor] = useState<Hex | null>(null);
  const [error, setError] = useState<string | null>(null);
  const aim = useAreaAim(t, (id) => view.figures[id]?.name ?? id);
  const gm = useGmPlace(t);
  const placed = view.figureOrder.map((id) => view.figures[id]).filter((f): f is FigureView => f !== undefined && isHex(f.position));
  const outOf = sheetViewFor(view.system).out;
  const selected = abilities.includes(choice) ? choice : abilities[0] ?? '';
  const [figure, ability] = selected.split(':');
  const mover = placed.find((f) => f.id === figure);
  const start = gm.placing ? placed.find((f) => f.id === gm.placing) : mover;
  const here = cursor ?? (start?.position as Hex | undefined) ?? (placed[0]?.position as Hex | undefined);
  if (placed.length === 0 || !here) return null;
  const walls = Object.keys((view.sys.walls ?? {}) as Record<string, unknown>).map(hexFromKey);
  const hexes = [...placed.map((f) => f.position as Hex), ...walls];
  const qs = hexes.map((h) => h.q);
  const rs = hexes.map((h) => h.r);
  // A rectangle of hexes around everything on the map, a few hexes wider on each side.
  const xs = hexes.map((x) => center(x).x);
  const lo = Math.min(...xs) - MARGIN * SIZE * Math.sqrt(3);
  const hi = Math.max(...xs) + MARGIN * SIZE * Math.sqrt(3);
  const spread = Math.max(...rs) - Math.min(...rs) + 2 * MARGIN;
  const suggested = new Set(moves.filter((m) => m.args.figure === figure && m.args.ability === ability).map((m) => hexKey(m.args.to)));
  let grid: Hex[] = [];
  const rows = Math.max(...rs) - Math.min(...rs) + 2 * MARGIN + 1;
  if (rows * (Math.max(...qs) - Math.min(...qs) + 2 * (MARGIN + spread) + 1) <= MAX_BOX_CELLS) {
    for (let r = Math.min(...rs) - MARGIN; r <= Math.max(...rs) + MARGIN; r++) {
      for (let q = Math.min(...qs) - MARGIN - spread; q <= Math.max(...qs) + MARGIN + spread; q++) {
        const x = center({ q, r }).x;
        if (x >= lo - 1 && x <= hi + 1) grid.push({ q, r });
      }
    }
  } else {
    grid = nearCells(hexes, MARGIN, hexesWithin, hexKey, [...suggested].map(hexFromKey));
  }
  const pts = grid.map(center);
  const minX = Math.min(...pts.map((p) => p.x)) - SIZE;
  const minY = Math.min(...pts.map((p) => p.y)) - SIZE;
  const w = Math.max(...pts.map((p) => p.x)) - minX + SIZE;
  const h = Math.max(...pts.map((p) => p.y)) - minY + SIZE;
  const sides = [...new Set(placed.map((f) => f.side))];
  const at = (hex: Hex) => placed.find((f) => hexDistance(f.position as Hex, hex) === 0);
  const wallAt = new Set(walls.map(hexKey));
  // Persistent areas, zones, doorways and gates: shaded, and named in each hex's description.
  const areas = mapAreas(view);
  const areaAt = areasByHex(areas);

  const clickable = abilities.length > 0 || aim.aiming !== null || gm.placing !== null;
  async function moveTo(to: Hex) {
    if (aim.aiming) {
      setError(await aim.fire(to));
      return;
    }
    if (gm.placing) {
      setError(await gm.place({ q: to.q, r: to.r }));
      return;
    }
    if (!figure || !ability) return;
    const r = await t.send('gg.move', { figure, ability, to });
    setError(refusalText(r));
  }

  const onKey = (e: React.KeyboardEvent) => {
    const step = STEP[e.key];
    if (step) {
      e.preventDefault();
      setCursor({ q: here.q + step.q, r: here.r + step.r });
    } else if ((e.key === 'Enter' || e.key === ' ') && clickable) {
      e.preventDefault();
      void moveTo(here);
    }
  };
  const pickFigure = (f: FigureView) => {
    const first = abilities.find((a) => a.startsWith(`${f.id}:`));
    if (first) setChoice(first);
    setCursor(f.position as Hex);
  };
  const describe = (hex: Hex) => {
    const f = at(hex);
    const covered = areaAt.get(hexKey(hex))?.map((a) => a.label).join('; ');
    return `hex ${hex.q}, ${hex.r}${f ? `: ${f.name}` : wallAt.has(hexKey(hex)) ? ': wall' : ''}${covered ? ` (${covered})` : ''}`
      + `${mover ? `, ${hexDistance(mover.position as Hex, hex)} from ${mover.name}` : ''}`;
  };

  return (
    <section className="card map" aria-labelledby="hex-title">
      <div className="map-head">
        <h2 id="hex-title">Hex map</h2>
        {abilities.length > 0 && (
          <label className="inline">Move with&nbsp;
            <select value={selected} onChange={(e) => setChoice(e.target.value)} name="move-ability">
              {abilities.map((a) => <option key={a} value={a}>{view.figures[a.split(':')[0]!]?.name}: {means.get(a)}</option>)}
            </select>
          </label>
        )}
        {aim.choice}
        {gm.choice}
        {aim.preview && <button type="button" className="small" onClick={() => void aim.preview?.(here).then(setError)}>Odds at hex {here.q}, {here.r}</button>}
      </div>
      <p className="muted small" id="hex-help">
        {aim.aiming ? aim.help
          : gm.placing ? `Click a hex, or focus the map and use the arrow keys and Enter, to put ${view.figures[gm.placing]?.name ?? gm.placing} there.`
            : abilities.length > 0 ? 'Click a hex, or focus the map and use the arrow keys and Enter. Outlined hexes are suggested moves.' : '1 hex = 1.5 m.'}
      </p>
      <MapFrame focus={hexKey(here)} view={[minX, minY, w, h]} label="hex map" describedBy="hex-help hex-cursor" onKeyDown={onKey} className="hex-svg">
        {grid.map((hex) => {
          const key = hexKey(hex);
          const area = areaAt.get(key)?.[0]?.kind;
          const cls = `hex${clickable ? ' movable' : ''}${(aim.aiming ? aim.chosen.some((c) => hexKey(c) === key) : suggested.has(key)) ? ' suggested' : ''}${wallAt.has(key) ? ' wall' : area ? ` ${area}` : ''}`;
          return (
            <polygon
              key={key}
              points={corners(hex)}
              className={cls}
              data-hex={key}
              onClick={clickable ? () => {
                setCursor(hex);
                void moveTo(hex);
              } : undefined}
            >
              <title>{describe(hex)}</title>
            </polygon>
          );
        })}
        <polygon points={corners(here, SIZE - 2)} className="hex-cursor" pointerEvents="none" data-focus />
        {placed.map((f) => {
          const p = center(f.position as Hex);
          const gone = outOf(f);
          const label = tokenLabel(f, `hex ${(f.position as Hex).q}, ${(f.position as Hex).r}`, gone);
          return (
            <g
              key={f.id}
              role="button"
              tabIndex={0}
              aria-label={label}
              className={`token-hex side-${sides.indexOf(f.side) % 4}${f.id === figure ? ' moving' : ''}${gone ? ' out' : ''}`}
              onClick={() => pickFigure(f)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  e.stopPropagation();
                  pickFigure(f);
                }
              }}
            >
              <polygon points={corners(f.position as Hex, SIZE - 1)} />
              <text x={p.x} y={p.y + 4} textAnchor="middle" fontSize="10">{short(f.name)}</text>
              <title>{label}</title>
            </g>
          );
        })}
      </MapFrame>
      <p className="sr-only" id="hex-cursor" aria-live="polite">Cursor at {describe(here)}</p>
      {error && <p role="alert" className="error">{error}</p>}
      {aim.odds}
      {areas.length > 0 && <p className="small">On the map: {areas.map((a) => a.label).join(' · ')}</p>}
      <p className="muted small">1 hex = 1.5 m · {placed.map((f) => `${short(f.name)} ${f.name} (${(f.position as Hex).q}, ${(f.position as Hex).r})`).join(' · ')}</p>
    </section>
  );
}

export default HexMap;

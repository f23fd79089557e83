import { useState } from 'react';
import { pairKey } from '../../kernel/index.ts';
import { BANDS, type Band } from '../../systems/d100-trick-stunt/index.ts';
import { refusalText, type FigureView, type LegalAction, type TableConnection } from '../connection.ts';
import { sheetViewFor } from '../sheets/index.ts';

const word = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const SIDE_COLORS = ['side-0', 'side-1', 'side-2', 'side-3'];

interface MoveArgs { figure: string; to: string; direction: 'closer' | 'farther' }
const isMove = (a: LegalAction): a is LegalAction & { args: MoveArgs } => a.type === 'move' && typeof (a.args as { to?: unknown }).to === 'string';

/**
 * Range bands in d100 Trick/Stunt are a relation between pairs, not places ([D100-RNG-01]). The
 * view takes one figure's point of view: every other figure stands in the band it is at from
 * there, and the moves the rules allow now (one band closer or farther, [D100-MOVE-01]) are
 * buttons on the figure they move toward. The GM may set any pair's band ([D100-MOVE-02]).
 */
export function BandMap({ t }: { t: TableConnection }) {
  const view = t.view!;
  const seat = t.seat!;
  const figures = view.figureOrder.map((id) => view.figures[id]!).filter(Boolean);
  const mine = figures.filter((f) => (seat.role === 'gm' ? f.controller === 'gm' : f.controller === seat.id));
  const moves = t.legal.filter(isMove);
  const movers = [...new Set(moves.map((m) => m.args.figure))];
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const acting = typeof view.sys.current === 'string' ? view.sys.current : null;
  const byId = (id: string | null | undefined) => figures.find((f) => f.id === id);
  const from = byId(chosen) ?? byId(movers[0]) ?? byId(acting) ?? mine[0] ?? figures[0];
  if (!from || figures.length < 2) return null;
  const fallback = ((view as unknown as { options?: { startingRange?: Band } }).options?.startingRange ?? 'close');
  const ranges = (view.sys.ranges ?? {}) as Record<string, Band>;
  const bandOf = (a: string, b: string): Band => ranges[pairKey(a, b)] ?? fallback;
  const sides = [...new Set(figures.map((f) => f.side))];
  const others = figures.filter((f) => f.id !== from.id);
  const outOf = sheetViewFor(view.system).out;
  const named = (f: FigureView) => {
    const gone = outOf(f);
    return gone ? `${f.name} (${gone})` : f.name;
  };

  async function run(type: string, args: unknown) {
    const r = await t.send(type, args);
    setError(refusalText(r));
  }

  return (
    <section className="card map bands" aria-labelledby="bands-title">
      <div className="map-head">
        <h2 id="bands-title">Range bands</h2>
        <label className="inline">Seen from&nbsp;
          <select value={from.id} onChange={(e) => setChosen(e.target.value)} name="bands-from">
            {figures.map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
          </select>
        </label>
      </div>
      <ol className="band-track" aria-label={`figures by range band from ${from.name}`}>
        {BANDS.map((band) => {
          const here = others.filter((o) => bandOf(from.id, o.id) === band);
          return (
            <li key={band} className="band" aria-label={`${word(band)}: ${here.length === 0 ? 'no one' : here.map(named).join(', ')}`}>
              <span className="band-name">{word(band)}</span>
              {band === 'close' && <span className={`token self ${SIDE_COLORS[sides.indexOf(from.side) % 4]}${outOf(from) ? ' out' : ''}`}>{named(from)}</span>}
              {here.map((o) => {
                const closer = moves.find((m) => m.args.figure === from.id && m.args.to === o.id && m.args.direction === 'closer');
                const farther = moves.find((m) => m.args.figure === from.id && m.args.to === o.id && m.args.direction === 'farther');
                const gone = outOf(o);
                return (
                  <div key={o.id} className={`token ${SIDE_COLORS[sides.indexOf(o.side) % 4]}${gone ? ' out' : ''}`}>
                    <span className="token-name">{o.name}</span>
                    {gone && <span className="token-out">{gone}</span>}
                    {(closer || farther) && (
                      <span className="token-moves">
                        {closer && <button type="button" className="small" onClick={() => void run(closer.type, closer.args)} aria-label={closer.label}>◀ closer</button>}
                        {farther && <button type="button" className="small" onClick={() => void run(farther.type, farther.args)} aria-label={farther.label}>farther ▶</button>}
                      </span>
                    )}
                    {seat.role === 'gm' && (
                      <select
                        className="small"
                        aria-label={`set the band between ${from.name} and ${o.name}`}
                        value={band}
                        onChange={(e) => void run('set-range', { a: from.id, b: o.id, band: e.target.value })}
                      >
                        {BANDS.map((b) => <option key={b} value={b}>{word(b)}</option>)}
                      </select>
                    )}
                  </div>
                );
              })}
            </li>
          );
        })}
      </ol>
      {error && <p role="alert" className="error">{error}</p>}
      <details>
        <summary>Every pair</summary>
        <table className="range-matrix">
          <thead><tr><th scope="col"><span className="sr-only">from</span></th>{figures.map((f) => <th key={f.id} scope="col">{f.name}</th>)}</tr></thead>
          <tbody>
            {figures.map((a) => (
              <tr key={a.id}>
                <th scope="row">{a.name}</th>
                {figures.map((b) => <td key={b.id}>{a.id === b.id ? '—' : word(bandOf(a.id, b.id))}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

export default BandMap;

import { useEffect, useRef, useState } from 'react';
import { api, type SystemInfo } from '../api.ts';

interface Summary {
  fights: number;
  wins: Record<string, number>;
  winRates: Record<string, { rate: number; low: number; high: number }>;
  rounds: Record<string, number>;
  meanRounds: number;
}

/** The Wilson interval at 95%, as the kernel computes it, for merged chunks. */
function wilson(k: number, n: number): { rate: number; low: number; high: number } {
  const z = 1.959963984540054;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { rate: p, low: Math.max(0, c - h), high: Math.min(1, c + h) };
}

/** Chunks of one run (fight numbers continue across chunks) add up to the run in one piece. */
function merge(parts: readonly Summary[]): Summary {
  const fights = parts.reduce((n, p) => n + p.fights, 0);
  const wins: Record<string, number> = {};
  const rounds: Record<string, number> = {};
  let roundSum = 0;
  for (const p of parts) {
    for (const [k, v] of Object.entries(p.wins)) wins[k] = (wins[k] ?? 0) + v;
    for (const [k, v] of Object.entries(p.rounds)) rounds[k] = (rounds[k] ?? 0) + v;
    roundSum += p.meanRounds * p.fights;
  }
  const sides = new Set(parts.flatMap((p) => Object.keys(p.winRates)));
  const winRates = Object.fromEntries([...sides].map((s) => [s, wilson(wins[s] ?? 0, fights)]));
  return { fights, wins, winRates, rounds, meanRounds: roundSum / Math.max(1, fights) };
}

const sideLabel = (side: string, a: string, b: string) => (side === 'A' ? `A: ${a}` : side === 'B' ? `B: ${b}` : 'no winner');

/** Two characters, N seeded fights on the server, win rates with intervals and fight lengths as plots. */
export function LabPage() {
  const [systems, setSystems] = useState<SystemInfo[]>([]);
  const [system, setSystem] = useState('');
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [fights, setFights] = useState(1000);
  const [seed, setSeed] = useState('lab');
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(0);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chart = useRef<HTMLDivElement>(null);
  const current = systems.find((s) => s.id === system);
  const nameA = current?.templates.find((t) => t.id === a)?.name ?? a;
  const nameB = current?.templates.find((t) => t.id === b)?.name ?? b;

  useEffect(() => {
    void api<{ systems: SystemInfo[] }>('GET', '/api/systems').then((r) => {
      setSystems(r.systems);
      const first = r.systems[0];
      if (first) {
        setSystem(first.id);
        setA(first.templates[0]?.id ?? '');
        setB(first.templates[1]?.id ?? first.templates[0]?.id ?? '');
      }
    });
  }, []);

  useEffect(() => {
    if (!summary || !chart.current) return;
    const rates = Object.entries(summary.winRates).map(([side, w]) => ({ side: sideLabel(side, nameA, nameB), ...w }));
    const rounds = Object.entries(summary.rounds).map(([r, n]) => ({ rounds: Number(r), share: n / summary.fights }));
    const target = chart.current;
    // The plotting library is large: it loads with the first plot, not with every page.
    void import('vega-embed').then(({ default: embed }) => embed(target, {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      hconcat: [
        { width: 220, height: 200, data: { values: rates }, layer: [
          { mark: 'bar', encoding: { x: { field: 'side', type: 'nominal', title: null, axis: { labelAngle: 0 } }, y: { field: 'rate', type: 'quantitative', title: 'win rate', scale: { domain: [0, 1] } } } },
          { mark: { type: 'rule', color: 'black' }, encoding: { x: { field: 'side', type: 'nominal' }, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } } },
        ] },
        { width: 260, height: 200, data: { values: rounds }, mark: 'bar', encoding: { x: { field: 'rounds', type: 'ordinal' }, y: { field: 'share', type: 'quantitative', title: 'share of fights' } } },
      ],
    }, { actions: false, renderer: 'svg' }));
  }, [summary, nameA, nameB]);

  async function run(e: React.FormEvent) {
    e.preventDefault();
    setRunning(true);
    setError(null);
    setSummary(null);
    setDone(0);
    try {
      // Ten chunks give a real progress bar; the seeds continue, so the result is the same.
      const chunk = Math.max(1, Math.ceil(fights / 10));
      const parts: Summary[] = [];
      for (let first = 0; first < fights; first += chunk) {
        const n = Math.min(chunk, fights - first);
        parts.push(await api<Summary>('POST', `/api/systems/${system}/simulate`, { a, b, fights: n, seed, first }));
        setDone(first + n);
      }
      setSummary(merge(parts));
    } catch (err) {
      setError((err as Error).message);
    }
    setRunning(false);
  }

  return (
    <div className="page">
      <h1>Balance lab</h1>
      <form className="card row" onSubmit={(e) => void run(e)} aria-label="simulation">
        <label>System<select value={system} onChange={(e) => setSystem(e.target.value)} name="lab-system">{systems.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}</select></label>
        <label>Side A<select value={a} onChange={(e) => setA(e.target.value)} name="lab-a">{current?.templates.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}</select></label>
        <label>Side B<select value={b} onChange={(e) => setB(e.target.value)} name="lab-b">{current?.templates.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}</select></label>
        <label>Fights<input type="number" min={1} max={20000} value={fights} onChange={(e) => setFights(Number(e.target.value))} name="lab-fights" /></label>
        <label>Seed<input value={seed} onChange={(e) => setSeed(e.target.value)} name="lab-seed" /></label>
        <button type="submit" disabled={running || !a || !b}>Run</button>
      </form>
      {running && <progress aria-label="simulating" max={fights} value={done}>{done} of {fights} fights</progress>}
      {error && <p role="alert" className="error">{error}</p>}
      {summary && (
        <section className="card" aria-label="results">
          <h2>{summary.fights} fights · mean length {summary.meanRounds.toFixed(2)} rounds</h2>
          <ul>
            {Object.entries(summary.winRates).map(([side, w]) => (
              <li key={side}>
                {sideLabel(side, nameA, nameB)}: <strong>{(w.rate * 100).toFixed(1)}%</strong>{' '}
                (95% CI {(w.low * 100).toFixed(1)}–{(w.high * 100).toFixed(1)}%)
              </li>
            ))}
          </ul>
          <div ref={chart} className="plot" data-testid="plot" />
        </section>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { MAX_PER_SIDE, sideFighters, type SheetIssue, type SimulationSummary } from '../../kernel/index.ts';
import { runInChunks, type Fighter } from '../../report/index.ts';
import { api, ApiError, type SystemInfo } from '../api.ts';
import { Link } from '../app.tsx';
import { pathLabel } from '../builders/kit.ts';
import { LabResults } from '../components/lab-results.tsx';
import { fighterOf, LabSide, type SideSource } from '../components/lab-side.tsx';
import { RuleChip } from '../components/tip.tsx';
import { loadKit } from '../builders/registry.ts';
import { readDraft, systemNamer, type NamedSheet, type Namer } from '../drafts.ts';

const SIDES = ['A', 'B'] as const;
type Side = (typeof SIDES)[number];

function firstTemplates(info: SystemInfo): Record<Side, SideSource> {
  const [a, b] = info.templates;
  return { A: { kind: 'template', id: a?.id ?? '' }, B: { kind: 'template', id: b?.id ?? a?.id ?? '' } };
}

/** The server's refusal of one side's sheet: its details name the side and every problem. */
interface Refusal { side: string; name: string; origin: string; sheet: unknown; issues: SheetIssue[] }

function refusalOf(err: unknown, sent: Record<Side, { name: string; origin: string; ref: unknown }>): Refusal | null {
  if (!(err instanceof ApiError)) return null;
  const d = err.details as { side?: unknown; issues?: unknown } | undefined;
  if (!d || (d.side !== 'A' && d.side !== 'B') || !Array.isArray(d.issues)) return null;
  const s = sent[d.side];
  return { side: d.side, name: s.name, origin: s.origin, sheet: s.ref, issues: d.issues as SheetIssue[] };
}

/**
 * Two sides, each a character (a template, the builder's draft or a file) one to ten times; N
 * seeded fights on the server in chunks with a progress bar; win rates with intervals and every
 * distribution, as a table and as the chart `arbiter sim --plot` draws.
 */
export function LabPage() {
  const [systems, setSystems] = useState<SystemInfo[]>([]);
  const [system, setSystem] = useState('');
  const [sources, setSources] = useState<Record<Side, SideSource>>({ A: { kind: 'template', id: '' }, B: { kind: 'template', id: '' } });
  const [files, setFiles] = useState<Record<Side, NamedSheet | null>>({ A: null, B: null });
  const [counts, setCounts] = useState<Record<Side, number>>({ A: 1, B: 1 });
  const [draft, setDraft] = useState<NamedSheet | null>(null);
  const [fights, setFights] = useState(1000);
  const [seed, setSeed] = useState('lab');
  // How far apart the two start on a system's map (its arena); each system brings its own default.
  const [distance, setDistance] = useState(0);
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(0);
  const [result, setResult] = useState<{ summary: SimulationSummary; fighters: Fighter[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const current = systems.find((s) => s.id === system);
  // Names are read the system's own way (its builder's chunk brings its rules), once it has loaded.
  const [namer, setNamer] = useState<{ system: string; nameOf: Namer } | null>(null);
  const nameOf = namer?.system === system ? namer.nameOf : undefined;

  // A new system starts from its first two templates; files of the old system do not fit it.
  const chooseSystem = (info: SystemInfo | undefined) => {
    if (!info) return;
    setSystem(info.id);
    setSources(firstTemplates(info));
    setFiles({ A: null, B: null });
    setDistance(info.arena?.distance ?? 0);
  };

  useEffect(() => {
    // Only the answer of the mount still live sets the first system: StrictMode mounts twice, and
    // the other answer, coming after the user had picked a system, put the first one back.
    let live = true;
    void api<{ systems: SystemInfo[] }>('GET', '/api/systems').then((r) => {
      if (!live) return;
      setSystems(r.systems);
      const first = r.systems[0];
      if (first) {
        setSystem(first.id);
        setSources(firstTemplates(first));
        setDistance(first.arena?.distance ?? 0);
      }
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    // A kit that arrives after the system changed again is dropped: the last system chosen names.
    let live = true;
    if (system) void loadKit(system)?.then((kit) => live && setNamer({ system, nameOf: systemNamer(kit.system) }));
    return () => {
      live = false;
    };
  }, [system]);

  // The builder may be open in another tab: read its draft again when this one gets the focus.
  useEffect(() => {
    if (!system) return;
    const read = () => setDraft(readDraft(system, nameOf));
    read();
    window.addEventListener('focus', read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener('focus', read);
      window.removeEventListener('storage', read);
    };
  }, [system, nameOf]);

  const picked = { A: fighterOf(current, sources.A, draft, files.A), B: fighterOf(current, sources.B, draft, files.B) };
  const countsOk = SIDES.every((side) => Number.isInteger(counts[side]) && counts[side] >= 1 && counts[side] <= MAX_PER_SIDE);

  async function run(e: React.FormEvent) {
    e.preventDefault();
    const { A: a, B: b } = picked;
    if (!a || !b || !countsOk) return;
    // A side of several is the same character N times: the server numbers them as sideFighters does here.
    const many = (ref: unknown, side: Side) => (counts[side] === 1 ? ref : Array.from({ length: counts[side] }, () => ref));
    const fighters = [
      ...sideFighters('a', 'A', Array.from({ length: counts.A }, () => a.name)),
      ...sideFighters('b', 'B', Array.from({ length: counts.B }, () => b.name)),
    ];
    setRunning(true);
    setError(null);
    setRefusal(null);
    setResult(null);
    setDone(0);
    try {
      // Ten chunks give a real progress bar, two at a time keep two of the server's simulation
      // workers busy; the seeds continue from chunk to chunk, so the result is the same.
      const summary = await runInChunks({
        fights, chunks: 10, parallel: 2, onProgress: setDone,
        run: (first, n) => api<SimulationSummary>('POST', `/api/systems/${system}/simulate`, {
          a: many(a.ref, 'A'), b: many(b.ref, 'B'), fights: n, seed, first, ...(current?.arena ? { distance } : {}),
        }),
      });
      setResult({ summary, fighters });
    } catch (err) {
      const r = refusalOf(err, { A: a, B: b });
      if (r) setRefusal(r);
      else setError((err as Error).message);
    }
    setRunning(false);
  }

  return (
    <div className="page">
      <h1>Balance lab</h1>
      <form className="card row" onSubmit={(e) => void run(e)} aria-label="simulation">
        <label>
          System
          <select value={system} onChange={(e) => chooseSystem(systems.find((s) => s.id === e.target.value))} name="lab-system">
            {systems.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
        </label>
        {SIDES.map((side) => (
          <LabSide
            key={side}
            side={side}
            info={current}
            source={sources[side]}
            onSource={(s) => setSources((x) => ({ ...x, [side]: s }))}
            count={counts[side]}
            onCount={(n) => setCounts((x) => ({ ...x, [side]: n }))}
            draft={draft}
            file={files[side]}
            onFile={(f) => setFiles((x) => ({ ...x, [side]: f }))}
            nameOf={nameOf}
          />
        ))}
        <label>Fights<input type="number" min={1} max={20000} value={fights} onChange={(e) => setFights(Number(e.target.value))} name="lab-fights" /></label>
        <label>Seed<input value={seed} onChange={(e) => setSeed(e.target.value)} name="lab-seed" /></label>
        {current?.arena && (
          <label>
            Distance ({current.arena.unit})
            <input
              type="number"
              min={1}
              max={current.arena.maxDistance}
              value={distance}
              name="lab-distance"
              onChange={(e) => setDistance(Number(e.target.value))}
            />
          </label>
        )}
        <button type="submit" disabled={running || !picked.A || !picked.B || !countsOk}>Run</button>
      </form>
      {running && <progress aria-label="simulating" max={fights} value={done}>{done} of {fights} fights</progress>}
      {error && <p role="alert" className="error">{error}</p>}
      {refusal && (
        <section role="alert" className="card" aria-label="illegal build">
          <p className="error">Side {refusal.side}, {refusal.name} ({refusal.origin}), is not a legal build: the server will not simulate it.</p>
          <ul className="issues">
            {refusal.issues.map((i, k) => <li key={k}><RuleChip ruleId={i.ruleId} /> {pathLabel(i.path, refusal.sheet)}: {i.message}</li>)}
          </ul>
          {refusal.origin === 'from the builder' && <p><Link to={`/build/${system}`}>Fix it in the builder</Link></p>}
        </section>
      )}
      {result && <LabResults summary={result.summary} fighters={result.fighters} />}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { api, recentTables, remember, type SystemInfo } from '../api.ts';
import { go, Link } from '../app.tsx';
import { hasBuilder } from '../builders/registry.ts';

export function HomePage() {
  const [systems, setSystems] = useState<SystemInfo[]>([]);
  const [system, setSystem] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recent = recentTables();

  useEffect(() => {
    void api<{ systems: SystemInfo[] }>('GET', '/api/systems').then((r) => {
      setSystems(r.systems);
      setSystem((s) => s || r.systems[0]?.id || '');
    });
  }, []);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const r = await api<{ tableId: string; token: string }>('POST', '/api/tables', { system, name: name.trim() || 'New table' });
      remember({ id: r.tableId, name: name.trim() || 'New table', system, role: 'gm', token: r.token, at: new Date().toISOString() });
      go(`/table/${r.tableId}#token=${r.token}`);
    } catch (err) {
      setError((err as Error).message);
    }
  }

  return (
    <div className="page narrow">
      <h1>Open a table</h1>
      <form onSubmit={(e) => void create(e)} className="card" aria-label="create a table">
        <label>Game system
          <select value={system} onChange={(e) => setSystem(e.target.value)} name="system">
            {systems.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
        </label>
        <label>Table name
          <input value={name} onChange={(e) => setName(e.target.value)} name="table-name" placeholder="Friday night arena" maxLength={80} />
        </label>
        <button type="submit" disabled={!system}>Create table as GM</button>
        {error && <p role="alert" className="error">{error}</p>}
      </form>
      <h2>Build a character</h2>
      <ul className="builders">
        {systems.filter((s) => hasBuilder(s.id)).map((s) => <li key={s.id}><Link to={`/build/${s.id}`}>{s.name}</Link></li>)}
      </ul>
      <h2>Your recent tables</h2>
      {recent.length === 0 ? <p className="muted">None yet on this browser.</p> : (
        <ul className="recent">
          {recent.map((t) => (
            <li key={`${t.id}-${t.token}`}>
              <Link to={`/table/${t.id}#token=${t.token}`}>{t.name}</Link>
              <span className="muted"> {t.system} · {t.role}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

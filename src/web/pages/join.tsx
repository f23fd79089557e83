import { useState } from 'react';
import { api, remember } from '../api.ts';
import { go } from '../app.tsx';

export function JoinPage({ invite }: { invite: string }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function join(e: React.FormEvent) {
    e.preventDefault();
    try {
      const r = await api<{ tableId: string; token: string; role: string; system: string }>('POST', '/api/join', { invite, name });
      remember({ id: r.tableId, name: `Table ${r.tableId}`, system: r.system, role: r.role, token: r.token, at: new Date().toISOString() });
      go(`/table/${r.tableId}#token=${r.token}`);
    } catch (err) {
      setError((err as Error).message);
    }
  }

  return (
    <div className="page narrow">
      <h1>Join a table</h1>
      {!invite ? <p role="alert" className="error">This link has no invite in it. Ask your GM for a new one.</p> : (
        <form onSubmit={(e) => void join(e)} className="card" aria-label="join the table">
          <label>Your name
            <input value={name} onChange={(e) => setName(e.target.value)} name="display-name" required maxLength={40} autoFocus />
          </label>
          <button type="submit" disabled={name.trim() === ''}>Join</button>
          {error && <p role="alert" className="error">{error}</p>}
        </form>
      )}
    </div>
  );
}

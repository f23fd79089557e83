/** HTTP calls to the table server; errors carry the server's stable code. */
export class ApiError extends Error {
  constructor(readonly code: string, message: string, readonly details?: unknown) {
    super(message);
  }
}

export async function api<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as T & { error?: { code: string; message: string; details?: unknown } };
  if (!res.ok || json.error) throw new ApiError(json.error?.code ?? 'HTTP', json.error?.message ?? res.statusText, json.error?.details);
  return json;
}

export interface SystemInfo {
  id: string;
  name: string;
  rulePrefix: string;
  templates: Array<{ id: string; name: string; kind: string; side: string | null; ruleId: string | null; sheet: unknown }>;
  options: Array<{ key: string; ruleId: string; description: string }>;
  conditions: Array<{ id: string; name: string; ruleId: string; description: string; supersedes: string[] }>;
  queries: Array<{ id: string; description: string }>;
  hasPosition: boolean;
  positionSchema: { properties?: Record<string, unknown> } | null;
  /** Where a simulated duel starts on the map; null for a system that fights off it. */
  arena: { distance: number; maxDistance: number; unit: string } | null;
}

/** Tables this browser has sat at, newest first, with the seat's token (local only). */
export interface RecentTable { id: string; name: string; system: string; role: string; token: string; at: string }

const RECENT = 'arbiter.recent';

export function recentTables(): RecentTable[] {
  try {
    return JSON.parse(localStorage.getItem(RECENT) ?? '[]') as RecentTable[];
  } catch {
    return [];
  }
}

export function remember(t: RecentTable): void {
  const rest = recentTables().filter((r) => !(r.id === t.id && r.token === t.token));
  localStorage.setItem(RECENT, JSON.stringify([t, ...rest].slice(0, 20)));
}

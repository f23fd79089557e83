import { useCallback, useEffect, useRef, useState } from 'react';
import { pendingRequests, type Reply } from './requests.ts';

/** One log line as the server sends it (hidden events arrive as `redacted` and are skipped). */
export interface LogEvent {
  seq: number;
  /** The command's batch: an undo names the batches it takes back. */
  batch?: number;
  type: string;
  text?: string;
  data?: Record<string, unknown>;
  ruleIds?: string[];
  visibility?: unknown;
  actor?: { kind: string; id?: string };
}

export interface Prompt { to: string; kind: string; message: string; options: Array<{ value: string | number | boolean; label: string }> }
export interface FigureView {
  id: string; name: string; side: string; controller: string; sheet: unknown; status: Record<string, unknown>;
  conditions: Array<{ id: string; ruleId?: string }>; position: unknown; revealed: boolean;
}
export interface TableView {
  system: string; phase: string; round: number; seq: number; figures: Record<string, FigureView>; figureOrder: string[];
  pending: { prompt: Prompt } | null; sys: Record<string, unknown>; winner?: string | null;
}
export interface LegalAction {
  type: string; args: unknown; label: string; figure?: string; means?: string; aim?: 'hex' | 'line'; aimAt?: string[]; aimUpTo?: number;
}
export interface Seat { id: string; role: 'gm' | 'player' | 'spectator'; name: string }
export interface Result { ok: boolean; rejection?: { code: string; message: string; ruleId?: string } }

/** A refusal as every form shows it, its rule first ("[GG-ATK-07] …"); null when the table took the command. */
export function refusalText(r: Result): string | null {
  if (r.ok) return null;
  return `${r.rejection?.ruleId ? `[${r.rejection.ruleId}] ` : ''}${r.rejection?.message ?? 'refused'}`;
}

export type Status = 'connecting' | 'open' | 'reconnecting' | 'refused';

/**
 * A live table over the WebSocket: hello with the last seq seen, the view and legal actions
 * after every batch, the log, and commands with their results. Reconnects by itself and
 * resumes from the last event, so a reload or a dropped network loses nothing.
 */
export function useTable(tableId: string, token: string, enabled = true) {
  const [status, setStatus] = useState<Status>('connecting');
  const [error, setError] = useState<string | null>(null);
  const [seat, setSeat] = useState<Seat | null>(null);
  const [table, setTable] = useState<{ id: string; name: string; system: string } | null>(null);
  const [view, setView] = useState<TableView | null>(null);
  const [legal, setLegal] = useState<LegalAction[]>([]);
  const [log, setLog] = useState<LogEvent[]>([]);
  const ws = useRef<WebSocket | null>(null);
  const lastSeq = useRef(0);
  // Each request settles once: its answer, NOT_CONNECTED, or superseded (requests.ts).
  const requests = useRef(pendingRequests());
  const counter = useRef(0);

  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let retry = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const proto = location.protocol === 'https:' ? 'wss' : 'ws';
      const socket = new WebSocket(`${proto}://${location.host}/ws`);
      ws.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', protocol: 1, tableId, token, lastSeq: lastSeq.current }));
      socket.onmessage = (e: MessageEvent<string>) => {
        const m = JSON.parse(e.data) as Record<string, unknown>;
        if (m.type === 'welcome') {
          retry = 0;
          setStatus('open');
          setSeat(m.seat as Seat);
          setTable(m.table as { id: string; name: string; system: string });
          setView(m.view as TableView);
          setLegal(m.legal as LegalAction[]);
          lastSeq.current = Math.max(lastSeq.current, m.lastSeq as number);
        } else if (m.type === 'events') {
          const events = (m.events as LogEvent[]).filter((x) => x.type !== 'redacted');
          const all = m.events as LogEvent[];
          if (all.length > 0) lastSeq.current = Math.max(lastSeq.current, all[all.length - 1]!.seq);
          setLog((old) => [...old, ...events.filter((x) => !old.some((o) => o.seq === x.seq))]);
          setView(m.view as TableView);
          setLegal(m.legal as LegalAction[]);
        } else if (m.type === 'result' || m.type === 'odds') {
          requests.current.answer((m.commandId ?? m.requestId) as string, m as Reply);
        } else if (m.type === 'error') {
          setError(`${m.code as string}: ${m.message as string}`);
          if (m.fatal || m.code === 'UNAUTHORIZED') {
            stopped = true;
            setStatus('refused');
          }
        }
      };
      socket.onclose = () => {
        // Whatever was asked on this socket is answered on no other: the forms waiting on it are freed.
        requests.current.dropAll();
        if (stopped) return;
        setStatus('reconnecting');
        timer = setTimeout(connect, Math.min(5000, 250 * 2 ** retry++));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      ws.current?.close();
    };
  }, [tableId, token, enabled]);

  const send = useCallback((type: string, args?: unknown) => {
    const id = `${Date.now().toString(36)}-${(counter.current++).toString(36)}`;
    return requests.current.command(ws.current, { type: 'command', command: { id, type, ...(args !== undefined ? { args } : {}) } }, id);
  }, []);

  /** Exact odds; null when a newer odds request superseded this one (the server answers only the newest). */
  const odds = useCallback((type: string, args: unknown) => {
    const requestId = `o${(counter.current++).toString(36)}`;
    return requests.current.odds(ws.current, { type: 'odds', requestId, command: { id: requestId, type, args } }, requestId);
  }, []);

  return { status, error, seat, table, view, legal, log, send, odds, clearError: () => setError(null) };
}

export type TableConnection = ReturnType<typeof useTable>;

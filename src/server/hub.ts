import { TableEngine, type Actor, type Command, type Rejection, type TableEvent, type TableState } from '../kernel/index.ts';
import type { AnySystem } from '../kernel/index.ts';
import type { Fanout } from './fanout.ts';
import type { SeatRecord, Storage, TableRecord } from './storage/port.ts';

/** Someone watching a table (a WebSocket connection): gets every new event batch in order. */
export type TableListener = (events: readonly TableEvent[], state: TableState) => void;

export interface LiveTable {
  readonly record: TableRecord;
  readonly engine: TableEngine;
  readonly listeners: Set<TableListener>;
  /** Commands and catch-ups on one table run one at a time, in arrival order. */
  queue: Promise<unknown>;
  /** Commands in the loaded log by id (who sent it, which events), so a retry needs no query. */
  readonly commands: Map<string, { readonly by: string; readonly firstSeq: number; readonly lastSeq: number }>;
  /** The newest seq another server announced; above ours means storage has events we lack. */
  announced: number;
}

export type ExecuteResult =
  | { readonly ok: true; readonly firstSeq: number; readonly lastSeq: number; readonly replayed: boolean }
  | { readonly ok: false; readonly rejection: Rejection };

/** How often (in events) a table's state is snapshotted, so loading never folds a long log. */
const SNAPSHOT_EVERY = 200;
/** Lost races (another server appended the same seq first) before giving up with TABLE_BUSY. */
const MAX_APPEND_ATTEMPTS = 30;

/** Who sent a command, as its events record it: the GM, or a seat. */
function seatKey(seat: SeatRecord): string {
  return seat.role === 'gm' ? 'gm' : seat.id;
}

/** The seat a command hands a figure to, or null: a `gm.set` of a figure's controller, a `figure.add` naming one. */
function handedTo(command: Command): string | null {
  const args = command.args as Record<string, unknown> | null;
  if (command.type === 'figure.add') return typeof args?.['controller'] === 'string' ? args['controller'] : null;
  const path = args?.['path'];
  const controller = command.type === 'gm.set' && Array.isArray(path) && path.length === 3 && path[0] === 'figures' && path[2] === 'controller';
  return controller && typeof args?.['value'] === 'string' ? args['value'] : null;
}

function remember(table: LiveTable, events: readonly TableEvent[]): void {
  for (const e of events) {
    if (!e.commandId || !e.actor) continue;
    const by = e.actor.kind === 'gm' ? 'gm' : e.actor.id;
    const known = table.commands.get(e.commandId);
    table.commands.set(e.commandId, { by, firstSeq: known?.firstSeq ?? e.seq, lastSeq: e.seq });
  }
}

export function actorOf(seat: SeatRecord): Actor {
  return seat.role === 'gm' ? { kind: 'gm' } : { kind: seat.role, id: seat.id };
}

/**
 * The authoritative tables of this server process. The event log in storage is the single
 * source of truth: a table is loaded from its newest snapshot plus the events after it, a
 * command is resolved against the loaded state and stored before anyone sees it, and when
 * another process appended first (unique (table, seq) key) this one catches up and tries again.
 */
export class TableHub {
  private readonly live = new Map<string, Promise<LiveTable | null>>();

  constructor(
    private readonly storage: Storage,
    private readonly fanout: Fanout,
    private readonly systemById: (id: string) => AnySystem | undefined,
  ) {
    fanout.onNotify((tableId, seq) => {
      if (!this.live.has(tableId)) return;
      void this.serial(tableId, (t) => {
        t.announced = Math.max(t.announced, seq);
        return this.catchUp(t);
      });
    });
  }

  load(tableId: string): Promise<LiveTable | null> {
    let entry = this.live.get(tableId);
    if (!entry) {
      entry = this.open(tableId);
      this.live.set(tableId, entry);
      entry.then((t) => !t && this.live.delete(tableId), () => this.live.delete(tableId));
    }
    return entry;
  }

  private async open(tableId: string): Promise<LiveTable | null> {
    const record = await this.storage.getTable(tableId);
    if (!record) return null;
    const system = this.systemById(record.system);
    if (!system) throw new Error(`table ${tableId} uses unknown system ${record.system}`);
    const snapshot = await this.storage.snapshot(tableId);
    const base = snapshot ?? record.initial;
    const engine = new TableEngine(system, base, await this.storage.events(tableId, base.seq));
    const table: LiveTable = { record, engine, listeners: new Set(), queue: Promise.resolve(), commands: new Map(), announced: 0 };
    remember(table, engine.events);
    return table;
  }

  /** Runs `work` after everything already queued on this table. */
  private async serial<T>(tableId: string, work: (t: LiveTable) => Promise<T>): Promise<T | null> {
    const table = await this.load(tableId);
    if (!table) return null;
    const run = table.queue.then(() => work(table));
    table.queue = run.catch(() => undefined);
    return run;
  }

  async execute(tableId: string, seat: SeatRecord, command: Command): Promise<ExecuteResult | null> {
    return this.serial(tableId, async (table) => {
      for (let attempt = 0; attempt < MAX_APPEND_ATTEMPTS; attempt++) {
        // Another server's events first (announced, or found by a lost race below).
        if (attempt > 0 || table.announced > table.engine.state.seq) await this.catchUp(table);
        const known = table.commands.get(command.id);
        if (known) return this.replayed(known.by, seatKey(seat), known);
        // Commands older than the newest snapshot are not in memory; storage knows them.
        const earlier = table.engine.initial.seq > 0 ? await this.storage.findCommand(tableId, command.id) : null;
        if (earlier) return this.replayed(earlier.seatId, seat.id, earlier);
        const unseated = await this.seatRejection(tableId, command);
        if (unseated) return unseated;
        const result = table.engine.attempt(command, actorOf(seat));
        if (!result.ok) return result;
        const first = result.events[0]!.seq;
        const last = result.events[result.events.length - 1]!.seq;
        const record = { tableId, commandId: command.id, seatId: seat.id, firstSeq: first, lastSeq: last };
        const stored = await this.storage.append(tableId, result.events, record);
        if (!stored.ok) {
          // Someone else took this step (or this command id): back off a little, randomly, so two
          // servers streaming commands at one table take turns instead of colliding again.
          await new Promise((r) => setTimeout(r, Math.random() * Math.min(20, 2 * attempt + 1)));
          continue;
        }
        this.deliver(table, result.events);
        await this.fanout.publish(tableId, last);
        const crossed = Math.floor(last / SNAPSHOT_EVERY) > Math.floor((first - 1) / SNAPSHOT_EVERY);
        if (crossed) await this.storage.saveSnapshot(tableId, table.engine.state);
        return { ok: true, firstSeq: first, lastSeq: last, replayed: false };
      }
      return { ok: false, rejection: { code: 'TABLE_BUSY', message: 'The table is busy with other commands; try again.' } };
    });
  }

  /**
   * A figure handed to a seat this table does not have (`gm.set` of its controller, `figure.add`'s
   * controller): no one could play it, and the kernel knows no seats, so the server refuses it.
   */
  private async seatRejection(tableId: string, command: Command): Promise<ExecuteResult | null> {
    const to = handedTo(command);
    if (to === null || to === 'gm') return null;
    if ((await this.storage.seats(tableId)).some((x) => x.id === to)) return null;
    return { ok: false, rejection: { code: 'UNKNOWN_SEAT', message: `There is no seat "${to}" at this table.` } };
  }

  private replayed(owner: string, requester: string, earlier: { firstSeq: number; lastSeq: number }): ExecuteResult {
    if (owner !== requester) {
      return { ok: false, rejection: { code: 'COMMAND_ID_REUSED', message: 'Another participant already used this command id at this table.' } };
    }
    return { ok: true, firstSeq: earlier.firstSeq, lastSeq: earlier.lastSeq, replayed: true };
  }

  /** Pulls events other processes stored, in order, and hands them to this process's listeners. */
  private async catchUp(table: LiveTable): Promise<void> {
    const fresh = await this.storage.events(table.record.id, table.engine.state.seq);
    if (fresh.length === 0) return;
    this.deliver(table, fresh);
  }

  private deliver(table: LiveTable, events: readonly TableEvent[]): void {
    for (const e of events) table.engine.append(e);
    remember(table, events);
    for (const listener of table.listeners) listener(events, table.engine.state);
  }

  /** Listens to a table; returns the events after `afterSeq` (what a reconnecting client missed). */
  async subscribe(
    tableId: string,
    listener: TableListener,
    afterSeq: number,
  ): Promise<{ table: LiveTable; missed: TableEvent[]; seq: number } | null> {
    return this.serial(tableId, async (table) => {
      await this.catchUp(table);
      table.listeners.add(listener);
      return { table, missed: table.engine.events.filter((e) => e.seq > afterSeq), seq: table.engine.state.seq };
    });
  }

  unsubscribe(tableId: string, listener: TableListener): void {
    void this.live.get(tableId)?.then((t) => t?.listeners.delete(listener));
  }
}

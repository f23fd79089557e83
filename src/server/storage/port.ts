import type { TableEvent, TableState } from '../../kernel/index.ts';

/**
 * Storage port: everything the server keeps. Two adapters (SQLite, PostgreSQL) implement it over
 * the same SQL (kysely), and one contract suite (storage.contract.ts) runs against both real
 * databases. The event log is append-only with a unique (table, seq) key, so two servers racing
 * for the same step cannot both land: exactly one append succeeds, the other gets `conflict`.
 */
export type Role = 'gm' | 'player' | 'spectator';

export interface TableRecord {
  readonly id: string;
  readonly system: string;
  readonly name: string;
  /** The state before any event, including the dice generator's seed: never sent to clients. */
  readonly initial: TableState;
  readonly createdAt: string;
}

export interface SeatRecord {
  readonly id: string;
  readonly tableId: string;
  readonly role: Role;
  readonly name: string;
  readonly tokenHash: string;
}

export interface InviteRecord {
  readonly id: string;
  readonly tableId: string;
  readonly role: Exclude<Role, 'gm'>;
  readonly tokenHash: string;
  readonly expiresAt: string | null;
  readonly revoked: boolean;
  readonly createdAt: string;
}

/** Which command produced which events, so a retried command id returns the first result. */
export interface CommandRecord {
  readonly tableId: string;
  readonly commandId: string;
  readonly seatId: string;
  readonly firstSeq: number;
  readonly lastSeq: number;
}

export type AppendResult = { readonly ok: true } | { readonly ok: false; readonly conflict: 'seq' | 'command' };

export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  /** Applies numbered migrations not applied yet; returns the schema version. */
  migrate(): Promise<number>;
  createTable(table: TableRecord, gm: SeatRecord): Promise<void>;
  getTable(id: string): Promise<TableRecord | null>;
  listTables(ids: readonly string[]): Promise<TableRecord[]>;
  /** Atomically appends a batch (and its command record); nothing lands on conflict. */
  append(tableId: string, events: readonly TableEvent[], command: CommandRecord | null): Promise<AppendResult>;
  events(tableId: string, afterSeq: number): Promise<TableEvent[]>;
  lastSeq(tableId: string): Promise<number>;
  findCommand(tableId: string, commandId: string): Promise<CommandRecord | null>;
  saveSnapshot(tableId: string, state: TableState): Promise<void>;
  /** The newest snapshot, if any. */
  snapshot(tableId: string): Promise<TableState | null>;
  addSeat(seat: SeatRecord): Promise<void>;
  seatByToken(tokenHash: string): Promise<SeatRecord | null>;
  seats(tableId: string): Promise<SeatRecord[]>;
  addInvite(invite: InviteRecord): Promise<void>;
  inviteByToken(tokenHash: string): Promise<InviteRecord | null>;
  invites(tableId: string): Promise<InviteRecord[]>;
  revokeInvite(tableId: string, inviteId: string): Promise<boolean>;
  close(): Promise<void>;
}

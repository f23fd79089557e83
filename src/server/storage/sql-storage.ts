import { sql, type Kysely } from 'kysely';
import type { TableEvent, TableState } from '../../kernel/index.ts';
import { migrate } from './migrations.ts';
import type { AppendResult, CommandRecord, InviteRecord, Role, SeatRecord, Storage, TableRecord } from './port.ts';

/** The database as kysely sees it (JSON columns are text). */
export interface Db {
  arbiter_tables: { id: string; system: string; name: string; initial_state: string; created_at: string };
  arbiter_seats: { id: string; table_id: string; role: string; name: string; token_hash: string };
  arbiter_invites: {
    id: string; table_id: string; role: string; token_hash: string; expires_at: string | null; revoked: number; created_at: string;
  };
  arbiter_events: { table_id: string; seq: number; batch: number; event: string };
  arbiter_commands: { table_id: string; command_id: string; seat_id: string; first_seq: number; last_seq: number };
  arbiter_snapshots: { table_id: string; seq: number; state: string };
}

/**
 * The storage port over SQL. SQLite and PostgreSQL differ only in their dialect, how they
 * report a unique-key violation, and (PostgreSQL) a lock around migrations so several servers
 * can start at once.
 */
export class SqlStorage implements Storage {
  constructor(
    readonly kind: 'sqlite' | 'postgres',
    private readonly db: Kysely<Db>,
    private readonly isUniqueViolation: (error: unknown) => boolean,
    private readonly withMigrationLock: <T>(run: () => Promise<T>) => Promise<T> = (run) => run(),
  ) {}

  migrate(): Promise<number> {
    return this.withMigrationLock(() => migrate(this.db as Kysely<unknown>));
  }

  async createTable(t: TableRecord, gm: SeatRecord): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('arbiter_tables').values({ id: t.id, system: t.system, name: t.name, initial_state: JSON.stringify(t.initial), created_at: t.createdAt }).execute();
      await trx.insertInto('arbiter_seats').values(seatRow(gm)).execute();
    });
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const row = await this.db.selectFrom('arbiter_tables').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? tableOf(row) : null;
  }

  async listTables(ids: readonly string[]): Promise<TableRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('arbiter_tables').selectAll().where('id', 'in', [...ids]).execute();
    return rows.map(tableOf);
  }

  async append(tableId: string, events: readonly TableEvent[], command: CommandRecord | null): Promise<AppendResult> {
    if (events.length === 0) return { ok: true };
    try {
      if (this.kind === 'postgres') await this.appendOneStatement(tableId, events, command);
      else {
        await this.db.transaction().execute(async (trx) => {
          if (command) {
            await trx.insertInto('arbiter_commands').values({
              table_id: tableId, command_id: command.commandId, seat_id: command.seatId,
              first_seq: command.firstSeq, last_seq: command.lastSeq,
            }).execute();
          }
          const rows = events.map((e) => ({ table_id: tableId, seq: e.seq, batch: e.batch, event: JSON.stringify(e) }));
          await trx.insertInto('arbiter_events').values(rows).execute();
        });
      }
      return { ok: true };
    } catch (error) {
      if (!this.isUniqueViolation(error)) throw error;
      // Tell the caller which key lost: a retried command id, or another server's step.
      const taken = command ? await this.findCommand(tableId, command.commandId) : null;
      return { ok: false, conflict: taken ? 'command' : 'seq' };
    }
  }

  /**
   * PostgreSQL: the command record and the events in one statement (a data-modifying CTE),
   * atomic by itself, so an append costs one round trip instead of four.
   */
  private async appendOneStatement(tableId: string, events: readonly TableEvent[], command: CommandRecord | null): Promise<void> {
    const rows = sql.join(events.map((e) => sql`(${tableId}, ${e.seq}, ${e.batch}, ${JSON.stringify(e)})`));
    const insertEvents = sql`insert into arbiter_events (table_id, seq, batch, event) values ${rows}`;
    if (!command) {
      await insertEvents.execute(this.db);
      return;
    }
    await sql`with c as (
      insert into arbiter_commands (table_id, command_id, seat_id, first_seq, last_seq)
      values (${tableId}, ${command.commandId}, ${command.seatId}, ${command.firstSeq}, ${command.lastSeq})
    ) ${insertEvents}`.execute(this.db);
  }

  async events(tableId: string, afterSeq: number): Promise<TableEvent[]> {
    const rows = await this.db.selectFrom('arbiter_events').select('event').where('table_id', '=', tableId).where('seq', '>', afterSeq).orderBy('seq').execute();
    return rows.map((r) => JSON.parse(r.event) as TableEvent);
  }

  async lastSeq(tableId: string): Promise<number> {
    const row = await this.db.selectFrom('arbiter_events').select(sql<number>`max(seq)`.as('m')).where('table_id', '=', tableId).executeTakeFirst();
    return Number(row?.m ?? 0);
  }

  async findCommand(tableId: string, commandId: string): Promise<CommandRecord | null> {
    const r = await this.db.selectFrom('arbiter_commands').selectAll()
      .where('table_id', '=', tableId).where('command_id', '=', commandId).executeTakeFirst();
    if (!r) return null;
    return { tableId: r.table_id, commandId: r.command_id, seatId: r.seat_id, firstSeq: Number(r.first_seq), lastSeq: Number(r.last_seq) };
  }

  async saveSnapshot(tableId: string, state: TableState): Promise<void> {
    try {
      await this.db.insertInto('arbiter_snapshots').values({ table_id: tableId, seq: state.seq, state: JSON.stringify(state) }).execute();
    } catch (error) {
      // Another server snapshotted the same seq: the state is the same fold, nothing to do.
      if (!this.isUniqueViolation(error)) throw error;
    }
  }

  async snapshot(tableId: string): Promise<TableState | null> {
    const row = await this.db.selectFrom('arbiter_snapshots').select('state')
      .where('table_id', '=', tableId).orderBy('seq', 'desc').limit(1).executeTakeFirst();
    return row ? (JSON.parse(row.state) as TableState) : null;
  }

  async addSeat(seat: SeatRecord): Promise<void> {
    await this.db.insertInto('arbiter_seats').values(seatRow(seat)).execute();
  }

  async seatByToken(tokenHash: string): Promise<SeatRecord | null> {
    const r = await this.db.selectFrom('arbiter_seats').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return r ? seatOf(r) : null;
  }

  async seats(tableId: string): Promise<SeatRecord[]> {
    return (await this.db.selectFrom('arbiter_seats').selectAll().where('table_id', '=', tableId).orderBy('name').execute()).map(seatOf);
  }

  async addInvite(i: InviteRecord): Promise<void> {
    await this.db.insertInto('arbiter_invites').values({
      id: i.id, table_id: i.tableId, role: i.role, token_hash: i.tokenHash, expires_at: i.expiresAt,
      revoked: i.revoked ? 1 : 0, created_at: i.createdAt,
    }).execute();
  }

  async inviteByToken(tokenHash: string): Promise<InviteRecord | null> {
    const r = await this.db.selectFrom('arbiter_invites').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return r ? inviteOf(r) : null;
  }

  async invites(tableId: string): Promise<InviteRecord[]> {
    return (await this.db.selectFrom('arbiter_invites').selectAll().where('table_id', '=', tableId).orderBy('created_at').execute()).map(inviteOf);
  }

  async revokeInvite(tableId: string, inviteId: string): Promise<boolean> {
    const r = await this.db.updateTable('arbiter_invites').set({ revoked: 1 })
      .where('table_id', '=', tableId).where('id', '=', inviteId).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

function tableOf(r: Db['arbiter_tables']): TableRecord {
  return { id: r.id, system: r.system, name: r.name, initial: JSON.parse(r.initial_state) as TableState, createdAt: r.created_at };
}

function seatRow(s: SeatRecord): Db['arbiter_seats'] {
  return { id: s.id, table_id: s.tableId, role: s.role, name: s.name, token_hash: s.tokenHash };
}

function seatOf(r: Db['arbiter_seats']): SeatRecord {
  return { id: r.id, tableId: r.table_id, role: r.role as Role, name: r.name, tokenHash: r.token_hash };
}

function inviteOf(r: Db['arbiter_invites']): InviteRecord {
  return {
    id: r.id, tableId: r.table_id, role: r.role as InviteRecord['role'], tokenHash: r.token_hash,
    expiresAt: r.expires_at, revoked: Number(r.revoked) === 1, createdAt: r.created_at,
  };
}

import { sql, type Kysely } from 'kysely';

/**
 * Numbered migrations, applied in order, each once, recorded in arbiter_migrations. Never edit
 * a migration that has shipped; add the next number. The SQL is portable between SQLite and
 * PostgreSQL (JSON is stored as text, times as ISO strings).
 */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; up: (db: Kysely<unknown>) => Promise<void> }> = [
  {
    version: 1,
    name: 'tables, seats, invites, events, commands, snapshots',
    up: async (db) => {
      await db.schema.createTable('arbiter_tables')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('system', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('initial_state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('arbiter_seats')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('table_id', 'text', (c) => c.notNull().references('arbiter_tables.id'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .execute();
      await db.schema.createTable('arbiter_invites')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('table_id', 'text', (c) => c.notNull().references('arbiter_tables.id'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text')
        .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createTable('arbiter_events')
        .addColumn('table_id', 'text', (c) => c.notNull().references('arbiter_tables.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('batch', 'integer', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('arbiter_events_pk', ['table_id', 'seq'])
        .execute();
      await db.schema.createTable('arbiter_commands')
        .addColumn('table_id', 'text', (c) => c.notNull().references('arbiter_tables.id'))
        .addColumn('command_id', 'text', (c) => c.notNull())
        .addColumn('seat_id', 'text', (c) => c.notNull())
        .addColumn('first_seq', 'integer', (c) => c.notNull())
        .addColumn('last_seq', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('arbiter_commands_pk', ['table_id', 'command_id'])
        .execute();
      await db.schema.createTable('arbiter_snapshots')
        .addColumn('table_id', 'text', (c) => c.notNull().references('arbiter_tables.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('arbiter_snapshots_pk', ['table_id', 'seq'])
        .execute();
      await db.schema.createIndex('arbiter_seats_table').on('arbiter_seats').column('table_id').execute();
      await db.schema.createIndex('arbiter_invites_table').on('arbiter_invites').column('table_id').execute();
    },
  },
];

export async function migrate(db: Kysely<unknown>): Promise<number> {
  await db.schema.createTable('arbiter_migrations').ifNotExists()
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  const rows = await sql<{ version: number }>`select version from arbiter_migrations`.execute(db);
  const done = new Set(rows.rows.map((r) => Number(r.version)));
  for (const m of MIGRATIONS) {
    if (done.has(m.version)) continue;
    await db.transaction().execute(async (trx) => {
      await m.up(trx);
      await sql`insert into arbiter_migrations (version, name) values (${m.version}, ${m.name})`.execute(trx);
    });
  }
  return MIGRATIONS[MIGRATIONS.length - 1]!.version;
}

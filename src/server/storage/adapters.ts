import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { SqlStorage, type Db } from './sql-storage.ts';

/** SQLite in WAL mode: the embedded default, one file, nothing to install. */
export function sqliteStorage(path: string): SqlStorage {
  const database = new Database(path);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database }) });
  return new SqlStorage('sqlite', db, (e) => /^SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)$/.test(String((e as { code?: unknown }).code)));
}

/**
 * PostgreSQL, the scale-out store. `schema` isolates a deployment (and each test run) in its
 * own schema, created if missing.
 */
export function postgresStorage(url: string, options: { schema?: string; max?: number } = {}): SqlStorage {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`bad schema name "${schema}"`);
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 20, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  // BIGINT/INT8 (max(), counts) come back as strings by default; sequence numbers fit in a double.
  pg.types.setTypeParser(20, (v) => Number(v));
  const db = new Kysely<Db>({ dialect: new PostgresDialect({ pool }) });
  const lock = async <T>(run: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      if (schema) await client.query(`create schema if not exists ${schema}`);
      // Several servers may start together; one migrates while the others wait.
      await client.query('select pg_advisory_lock(727274)');
      try {
        return await run();
      } finally {
        await client.query('select pg_advisory_unlock(727274)');
      }
    } finally {
      client.release();
    }
  };
  return new SqlStorage('postgres', db, (e) => (e as { code?: unknown }).code === '23505', lock);
}

// The checks `npm run db:move` makes after copying (move-to-postgres.ts), and what both steps read of
// the two schemas.
import type pg from 'pg';
import type sqlite3 from 'sqlite3';
import { connectPostgres, listTables, quoteTable } from './postgres-snapshot';
import { sqliteAll } from './sqlite-snapshot';
import { postgresShape, postgresTableChecksum, sqliteTableChecksum, type TableChecksum } from './table-checksum';

/** One table as moved: its rows and checksum on each side, and the next id its sequence hands out. */
export interface MovedTable {
  table: string;
  sqlite: TableChecksum;
  postgres: TableChecksum;
  /** The id the next insert gets (tables with a serial id), and the one SQLite would have given. */
  nextId: string | null;
  expectedNextId: string | null;
  same: boolean;
}

/** The tables and columns of a SQLite file (the engine's own tables left out). */
export async function sqliteSchema(db: sqlite3.Database): Promise<Map<string, string[]>> {
  const tables = await sqliteAll<{ name: string }>(
    db,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  const schema = new Map<string, string[]>();
  for (const { name } of tables) {
    const columns = await sqliteAll<{ name: string }>(db, `SELECT name FROM pragma_table_info(?)`, [name]);
    schema.set(name, columns.map((c) => c.name).sort());
  }
  return schema;
}

/** The serial (autoincrement) columns of the schema's tables. */
export async function serialColumns(client: pg.ClientBase): Promise<{ table: string; column: string }[]> {
  const { rows } = await client.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%' ORDER BY table_name`,
  );
  return rows;
}

/**
 * Reads back every table after the commit, in one REPEATABLE READ snapshot: the same rows and SHA-256
 * on both sides (table-checksum.ts), each sequence handing out the id SQLite would have, and the
 * tables only PostgreSQL has still empty.
 */
export async function verifyMove(
  db: sqlite3.Database,
  url: string,
  expectedNext: Map<string, string>,
): Promise<{ tables: MovedTable[]; postgresOnly: string[] }> {
  const client = await connectPostgres(url, 'db-move verify');
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await listTables(client);
    const fromSqlite = [...(await sqliteSchema(db)).keys()];
    const serial = new Map((await serialColumns(client)).map((s) => [s.table, s.column]));
    const moved: MovedTable[] = [];
    for (const table of fromSqlite) {
      const shape = await postgresShape(client, table);
      const [sqlite, postgres] = [await sqliteTableChecksum(db, shape), await postgresTableChecksum(client, shape)];
      const column = serial.get(table);
      let nextId: string | null = null;
      if (column) {
        const { rows } = await client.query<{ next: string }>(
          `SELECT (CASE WHEN is_called THEN last_value + 1 ELSE last_value END)::text AS next
             FROM ${pgSequence(await sequenceOf(client, table, column))}`,
        );
        nextId = rows[0]!.next;
      }
      const expectedNextId = expectedNext.get(table) ?? null;
      const same = sqlite.rows === postgres.rows && sqlite.sha256 === postgres.sha256 && nextId === expectedNextId;
      moved.push({ table, sqlite, postgres, nextId, expectedNextId, same });
    }
    const postgresOnly = tables.filter((t) => !fromSqlite.includes(t));
    for (const table of postgresOnly) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteTable(table)}`);
      if (rows[0]!.n !== '0') throw new Error(`${table}, which SQLite does not have, is not empty`);
    }
    await client.query('COMMIT');
    return { tables: moved, postgresOnly };
  } finally {
    await client.end();
  }
}

async function sequenceOf(client: pg.ClientBase, table: string, column: string): Promise<string> {
  const { rows } = await client.query<{ seq: string }>('SELECT pg_get_serial_sequence($1, $2) AS seq', [
    quoteTable(table),
    column,
  ]);
  return rows[0]!.seq;
}

/** A sequence's name as pg_get_serial_sequence gives it (schema-qualified, already quoted where needed). */
const pgSequence = (name: string) => {
  if (!/^[a-z0-9_."]+$/.test(name)) throw new Error(`unexpected sequence name ${JSON.stringify(name)}`);
  return name;
};

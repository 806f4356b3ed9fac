import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect';
import { sqliteDriver } from './sqlite-driver';

type Db = InstanceType<typeof sqliteDriver.Database>;

let dir: string;
let db: Db;
/** Set by a test that closes `db` itself; otherwise afterEach closes it, also after a failure. */
let closedByTest: boolean;
/** How many statements the connection compiled for the cache (Database#all compiles without it). */
let compiled: number;

const open = (file: string) =>
  new Promise<Db>((resolve, reject) => {
    const opened: Db = new sqliteDriver.Database(file, (err) => (err ? reject(err) : resolve(opened)));
  });
const all = (sql: string, params: unknown = []) =>
  new Promise<unknown[]>((resolve, reject) =>
    db.all(sql, params, (err: Error | null, rows: unknown[]) => (err ? reject(err) : resolve(rows))),
  );
const close = (target: Db) =>
  new Promise<void>((resolve, reject) => target.close((err) => (err ? reject(err) : resolve())));

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mhs-sqlite-driver-'));
  db = await open(path.join(dir, 'test.sqlite'));
  const prepare = db.prepare.bind(db);
  compiled = 0;
  closedByTest = false;
  db.prepare = ((...args: Parameters<Db['prepare']>) => {
    compiled += 1;
    return prepare(...args);
  }) as Db['prepare'];
  await all('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  await all("INSERT INTO items (name) VALUES ('a'), ('b'), ('c')");
});
afterEach(async () => {
  if (!closedByTest) await close(db);
  rmSync(dir, { recursive: true, force: true });
});

describe('the SQLite driver keeps compiled SELECTs', () => {
  it('compiles a SELECT once and answers every later call with the same bound values as before', async () => {
    const sql = 'SELECT id, name FROM items WHERE id >= $1 ORDER BY id';
    expect(await all(sql, [2])).toEqual([
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ]);
    expect(await all(sql, [3])).toEqual([{ id: 3, name: 'c' }]);
    expect(await all(sql, { $1: 1 })).toHaveLength(3);
    expect(compiled).toBe(1);
  });

  it('runs the same SELECT asked for many times at once, each with its own values', async () => {
    const sql = 'SELECT name FROM items WHERE id = $1';
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => all(sql, [(i % 3) + 1])));
    expect(answers.map((rows) => (rows[0] as { name: string }).name).join('')).toBe('abc'.repeat(20));
    expect(compiled).toBe(1);
  });

  it('sees rows written and columns added after the statement was compiled', async () => {
    const sql = 'SELECT * FROM items WHERE id = $1';
    await all(sql, [1]);
    await all("INSERT INTO items (name) VALUES ('d')");
    expect(await all(sql, [4])).toEqual([{ id: 4, name: 'd' }]);
    await all("ALTER TABLE items ADD COLUMN colour TEXT NOT NULL DEFAULT 'green'");
    expect(await all(sql, [4])).toEqual([{ id: 4, name: 'd', colour: 'green' }]);
  });

  it("gives SQLite's own error on every call of a SELECT that does not compile, and goes on working", async () => {
    for (let i = 0; i < 2; i++) {
      await expect(all('SELECT nope FROM items')).rejects.toThrow(/no such column: nope/);
    }
    expect(await all('SELECT COUNT(*) AS n FROM items')).toEqual([{ n: 3 }]);
  });

  it('passes writes through uncompiled and unkept, so none holds its transaction open', async () => {
    const rows = await all("INSERT INTO items (name) VALUES ('e') RETURNING id");
    expect(rows).toEqual([{ id: 4 }]);
    expect(compiled).toBe(0);
    const other = await open(path.join(dir, 'test.sqlite'));
    await new Promise<void>((resolve, reject) =>
      other.run("INSERT INTO items (name) VALUES ('f')", (err) => (err ? reject(err) : resolve())),
    );
    await close(other);
    expect(await all('SELECT COUNT(*) AS n FROM items')).toEqual([{ n: 5 }]);
  });

  it('lets go of the oldest statements beyond its limit and closes with statements kept and running', async () => {
    for (let i = 0; i < 250; i++) await all(`SELECT ${i} AS n FROM items LIMIT 1`);
    expect(await all('SELECT 0 AS n FROM items LIMIT 1')).toEqual([{ n: 0 }]);
    expect(compiled).toBe(251);
    const running = all('SELECT name FROM items ORDER BY id');
    closedByTest = true;
    await close(db);
    expect(await running).toHaveLength(3);
  });
});

describe('connectDatabase on SQLite', () => {
  it('runs Sequelize on that driver', async () => {
    const sequelize = await connectDatabase(`sqlite:${path.join(dir, 'app.sqlite')}`);
    try {
      expect(sequelize.config.dialectModule).toBe(sqliteDriver);
      const rows = await sequelize.query('SELECT $1 AS answer', { bind: [42], type: QueryTypes.SELECT });
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await sequelize.close();
    }
  });
});

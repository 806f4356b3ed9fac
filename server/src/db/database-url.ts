// What a DATABASE_URL names: "sqlite:<file>" (the embedded default) or "postgres://…".

/** The SQLite file a "sqlite:<file>" DATABASE_URL names, or null for PostgreSQL. */
export const sqliteFile = (databaseUrl: string): string | null =>
  databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : null;

/** Whether a SQLite file name means a database in memory: empty, ":memory:", or a URI with mode=memory. */
export const isInMemorySqlite = (file: string): boolean =>
  file === '' || file.startsWith(':memory:') || file.includes('mode=memory');

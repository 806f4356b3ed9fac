import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { connectDatabase } from '../src/db/connect';
import { createScratchDatabase } from '../../tests/support/scratch-postgres';

/**
 * Runs `test` on a database of its own, connected and empty (no migration run): PostgreSQL under
 * npm run test:pg, else a SQLite file in a temp folder. Closed and dropped afterwards.
 */
export async function withScratchDatabase(test: (sequelize: Sequelize) => Promise<void>): Promise<void> {
  const db = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
    : (() => {
        const dir = mkdtempSync(path.join(tmpdir(), 'mhs-migration-'));
        return { url: `sqlite:${path.join(dir, 'db.sqlite')}`, drop: async () => rmSync(dir, { recursive: true }) };
      })();
  const sequelize = await connectDatabase(db.url);
  try {
    await test(sequelize);
  } finally {
    await sequelize.close();
    await db.drop();
  }
}

/** A contact message as an earlier version stored it: only the columns of the first schema. */
export async function insertEarlierContact(
  sequelize: Sequelize,
  fields: { name?: string; phone?: string; service?: string; spam?: number; created_at?: string },
): Promise<void> {
  const at = fields.created_at ?? new Date().toISOString();
  await sequelize.query(
    `INSERT INTO contacts (name, phone, email, service, message, preferred_time, urgency, spam, created_at, updated_at)
     VALUES ($1, $2, '', $3, '', '', 'normal', $4, $5, $5)`,
    { bind: [fields.name ?? 'x', fields.phone ?? '0551234567', fields.service ?? '', fields.spam ?? 0, at] },
  );
}

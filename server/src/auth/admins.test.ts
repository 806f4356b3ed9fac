import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { defineModels, type Models } from '../db/models';
import { authenticate, upsertAdmin } from './admins';
import { PasswordHasher } from './password';

let dir: string;
let sequelize: Sequelize;
let models: Models;
const passwords = new PasswordHasher();
async function signIn(email: string, password: string) {
  const slot = passwords.admit('anonymous');
  try {
    return await authenticate(models, passwords, slot, email, password);
  } finally {
    slot.release();
  }
}
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mhs-admins-'));
  sequelize = await connectDatabase(`sqlite:${path.join(dir, 'db.sqlite')}`);
  await migrate(sequelize);
  models = defineModels(sequelize);
  await upsertAdmin(models, passwords, 'admin@example.com', 'a long test passphrase');
}, 30_000);
afterAll(async () => {
  await sequelize.close();
  await passwords.close();
  rmSync(dir, { recursive: true, force: true });
});

// The e-mail is a bound value, never SQL text: SQLite stops reading a statement's text at a NUL.
it.each(['\u0000', 'admin@example.com\u0000', "' OR '1'='1"])(
  'looks up %j as a value (no match, no error)',
  async (email) => {
    await expect(signIn(email, 'a long test passphrase')).resolves.toBeNull();
  },
);

it('still finds the account by its e-mail', async () => {
  expect((await signIn(' Admin@Example.com ', 'a long test passphrase'))?.email).toBe('admin@example.com');
});

it('ADMIN_NAME names an account without a name; a name its owner chose stays at the next start', async () => {
  const fromStart = { value: 'نورة', onlyIfNone: true };
  await upsertAdmin(models, passwords, 'first@example.com', 'a long test passphrase', undefined, fromStart);
  const account = await models.Admin.findOne({ where: { email: 'first@example.com' } });
  expect(account?.name).toBe('نورة');
  await account!.update({ name: 'نورة القحطاني' });
  await upsertAdmin(models, passwords, 'first@example.com', 'a long test passphrase', undefined, fromStart);
  await account!.reload();
  expect(account!.name).toBe('نورة القحطاني');
  // The account made by an earlier start without ADMIN_NAME gets one; admin:create --name replaces it.
  await upsertAdmin(models, passwords, 'admin@example.com', 'a long test passphrase', undefined, fromStart);
  expect((await models.Admin.findOne({ where: { email: 'admin@example.com' } }))?.name).toBe('نورة');
  await upsertAdmin(models, passwords, 'admin@example.com', 'a long test passphrase', undefined, { value: 'Sara' });
  expect((await models.Admin.findOne({ where: { email: 'admin@example.com' } }))?.name).toBe('Sara');
});

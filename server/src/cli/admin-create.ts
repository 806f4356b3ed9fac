import { parseArgs } from 'node:util';
import { LIMITS } from '@shared/schemas';
import pino from 'pino';
import { AuditLog } from '../audit/audit-log';
import { upsertAdmin } from '../auth/admins';
import { PasswordHasher } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { loadConfig } from '../config';
import { prepareDataDir } from '../data-dir';
import { connectDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { defineModels } from '../db/models';

/**
 * npm run admin:create -- --email E --password P [--name N]: creates the admin (an owner) or resets its
 * password; --name gives it the name colleagues see.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const email = values.email?.trim();
  const password = values.password;
  const name = values.name?.trim().slice(0, LIMITS.name);
  if (!email || !password || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    console.error(
      'Usage: npm run admin:create -- --email you@example.com --password "a long passphrase" [--name "Your name"]',
    );
    process.exit(2);
  }
  const problem = passwordProblem(password, email);
  if (problem) {
    console.error(`Password refused: ${problem}`);
    process.exit(2);
  }
  const config = loadConfig();
  prepareDataDir(config);
  const sequelize = await connectDatabase(config.databaseUrl);
  await migrate(sequelize);
  const passwords = new PasswordHasher();
  const result = await upsertAdmin(
    defineModels(sequelize),
    passwords,
    email,
    password,
    new AuditLog(sequelize, { now: Date.now }, pino()),
    name,
  );
  await sequelize.close();
  await passwords.close();
  pino().info(
    { email: email.toLowerCase(), result },
    { created: 'admin created', updated: 'admin password reset', unchanged: 'admin already has this password' }[result],
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

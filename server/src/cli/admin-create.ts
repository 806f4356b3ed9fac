import { parseArgs } from 'node:util';
import { LIMITS } from '@shared/schemas';
import pino from 'pino';
import { AuditLog } from '../audit/audit-log';
import { upsertAdmin } from '../auth/admins';
import { PasswordHasher } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { ConfigError, loadConfig } from '../config';
import { prepareDataDir } from '../data-dir';
import { connectDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { defineModels } from '../db/models';
import { refuseMovedSqlite } from '../db/moved-sqlite';
import { loadEnvFile } from '../env-file';
import { PasswordNotGiven, readNewPassword } from './read-password';

const USAGE =
  'Usage: npm run admin:create -- --email you@example.com --name "Your name"\n' +
  '  asks for the password (twice, not shown), or reads one line piped to it:\n' +
  '  printf \'%s\\n\' "$PASSWORD" | npm run admin:create -- --email you@example.com --name "Your name"';

const PASSWORD_ON_COMMAND_LINE =
  'Warning: a password given with --password is visible to other users of this machine while the command ' +
  'runs (ps) and stays in the shell’s history. Leave it out to be asked for it, or pipe it on standard input.';

/**
 * npm run admin:create -- --email E --name N: creates the admin (an owner) or resets its password;
 * --name gives it the name colleagues see. The password is asked for, or read from standard input;
 * `--password P` still works (for older scripts) with a warning.
 */
async function main(): Promise<void> {
  loadEnvFile();
  let values;
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const email = values.email?.trim();
  const name = values.name?.trim().slice(0, LIMITS.name);
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  refuseMovedSqlite(config.databaseUrl);

  let password = values.password;
  if (password === undefined) password = await readNewPassword(email, (p) => passwordProblem(p, email));
  else {
    console.error(PASSWORD_ON_COMMAND_LINE);
    const problem = passwordProblem(password, email);
    if (problem) throw new PasswordNotGiven(`Password refused: ${problem}`);
  }

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
    name ? { value: name } : undefined,
  );
  await sequelize.close();
  await passwords.close();
  pino().info(
    { email: email.toLowerCase(), result },
    { created: 'admin created', updated: 'admin password reset', unchanged: 'admin already has this password' }[result],
  );
}

main().catch((err: unknown) => {
  if (err instanceof PasswordNotGiven) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});

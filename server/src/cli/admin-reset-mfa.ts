import { parseArgs } from 'node:util';
import pino from 'pino';
import { AuditLog, SYSTEM } from '../audit/audit-log';
import { accountTarget } from '../auth/admins';
import { SECOND_FACTOR_TABLES } from '../auth/second-factor/second-factors';
import { ConfigError, loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { findByColumn } from '../db/find-by-column';
import { migrate } from '../db/migrate';
import { defineModels } from '../db/models';
import { refuseMovedSqlite } from '../db/moved-sqlite';
import { loadEnvFile } from '../env-file';

const USAGE = 'Usage: npm run admin:reset-mfa -- --email you@example.com';

/**
 * npm run admin:reset-mfa -- --email E: the last owner's way back in after losing their phone and
 * their recovery codes, on the server only (as admin:create is for a lost password). It removes the
 * account's second factor and devices marked as theirs and ends its sessions; at the next sign-in
 * the policy has them set up a new one. Recorded in the audit log as the system's doing.
 */
async function main(): Promise<void> {
  loadEnvFile();
  let email: string | undefined;
  try {
    email = parseArgs({ options: { email: { type: 'string' } } })
      .values.email?.trim()
      .toLowerCase();
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (!email) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  refuseMovedSqlite(config.databaseUrl);
  const sequelize = await connectDatabase(config.databaseUrl);
  try {
    await migrate(sequelize);
    const models = defineModels(sequelize);
    const admin = await findByColumn(models.Admin, 'email', email);
    if (!admin) {
      console.error(`No account with the e-mail ${email}.`);
      process.exitCode = 1;
      return;
    }
    for (const table of SECOND_FACTOR_TABLES)
      await sequelize.query(`DELETE FROM ${table} WHERE admin_id = $1`, { bind: [admin.id] });
    const ended = await models.SessionRecord.destroy({ where: { admin_id: admin.id } });
    const audit = new AuditLog(sequelize, { now: Date.now }, pino());
    await audit.record({
      actor: SYSTEM,
      action: 'mfa.reset',
      target: accountTarget(admin),
      details: { sessionsEnded: ended },
    });
    pino().info({ email, sessionsEnded: ended }, 'second factor reset: set up a new one at the next sign-in');
  } finally {
    await sequelize.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});

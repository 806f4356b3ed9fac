import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { AuditLog } from '../audit/audit-log';
import { upsertAdmin } from '../auth/admins';
import type { PasswordHasher } from '../auth/password';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { connectDatabase, withStartupLock } from '../db/connect';
import { migrate } from '../db/migrate';
import { defineModels, type Models } from '../db/models';
import { demoWasRemoved } from '../demo/demo-data';
import { seedDemoContent } from '../demo/demo-content';
import { seedDemoOffice } from '../demo/demo-office';
import type { ContentStore } from '../publishing/content-store';
import type { UploadStorage } from '../uploads/storage';

/** DATABASE_URL opened, its models defined; nothing read or written yet. */
export async function openDatabase(config: Config): Promise<{ sequelize: Sequelize; models: Models }> {
  // No SQL logging: statements carry session ids and other secrets inline.
  const sequelize = await connectDatabase(config.databaseUrl);
  return { sequelize, models: defineModels(sequelize) };
}

export interface FirstRows {
  config: Config;
  log: Logger;
  clock: Clock;
  sequelize: Sequelize;
  models: Models;
  passwords: PasswordHasher;
  audit: AuditLog;
  content: ContentStore;
  uploads: UploadStorage;
}

/**
 * Brings the database up to date before anything is served: the migrations, the ADMIN_EMAIL
 * account, the demo and the shipped site content. Instances started together on one PostgreSQL
 * take turns here (db/connect.ts).
 */
export async function prepareDatabase({
  config,
  log,
  clock,
  sequelize,
  models,
  passwords,
  audit,
  content,
  uploads,
}: FirstRows): Promise<void> {
  await withStartupLock(sequelize, async () => {
    await migrate(sequelize);
    if (config.adminEmail && config.adminPassword) {
      const name = config.adminName ? { value: config.adminName, onlyIfNone: true } : undefined;
      const result = await upsertAdmin(models, passwords, config.adminEmail, config.adminPassword, audit, name);
      log.info({ email: config.adminEmail, result }, 'admin account from ADMIN_EMAIL');
    }
    // Outside production by default (config.ts); never again once an owner has removed the demo.
    if (config.seedDemo && !(await demoWasRemoved(sequelize))) {
      await seedDemoContent(models, uploads, log);
      await seedDemoOffice(models, clock.now(), log);
    }
    await content.seed();
  });
}

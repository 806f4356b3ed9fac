import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import * as initialSchema from './migrations/0001-initial-schema';
import * as abuseProtection from './migrations/0002-abuse-protection';
import * as leadDesk from './migrations/0003-lead-desk';
import * as events from './migrations/0004-events';
import * as rateLimits from './migrations/0005-rate-limits';
import * as emailOutbox from './migrations/0006-email-outbox';
import * as staffAudit from './migrations/0007-staff-audit';
import * as accountLanguage from './migrations/0008-account-language';
import * as changeCounters from './migrations/0009-change-counters';
import * as notesChangeCounter from './migrations/0010-notes-change-counter';
import * as siteContent from './migrations/0011-site-content';
import * as staffRoles from './migrations/0012-staff-roles';
import * as settings from './migrations/0013-settings';
import * as serviceKey from './migrations/0014-service-key';
import * as customers from './migrations/0015-customers';
import * as visits from './migrations/0016-visits';
import * as reportIndexes from './migrations/0017-report-indexes';
import * as backupRuns from './migrations/0018-backup-runs';
import * as messageSource from './migrations/0019-message-source';
import * as firstResponse from './migrations/0020-first-response';
import * as demoRows from './migrations/0021-demo-rows';
import * as bookings from './migrations/0022-bookings';
import * as customerNotices from './migrations/0023-customer-notices';
import * as secondFactor from './migrations/0024-second-factor';
import * as passkeys from './migrations/0025-passkeys';

/** Versioned migrations, listed here (not globbed) so the bundled server carries them. */
const MIGRATIONS = [
  { name: '0001-initial-schema', module: initialSchema },
  { name: '0002-abuse-protection', module: abuseProtection },
  { name: '0003-lead-desk', module: leadDesk },
  { name: '0004-events', module: events },
  { name: '0005-rate-limits', module: rateLimits },
  { name: '0006-email-outbox', module: emailOutbox },
  { name: '0007-staff-audit', module: staffAudit },
  { name: '0008-account-language', module: accountLanguage },
  { name: '0009-change-counters', module: changeCounters },
  { name: '0010-notes-change-counter', module: notesChangeCounter },
  { name: '0011-site-content', module: siteContent },
  { name: '0012-staff-roles', module: staffRoles },
  { name: '0013-settings', module: settings },
  { name: '0014-service-key', module: serviceKey },
  { name: '0015-customers', module: customers },
  { name: '0016-visits', module: visits },
  { name: '0017-report-indexes', module: reportIndexes },
  { name: '0018-backup-runs', module: backupRuns },
  { name: '0019-message-source', module: messageSource },
  { name: '0020-first-response', module: firstResponse },
  { name: '0021-demo-rows', module: demoRows },
  { name: '0022-bookings', module: bookings },
  { name: '0023-customer-notices', module: customerNotices },
  { name: '0024-second-factor', module: secondFactor },
  { name: '0025-passkeys', module: passkeys },
];

/** The migrations this code knows, oldest first; the last is the schema version it migrates to. */
export const MIGRATION_NAMES: readonly string[] = MIGRATIONS.map((m) => m.name);

export function migrator(sequelize: Sequelize) {
  return new Umzug({
    migrations: MIGRATIONS.map(({ name, module }) => ({
      name,
      up: () => module.up({ context: sequelize.getQueryInterface() }),
      down: () => module.down({ context: sequelize.getQueryInterface() }),
    })),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
}

export async function migrate(sequelize: Sequelize): Promise<void> {
  await migrator(sequelize).up();
}

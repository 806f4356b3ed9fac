import type { Context } from 'koa';
import { QueryTypes, type Sequelize } from 'sequelize';
import { hasSampleDetails } from '@shared/company';
import type { RouteDeps } from '../routes/context';
import { bookingSettingsSaved } from '../bookings/booking-settings';
import type { GoLiveState } from './checklist';

type StateDeps = Pick<RouteDeps, 'config' | 'clock' | 'publisher' | 'emailSettings' | 'backups' | 'events'>;

/**
 * The latest test e-mail from the settings screen (the audit log keeps each one), and whether the
 * screen's e-mail settings changed after it.
 */
async function lastEmailTest(sequelize: Sequelize): Promise<{ at: Date; ok: boolean; changedSince: boolean } | null> {
  const [test] = await sequelize.query<{ id: number; created_at: string | Date; details: string }>(
    "SELECT id, created_at, details FROM audit_log WHERE action = 'email.tested' ORDER BY id DESC LIMIT 1",
    { type: QueryTypes.SELECT },
  );
  if (!test) return null;
  const [change] = await sequelize.query(
    'SELECT id FROM audit_log WHERE action = \'settings.changed\' AND details LIKE \'%"section":"email"%\' AND id > $1 LIMIT 1',
    { bind: [test.id], type: QueryTypes.SELECT },
  );
  const details = JSON.parse(test.details) as { ok?: boolean };
  return { at: new Date(test.created_at), ok: details.ok === true, changedSince: change !== undefined };
}

/** Reads the server's real state for the checklist, as seen by this request. */
export async function readGoLiveState(
  { config, clock, publisher, emailSettings, backups, events }: StateDeps,
  sequelize: Sequelize,
  demoRows: number,
  ctx: Context,
): Promise<GoLiveState> {
  const [backupStatus, emailTest, instances, bookingHoursSet] = await Promise.all([
    backups.status(),
    lastEmailTest(sequelize),
    events.instances(),
    bookingSettingsSaved(sequelize),
  ]);
  return {
    now: new Date(clock.now()),
    sampleCompanyDetails: hasSampleDetails(publisher.content().company),
    demoRows,
    bookingHoursSet,
    publicBaseUrl: config.publicBaseUrl,
    // Koa reads X-Forwarded-Proto and X-Forwarded-Host only under TRUST_PROXY (ctx.origin is the Origin header).
    requestOrigin: `${ctx.protocol}://${ctx.host}`,
    trustProxy: config.trustProxy,
    requestHttps: ctx.secure,
    sessionSecretFixed: config.sessionSecret !== undefined,
    email: {
      configured: emailSettings.current() !== null,
      lastTest: emailTest && { at: emailTest.at, ok: emailTest.ok },
      changedSinceTest: emailTest?.changedSince ?? false,
    },
    backups: {
      enabled: backupStatus.enabled,
      everyHours: backupStatus.every_hours,
      lastSuccessAt: backupStatus.last_success_at ? new Date(backupStatus.last_success_at) : null,
      offsite: config.backup.bucket !== null,
    },
    database: { kind: sequelize.getDialect() === 'postgres' ? 'postgres' : 'sqlite', instances },
    nodeVersion: process.version,
  };
}

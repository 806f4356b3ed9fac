import type { Logger } from 'pino';
import { QueryTypes, type Sequelize } from 'sequelize';
import { dbTimestamp } from '../db/time';
import type { Clock } from '../clock';

const DAY_MS = 86_400_000;

/** Deletes audit entries older than `days`; returns how many went. The only way an entry leaves. */
export async function purgeOldAuditEntries(sequelize: Sequelize, days: number, now: number): Promise<number> {
  const gone: unknown = await sequelize.query('DELETE FROM audit_log WHERE created_at < $1', {
    bind: [dbTimestamp(new Date(now - days * DAY_MS))],
    type: QueryTypes.BULKDELETE,
  });
  return Number(gone);
}

/** Purges now, then every six hours without keeping the process alive; returns the stop function. */
export async function startAuditRetention(
  sequelize: Sequelize,
  days: number,
  clock: Clock,
  log: Logger,
): Promise<() => void> {
  const run = () =>
    purgeOldAuditEntries(sequelize, days, clock.now()).then(
      (count) => {
        if (count > 0) log.info({ count, days }, 'old audit entries deleted');
      },
      (error: unknown) => log.error({ err: error }, 'audit retention failed'),
    );
  await run();
  const timer = setInterval(run, 6 * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}

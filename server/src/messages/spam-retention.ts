import { QueryTypes, type Sequelize } from 'sequelize';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { SYSTEM, type AuditLog } from '../audit/audit-log';
import { dbTimestamp } from '../db/time';

const DAY_MS = 86_400_000;

/**
 * Deletes spam older than `days` (and its notes), each recorded in the audit log as deleted by the
 * system; returns how many messages went.
 */
export async function purgeOldSpam(sequelize: Sequelize, days: number, now: number, audit?: AuditLog): Promise<number> {
  const cutoff = dbTimestamp(new Date(now - days * DAY_MS));
  // Two statements, no transaction: on SQLite the public form's group insert shares the connection,
  // and an acknowledged message must never sit inside another statement's transaction. Notes go
  // first; stopped between the two, the next run deletes the rest.
  await sequelize.query(
    'DELETE FROM contact_notes WHERE contact_id IN (SELECT id FROM contacts WHERE spam = 1 AND created_at < $1)',
    { bind: [cutoff] },
  );
  const gone = await sequelize.query<{ id: number; name: string; phone: string; spam_reason: string }>(
    'DELETE FROM contacts WHERE spam = 1 AND created_at < $1 RETURNING id, name, phone, spam_reason',
    { bind: [cutoff], type: QueryTypes.SELECT },
  );
  await audit?.record(
    ...gone.map(({ id, name, phone, spam_reason }) => ({
      actor: SYSTEM,
      action: 'contact.deleted' as const,
      target: { type: 'contact' as const, id, label: name },
      details: { reason: 'spam_retention', days, deleted: { name, phone, spam_reason } },
    })),
  );
  return gone.length;
}

/** Purges now, then every six hours without keeping the process alive; returns the stop function. */
export async function startSpamRetention(
  sequelize: Sequelize,
  days: number,
  clock: Clock,
  log: Logger,
  audit?: AuditLog,
): Promise<() => void> {
  const run = () =>
    purgeOldSpam(sequelize, days, clock.now(), audit).then(
      (count) => {
        if (count > 0) log.info({ count, days }, 'old spam deleted');
      },
      (error: unknown) => log.error({ err: error }, 'spam retention failed'),
    );
  await run();
  const timer = setInterval(run, 6 * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}

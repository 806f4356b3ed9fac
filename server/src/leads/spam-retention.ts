import { QueryTypes, type Sequelize } from 'sequelize';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { dbTimestamp } from './contact-query';

const DAY_MS = 86_400_000;

/** Deletes spam older than `days` (and its notes); returns how many messages went. */
export async function purgeOldSpam(sequelize: Sequelize, days: number, now: number): Promise<number> {
  const cutoff = dbTimestamp(new Date(now - days * DAY_MS));
  // Two statements, no transaction: on SQLite the public form's group insert shares the connection,
  // and an acknowledged message must never sit inside another statement's transaction. Notes go
  // first; stopped between the two, the next run deletes the rest.
  await sequelize.query(
    'DELETE FROM contact_notes WHERE contact_id IN (SELECT id FROM contacts WHERE spam = 1 AND created_at < $1)',
    { bind: [cutoff] },
  );
  const gone = await sequelize.query<{ id: number }>(
    'DELETE FROM contacts WHERE spam = 1 AND created_at < $1 RETURNING id',
    { bind: [cutoff], type: QueryTypes.SELECT },
  );
  return gone.length;
}

/** Purges now, then every six hours without keeping the process alive; returns the stop function. */
export async function startSpamRetention(
  sequelize: Sequelize,
  days: number,
  clock: Clock,
  log: Logger,
): Promise<() => void> {
  const run = () =>
    purgeOldSpam(sequelize, days, clock.now()).then(
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

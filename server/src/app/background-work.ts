import { startAuditRetention } from '../audit/retention';
import { startReminders } from '../bookings/booking-reminders';
import { startSpamRetention } from '../messages/spam-retention';
import { startBackups } from './backups';
import type { Services } from './services';

/**
 * The work on timers, each started with a first run: the sessions' sweep, the deletion of old
 * spam and old audit entries, the e-mail and customers' notices left waiting before a restart, the
 * day-before reminders of bookings, the automatic backups.
 * Returns the function that stops the timers (the backups and the outbox stop when their services
 * close).
 */
export async function startBackgroundWork(
  { config, log, clock, sequelize, audit, staffSessions, emailNotifier, customerNotifier, backups }: Services,
  reminderCheckMs: number,
): Promise<() => void> {
  const stopSessionSweep = await staffSessions.start(log);
  const stopSpamRetention = await startSpamRetention(sequelize, config.spamRetentionDays, clock, log, audit);
  const stopAuditRetention = await startAuditRetention(sequelize, config.auditRetentionDays, clock, log);
  // What was left waiting before a restart goes out now.
  void emailNotifier.sendDue();
  void customerNotifier.sendDue();
  startBackups(backups, config, log);
  // The day-before reminders of confirmed bookings, each claimed once in the database.
  const stopReminders = startReminders({ sequelize, notices: customerNotifier }, clock, log, reminderCheckMs);
  return () => {
    stopReminders();
    stopSpamRetention();
    stopAuditRetention();
    stopSessionSweep();
  };
}

import { QueryTypes } from 'sequelize';
import type { Logger } from 'pino';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';
import type { Models } from '../db/models';
import { dbTimestamp } from '../db/time';
import { visitColumns, visitSearchText } from '../visits/visit-store';
import { MARK_DEMO_CUSTOMERS } from './demo-rows';
import { DEMO_MESSAGES } from './demo-office-items';

const DAY_MS = 86_400_000;
const DEMO_ANSWER_MS = 35 * 60_000;
/** A Saudi day `offset` days from the one `now` falls on (YYYY-MM-DD). */
const officeDay = (now: number, offset: number) =>
  new Date(now + OFFICE_UTC_OFFSET_MINUTES * 60_000 + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * On an office without messages and visits, adds the demo's customers, messages and visits
 * (demo-office-items.ts), dated around today, each marked as the demo's (`demo = 1`: an owner
 * removes them in one step). Never touches existing data.
 */
export async function seedDemoOffice(models: Models, now: number, log: Logger): Promise<void> {
  const sequelize = models.Contact.sequelize!;
  const [row] = await sequelize.query<{ n: number | string }>(
    'SELECT (SELECT COUNT(*) FROM contacts) + (SELECT COUNT(*) FROM visits) AS n',
    { type: QueryTypes.SELECT },
  );
  if (Number(row?.n) > 0) return;
  for (const { daysAgo, visit, ...fields } of DEMO_MESSAGES) {
    // Saved through the model: its hooks give the message its service key and its customer.
    const contact = await models.Contact.create({
      ...fields,
      email: '',
      preferred_time: '',
      urgency: 'normal',
      read: 1,
      demo: 1,
    });
    const arrivedAt = now - daysAgo * DAY_MS - 3 * 3_600_000;
    const arrived = dbTimestamp(new Date(arrivedAt));
    // A message the office has moved on was answered, in the demo within the hour.
    const answered = fields.status === 'new' ? null : dbTimestamp(new Date(arrivedAt + DEMO_ANSWER_MS));
    const dates = 'UPDATE contacts SET created_at = $1, updated_at = $1, first_response_at = $2 WHERE id = $3';
    await sequelize.query(dates, { bind: [arrived, answered, contact.id] });
    if (!visit) continue;
    const { inDays, ...rest } = visit;
    const body = {
      ...rest,
      contact_id: contact.id,
      date: officeDay(now, inDays),
      notes: '',
      priority: rest.priority ?? 'normal',
      confirm_overlap: true,
    };
    const columns = {
      ...visitColumns(body),
      customer_id: contact.customer_id,
      contact_id: contact.id,
      search_text: visitSearchText(body, contact),
      created_at: arrived,
      updated_at: arrived,
      demo: 1,
    };
    const names = Object.keys(columns);
    await sequelize.query(
      `INSERT INTO visits (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
      { bind: Object.values(columns) },
    );
  }
  await sequelize.query(MARK_DEMO_CUSTOMERS);
  log.info({ messages: DEMO_MESSAGES.length }, 'demo messages and visits added (SEED_DEMO=false turns this off)');
}

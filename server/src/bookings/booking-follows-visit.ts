import type { Sequelize } from 'sequelize';
import type { Visit } from '@shared/schemas/visits';

type VisitPlace = Pick<Visit, 'date' | 'from' | 'to' | 'team' | 'address' | 'district' | 'status'>;

const movedKeys = ['date', 'from', 'to', 'team'] as const;

/**
 * Keeps a confirmed booking in step with its visit when the office edits or deletes that visit on
 * the visits screen, so its customer's page, its reminder and its link's expiry tell the truth:
 * - moved (day, window or team): the booking takes the new place; a new day gets its own reminder;
 * - deleted: the booking reads as cancelled;
 * - moved, cancelled or deleted: what the booking held is freed; from then on the visit itself,
 *   unless cancelled, keeps its team busy (visits are read as busy times).
 */
export async function bookingFollowsVisit(
  sequelize: Sequelize,
  visitId: number,
  before: VisitPlace,
  after: VisitPlace | null,
): Promise<void> {
  const moved = after !== null && movedKeys.some((key) => before[key] !== after[key]);
  if (after === null) {
    await sequelize.query(`UPDATE bookings SET status = 'cancelled' WHERE visit_id = $1 AND status = 'confirmed'`, {
      bind: [visitId],
    });
  } else {
    await sequelize.query(
      `UPDATE bookings SET date = $2, from_time = $3, to_time = $4, team = $5, address = $6, district = $7,
         reminder_at = CASE WHEN date = $8 THEN reminder_at ELSE NULL END
       WHERE visit_id = $1 AND status = 'confirmed'`,
      // The new day twice: PostgreSQL gives one parameter one type, and a SET (text) and a
      // comparison with the column (varchar) would deduce two.
      { bind: [visitId, after.date, after.from, after.to, after.team, after.address, after.district, after.date] },
    );
  }
  if (after === null || moved || after.status === 'cancelled') {
    await sequelize.query(
      'DELETE FROM booking_claims WHERE booking_id IN (SELECT id FROM bookings WHERE visit_id = $1)',
      { bind: [visitId] },
    );
  }
}

import { QueryTypes } from 'sequelize';
import { expect, it } from 'vitest';
import { migrate, migrator } from '../src/db/migrate';
import { withScratchDatabase } from './migration-support';

it('makes every account that existed before roles an owner, and later ones agents unless told', async () => {
  await withScratchDatabase(async (sequelize) => {
    await migrator(sequelize).up({ to: '0011-site-content' });
    const insert = (email: string, active: number) =>
      sequelize.query(
        `INSERT INTO admins (email, password_hash, name, active, must_change_password, language, created_at, updated_at)
         VALUES ($1, 'x', '', $2, 0, 'ar', $3, $3)`,
        { bind: [email, active, new Date().toISOString()] },
      );
    await insert('first@example.com', 1);
    await insert('colleague@example.com', 1);
    await insert('left@example.com', 0);
    await migrate(sequelize);
    await insert('after@example.com', 1);
    const rows = await sequelize.query<{ email: string; role: string }>('SELECT email, role FROM admins ORDER BY id', {
      type: QueryTypes.SELECT,
    });
    expect(rows).toEqual([
      { email: 'first@example.com', role: 'owner' },
      { email: 'colleague@example.com', role: 'owner' },
      { email: 'left@example.com', role: 'owner' },
      { email: 'after@example.com', role: 'agent' },
    ]);
  });
});

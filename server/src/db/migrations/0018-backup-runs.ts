import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * The server's automatic backups (server/src/backup/schedule.ts), one row per run, read by every
 * instance and by the settings screen. A row is written when an instance claims the run (under a
 * database lock, so instances sharing one PostgreSQL make one backup per period), kept fresh by
 * `heartbeat_at` while it runs, and finished with its outcome: `ok`, the archive's `location` and
 * `bytes`, or the `error` (no secret in it) and its `reason`. `emailed_at`: the office was told of
 * this failure by e-mail.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('backup_runs', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    started_at: { type: DataTypes.DATE, allowNull: false },
    heartbeat_at: { type: DataTypes.DATE, allowNull: false },
    finished_at: { type: DataTypes.DATE, allowNull: true },
    ok: { type: DataTypes.BOOLEAN, allowNull: true },
    /** Where the archive went (a file), or where it was to go. */
    location: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '' },
    bytes: { type: DataTypes.BIGINT, allowNull: true },
    error: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '' },
    /** not_a_folder, no_permission, disk_full, stopped or other ('' when it went well). */
    reason: { type: DataTypes.STRING(32), allowNull: false, defaultValue: '' },
    emailed_at: { type: DataTypes.DATE, allowNull: true },
  });
  await qi.addIndex('backup_runs', ['started_at'], { name: 'backup_runs_started_at' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('backup_runs');
}

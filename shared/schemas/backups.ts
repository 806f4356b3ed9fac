/** Why an automatic backup failed, for the settings screen and the office's e-mail to say in their language. */
export const BACKUP_FAILURE_REASONS = ['not_a_folder', 'no_permission', 'disk_full', 'stopped', 'other'] as const;
export type BackupFailureReason = (typeof BACKUP_FAILURE_REASONS)[number];

/** One finished run of the server's automatic backup. */
export interface BackupRunView {
  started_at: string;
  finished_at: string;
  ok: boolean;
  /** The archive's size (null when it failed). */
  bytes: number | null;
  /** Where the archive went (a file, or its s3://bucket/prefix/name), or where it was to go. */
  where: string;
  /** What went wrong, as the server saw it (English, never a secret); '' when it went well. */
  error: string;
  reason: BackupFailureReason | null;
}

/**
 * GET /backend/admin/backups.php (owners): the server's automatic backups — whether they run, how
 * often, how many are kept and where, the last one, and when the next is due.
 */
export interface BackupStatus {
  enabled: boolean;
  every_hours: number;
  keep: number;
  /** The folder (or s3://bucket/prefix) the archives go to (null when automatic backups are off). */
  where: string | null;
  /** The latest finished run, good or failed; null before the first. */
  last: BackupRunView | null;
  /** When the latest good backup finished (it may be older than `last`, when that failed). */
  last_success_at: string | null;
  /** An instance is making a backup now. */
  running: boolean;
  /** When the next one is due (now or later); null when they are off. */
  next_at: string | null;
}

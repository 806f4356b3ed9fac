import { useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '@shared/schemas/backups';
import { api } from '@/lib/api-client';
import '../text';

export const backupStatusKey = ['settings', 'backups'] as const;

/** The server's automatic backups: the last one, the next, where they go. */
export function useBackupStatus() {
  return useQuery({
    queryKey: backupStatusKey,
    queryFn: (): Promise<BackupStatus> => api.call('backups'),
    meta: { operation: 'settings.errors.loadBackups' },
  });
}

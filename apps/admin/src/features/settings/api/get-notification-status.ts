import { useQuery } from '@tanstack/react-query';
import type { NotificationStatus } from '@shared/schemas';
import { api } from '@/lib/api-client';
import '../text';

export async function getNotificationStatus(): Promise<NotificationStatus> {
  const data = await api.call('notifications');
  return data;
}

export const notificationStatusKey = ['settings', 'notifications'] as const;

/** Whether the office's e-mail is on, when it last went out and what is still waiting. */
export function useNotificationStatus() {
  return useQuery({
    queryKey: notificationStatusKey,
    queryFn: getNotificationStatus,
    meta: { operation: 'settings.errors.loadNotifications' },
  });
}

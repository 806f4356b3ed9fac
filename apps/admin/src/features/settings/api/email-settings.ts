import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailSettingsInput, NotificationStatus } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { notificationStatusKey } from './get-notification-status';
import '../text';

/** Saves the office's e-mail settings, or turns e-mail off; the answer is the status as it now is. */
export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  const keep = (status: NotificationStatus) => queryClient.setQueryData(notificationStatusKey, status);
  const save = useMutation({
    mutationFn: (settings: EmailSettingsInput) => api.call('notificationSettings', { body: settings }),
    onSuccess: keep,
    meta: { operation: 'settings.errors.saveEmailSettings' },
  });
  const turnOff = useMutation({
    mutationFn: () => api.call('notificationSettingsClear'),
    onSuccess: keep,
    meta: { operation: 'settings.errors.saveEmailSettings' },
  });
  return { save, turnOff };
}

/** Sends a test e-mail with the saved settings; its failure is shown beside the button (silent here). */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: () => api.call('notificationTest'),
    meta: { silent: true },
  });
}

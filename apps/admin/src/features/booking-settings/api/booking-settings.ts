import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingSettings } from '@shared/schemas/bookings';
import { api } from '@/lib/api-client';
import '../text';

const bookingSettingsKey = ['booking-settings'] as const;

/** The office's booking settings (the defaults until a manager saves). */
export function useBookingSettings() {
  return useQuery({
    queryKey: bookingSettingsKey,
    queryFn: () => api.call('bookingSettings'),
    meta: { operation: 'bookingSettings.errors.load' },
  });
}

/** Saves them; the screen shows what the server kept. */
export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BookingSettings) => api.call('bookingSettingsSave', { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(bookingSettingsKey, saved),
    meta: { operation: 'bookingSettings.errors.save' },
  });
}

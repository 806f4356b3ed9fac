import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBooking, BookingDeclineInput, BookingProposeInput } from '@shared/schemas/bookings';
import { api } from '@/lib/api-client';
import { messagesKey } from '@/lib/messages-key';
import '../text';

const bookingKey = (contactId: number) => [...messagesKey, 'booking', contactId] as const;

/** How often an open panel asks again while a notice to the customer has not gone yet. */
const WAITING_NOTICE_POLL_MS = 10_000;

/**
 * The booking a message came with (null for any other message); refreshed with every message's
 * news, and while a notice to its customer waits to be sent (sent after the answer commits, or
 * tried again after a failure: no live event says so).
 */
export function useMessageBooking(contactId: number) {
  return useQuery({
    queryKey: bookingKey(contactId),
    queryFn: async () => (await api.call('contactBooking', { query: { contact_id: contactId } })).item,
    refetchInterval: (query) =>
      query.state.data?.notices.some((notice) => notice.sent_at === null) ? WAITING_NOTICE_POLL_MS : false,
    meta: { operation: 'messages.errors.loadBooking' },
  });
}

export type BookingAnswer =
  { kind: 'confirm' } | { kind: 'propose'; body: BookingProposeInput } | { kind: 'decline'; body: BookingDeclineInput };

/**
 * The office's answer to a booking: confirm, propose another time or decline. The message, its
 * visits and the lists follow (the server moved them along). A refused answer (the window taken
 * meanwhile) is shown beside the buttons, in the server's words.
 */
export function useAnswerBooking(booking: AdminBooking) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: BookingAnswer) => {
      const query = { id: booking.id };
      if (answer.kind === 'confirm') return (await api.call('bookingConfirm', { query })).item;
      if (answer.kind === 'propose') return (await api.call('bookingPropose', { query, body: answer.body })).item;
      return (await api.call('bookingDecline', { query, body: answer.body })).item;
    },
    onSuccess: (item) => {
      queryClient.setQueryData(bookingKey(booking.contact_id), item);
      void queryClient.invalidateQueries({ queryKey: messagesKey });
    },
    meta: { silent: true },
  });
}

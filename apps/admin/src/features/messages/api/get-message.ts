import { useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { messagesKey } from '@/lib/messages-key';
import '../text';

export async function getMessage(id: number): Promise<ContactMessage> {
  const data = await api.call('contact', { query: { id } });
  return data.item;
}

/** One message by its id (a link such as the office's e-mail names it); nothing while `id` is null. */
export function useMessage(id: number | null) {
  return useQuery({
    queryKey: [...messagesKey, 'one', id],
    queryFn: () => getMessage(id!),
    enabled: id !== null,
    meta: { operation: 'messages.errors.loadMessage' },
  });
}

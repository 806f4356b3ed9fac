import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ContactMessage } from '@shared/schemas';
import { useMessage } from './api/get-message';

/**
 * The message named by `?id=N` in the address (the link in the office's e-mail): loaded on its own,
 * whatever the list shows, and shown until closed, which takes `id` out of the address again.
 */
export function useLinkedMessage(): [ContactMessage | null, () => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  const contact = useMessage(id);
  const close = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('id');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  // An unknown or deleted message: the query client has said so; leave the list as it is.
  useEffect(() => {
    if (contact.isError) close();
  }, [contact.isError, close]);
  return [id !== null && contact.data?.id === id ? contact.data : null, close];
}

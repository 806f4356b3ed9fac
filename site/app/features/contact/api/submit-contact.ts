import type { ContactAbuseSignals, ContactSubmitInput } from '@shared/schemas';
import type { PageLanguage } from '@/route-paths';

export type SubmitResult = { ok: true } | { ok: false; error: string };

/**
 * POST /backend/contact_submit.php. The server answers errors in the page's language (Accept-Language).
 * The failure text is the server's `error` field, else 'HTTP {status}', else the network error's message.
 */
export async function submitContact(
  payload: Required<ContactSubmitInput> & ContactAbuseSignals,
  lang: PageLanguage,
): Promise<SubmitResult> {
  try {
    const response = await fetch('/backend/contact_submit.php', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': lang },
      body: JSON.stringify(payload),
    });
    if (response.ok) return { ok: true };
    const body: unknown = await response.json().catch(() => null);
    const serverError =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error
        ? body.error
        : null;
    return { ok: false, error: serverError ?? `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

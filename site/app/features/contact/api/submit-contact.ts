import type { ContactAbuseSignals, ContactSubmitInput } from '@shared/schemas';
import { callApi, type ApiResult } from '@/lib/api';
import type { PageLanguage } from '@/route-paths';

/** POST /backend/contact_submit.php; a refusal comes back in the page's language. */
export function submitContact(
  payload: Required<ContactSubmitInput> & ContactAbuseSignals,
  lang: PageLanguage,
): Promise<ApiResult<unknown>> {
  return callApi('/backend/contact_submit.php', { method: 'POST', body: payload, lang });
}

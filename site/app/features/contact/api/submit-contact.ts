import type { ContactAbuseSignals, ContactSubmitInput } from '@shared/schemas';
import { callApi, type ApiResult } from '@/lib/api';
import type { Language } from '@shared/constants';
import { PUBLIC_ROUTES } from '@shared/api/public-routes';
import { FORM_PAGE_FIELD } from '@shared/contact-form-post';

/** POST /backend/contact_submit.php; a refusal comes back in the page's language. */
export function submitContact(
  payload: Required<ContactSubmitInput> & ContactAbuseSignals & { [FORM_PAGE_FIELD]: string },
  lang: Language,
): Promise<ApiResult<unknown>> {
  return callApi(PUBLIC_ROUTES.contactSubmit.path, { method: 'POST', body: payload, lang });
}

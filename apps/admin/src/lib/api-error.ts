import { isAxiosError } from 'axios';

/**
 * The one place that turns a failed API call into the message SPEC.md §8 names for it.
 * The fixed catalogue text comes first; the server's own `error` text (Arabic, see api-client.ts)
 * is added after it when there is one, so staff also learn what to fix.
 */
export const ERROR_MESSAGES = {
  login: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  loadContacts: 'Failed to load contacts',
  deleteContact: 'Failed to delete',
  saveContact: 'Failed to save',
  loadPortfolio: 'Failed to load',
  deletePortfolio: 'Failed to delete',
  savePortfolio: 'فشل الحفظ',
  upload: 'فشل رفع الصورة',
  uploadNoUrl: 'Upload failed',
} as const;
export type ApiOperation = keyof typeof ERROR_MESSAGES;

/** HTTP status of a failed call, or undefined for a network failure or a non-HTTP error. */
export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The `error` field of the server's JSON error body, if any. */
export function serverErrorText(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error.trim()) {
    return data.error.trim();
  }
  return undefined;
}

export function apiErrorMessage(operation: ApiOperation, error: unknown): string {
  const fixed = ERROR_MESSAGES[operation];
  // A wrong email or password is exactly the catalogue message; nothing to add.
  if (operation === 'login' && errorStatus(error) === 401) return fixed;
  const detail = serverErrorText(error);
  return detail ? `${fixed}: ${detail}` : fixed;
}

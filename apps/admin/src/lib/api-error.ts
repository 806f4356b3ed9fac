import { AxiosError, isAxiosError } from 'axios';
import { T } from '../text/ar';

/**
 * The one place that turns a failed API call into the fixed message for that operation.
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
  loadNotes: 'تعذّر تحميل الملاحظات',
  saveNote: 'تعذّر حفظ الملاحظة',
  loadStats: 'تعذّر تحميل الأرقام',
  loadAccount: 'تعذّر تحميل بيانات الحساب',
  changePassword: 'تعذّر تغيير كلمة المرور',
  loadSessions: 'تعذّر تحميل الجلسات',
  endSession: 'تعذّر إنهاء الجلسة',
  loadStaff: 'تعذّر تحميل الموظفين',
  saveStaff: 'تعذّر حفظ الحساب',
  loadAudit: 'تعذّر تحميل سجل النشاط',
  loadContact: 'تعذّر فتح الرسالة',
  loadNotifications: 'تعذّر تحميل حالة الإشعارات',
  /** A call that names no operation of its own. */
  generic: 'تعذّر تنفيذ الطلب',
} as const;
export type ApiOperation = keyof typeof ERROR_MESSAGES;

/** Thrown when the upload call succeeds but brings back no url (the 'Upload failed' message). */
export class NoUploadUrlError extends Error {
  constructor() {
    super('Upload failed');
    this.name = 'NoUploadUrlError';
  }
}

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

/** True when the call never got an answer (no connection, server down, wrong address). */
export function isUnreachable(error: unknown): boolean {
  return isAxiosError(error) && error.response === undefined && error.code !== AxiosError.ERR_CANCELED;
}

/** Whole minutes a 429 answer asks to wait (its Retry-After header in seconds), at least 1. */
export function retryAfterMinutes(error: unknown): number {
  const header: unknown = isAxiosError(error) ? error.response?.headers['retry-after'] : undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}

/**
 * Sign-in failures each say only what happened: a wrong email or password is exactly the catalogue
 * text, a lock-out says for how long, no answer says the server cannot be reached.
 */
function loginErrorMessage(error: unknown): string {
  if (isUnreachable(error)) return T.auth.unreachable;
  const status = errorStatus(error);
  if (status === 429) return T.auth.locked(retryAfterMinutes(error));
  if (status !== undefined && status >= 500) return T.auth.serverError;
  return ERROR_MESSAGES.login;
}

export function apiErrorMessage(operation: ApiOperation, error: unknown): string {
  if (operation === 'login') return loginErrorMessage(error);
  if (error instanceof NoUploadUrlError) return ERROR_MESSAGES.uploadNoUrl;
  const fixed = ERROR_MESSAGES[operation];
  const detail = serverErrorText(error);
  return detail ? `${fixed}: ${detail}` : fixed;
}

import { beforeEach, describe, expect, it } from 'vitest';
import { ar } from '../text/ar';
import { en } from '../text/en';
import { ApiError } from './api-client';
import { apiErrorMessage, errorStatus, serverErrorText } from './api-error';
import { i18n } from './i18n';
// Screens' own failures: their texts are added when their text module runs.
import '../features/messages/text';
import '../features/portfolio/text';

// The admin's own i18next instance with both resources (in the browser applyLanguage() loads them).
i18n.addResourceBundle('ar', 'admin', ar);
i18n.addResourceBundle('en', 'admin', en);
beforeEach(() => i18n.changeLanguage('ar'));

function httpError(status: number, body: unknown, retryAfter: string | null = null): ApiError {
  return new ApiError('http', '/backend/admin/contacts.php', status, body, retryAfter);
}
const unreachable = () => new ApiError('unreachable', '/backend/admin/contacts.php');

describe('api-error', () => {
  it('gives the catalogue text followed by the server error field', () => {
    expect(apiErrorMessage('messages.errors.saveMessage', httpError(400, { error: 'رقم الجوال غير صحيح' }))).toBe(
      'تعذّر الحفظ: رقم الجوال غير صحيح',
    );
    expect(apiErrorMessage('portfolio.errors.savePortfolio', httpError(500, { error: 'Internal error' }))).toBe(
      'فشل الحفظ: Internal error',
    );
  });

  it('gives the catalogue text alone without a usable error field or on a network failure', () => {
    expect(apiErrorMessage('loadMessages', httpError(502, '<html>bad gateway</html>'))).toBe('تعذّر تحميل الرسائل');
    expect(apiErrorMessage('messages.errors.deleteMessage', httpError(404, { error: '  ' }))).toBe('تعذّر الحذف');
    expect(apiErrorMessage('portfolio.errors.upload', unreachable())).toBe('فشل رفع الصورة');
    expect(apiErrorMessage('loadPortfolio', new Error('boom'))).toBe('تعذّر تحميل المعرض');
  });

  it('shows exactly the sign-in failure text for wrong credentials', () => {
    expect(apiErrorMessage('login', httpError(401, { error: 'Wrong email or password' }))).toBe(
      'اسم المستخدم أو كلمة المرور غير صحيحة',
    );
    expect(apiErrorMessage('login', httpError(400, { error: 'email: is required' }))).toBe(
      'اسم المستخدم أو كلمة المرور غير صحيحة',
    );
  });

  it('says a locked sign-in is locked and for how long, with no server text appended', () => {
    expect(apiErrorMessage('login', httpError(429, { error: 'محاولات كثيرة' }, '840'))).toBe(
      'تم إيقاف تسجيل الدخول مؤقتًا بعد محاولات كثيرة. حاول مرة أخرى بعد 14 دقيقة.',
    );
    expect(apiErrorMessage('login', httpError(429, {}))).toBe(
      'تم إيقاف تسجيل الدخول مؤقتًا بعد محاولات كثيرة. حاول مرة أخرى بعد دقيقة.',
    );
  });

  it('says the server cannot be reached when there is no answer, and a server error as such', () => {
    expect(apiErrorMessage('login', unreachable())).toBe(
      'تعذّر الوصول إلى الخادم. تحقّق من اتصالك بالإنترنت أو من عنوان الخادم ثم حاول مرة أخرى.',
    );
    expect(apiErrorMessage('login', httpError(500, { error: 'Internal error' }))).toBe(
      'حدث خطأ في الخادم. حاول مرة أخرى بعد قليل.',
    );
  });

  it('speaks the language the admin is shown in', async () => {
    await i18n.changeLanguage('en');
    expect(apiErrorMessage('portfolio.errors.savePortfolio', httpError(400, { error: 'title_ar: is required' }))).toBe(
      'Failed to save: title_ar: is required',
    );
    expect(apiErrorMessage('login', httpError(401, {}))).toBe('Wrong email or password');
    expect(apiErrorMessage('login', httpError(429, {}, '840'))).toBe(
      'Sign-in is paused after too many attempts. Try again in 14 minutes.',
    );
    expect(apiErrorMessage('login', httpError(429, {}))).toBe(
      'Sign-in is paused after too many attempts. Try again in a minute.',
    );
  });

  it('reads the status and the error field', () => {
    expect(errorStatus(httpError(403, {}))).toBe(403);
    expect(errorStatus(new Error('x'))).toBeUndefined();
    expect(serverErrorText(httpError(400, { error: ' bad ' }))).toBe('bad');
    expect(serverErrorText(httpError(400, { message: 'bad' }))).toBeUndefined();
  });
});

import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage, errorStatus, serverErrorText } from './api-error';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

describe('api-error', () => {
  it('gives the catalogue text followed by the server error field', () => {
    expect(apiErrorMessage('saveContact', httpError(400, { error: 'رقم الجوال غير صحيح' }))).toBe(
      'Failed to save: رقم الجوال غير صحيح',
    );
    expect(apiErrorMessage('savePortfolio', httpError(500, { error: 'Internal error' }))).toBe(
      'فشل الحفظ: Internal error',
    );
  });

  it('gives the catalogue text alone without a usable error field or on a network failure', () => {
    expect(apiErrorMessage('loadContacts', httpError(502, '<html>bad gateway</html>'))).toBe('Failed to load contacts');
    expect(apiErrorMessage('deleteContact', httpError(404, { error: '  ' }))).toBe('Failed to delete');
    expect(apiErrorMessage('upload', new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('فشل رفع الصورة');
    expect(apiErrorMessage('loadPortfolio', new Error('boom'))).toBe('Failed to load');
  });

  it('shows exactly the sign-in failure text for wrong credentials', () => {
    expect(apiErrorMessage('login', httpError(401, { error: 'Wrong email or password' }))).toBe(
      'اسم المستخدم أو كلمة المرور غير صحيحة',
    );
    expect(apiErrorMessage('login', httpError(429, { error: 'محاولات كثيرة' }))).toBe(
      'اسم المستخدم أو كلمة المرور غير صحيحة: محاولات كثيرة',
    );
  });

  it('reads the status and the error field', () => {
    expect(errorStatus(httpError(403, {}))).toBe(403);
    expect(errorStatus(new Error('x'))).toBeUndefined();
    expect(serverErrorText(httpError(400, { error: ' bad ' }))).toBe('bad');
    expect(serverErrorText(httpError(400, { message: 'bad' }))).toBeUndefined();
  });
});

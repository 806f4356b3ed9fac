import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@shared/constants';
import type { AuditEntry } from '@shared/schemas';
import { ar } from '../../text/ar';
import { en } from '../../text/en';
import { auditSentence } from './audit-sentence';
import { auditText } from './text';

/** The sentence as read (without the direction isolates around its names, tested on their own below). */
const sentence = (...args: Parameters<typeof auditSentence>) => auditSentence(...args).replace(/[\u2068\u2069]/g, '');

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'ar',
  ns: ['admin'],
  defaultNS: 'admin',
  resources: { ar: { admin: { ...ar, audit: auditText.ar } }, en: { admin: { ...en, audit: auditText.en } } },
  initAsync: false,
  interpolation: { escapeValue: false },
});
const inArabic = i18n.getFixedT('ar');
const inEnglish = i18n.getFixedT('en');

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-05-10T09:00:00.000Z',
  actor: { kind: 'admin', id: 2, name: 'سارة', email: 'sara@example.com' },
  address: '127.0.0.1',
  action: 'contact.deleted',
  target: { type: 'contact', id: '7', label: 'محمد العتيبي' },
  details: {},
  ...over,
});

describe('audit sentences', () => {
  it('isolate every name and e-mail in its own direction (a Latin name in an Arabic sentence stays in order)', () => {
    expect(auditSentence(entry({ actor: { kind: 'admin', id: 2, name: 'Sara 2', email: '' } }), inArabic)).toBe(
      'حذف \u2068Sara 2\u2069 رسالة من \u2068محمد العتيبي\u2069',
    );
  });

  it('say who did what to which record, in Arabic', () => {
    expect(sentence(entry({}), inArabic)).toBe('حذف سارة رسالة من محمد العتيبي');
    expect(sentence(entry({ actor: { kind: 'system', id: null, name: '', email: '' } }), inArabic)).toBe(
      'حذف النظام رسالة من محمد العتيبي',
    );
    expect(
      sentence(
        entry({ action: 'contact.created', actor: { kind: 'visitor', id: null, name: '', email: '' } }),
        inArabic,
      ),
    ).toBe('وصلت رسالة من محمد العتيبي عبر نموذج الموقع');
    expect(
      sentence(entry({ action: 'signin.failed', target: null, details: { email: 'x@example.com' } }), inArabic),
    ).toBe('محاولة دخول فاشلة بالبريد x@example.com');
    // Without a name the account is named by its e-mail.
    expect(sentence(entry({ actor: { kind: 'admin', id: 2, name: '', email: 'sara@example.com' } }), inArabic)).toBe(
      'حذف sara@example.com رسالة من محمد العتيبي',
    );
  });

  it('say the same in English', () => {
    expect(sentence(entry({ actor: { kind: 'admin', id: 2, name: 'Sara', email: '' } }), inEnglish)).toBe(
      'Sara deleted a message from محمد العتيبي',
    );
    expect(
      sentence(
        entry({
          action: 'session.ended',
          details: { others: true },
          actor: { kind: 'system', id: null, name: '', email: '' },
        }),
        inEnglish,
      ),
    ).toBe('System ended their sessions on other devices');
    expect(
      sentence(
        entry({ action: 'signin.failed', target: null, details: { email: 'x@example.com', reason: 'disabled' } }),
        inEnglish,
      ),
    ).toBe('Sign-in refused for the disabled account x@example.com');
  });

  it('name the passkey added or removed, and tell a refused passkey from a wrong code', () => {
    const added = entry({ action: 'mfa.passkey_added', target: null, details: { passkey: 'مفتاح المكتب' } });
    expect(sentence(added, inArabic)).toBe('أضاف سارة مفتاح المرور «مفتاح المكتب»');
    expect(sentence({ ...added, action: 'mfa.passkey_removed', details: { passkey: 'Key' } }, inEnglish)).toBe(
      'سارة removed the passkey “Key”',
    );
    const failed = entry({ action: 'mfa.failed', details: { method: 'passkey', reason: 'counter' } });
    expect(sentence(failed, inEnglish)).toBe('A passkey was not accepted when signing in to محمد العتيبي');
    expect(sentence({ ...failed, details: { method: 'totp' } }, inEnglish)).toBe(
      'A wrong verification code was entered for محمد العتيبي',
    );
  });

  it('has a sentence and a label for every kind of action in both languages', () => {
    for (const action of AUDIT_ACTIONS) {
      const arabic = sentence(entry({ action }), inArabic);
      expect(arabic, action).toMatch(/[\u0600-\u06FF]/);
      expect(arabic, action).not.toMatch(/undefined|null|\[object|\{\{/);
      expect(arabic, action).not.toBe(action);
      expect(inArabic(`audit.actions.${action}`), action).toMatch(/[\u0600-\u06FF]/);
      const english = sentence(
        entry({
          action,
          actor: { kind: 'admin', id: 2, name: 'Sara', email: '' },
          target: { type: 'contact', id: '7', label: 'Ali' },
        }),
        inEnglish,
      );
      expect(english, action).toMatch(/^[\x20-\x7E“”]+$/);
      expect(english, action).not.toBe(action);
      expect(inEnglish(`audit.actions.${action}`), action).toMatch(/^[A-Z][a-z -]+$/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@shared/constants';
import type { AuditEntry } from '@shared/schemas';
import { T } from './ar';

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
  it('say who did what to which record, in Arabic', () => {
    expect(T.audit.sentence(entry({}))).toBe('حذف سارة رسالة من محمد العتيبي');
    expect(T.audit.sentence(entry({ actor: { kind: 'system', id: null, name: '', email: '' } }))).toBe(
      'حذف النظام رسالة من محمد العتيبي',
    );
    expect(
      T.audit.sentence(entry({ action: 'contact.created', actor: { kind: 'visitor', id: null, name: '', email: '' } })),
    ).toBe('وصلت رسالة من محمد العتيبي عبر نموذج الموقع');
    expect(
      T.audit.sentence(entry({ action: 'signin.failed', target: null, details: { email: 'x@example.com' } })),
    ).toBe('محاولة دخول فاشلة بالبريد x@example.com');
    // Without a name the account is named by its e-mail.
    expect(T.audit.sentence(entry({ actor: { kind: 'admin', id: 2, name: '', email: 'sara@example.com' } }))).toBe(
      'حذف sara@example.com رسالة من محمد العتيبي',
    );
  });

  it('has a sentence and a label for every kind of action', () => {
    for (const action of AUDIT_ACTIONS) {
      const text = T.audit.sentence(entry({ action }));
      expect(text, action).toMatch(/[\u0600-\u06FF]/);
      expect(text, action).not.toMatch(/undefined|null|\[object/);
      expect(T.audit.actions[action], action).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

import escapeHtml from 'escape-html';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';
import type { ContactField } from '@shared/contact-fields';
import type { AdminContact } from '@shared/schemas';
import { customerTelLink } from '@shared/phone';
import { EMAIL_TEXT as T } from './email-text';

/** The stored message an e-mail announces: the fields the admin works with, its id and arrival. */
export type AnnouncedContact = AdminContact & { id: number; created_at: Date };

/** A row of the message's table: its label, its plain text and its HTML. */
type EmailRow = [label: string, text: string, html: string];

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The message's page in the admin (the contacts screen opens the message named by ?id=). */
export function adminLink(publicBaseUrl: string, contactId: number): string {
  return `${publicBaseUrl}/admin/contacts?id=${contactId}`;
}

/** "2026-05-01 14:05" on the office's clock (Saudi time, UTC+3, no DST). */
function officeTime(date: Date): string {
  return new Date(date.getTime() + OFFICE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The office's e-mail about one new message: Arabic, right to left, as HTML with the same content as
 * plain text. Everything the customer typed is escaped; the phone is a tel: link (one tap calls).
 */
export function composeContactEmail(contact: AnnouncedContact, publicBaseUrl: string, company: string): ComposedEmail {
  const link = adminLink(publicBaseUrl, contact.id);
  const urgencyLabel = T.urgency[contact.urgency];
  const arrived = `${officeTime(contact.created_at)} ${T.officeTime}`;
  const or = (value: string) => value || T.empty;
  // Every field of the message (typed by the shared description, so a new field must be given its
  // row here), in the order the office reads them: who, how to reach them, what, and the message last.
  const fieldRows: Record<ContactField, EmailRow | null> = {
    name: [T.fields.name, contact.name, `<span dir="auto">${escapeHtml(contact.name)}</span>`],
    phone: [
      T.fields.phone,
      contact.phone,
      `<a href="${escapeHtml(customerTelLink(contact.phone))}" dir="ltr" style="font-weight:bold">${escapeHtml(contact.phone)}</a> <span style="color:#666">(${T.call})</span>`,
    ],
    email: contact.email
      ? [T.fields.email, contact.email, `<span dir="ltr">${escapeHtml(contact.email)}</span>`]
      : null,
    service: [T.fields.service, or(contact.service), `<span dir="auto">${escapeHtml(or(contact.service))}</span>`],
    urgency: [T.fields.urgency, urgencyLabel, escapeHtml(urgencyLabel)],
    preferred_time: [
      T.fields.preferredTime,
      or(contact.preferred_time),
      `<span dir="auto">${escapeHtml(or(contact.preferred_time))}</span>`,
    ],
    message: [
      T.fields.message,
      or(contact.message),
      `<div dir="auto" style="white-space:pre-wrap">${escapeHtml(or(contact.message)).replace(/\r?\n/g, '<br>')}</div>`,
    ],
  };
  const rows: EmailRow[] = [
    ...Object.values(fieldRows).filter((row): row is EmailRow => row !== null),
    [T.fields.arrived, arrived, escapeHtml(arrived)],
  ];
  const notice = contact.urgency === 'normal' ? null : T.urgentNotice(urgencyLabel);
  const subject = T.subject(contact.name, contact.urgency);

  const text = [
    T.heading,
    ...(notice ? ['', notice] : []),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${T.open}: ${link}`,
    '',
    T.footer(company),
  ].join('\n');

  const cell = 'padding:8px 12px;border-bottom:1px solid #e5e5e5;vertical-align:top;text-align:right';
  const html = `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body dir="rtl" style="margin:0;padding:16px;background:#f4f5f7;color:#1f1f1f;font-family:Tahoma,'Segoe UI',Arial,sans-serif;font-size:15px;line-height:1.6;direction:rtl;text-align:right">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px">
<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(T.heading)}</h1>
${notice ? `<p style="margin:0 0 12px;padding:10px 12px;border-radius:6px;background:#fff1f0;color:#a8071a;font-weight:bold">${escapeHtml(notice)}</p>\n` : ''}<table role="presentation" dir="rtl" style="width:100%;border-collapse:collapse">
${rows.map(([label, , value]) => `<tr><th scope="row" style="${cell};white-space:nowrap;color:#555;font-weight:normal;width:1%">${escapeHtml(label)}</th><td style="${cell}">${value}</td></tr>`).join('\n')}
</table>
<p style="margin:20px 0 8px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#1677ff;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(T.open)}</a></p>
<p style="margin:16px 0 0;color:#777;font-size:12px">${escapeHtml(T.footer(company))}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}

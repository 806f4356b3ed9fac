import escapeHtml from 'escape-html';
import {
  CUSTOMER_EMAIL_TEXT,
  customerAddress,
  customerDay,
  customerWindow,
  serviceWord,
  type NoticeContent,
} from './customer-text';
import type { ComposedEmail } from './contact-email';

/**
 * The e-mail telling a customer where their booking stands, in the booking's language (right to
 * left in Arabic), as HTML with the same content as plain text, and their private page's link.
 * Everything the customer typed is escaped.
 */
export function composeCustomerEmail(notice: NoticeContent, company: string): ComposedEmail {
  const T = CUSTOMER_EMAIL_TEXT[notice.lang];
  const dir = notice.lang === 'ar' ? 'rtl' : 'ltr';
  const align = notice.lang === 'ar' ? 'right' : 'left';
  const subject = `${T.subject[notice.kind]} · ${company}`;
  const lead = T.lead[notice.kind](notice.name);
  const rows: [string, string][] = [
    [T.rows.service, serviceWord(notice)],
    [T.rows.day, customerDay(notice.date, notice.lang)],
    [T.rows.time, customerWindow(notice)],
    [T.rows.address, customerAddress(notice, notice.lang)],
    ...(notice.kind === 'declined' && notice.reason ? [[T.rows.reason, notice.reason] as [string, string]] : []),
  ];
  const text = [
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${T.open}: ${notice.link}`,
    '',
    T.footer(company),
  ].join('\n');
  const cell = `padding:8px 12px;border-bottom:1px solid #e5e5e5;vertical-align:top;text-align:${align}`;
  const html = `<!doctype html>
<html lang="${notice.lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:16px;background:#f4f5f7;color:#1f1f1f;font-family:Tahoma,'Segoe UI',Arial,sans-serif;font-size:15px;line-height:1.6;direction:${dir};text-align:${align}">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px">
<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(T.subject[notice.kind])}</h1>
<p style="margin:0 0 12px" dir="auto">${escapeHtml(lead)}</p>
<table role="presentation" dir="${dir}" style="width:100%;border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th scope="row" style="${cell};white-space:nowrap;color:#555;font-weight:normal;width:1%">${escapeHtml(label)}</th><td style="${cell}"><span dir="auto">${escapeHtml(value)}</span></td></tr>`).join('\n')}
</table>
<p style="margin:20px 0 8px"><a href="${escapeHtml(notice.link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#1677ff;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(T.open)}</a></p>
<p style="margin:16px 0 0;color:#777;font-size:12px">${escapeHtml(T.footer(company))}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}

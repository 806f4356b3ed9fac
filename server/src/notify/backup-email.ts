import escapeHtml from 'escape-html';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';
import type { BackupFailureReason } from '@shared/schemas/backups';
import type { Logger } from 'pino';
import type { FailureNotice } from '../backup/schedule';
import type { NotifyEmailConfig } from '../config';
import type { ComposedEmail } from './contact-email';
import { describeSmtpError, smtpTransport } from './smtp';

/** "2026-05-01 14:05" on the office's clock (Saudi time, UTC+3, no DST). */
function officeTime(ms: number): string {
  return new Date(ms + OFFICE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** What each failure means and what to do, in both languages (the settings screen says the same). */
const REASONS: Record<BackupFailureReason, { ar: string; en: string }> = {
  not_a_folder: {
    ar: 'مكان النسخ الاحتياطي (BACKUP_DIR) ليس مجلدًا: يجب أن يشير إلى مجلد.',
    en: 'The backup place (BACKUP_DIR) is not a folder: it must name a folder.',
  },
  no_permission: {
    ar: 'لا يملك الخادم صلاحية الكتابة في مجلد النسخ الاحتياطي.',
    en: 'The server may not write to the backup folder.',
  },
  disk_full: { ar: 'لا توجد مساحة كافية على القرص.', en: 'There is not enough room on the disk.' },
  stopped: { ar: 'توقّف الخادم أثناء النسخ.', en: 'The server stopped during the backup.' },
  other: { ar: 'خطأ غير متوقع (التفاصيل أدناه).', en: 'An unexpected error (the details are below).' },
};

export interface FailedBackup {
  startedAt: number;
  /** The folder the archive was to go to. */
  where: string;
  reason: BackupFailureReason;
  /** The error as the server saw it, without any secret. */
  error: string;
  /** When the latest good backup finished (ISO), or null. */
  lastSuccessAt: string | null;
  /** In minutes: when the server tries again. */
  retryMinutes: number;
}

/**
 * The office's e-mail about a failed automatic backup: Arabic first (right to left), then the same
 * in English (left to right), as HTML and as plain text. Names no secret: the error was cleaned
 * before it was stored.
 */
export function composeBackupFailureEmail(
  failure: FailedBackup,
  publicBaseUrl: string,
  company: string,
): ComposedEmail {
  const when = officeTime(failure.startedAt);
  const lastGood = failure.lastSuccessAt ? officeTime(Date.parse(failure.lastSuccessAt)) : null;
  const link = `${publicBaseUrl}/admin/settings`;
  const reason = REASONS[failure.reason];
  const retry = failure.retryMinutes;
  const sections = {
    ar: {
      heading: 'تعذّر النسخ الاحتياطي التلقائي',
      intro: `لم يتمكّن الخادم من إنشاء النسخة الاحتياطية التلقائية لبيانات ${company}.`,
      rows: [
        ['الوقت', `${when} بتوقيت السعودية`],
        ['المكان', failure.where],
        ['السبب', reason.ar],
        ['التفاصيل', failure.error],
        ['آخر نسخة ناجحة', lastGood ? `${lastGood} بتوقيت السعودية` : 'لا توجد نسخة ناجحة بعد'],
      ],
      next: `سيعيد الخادم المحاولة تلقائيًا بعد ${retry} دقيقة. أبلغوا مسؤول الخادم ليصلح السبب، وتابعوا الحالة في صفحة الإعدادات.`,
      open: 'فتح صفحة الإعدادات',
    },
    en: {
      heading: 'The automatic backup failed',
      intro: `The server could not make the automatic backup of ${company}'s data.`,
      rows: [
        ['Time', `${when} Saudi time`],
        ['Where', failure.where],
        ['Reason', reason.en],
        ['Details', failure.error],
        ['Last good backup', lastGood ? `${lastGood} Saudi time` : 'none yet'],
      ],
      next: `The server tries again by itself in ${retry} minutes. Tell whoever runs the server so they fix the cause, and follow it on the settings screen.`,
      open: 'Open the settings screen',
    },
  };
  const subject = `${sections.ar.heading} — ${sections.en.heading} (${company})`;

  const textOf = (s: (typeof sections)['ar']) => [
    s.heading,
    '',
    s.intro,
    '',
    ...s.rows.map(([label, value]) => `${label}: ${value}`),
    '',
    s.next,
    `${s.open}: ${link}`,
  ];
  const text = [...textOf(sections.ar), '', '---', '', ...textOf(sections.en)].join('\n');

  const htmlOf = (s: (typeof sections)['ar'], lang: 'ar' | 'en') => {
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    const align = lang === 'ar' ? 'right' : 'left';
    const cell = `padding:8px 12px;border-bottom:1px solid #e5e5e5;vertical-align:top;text-align:${align}`;
    return `<div lang="${lang}" dir="${dir}" style="direction:${dir};text-align:${align};margin:0 0 24px">
<h1 style="margin:0 0 12px;font-size:20px;color:#a8071a">${escapeHtml(s.heading)}</h1>
<p style="margin:0 0 12px">${escapeHtml(s.intro)}</p>
<table role="presentation" dir="${dir}" style="width:100%;border-collapse:collapse">
${s.rows.map(([label, value]) => `<tr><th scope="row" style="${cell};white-space:nowrap;color:#555;font-weight:normal;width:1%">${escapeHtml(label!)}</th><td style="${cell}"><span dir="auto" style="overflow-wrap:anywhere">${escapeHtml(value!)}</span></td></tr>`).join('\n')}
</table>
<p style="margin:16px 0 8px">${escapeHtml(s.next)}</p>
<p style="margin:8px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#1677ff;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(s.open)}</a></p>
</div>`;
  };
  const html = `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;background:#f4f5f7;color:#1f1f1f;font-family:Tahoma,'Segoe UI',Arial,sans-serif;font-size:15px;line-height:1.6">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px">
${htmlOf(sections.ar, 'ar')}
<hr style="border:none;border-top:1px solid #e5e5e5;margin:0 0 24px">
${htmlOf(sections.en, 'en')}
</div>
</body>
</html>
`;
  return { subject, text, html };
}

/**
 * Sends the office the e-mail about a failed automatic backup; true when it went. With e-mail off
 * nobody can be told: that is logged.
 */
export async function sendBackupFailureEmail(
  failure: FailureNotice,
  to: { settings: NotifyEmailConfig | null; company: string; publicBaseUrl: string; log: Logger },
): Promise<boolean> {
  const { settings, company, log } = to;
  if (!settings) {
    log.warn('the automatic backup failed and e-mail to the office is off: nobody was told');
    return false;
  }
  const email = composeBackupFailureEmail(failure, to.publicBaseUrl, company);
  const transport = smtpTransport(settings.smtpUrl);
  try {
    await transport.sendMail({
      from: { name: company, address: settings.from },
      to: settings.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    log.info({ runId: failure.runId }, 'the office was told of the failed backup');
    return true;
  } catch (error) {
    log.error({ error: describeSmtpError(error, settings.smtpUrl) }, 'e-mail about the failed backup not sent');
    return false;
  } finally {
    transport.close();
  }
}

import type { Language } from '@shared/constants';
import type { GoLiveKey } from '@shared/schemas/go-live';
import type { GoLiveState } from './checklist';

type Detail = (state: GoLiveState, ok: boolean) => string;

/** "3 hours ago" / "منذ 3 ساعات" by the language's own plural rules. */
function ago(language: Language, then: Date, now: Date): string {
  const hours = (now.getTime() - then.getTime()) / 3_600_000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (hours < 1) return format.format(-Math.max(1, Math.round(hours * 60)), 'minute');
  if (hours < 48) return format.format(-Math.round(hours), 'hour');
  return format.format(-Math.round(hours / 24), 'day');
}

/**
 * Runs of Latin text inside an Arabic sentence (a variable, a command, an address, a version),
 * isolated left to right (U+2066 … U+2069), so that "DATA_DIR/session-secret" is not reordered
 * around its hyphen and slash. A run's closing full stop or comma stays outside.
 */
export function isolateLatinRuns(text: string): string {
  return text.replace(/[A-Za-z][\w./:=@+…-]*(?: [A-Za-z0-9][\w./:=@+…-]*)*/g, (run) => {
    const [, body = run, tail = ''] = /^(.*?)([.,:]*)$/.exec(run) ?? [];
    return `\u2066${body}\u2069${tail}`;
  });
}

/**
 * The checklist's details: what the server sees and, when an item is not settled, what to change
 * (the variables are set in the env file every command reads; docs/production.md).
 */
export const GO_LIVE_TEXT: Record<Language, Record<GoLiveKey, Detail>> = {
  ar: {
    company_details: (_, ok) =>
      ok
        ? 'أرقام الهاتف والواتساب والبريد المنشورة في الموقع هي بيانات الشركة.'
        : 'أرقام الهاتف أو الواتساب أو البريد في الموقع ما زالت أرقامًا تجريبية. عدّلها في «الموقع» ثم انشرها.',
    demo_data: (state, ok) =>
      ok
        ? 'لا بيانات تجريبية في السجلات.'
        : `في السجلات ${state.demoRows} صفًّا من البيانات التجريبية (رسائل وزيارات وأعمال). احذفها من الشريط أعلى الصفحة قبل أن تُحسب في التقارير.`,
    booking_hours: (_, ok) =>
      ok
        ? 'مواعيد الحجز في الموقع من إعدادات المكتب: الفرق وأيام عملها وساعاتها.'
        : 'نموذج الحجز يعرض كل الأيام وكل الساعات (الإعداد الأولي). اضبط الفرق وأيامها وساعاتها في «مواعيد الحجز» واحفظها.',
    address: (state, ok) =>
      ok
        ? `عنوان الموقع ${state.publicBaseUrl} وهو العنوان الذي فُتحت منه هذه الصفحة.`
        : !state.publicBaseUrl.startsWith('https:')
          ? `عنوان الموقع ${state.publicBaseUrl} ليس https. اضبط PUBLIC_BASE_URL على عنوان الشركة (https://…) في ملف الإعدادات وأعد تشغيل الخادم.`
          : `عنوان الموقع ${state.publicBaseUrl} لكن هذه الصفحة فُتحت من ${state.requestOrigin}: الروابط في محركات البحث والرسائل تشير إلى غير هذا العنوان. صحّح PUBLIC_BASE_URL.`,
    trust_proxy: (state, ok) =>
      ok
        ? 'الاتصال مشفّر عبر الوكيل العكسي (TRUST_PROXY=true).'
        : !state.trustProxy
          ? 'TRUST_PROXY غير مفعّل: لا يعرف الخادم أن الزائر اتصل عبر https ولا عنوانه الحقيقي. شغّل الموقع خلف وكيل عكسي (nginx) مع TRUST_PROXY=true.'
          : 'لم يصل هذا الطلب عبر https من الوكيل العكسي (X-Forwarded-Proto). تحقّق من إعداد nginx.',
    session_secret: (_, ok) =>
      ok
        ? 'سرّ الجلسات مضبوط في SESSION_SECRET.'
        : 'سرّ الجلسات مولَّد تلقائيًا في DATA_DIR/session-secret. انسخ قيمته إلى SESSION_SECRET في ملف الإعدادات (فلا يخرج أحد من حسابه).',
    email: (state, ok) =>
      ok
        ? `البريد إلى المكتب يعمل: نجح آخر بريد تجريبي ${ago('ar', state.email.lastTest!.at, state.now)}.`
        : !state.email.configured
          ? 'البريد إلى المكتب غير مضبوط: لن يصل إشعار بالطلبات الجديدة ولا بفشل النسخ الاحتياطي. اضبطه في «الإعدادات».'
          : state.email.lastTest === null || state.email.changedSinceTest
            ? 'البريد إلى المكتب مضبوط لكنه لم يُجرَّب. أرسل بريدًا تجريبيًا من «الإعدادات».'
            : 'فشل آخر بريد تجريبي. راجع إعدادات البريد في «الإعدادات» وأعد التجربة.',
    backup_age: (state, ok) =>
      !state.backups.enabled
        ? 'النسخ الاحتياطي التلقائي متوقف (BACKUP_EVERY_HOURS=0).'
        : state.backups.lastSuccessAt === null
          ? 'لا نسخة احتياطية ناجحة بعد. راجع «الإعدادات» أو شغّل npm run backup.'
          : ok
            ? `آخر نسخة احتياطية ناجحة ${ago('ar', state.backups.lastSuccessAt, state.now)}.`
            : `آخر نسخة احتياطية ناجحة ${ago('ar', state.backups.lastSuccessAt, state.now)}، وقد تأخّرت. راجع سبب الفشل في «الإعدادات».`,
    backup_offsite: (state, ok) =>
      ok
        ? 'النسخ الاحتياطية تُرفع إلى مخزن خارج هذا الجهاز (BACKUP_DIR=s3://…).'
        : !state.backups.enabled
          ? 'لا نسخ احتياطية تلقائية تخرج من هذا الجهاز.'
          : 'النسخ الاحتياطية في مجلد على هذا الجهاز فقط: إن تعطّل ضاعت معه. انسخها يوميًا إلى جهاز آخر أو اضبط BACKUP_DIR=s3://….',
    database: (state) =>
      state.database.kind === 'sqlite'
        ? 'قاعدة البيانات SQLite في DATA_DIR: مناسبة لخادم واحد. للانتقال إلى PostgreSQL: npm run db:move.'
        : `قاعدة البيانات PostgreSQL، والخوادم المتصلة بها الآن: ${state.database.instances}.`,
    node: (state, ok) =>
      ok
        ? `Node.js ${state.nodeVersion} مدعوم.`
        : `Node.js ${state.nodeVersion} غير مدعوم: ثبّت الإصدار 24 LTS (أو 22.13 وما بعده من الإصدار 22).`,
  },
  en: {
    company_details: (_, ok) =>
      ok
        ? "The phone numbers, WhatsApp and e-mail on the site are the company's own."
        : 'The phone numbers, WhatsApp or e-mail on the site are still the samples. Change them under Website and publish.',
    demo_data: (state, ok) =>
      ok
        ? 'No demo data in the books.'
        : `The books hold ${state.demoRows} demo rows (messages, visits, portfolio). Remove them from the banner at the top before reports count them.`,
    booking_hours: (_, ok) =>
      ok
        ? "The booking form offers the office's own times: its teams, their days and hours."
        : 'The booking form offers every day at all hours (the first settings). Set the teams, their days and hours under Booking times and save them.',
    address: (state, ok) =>
      ok
        ? `The site's address is ${state.publicBaseUrl}, where this page was opened.`
        : !state.publicBaseUrl.startsWith('https:')
          ? `The site's address ${state.publicBaseUrl} is not https. Set PUBLIC_BASE_URL to the company's https:// address in the settings file and restart the server.`
          : `The site's address is ${state.publicBaseUrl} but this page was opened at ${state.requestOrigin}: links in search engines and e-mails point elsewhere. Correct PUBLIC_BASE_URL.`,
    trust_proxy: (state, ok) =>
      ok
        ? 'Visitors connect over HTTPS through the reverse proxy (TRUST_PROXY=true).'
        : !state.trustProxy
          ? 'TRUST_PROXY is off: the server cannot know a visitor came over https, nor their real address. Serve the site behind a reverse proxy (nginx) with TRUST_PROXY=true.'
          : 'This request did not arrive over https from the reverse proxy (X-Forwarded-Proto). Check the nginx site.',
    session_secret: (_, ok) =>
      ok
        ? 'The session secret is fixed in SESSION_SECRET.'
        : 'The session secret was generated in DATA_DIR/session-secret. Copy its value into SESSION_SECRET in the settings file (nobody is signed out).',
    email: (state, ok) =>
      ok
        ? `E-mail to the office works: the last test e-mail went out ${ago('en', state.email.lastTest!.at, state.now)}.`
        : !state.email.configured
          ? 'E-mail to the office is not set up: nobody is told of new requests or of a failed backup. Set it up under Settings.'
          : state.email.lastTest === null || state.email.changedSinceTest
            ? 'E-mail to the office is set up but not tested. Send a test e-mail from Settings.'
            : 'The last test e-mail failed. Check the e-mail settings under Settings and test again.',
    backup_age: (state, ok) =>
      !state.backups.enabled
        ? 'Automatic backups are off (BACKUP_EVERY_HOURS=0).'
        : state.backups.lastSuccessAt === null
          ? 'No good backup yet. See Settings, or run npm run backup.'
          : ok
            ? `The last good backup was made ${ago('en', state.backups.lastSuccessAt, state.now)}.`
            : `The last good backup was made ${ago('en', state.backups.lastSuccessAt, state.now)}, later than due. See why under Settings.`,
    backup_offsite: (state, ok) =>
      ok
        ? 'Backups are uploaded to a bucket off this machine (BACKUP_DIR=s3://…).'
        : !state.backups.enabled
          ? 'No automatic backups leave this machine.'
          : 'Backups stay in a folder on this machine only: they go if it goes. Copy them to another machine each day, or set BACKUP_DIR=s3://….',
    database: (state) =>
      state.database.kind === 'sqlite'
        ? 'SQLite in DATA_DIR: right for one server. npm run db:move moves it to PostgreSQL.'
        : `PostgreSQL, with ${state.database.instances === 1 ? 'one server instance' : `${state.database.instances} server instances`} connected now.`,
    node: (state, ok) =>
      ok
        ? `Node.js ${state.nodeVersion} is supported.`
        : `Node.js ${state.nodeVersion} is not supported: install 24 LTS (or 22.13 or later of the 22 line).`,
  },
};

import Router from '@koa/router';
import type { Context } from 'koa';
import { API_ERRORS } from '@shared/api-errors';
import { API } from '@shared/api/contract';
import type { NotificationStatus } from '@shared/schemas';
import { requestActor } from '../audit/audit-log';
import { adminRoute } from '../http/contract-routes';
import { AppError } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import { EmailOutbox } from '../notify/email-outbox';
import { EMAIL_TEXT } from '../notify/email-text';
import { describeSmtpError, smtpTransport } from '../notify/smtp';
import { signedInAdmin } from './admin-account';
import type { RouteDeps } from './context';

export type AdminNotificationsDeps = Pick<
  RouteDeps,
  'models' | 'audit' | 'events' | 'emailSettings' | 'emailNotifier' | 'publisher'
>;

/**
 * The office's e-mail (owners only, shared/api/roles.ts): how it stands — notifications.php; its
 * settings, saved or turned off — notification-settings.php; a test e-mail sent with them —
 * notification-test.php. The server's variables, when set, win: the screen's settings are then
 * refused (409) and the answer says so. No answer ever carries the SMTP password.
 */
export function adminNotificationsRouter({
  models,
  audit,
  events,
  emailSettings,
  emailNotifier,
  publisher,
}: AdminNotificationsDeps): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();
  const outbox = new EmailOutbox(models.Contact.sequelize!);

  const status = async (ctx: Context) => {
    const current = emailSettings.current();
    const body: NotificationStatus = {
      email: {
        configured: current !== null,
        recipients: current?.to.length ?? 0,
        ...(await outbox.figures()),
        settings: emailSettings.view(),
      },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
  const refuseOverEnvironment = () => {
    if (emailSettings.view().source === 'environment') throw new AppError(409, 'emailSetOnServer');
  };
  // Every instance reads the settings again, and the owners' screens show them.
  const changed = async (ctx: Context, details: Record<string, unknown>) => {
    await audit.record({ ...requestActor(ctx), action: 'settings.changed', details: { section: 'email', ...details } });
    await events.record('settings.changed', {});
    void emailNotifier.sendDue();
  };

  router.get(adminRoute(API.notifications), status);

  router.post(adminRoute(API.notificationSettings), async (ctx) => {
    const settings = validate(API.notificationSettings.body, jsonBody(ctx));
    refuseOverEnvironment();
    const fields = await emailSettings.save(settings);
    await changed(ctx, { fields });
    await status(ctx);
  });

  router.delete(adminRoute(API.notificationSettingsClear), async (ctx) => {
    refuseOverEnvironment();
    await emailSettings.clear();
    await changed(ctx, { turnedOff: true });
    await status(ctx);
  });

  router.post(adminRoute(API.notificationTest), async (ctx) => {
    const current = emailSettings.current();
    if (!current) throw new AppError(400, 'emailNotSet');
    const company = publisher.content().company.shortName.ar;
    const me = signedInAdmin(ctx);
    const transport = smtpTransport(current.smtpUrl);
    try {
      await transport.sendMail({
        from: { name: company, address: current.from },
        to: current.to,
        subject: EMAIL_TEXT.test.subject(company),
        text: EMAIL_TEXT.test.text(company, me.name || me.email),
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      const reason = describeSmtpError(error, current.smtpUrl);
      await audit.record({ ...requestActor(ctx), action: 'email.tested', details: { ok: false, error: reason } });
      // The mail server's own words follow (English, without the account).
      const { ar, en } = API_ERRORS.emailTestFailed;
      throw new AppError(502, { ar: `${ar}: ${reason}`, en: `${en}: ${reason}` });
    } finally {
      transport.close();
    }
    await audit.record({ ...requestActor(ctx), action: 'email.tested', details: { ok: true, to: current.to } });
    ctx.body = { ok: true, to: current.to };
  });

  return router;
}

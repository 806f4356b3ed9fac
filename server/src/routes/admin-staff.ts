import Router from '@koa/router';
import { QueryTypes, UniqueConstraintError, type Sequelize } from 'sequelize';
import type { StaffMember } from '@shared/schemas';
import { API } from '@shared/api/contract';
import { accountTarget } from '../auth/admins';
import { requestActor, type AuditInput } from '../audit/audit-log';
import { findByColumn } from '../db/find-by-column';
import { dbTimestamp } from '../db/time';
import type { Admin } from '../db/models';
import { adminRoute } from '../http/contract-routes';
import { AppError, notFound } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import { signedInAdmin } from './admin-account';
import type { RouteDeps } from './context';
import { refusePassword } from './password-rules';

function staffJson(a: Admin, me: Admin): StaffMember {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    active: Boolean(a.active),
    lastSignInAt: a.last_sign_in_at ? new Date(a.last_sign_in_at).toISOString() : null,
    mustChangePassword: Boolean(a.must_change_password),
    createdAt: new Date(a.created_at).toISOString(),
    current: a.id === me.id,
  };
}

const activeCount = async (sequelize: Sequelize) =>
  Number(
    (
      await sequelize.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM admins WHERE active = 1', {
        type: QueryTypes.SELECT,
      })
    )[0]?.n ?? 0,
  );

/**
 * Disables an account unless it is the last active one, in one statement (two people disabling the
 * last two accounts at once cannot both succeed). On PostgreSQL a table lock makes such statements
 * take turns, so the second one counts what the first left; SQLite runs one write at a time anyway.
 */
async function disableUnlessLast(sequelize: Sequelize, id: number): Promise<boolean> {
  const sql = `UPDATE admins SET active = 0, updated_at = $2
    WHERE id = $1 AND active = 1 AND (SELECT COUNT(*) FROM admins WHERE active = 1) > 1`;
  const run = (options: object) =>
    sequelize.query(sql, {
      bind: [id, dbTimestamp(new Date())],
      type: QueryTypes.UPDATE,
      ...options,
    }) as unknown as Promise<[unknown, number]>;
  if (sequelize.getDialect() !== 'postgres') return (await run({}))[1] === 1;
  return sequelize.transaction(async (transaction) => {
    await sequelize.query('LOCK TABLE admins IN SHARE ROW EXCLUSIVE MODE', { transaction });
    return (await run({ transaction }))[1] === 1;
  });
}

/**
 * Staff accounts, all with the one admin role: the list, adding a colleague with a first password
 * (changed at their first sign-in), renaming, disabling and enabling, and resetting a password —
 * /backend/admin/staff.php. Nobody disables themselves; the last active account is never disabled
 * and never has its password reset.
 */
export function adminStaffRouter({ models, audit, staffSessions, passwords }: RouteDeps): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();
  const sequelize = models.Admin.sequelize!;

  router.get(adminRoute(API.staff), async (ctx) => {
    const { page, limit } = validate(API.staff.query, { page: ctx.query.page, limit: ctx.query.limit });
    const { rows, count } = await models.Admin.findAndCountAll({
      order: [['id', 'ASC']],
      limit,
      offset: (page - 1) * limit,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: rows.map((row) => staffJson(row, signedInAdmin(ctx))), total: count };
  });

  router.post(adminRoute(API.staffCreate), async (ctx) => {
    const { name, email, password } = validate(API.staffCreate.body, jsonBody(ctx));
    refusePassword('password', password, email);
    if (await findByColumn(models.Admin, 'email', email)) throw new AppError(409, 'emailTaken');
    let created: Admin;
    try {
      created = await models.Admin.create({
        name,
        email,
        password_hash: await passwords.hash(password),
        must_change_password: 1,
      });
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw new AppError(409, 'emailTaken');
      throw err;
    }
    await audit.record({ ...requestActor(ctx), action: 'account.added', target: accountTarget(created) });
    ctx.status = 201;
    ctx.body = { item: staffJson(created, signedInAdmin(ctx)) };
  });

  router.put(adminRoute(API.staffUpdate), async (ctx) => {
    const { id } = validate(API.staffUpdate.query, { id: ctx.query.id });
    const change = validate(API.staffUpdate.body, jsonBody(ctx));
    if (change.name === undefined && change.active === undefined && change.password === undefined) {
      throw new AppError(400, 'nothingToChangeStaff');
    }
    const target = await models.Admin.findByPk(id);
    if (!target) throw notFound('accountNotFound');
    const self = signedInAdmin(ctx).id === target.id;
    const disabling = change.active === false && Boolean(target.active);
    // Every rule is checked before anything changes.
    if (disabling && self) throw new AppError(400, 'cannotDisableSelf');
    if (change.password !== undefined) {
      if (target.active && (await activeCount(sequelize)) <= 1) throw new AppError(409, 'lastActiveAccount');
      if (self) throw new AppError(400, 'useMyAccount');
      refusePassword('password', change.password, target.email);
    }
    if (disabling && !(await disableUnlessLast(sequelize, target.id))) {
      throw new AppError(409, 'lastActiveAccount');
    }

    const actor = requestActor(ctx);
    const entries: AuditInput[] = [];
    const before = { name: target.name };
    if (change.name !== undefined && change.name !== target.name) {
      target.name = change.name;
      entries.push({ ...actor, action: 'account.updated', details: { changes: { name: [before.name, change.name] } } });
    }
    if (change.active === true && !target.active) {
      target.active = 1;
      entries.push({ ...actor, action: 'account.enabled' });
    }
    if (change.password !== undefined) {
      target.password_hash = await passwords.hash(change.password);
      target.must_change_password = 1;
    }
    await target.save();
    // Sessions ended by someone else are recorded as such, after what ended them.
    const endSessions = async (because: 'account.disabled' | 'password.reset') => {
      const ended = await staffSessions.end(target.id);
      entries.push({ ...actor, action: because, details: { sessionsEnded: ended } });
      if (ended > 0) entries.push({ ...actor, action: 'session.ended', details: { sessionsEnded: ended, because } });
    };
    if (disabling) {
      await target.reload();
      await endSessions('account.disabled');
    }
    if (change.password !== undefined) await endSessions('password.reset');
    await audit.record(...entries.map((entry) => ({ ...entry, target: accountTarget(target) })));
    ctx.body = { item: staffJson(target, signedInAdmin(ctx)) };
  });

  return router;
}

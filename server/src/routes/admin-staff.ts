import Router from '@koa/router';
import { QueryTypes, UniqueConstraintError, type Sequelize } from 'sequelize';
import type { StaffMember } from '@shared/schemas';
import { API } from '@shared/api/contract';
import type { Role } from '@shared/api/roles';
import { accountRole, accountTarget } from '../auth/admins';
import { requestActor, type AuditInput } from '../audit/audit-log';
import { findByColumn } from '../db/find-by-column';
import { dbTimestamp } from '../db/time';
import type { Admin } from '../db/models';
import { adminRoute } from '../http/contract-routes';
import { AppError, notFound } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import { signedInAdmin } from './admin-account';
import type { RouteDeps } from './context';
import { refusePassword } from '../auth/password-rules';

function staffJson(a: Admin, me: Admin, secondFactor: boolean): StaffMember {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    active: Boolean(a.active),
    lastSignInAt: a.last_sign_in_at ? new Date(a.last_sign_in_at).toISOString() : null,
    mustChangePassword: Boolean(a.must_change_password),
    role: accountRole(a),
    createdAt: new Date(a.created_at).toISOString(),
    secondFactor,
    current: a.id === me.id,
  };
}

/**
 * Sets an account's state and role unless that leaves no active owner, in one statement (two owners
 * disabling or demoting each other at once cannot both succeed). On PostgreSQL a table lock makes
 * such statements take turns, so the second one counts what the first left; SQLite runs one write
 * at a time anyway.
 */
async function updateKeepingAnOwner(
  sequelize: Sequelize,
  id: number,
  next: { active: number; role: Role },
): Promise<boolean> {
  const sql = `UPDATE admins SET active = $2, role = $3, updated_at = $4
    WHERE id = $1 AND (($2 = 1 AND $3 = 'owner') OR role <> 'owner' OR active = 0
      OR (SELECT COUNT(*) FROM admins WHERE active = 1 AND role = 'owner') > 1)`;
  const run = (options: object) =>
    sequelize.query(sql, {
      bind: [id, next.active, next.role, dbTimestamp(new Date())],
      type: QueryTypes.UPDATE,
      ...options,
    }) as unknown as Promise<[unknown, number]>;
  if (sequelize.getDialect() !== 'postgres') return (await run({}))[1] === 1;
  return sequelize.transaction(async (transaction) => {
    await sequelize.query('LOCK TABLE admins IN SHARE ROW EXCLUSIVE MODE', { transaction });
    return (await run({ transaction }))[1] === 1;
  });
}

export type AdminStaffDeps = Pick<
  RouteDeps,
  'models' | 'audit' | 'staffSessions' | 'passwords' | 'events' | 'secondFactors'
>;

/**
 * Staff accounts and their roles: the list, adding a colleague with a first password (changed at
 * their first sign-in) and a role, renaming, changing the role, disabling and enabling, and resetting
 * a password — /backend/admin/staff.php (owners only, shared/api/roles.ts). Nobody disables
 * themselves or changes their own role; the last active owner is never disabled or given another role. Each change tells the account's open live streams (they end, or
 * follow the new role) and the owners' staff lists.
 */
export function adminStaffRouter({
  models,
  audit,
  staffSessions,
  passwords,
  events,
  secondFactors,
}: AdminStaffDeps): Router {
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
    const withSecondFactor = await secondFactors.onAmong(rows.map((row) => row.id));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      items: rows.map((row) => staffJson(row, signedInAdmin(ctx), withSecondFactor.has(row.id))),
      total: count,
    };
  });

  router.post(adminRoute(API.staffCreate), async (ctx) => {
    const { name, email, password, role } = validate(API.staffCreate.body, jsonBody(ctx));
    refusePassword('password', password, email);
    if (await findByColumn(models.Admin, 'email', email)) throw new AppError(409, 'emailTaken');
    let created: Admin;
    try {
      created = await models.Admin.create({
        name,
        email,
        password_hash: await passwords.hash(password),
        must_change_password: 1,
        role,
      });
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw new AppError(409, 'emailTaken');
      throw err;
    }
    await audit.record({
      ...requestActor(ctx),
      action: 'account.added',
      target: accountTarget(created),
      details: { role },
    });
    await events.record('staff.changed', { id: created.id });
    ctx.status = 201;
    ctx.body = { item: staffJson(created, signedInAdmin(ctx), false) };
  });

  router.put(adminRoute(API.staffUpdate), async (ctx) => {
    const { id } = validate(API.staffUpdate.query, { id: ctx.query.id });
    const change = validate(API.staffUpdate.body, jsonBody(ctx));
    if (Object.values(change).every((value) => value === undefined)) throw new AppError(400, 'nothingToChangeStaff');
    const target = await models.Admin.findByPk(id);
    if (!target) throw notFound('accountNotFound');
    const self = signedInAdmin(ctx).id === target.id;
    const before = { name: target.name, role: accountRole(target), active: target.active };
    const next = {
      active: change.active === undefined ? target.active : Number(change.active),
      role: change.role ?? before.role,
    };
    const disabling = before.active === 1 && next.active === 0;
    const roleChanged = next.role !== before.role;
    // Every rule is checked before anything changes.
    if (disabling && self) throw new AppError(400, 'cannotDisableSelf');
    if (roleChanged && self) throw new AppError(400, 'cannotChangeOwnRole');
    if (change.password !== undefined) {
      // Only an owner resets a password, never their own: an owner who knows theirs always remains.
      if (self) throw new AppError(400, 'useMyAccount');
      refusePassword('password', change.password, target.email);
    }
    if ((disabling || roleChanged) && !(await updateKeepingAnOwner(sequelize, target.id, next))) {
      throw new AppError(409, 'lastOwner');
    }
    await target.reload();

    const actor = requestActor(ctx);
    const entries: AuditInput[] = [];
    if (roleChanged) {
      entries.push({ ...actor, action: 'account.role', details: { changes: { role: [before.role, next.role] } } });
    }
    if (change.name !== undefined && change.name !== target.name) {
      target.name = change.name;
      entries.push({ ...actor, action: 'account.updated', details: { changes: { name: [before.name, change.name] } } });
    }
    if (change.active === true && !before.active) {
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
    if (disabling) await endSessions('account.disabled');
    if (change.password !== undefined) await endSessions('password.reset');
    if (roleChanged) await staffSessions.changed(target.id);
    await audit.record(...entries.map((entry) => ({ ...entry, target: accountTarget(target) })));
    await events.record('staff.changed', { id: target.id });
    ctx.body = { item: staffJson(target, signedInAdmin(ctx), (await secondFactors.methods(target.id)).length > 0) };
  });

  return router;
}

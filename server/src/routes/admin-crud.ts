import Router from '@koa/router';
import type { Context } from 'koa';
import type { Model, ModelStatic, WhereOptions } from 'sequelize';
import type { z } from 'zod';
import type { AuditAction } from '@shared/constants';
import type { Route } from '@shared/api/routes';
import { changedFields, requestActor, type AuditLog } from '../audit/audit-log';
import { adminRoute } from '../http/contract-routes';
import { notFound } from '../http/errors';
import { jsonBody, validate } from '../http/validate';

type IdQuery = z.ZodType<{ id: number }>;

interface CrudOptions<M extends Model, S extends z.ZodType> {
  /** The four calls of the table in the contract (shared/api/contract.ts): their paths and schemas. */
  calls: {
    list: Route & { query: z.ZodType<{ page: number; limit: number }> };
    create: Route & { body: S };
    update: Route & { query: IdQuery; body: S };
    remove: Route & { query: IdQuery };
  };
  model: ModelStatic<M>;
  toJson: (row: M) => unknown;
  /** Maps validated input to the model's columns. */
  toRow?: (input: z.output<S>) => Record<string, unknown>;
  /** Called after every change (to drop a cache, to tell the live stream). */
  onChange?: (change: { kind: 'created' | 'updated' | 'deleted'; row: M }) => void | Promise<void>;
  /** Rows the admin works with (e.g. contacts not flagged as spam); others are neither listed nor changed. */
  scope?: WhereOptions;
  /** A list with more than paging (the lead desk's filters); the default lists `scope` newest first. */
  list?: (ctx: Context) => Promise<{ items: unknown[]; total: number }>;
  /** Every create, update and delete goes to the audit log as `<kind>.created` etc., naming the row by `label`. */
  audit: { log: AuditLog; kind: 'contact' | 'portfolio'; label: (row: M) => string };
}

/**
 * The admin list/create/update/delete calls for one table: GET ?page&limit → {items,
 * total} newest first; POST creates; PUT/DELETE (POST with _method) need ?id.
 */
export function adminCrudRouter<M extends Model, S extends z.ZodType>(opts: CrudOptions<M, S>): Router {
  const {
    calls,
    model,
    toJson,
    toRow = (i) => i as Record<string, unknown>,
    onChange = () => {},
    scope = {},
    audit,
  } = opts;
  const record = (ctx: Context, change: 'created' | 'updated' | 'deleted', row: M, details?: Record<string, unknown>) =>
    audit.log.record({
      ...requestActor(ctx),
      action: `${audit.kind}.${change}` as AuditAction,
      target: { type: audit.kind, id: row.get('id') as number, label: audit.label(row) },
      details,
    });
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();

  const findOr404 = async (idQuery: IdQuery, query: unknown) => {
    const { id } = validate(idQuery, query);
    const row = await model.findOne({ where: { ...scope, id } as WhereOptions });
    if (!row) throw notFound('itemNotFound');
    return row;
  };

  router.get(adminRoute(calls.list), async (ctx) => {
    if (opts.list) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await opts.list(ctx);
      return;
    }
    const { page, limit } = validate(calls.list.query, { page: ctx.query.page, limit: ctx.query.limit });
    const [total, rows] = await Promise.all([
      model.count({ where: scope }),
      model.findAll({
        where: scope,
        order: [
          ['created_at', 'DESC'],
          ['id', 'DESC'],
        ],
        limit,
        offset: (page - 1) * limit,
      }),
    ]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: rows.map(toJson), total };
  });

  router.post(adminRoute(calls.create), async (ctx) => {
    const input = validate(calls.create.body, jsonBody(ctx));
    const row = await model.create(toRow(input) as never);
    await record(ctx, 'created', row);
    await onChange({ kind: 'created', row });
    ctx.status = 201;
    ctx.body = { item: toJson(row) };
  });

  router.put(adminRoute(calls.update), async (ctx) => {
    const row = await findOr404(calls.update.query, { id: ctx.query.id });
    const input = validate(calls.update.body, jsonBody(ctx));
    const before = toJson(row) as Record<string, unknown>;
    await row.update(toRow(input) as never);
    const changes = changedFields(before, toJson(row) as Record<string, unknown>);
    if (Object.keys(changes).length > 0) await record(ctx, 'updated', row, { changes });
    await onChange({ kind: 'updated', row });
    ctx.body = { item: toJson(row) };
  });

  router.delete(adminRoute(calls.remove), async (ctx) => {
    const row = await findOr404(calls.remove.query, { id: ctx.query.id });
    await row.destroy();
    await record(ctx, 'deleted', row, { deleted: toJson(row) });
    await onChange({ kind: 'deleted', row });
    ctx.body = { ok: true };
  });

  return router;
}

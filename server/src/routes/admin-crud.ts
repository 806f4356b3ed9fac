import Router from '@koa/router';
import type { Context } from 'koa';
import type { Model, ModelStatic, WhereOptions } from 'sequelize';
import type { z } from 'zod';
import type { AuditAction } from '@shared/constants';
import { idQuerySchema, pagingSchema } from '@shared/schemas';
import { changedFields, requestActor, type AuditLog } from '../audit/audit-log';
import { notFound } from '../http/errors';
import { jsonBody, validate } from '../http/validate';

interface CrudOptions<M extends Model, S extends z.ZodType> {
  path: string;
  model: ModelStatic<M>;
  schema: S;
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
    path,
    model,
    schema,
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

  const findOr404 = async (query: unknown) => {
    const { id } = validate(idQuerySchema, query);
    const row = await model.findOne({ where: { ...scope, id } as WhereOptions });
    if (!row) throw notFound('itemNotFound');
    return row;
  };

  router.get(path, async (ctx) => {
    if (opts.list) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await opts.list(ctx);
      return;
    }
    const { page, limit } = validate(pagingSchema, { page: ctx.query.page, limit: ctx.query.limit });
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

  router.post(path, async (ctx) => {
    const input = validate(schema, jsonBody(ctx));
    const row = await model.create(toRow(input) as never);
    await record(ctx, 'created', row);
    await onChange({ kind: 'created', row });
    ctx.status = 201;
    ctx.body = { item: toJson(row) };
  });

  router.put(path, async (ctx) => {
    const row = await findOr404({ id: ctx.query.id });
    const input = validate(schema, jsonBody(ctx));
    const before = toJson(row) as Record<string, unknown>;
    await row.update(toRow(input) as never);
    const changes = changedFields(before, toJson(row) as Record<string, unknown>);
    if (Object.keys(changes).length > 0) await record(ctx, 'updated', row, { changes });
    await onChange({ kind: 'updated', row });
    ctx.body = { item: toJson(row) };
  });

  router.delete(path, async (ctx) => {
    const row = await findOr404({ id: ctx.query.id });
    await row.destroy();
    await record(ctx, 'deleted', row, { deleted: toJson(row) });
    await onChange({ kind: 'deleted', row });
    ctx.body = { ok: true };
  });

  return router;
}

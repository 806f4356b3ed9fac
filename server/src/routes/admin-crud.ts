import Router from '@koa/router';
import type { Model, ModelStatic, WhereOptions } from 'sequelize';
import type { z } from 'zod';
import { idQuerySchema, pagingSchema } from '@shared/schemas';
import { requireAdmin } from '../auth/require-admin';
import { notFound } from '../http/errors';
import { jsonBody, validate } from '../http/validate';

interface CrudOptions<M extends Model, S extends z.ZodType> {
  path: string;
  model: ModelStatic<M>;
  schema: S;
  toJson: (row: M) => unknown;
  /** Maps validated input to the model's columns. */
  toRow?: (input: z.output<S>) => Record<string, unknown>;
  /** Called after every change, e.g. to drop a cache. */
  onChange?: () => void;
  /** Rows the admin works with (e.g. contacts not flagged as spam); others are neither listed nor changed. */
  scope?: WhereOptions;
}

/**
 * The admin list/create/update/delete calls of SPEC.md §7 for one table: GET ?page&limit → {items,
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
  } = opts;
  const router = new Router({ prefix: '/backend/admin' });
  router.use(path, requireAdmin);

  const findOr404 = async (query: unknown) => {
    const { id } = validate(idQuerySchema, query);
    const row = await model.findOne({ where: { ...scope, id } as WhereOptions });
    if (!row) throw notFound('itemNotFound');
    return row;
  };

  router.get(path, async (ctx) => {
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
    onChange();
    ctx.status = 201;
    ctx.body = { item: toJson(row) };
  });

  router.put(path, async (ctx) => {
    const row = await findOr404({ id: ctx.query.id });
    const input = validate(schema, jsonBody(ctx));
    await row.update(toRow(input) as never);
    onChange();
    ctx.body = { item: toJson(row) };
  });

  router.delete(path, async (ctx) => {
    const row = await findOr404({ id: ctx.query.id });
    await row.destroy();
    onChange();
    ctx.body = { ok: true };
  });

  return router;
}

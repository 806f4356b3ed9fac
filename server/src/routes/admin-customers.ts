import Router from '@koa/router';
import type { Context } from 'koa';
import type { Sequelize } from 'sequelize';
import { API } from '@shared/api/contract';
import type { ContactMessage, CustomerDetail } from '@shared/schemas';
import { requestActor } from '../audit/audit-log';
import { mergeCustomers, splitCustomer } from '../customers/customer-changes';
import { findCustomer, findCustomerPage } from '../customers/customer-query';
import type { Contact } from '../db/models';
import { adminRoute } from '../http/contract-routes';
import { notFound } from '../http/errors';
import { visitsOfCustomer } from '../visits/visit-store';
import { jsonBody, validate } from '../http/validate';
import type { RouteDeps } from './context';
import { contactJson } from '../http/serializers';

/** A customer as the audit log names them: by their latest name. */
const customerTarget = (customer: { id: number; name: string }) => ({
  type: 'customer' as const,
  id: customer.id,
  label: customer.name,
});

async function customerDetail(
  sequelize: Sequelize,
  models: RouteDeps['models'],
  id: number,
  now: Date,
): Promise<CustomerDetail> {
  const customer = await findCustomer(sequelize, id, now);
  if (!customer) throw notFound('customerNotFound');
  const messages = await models.Contact.findAll({
    where: { customer_id: id, spam: 0 },
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
  });
  return {
    ...customer,
    messages: messages.map((m: Contact): ContactMessage => contactJson(m)),
    visits: await visitsOfCustomer(sequelize, id),
  };
}

export type AdminCustomersDeps = Pick<RouteDeps, 'models' | 'audit' | 'clock'>;

/**
 * Customers: every message of one phone number is one customer's (customers/attach.ts). The list,
 * one customer, and merging and splitting them (recorded in the audit log).
 */
export function adminCustomersRouter({ models, audit, clock }: AdminCustomersDeps): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();
  const sequelize = models.Contact.sequelize!;
  const now = () => new Date(clock.now());

  /** One customer with their messages and visits: customer.php?id=N, and customers.php?id=N as well. */
  const oneCustomer = async (ctx: Context) => {
    const { id } = validate(API.customer.query, { id: ctx.query.id });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { item: await customerDetail(sequelize, models, id, now()) };
  };

  router.get(adminRoute(API.customers), async (ctx) => {
    // Everyone who may list customers may open one: the list's address with an id opens it.
    if (ctx.query.id !== undefined) return oneCustomer(ctx);
    const { page, limit, q, status } = validate(API.customers.query, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await findCustomerPage(sequelize, { q, status, limit, offset: (page - 1) * limit }, now());
  });

  router.get(adminRoute(API.customer), oneCustomer);

  router.post(adminRoute(API.customerMerge), async (ctx) => {
    const { into_id, from_id } = validate(API.customerMerge.body, jsonBody(ctx));
    const { into, from } = await mergeCustomers(sequelize, into_id, from_id, now());
    await audit.record({
      ...requestActor(ctx),
      action: 'customer.merged',
      target: customerTarget(into),
      details: { merged: { id: from.id, name: from.name, phones: from.phones } },
    });
    ctx.body = { item: await customerDetail(sequelize, models, into.id, now()) };
  });

  router.post(adminRoute(API.customerSplit), async (ctx) => {
    const { id } = validate(API.customerSplit.query, { id: ctx.query.id });
    const { contact_ids } = validate(API.customerSplit.body, jsonBody(ctx));
    const { from, created } = await splitCustomer(sequelize, id, contact_ids, now());
    await audit.record({
      ...requestActor(ctx),
      action: 'customer.split',
      target: customerTarget(from),
      details: { into: { id: created.id, name: created.name }, messages: contact_ids },
    });
    ctx.status = 201;
    ctx.body = { item: await customerDetail(sequelize, models, created.id, now()) };
  });

  return router;
}

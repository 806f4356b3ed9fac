/**
 * The staff's roles. Who may make each admin call is written on the call itself, in routes.ts
 * (`roles`); roles.ts reads that table for the server's guard and the screens.
 *
 * - owner: everything, including staff accounts and their roles, the settings, the backups and the audit log's export.
 * - manager: the messages with export and delete, merging and splitting customers, deleting visits, the reports
 *   (revenue included), the portfolio, the site's content and publishing, reading the audit log.
 * - agent: the messages without delete and export, visits without delete, no reports; customers, the
 *   portfolio and the content read-only.
 */
export const ROLES = ['owner', 'manager', 'agent'] as const;
export type Role = (typeof ROLES)[number];
/** A colleague added without a role is an agent: the least they need to answer messages. */
export const DEFAULT_ROLE: Role = 'agent';

export const EVERYONE: readonly Role[] = ROLES;
export const MANAGERS: readonly Role[] = ['owner', 'manager'];
export const OWNER: readonly Role[] = ['owner'];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

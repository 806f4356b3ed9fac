import Bowser from 'bowser';
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { Op } from 'sequelize';
import type { SessionDevice, SessionItem } from '@shared/schemas';
import type { AuditLog, AuditActor } from '../audit/audit-log';
import type { SecurityLimits } from '../config';
import type { Models } from '../db/models';
import type { Clock } from '../clock';
import type { AdminSession } from './store';

/**
 * The handle by which the sessions list names a session: a one-way hash of its id, so the list can
 * say "this one" and "end that one" without ever showing a cookie's value.
 */
export function sessionHandle(id: string): string {
  return createHash('sha256').update(id).digest('base64url').slice(0, 22);
}

/** Whether a signed-in session has outlived its idle timeout or its absolute lifetime. */
export function sessionOutlived(session: AdminSession, now: number, limits: SecurityLimits): boolean {
  const signedInAt = Number(session.signedInAt ?? 0);
  const lastSeenAt = Number(session.lastSeenAt ?? signedInAt);
  return now - signedInAt >= limits.sessionMaxMs || now - lastSeenAt >= limits.sessionIdleMs;
}

/** Desktop app or browser, with the names the user agent gives (the desktop app is Electron). */
export function describeDevice(userAgent: string): SessionDevice {
  const parsed = Bowser.parse(userAgent || 'unknown');
  const desktop = /\bElectron\//.test(userAgent);
  return {
    app: desktop ? 'desktop' : 'browser',
    browser: desktop ? '' : (parsed.browser.name ?? ''),
    os: parsed.os.name ?? '',
  };
}

/** The signed session id of a request, read from its cookie (koa-session keeps it to itself). */
export function requestSessionId(ctx: Context, cookieName: string): string | undefined {
  return ctx.cookies.get(cookieName, { signed: true }) || undefined;
}

interface Row {
  id: string;
  admin_id: number | null;
  data: string;
  expires_at: Date;
}
const parse = (row: Row): AdminSession => JSON.parse(row.data) as AdminSession;

/**
 * A person's signed-in sessions: listed, ended one by one or all but the current one, signed out,
 * and ended by the server when they expire. Whenever an account's sessions end (or its role
 * changes), `onChanged` tells every instance, whose open live streams of that account look at once.
 */
export class StaffSessions {
  constructor(
    private readonly models: Models,
    private readonly limits: SecurityLimits,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    private readonly onChanged: (adminId: number) => Promise<void>,
  ) {}

  /** Tells every instance that an account's sessions or role changed (its streams look again). */
  changed(adminId: number): Promise<void> {
    return this.onChanged(adminId);
  }

  /** Signing out: the session's row goes now (not when the answer is sent), so its stream ends at once. */
  async signOut(adminId: number, sessionId: string): Promise<void> {
    await this.models.SessionRecord.destroy({ where: { id: sessionId } });
    await this.onChanged(adminId);
  }

  async list(adminId: number, currentId: string | undefined): Promise<SessionItem[]> {
    const rows = await this.models.SessionRecord.findAll({ where: { admin_id: adminId } });
    const now = this.clock.now();
    return rows
      .map((row) => ({ row, session: parse(row) }))
      .filter(
        ({ row, session }) => row.expires_at.getTime() > Date.now() && !sessionOutlived(session, now, this.limits),
      )
      .sort((a, b) => Number(b.session.lastSeenAt ?? 0) - Number(a.session.lastSeenAt ?? 0))
      .map(({ row, session }) => ({
        id: sessionHandle(row.id),
        device: describeDevice(String(session.userAgent ?? '')),
        address: String(session.address ?? ''),
        lastSeenAt: new Date(Number(session.lastSeenAt ?? session.signedInAt ?? 0)).toISOString(),
        current: row.id === currentId,
      }));
  }

  /**
   * Ends sessions of one account: the one with `handle`, or all but `except` (or all). Returns how
   * many ended.
   */
  async end(adminId: number, { handle, except }: { handle?: string; except?: string } = {}): Promise<number> {
    const rows = await this.models.SessionRecord.findAll({ attributes: ['id'], where: { admin_id: adminId } });
    const ids = rows
      .map((r) => r.id)
      .filter((id) => id !== except && (handle === undefined || sessionHandle(id) === handle));
    if (ids.length === 0) return 0;
    await this.models.SessionRecord.destroy({ where: { id: { [Op.in]: ids } } });
    await this.onChanged(adminId);
    return ids.length;
  }

  /**
   * Ends the signed-in sessions that expired (idle or too old) and records each as ended by the
   * system; then drops the rows whose time is up. Each row is deleted by one statement, so two
   * instances sweeping together record a session once.
   */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const rows = await this.models.SessionRecord.findAll({ where: { admin_id: { [Op.ne]: null } } });
    let ended = 0;
    for (const row of rows) {
      const session = parse(row);
      if (row.expires_at.getTime() > Date.now() && !sessionOutlived(session, now, this.limits)) continue;
      const gone = await this.models.SessionRecord.destroy({ where: { id: row.id } });
      if (gone === 0) continue;
      ended += 1;
      await this.onChanged(row.admin_id!);
      await this.expired(row.admin_id!, String(session.email ?? ''));
    }
    await this.models.SessionRecord.destroy({ where: { expires_at: { [Op.lte]: new Date() } } });
    return ended;
  }

  /** The audit entry of a session that ended by itself (idle or too old). */
  expired(adminId: number, email: string): Promise<void> {
    const actor: AuditActor = { kind: 'system' };
    return this.audit.record({
      actor,
      action: 'session.expired',
      target: { type: 'account', id: adminId, label: email },
    });
  }

  /** Sweeps now, then every five minutes without keeping the process alive; returns the stop function. */
  async start(log: { error: (o: object, m: string) => void }): Promise<() => void> {
    const run = () => this.sweep().catch((err: unknown) => log.error({ err }, 'session sweep failed'));
    await run();
    const timer = setInterval(run, 5 * 60_000);
    timer.unref();
    return () => clearInterval(timer);
  }
}

import Router from '@koa/router';
import { API } from '@shared/api/contract';
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { SecurityLimits } from '../config';
import type { Admin, Models } from '../db/models';
import { mayReadEvent, type Role } from '@shared/api/roles';
import { accountRole } from '../auth/admins';
import { adminRoute } from '../http/contract-routes';
import type { Clock } from '../clock';
import { sessionOutlived } from '../sessions/staff-sessions';
import type { ReadConnection } from '../db/read-connection';
import { databaseSessionStore } from '../sessions/store';
import type { EventHub, LiveEvent } from './event-hub';

export interface EventsRouterOptions {
  hub: EventHub;
  models: Models;
  /** Where sessions are read (db/read-connection.ts). */
  reads: ReadConnection;
  limits: SecurityLimits;
  clock: Clock;
  /** The session cookie's name (its signed value is the session's id). */
  cookieName: string;
  /** A comment line this often keeps proxies from closing a quiet stream (25 s). */
  heartbeatMs: number;
}

/** Where a client left off: the Last-Event-ID header a reconnecting EventSource sends, or ?lastEventId. */
function lastEventId(ctx: Context): number | null {
  const raw = ctx.get('Last-Event-ID') || (typeof ctx.query.lastEventId === 'string' ? ctx.query.lastEventId : '');
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/** One event in the text/event-stream format; the data is JSON (no line breaks). */
const frame = (event: LiveEvent) => `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * GET /backend/admin/events.php: the live stream of a signed-in person (mounted after the session
 * guard). A reconnecting client gets what it missed from the event log, then events as they come.
 * The stream ends when the person's session ends or expires: at once when it is ended (signed out,
 * ended from another device, account disabled; told by the event hub on every instance), and at
 * the latest at the next heartbeat. A client too slow to read is dropped rather than buffered for:
 * it reconnects and catches up. Each event goes out only to a role that may read it.
 */
export function eventsRouter({ hub, models, reads, limits, clock, cookieName, heartbeatMs }: EventsRouterOptions) {
  const router = new Router();
  // Each open stream's end function, with the account it belongs to and its check of the session.
  const open = new Map<() => void, { adminId: number; check: () => void }>();
  // Set at shutdown: a stream asked for on a kept-alive connection after that would hold the
  // closing server open until it is killed, cutting the stream mid-chunk.
  let closing = false;
  const sessions = databaseSessionStore(models, reads);

  /** The role of a session's account now, or null when the session or the account has ended. */
  const roleNow = async (sessionId: string | undefined): Promise<Role | null> => {
    const session = sessionId ? await sessions.get(sessionId) : undefined;
    if (!session || typeof session.adminId !== 'number' || sessionOutlived(session, clock.now(), limits)) return null;
    const account = await models.Admin.findByPk(session.adminId);
    return account?.active ? accountRole(account) : null;
  };
  // An account signed out, had sessions ended, was disabled or given another role (on any instance):
  // its streams here look at once.
  hub.onAccountChanged((adminId) => {
    for (const stream of open.values()) if (stream.adminId === adminId) stream.check();
  });

  router.get(adminRoute(API.events), async (ctx) => {
    if (closing) {
      // Only the reconnect delay: the client tries again (another instance, or this one restarted).
      ctx.type = 'text/event-stream';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = 'retry: 3000\n\n';
      return;
    }
    const sessionId = ctx.cookies.get(cookieName, { signed: true });
    const account = ctx.state.admin as Admin;
    // Events go out only when the person's role may read what they tell (shared/api/roles.ts).
    let role = accountRole(account);
    const stream = new PassThrough();
    let cursor = lastEventId(ctx);
    let catchingUp = true;
    const waiting: LiveEvent[] = [];

    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      stream.end();
    };
    // Sent numbers, so an event read from the log and heard live goes out once. (Numbers are not
    // always heard in order across instances, so "below the last one" would drop some.)
    const sent = new Set<number>();
    const send = (event: LiveEvent) => {
      if (sent.has(event.id)) return;
      sent.add(event.id);
      if (sent.size > 10_000) sent.delete(sent.values().next().value!);
      cursor = Math.max(cursor ?? 0, event.id);
      if (mayReadEvent(role, event.type) && !stream.write(frame(event))) end();
    };
    // Listen first, then read the log: nothing can fall between the two.
    const unsubscribe = hub.subscribe((event) => (catchingUp ? waiting.push(event) : send(event)));
    const check = (then?: () => void) =>
      void roleNow(sessionId).then((now) => {
        if (now === null) return end();
        role = now;
        then?.();
      }, end);
    const heartbeat = setInterval(() => check(() => !stream.write(': heartbeat\n\n') && end()), heartbeatMs);
    open.set(end, { adminId: account.id, check: () => check() });
    ctx.req.on('close', end);

    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.status = 200;
    ctx.type = 'text/event-stream';
    ctx.set('Cache-Control', 'no-store');
    // nginx and other proxies must pass each event on as it comes (docs/production.md).
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = stream;
    stream.write('retry: 3000\n\n');

    if (cursor === null) cursor = await hub.lastId();
    for (let batch = await hub.since(cursor); batch.length > 0; batch = await hub.since(cursor)) {
      batch.forEach(send);
      if (!open.has(end)) return;
    }
    catchingUp = false;
    waiting.forEach(send);
  });

  return {
    router,
    /** Ends every open stream (at shutdown, so the server can close). */
    closeAll: () => {
      closing = true;
      [...open.keys()].forEach((end) => end());
    },
    openStreams: () => open.size,
  };
}

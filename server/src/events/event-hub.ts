import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import { QueryTypes, type Sequelize } from 'sequelize';
import { liveEventData, type LiveEventData, type LiveEventType } from '@shared/api/events';
import { dbTimestamp } from '../db/time';

type EventType = LiveEventType;

export interface LiveEvent {
  id: number;
  type: EventType;
  data: Record<string, unknown>;
}

interface EventRow {
  id: number | string;
  type: EventType;
  payload: string;
}

const CHANNEL = 'mhs_events';
/** Account numbers whose sessions or role just changed: each instance looks at its open streams of them. */
const ACCOUNTS_CHANNEL = 'mhs_accounts';
/** The listening connection's application_name: one per instance, so they can be counted. */
const LISTENER_NAME = 'lamsat-events';
/** How long the public form's events gather before one statement writes them (well inside the live budget). */
const QUEUE_MS = 20;
const toEvent = (row: EventRow): LiveEvent => ({ id: Number(row.id), type: row.type, data: JSON.parse(row.payload) });

/**
 * Records changes in the event log and tells every listener of every instance about them. One
 * process on SQLite tells its listeners directly; instances on one PostgreSQL pass the new event's
 * number to each other with LISTEN/NOTIFY and read the event from the log. Nothing polls the table.
 */
export class EventHub {
  private readonly local = new EventEmitter();
  private listener: pg.Client | null = null;

  private constructor(
    private readonly sequelize: Sequelize,
    private readonly log: Logger,
  ) {
    this.local.setMaxListeners(0);
  }

  static async start(sequelize: Sequelize, databaseUrl: string, log: Logger): Promise<EventHub> {
    const hub = new EventHub(sequelize, log);
    if (sequelize.getDialect() === 'postgres') await hub.listen(databaseUrl);
    return hub;
  }

  private async listen(databaseUrl: string): Promise<void> {
    // Named, so that the instances on one database can be counted (instances()).
    const client = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
    await client.connect();
    // Notifications arrive in commit order; reading them one after another keeps that order.
    let reading = Promise.resolve();
    client.on('notification', (message) => {
      if (message.channel === ACCOUNTS_CHANNEL) {
        const id = Number(message.payload);
        if (Number.isSafeInteger(id)) this.local.emit('account', id);
        return;
      }
      const ids = (message.payload ?? '').split(',').map(Number).filter(Number.isSafeInteger);
      reading = reading
        .then(() => this.read(ids))
        .then(
          (events) => events.forEach((event) => this.local.emit('event', event)),
          (err: unknown) => this.log.error({ err }, 'reading notified events failed'),
        );
    });
    client.on('error', (err) => this.log.error({ err }, 'event listener connection failed'));
    await client.query(`LISTEN ${CHANNEL}`);
    await client.query(`LISTEN ${ACCOUNTS_CHANNEL}`);
    this.listener = client;
  }

  /**
   * How many server instances share this database now: on PostgreSQL each holds one listening
   * connection under LISTENER_NAME; one process on SQLite.
   */
  async instances(): Promise<number> {
    if (!this.listener) return 1;
    const [row] = await this.sequelize.query<{ n: string }>(
      'SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
      { bind: [LISTENER_NAME], type: QueryTypes.SELECT },
    );
    return Number(row?.n ?? 1);
  }

  /** Writes one event to the log and announces it (on PostgreSQL to every instance, this one too). */
  async record<T extends LiveEventType>(type: T, data: LiveEventData<T>): Promise<void> {
    await this.write([{ type, data: liveEventData(type, data) }]);
  }

  /**
   * For the public form's flood of submissions: events gathered for up to QUEUE_MS (and while a
   * write is in flight) go in with one statement, so the form's own writes keep the connection.
   * The visitor's answer never waits for it; a failure is logged.
   */
  queue<T extends LiveEventType>(type: T, data: LiveEventData<T>): void {
    this.pending.push({ type, data: liveEventData(type, data) });
    if (!this.flushing && !this.timer) this.timer = setTimeout(() => void this.flush(), QUEUE_MS);
  }

  private pending: { type: EventType; data: Record<string, unknown> }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing = false;

  private async flush(): Promise<void> {
    this.timer = undefined;
    this.flushing = true;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, 500);
      await this.write(batch).catch((err: unknown) => this.log.error({ err }, 'writing live events failed'));
    }
    this.flushing = false;
  }

  private async write(batch: { type: EventType; data: Record<string, unknown> }[]): Promise<void> {
    if (batch.length === 0) return;
    const now = dbTimestamp(new Date());
    const bind = batch.flatMap((e) => [e.type, JSON.stringify(e.data), now]);
    const values = batch.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`).join(', ');
    if (this.listener) {
      // PostgreSQL: one statement; the rows come back with their own type and payload (nothing is
      // matched by position), and their numbers go to every instance.
      const rows = await this.sequelize.query<EventRow>(
        `INSERT INTO events (type, payload, created_at) VALUES ${values} RETURNING id, type, payload`,
        { bind, type: QueryTypes.SELECT },
      );
      await this.sequelize.query('SELECT pg_notify($1, $2)', { bind: [CHANNEL, rows.map((r) => r.id).join(',')] });
      return;
    }
    // SQLite: one statement for the batch, which gives back the last new number. This process is
    // the database's only writer and the table is AUTOINCREMENT, so one statement's rows are numbered
    // one after another in the order of VALUES: the batch holds numbers last-n+1 … last.
    // (Sequelize runs an INSERT on SQLite without returning rows, hence not RETURNING here.)
    const [last] = await this.sequelize.query(`INSERT INTO events (type, payload, created_at) VALUES ${values}`, {
      bind,
      type: QueryTypes.INSERT,
    });
    const first = Number(last) - batch.length + 1;
    batch.forEach(({ type, data }, i) => this.local.emit('event', { id: first + i, type, data }));
  }

  /** Events after `lastId`, oldest first (a reconnecting client's catch-up). */
  async since(lastId: number, limit = 500): Promise<LiveEvent[]> {
    const rows = await this.sequelize.query<EventRow>(
      'SELECT id, type, payload FROM events WHERE id > $1 ORDER BY id LIMIT $2',
      { bind: [lastId, limit], type: QueryTypes.SELECT },
    );
    return rows.map(toEvent);
  }

  /** The newest event number, where a new client starts. */
  async lastId(): Promise<number> {
    const [row] = await this.sequelize.query<{ id: number | string | null }>('SELECT MAX(id) AS id FROM events', {
      type: QueryTypes.SELECT,
    });
    return Number(row?.id ?? 0);
  }

  private async read(ids: number[]): Promise<LiveEvent[]> {
    if (ids.length === 0) return [];
    const rows = await this.sequelize.query<EventRow>(
      `SELECT id, type, payload FROM events WHERE id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')}) ORDER BY id`,
      { bind: ids, type: QueryTypes.SELECT },
    );
    return rows.map(toEvent);
  }

  /**
   * Tells every instance (this one too) that an account's sessions or role changed: signed out,
   * sessions ended, disabled, another role. Not an event of the log: nothing is sent to screens.
   */
  async accountChanged(adminId: number): Promise<void> {
    if (this.listener) {
      await this.sequelize.query('SELECT pg_notify($1, $2)', { bind: [ACCOUNTS_CHANNEL, String(adminId)] });
    } else {
      this.local.emit('account', adminId);
    }
  }

  onAccountChanged(listener: (adminId: number) => void): () => void {
    this.local.on('account', listener);
    return () => this.local.off('account', listener);
  }

  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.local.on('event', listener);
    return () => this.local.off('event', listener);
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    if (!this.flushing) await this.flush(); // what the form queued last still reaches the log
    this.local.removeAllListeners();
    await this.listener?.end();
    this.listener = null;
  }
}

import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the mail server received it: the envelope, the raw bytes and the parsed mail. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package) that keeps what it receives.
 * It can be stopped and started again on the same port, like a mail server that goes away for a while.
 * With an account, it refuses any other sign-in (535), as a real one does, quoting what it was sent.
 */
export class SmtpInbox {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private waiters: (() => void)[] = [];
  port = 0;

  private constructor(private readonly account: { user: string; pass: string } | null) {}

  static async start(account: { user: string; pass: string } | null = null): Promise<SmtpInbox> {
    const inbox = new SmtpInbox(account);
    await inbox.resume();
    return inbox;
  }

  /** The SMTP_URL that reaches this server with `user`/`pass` (URL-encoded here). */
  url(user = this.account?.user ?? '', pass = this.account?.pass ?? ''): string {
    const account = user || pass ? `${encodeURIComponent(user)}:${encodeURIComponent(pass)}@` : '';
    return `smtp://${account}127.0.0.1:${this.port}`;
  }

  /** Starts listening (again, on the same port after stop()). */
  async resume(): Promise<void> {
    const server = new SMTPServer({
      logger: false,
      disableReverseLookup: true,
      disabledCommands: ['STARTTLS'], // plain SMTP on loopback; the account travels in the clear here only
      allowInsecureAuth: true,
      authOptional: this.account === null,
      onAuth: (auth, _session, done) =>
        auth.username === this.account?.user && auth.password === this.account?.pass
          ? done(null, { user: auth.username })
          : // Repeats the password it was sent, as a careless server might: the app must not pass it on.
            done(Object.assign(new Error(`Invalid login ${auth.username} / ${auth.password}`), { responseCode: 535 })),
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw).then((parsed) => {
            this.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            });
            this.waiters.splice(0).forEach((wake) => wake());
            done();
          }, done);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening: connections are refused until resume(). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` messages have arrived (the test's own time limit bounds the wait). */
  async until(count: number): Promise<ReceivedMail[]> {
    while (this.received.length < count) await new Promise<void>((wake) => this.waiters.push(wake));
    return this.received;
  }
}

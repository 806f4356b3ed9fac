import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/http/logger';
import { DEFAULT_RETRY, retryDelayMs } from '../src/notify/email-notifier';

describe('e-mail settings', () => {
  const env = { DATA_DIR: '/tmp/mhs-config-only' };

  it('waits 30 s after the first failure, doubling up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, DEFAULT_RETRY) / 1000)).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });

  it('reads the recipients, the server and the sender', () => {
    const config = loadConfig({
      ...env,
      SMTP_URL: 'smtps://ops%40x.sa:pa%3Ass@mail.x.sa:465',
      NOTIFY_EMAIL_TO: 'a@x.sa , b@x.sa',
    });
    expect(config.notifyEmail).toEqual({
      smtpUrl: 'smtps://ops%40x.sa:pa%3Ass@mail.x.sa:465',
      to: ['a@x.sa', 'b@x.sa'],
      from: 'ops@x.sa',
    });
    expect(
      loadConfig({ ...env, SMTP_URL: 'smtp://apikey:k@relay.x.sa', NOTIFY_EMAIL_TO: 'a@x.sa' }).notifyEmail?.from,
    ).toBe('a@x.sa');
    expect(
      loadConfig({ ...env, SMTP_URL: 'smtp://relay.x.sa', NOTIFY_EMAIL_TO: 'a@x.sa', NOTIFY_EMAIL_FROM: 'site@x.sa' })
        .notifyEmail?.from,
    ).toBe('site@x.sa');
    expect(loadConfig(env).notifyEmail).toBeNull();
  });

  it('the server logger writes an SMTP URL that reaches a log line as [secret]', () => {
    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }),
    );
    const config = loadConfig({ ...env, SMTP_URL: 'smtp://u:hunter2-SECRET@mail.x.sa', NOTIFY_EMAIL_TO: 'a@x.sa' });
    log.info({ config }, 'configuration');
    log.info({ notifyEmail: config.notifyEmail }, 'e-mail');
    expect(lines).toHaveLength(2);
    expect(lines.join('')).not.toContain('hunter2');
    expect(lines.join('')).toContain('[secret]');
  });

  it('refuses to start on a wrong SMTP_URL or address, listing every problem and never the password', () => {
    const attempt = () =>
      loadConfig({
        ...env,
        PORT: 'eighty',
        SMTP_URL: 'http://user:hunter2-SECRET@mail.x.sa',
        NOTIFY_EMAIL_TO: 'office@x.sa, not-an-address',
        NOTIFY_EMAIL_FROM: 'nobody',
      });
    expect(attempt).toThrow(
      /PORT[\s\S]*SMTP_URL: must be smtp:\/\/[\s\S]*NOTIFY_EMAIL_TO: must be e-mail addresses[\s\S]*NOTIFY_EMAIL_FROM/,
    );
    expect(attempt).not.toThrow(/hunter2/);
    expect(() => loadConfig({ ...env, SMTP_URL: 'smtp://u:%zz@mail.x.sa', NOTIFY_EMAIL_TO: 'a@x.sa' })).toThrow(
      /SMTP_URL: must be/,
    );
    expect(() => loadConfig({ ...env, SMTP_URL: 'smtp://mail.x.sa' })).toThrow(
      /SMTP_URL and NOTIFY_EMAIL_TO: set both/,
    );
    expect(() => loadConfig({ ...env, NOTIFY_EMAIL_TO: 'a@x.sa' })).toThrow(/SMTP_URL and NOTIFY_EMAIL_TO: set both/);
  });
});

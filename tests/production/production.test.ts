import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { startTestBucket, type TestBucket } from '../../server/test/s3-server';
import { TEST_ADMIN } from '../support/server';
import { createScratchDatabase, TEST_DATABASE_URL, type ScratchDatabase } from '../support/scratch-postgres';
import { pngNear, startInstance, type Instance } from './instances';
import { HOSTNAME, startNginx, type RunningNginx } from './nginx';
import { multipartImage, plainHttpGet, SITE, SiteBrowser } from './site-client';

/** The server writes its log lines at least once a second (server/src/http/logger.ts). */
const LOG_FLUSH_MS = 1_500;

/**
 * The production path as docs/production.md sets it up: Debian's nginx with TLS and the deployment's
 * site file (deploy/nginx/lamsat.conf, unchanged) in front of two instances of the built server on
 * ports 3001 and 3002, one PostgreSQL database and one bucket for the uploads. The owner is the
 * test harness's ADMIN_EMAIL/ADMIN_PASSWORD (tests/support/server.ts).
 */
describe('production: nginx with TLS in front of two instances on PostgreSQL', () => {
  let db: ScratchDatabase | undefined;
  let bucket: TestBucket | undefined;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let nginx: RunningNginx | undefined;
  const browsers: SiteBrowser[] = [];
  const instances = () => [a!, b!];

  const browser = (localAddress?: string) => {
    const made = new SiteBrowser(nginx!.ca, localAddress);
    browsers.push(made);
    return made;
  };
  const signedIn = async (localAddress?: string, headers?: Record<string, string>) => {
    const office = browser(localAddress);
    const login = await office.call('POST', '/backend/admin/login.php', { json: TEST_ADMIN, headers });
    expect(login.status, login.text()).toBe(200);
    return office;
  };

  beforeAll(async () => {
    if (!TEST_DATABASE_URL)
      throw new Error('set TEST_POSTGRES_URL=postgres://… (tests/support/postgres-ci.sh prints one)');
    db = await createScratchDatabase(TEST_DATABASE_URL);
    bucket = await startTestBucket();
    const env = {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: SITE,
      TRUST_PROXY: 'true',
      SESSION_SECRET: 'production-test-session-secret-0123456789abcdef',
      DATABASE_URL: db.url,
      ...bucket.env('uploads'),
    };
    [a, b] = await Promise.all([startInstance(3001, env), startInstance(3002, env)]);
    nginx = await startNginx();
    console.log(`${nginx.version}; instances on 127.0.0.1:3001 and :3002; ${HOSTNAME} with a test CA`);
  }, 90_000);

  afterAll(async () => {
    browsers.forEach((made) => made.close());
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await bucket?.stop();
    await db?.drop();
  });

  it('sends plain HTTP to the same address on HTTPS', async () => {
    const res = await plainHttpGet('/en/about?from=ad');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${SITE}/en/about?from=ad`);
  });

  it('serves the pages over HTTPS, with HTTP/2 offered and the headers of HTTPS', async () => {
    const page = await browser().call('GET', '/en/about');
    expect(page.status).toBe(200);
    // The server saw HTTPS through X-Forwarded-Proto: HSTS and the page's own policy come with it.
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const alpn = await new Promise<string | false | null>((resolve, reject) => {
      const socket = tls.connect(
        { host: '127.0.0.1', port: 443, servername: HOSTNAME, ca: nginx!.ca, ALPNProtocols: ['h2', 'http/1.1'] },
        () => {
          resolve(socket.alpnProtocol);
          socket.end();
        },
      );
      socket.once('error', reject);
    });
    expect(alpn).toBe('h2');
  });

  it('gives the pages their canonical address on https://lamsat.test', async () => {
    const visitor = browser();
    for (const path of ['/', '/en/about']) {
      const page = await visitor.call('GET', path);
      expect(/<link rel="canonical" href="([^"]*)"/.exec(page.text())?.[1]).toBe(`${SITE}${path}`);
    }
  });

  it('nginx answers the build files itself, compressed and cached for a year', async () => {
    const home = (await browser().call('GET', '/')).text();
    const script = /"(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(script, 'a script of the home page').toBeDefined();
    const res = await browser().call('GET', script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await new Promise((r) => setTimeout(r, LOG_FLUSH_MS));
    expect(instances().map((i) => i.answered(script!))).toEqual([0, 0]);
  });

  it('signs in through the proxy with a __Host- Secure cookie; signed-in calls reach both instances', async () => {
    const office = await signedIn();
    const cookie = office.cookie('__Host-mhs_sid');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    const before = instances().map((i) => i.answered('/backend/admin/me.php'));
    for (let n = 0; n < 6; n++) {
      const me = await office.call('GET', '/backend/admin/me.php');
      expect(me.json()).toMatchObject({ authenticated: true, admin: { email: TEST_ADMIN.email } });
    }
    const answered = () => instances().map((i, n) => i.answered('/backend/admin/me.php') - before[n]!);
    await expect.poll(() => answered().reduce((sum, n) => sum + n), { timeout: LOG_FLUSH_MS }).toBe(6);
    const after = answered();
    expect(after[0], 'calls answered by :3001').toBeGreaterThan(0);
    expect(after[1], 'calls answered by :3002').toBeGreaterThan(0);
  });

  it('passes an event of the live stream on at once (no buffering in the proxy)', async () => {
    const office = await signedIn();
    // A buffering proxy holds back even the stream's first lines, so its answer is timed as well.
    const stream = await Promise.race([
      office.stream('/backend/admin/events.php'),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the live stream did not answer within 2 s')), 2_000),
      ),
    ]);
    try {
      expect(stream.status).toBe(200);
      const visitor = browser();
      const sent = await visitor.call('POST', '/backend/contact_submit.php', {
        json: { name: 'عميل عبر nginx', phone: '0551234567', service: 'تنظيف', message: 'وصل الحدث فورًا؟' },
      });
      expect(sent.status, sent.text()).toBe(201);
      const id = sent.json().id as number;
      await stream.until(() => stream.ofType('contact.created').some((e) => e.id === id), 2_000);
    } finally {
      stream.close();
    }
  });

  it('takes an image just under the upload limit; one just over gets the API’s 413, not nginx’s', async () => {
    const office = await signedIn();
    const under = await pngNear(MAX_UPLOAD_BYTES, false);
    expect(under.length).toBeGreaterThan(MAX_UPLOAD_BYTES - 64 * 1024);
    const stored = await office.call(
      'POST',
      '/backend/admin/upload.php',
      await multipartImage('image', under, 'big.png', 'image/png'),
    );
    expect(stored.status, stored.text()).toBe(201);
    const url = stored.json().url as string;
    // In the bucket both instances share: served through nginx and by each instance.
    expect((await browser().call('GET', url)).status).toBe(200);
    for (const instance of instances()) expect((await fetch(`${instance.url}${url}`)).status).toBe(200);

    const over = await pngNear(MAX_UPLOAD_BYTES, true);
    const refused = await office.call(
      'POST',
      '/backend/admin/upload.php',
      await multipartImage('image', over, 'big.png', 'image/png'),
    );
    expect(refused.status).toBe(413);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json().error).toEqual(expect.any(String));
  });

  it('records the visitor’s own address in the audit log, not one the visitor claims', async () => {
    // nginx talks to Node from 127.0.0.1; this browser connects from 127.0.0.2 and claims a third address.
    const office = await signedIn('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' });
    const audit = await office.call('GET', '/backend/admin/audit.php?action=signin.succeeded&limit=1');
    expect(audit.status, audit.text()).toBe(200);
    expect(audit.json().items).toMatchObject([{ address: '127.0.0.2' }]);
  });

  it('shows a publish made through one instance on both, and through nginx', async () => {
    const office = await signedIn();
    const read = await office.call('GET', '/backend/admin/content.php?section=company');
    expect(read.status, read.text()).toBe(200);
    const { version, draft } = read.json() as { version: number; draft: { phones: string[] } };
    const phone = `0559${String(Date.now()).slice(-6)}`;
    const saved = await office.call('POST', '/backend/admin/content.php?section=company', {
      json: { version, draft: { ...draft, phones: [phone, ...draft.phones.slice(1)] } },
    });
    expect(saved.status, saved.text()).toBe(200);
    const published = await office.call('POST', '/backend/admin/content-publish.php');
    expect(published.status, published.text()).toBe(200);

    const poll = { timeout: 30_000, interval: 200 };
    for (const instance of instances()) {
      await expect.poll(async () => (await fetch(`${instance.url}/en/contact`)).text(), poll).toContain(phone);
    }
    const visitor = browser();
    await expect.poll(async () => (await visitor.call('GET', '/en/contact')).text(), poll).toContain(phone);
  });

  it('keeps answering, a contact message included, while one instance is down (a rolling restart)', async () => {
    await a!.stop();
    const visitor = browser();
    for (let n = 0; n < 4; n++) expect((await visitor.call('GET', '/healthz')).status).toBe(200);
    const sent = await visitor.call('POST', '/backend/contact_submit.php', {
      json: { name: 'عميل', phone: '0551234567', service: 'تنظيف', message: 'أثناء إعادة التشغيل' },
    });
    expect(sent.status, sent.text()).toBe(201);
  });
});

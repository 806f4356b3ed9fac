import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand } from './cli-run';
import { ManualClock } from './clock';
import { ADMIN, Client, startTestServer, type TestServer } from './harness';
import { addColleague, colleagueReady, OWN_PASSWORD, signIn } from './staff-support';

/**
 * Staff's second factor through the real server on a fixed clock (the app's Clock, moved by hand):
 * the authenticator app is linked, signed in with, its codes refused when replayed or two steps
 * away; recovery codes, the owner's policy, the reset, the attempt limit, "this device is mine".
 * On PostgreSQL too under TEST_DATABASE_URL.
 */
vi.setConfig({ testTimeout: 120_000 });

// 10 s into a 30-second step: a code of the step before or after is one step away.
const clock = new ManualClock(Date.UTC(2026, 5, 1, 9, 0, 10));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ MFA_POLICY_DEFAULT: 'required', MFA_MAX_FAILURES: '5' }, { clock });
});
afterAll(() => server.close());

const LOGIN = '/backend/admin/login.php';
const LOGIN_MFA = '/backend/admin/login-mfa.php';
const TOTP = '/backend/admin/mfa-totp.php';
const EN = { 'Accept-Language': 'en' };
const AR = { 'Accept-Language': 'ar' };

/** The authenticator app's code `offset` seconds from the server's clock. */
const code = (secret: string, offset = 0) => generateSync({ secret, epoch: Math.floor(clock.now() / 1000) + offset });

/** Links an authenticator app to a signed-in client; returns its key and recovery codes. */
async function linkApp(client: Client) {
  const started = await client.post(TOTP);
  expect(started.status, JSON.stringify(started.data)).toBe(200);
  const { secret, otpauth_url } = started.data as { secret: string; otpauth_url: string };
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  const confirmed = await client.post(`${TOTP}?action=confirm`, { code: code(secret) });
  expect(confirmed.status, JSON.stringify(confirmed.data)).toBe(200);
  // The next code must be of a later step: the one used to confirm is spent.
  clock.advance(30_000);
  return { secret, recoveryCodes: confirmed.data.recovery_codes as string[] };
}

/** The password step; a client that holds the cookie for the second one. */
async function passwordStep(email = ADMIN.email, password = ADMIN.password, client?: Client) {
  const c = client ?? new Client(server.url);
  const res = await c.request('POST', LOGIN, { json: { email, password }, headers: EN });
  return { client: c, res };
}

const auditRows = async (action: string) => {
  await server.app.audit.flush();
  return server.app.sequelize.query<{ details: string; actor_id: number; target_id: string }>(
    'SELECT details, actor_id, target_id FROM audit_log WHERE action = $1 ORDER BY id',
    { bind: [action], type: 'SELECT' as never },
  ) as unknown as Promise<{ details: string; actor_id: number; target_id: string }[]>;
};

let owner: { secret: string; recoveryCodes: string[] };

describe('the owner on a new installation (the policy is on by default)', () => {
  it('gets a session that may only set up the second factor, then links an app and gets ten recovery codes', async () => {
    const { client, res } = await passwordStep();
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ admin: { email: ADMIN.email, role: 'owner' }, mfa_setup_required: true });
    for (const [headers, text] of [
      [EN, 'Turn on two-step verification first (My account): the office’s policy requires it for your role'],
      [AR, 'فعّل التحقق بخطوتين أولًا من صفحة حسابي؛ تشترطه سياسة المكتب لدورك'],
    ] as const) {
      const refused = await client.get('/backend/admin/contacts.php', headers);
      expect(refused.status).toBe(403);
      expect(refused.data.error).toBe(text);
    }
    const account = await client.get('/backend/admin/account.php');
    expect(account.data).toMatchObject({
      secondFactorSetupRequired: true,
      secondFactor: { totp: false, recoveryCodesLeft: 0, required: true },
    });

    const started = await client.post(TOTP);
    const wrong = await client.request('POST', `${TOTP}?action=confirm`, {
      json: { code: code(started.data.secret, 90) },
      headers: EN,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.error).toMatch(/The code is wrong/);
    // Spaces as the apps show them, and Arabic-Indic digits, are accepted.
    const typed = code(started.data.secret)
      .replace(/^(\d{3})/, '$1 ')
      .replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    const confirmed = await client.post(`${TOTP}?action=confirm`, { code: typed });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    owner = { secret: started.data.secret, recoveryCodes: codes };
    clock.advance(30_000);

    expect((await client.get('/backend/admin/contacts.php')).status).toBe(200);
    expect((await client.get('/backend/admin/account.php')).data).toMatchObject({
      secondFactorSetupRequired: false,
      secondFactor: { totp: true, recoveryCodesLeft: 10, required: true },
    });
    // A second app cannot be linked over the first.
    expect((await client.post(TOTP)).status).toBe(409);
  });

  it('then signs in in two steps: no session after the password, the session after the code', async () => {
    const { client, res } = await passwordStep();
    expect(res.data).toEqual({ mfa_required: true, methods: ['totp'] });
    expect((await client.get('/backend/admin/me.php')).data).toEqual({ authenticated: false });
    expect((await client.get('/backend/admin/contacts.php')).status).toBe(401);

    const signedIn = await client.post(LOGIN_MFA, { code: code(owner.secret) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.data).toEqual({ admin: { email: ADMIN.email, role: 'owner' } });
    expect((await client.get('/backend/admin/contacts.php')).status).toBe(200);
    const entries = await auditRows('signin.succeeded');
    expect(JSON.parse(entries.at(-1)!.details)).toEqual({ secondStep: 'totp' });
  });

  it('refuses a code used once already, and the second step without the password step', async () => {
    clock.advance(30_000);
    const used = code(owner.secret);
    const first = await passwordStep();
    expect((await first.client.post(LOGIN_MFA, { code: used })).status).toBe(200);
    const again = await passwordStep();
    const replayed = await again.client.request('POST', LOGIN_MFA, { json: { code: used }, headers: EN });
    expect(replayed.status).toBe(401);
    expect(replayed.data.error).toBe(
      'The code is wrong or was already used; wait for the next code in your authenticator app',
    );
    expect((await again.client.get('/backend/admin/contacts.php')).status).toBe(401);

    // The same code sent twice at once (two instances, two tabs): one passes.
    clock.advance(30_000);
    const both = await Promise.all([passwordStep(), passwordStep()]);
    const same = code(owner.secret);
    const answers = await Promise.all(both.map(({ client }) => client.post(LOGIN_MFA, { code: same })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);

    clock.advance(30_000);
    const noPassword = await new Client(server.url).request('POST', LOGIN_MFA, {
      json: { code: code(owner.secret) },
      headers: EN,
    });
    expect(noPassword.status).toBe(401);
    expect(noPassword.data.error).toBe('The verification step timed out; enter your email and password again');
    // The pending step lasts five minutes.
    const late = await passwordStep();
    clock.advance(5 * 60_000 + 1000);
    expect((await late.client.post(LOGIN_MFA, { code: code(owner.secret) })).status).toBe(401);
  });

  it('accepts a code of one step before or after the clock, and refuses one two steps away', async () => {
    clock.advance(10 * 60_000);
    for (const offset of [60, -60]) {
      const { client } = await passwordStep();
      expect((await client.post(LOGIN_MFA, { code: code(owner.secret, offset) })).status, `${offset} s`).toBe(401);
    }
    const late = await passwordStep();
    expect((await late.client.post(LOGIN_MFA, { code: code(owner.secret, -30) })).status).toBe(200);
    const early = await passwordStep();
    expect((await early.client.post(LOGIN_MFA, { code: code(owner.secret, 30) })).status).toBe(200);
    // Now the step after the clock's is spent: the clock's own code is older, so refused too.
    const now = await passwordStep();
    expect((await now.client.post(LOGIN_MFA, { code: code(owner.secret) })).status).toBe(401);
    clock.advance(60_000);
  });

  it('accepts each recovery code once, however it is typed', async () => {
    const [recovery] = owner.recoveryCodes;
    const first = await passwordStep();
    const typed = ` ${recovery!.toUpperCase()} `;
    const used = await first.client.post(LOGIN_MFA, { recovery_code: typed });
    expect(used.status).toBe(200);
    expect((await first.client.get('/backend/admin/account.php')).data.secondFactor.recoveryCodesLeft).toBe(9);
    const again = await passwordStep();
    const refused = await again.client.request('POST', LOGIN_MFA, { json: { recovery_code: recovery }, headers: EN });
    expect(refused.status).toBe(401);
    expect(refused.data.error).toBe('The recovery code is wrong or was already used');
    expect(JSON.parse((await auditRows('mfa.recovery_used')).at(-1)!.details)).toEqual({ left: 9 });
  });

  it('skips the code on a device marked as the person’s for 30 days, never on another device', async () => {
    const mine = await passwordStep();
    expect((await mine.client.post(LOGIN_MFA, { code: code(owner.secret), remember_device: true })).status).toBe(200);
    await mine.client.post('/backend/admin/logout.php');
    clock.advance(30_000);

    const back = await passwordStep(ADMIN.email, ADMIN.password, mine.client);
    expect(back.res.data).toEqual({ admin: { email: ADMIN.email, role: 'owner' } });
    expect((await mine.client.get('/backend/admin/contacts.php')).status).toBe(200);
    expect(JSON.parse((await auditRows('signin.succeeded')).at(-1)!.details)).toEqual({ secondStep: 'trusted_device' });
    // A wrong password is still a wrong password there.
    expect((await passwordStep(ADMIN.email, 'not the password', mine.client)).res.status).toBe(401);

    expect((await passwordStep()).res.data).toEqual({ mfa_required: true, methods: ['totp'] });
    // Removed from the server (the second factor reset or turned off), the cookie counts for nothing.
    await server.app.sequelize.query('UPDATE staff_trusted_devices SET expires_at = created_at');
    expect((await passwordStep(ADMIN.email, ADMIN.password, mine.client)).res.data.mfa_required).toBe(true);
  });

  it('forgets that device after 30 days', async () => {
    const mine = await passwordStep();
    clock.advance(30_000);
    expect((await mine.client.post(LOGIN_MFA, { code: code(owner.secret), remember_device: true })).status).toBe(200);
    clock.advance(29 * 24 * 3_600_000);
    expect((await passwordStep(ADMIN.email, ADMIN.password, mine.client)).res.data.mfa_required).toBeUndefined();
    clock.advance(2 * 24 * 3_600_000);
    expect((await passwordStep(ADMIN.email, ADMIN.password, mine.client)).res.data.mfa_required).toBe(true);
  });
});

describe('colleagues', () => {
  let ownerClient: Client;
  beforeAll(async () => {
    const { client } = await passwordStep();
    clock.advance(60_000);
    expect((await client.post(LOGIN_MFA, { code: code(owner.secret) })).status).toBe(200);
    ownerClient = client;
  });

  it('an agent is not made to set one up; a manager is, after their first password', async () => {
    const agent = await addColleague(ownerClient, 'عادل', undefined, 'agent');
    const agentClient = await colleagueReady(server.url, agent.email);
    expect((await agentClient.get('/backend/admin/contacts.php')).status).toBe(200);
    const { res } = await signIn(server.url, agent.email);
    expect(res.data).toEqual({ admin: { email: agent.email, role: 'agent' } });

    const manager = await addColleague(ownerClient, 'منيرة', undefined, 'manager');
    const first = await new Client(server.url).login(manager.email, 'first temporary phrase 481');
    expect(first.data.mfa_setup_required).toBe(true);
  });

  it('an owner resets a colleague’s second factor: their sessions end, and they set up a new one', async () => {
    const manager = await addColleague(ownerClient, 'هند', undefined, 'manager');
    const client = await colleagueReady(server.url, manager.email);
    await linkApp(client);
    expect((await client.get('/backend/admin/contacts.php')).status).toBe(200);

    const own = await ownerClient.request('POST', `/backend/admin/staff-mfa.php?id=${await ownId()}&_method=DELETE`, {
      headers: EN,
    });
    expect(own.status).toBe(400);
    const listed = await ownerClient.get('/backend/admin/staff.php');
    expect(listed.data.items.find((m: { id: number }) => m.id === manager.id).secondFactor).toBe(true);

    const reset = await ownerClient.post(`/backend/admin/staff-mfa.php?id=${manager.id}&_method=DELETE`);
    expect(reset.data).toEqual({ ok: true, sessionsEnded: 1 });
    expect((await client.get('/backend/admin/contacts.php')).status).toBe(401);
    const entry = (await auditRows('mfa.reset')).at(-1)!;
    expect(entry.target_id).toBe(String(manager.id));
    expect(JSON.parse(entry.details)).toEqual({ sessionsEnded: 1 });
    const again = await signIn(server.url, manager.email);
    expect(again.res.data.mfa_setup_required).toBe(true);
  });

  it('locks the second step of an account after five wrong codes, even for the right one', async () => {
    const manager = await addColleague(ownerClient, 'سلمى', undefined, 'manager');
    const client = await colleagueReady(server.url, manager.email);
    const { secret } = await linkApp(client);
    const step = await signIn(server.url, manager.email);
    expect(step.res.data.mfa_required).toBe(true);
    const wrong = code(secret, 300);
    for (let i = 0; i < 5; i += 1) expect((await step.client.post(LOGIN_MFA, { code: wrong })).status).toBe(401);
    const locked = await step.client.request('POST', LOGIN_MFA, { json: { code: code(secret) }, headers: EN });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(locked.data.error).toMatch(/^Too many wrong codes/);
    expect((await auditRows('mfa.failed')).filter((r) => r.target_id === String(manager.id))).toHaveLength(5);
  });

  async function ownId() {
    return (await server.app.models.Admin.findOne({ where: { email: ADMIN.email } }))!.id;
  }
});

describe('turning it off and the policy', () => {
  it('is refused while the policy requires it, allowed with a right code once the owner turns the policy off', async () => {
    const { client } = await passwordStep();
    clock.advance(60_000);
    expect((await client.post(LOGIN_MFA, { code: code(owner.secret) })).status).toBe(200);
    clock.advance(30_000);
    const refused = await client.request('POST', `${TOTP}?_method=DELETE`, {
      json: { code: code(owner.secret) },
      headers: EN,
    });
    expect(refused.status).toBe(409);
    expect(refused.data.error).toMatch(/policy requires/);

    expect((await client.get('/backend/admin/mfa-policy.php')).data).toEqual({ required: true });
    expect((await client.post('/backend/admin/mfa-policy.php', { required: false })).data).toEqual({ required: false });
    expect(JSON.parse((await auditRows('mfa.policy')).at(-1)!.details)).toEqual({
      changes: { required: [true, false] },
    });

    expect((await client.post(`${TOTP}?_method=DELETE`, { code: '000000' })).status).toBe(400);
    expect((await client.post(`${TOTP}?_method=DELETE`, { code: code(owner.secret) })).status).toBe(200);
    expect((await passwordStep()).res.data).toEqual({ admin: { email: ADMIN.email, role: 'owner' } });
    await client.post('/backend/admin/mfa-policy.php', { required: true });
  });

  it('keeps no key or code in the audit log', async () => {
    await server.app.audit.flush();
    const all = JSON.stringify(
      await server.app.sequelize.query('SELECT * FROM audit_log', { type: 'SELECT' as never }),
    );
    expect(all).not.toContain(owner.secret);
    for (const c of owner.recoveryCodes) expect(all).not.toContain(c.replace('-', ''));
    const stored = JSON.stringify(
      await server.app.sequelize.query('SELECT * FROM staff_recovery_codes', { type: 'SELECT' as never }),
    );
    for (const c of owner.recoveryCodes) expect(stored).not.toContain(c.replace('-', ''));
  });
});

describe('npm run admin:reset-mfa', () => {
  it('gives the last owner back a sign-in with the password, to set up a new second factor', async () => {
    const { client } = await passwordStep();
    clock.advance(60_000);
    const { secret } = await linkApp(client);
    expect(secret).not.toBe(owner.secret);
    expect((await passwordStep()).res.data.mfa_required).toBe(true);

    const dataEnv = { DATA_DIR: server.dataDir, DATABASE_URL: server.app.config.databaseUrl, ENV_FILE: '/dev/null' };
    const ran = await runCommand('admin-reset-mfa', ['--email', ADMIN.email], { env: dataEnv });
    expect(ran.code, ran.stderr).toBe(0);
    expect((await client.get('/backend/admin/contacts.php')).status).toBe(401);
    expect((await passwordStep()).res.data).toEqual({
      admin: { email: ADMIN.email, role: 'owner' },
      mfa_setup_required: true,
    });
    const unknown = await runCommand('admin-reset-mfa', ['--email', 'nobody@example.com'], { env: dataEnv });
    expect(unknown.code).toBe(1);
  });
});

export { OWN_PASSWORD };

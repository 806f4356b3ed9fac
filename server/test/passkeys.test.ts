import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@shared/schemas';
import { ManualClock } from './clock';
import { ADMIN, Client, startTestServer, type TestServer } from './harness';
import { SoftwareAuthenticator } from './software-authenticator';
import { addColleague, colleagueReady, signIn } from './staff-support';

/**
 * Passkeys as the second factor, through the real server, answered by a security key written in
 * software (software-authenticator.ts: node:crypto's P-256 keys, real WebAuthn data): registering
 * with a name, signing in with the password and then the passkey, the challenge used once and only
 * in its own attempt, a signature counter going backwards refused, several passkeys renamed and
 * removed under the policy. On PostgreSQL too under TEST_DATABASE_URL.
 */
vi.setConfig({ testTimeout: 120_000 });

const ORIGIN = 'http://localhost:3000';
const clock = new ManualClock(Date.UTC(2026, 5, 1, 9, 0, 10));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ MFA_POLICY_DEFAULT: 'required', PUBLIC_BASE_URL: ORIGIN }, { clock });
});
afterAll(() => server.close());

const LOGIN = '/backend/admin/login.php';
const LOGIN_MFA = '/backend/admin/login-mfa.php';
const PASSKEYS = '/backend/admin/passkeys.php';
const EN = { 'Accept-Language': 'en' };

/** The password step of the harness's owner; a client holding the cookie for the second one. */
async function passwordStep(client = new Client(server.url)) {
  const res = await client.request('POST', LOGIN, { json: { email: ADMIN.email, password: ADMIN.password } });
  return { client, res };
}

/** Registers the key as a passkey of the signed-in client's account; the answer. */
async function register(client: Client, key: SoftwareAuthenticator, name: string) {
  const options = (await client.post(PASSKEYS)).data as PasskeyCreationOptions;
  return client.request('POST', `${PASSKEYS}?action=confirm`, {
    json: { name, response: key.register(options) },
    headers: EN,
  });
}

/** The challenge of a pending sign-in for a passkey. */
async function signInOptions(client: Client) {
  const res = await client.post(`${LOGIN_MFA}?action=passkey`);
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data as PasskeyRequestOptions;
}

async function signInWith(key: SoftwareAuthenticator, over: Parameters<SoftwareAuthenticator['assert']>[1] = {}) {
  const { client } = await passwordStep();
  const answer = key.assert(await signInOptions(client), over);
  return { client, res: await client.request('POST', LOGIN_MFA, { json: { passkey: answer }, headers: EN }) };
}

const audited = async (action: string) => {
  await server.app.audit.flush();
  const rows = await server.app.sequelize.query<{ details: string }>(
    'SELECT details FROM audit_log WHERE action = $1 ORDER BY id',
    { bind: [action], type: 'SELECT' as never },
  );
  return (rows as unknown as { details: string }[]).map((row) => JSON.parse(row.details) as Record<string, unknown>);
};

const officeKey = new SoftwareAuthenticator(ORIGIN);
const phoneKey = new SoftwareAuthenticator(ORIGIN);

describe('registering a passkey', () => {
  it('sets up the second factor the policy requires: a named passkey, ten recovery codes, a whole session', async () => {
    const { client, res } = await passwordStep();
    expect(res.data.mfa_setup_required).toBe(true);
    expect((await client.get('/backend/admin/contacts.php')).status).toBe(403);

    const options = (await client.post(PASSKEYS)).data as PasskeyCreationOptions;
    expect(options.rp).toEqual({ id: 'localhost', name: expect.any(String) });
    expect(options.user.name).toBe(ADMIN.email);
    expect(Buffer.from(options.user.id, 'base64url').toString('latin1')).not.toContain(ADMIN.email);
    expect(options.attestation).toBe('none');
    // Made on another site: refused, and the challenge is spent.
    const elsewhere = officeKey.register(options, { origin: 'https://evil.example' });
    const refused = await client.request('POST', `${PASSKEYS}?action=confirm`, {
      json: { name: 'x', response: elsewhere },
      headers: EN,
    });
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe('The passkey was not accepted; try again or use another way to verify');
    const spent = await client.post(`${PASSKEYS}?action=confirm`, { name: 'x', response: officeKey.register(options) });
    expect(spent.status).toBe(400);

    const added = await register(client, officeKey, ' مفتاح المكتب ');
    expect(added.status, JSON.stringify(added.data)).toBe(200);
    expect(added.data.item).toEqual({
      id: expect.any(Number),
      name: 'مفتاح المكتب',
      createdAt: new Date(clock.now()).toISOString(),
      lastUsedAt: null,
    });
    expect(added.data.recovery_codes).toHaveLength(10);
    expect((await client.get('/backend/admin/contacts.php')).status).toBe(200);
    expect((await client.get('/backend/admin/account.php')).data).toMatchObject({
      secondFactorSetupRequired: false,
      secondFactor: { totp: false, passkeys: 1, recoveryCodesLeft: 10, required: true },
    });
    expect((await audited('mfa.passkey_added')).at(-1)).toEqual({ passkey: 'مفتاح المكتب' });
  });

  it('refuses an answer whose challenge expired, and the same key twice', async () => {
    const { client } = await signInWith(officeKey);
    const options = (await client.post(PASSKEYS)).data as PasskeyCreationOptions;
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([officeKey.id]);
    clock.advance(5 * 60_000 + 1000);
    const late = await client.post(`${PASSKEYS}?action=confirm`, {
      name: 'late',
      response: phoneKey.register(options),
    });
    expect(late.status).toBe(400);
    const again = await register(client, officeKey, 'again');
    expect(again.status).toBe(409);
    expect(again.data.error).toBe('This passkey has already been added');
  });
});

describe('signing in with a passkey', () => {
  it('is offered after the password, and opens the session as login.php does', async () => {
    const { client, res } = await passwordStep();
    expect(res.data).toEqual({ mfa_required: true, methods: ['passkey'] });
    expect((await client.get('/backend/admin/me.php')).data).toEqual({ authenticated: false });
    const options = await signInOptions(client);
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials).toEqual([{ id: officeKey.id, type: 'public-key', transports: ['usb'] }]);
    const signedIn = await client.post(LOGIN_MFA, { passkey: officeKey.assert(options) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.data).toEqual({ admin: { email: ADMIN.email, role: 'owner' } });
    expect((await client.get('/backend/admin/contacts.php')).status).toBe(200);
    expect((await audited('signin.succeeded')).at(-1)).toEqual({ secondStep: 'passkey' });
    const [listed] = (await client.get(PASSKEYS)).data.items;
    expect(listed.lastUsedAt).toBe(new Date(clock.now()).toISOString());
  });

  it('uses each challenge once, and only in the sign-in attempt it was given to', async () => {
    // The same answer sent again, in a new attempt with a challenge of its own: refused (for its
    // challenge, not its counter: the audit entry names no reason).
    const { client } = await passwordStep();
    const answer = officeKey.assert(await signInOptions(client));
    expect((await client.post(LOGIN_MFA, { passkey: answer })).status).toBe(200);
    const again = await passwordStep();
    await signInOptions(again.client);
    expect((await again.client.post(LOGIN_MFA, { passkey: answer })).status).toBe(401);
    expect((await audited('mfa.failed')).at(-1)).toEqual({ method: 'passkey' });

    // A challenge given to another attempt (another browser's password step) is not this one's.
    const other = await passwordStep();
    const stolen = officeKey.assert(await signInOptions(other.client));
    const mine = await passwordStep();
    expect((await mine.client.post(LOGIN_MFA, { passkey: stolen })).status).toBe(401);

    // A wrong answer spends the challenge: the right one to it afterwards is refused too.
    const once = await passwordStep();
    const challenge = await signInOptions(once.client);
    const wrongSite = officeKey.assert(challenge, { origin: 'https://evil.example' });
    expect((await once.client.post(LOGIN_MFA, { passkey: wrongSite })).status).toBe(401);
    expect((await once.client.post(LOGIN_MFA, { passkey: officeKey.assert(challenge) })).status).toBe(401);
    // A new challenge works.
    const fresh = officeKey.assert(await signInOptions(once.client));
    expect((await once.client.post(LOGIN_MFA, { passkey: fresh })).status).toBe(200);
  });

  it('refuses a signature counter that went backwards or stood still (a copied key)', async () => {
    const used = officeKey.counter;
    const back = await signInWith(officeKey, { counter: used - 1 });
    expect(back.res.status).toBe(401);
    expect(back.res.data.error).toBe('The passkey was not accepted; try again or use another way to verify');
    expect((await audited('mfa.failed')).at(-1)).toEqual({ method: 'passkey', reason: 'counter' });
    expect((await signInWith(officeKey, { counter: used })).res.status).toBe(401);
    expect((await back.client.get('/backend/admin/contacts.php')).status).toBe(401);
    expect((await signInWith(officeKey, { counter: used + 1 })).res.status).toBe(200);
  });

  it('refuses a passkey of another account, and answers 409 to one who has none', async () => {
    const owner = await signInWith(officeKey);
    const agent = await addColleague(owner.client, 'عادل', undefined, 'agent');
    const agentClient = await colleagueReady(server.url, agent.email);
    clock.advance(30_000);
    const generated = (await agentClient.post('/backend/admin/mfa-totp.php')).data.secret as string;
    const code = generateSync({ secret: generated, epoch: Math.floor(clock.now() / 1000) });
    expect((await agentClient.post('/backend/admin/mfa-totp.php?action=confirm', { code })).status).toBe(200);
    const step = await signIn(server.url, agent.email);
    expect(step.res.data.methods).toEqual(['totp']);
    const none = await step.client.request('POST', `${LOGIN_MFA}?action=passkey`, { headers: EN });
    expect(none.status).toBe(409);
    expect(none.data.error).toMatch(/no passkey/);
    const ownerOptions = await signInOptions((await passwordStep()).client);
    expect((await step.client.post(LOGIN_MFA, { passkey: officeKey.assert(ownerOptions) })).status).toBe(401);
  });
});

describe('several passkeys and the policy', () => {
  let client: Client;
  beforeAll(async () => {
    ({ client } = await signInWith(officeKey));
  });

  it('adds another (no new recovery codes), renames one, and refuses an unknown one or an empty name', async () => {
    const added = await register(client, phoneKey, 'جوالي');
    expect(added.status).toBe(200);
    expect(added.data.recovery_codes).toBeUndefined();
    const { items } = (await client.get(PASSKEYS)).data as { items: { id: number; name: string }[] };
    expect(items.map((i) => i.name)).toEqual(['مفتاح المكتب', 'جوالي']);
    const renamed = await client.post(`${PASSKEYS}?id=${items[1]!.id}&_method=PUT`, { name: 'Huda’s phone' });
    expect(renamed.data.item).toMatchObject({ id: items[1]!.id, name: 'Huda’s phone' });
    expect((await audited('mfa.passkey_renamed')).at(-1)).toEqual({ changes: { name: ['جوالي', 'Huda’s phone'] } });
    expect((await client.post(`${PASSKEYS}?id=999999&_method=PUT`, { name: 'x' })).status).toBe(404);
    expect((await client.post(`${PASSKEYS}?id=${items[1]!.id}&_method=PUT`, { name: '  ' })).status).toBe(400);
    expect((await passwordStep()).res.data.methods).toEqual(['passkey']);
  });

  it('removes passkeys down to the last one the policy requires, and lets the app go while a passkey remains', async () => {
    // The app and two passkeys: the app may be turned off, a passkey still covers the policy.
    const secret = (await client.post('/backend/admin/mfa-totp.php')).data.secret as string;
    const at = (offset = 0) => generateSync({ secret, epoch: Math.floor(clock.now() / 1000) + offset });
    expect((await client.post('/backend/admin/mfa-totp.php?action=confirm', { code: at() })).status).toBe(200);
    expect((await passwordStep()).res.data.methods).toEqual(['totp', 'passkey']);
    clock.advance(30_000);
    expect((await client.post('/backend/admin/mfa-totp.php?_method=DELETE', { code: at() })).status).toBe(200);

    const { items } = (await client.get(PASSKEYS)).data as { items: { id: number }[] };
    expect((await client.post(`${PASSKEYS}?id=${items[0]!.id}&_method=DELETE`)).data).toEqual({ ok: true });
    expect((await audited('mfa.passkey_removed')).at(-1)).toEqual({ passkey: 'مفتاح المكتب' });
    const last = await client.request('POST', `${PASSKEYS}?id=${items[1]!.id}&_method=DELETE`, { headers: EN });
    expect(last.status).toBe(409);
    expect(last.data.error).toMatch(/policy requires/);
    // The removed key no longer signs in; the other one does.
    const removed = await signInWith(officeKey);
    expect(removed.res.status).toBe(401);
    expect((await signInWith(phoneKey)).res.status).toBe(200);
  });

  it('goes with an owner’s reset of the person’s second factor', async () => {
    const manager = await addColleague(client, 'هند', undefined, 'manager');
    const managerClient = await colleagueReady(server.url, manager.email);
    const key = new SoftwareAuthenticator(ORIGIN);
    const added = await register(managerClient, key, 'key');
    expect(added.status).toBe(200);
    // Another person's passkey is not the owner's to rename or remove.
    const theirs = added.data.item.id as number;
    expect((await client.post(`${PASSKEYS}?id=${theirs}&_method=PUT`, { name: 'mine' })).status).toBe(404);
    expect((await client.post(`${PASSKEYS}?id=${theirs}&_method=DELETE`)).status).toBe(404);
    expect((await signIn(server.url, manager.email)).res.data.methods).toEqual(['passkey']);
    expect((await client.post(`/backend/admin/staff-mfa.php?id=${manager.id}&_method=DELETE`)).status).toBe(200);
    expect((await signIn(server.url, manager.email)).res.data.mfa_setup_required).toBe(true);
  });
});

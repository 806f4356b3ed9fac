import { QueryTypes } from 'sequelize';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// The address the audit log, the rate limits and the sign-in lock see: behind the one reverse proxy
// TRUST_PROXY stands for, the last address the proxy forwarded, never one the client wrote itself.
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function failedSignInAddress(env: Record<string, string>, forwardedFor: string): Promise<string> {
  const server = await startTestServer(env);
  servers.push(server);
  const res = await fetch(`${server.url}/backend/admin/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'a guess at a password' }),
  });
  expect(res.status).toBe(401);
  await server.app.audit.flush();
  const [row] = await server.app.sequelize.query<{ address: string }>(
    "SELECT address FROM audit_log WHERE action = 'signin.failed' ORDER BY id DESC LIMIT 1",
    { type: QueryTypes.SELECT },
  );
  return row!.address;
}

describe("the client's address", () => {
  it('is the one the proxy added, not one the client put before it (TRUST_PROXY)', async () => {
    // nginx's $proxy_add_x_forwarded_for appends the real address to whatever the client sent.
    expect(await failedSignInAddress({ TRUST_PROXY: 'true' }, '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('is the connection’s own without TRUST_PROXY, whatever the header says', async () => {
    expect(await failedSignInAddress({}, '203.0.113.9')).toBe('127.0.0.1');
  });
});

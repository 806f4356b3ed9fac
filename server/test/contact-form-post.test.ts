import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignedInServer, type TestServer } from './harness';

/**
 * The site's contact form posted by the browser itself (no script): form-encoded, answered with a
 * redirect back to the page at the answer, through the same checks and limits as the JSON call.
 */
let server: TestServer;
beforeAll(async () => {
  ({ server } = await startSignedInServer({ CONTACT_RATE_LIMIT: '6', CONTACT_RATE_WINDOW_MINUTES: '10' }));
});
afterAll(() => server.close());

async function postForm(fields: Record<string, string>): Promise<{ status: number; location: string | null }> {
  const res = await fetch(`${server.url}/backend/contact_submit.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') };
}
const stored = (name: string) => server.app.models.Contact.findAll({ where: { name } });

describe('the contact form posted without scripts', () => {
  it('stores the message once, with the service word of the page language, and sends the browser back to the answer', async () => {
    const answer = await postForm({
      page: '/en/contact',
      name: 'Posted Visitor',
      phone: '0551234567',
      service: 'marble',
      urgency: 'urgent',
      message: 'Two rooms',
      website: '',
    });
    expect(answer).toEqual({ status: 303, location: '/en/contact#form-sent' });
    const rows = await stored('Posted Visitor');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      service: 'Marble',
      urgency: 'urgent',
      message: 'Two rooms',
      spam: 0,
      source: 'contact',
    });
  });

  it('on an Arabic page the service is the Arabic word; a page it does not know sends it home', async () => {
    expect(await postForm({ page: '/', name: 'زائر بلا سكربت', phone: '0551234567', service: 'cleaning' })).toEqual({
      status: 303,
      location: '/#form-sent',
    });
    expect((await stored('زائر بلا سكربت'))[0]).toMatchObject({ service: 'تنظيف' });
    const elsewhere = await postForm({ page: 'https://evil.example/', name: 'Elsewhere', phone: '0551234567' });
    expect(elsewhere.location).toBe('/#form-sent');
  });

  it('a bot that fills the honeypot is answered like a person and kept out of the inbox', async () => {
    const answer = await postForm({ page: '/', name: 'Form Bot', phone: '0551234567', website: 'http://spam' });
    expect(answer.location).toBe('/#form-sent');
    expect((await stored('Form Bot'))[0]).toMatchObject({ spam: 1 });
  });

  it('a refused form stores nothing and comes back at the reason; too many come back at "busy"', async () => {
    expect(await postForm({ page: '/contact', name: 'Bad Phone', phone: '12' })).toEqual({
      status: 303,
      location: '/contact#form-invalid',
    });
    expect(await stored('Bad Phone')).toHaveLength(0);
    // Four stored above (a refused one does not count); the sixth within the window is the last allowed.
    for (const name of ['Fifth', 'Sixth']) {
      expect((await postForm({ page: '/contact', name, phone: '0551234567' })).location).toBe('/contact#form-sent');
    }
    expect(await postForm({ page: '/contact', name: 'Seventh', phone: '0551234567' })).toEqual({
      status: 303,
      location: '/contact#form-busy',
    });
    expect(await stored('Seventh')).toHaveLength(0);
  });

  it('other calls still read JSON alone', async () => {
    const res = await fetch(`${server.url}/backend/admin/login.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'a@example.com', password: 'x' }),
    });
    expect(res.status).toBe(400);
  });
});

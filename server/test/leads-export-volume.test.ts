import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSearchText } from '@shared/search-text';
import { dbTimestamp } from '../src/db/time';
import { Client, startSignedInServer, type TestServer } from './harness';

const ROWS = 50_000;
let server: TestServer;
let admin: Client;

beforeAll(async () => {
  ({ server, admin } = await startSignedInServer());
  // Set-up straight into the real database: 50,000 messages, one of them a formula.
  const now = Date.now();
  for (let start = 0; start < ROWS; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, ROWS - start) }, (_, i) => {
      const n = start + i;
      const contact = {
        name: n === 0 ? '=HYPERLINK("http://evil.example","click")' : `عميل رقم ${n}`,
        phone: `05${String(10_000_000 + n).slice(-8)}`,
        email: '',
        service: n % 2 ? 'تنظيف' : 'نقل أثاث',
        message: 'طلب خدمة',
      };
      const at = dbTimestamp(new Date(now - n * 1000));
      return {
        ...contact,
        preferred_time: '',
        urgency: 'normal',
        search_text: contactSearchText(contact),
        created_at: at,
        updated_at: at,
      };
    });
    await server.app.sequelize.getQueryInterface().bulkInsert('contacts', rows);
  }
}, 120_000);
afterAll(() => server.close());

describe('lead desk export at volume', () => {
  it('streams all 50,000 rows of the filter with the BOM, a header and the formula neutralised', async () => {
    const res = await fetch(`${server.url}/backend/admin/contacts-export.php`, {
      headers: { cookie: admin.cookieHeader },
    });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^id,created_at,status,/);
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  }, 60_000);
});

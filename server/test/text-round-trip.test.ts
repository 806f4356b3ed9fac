import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, validAdminContact, validContact, validPortfolio, type TestServer } from './harness';

/**
 * One corpus through every text-taking call: what is accepted comes back byte for byte identical;
 * what is refused answers 400 naming the field. On SQLite always; with TEST_DATABASE_URL (npm run
 * test:pg) on PostgreSQL as well, and both must answer the same status for every entry.
 */
const message5000 = 'رسالة طويلة مع سطر جديد\n'.repeat(400).slice(0, 4990) + ' end.12345';

/** Kept exactly, in any field. */
const ACCEPTED: Record<string, string> = {
  'Arabic with direction marks': 'مرحبا\u200F بكم\u200E في \u061Cالمدينة (Medina)',
  emoji: 'تنظيف 👨‍👩‍👧‍👦 🇸🇦 ✨👍🏽',
  'combining marks': 'e\u0301 a\u0308 عَلَّمَ n\u0303',
  '4-byte characters': '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𠀀𠀁 😀',
  'tab and quotes': 'a\tb \'c\' "d" \\e %f',
};
/** Kept in multi-line fields, refused in single-line ones. */
const LINE_BREAKS: Record<string, string> = { 'line breaks': 'one\ntwo\r\nthree\rfour' };
/** Refused everywhere: each C0/C1 control character but tab and line breaks, and lone surrogates. */
const REFUSED: Record<string, string> = Object.fromEntries([
  ...[...Array.from({ length: 32 }, (_, i) => i), ...Array.from({ length: 33 }, (_, i) => 0x7f + i)]
    .filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d)
    .map((c) => [`U+${c.toString(16).toUpperCase().padStart(4, '0')}`, `a${String.fromCharCode(c)}b`]),
  ['lone high surrogate', 'a\uD83Db'],
  ['lone low surrogate', 'a\uDE00b'],
  ['reversed pair', 'a\uDE00\uD83Db'],
]);

interface Target {
  call: string;
  field: string;
  multiline: boolean;
  /** Sends `value` in `field`; the status, and the field as it comes back when accepted. */
  send(client: Client, value: string): Promise<{ status: number; error?: string; back?: string }>;
}

async function newestContact(client: Client, id: number) {
  const list = await client.get('/backend/admin/contacts.php?limit=5');
  return (list.data.items as { id: number; [k: string]: unknown }[]).find((i) => i.id === id);
}

/** Creates with `body`, or creates a valid row and updates it with `body` (the newest row is read back). */
async function save(client: Client, call: string, how: 'create' | 'update', valid: object, body: object) {
  if (how === 'create') return client.post(call, body);
  const created = await client.post(call, valid);
  return client.post(`${call}?id=${created.data.item.id}&_method=PUT`, body);
}

const TARGETS: Target[] = [
  ...(['name', 'message'] as const).map((field) => ({
    call: 'POST contact_submit.php',
    field,
    multiline: field === 'message',
    async send(client: Client, value: string) {
      const res = await client.post('/backend/contact_submit.php', { ...validContact, [field]: value });
      if (res.status !== 201) return { status: res.status, error: res.data.error };
      return { status: res.status, back: (await newestContact(client, res.data.id))?.[field] as string };
    },
  })),
  ...(['name', 'service', 'preferred_time', 'message'] as const).flatMap((field) =>
    (['create', 'update'] as const).map((how) => ({
      call: `${how} admin/contacts.php`,
      field,
      multiline: field === 'message',
      async send(client: Client, value: string) {
        const body = { ...validAdminContact, [field]: value };
        const res = await save(client, '/backend/admin/contacts.php', how, validAdminContact, body);
        if (res.status >= 300) return { status: res.status, error: res.data.error };
        return { status: res.status, back: (await newestContact(client, res.data.item.id))?.[field] as string };
      },
    })),
  ),
  ...(['title_ar', 'client_name_en', 'description_ar', 'testimonial_en'] as const).flatMap((field) =>
    (['create', 'update'] as const).map((how) => ({
      call: `${how} admin/portfolio.php`,
      field,
      multiline: field.startsWith('description') || field.startsWith('testimonial'),
      async send(client: Client, value: string) {
        const body = { ...validPortfolio, [field]: value };
        const res = await save(client, '/backend/admin/portfolio.php', how, validPortfolio, body);
        if (res.status >= 300) return { status: res.status, error: res.data.error };
        const list = await client.get('/backend/admin/portfolio.php?limit=5');
        const item = (list.data.items as { id: number; [k: string]: unknown }[]).find((i) => i.id === res.data.item.id);
        return { status: res.status, back: item?.[field] as string };
      },
    })),
  ),
  {
    call: 'POST admin/contact-notes.php',
    field: 'body',
    multiline: true,
    async send(client: Client, value: string) {
      const contact = await client.post('/backend/admin/contacts.php', validAdminContact);
      const path = `/backend/admin/contact-notes.php?contact_id=${contact.data.item.id}`;
      const res = await client.post(path, { body: value });
      if (res.status >= 300) return { status: res.status, error: res.data.error };
      const notes = await client.get(path);
      return { status: res.status, back: (notes.data.items as { body: string }[])[0]?.body };
    },
  },
];

const servers: { name: string; server: TestServer; client: Client }[] = [];
let sqliteDir: string;
beforeAll(async () => {
  sqliteDir = mkdtempSync(path.join(tmpdir(), 'mhs-roundtrip-'));
  const kinds = [{ name: 'SQLite', env: { DATABASE_URL: `sqlite:${path.join(sqliteDir, 'db.sqlite')}` } }];
  if (process.env.TEST_DATABASE_URL) kinds.push({ name: 'PostgreSQL', env: {} as never });
  for (const { name, env } of kinds) {
    const server = await startTestServer(env);
    const client = new Client(server.url);
    expect((await client.login()).status).toBe(200);
    servers.push({ name, server, client });
  }
}, 60_000);
afterAll(async () => {
  for (const { server } of servers) await server.close();
  rmSync(sqliteDir, { recursive: true, force: true });
});

describe('text round trip', () => {
  for (const target of TARGETS) {
    it(`${target.call} ${target.field}: accepted text comes back identical, refused text is a 400 naming the field`, async () => {
      const corpus: [string, string, boolean][] = [
        ...Object.entries(ACCEPTED).map(([k, v]): [string, string, boolean] => [k, v, true]),
        ...Object.entries(LINE_BREAKS).map(([k, v]): [string, string, boolean] => [k, v, target.multiline]),
        ...Object.entries(REFUSED).map(([k, v]): [string, string, boolean] => [k, v, false]),
        ...(target.field === 'message'
          ? [['5,000-character message', message5000, true] as [string, string, boolean]]
          : []),
      ];
      for (const [label, value, accepted] of corpus) {
        const answers = [];
        for (const { name, client } of servers) {
          const answer = await target.send(client, value);
          answers.push(answer.status);
          const where = `${name}: ${label}`;
          if (accepted) {
            expect(answer.status, where).toBeLessThan(300);
            expect(answer.back, where).toBe(value);
          } else {
            expect(answer.status, where).toBe(400);
            expect(answer.error, where).toMatch(new RegExp(`^${target.field}: `));
          }
        }
        expect(new Set(answers).size, `same status on every database: ${label}`).toBe(1);
      }
    });
  }
});

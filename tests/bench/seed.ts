import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { ROUTES } from '@shared/api/routes';
import { CATEGORIES } from '@shared/constants';
import { contactSearchText } from '@shared/search-text';
import sqlite3 from 'sqlite3';

/** Sequelize's SQLite date text, so seeded rows sort exactly like rows the server wrote. */
const sqliteDate = (d: Date) => `${d.toISOString().replace('T', ' ').replace('Z', '')} +00:00`;

/**
 * Inserts `count` contact messages straight into the server's SQLite file in one transaction
 * (multi-row INSERTs of 500), spread over the last year. Safe while the server runs (WAL).
 */
export async function bulkInsertContacts(file: string, count: number): Promise<void> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const d = new sqlite3.Database(file, (err) => (err ? reject(err) : resolve(d)));
  });
  const run = (sql: string, params: unknown[] = []) =>
    new Promise<void>((resolve, reject) => db.run(sql, params, (err) => (err ? reject(err) : resolve())));
  try {
    await run('PRAGMA busy_timeout = 10000');
    await run('BEGIN IMMEDIATE');
    const start = Date.now() - 365 * 24 * 3600 * 1000;
    const step = (365 * 24 * 3600 * 1000) / count;
    for (let from = 0; from < count; from += 500) {
      const rows = Math.min(500, count - from);
      const params: unknown[] = [];
      for (let i = from; i < from + rows; i++) {
        const at = sqliteDate(new Date(start + i * step));
        const contact = {
          name: `عميل ${i}`,
          phone: `05${String(50_000_000 + i).slice(-8)}`,
          email: '',
          service: 'تنظيف',
          message: `رسالة رقم ${i}`,
        };
        const { name, phone, email, service, message } = contact;
        params.push(name, phone, email, service, message, '', 'normal', 0, contactSearchText(contact), at, at);
      }
      await run(
        `INSERT INTO contacts (name, phone, email, service, message, preferred_time, urgency, spam, search_text, created_at, updated_at) VALUES ${Array(rows).fill('(?,?,?,?,?,?,?,?,?,?,?)').join(',')}`,
        params,
      );
    }
    await run('COMMIT');
    await run('ANALYZE');
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

/** SQLite's plan for a statement, one line per step. */
export async function queryPlan(file: string, sql: string): Promise<string[]> {
  const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY);
  try {
    const rows = await new Promise<{ detail: string }[]>((resolve, reject) =>
      db.all(`EXPLAIN QUERY PLAN ${sql}`, (err, r) => (err ? reject(err) : resolve(r as { detail: string }[]))),
    );
    return rows.map((r) => r.detail);
  } finally {
    db.close();
  }
}

/** A valid admin portfolio item numbered i. */
export function portfolioItem(i: number) {
  return {
    category: CATEGORIES[i % CATEGORIES.length],
    title_ar: `مشروع رقم ${i} في المدينة المنورة`,
    title_en: `Project number ${i} in Medina`,
    image: `/uploads/demo-${(i % 6) + 1}.webp`,
    before_after: i % 2,
    date: `2026-${String((i % 9) + 1).padStart(2, '0')}-1${i % 10}`,
    location_ar: 'حي قباء',
    location_en: 'Quba district',
    description_ar: 'تنظيف شامل للفيلا مع تعقيم المطبخ ودورات المياه وتلميع الأرضيات الرخامية بالكامل.',
    description_en: 'Deep cleaning of the whole villa, with kitchen and bathroom sanitizing and full marble polishing.',
    testimonial_ar: 'فريق محترف ودقيق في المواعيد، أنصح بهم بشدة.',
    testimonial_en: 'A professional team, right on time. Highly recommended.',
    client_name_ar: 'أبو خالد',
    client_name_en: 'Abu Khalid',
    rating: (i % 5) + 1,
    duration_ar: '6 ساعات',
    duration_en: '6 hours',
  };
}

/**
 * A photo-like JPEG (smooth detail, about 400 KB at 1600 px, what a phone camera sends after
 * scaling), so the image bytes and the upload work measured mean something.
 */
export function photoLikeJpeg(): Promise<Buffer> {
  return sharp(randomBytes(200 * 133 * 3), { raw: { width: 200, height: 133, channels: 3 } })
    .resize(1600, 1067, { kernel: 'cubic' })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** Uploads an image through the admin's upload call; resolves with the stored image's URL. */
export async function uploadPhoto(url: string, cookie: string, jpeg: Buffer): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'work.jpg');
  const res = await fetch(`${url}${ROUTES.upload.path}`, { method: 'POST', headers: { cookie }, body: form });
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

import { EXAMPLES } from '../../server/src/openapi/examples';

/**
 * The rows the document's examples name (server/src/openapi/examples.ts), made through the API on
 * a fresh database: messages 1 and 2 (two customers), visit 1, portfolio item 1, staff member 2.
 */
export async function seedFirstRows(base: string, cookie: string): Promise<void> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`seeding ${path}: ${res.status} ${await res.text()}`);
  };
  await post('/backend/contact_submit.php', EXAMPLES.contactSubmit!.body);
  await post('/backend/admin/contacts.php', { ...EXAMPLES.contactCreate!.body, phone: '0559876543', name: 'Sara' });
  await post('/backend/admin/visits.php', EXAMPLES.visitCreate!.body);
  await post('/backend/admin/portfolio.php', EXAMPLES.portfolioCreate!.body);
  await post('/backend/admin/staff.php', EXAMPLES.staffCreate!.body);
}

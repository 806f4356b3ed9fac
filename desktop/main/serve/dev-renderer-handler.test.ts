import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTinyServer } from '../../test/tiny-server';
import { createDevRendererHandler, DEV_CSP } from './dev-renderer-handler';

describe('createDevRendererHandler (desktop:dev only)', () => {
  let dev: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    dev = await startTinyServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'x=1' });
      res.end(`dev ${req.url}`);
    });
  });
  afterAll(() => dev.close());

  it('passes /admin/* to the Vite dev server with the dev CSP and nothing else of its headers', async () => {
    const handle = createDevRendererHandler(`${dev.url}/`, fetch);
    const res = await handle(new Request('app://desktop/admin/contacts?x=1'));
    expect(await res.text()).toBe('dev /admin/contacts?x=1');
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(res.headers.get('content-security-policy')).toBe(DEV_CSP);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

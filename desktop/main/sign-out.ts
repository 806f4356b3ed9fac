import type { SessionFetch } from './serve/forwarder';
import { ROUTES } from '@shared/api/routes';

/**
 * Signs out of `serverUrl` with the session's cookies (POST logout.php, as the admin's own button
 * does), so a server left behind holds no live session of this computer. Best effort: a server that
 * is down or slow (5 s) does not stop the switch; its cookies are deleted anyway.
 */
export async function signOutOf(serverUrl: string, fetch: SessionFetch): Promise<void> {
  try {
    const answer = await fetch(`${serverUrl}${ROUTES.logout.path}`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      credentials: 'include',
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    await answer.body?.cancel().catch(() => undefined);
  } catch {
    // unreachable or redirected elsewhere: nothing more to do
  }
}

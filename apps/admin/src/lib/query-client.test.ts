import { describe, expect, it } from 'vitest';
import { ar } from '../text/ar';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { registerNoticeHost, type Notice } from './notify';
import { queryClient } from './query-client';

i18n.addResourceBundle('ar', 'admin', ar);

describe('the query client reports a failure once', () => {
  it('the same failure again (a list the live stream refreshes) replaces its toast: one key for its words', async () => {
    await i18n.changeLanguage('ar');
    const shown: Notice[] = [];
    const leave = registerNoticeHost({ show: (notice) => shown.push(notice), forScreens: true });
    const failing = () =>
      queryClient
        .fetchQuery({
          queryKey: ['a list that fails', shown.length],
          queryFn: () => Promise.reject(new ApiError('http', '/backend/admin/contacts.php', 500, {})),
          retry: false,
          meta: { operation: 'loadMessages' },
        })
        .catch(() => undefined);
    await failing();
    await failing();
    leave();
    expect(shown).toHaveLength(2);
    expect(shown[0]).toEqual({ kind: 'error', text: 'تعذّر تحميل الرسائل', key: 'تعذّر تحميل الرسائل' });
    expect(shown[1]!.key).toBe(shown[0]!.key);
  });
});

import { App } from 'antd';
import { useEffect } from 'react';
import { registerNoticeHost } from '@/lib/notify';

/**
 * Gives code outside React (the query client's error handler, the sign-in screen) antd's themed,
 * right-to-left message API. Rendered inside antd's <App>; notices raised before it mounts wait for it.
 * `forScreens`: the host of the screens behind sign-in, which also shows the welcome after it.
 */
export function NoticeHost({ forScreens = false }: { forScreens?: boolean }): null {
  const { message } = App.useApp();
  useEffect(
    () =>
      registerNoticeHost({
        show: ({ kind, text, key }) => void message[kind](key ? { content: text, key } : text),
        clear: () => message.destroy(),
        forScreens,
      }),
    [message, forScreens],
  );
  return null;
}

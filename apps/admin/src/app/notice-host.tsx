import { useEffect, useRef } from 'react';
import { useLanguageStore } from '@/lib/i18n';
import { registerNoticeHost } from '@/lib/notify';
import { useToast } from '@/components/use-toast';

/**
 * Gives code outside React (the query client's error handler, the sign-in screen) antd's themed,
 * right-to-left message API. Rendered inside antd's <App>; notices raised before it mounts wait for it.
 * `forScreens`: the host of the screens behind sign-in, which also shows the welcome after it.
 */
export function NoticeHost({ forScreens = false }: { forScreens?: boolean }): null {
  const message = useToast();
  const language = useLanguageStore((s) => s.language);
  const shownIn = useRef(language);
  useEffect(
    () =>
      registerNoticeHost({
        show: ({ kind, text, key }) => void message[kind](key ? { content: text, key } : text),
        forScreens,
      }),
    [message, forScreens],
  );
  // Toasts shown so far are in the other language once it has changed: they go with it. Cleared
  // when the switch has applied, not at the click, so a toast raised while the new language was
  // still loading (a live "new message") goes too.
  useEffect(() => {
    if (shownIn.current !== language) message.destroy();
    shownIn.current = language;
  }, [language, message]);
  return null;
}

import { App } from 'antd';
import { useEffect } from 'react';

type Show = (text: string, key?: string) => void;

let pending: { text: string; key: string | undefined }[] = [];
let show: Show = (text, key) => {
  pending.push({ text, key });
};

/**
 * Gives code outside React (the query client's error handler) antd's themed, right-to-left
 * message API. Rendered once inside antd's <App>; texts reported before it mounts wait for it.
 */
export function ErrorNotifier(): null {
  const { message } = App.useApp();
  useEffect(() => {
    // A message with a key replaces the one with the same key that is still shown.
    show = (text, key) => void message.error(key ? { content: text, key } : text);
    const waiting = pending;
    pending = [];
    waiting.forEach(({ text, key }) => show(text, key));
  }, [message]);
  return null;
}

export function notifyError(text: string, key?: string): void {
  show(text, key);
}

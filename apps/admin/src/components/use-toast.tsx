import { CheckCircleFilled, CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { App } from 'antd';
import { useMemo, type ReactNode } from 'react';

type Kind = 'success' | 'error' | 'info';
/** What a toast says, or that with a key (a toast with a key replaces the one shown with it). */
type Toast = ReactNode | { content: ReactNode; key?: string };

/**
 * Their icons are hidden from screen readers: a toast is read out as it appears (role="alert"), and
 * antd names each icon in English ("check-circle تم الحفظ").
 */
const ICONS: Record<Kind, ReactNode> = {
  success: <CheckCircleFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
  info: <InfoCircleFilled aria-hidden />,
};

/** antd's toasts (its App's `message`), said in the person's language only. The one way to show one. */
export function useToast() {
  const { message } = App.useApp();
  return useMemo(() => {
    const show = (type: Kind) => (toast: Toast) => {
      const options = toast !== null && typeof toast === 'object' && 'content' in toast ? toast : { content: toast };
      return message.open({ type, icon: ICONS[type], ...options });
    };
    return { success: show('success'), error: show('error'), info: show('info'), destroy: message.destroy };
  }, [message]);
}

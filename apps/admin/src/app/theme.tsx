import { Outlet } from 'react-router';
import { AntdTheme } from '@/components/antd-theme';
import { NoticeHost } from './notice-host';

/** The route that brings antd: every screen under it is drawn with it, and shows the toasts. */
export function ThemedOutlet() {
  return (
    <AntdTheme>
      <NoticeHost forScreens />
      <Outlet />
    </AntdTheme>
  );
}

/** The sign-in screen's toasts (its failures), loaded with antd at the first one. */
export function SignInNotices() {
  return (
    <AntdTheme>
      <NoticeHost />
    </AntdTheme>
  );
}

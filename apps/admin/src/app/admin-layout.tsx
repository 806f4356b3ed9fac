import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  HistoryOutlined,
  IdcardOutlined,
  MessageOutlined,
  PictureOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Flex, Menu, type MenuProps } from 'antd';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { PageSpinner } from '@/components/page-spinner';
import { SideLayout } from '@/components/side-layout';
import { useLogout } from '@/features/auth/api/logout';
import { useAuthStore } from '@/stores/auth-store';
import { useKeepLanguage } from '@/features/account/use-account-language';
import { useContactStats } from '@/features/contacts/api/contact-stats';
import { useDesktopUnreadCount } from '@/lib/desktop-bridge';
import type { ParseKeys, TFunction } from 'i18next';
import { LiveUpdates } from './live-updates';
import { useTranslation } from 'react-i18next';

interface NavLinkDef {
  to: string;
  label: ParseKeys;
  icon: ReactNode;
}

const links: NavLinkDef[] = [
  { to: '/contacts', label: 'nav.contacts', icon: <MessageOutlined /> },
  { to: '/portfolio', label: 'nav.portfolio', icon: <PictureOutlined /> },
  { to: '/staff', label: 'nav.staff', icon: <IdcardOutlined /> },
  { to: '/audit', label: 'nav.audit', icon: <HistoryOutlined /> },
  { to: '/account', label: 'nav.account', icon: <UserOutlined /> },
  { to: '/settings', label: 'nav.settings', icon: <SettingOutlined /> },
];
const sampleLinks: NavLinkDef[] = [
  { to: '/dashboard', label: 'nav.dashboard', icon: <DashboardOutlined /> },
  { to: '/clients', label: 'nav.clients', icon: <TeamOutlined /> },
  { to: '/services', label: 'nav.services', icon: <AppstoreOutlined /> },
  { to: '/bookings', label: 'nav.bookings', icon: <CalendarOutlined /> },
  { to: '/reports', label: 'nav.reports', icon: <BarChartOutlined /> },
];

const toItem = ({ to, label, icon }: NavLinkDef, t: TFunction, extra?: ReactNode) => ({
  key: to,
  icon,
  label: (
    <Link to={to}>
      {t(label)}
      {extra}
    </Link>
  ),
});

/** The unread count beside contact messages (and in the window title), kept live by the stream. */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span
      className="menu-count"
      title={t('live.unreadBadge', { n: count })}
      aria-label={t('live.unreadBadge', { n: count })}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Layout of the admin screens: the 240 px sidebar with the screens and logout. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout();
  const user = useAuthStore((s) => s.adminUser);
  const current = [...links, ...sampleLinks].find((l) => pathname.startsWith(l.to));
  const selected = current?.to;
  const unread = useContactStats().data?.unread ?? 0;
  const keepLanguage = useKeepLanguage();
  const menuItems: MenuProps['items'] = [
    ...links.map((link) => toItem(link, t, link.to === '/contacts' ? <UnreadBadge count={unread} /> : null)),
    { type: 'group', key: 'sample', label: t('nav.sampleGroup'), children: sampleLinks.map((link) => toItem(link, t)) },
  ];

  const title = current ? t(current.label) : t('appTitle');
  useEffect(() => {
    document.title = unread > 0 ? t('live.unreadTitle', { n: unread, title }) : title;
  }, [unread, title, t]);
  useDesktopUnreadCount(unread);

  return (
    <SideLayout
      subtitle={t('brandSubtitle')}
      menu={(close) => (
        <Menu
          mode="inline"
          items={menuItems}
          selectedKeys={selected ? [selected] : []}
          onClick={close}
          style={{ borderInlineEnd: 0 }}
        />
      )}
      footer={
        user ? (
          <Flex vertical style={{ marginBlockEnd: 8 }}>
            <span className="text-secondary">{t('nav.signedInAs')}</span>
            <bdi className="one-line" title={user.username}>
              {user.username}
            </bdi>
          </Flex>
        ) : null
      }
      onLogout={() => void logout()}
      header={<LanguageSwitch onChosen={keepLanguage} />}
    >
      <LiveUpdates />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </SideLayout>
  );
}

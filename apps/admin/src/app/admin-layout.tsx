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
import { Badge, Flex, Menu, Typography, type MenuProps } from 'antd';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { SideLayout } from '@/components/side-layout';
import { useLogout } from '@/features/auth/api/logout';
import { useAuthStore } from '@/stores/auth-store';
import { useContactStats } from '@/features/contacts/api/contact-stats';
import { useDesktopUnreadCount } from '@/lib/desktop-bridge';
import { LiveUpdates } from './live-updates';
import { T } from '@/text/ar';

interface NavLinkDef {
  to: string;
  label: string;
  icon: ReactNode;
}

const links: NavLinkDef[] = [
  { to: '/contacts', label: T.nav.contacts, icon: <MessageOutlined /> },
  { to: '/portfolio', label: T.nav.portfolio, icon: <PictureOutlined /> },
  { to: '/staff', label: T.nav.staff, icon: <IdcardOutlined /> },
  { to: '/audit', label: T.nav.audit, icon: <HistoryOutlined /> },
  { to: '/account', label: T.nav.account, icon: <UserOutlined /> },
  { to: '/settings', label: T.nav.settings, icon: <SettingOutlined /> },
];
const sampleLinks: NavLinkDef[] = [
  { to: '/dashboard', label: T.nav.dashboard, icon: <DashboardOutlined /> },
  { to: '/clients', label: T.nav.clients, icon: <TeamOutlined /> },
  { to: '/services', label: T.nav.services, icon: <AppstoreOutlined /> },
  { to: '/bookings', label: T.nav.bookings, icon: <CalendarOutlined /> },
  { to: '/reports', label: T.nav.reports, icon: <BarChartOutlined /> },
];

const toItem = ({ to, label, icon }: NavLinkDef, extra?: ReactNode) => ({
  key: to,
  icon,
  label: (
    <Link to={to}>
      {label}
      {extra}
    </Link>
  ),
});

/** The unread count beside contact messages (and in the window title), kept live by the stream. */
function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge
      count={count}
      overflowCount={99}
      title={T.live.unreadBadge(count)}
      aria-label={T.live.unreadBadge(count)}
      style={{ marginInlineStart: 8 }}
    />
  );
}

/** Layout of the admin screens: the 240 px sidebar with the screens and logout. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const logout = useLogout();
  const user = useAuthStore((s) => s.adminUser);
  const current = [...links, ...sampleLinks].find((l) => pathname.startsWith(l.to));
  const selected = current?.to;
  const unread = useContactStats().data?.unread ?? 0;
  const menuItems: MenuProps['items'] = [
    ...links.map((link) => toItem(link, link.to === '/contacts' ? <UnreadBadge count={unread} /> : null)),
    { type: 'group', key: 'sample', label: T.nav.sampleGroup, children: sampleLinks.map((link) => toItem(link)) },
  ];

  useEffect(() => {
    document.title = T.live.unreadTitle(unread, current?.label ?? T.appTitle);
  }, [unread, current?.label]);
  useDesktopUnreadCount(unread);

  return (
    <SideLayout
      subtitle={T.brandSubtitle}
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
            <Typography.Text type="secondary">{T.nav.signedInAs}</Typography.Text>
            <Typography.Text ellipsis={{ tooltip: user.username }}>
              <bdi>{user.username}</bdi>
            </Typography.Text>
          </Flex>
        ) : null
      }
      onLogout={() => void logout()}
    >
      <LiveUpdates />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </SideLayout>
  );
}

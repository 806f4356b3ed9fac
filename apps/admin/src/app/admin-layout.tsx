import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  MessageOutlined,
  PictureOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Flex, Menu, Typography, type MenuProps } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { SideLayout } from '@/components/side-layout';
import { useLogout } from '@/features/auth/use-logout';
import { useAuthStore } from '@/stores/auth-store';
import { T } from '@/text/ar';

interface NavLinkDef {
  to: string;
  label: string;
  icon: ReactNode;
}

const links: NavLinkDef[] = [
  { to: '/contacts', label: T.nav.contacts, icon: <MessageOutlined /> },
  { to: '/portfolio', label: T.nav.portfolio, icon: <PictureOutlined /> },
];
const sampleLinks: NavLinkDef[] = [
  { to: '/dashboard', label: T.nav.dashboard, icon: <DashboardOutlined /> },
  { to: '/clients', label: T.nav.clients, icon: <TeamOutlined /> },
  { to: '/services', label: T.nav.services, icon: <AppstoreOutlined /> },
  { to: '/bookings', label: T.nav.bookings, icon: <CalendarOutlined /> },
  { to: '/reports', label: T.nav.reports, icon: <BarChartOutlined /> },
];

const toItem = ({ to, label, icon }: NavLinkDef) => ({ key: to, icon, label: <Link to={to}>{label}</Link> });
const menuItems: MenuProps['items'] = [
  ...links.map(toItem),
  { type: 'group', key: 'sample', label: T.nav.sampleGroup, children: sampleLinks.map(toItem) },
];

/** Layout of the admin screens: the 240 px sidebar with the screens and logout (SPEC.md §2). */
export function AdminLayout() {
  const { pathname } = useLocation();
  const logout = useLogout();
  const user = useAuthStore((s) => s.adminUser);
  const selected = [...links, ...sampleLinks].find((l) => pathname.startsWith(l.to))?.to;

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
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </SideLayout>
  );
}

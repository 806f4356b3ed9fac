import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  LogoutOutlined,
  MessageOutlined,
  PictureOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Flex, Layout, Menu, Typography, type MenuProps } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
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

/** Side layout of the admin screens: a 240 px sidebar with the screens and logout (SPEC.md §2). */
export function AdminLayout() {
  const { pathname } = useLocation();
  const logout = useLogout();
  const user = useAuthStore((s) => s.adminUser);
  const selected = [...links, ...sampleLinks].find((l) => pathname.startsWith(l.to))?.to;

  return (
    <Layout style={{ minBlockSize: '100vh' }}>
      <Layout.Sider width={240} breakpoint="lg" collapsedWidth={0} theme="light" className="admin-sider">
        <Flex vertical style={{ blockSize: '100%' }}>
          <div className="admin-brand">
            <Typography.Text strong style={{ fontSize: 18 }}>
              {T.brand}
            </Typography.Text>
            <Typography.Text type="secondary">{T.brandSubtitle}</Typography.Text>
          </div>
          <nav aria-label={T.nav.menuLabel} style={{ flex: 1 }}>
            <Menu
              mode="inline"
              items={menuItems}
              selectedKeys={selected ? [selected] : []}
              style={{ borderInlineEnd: 0 }}
            />
          </nav>
          <div className="admin-sider-footer">
            {user ? (
              <Flex vertical style={{ marginBlockEnd: 8 }}>
                <Typography.Text type="secondary">{T.nav.signedInAs}</Typography.Text>
                <Typography.Text ellipsis={{ tooltip: user.username }}>
                  <bdi>{user.username}</bdi>
                </Typography.Text>
              </Flex>
            ) : null}
            <Button block danger icon={<LogoutOutlined />} onClick={() => void logout()}>
              {T.nav.logout}
            </Button>
          </div>
        </Flex>
      </Layout.Sider>
      <Layout>
        <Layout.Content className="admin-content" id="main" role="main">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

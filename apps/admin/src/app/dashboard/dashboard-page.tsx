import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Flex, Menu, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { SideLayout } from '@/components/side-layout';
import { NotAllowed } from '@/components/not-allowed';
import { useLogout } from '@/features/auth/api/logout';
import { VisitsPage } from '@/features/visits/components/visits-page';
import { CustomersPage } from '@/features/customers/components/customers-page';
import { ReportsPage } from '@/features/reports/components/reports-page';
import { ServicesPage } from '@/features/services/components/services-page';
import { useCan } from '@/lib/account-query';
import { useAuthStore } from '@/stores/auth-store';
import { useTranslation } from 'react-i18next';
import { LiveClock } from './live-clock';
import { Overview } from './overview';
import './text';

const TABS = ['overview', 'visits', 'customers', 'services', 'reports'] as const;
type Tab = (typeof TABS)[number];
const tabIcon: Record<Tab, ReactNode> = {
  overview: <DashboardOutlined />,
  visits: <CalendarOutlined />,
  customers: <TeamOutlined />,
  services: <AppstoreOutlined />,
  reports: <BarChartOutlined />,
};

/** Each tab is the screen of the same name; the figures' screens only for those who may read reports. */
function TabContent({ tab }: { tab: Tab }) {
  const can = useCan();
  switch (tab) {
    case 'overview':
      return <Overview />;
    case 'visits':
      return <VisitsPage />;
    case 'customers':
      return <CustomersPage />;
    case 'services':
      return can('reports') ? <ServicesPage /> : <NotAllowed />;
    case 'reports':
      return can('reports') ? <ReportsPage /> : <NotAllowed />;
  }
}

/** /admin/dashboard: the older single-screen dashboard with tabs and a live clock, on the office's data. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('overview');
  const logout = useLogout();
  const user = useAuthStore((s) => s.adminUser);

  return (
    <SideLayout
      subtitle={t('dashboard.title')}
      menu={(close) => (
        <Menu
          mode="inline"
          selectedKeys={[tab]}
          onClick={({ key }) => {
            setTab(key as Tab);
            close();
          }}
          items={TABS.map((tab) => ({ key: tab, icon: tabIcon[tab], label: t(`dashboard.tabs.${tab}`) }))}
          style={{ borderInlineEnd: 0 }}
        />
      )}
      onLogout={() => void logout()}
      header={
        <Flex align="center" justify="space-between" gap={12} wrap style={{ flex: 1 }}>
          <Typography.Text strong>
            {user ? t('dashboard.welcome', { name: user.username }) : t('dashboard.title')}
          </Typography.Text>
          <LiveClock />
        </Flex>
      }
    >
      <TabContent tab={tab} />
    </SideLayout>
  );
}

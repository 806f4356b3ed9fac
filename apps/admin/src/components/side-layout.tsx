import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SideLayoutProps {
  subtitle: string;
  /** The navigation menu; `close` lets a choice close the menu on small screens. */
  menu: (close: () => void) => ReactNode;
  /** Extra lines above the logout button (e.g. who is signed in). */
  footer?: ReactNode;
  onLogout(): void;
  /** Optional bar above the content (the language switch). */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The admin side layout: a 240 px sidebar (brand, menu, logout) beside the content. Below the lg
 * breakpoint the sidebar folds away and a menu button opens it over the content.
 */
export function SideLayout({ subtitle, menu, footer, onLogout, header, children }: SideLayoutProps) {
  const { t } = useTranslation();
  const [small, setSmall] = useState(false);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const collapsed = small && !open;

  return (
    <Layout style={{ minBlockSize: '100vh' }}>
      <Layout.Sider
        width={240}
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={collapsed}
        onBreakpoint={(broken) => {
          setSmall(broken);
          setOpen(false);
        }}
        trigger={null}
        theme="light"
        className={small ? 'admin-sider admin-sider-overlay' : 'admin-sider'}
        id="admin-sidebar"
      >
        {/* Folded away it must not be reachable by Tab or a screen reader either. */}
        <Flex vertical style={{ blockSize: '100%', visibility: collapsed ? 'hidden' : undefined }}>
          <div className="admin-brand">
            <strong style={{ fontSize: 18 }}>{t('brand')}</strong>
            <span className="text-secondary">{subtitle}</span>
          </div>
          <nav aria-label={t('nav.menuLabel')} style={{ flex: 1 }}>
            {menu(close)}
          </nav>
          <div className="admin-sider-footer">
            {footer}
            <Button block danger icon={<LogoutOutlined aria-hidden />} onClick={onLogout}>
              {t('nav.logout')}
            </Button>
          </div>
        </Flex>
      </Layout.Sider>
      {small && open ? <div className="admin-sider-backdrop" onClick={close} aria-hidden /> : null}
      <Layout className="admin-main">
        {small || header ? (
          <Layout.Header className="admin-header">
            {small ? (
              <Button
                className="admin-menu-button"
                icon={<MenuOutlined aria-hidden />}
                aria-label={t('nav.menuLabel')}
                aria-expanded={open}
                aria-controls="admin-sidebar"
                onClick={() => setOpen((v) => !v)}
              />
            ) : null}
            {header}
          </Layout.Header>
        ) : null}
        <Layout.Content className="admin-content" id="main" role="main">
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

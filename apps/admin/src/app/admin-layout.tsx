import { Flex, Menu, type MenuProps } from 'antd';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { PageSpinner } from '@/components/page-spinner';
import { SideLayout } from '@/components/side-layout';
import { useLogout } from '@/features/auth/api/logout';
import { useKeepLanguage } from '@/features/account/use-account-language';
import { useMessageStats } from '@/features/messages/api/message-stats';
import { useAccount, useCan } from '@/lib/account-query';
import { useDesktopUnreadCount } from '@/lib/desktop-bridge';
import { NotAllowed } from '@/components/not-allowed';
import { SampleDetailsNotice } from '@/features/website/components/sample-details-notice';
import { DemoDataBanner } from '@/features/demo-data/components/demo-data-banner';
import { portfolioKey } from '@/features/portfolio/api/get-portfolio';
import { useQueryClient } from '@tanstack/react-query';
import { MissingNameNotice } from '@/features/account/components/missing-name-notice';
import type { Language } from '@shared/constants';
import { useLanguage } from '@/lib/i18n';
import { LiveUpdates } from './live-updates';
import { SCREEN_ICONS } from './screen-icons';
import { SCREENS, screenOf, type Screen } from './screens';
import { useTranslation } from 'react-i18next';

const toItem = ({ path, label, icon }: Screen, language: Language, extra?: ReactNode) => ({
  key: path,
  icon: SCREEN_ICONS[icon],
  label: (
    <Link to={`/${path}`}>
      {label[language]}
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
  const language = useLanguage();
  const { pathname } = useLocation();
  const logout = useLogout();
  const current = screenOf(pathname);
  const selected = current?.path;
  const unread = useMessageStats().data?.unread ?? 0;
  const keepLanguage = useKeepLanguage();
  const can = useCan();
  const account = useAccount().data;
  const queryClient = useQueryClient();
  const mine = (screen: Screen) => !screen.call || can(screen.call);
  const menuItems: MenuProps['items'] = SCREENS.filter(mine).map((screen) =>
    toItem(screen, language, screen.path === 'contacts' ? <UnreadBadge count={unread} /> : null),
  );

  const title = current ? current.label[language] : t('appTitle');
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
        account ? (
          <Flex vertical style={{ marginBlockEnd: 8 }}>
            <span className="text-secondary">{t('nav.signedInAs')}</span>
            {/* By the name colleagues know, as the dashboard greets (the e-mail while there is none). */}
            <bdi className="one-line" title={account.email}>
              {account.name || account.email}
            </bdi>
          </Flex>
        ) : null
      }
      onLogout={() => void logout()}
      header={<LanguageSwitch onChosen={keepLanguage} />}
    >
      <LiveUpdates />
      <SampleDetailsNotice />
      <DemoDataBanner onRemoved={() => void queryClient.invalidateQueries({ queryKey: portfolioKey })} />
      <MissingNameNotice />
      <Suspense fallback={<PageSpinner />}>{current && !mine(current) ? <NotAllowed /> : <Outlet />}</Suspense>
    </SideLayout>
  );
}

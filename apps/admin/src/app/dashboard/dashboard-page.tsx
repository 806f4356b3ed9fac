import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useAccount } from '@/lib/account-query';
import { useTranslation } from 'react-i18next';
import { LiveClock } from './live-clock';
import { Overview } from './overview';
import './dashboard.css';
import './text';

/**
 * /admin/dashboard: the office's day at a glance, inside the admin's own layout and menu (the older
 * dashboard's own menu of five tabs is gone: each tab was a screen the menu already has, and offered
 * an agent screens their role may not open). It greets the person by name and keeps the older
 * dashboard's live clock.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const account = useAccount().data;
  return (
    <div className="figure-stack">
      <div>
        <PageTitle title={t('dashboard.title')} extra={<Link to="/contacts">{t('dashboard.toInbox')}</Link>} />
        <p className="dashboard-greeting">
          {account ? (
            <span>
              {t('dashboard.welcome')} <bdi>{account.name || account.email}</bdi>
            </span>
          ) : null}
          <LiveClock />
        </p>
      </div>
      <Overview />
    </div>
  );
}

/** The screen: the older dashboard also asks for the local adminAuth flag the sign-in screen sets. */
export function DashboardScreen() {
  return (
    <RequireAuth requireLocalFlag>
      <DashboardPage />
    </RequireAuth>
  );
}

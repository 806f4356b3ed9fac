import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { accountQuery } from '@/lib/account-query';
import { FirstPasswordPage } from '@/features/account/components/first-password-page';
import { useAccountLanguage } from '@/features/account/use-account-language';
import { useLogout } from '@/features/auth/api/logout';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useTranslation } from 'react-i18next';

/**
 * The change-password screen is a chunk of its own: its form (antd Form and its validation) is not
 * loaded by every signed-in screen, only by the few people sent here.
 */
export function ChangePasswordArea() {
  return (
    <RequireAuth>
      <ChangePasswordRoute />
    </RequireAuth>
  );
}

/** /admin/change-password: the screen itself; anyone without a temporary password goes on to the admin. */
function ChangePasswordRoute() {
  const { t } = useTranslation();
  const account = useQuery(accountQuery);
  useAccountLanguage(account.data);
  const logout = useLogout();
  if (account.isPending) return <PageSpinner label={t('auth.checking')} />;
  if (account.data && !account.data.mustChangePassword) return <Navigate to="/contacts" replace />;
  return <FirstPasswordPage onLogout={() => void logout()} />;
}

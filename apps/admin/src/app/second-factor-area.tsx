import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/page-spinner';
import { accountQuery } from '@/lib/account-query';
import { SecondFactorPage } from '@/features/account/components/second-factor-page';
import { useAccountLanguage } from '@/features/account/use-account-language';
import { useLogout } from '@/features/auth/api/logout';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** The second factor's set-up the policy requires: a chunk of its own, as the change-password screen is. */
export function SecondFactorArea() {
  return (
    <RequireAuth>
      <SecondFactorRoute />
    </RequireAuth>
  );
}

function SecondFactorRoute() {
  const { t } = useTranslation();
  const account = useQuery(accountQuery);
  useAccountLanguage(account.data);
  const logout = useLogout();
  // Whether this visit began with the set-up required: the page then stays for the recovery codes.
  const [cameToSetUp] = useState(() => account.data?.secondFactorSetupRequired === true);
  if (account.isPending) return <PageSpinner label={t('auth.checking')} />;
  const required = account.data?.secondFactorSetupRequired === true;
  if (!required && !cameToSetUp) return <Navigate to="/contacts" replace />;
  return <SecondFactorPage done={!required} onLogout={() => void logout()} />;
}

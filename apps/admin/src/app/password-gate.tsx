import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { accountQuery } from '@/lib/account-query';
import { useAccountLanguage } from '@/features/account/use-account-language';
import { forgetSignInPassword } from '@/lib/sign-in-password';
import { useTranslation } from 'react-i18next';

/**
 * Inside the sign-in guard: a person whose password someone else chose goes to the change-password
 * screen until they have chosen their own, then one the policy requires to have a second factor to
 * its set-up (the server refuses their other calls meanwhile).
 */
export function PasswordGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const account = useQuery(accountQuery);
  useAccountLanguage(account.data);
  const ownPassword = account.data?.mustChangePassword === false;
  // Their own password: the one typed at sign-in is not needed any more.
  useEffect(() => {
    if (ownPassword) forgetSignInPassword();
  }, [ownPassword]);
  if (account.isPending) return <PageSpinner label={t('auth.checking')} />;
  if (account.data?.mustChangePassword) return <Navigate to="/change-password" replace />;
  // The owner's policy requires a second factor this person has not set up (after the password).
  if (account.data?.secondFactorSetupRequired) return <Navigate to="/second-factor" replace />;
  return children;
}

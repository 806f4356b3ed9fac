import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { useAuthStore } from '@/stores/auth-store';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../api/get-me';

interface RequireAuthProps {
  children: ReactNode;
  /** The older dashboard also requires the local adminAuth flag. */
  requireLocalFlag?: boolean;
}

/** Guard: spinner while the session is checked; the children when authenticated; otherwise sign-in. */
export function RequireAuth({ children, requireLocalFlag = false }: RequireAuthProps) {
  const { t } = useTranslation();
  const me = useQuery(meQuery);
  const adminAuth = useAuthStore((s) => s.adminAuth);
  const signedOut = useAuthStore((s) => s.signedOut);
  const location = useLocation();
  const authenticated = me.data?.authenticated === true && !me.isError;

  useEffect(() => {
    if (me.isError || me.data?.authenticated === false) signedOut();
  }, [me.isError, me.data?.authenticated, signedOut]);

  if (me.isPending) return <PageSpinner label={t('auth.checking')} />;
  if (!authenticated || (requireLocalFlag && !adminAuth)) {
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return children;
}

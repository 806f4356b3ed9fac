import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../api/get-me';

/** /admin: authenticated → contact messages, otherwise (or when the check fails) → sign-in. */
export function AdminEntry() {
  const { t } = useTranslation();
  const me = useQuery(meQuery);
  if (me.isPending) return <PageSpinner label={t('auth.checking')} />;
  return <Navigate to={me.data?.authenticated && !me.isError ? '/contacts' : '/login'} replace />;
}

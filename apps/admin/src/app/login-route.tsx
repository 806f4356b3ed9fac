import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { settleAccountLanguage } from '@/features/account/use-account-language';
import { LoginPage } from '@/features/auth/components/login-page';
import { useNoticeHostWanted } from '@/lib/notify';

// The first failure's toast brings antd's themed toasts; a sign-in that works never needs them here.
const SignInNotices = lazy(async () => ({ default: (await import('./theme')).SignInNotices }));

/** /admin/login: after signing in, the account's language is settled before the first screen. */
export function LoginRoute() {
  const queryClient = useQueryClient();
  const noticesWanted = useNoticeHostWanted();
  return (
    <>
      <LoginPage onSignedIn={() => settleAccountLanguage(queryClient)} />
      {noticesWanted ? (
        <Suspense fallback={null}>
          <SignInNotices />
        </Suspense>
      ) : null}
    </>
  );
}

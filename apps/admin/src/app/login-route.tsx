import { useQueryClient } from '@tanstack/react-query';
import { settleAccountLanguage } from '@/features/account/use-account-language';
import { LoginPage } from '@/features/auth/components/login-page';

/** /admin/login: after signing in, the account's language is settled before the first screen. */
export function LoginRoute() {
  const queryClient = useQueryClient();
  return <LoginPage onSignedIn={() => settleAccountLanguage(queryClient)} />;
}

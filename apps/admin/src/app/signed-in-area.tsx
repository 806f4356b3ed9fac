import { RequireAuth } from '@/features/auth/components/require-auth';
import { AdminLayout } from './admin-layout';
import { PasswordGate } from './password-gate';

/** The screens behind sign-in: their own chunk, so the sign-in screen does not carry them. */
export function SignedInArea() {
  return (
    <RequireAuth>
      <PasswordGate>
        <AdminLayout />
      </PasswordGate>
    </RequireAuth>
  );
}

import { RequireAuth } from '@/features/auth/components/require-auth';
import { AdminLayout } from './admin-layout';
import { ChangePasswordRoute, PasswordGate } from './password-gate';

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

/** /admin/change-password, behind sign-in as well. */
export function ChangePasswordArea() {
  return (
    <RequireAuth>
      <ChangePasswordRoute />
    </RequireAuth>
  );
}

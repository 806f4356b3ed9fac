import { RequireAuth } from '@/features/auth/components/require-auth';
import { DashboardPage } from './dashboard-page';

/** The older tabbed dashboard: session AND the local adminAuth flag. */
export function DashboardArea() {
  return (
    <RequireAuth requireLocalFlag>
      <DashboardPage />
    </RequireAuth>
  );
}

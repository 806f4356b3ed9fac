import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { NotFound } from '@/components/not-found';
import { PageSpinner } from '@/components/page-spinner';
import { AdminEntry } from '@/features/auth/components/admin-entry';
import { LoginPage } from '@/features/auth/components/login-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { AdminLayout } from './admin-layout';
import { ChangePasswordRoute, PasswordGate } from './password-gate';

/** The admin lives under /admin in the browser and in the desktop app (Vite base /admin/). */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

/** Screens load on demand so sign-in stays light. */
const routes: RouteObject[] = [
  {
    element: <Outlet />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <AdminEntry /> },
      { path: 'login', element: <LoginPage /> },
      {
        path: 'change-password',
        element: (
          <RequireAuth>
            <ChangePasswordRoute />
          </RequireAuth>
        ),
      },
      {
        element: (
          <RequireAuth>
            <PasswordGate>
              <AdminLayout />
            </PasswordGate>
          </RequireAuth>
        ),
        children: [
          {
            path: 'contacts',
            lazy: async () => ({
              Component: (await import('@/features/contacts/components/contacts-page')).ContactsPage,
            }),
          },
          {
            path: 'portfolio',
            lazy: async () => ({
              Component: (await import('@/features/portfolio/components/portfolio-page')).PortfolioPage,
            }),
          },
          ...(
            [
              ['account', async () => (await import('@/features/account/components/account-page')).AccountPage],
              ['staff', async () => (await import('@/features/staff/components/staff-page')).StaffPage],
              ['audit', async () => (await import('@/features/audit/components/audit-page')).AuditPage],
            ] as const
          ).map(([path, load]) => ({ path, lazy: async () => ({ Component: await load() }) })),
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('@/features/settings/components/settings-page')).SettingsPage,
            }),
          },
          {
            path: 'clients',
            lazy: async () => ({ Component: (await import('@/features/clients/components/clients-page')).ClientsPage }),
          },
          {
            path: 'services',
            lazy: async () => ({
              Component: (await import('@/features/services/components/services-page')).ServicesPage,
            }),
          },
          {
            path: 'bookings',
            lazy: async () => ({
              Component: (await import('@/features/bookings/components/bookings-page')).BookingsPage,
            }),
          },
          {
            path: 'reports',
            lazy: async () => ({ Component: (await import('@/features/reports/components/reports-page')).ReportsPage }),
          },
        ],
      },
      {
        // The older tabbed dashboard: session AND the local adminAuth flag.
        path: 'dashboard',
        lazy: async () => {
          const { DashboardPage } = await import('@/app/dashboard/dashboard-page');
          return {
            Component: () => (
              <RequireAuth requireLocalFlag>
                <DashboardPage />
              </RequireAuth>
            ),
          };
        },
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(routes, { basename });
}

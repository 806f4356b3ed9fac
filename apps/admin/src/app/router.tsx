import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { AdminEntry } from '@/features/auth/components/admin-entry';

/** The admin lives under /admin in the browser and in the desktop app (Vite base /admin/). */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

/** The screens drawn with antd: everything but the sign-in screen and the first session check. */
const themedRoutes: RouteObject[] = [
  {
    path: 'change-password',
    lazy: async () => ({ Component: (await import('./change-password-area')).ChangePasswordArea }),
  },
  {
    lazy: async () => ({ Component: (await import('./signed-in-area')).SignedInArea }),
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
    lazy: async () => ({ Component: (await import('./dashboard/dashboard-area')).DashboardArea }),
  },
  { path: '*', lazy: async () => ({ Component: (await import('@/components/not-found')).NotFound }) },
];

/**
 * Screens load on demand so sign-in stays light: the sign-in screen is drawn without antd, which
 * comes with the themed route around every other screen; the signed-in area (layout, menu, live
 * updates) and each screen are chunks of their own.
 */
const routes: RouteObject[] = [
  {
    element: <Outlet />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <AdminEntry /> },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./login-route')).LoginRoute }),
      },
      {
        lazy: async () => ({ Component: (await import('./theme')).ThemedOutlet }),
        children: themedRoutes,
      },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(routes, { basename });
}

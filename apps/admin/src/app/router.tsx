import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { AdminEntry } from '@/features/auth/components/admin-entry';
import { SCREEN_LOADERS } from './screen-loaders';
import { SCREENS, type Screen, type ScreenPath } from './screens';

/** The admin lives under /admin in the browser and in the desktop app (Vite base /admin/). */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

/** A screen of the table as a route: its component loads when it is first opened. */
const routeOf = (screen: Screen & { path: ScreenPath }): RouteObject => ({
  path: screen.path,
  lazy: async () => ({ Component: await SCREEN_LOADERS[screen.path]() }),
});

/** The screens drawn with antd: everything but the sign-in screen and the first session check. */
const themedRoutes: RouteObject[] = [
  {
    path: 'change-password',
    lazy: async () => ({ Component: (await import('./change-password-area')).ChangePasswordArea }),
  },
  {
    path: 'second-factor',
    lazy: async () => ({ Component: (await import('./second-factor-area')).SecondFactorArea }),
  },
  {
    lazy: async () => ({ Component: (await import('./signed-in-area')).SignedInArea }),
    children: SCREENS.map(routeOf),
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

import type { ComponentType } from 'react';
import type { ParseKeys } from 'i18next';
import type { GuardedCall } from '@shared/api/roles';
import type { ScreenIconName } from './screen-icons';

/**
 * The one table of the admin's screens: the router makes a route of each, the menu an entry. A new
 * screen is one row here (its texts in text/ar.ts and text/en.ts, its page in its feature folder).
 * Paths are relative to the admin's base (/admin).
 */
export interface Screen {
  path: string;
  /** The menu entry's text, also the window title while the screen is open. */
  label: ParseKeys;
  icon: ScreenIconName;
  /**
   * The call the screen reads: a person whose role may not make it (shared/api/roles.ts) has no menu
   * entry for it, and a link to it shows the not-allowed page.
   */
  call?: GuardedCall;
  /** The screen's component, loaded when it is first opened (a chunk of its own). */
  load: () => Promise<ComponentType>;
  /**
   * Drawn inside the signed-in layout (menu, live updates) by default; `own` screens bring their own
   * frame and guard (the older tabbed dashboard checks the session and the local adminAuth flag).
   */
  frame?: 'own';
}

export const SCREENS: readonly Screen[] = [
  {
    path: 'contacts',
    label: 'nav.contacts',
    call: 'contacts',
    icon: 'messages',
    load: async () => (await import('@/features/contacts/components/contacts-page')).ContactsPage,
  },
  {
    path: 'clients',
    label: 'nav.clients',
    call: 'customers',
    icon: 'people',
    load: async () => (await import('@/features/clients/components/clients-page')).ClientsPage,
  },
  {
    path: 'bookings',
    label: 'nav.bookings',
    call: 'visits',
    icon: 'calendar',
    load: async () => (await import('@/features/bookings/components/bookings-page')).BookingsPage,
  },
  {
    path: 'services',
    label: 'nav.services',
    call: 'reports',
    icon: 'services',
    load: async () => (await import('@/features/services/components/services-page')).ServicesPage,
  },
  {
    path: 'reports',
    label: 'nav.reports',
    call: 'reports',
    icon: 'chart',
    load: async () => (await import('@/features/reports/components/reports-page')).ReportsPage,
  },
  {
    path: 'dashboard',
    label: 'nav.dashboard',
    icon: 'dashboard',
    frame: 'own',
    load: async () => (await import('./dashboard/dashboard-area')).DashboardArea,
  },
  {
    path: 'portfolio',
    label: 'nav.portfolio',
    call: 'portfolio',
    icon: 'pictures',
    load: async () => (await import('@/features/portfolio/components/portfolio-page')).PortfolioPage,
  },
  {
    path: 'website',
    label: 'nav.website',
    call: 'content',
    icon: 'globe',
    load: async () => (await import('@/features/website/components/website-page')).WebsitePage,
  },
  {
    path: 'staff',
    label: 'nav.staff',
    call: 'staff',
    icon: 'staff',
    load: async () => (await import('@/features/staff/components/staff-page')).StaffPage,
  },
  {
    path: 'audit',
    label: 'nav.audit',
    call: 'audit',
    icon: 'history',
    load: async () => (await import('@/features/audit/components/audit-page')).AuditPage,
  },
  {
    path: 'account',
    label: 'nav.account',
    call: 'account',
    icon: 'person',
    load: async () => (await import('@/features/account/components/account-page')).AccountPage,
  },
  {
    path: 'settings',
    label: 'nav.settings',
    call: 'notifications',
    icon: 'settings',
    load: async () => (await import('@/features/settings/components/settings-page')).SettingsPage,
  },
];

/** The screen a location is on ('/contacts/12' → contacts), if any. */
export function screenOf(pathname: string): Screen | undefined {
  return SCREENS.find((screen) => pathname === `/${screen.path}` || pathname.startsWith(`/${screen.path}/`));
}

import type { ComponentType } from 'react';
import type { Language } from '@shared/constants';
import type { GuardedCall } from '@shared/api/roles';
import type { ScreenIconName } from './screen-icons';

/**
 * The one table of the admin's screens: the router makes a route of each, the menu an entry. A new
 * screen is one row here, its page in its feature folder and the page's own texts beside it
 * (`features/<name>/text.ts`, both languages; lib/screen-text.ts).
 * Paths are relative to the admin's base (/admin).
 */
export interface Screen {
  path: string;
  /**
   * The menu entry's text in each language, also the window title while the screen is open: here,
   * not in the screen's texts, because the menu shows it before the screen's chunk has loaded.
   */
  label: Record<Language, string>;
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
    // The messages screen; its path is the specification's (/admin/contacts, the office's e-mail links to it).
    path: 'contacts',
    label: { ar: 'رسائل التواصل', en: 'Contact messages' },
    call: 'contacts',
    icon: 'messages',
    load: async () => (await import('@/features/messages/components/messages-page')).MessagesPage,
  },
  {
    // The customers screen; its path is the specification's (/admin/clients).
    path: 'clients',
    label: { ar: 'العملاء', en: 'Customers' },
    call: 'customers',
    icon: 'people',
    load: async () => (await import('@/features/customers/components/customers-page')).CustomersPage,
  },
  {
    // The visits screen; its path is the specification's (/admin/bookings).
    path: 'bookings',
    label: { ar: 'الزيارات', en: 'Visits' },
    call: 'visits',
    icon: 'calendar',
    load: async () => (await import('@/features/visits/components/visits-page')).VisitsPage,
  },
  {
    path: 'services',
    label: { ar: 'الخدمات', en: 'Services' },
    call: 'reports',
    icon: 'services',
    load: async () => (await import('@/features/services/components/services-page')).ServicesPage,
  },
  {
    path: 'reports',
    label: { ar: 'التقارير', en: 'Reports' },
    call: 'reports',
    icon: 'chart',
    load: async () => (await import('@/features/reports/components/reports-page')).ReportsPage,
  },
  {
    path: 'dashboard',
    label: { ar: 'لوحة المعلومات', en: 'Dashboard' },
    icon: 'dashboard',
    frame: 'own',
    load: async () => (await import('./dashboard/dashboard-area')).DashboardArea,
  },
  {
    path: 'portfolio',
    label: { ar: 'معرض الأعمال', en: 'Portfolio' },
    call: 'portfolio',
    icon: 'pictures',
    load: async () => (await import('@/features/portfolio/components/portfolio-page')).PortfolioPage,
  },
  {
    path: 'website',
    label: { ar: 'الموقع', en: 'Website' },
    call: 'content',
    icon: 'globe',
    load: async () => (await import('@/features/website/components/website-page')).WebsitePage,
  },
  {
    path: 'staff',
    label: { ar: 'الموظفون', en: 'Staff' },
    call: 'staff',
    icon: 'staff',
    load: async () => (await import('@/features/staff/components/staff-page')).StaffPage,
  },
  {
    path: 'audit',
    label: { ar: 'سجل النشاط', en: 'Activity log' },
    call: 'audit',
    icon: 'history',
    load: async () => (await import('@/features/audit/components/audit-page')).AuditPage,
  },
  {
    path: 'account',
    label: { ar: 'حسابي', en: 'My account' },
    call: 'account',
    icon: 'person',
    load: async () => (await import('@/features/account/components/account-page')).AccountPage,
  },
  {
    path: 'settings',
    label: { ar: 'الإعدادات', en: 'Settings' },
    call: 'notifications',
    icon: 'settings',
    load: async () => (await import('@/features/settings/components/settings-page')).SettingsPage,
  },
];

/** The screen a location is on ('/contacts/12' → contacts), if any. */
export function screenOf(pathname: string): Screen | undefined {
  return SCREENS.find((screen) => pathname === `/${screen.path}` || pathname.startsWith(`/${screen.path}/`));
}

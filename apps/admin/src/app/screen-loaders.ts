import type { ComponentType } from 'react';
import type { ScreenPath } from './screens';

/**
 * Each screen's component, loaded when it is first opened (a chunk of its own). Apart from the
 * screens' table (app/screens.ts) because the tests read that table in Node, where a page's imports
 * have no meaning; every row must have its loader here (the type says so).
 */
export const SCREEN_LOADERS: Record<ScreenPath, () => Promise<ComponentType>> = {
  contacts: async () => (await import('@/features/messages/components/messages-page')).MessagesPage,
  clients: async () => (await import('@/features/customers/components/customers-page')).CustomersPage,
  bookings: async () => (await import('@/features/visits/components/visits-page')).VisitsPage,
  'booking-settings': async () =>
    (await import('@/features/booking-settings/components/booking-settings-page')).BookingSettingsPage,
  services: async () => (await import('@/features/services/components/services-page')).ServicesPage,
  reports: async () => (await import('@/features/reports/components/reports-page')).ReportsPage,
  dashboard: async () => (await import('./dashboard/dashboard-page')).DashboardScreen,
  portfolio: async () => (await import('@/features/portfolio/components/portfolio-page')).PortfolioPage,
  website: async () => (await import('@/features/website/components/website-page')).WebsitePage,
  staff: async () => (await import('@/features/staff/components/staff-page')).StaffPage,
  audit: async () => (await import('@/features/audit/components/audit-page')).AuditPage,
  account: async () => (await import('@/features/account/components/account-page')).AccountPage,
  'go-live': async () => (await import('@/features/go-live/components/go-live-page')).GoLivePage,
  settings: async () => (await import('@/features/settings/components/settings-page')).SettingsPage,
};

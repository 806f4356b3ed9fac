/**
 * The go-live checklist's items, in the order the owner reads them: what a company must settle before
 * its site is public, each read from the server's real state.
 */
export const GO_LIVE_KEYS = [
  'company_details',
  'demo_data',
  'booking_hours',
  'address',
  'trust_proxy',
  'session_secret',
  'email',
  'backup_age',
  'backup_offsite',
  'database',
  'node',
] as const;
export type GoLiveKey = (typeof GO_LIVE_KEYS)[number];

/** One item: whether it is settled, and what the server sees (with how to fix it) in the request's language. */
export interface GoLiveItem {
  key: GoLiveKey;
  ok: boolean;
  detail: string;
}

/** GET /backend/admin/go-live.php (owners). */
export interface GoLiveChecklist {
  items: GoLiveItem[];
}

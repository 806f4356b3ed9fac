/**
 * The demo's rows (SEED_DEMO, outside production): how many are still in the office's database. A
 * customer counts while every message and visit of theirs is the demo's (one who also wrote for real
 * is the office's customer).
 */
export interface DemoCounts {
  messages: number;
  visits: number;
  customers: number;
  portfolio: number;
}

/** GET /backend/admin/demo-data.php (everyone signed in: the banner shows to all). */
export interface DemoDataStatus {
  present: boolean;
  counts: DemoCounts;
}

/** POST /backend/admin/demo-data.php?_method=DELETE (owners): what went; zeros when there was none. */
export interface DemoDataRemoved {
  removed: DemoCounts;
}

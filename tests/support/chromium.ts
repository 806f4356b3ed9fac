import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Flags Chromium needs here: run as root, no GPU, no calls to the outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The Chromium to drive: $CHROMIUM_PATH (or $PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH), then Debian's
 * /usr/bin/chromium, then Playwright's own download. Throws a clear message when none exists.
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    safe(() => chromium.executablePath()),
  ];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p as string));
  if (!found) {
    throw new Error(
      'No Chromium found. Install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.',
    );
  }
  return found;
}

function safe(fn: () => string): string | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

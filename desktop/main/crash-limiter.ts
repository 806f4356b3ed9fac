/** A renderer that keeps crashing is not reloaded forever: at most this many times a minute. */
export const MAX_RELOADS_PER_MINUTE = 3;

export type CrashVerdict = 'reload' | 'give-up';

/**
 * Counts the renderer's crashes in a sliding minute: the first three are reloaded, a fourth within
 * the same minute shows the error page (a page that dies at once would otherwise loop).
 */
export function createCrashLimiter({
  max = MAX_RELOADS_PER_MINUTE,
  windowMs = 60_000,
  now = Date.now,
}: { max?: number; windowMs?: number; now?: () => number } = {}): { record(): CrashVerdict } {
  const crashes: number[] = [];
  return {
    record() {
      const at = now();
      while (crashes.length > 0 && at - crashes[0]! >= windowMs) crashes.shift();
      crashes.push(at);
      return crashes.length <= max ? 'reload' : 'give-up';
    },
  };
}

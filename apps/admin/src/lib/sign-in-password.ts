/**
 * The password just typed on the sign-in screen, kept in this page's memory (never in storage) for a
 * few minutes, for one use: when someone else chose it (a new account, a reset), the change-password
 * screen that follows at once need not ask for it a second time. Forgotten when used, when the
 * account turns out not to need a change, at sign-out, and after ten minutes; a reload forgets it
 * too, and the screen then asks for it as before.
 */
const KEEP_MS = 10 * 60_000;
let kept: { password: string; until: number } | null = null;

export function keepSignInPassword(password: string, now = Date.now()): void {
  kept = { password, until: now + KEEP_MS };
}

/** The password typed at sign-in, if it is still kept. */
export function signInPassword(now = Date.now()): string | undefined {
  if (kept && kept.until < now) kept = null;
  return kept?.password;
}

export function forgetSignInPassword(): void {
  kept = null;
}

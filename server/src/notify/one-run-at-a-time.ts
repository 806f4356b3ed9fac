/**
 * An outbox's "send what is due now": one run at a time per instance; a call during a run makes the
 * run go round once more before it ends (rows that became due meanwhile are sent), and resolves
 * with the run's count. Never rejects: a failed round is passed to `failed` and the run goes on.
 * `finishing()` is the run under way, if any (a close waits for it).
 */
export function oneRunAtATime(
  round: () => Promise<number>,
  { failed, closed }: { failed: (err: unknown) => void; closed: () => boolean },
): { run: () => Promise<number>; finishing: () => Promise<unknown> } {
  let running: Promise<number> | null = null;
  let again = false;
  const run = () => {
    if (closed()) return Promise.resolve(0);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        try {
          sent += await round();
        } catch (err) {
          failed(err);
        }
      } while (again && !closed());
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return { run, finishing: () => running ?? Promise.resolve() };
}

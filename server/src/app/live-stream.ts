import { eventsRouter } from '../events/events-router';
import { sessionCookieName } from '../sessions/middleware';
import type { Services } from './services';

/** The admin's live stream, events.php (events/events-router.ts), reading sessions as the admin calls do. */
export function liveStream(
  { config, events, models, reads, clock }: Pick<Services, 'config' | 'events' | 'models' | 'reads' | 'clock'>,
  heartbeatMs: number,
): ReturnType<typeof eventsRouter> {
  return eventsRouter({
    hub: events,
    models,
    reads,
    limits: config.limits,
    clock,
    cookieName: sessionCookieName(config.https),
    heartbeatMs,
  });
}

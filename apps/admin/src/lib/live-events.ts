import { useEffect, useSyncExternalStore } from 'react';
import { LIVE_EVENT_TYPES, parseLiveEvent, type LiveEvent } from '@shared/api/events';
import { ROUTES } from '@shared/api/routes';

/** `eventId` is the event's number on the stream (its `id:` line). */
export type LiveHandler = (event: LiveEvent, eventId: string) => void;
export type LiveState = 'connecting' | 'live' | 'offline';
const MAX_DELAY_MS = 30_000;

let state: LiveState = 'connecting';
const watchers = new Set<() => void>();
const setState = (next: LiveState) => {
  state = next;
  watchers.forEach((w) => w());
};

/** Whether the live stream is up: the layout shows a quiet banner while it is not. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (onChange) => {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    () => state,
  );
}

/**
 * Keeps one live stream (GET /backend/admin/events.php) open while mounted and hands every event to
 * `handler`. When it drops it reconnects with a growing delay (1 s, 2 s, 4 s … 30 s), asking for
 * what it missed by the last event number it saw, so nothing is lost; `onDrop` lets the screen
 * check whether the session itself ended.
 */
export function useLiveEvents(handler: LiveHandler, onDrop: () => void): void {
  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = 1_000;
    let lastId = '';
    let stopped = false;

    const connect = () => {
      setState(state === 'offline' ? 'offline' : 'connecting');
      const query = lastId ? `?lastEventId=${encodeURIComponent(lastId)}` : '';
      source = new EventSource(`${ROUTES.events.path}${query}`, { withCredentials: true });
      source.onopen = () => {
        delay = 1_000;
        setState('live');
      };
      for (const type of LIVE_EVENT_TYPES) {
        source.addEventListener(type, (event) => {
          lastId = event.lastEventId || lastId;
          let data: unknown;
          try {
            data = JSON.parse(event.data);
          } catch {
            return; // A malformed event is skipped; the next refresh shows the truth.
          }
          const parsed = parseLiveEvent(type, data);
          if (parsed) handler(parsed, event.lastEventId);
        });
      }
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        setState('offline');
        onDrop();
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
    // One stream for the layout's whole life; the handlers read fresh state through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

import { useEffect } from 'react';
import type { LiveEventData } from '@shared/api/events';

/**
 * What the admin tells the desktop app (only there does window.desktop exist; in the browser these
 * do nothing): each new message, for a native notification, and the unread count, for the app's
 * badge. The desktop's main process checks every field itself; a refused report changes nothing
 * on screen.
 */
export function reportNewContactToDesktop(eventId: string, data: LiveEventData<'contact.created'>): void {
  void window.desktop
    ?.reportNewContact({ eventId, id: data.id, name: data.name, service: data.service, urgency: data.urgency })
    .catch(() => undefined);
}

/** Keeps the desktop app's badge at `count`, and clears it when the signed-in screens close. */
export function useDesktopUnreadCount(count: number): void {
  useEffect(() => {
    void window.desktop?.reportUnreadCount(count).catch(() => undefined);
  }, [count]);
  useEffect(() => () => void window.desktop?.reportUnreadCount(0).catch(() => undefined), []);
}

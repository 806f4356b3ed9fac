import type { NewContactReport } from '@shared/desktop-api';
import { NOTIFICATION_TEXTS as N } from '../messages';
import type { NotificationMode } from '../settings';

/** The options of Electron's Notification that a new message uses. */
export interface NotificationOptions {
  title: string;
  body: string;
  silent: boolean;
  icon?: string;
  /** Linux: a critical notification stays until dismissed. */
  urgency: 'normal' | 'critical';
  /** Windows and Linux: 'never' keeps it on screen until staff act on it. */
  timeoutType: 'default' | 'never';
}

/** What the notifier needs of one Electron Notification. */
export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  show(): void;
}

export interface ContactNotifierDeps {
  /** Electron's Notification class (a recording fake in tests). */
  Notification: new (options: NotificationOptions) => NotificationLike;
  /** Notification.isSupported(): false where the system has no notification service. */
  isSupported: () => boolean;
  /** The staff's choice, read at each message (the menu can change it any time). */
  getMode: () => NotificationMode;
  /** Shows the window and opens the message (a click on its notification). */
  openContact: (id: number) => void;
  platform: NodeJS.Platform;
  iconPath?: string;
}

export interface ContactNotifier {
  /** Announces a new message once per event number; says whether a notification was shown. */
  announce(report: NewContactReport): boolean;
}

/** Event numbers remembered against repeats (reconnects, a second window): far more than a day's messages. */
const REMEMBERED_EVENTS = 1000;
/** Notifications kept referenced so their click still reaches us after garbage collection. */
const KEPT_NOTIFICATIONS = 50;

/**
 * Linux notification services may read the body as markup (<b>, <a href>, <img>); Electron passes
 * it on as given, and names come from the public form, so markup characters are escaped there.
 */
const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One native notification per new message, in Arabic: title, name · service, urgency; urgent and
 * emergency ones marked in the title and kept on screen. Sound or every notification can be turned
 * off (settings). A click calls openContact with the message's id.
 */
export function createContactNotifier({
  Notification,
  isSupported,
  getMode,
  openContact,
  platform,
  iconPath,
}: ContactNotifierDeps): ContactNotifier {
  const seen = new Set<string>();
  const kept: NotificationLike[] = [];

  return {
    announce(report) {
      if (seen.has(report.eventId)) return false;
      seen.add(report.eventId);
      if (seen.size > REMEMBERED_EVENTS) seen.delete(seen.values().next().value!);

      const mode = getMode();
      if (mode === 'off' || !isSupported()) return false;
      const marked = report.urgency !== 'normal';
      const body = N.body(report.name, report.service, report.urgency);
      const notification = new Notification({
        title: report.urgency === 'normal' ? N.title : N.markedTitle(report.urgency),
        body: platform === 'linux' ? escapeMarkup(body) : body,
        silent: mode === 'silent',
        ...(iconPath ? { icon: iconPath } : {}),
        urgency: marked ? 'critical' : 'normal',
        timeoutType: marked ? 'never' : 'default',
      });
      notification.on('click', () => {
        const index = kept.indexOf(notification);
        if (index >= 0) kept.splice(index, 1);
        openContact(report.id);
      });
      kept.push(notification);
      if (kept.length > KEPT_NOTIFICATIONS) kept.shift();
      notification.show();
      return true;
    },
  };
}

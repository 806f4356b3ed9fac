import { beforeEach, describe, expect, it } from 'vitest';
import type { NewContactReport } from '@shared/desktop-api';
import { double, Notification } from '../../test/electron-double';
import { NOTIFICATION_TEXTS } from '../messages';
import type { NotificationMode } from '../settings';
import { createContactNotifier } from './contact-notifier';

const report = (over: Partial<NewContactReport> = {}): NewContactReport => ({
  eventId: '41',
  id: 7,
  name: 'سارة العتيبي',
  service: 'تنظيف منازل',
  urgency: 'normal',
  ...over,
});

let mode: NotificationMode;
let opened: number[];
const notifier = (platform: NodeJS.Platform = 'darwin') =>
  createContactNotifier({
    Notification,
    isSupported: () => Notification.isSupported(),
    getMode: () => mode,
    openContact: (id) => opened.push(id),
    platform,
    iconPath: '/app/icon.png',
  });

beforeEach(() => {
  double.reset();
  mode = 'sound';
  opened = [];
});

describe('notification of a new message', () => {
  it('is in Arabic: "رسالة جديدة", then name, service and urgency; with sound; shown at once', () => {
    expect(notifier().announce(report())).toBe(true);
    expect(double.notifications).toHaveLength(1);
    const [shown] = double.notifications;
    expect(shown!.shown).toBe(true);
    expect(shown!.options).toEqual({
      title: 'رسالة جديدة',
      body: '\u2068سارة العتيبي\u2069 · \u2068تنظيف منازل\u2069\nدرجة الاستعجال: عادي',
      silent: false,
      icon: '/app/icon.png',
      urgency: 'normal',
      timeoutType: 'default',
    });
  });

  it('marks urgent and emergency messages and keeps them on screen', () => {
    const n = notifier();
    n.announce(report({ eventId: '1', urgency: 'urgent' }));
    n.announce(report({ eventId: '2', urgency: 'emergency', service: '' }));
    const [urgent, emergency] = double.notifications.map((x) => x.options);
    expect(urgent).toMatchObject({ title: '⚠ رسالة جديدة — عاجل', urgency: 'critical', timeoutType: 'never' });
    expect(urgent!.body).toContain('درجة الاستعجال: عاجل');
    expect(emergency).toMatchObject({ title: '⚠ رسالة جديدة — طارئ', urgency: 'critical', timeoutType: 'never' });
    expect(emergency!.body).toBe('\u2068سارة العتيبي\u2069 · خدمة غير محددة\nدرجة الاستعجال: طارئ');
  });

  it('announces each event number once, whatever reports it again (reconnects, a second window)', () => {
    const n = notifier();
    expect(n.announce(report())).toBe(true);
    expect(n.announce(report())).toBe(false);
    expect(n.announce(report({ name: 'آخر' }))).toBe(false);
    expect(n.announce(report({ eventId: '42', id: 8 }))).toBe(true);
    expect(double.notifications.map((x) => x.options.body)).toHaveLength(2);
  });

  it('forgets only the oldest numbers after a thousand (memory stays bounded)', () => {
    const n = notifier();
    for (let i = 1; i <= 1001; i += 1) n.announce(report({ eventId: String(i) }));
    expect(double.notifications).toHaveLength(1001);
    expect(n.announce(report({ eventId: '1001' }))).toBe(false);
    expect(n.announce(report({ eventId: '2' }))).toBe(false);
    expect(n.announce(report({ eventId: '1' }))).toBe(true);
  });

  it('is silent when staff turned the sound off, and absent when they turned notifications off', () => {
    const n = notifier();
    mode = 'silent';
    n.announce(report({ eventId: '1' }));
    expect(double.notifications[0]!.options.silent).toBe(true);
    mode = 'off';
    expect(n.announce(report({ eventId: '2' }))).toBe(false);
    expect(double.notifications).toHaveLength(1);
    // A message that arrived while they were off is not announced later.
    mode = 'sound';
    expect(n.announce(report({ eventId: '2' }))).toBe(false);
  });

  it('shows nothing where the system has no notification service', () => {
    Notification.supported = false;
    expect(notifier().announce(report())).toBe(false);
    expect(double.notifications).toEqual([]);
  });

  it('opens that message when clicked', () => {
    const n = notifier();
    n.announce(report({ eventId: '1', id: 11 }));
    n.announce(report({ eventId: '2', id: 12 }));
    double.notifications[1]!.click();
    double.notifications[0]!.click();
    expect(opened).toEqual([12, 11]);
  });

  it('on Linux, escapes markup in what customers wrote (notification services may read <a>, <b>, <img>)', () => {
    notifier('linux').announce(report({ name: '<a href="https://evil.example">x</a> & co', service: '<b>y</b>' }));
    const { body } = double.notifications[0]!.options as { body: string };
    expect(body).toContain('&lt;a href="https://evil.example"&gt;x&lt;/a&gt; &amp; co');
    expect(body).toContain('&lt;b&gt;y&lt;/b&gt;');
    expect(body).not.toMatch(/[<>]/);
    // Windows and macOS show the body as plain text: nothing to escape there.
    notifier('win32').announce(report({ eventId: '2', name: 'a<b' }));
    expect(double.notifications[1]!.options.body).toContain('a<b');
  });
});

describe('Arabic unread counts (the Windows overlay says them)', () => {
  it.each([
    [1, 'رسالة واحدة غير مقروءة'],
    [2, 'رسالتان غير مقروءتين'],
    [3, '3 رسائل غير مقروءة'],
    [10, '10 رسائل غير مقروءة'],
    [11, '11 رسالة غير مقروءة'],
    [100, '100 رسالة غير مقروءة'],
  ])('%i → %s', (count, text) => expect(NOTIFICATION_TEXTS.unread(count)).toBe(text));
});

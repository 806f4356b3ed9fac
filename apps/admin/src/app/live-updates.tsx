import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useRef } from 'react';
import { getMe, meQueryKey } from '@/features/auth/api/get-me';
import { messagesKey } from '@/lib/messages-key';
import { portfolioKey } from '@/features/portfolio/api/get-portfolio';
import { demoDataKey } from '@/features/demo-data/api/demo-data';
import { staffKey } from '@/features/staff/api/get-staff';
import { isolated } from '@/lib/bidi';
import { reportNewContactToDesktop } from '@/lib/desktop-bridge';
import { useLiveEvents, useLiveState, type LiveHandler } from '@/lib/live-events';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/use-toast';

/**
 * What the live stream changes on screen (composed here, as it touches several features): a new
 * message refreshes the inbox, its counts and figures, and says who wrote; a colleague's change
 * refreshes the same; a portfolio or staff change refreshes that list. In the desktop app a new message
 * is also reported for a native notification. A dropped stream shows a quiet banner until it is back.
 */
export function LiveUpdates() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const message = useToast();
  const handler = useRef<LiveHandler>(() => undefined);
  handler.current = (event, eventId) => {
    switch (event.type) {
      case 'portfolio.changed':
        void queryClient.invalidateQueries({ queryKey: portfolioKey });
        // The demo's items are counted by the demo banner too.
        void queryClient.invalidateQueries({ queryKey: demoDataKey });
        return;
      case 'staff.changed':
        void queryClient.invalidateQueries({ queryKey: staffKey });
        return;
      case 'content.published':
        // The Website screen is not reloaded under someone's edits: its drafts carry their version.
        return;
      case 'contact.created':
        void message.info(t('live.newMessage', { name: isolated(event.data.name) }));
        reportNewContactToDesktop(eventId, event.data);
        break;
    }
    void queryClient.invalidateQueries({ queryKey: messagesKey });
  };
  useLiveEvents(
    (event, eventId) => handler.current(event, eventId),
    // The stream also ends when the session does: ask, and sign out only on a clear "no" (a server
    // that cannot be reached is an outage, shown by the banner, not a reason to sign out).
    () =>
      void getMe().then(
        (me) => {
          if (!me.authenticated) queryClient.setQueryData(meQueryKey, me);
        },
        () => undefined,
      ),
  );
  return useLiveState() === 'offline' ? (
    <Alert type="warning" showIcon banner title={t('live.offline')} role="status" style={{ marginBlockEnd: 12 }} />
  ) : null;
}

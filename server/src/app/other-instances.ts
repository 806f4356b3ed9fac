import type { Services } from './services';

/**
 * What this instance hears of the others (live events through the database): settings an owner
 * saved are read again, and a publish or a portfolio change is rendered here too. Returns the
 * function that stops listening.
 */
export function hearOtherInstances({
  events,
  emailSettings,
  emailNotifier,
  publisher,
  portfolioList,
  log,
}: Pick<Services, 'events' | 'emailSettings' | 'emailNotifier' | 'publisher' | 'portfolioList' | 'log'>): () => void {
  const stopHearingSettings = events.subscribe((event) => {
    if (event.type !== 'settings.changed') return;
    emailSettings
      .load()
      .then(() => emailNotifier.sendDue())
      .catch((err: unknown) => log.error({ err }, 'reading the e-mail settings failed'));
  });
  const stopHearingPublishes = events.subscribe((event) => {
    if (event.type === 'content.published')
      publisher.showPublished().catch((err: unknown) => log.error({ err }, 'rendering the published content failed'));
    if (event.type === 'portfolio.changed') {
      portfolioList.invalidate();
      publisher.showPortfolio().catch((err: unknown) => log.error({ err }, 'rendering the portfolio pages failed'));
    }
  });
  return () => {
    stopHearingPublishes();
    stopHearingSettings();
  };
}

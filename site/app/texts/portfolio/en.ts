import type { PortfolioTexts } from './types';

export const portfolioContent: PortfolioTexts = {
  seo: {
    title: 'Our Work | Cleaning, Marble & Moving Projects – Lamsat Al-Madinah',
    description:
      'Real photos of Lamsat Al-Madinah projects in Medina: before-and-after cleaning, marble polishing, furniture moving, maintenance and landscaping, with customer reviews.',
  },
  hero: {
    title: 'Our work',
    subtitle: 'Our work speaks for itself',
    intro:
      'A selection of projects we have completed for our customers, with before-and-after photos and their own reviews.',
  },
  statIcons: ['check', 'users', 'award', 'pin'],
  grid: {
    title: 'Browse projects',
    intro: 'Choose a service to see the projects behind it',
  },
};

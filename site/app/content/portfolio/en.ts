import type { PortfolioContent } from './types';

export const portfolioContent: PortfolioContent = {
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
  stats: [
    { value: '500+', label: 'Projects completed', icon: 'check' },
    { value: '5000+', label: 'Clients', icon: 'users' },
    { value: '5+', label: 'Years of experience', icon: 'award' },
    { value: '100%', label: 'Coverage of Medina and its suburbs', icon: 'pin' },
  ],
  grid: { title: 'Browse projects', intro: 'Choose a service to see the projects behind it' },
};

import type { AboutTexts } from './types';

export const aboutContent: AboutTexts = {
  seo: {
    title: 'About Us | The Story of Lamsat Al-Madinah Home Services',
    description:
      'Meet Lamsat Al-Madinah: a Medina team for cleaning, marble polishing, furniture moving and maintenance, with a clear mission and four values: trust, quality, punctuality and customer care.',
  },
  hero: {
    title: 'About us',
    intro: 'We look after Medina’s homes with honesty and care, and treat every home we enter as a trust',
  },
  story: {
    title: 'Our story',
  },
  mission: {
    title: 'Our mission',
  },
  vision: {
    title: 'Our vision',
  },
  values: {
    title: 'Our values',
    intro: 'Four values we work by every day',
  },
  stats: {
    title: 'Numbers we are proud of',
    intro: 'Our customers’ trust speaks for us',
    icons: ['users', 'check', 'award', 'clock'],
  },
  team: {
    title: 'Our team',
    intro: 'People who know their craft and are trained to respect your home',
  },
  cta: {
    title: 'Let us take care of it',
    intro: 'Say hello on WhatsApp and we will arrange everything.',
    whatsapp: 'Say hello on WhatsApp',
    greeting: 'Hello, I would like to learn more about your services',
  },
};

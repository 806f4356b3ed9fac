import type { AboutContent } from './types';

export const aboutContent: AboutContent = {
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
    paragraphs: [
      'Lamsat Al-Madinah began in Medina with a small team and a clear goal: home services people can rely on, with no delays and no excuses. We kept hearing the same complaints from family and neighbours: untrained workers, appointments that slipped and prices that changed after the job.',
      'So we built our way of working around the opposite: a trained team for each service, an appointment we keep, and a price agreed before we start. Trust grew, and today we serve thousands of homes and businesses across Medina and its suburbs.',
    ],
  },
  mission: {
    title: 'Our mission',
    text: 'To take the burden of the home off families with careful, safe work at a fair price, so they can focus on what matters to them.',
  },
  vision: {
    title: 'Our vision',
    text: 'To be the first name Medina’s families think of whenever their home needs care.',
  },
  values: {
    title: 'Our values',
    intro: 'Four values we work by every day',
    items: [
      {
        icon: 'shield',
        title: 'Trust & honesty',
        description: 'Your home and belongings are in safe hands with a vetted, known team.',
      },
      {
        icon: 'award',
        title: 'Quality & excellence',
        description: 'We only hand over work that meets our own standard first.',
      },
      { icon: 'clock', title: 'Punctuality', description: 'Your time matters; we arrive when we agreed.' },
      { icon: 'heart', title: 'Customer service', description: 'We listen before the job and follow up after it.' },
    ],
  },
  stats: {
    title: 'Numbers we are proud of',
    intro: 'Our customers’ trust speaks for us',
    items: [
      { value: '5000+', label: 'Happy customers', icon: 'users' },
      { value: '10000+', label: 'Services completed', icon: 'check' },
      { value: '5+', label: 'Years of experience', icon: 'award' },
      { value: '24/7', label: 'Always available', icon: 'clock' },
    ],
  },
  team: {
    title: 'Our team',
    intro: 'People who know their craft and are trained to respect your home',
    members: [
      {
        icon: 'sparkles',
        role: 'Cleaning crews',
        description: 'Trained men’s and women’s crews for deep cleaning and sterilisation.',
      },
      { icon: 'wrench', role: 'Technicians', description: 'Certified plumbers, electricians and AC technicians.' },
      { icon: 'truck', role: 'Moving team', description: 'Carpenters and movers who value every piece.' },
      {
        icon: 'users',
        role: 'Customer care',
        description: 'They answer within 5 minutes and follow your request to the end.',
      },
    ],
  },
  cta: {
    title: 'Let us take care of it',
    intro: 'Say hello on WhatsApp and we will arrange everything.',
    whatsapp: 'Say hello on WhatsApp',
    greeting: 'Hello, I would like to learn more about your services',
  },
};

import type { ContactTexts } from './types';

export const contactContent: ContactTexts = {
  seo: {
    title: 'Contact Us | Book a Home Service in Medina – Lamsat Al-Madinah',
    description:
      'Reach Lamsat Al-Madinah by phone, WhatsApp or the request form. Available 24 hours, seven days a week in Medina, and we reply within 5 minutes.',
  },
  hero: {
    title: 'Contact us',
    intro: 'Pick whatever suits you: call, WhatsApp, or leave your request here and we will call you.',
  },
  quick: {
    title: 'Quick inquiry',
    intro: 'Tap a service to open a WhatsApp chat with a ready-made message',
    items: [
      {
        icon: 'sparkles',
        label: 'Ask about cleaning',
        message: 'Hello, I have a question about your cleaning service',
      },
      {
        icon: 'diamond',
        label: 'Ask about marble polishing',
        message: 'Hello, I have a question about marble and ceramic polishing',
      },
      {
        icon: 'truck',
        label: 'Ask about furniture moving',
        message: 'Hello, I have a question about furniture moving',
      },
      {
        icon: 'chat',
        label: 'General consultation',
        message: 'Hello, I would like some advice about services for my home',
      },
    ],
  },
  cards: {
    phone: {
      title: 'Call us',
      text: 'Tap a number to call directly',
    },
    whatsapp: {
      title: 'WhatsApp',
      text: 'Message us any time and we reply within minutes',
      action: 'Start the chat',
      greeting: 'Hello, I would like to get in touch',
    },
    location: {
      title: 'Our location',
      text: 'Serving every district of Medina and its suburbs',
    },
    hours: {
      title: 'Working hours',
      text: 'Including Fridays and public holidays',
    },
  },
  why: {
    title: 'Why get in touch?',
    intro: 'Because your request starts with a call and ends with your satisfaction',
    benefits: [
      'A reply within 5 minutes',
      'Free consultation and site visit',
      'A clear price before we start',
      'Flexible times all week',
      'A specialist team for each service',
      'Free redo within 48 hours',
    ],
    statIcons: ['users', 'clock'],
  },
  form: {
    title: 'Send your request',
    intro: 'Fields marked with an asterisk are required; the rest help us serve you faster',
  },
};

import type { ServicesTexts } from './types';

export const servicesContent: ServicesTexts = {
  seo: {
    title: 'Our Services | Cleaning, Marble, Moving, Maintenance & Gardens – Lamsat Al-Madinah',
    description:
      'Home services in Medina by Lamsat Al-Madinah: deep cleaning, marble and ceramic polishing, furniture moving, general maintenance, landscaping, pest control and sterilisation.',
  },
  hero: {
    title: 'Complete home services under one roof',
    intro:
      'Six core services, each delivered by its own specialist team with professional equipment, at times that suit you across Medina and its suburbs.',
  },
  groups: {
    cleaning: {
      seo: {
        title: 'House, Villa & Apartment Cleaning in Medina | Lamsat Al-Madinah',
        description:
          'Thorough cleaning for villas, apartments and offices in Medina: kitchens, bathrooms, sofas, carpets, water tanks and pools. Two-week guarantee, 24-hour service.',
      },
      guarantees: ['Cleaning results guaranteed for two weeks'],
      imageAlt: 'Illustration of cleaning tools',
    },
    marble: {
      seo: {
        title: 'Marble Polishing & Ceramic Cleaning in Medina | Lamsat Al-Madinah',
        description:
          'Marble grinding, polishing and crystallising, ceramic and porcelain cleaning in Medina, with stain and scratch treatment. Done in 4 to 8 hours, 24-hour service.',
      },
      guarantees: ['Free redo within 48 hours if the result is not what we promised'],
      imageAlt: 'Illustration of a polished marble floor',
    },
    moving: {
      seo: {
        title: 'Furniture Moving with Packing & Assembly in Medina | Lamsat Al-Madinah',
        description:
          'Furniture moving within Medina and to other cities, with dismantling, packing and reassembly, equipped trucks, trained crews and protection for every piece.',
      },
      guarantees: ['Any piece damaged during the move is compensated'],
      imageAlt: 'Illustration of a moving truck',
    },
    maintenance: {
      seo: {
        title: 'Home Maintenance: Plumbing, Electrical & AC in Medina | Lamsat Al-Madinah',
        description:
          'General home maintenance in Medina: plumbing, electrical, air conditioning, painting, carpentry and leak detection by certified technicians, with a one-year guarantee.',
      },
      guarantees: ['One-year guarantee on maintenance work'],
      imageAlt: 'Illustration of maintenance tools',
    },
    gardens: {
      seo: {
        title: 'Landscaping, Lawns & Irrigation in Medina | Lamsat Al-Madinah',
        description:
          'Garden design and landscaping in Medina: natural and artificial lawns, palms and trees, irrigation systems, outdoor lighting and regular maintenance.',
      },
      guarantees: ['Free redo within 48 hours if the result is not what we promised'],
      imageAlt: '',
    },
    additional: {
      seo: {
        title: 'Pest Control, Sterilisation & Facade Washing | Lamsat Al-Madinah',
        description:
          'Post-construction cleaning, pest control, sterilisation, facade washing and steam car cleaning, plus maintenance contracts, VIP services and free technical consultation.',
      },
      guarantees: ['One-week guarantee on sterilisation', 'Two-month guarantee on facade cleaning'],
      imageAlt: '',
    },
  },
  whyUs: {
    title: 'Why choose Lamsat Al-Madinah?',
    intro: 'Eight reasons our customers come back to us every time',
  },
  cta: {
    title: 'Ready to help you today',
    intro: 'Message us on WhatsApp or leave your details and we will arrange a time that suits you.',
    whatsapp: 'Message us on WhatsApp',
    contact: 'Contact page',
    greeting: 'Hello, I would like to know more about your services',
  },
  detail: {
    servicesHeading: 'What we offer',
    featuresHeading: 'Why this service',
    guaranteesHeading: 'Our guarantees',
    ctaTitle: 'Book now and hear from us within 5 minutes',
    ctaText:
      'The button opens a WhatsApp chat with a ready-made message. Send it and we will take care of the details.',
    statIcons: ['users', 'award', 'star', 'globe', 'clock'],
  },
};

import type { HomeTexts } from './types';

export const homeContent: HomeTexts = {
  seo: {
    title: 'Lamsat Al-Madinah | Cleaning, Marble, Moving & Maintenance in Medina',
    description:
      'Lamsat Al-Madinah Home Services: house and villa cleaning, marble and ceramic polishing, furniture moving, maintenance and landscaping in Medina. Open 24/7, free consultation.',
  },
  statIcons: ['users', 'check', 'award', 'clock'],
  about: {
    title: 'About us',
    intro: 'A Medina team that knows its homes and respects your time',
    paragraphs: [
      'We started with a simple idea: every home in Medina should get careful, reliable service without open-ended appointments or surprise prices. Today we serve thousands of families across the city and its suburbs, with a dedicated team for each service.',
      'We use cleaning products that are safe around children and elderly family members, professional equipment for marble and moving, and we stay in touch until you are happy with the result.',
    ],
    points: [
      'Free consultation and site visit',
      'Free redo within 48 hours if you are not satisfied',
      'Trained, vetted staff',
      'Pay cash on delivery, by bank transfer or online',
    ],
    more: 'Read our story',
  },
  services: {
    title: 'Our services',
    intro: 'Everything your home needs in one place, with a specialist team for every job',
    cards: [
      {
        slug: 'cleaning',
        title: 'Cleaning',
        description:
          'Thorough cleaning for villas, apartments and offices, from kitchens and bathrooms to sofas, carpets and water tanks.',
      },
      {
        slug: 'marble',
        title: 'Marble & Ceramic Polishing',
        description:
          'Grinding, polishing and crystallising that brings back the shine, with stain and scratch treatment and grout cleaning.',
      },
      {
        slug: 'moving',
        title: 'Furniture Moving',
        description:
          'Careful dismantling, packing, moving and reassembly, within Medina and beyond, with every piece protected.',
      },
      {
        slug: 'maintenance',
        title: 'General Maintenance',
        description:
          'Plumbing, electrical, air conditioning, painting and light carpentry by certified technicians using genuine parts.',
      },
      {
        slug: 'gardens',
        title: 'Gardens & Landscaping',
        description:
          'Garden design, lawns and palm planting, irrigation systems and regular care for your green spaces.',
      },
      {
        slug: 'additional',
        title: 'Additional Services',
        description:
          'Post-construction cleaning, pest control, sterilisation, facade washing and maintenance contracts.',
      },
    ],
  },
  gallery: {
    title: 'Our work',
    intro: 'Real photos from jobs we have completed for our customers in Medina',
  },
  faq: {
    title: 'Frequently asked questions',
    intro: 'The questions we hear most often. If yours is not here, just ask us.',
  },
  contact: {
    title: 'Contact us',
    intro: 'Leave your name and mobile number and our team will call you back shortly',
    promise: 'We reply to every request within 5 minutes',
  },
  testimonials: {
    title: 'What our customers say',
    intro: 'Their satisfaction is what keeps our standards high',
  },
};

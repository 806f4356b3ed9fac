import type { HomeContent } from './types';

export const homeContent: HomeContent = {
  seo: {
    title: 'Lamsat Al-Madinah | Cleaning, Marble, Moving & Maintenance in Medina',
    description:
      'Lamsat Al-Madinah Home Services: house and villa cleaning, marble and ceramic polishing, furniture moving, maintenance and landscaping in Medina. Open 24/7, free consultation.',
  },
  hero: {
    badge: 'Complete home services in Medina',
    title: 'Your home deserves a finer touch',
    subtitle:
      'Deep cleaning, marble polishing, furniture moving, repairs and garden care, delivered by trained teams who bring their own equipment and arrive when it suits you.',
    primaryCta: 'Book on WhatsApp',
    secondaryCta: 'Call now',
    bookingMessage: 'Hello, I would like to book a service with Lamsat Al-Madinah',
  },
  stats: [
    { value: '5000+', label: 'Happy customers', icon: 'users' },
    { value: '10000+', label: 'Services completed', icon: 'check' },
    { value: '5+', label: 'Years of experience', icon: 'award' },
    { value: '24/7', label: 'Always available', icon: 'clock' },
  ],
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
  gallery: { title: 'Our work', intro: 'Real photos from jobs we have completed for our customers in Medina' },
  testimonials: {
    title: 'What our customers say',
    intro: 'Their satisfaction is what keeps our standards high',
    items: [
      {
        name: 'Abu Faisal Al-Otaibi',
        service: 'Villa cleaning',
        rating: 5,
        comment:
          'They arrived exactly on time and cleaned the whole villa from the roof to the courtyard. Neat, thorough work and I never had to point anything out.',
        location: 'Al-Aziziyah',
      },
      {
        name: 'Umm Abdullah',
        service: 'Marble polishing',
        rating: 5,
        comment:
          'Our marble had been dull for years and now it shines like new. They covered the furniture and left no mess behind.',
        location: 'Quba',
      },
      {
        name: 'Sultan Al-Harbi',
        service: 'Furniture moving',
        rating: 5,
        comment:
          'They moved us from an apartment to a villa, took everything apart and put it back together without a single scratch. Clear price from the start.',
        location: 'Al-Khalidiyah',
      },
      {
        name: 'Noura Al-Mutairi',
        service: 'Apartment cleaning',
        rating: 5,
        comment:
          'I booked in the morning and they came the same afternoon. The kitchen and bathrooms were spotless. I will definitely book again.',
        location: 'Al-Difa',
      },
      {
        name: 'Abdulrahman Al-Juhani',
        service: 'AC maintenance',
        rating: 5,
        comment:
          'The technician found the fault straight away, fixed it quickly and explained what caused it. Professional service at a fair price.',
        location: 'Al-Ranuna',
      },
      {
        name: 'Abu Khalid Al-Ansari',
        service: 'Garden landscaping',
        rating: 5,
        comment:
          'Our yard was neglected and it is now our favourite place to sit. They laid the lawn, installed irrigation and came up with ideas I had not thought of.',
        location: 'Al-Awali',
      },
    ],
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
};

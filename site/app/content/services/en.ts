import type { ServicesContent } from './types';

export const servicesContent: ServicesContent = {
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
      title: 'Cleaning Services',
      subtitle: 'A clean you can see and feel from day one',
      description:
        'A trained cleaning crew arrives with all equipment and safe products, works room by room to a clear plan, and hands your home back looking like new. We clean villas, apartments, offices and rest houses.',
      items: [
        { title: 'Villa cleaning', description: 'Every floor, annex and courtyard, top to bottom.' },
        { title: 'Apartment cleaning', description: 'Deep cleaning of rooms, living areas, kitchen and bathrooms.' },
        { title: 'Office cleaning', description: 'A clean workplace, scheduled around your working hours.' },
        { title: 'Sofa & majlis cleaning', description: 'Steam washing that lifts stains and odours.' },
        { title: 'Carpet & rug cleaning', description: 'Washing and quick drying that protects colours.' },
        { title: 'Kitchen cleaning', description: 'Grease removed from cabinets, counters and hoods.' },
        { title: 'Bathroom cleaning', description: 'Limescale removal and full disinfection.' },
        { title: 'Water tank cleaning', description: 'Roof and ground tanks washed and sterilised.' },
        { title: 'Pool cleaning', description: 'Floors and walls cleaned, water treated.' },
        { title: 'Glass & window cleaning', description: 'Streak-free glass, inside and out.' },
        { title: 'Curtain cleaning', description: 'Steam cleaned in place, no taking down.' },
        { title: 'Rest house cleaning', description: 'Ready before your gathering and tidy after it.' },
      ],
      features: [
        'Safe, approved cleaning products',
        'Professional steam and washing equipment',
        'Trained, punctual crews',
        'A typical house takes 2 to 4 hours',
        'Free redo within 48 hours',
        'Clear prices before we start',
      ],
      guarantees: ['Cleaning results guaranteed for two weeks'],
      cta: 'Book cleaning',
      bookingMessage: 'Hello, I would like to book a cleaning service',
      imageAlt: 'Illustration of cleaning tools',
    },
    marble: {
      seo: {
        title: 'Marble Polishing & Ceramic Cleaning in Medina | Lamsat Al-Madinah',
        description:
          'Marble grinding, polishing and crystallising, ceramic and porcelain cleaning in Medina, with stain and scratch treatment. Done in 4 to 8 hours, 24-hour service.',
      },
      title: 'Marble & Ceramic Polishing',
      subtitle: 'Floors that shine like the day they were laid',
      description:
        'We grind marble with graded diamond pads, crystallise it back to its natural gloss, and treat stains, scratches and grout on ceramic and porcelain, with your furniture and walls fully protected.',
      items: [
        { title: 'Marble grinding', description: 'Dull layers and scratches removed with specialist machines.' },
        { title: 'Polishing & crystallising', description: 'A lasting high gloss that protects the surface.' },
        { title: 'Ceramic & porcelain cleaning', description: 'Built-up dirt lifted from every tile.' },
        { title: 'Grout cleaning & refilling', description: 'Clean, even-coloured joints.' },
        { title: 'Stain & scratch treatment', description: 'Rust, acid marks and scuffs removed.' },
      ],
      features: [
        'Diamond-pad grinding machines',
        'Italian polishing compounds',
        'Furniture and walls covered while we work',
        'Done in 4 to 8 hours depending on area',
        'Free redo within 48 hours',
        'Free site visit before pricing',
      ],
      guarantees: ['Free redo within 48 hours if the result is not what we promised'],
      cta: 'Book marble polishing',
      bookingMessage: 'Hello, I would like to book a marble and ceramic polishing service',
      imageAlt: 'Illustration of a polished marble floor',
    },
    moving: {
      seo: {
        title: 'Furniture Moving with Packing & Assembly in Medina | Lamsat Al-Madinah',
        description:
          'Furniture moving within Medina and to other cities, with dismantling, packing and reassembly, equipped trucks, trained crews and protection for every piece.',
      },
      title: 'Furniture Moving',
      subtitle: 'We move your furniture as if it were our own',
      description:
        'From taking apart bedrooms and kitchens to careful packing, equipped trucks and reassembly in your new home, we take care of every step until your home is ready to live in.',
      items: [
        { title: 'Dismantling & assembly', description: 'Bedrooms, wardrobes and offices by skilled carpenters.' },
        { title: 'Professional packing', description: 'Boxes, bubble wrap and film for every piece.' },
        { title: 'Moves within Medina', description: 'Closed trucks fitted with securing straps.' },
        { title: 'Moves between cities', description: 'Safe moves to more than 30 cities in the Kingdom.' },
        { title: 'Kitchen dismantling & fitting', description: 'Careful removal and an exact refit.' },
        { title: 'AC removal & installation', description: 'Units moved, reinstalled and tested.' },
      ],
      features: [
        'Crews trained to handle valuable pieces',
        'Closed, equipped trucks',
        'Packing that prevents scratches and breakage',
        'Furniture arranged in its new place',
        'Clear price before the move',
        'Available every day of the week',
      ],
      guarantees: ['Any piece damaged during the move is compensated'],
      cta: 'Book a move',
      bookingMessage: 'Hello, I would like to book a furniture moving service',
      imageAlt: 'Illustration of a moving truck',
    },
    maintenance: {
      seo: {
        title: 'Home Maintenance: Plumbing, Electrical & AC in Medina | Lamsat Al-Madinah',
        description:
          'General home maintenance in Medina: plumbing, electrical, air conditioning, painting, carpentry and leak detection by certified technicians, with a one-year guarantee.',
      },
      title: 'General Maintenance',
      subtitle: 'A certified technician who fixes it on the first visit',
      description:
        'Specialists in plumbing, electrical work, air conditioning and painting arrive with genuine parts and a full toolkit, diagnose the problem, give you the price before starting and stand behind their work.',
      items: [
        { title: 'Plumbing', description: 'Pipework, unblocking, leaks and water heaters.' },
        { title: 'Electrical', description: 'Wiring, fault repair and lighting installation.' },
        { title: 'AC maintenance', description: 'Cleaning, refrigerant top-up and repairs.' },
        { title: 'Painting', description: 'Interior and exterior painting in modern colours.' },
        { title: 'Carpentry', description: 'Door and cabinet repairs, shelves fitted.' },
        { title: 'Leak detection', description: 'Electronic detection without breaking walls.' },
        { title: 'Roof insulation', description: 'Waterproofing and thermal insulation.' },
        { title: 'Appliance repair', description: 'Washing machines, fridges and ovens.' },
      ],
      features: [
        'Certified, experienced technicians',
        'Genuine spare parts',
        'Diagnosis and price before work starts',
        'Fast response for emergencies',
        'Maintenance contracts for homes and businesses',
        '24-hour service',
      ],
      guarantees: ['One-year guarantee on maintenance work'],
      cta: 'Book maintenance',
      bookingMessage: 'Hello, I would like to book a general maintenance service',
      imageAlt: 'Illustration of maintenance tools',
    },
    gardens: {
      seo: {
        title: 'Landscaping, Lawns & Irrigation in Medina | Lamsat Al-Madinah',
        description:
          'Garden design and landscaping in Medina: natural and artificial lawns, palms and trees, irrigation systems, outdoor lighting and regular maintenance.',
      },
      title: 'Gardens & Landscaping',
      subtitle: 'A green space that lifts your day',
      description:
        'We turn courtyards, roofs and gardens into places your family enjoys: we design, plant, and install irrigation and lighting, then keep everything green all year round.',
      items: [
        { title: 'Garden design & landscaping', description: 'Designs that fit your space and budget.' },
        { title: 'Lawn installation', description: 'Natural or artificial grass, neatly laid.' },
        { title: 'Palms & trees', description: 'Species chosen for Medina’s climate.' },
        { title: 'Irrigation systems', description: 'Drip and sprinklers on smart timers.' },
        { title: 'Regular maintenance', description: 'Mowing, feeding and pest control.' },
        { title: 'Lighting & outdoor seating', description: 'Decorative lights and comfortable seating.' },
      ],
      features: [
        'Agricultural engineers and designers',
        'Plants that handle the summer heat',
        'Water-saving irrigation',
        'Scheduled maintenance visits',
        'Free initial design',
        'Available all week',
      ],
      guarantees: ['Free redo within 48 hours if the result is not what we promised'],
      cta: 'Book landscaping',
      bookingMessage: 'Hello, I would like to book a garden landscaping service',
      imageAlt: '',
    },
    additional: {
      seo: {
        title: 'Pest Control, Sterilisation & Facade Washing | Lamsat Al-Madinah',
        description:
          'Post-construction cleaning, pest control, sterilisation, facade washing and steam car cleaning, plus maintenance contracts, VIP services and free technical consultation.',
      },
      title: 'Additional Services',
      subtitle: 'Everything else your home or business needs',
      description:
        'Specialist services that complete the care of your home or premises: new buildings handed over spotless, pest control, sterilisation and facade washing, with maintenance contracts, VIP packages and free technical consultation.',
      items: [
        { title: 'Post-construction cleaning', description: 'Building debris, cement and paint removed.' },
        { title: 'Pest control', description: 'Safe treatment for cockroaches, termites and bed bugs.' },
        { title: 'Sterilisation', description: 'Homes, mosques and premises with approved products.' },
        { title: 'Facade washing', description: 'Glass and stone facades with access equipment.' },
        { title: 'Steam car cleaning', description: 'Inside and out, at your doorstep.' },
      ],
      features: [
        'Periodic maintenance contracts',
        'VIP services for villas and palaces',
        'Free technical consultation',
        'Products approved by the authorities',
        'Crews equipped for work at height',
        '24-hour service',
      ],
      guarantees: ['One-week guarantee on sterilisation', 'Two-month guarantee on facade cleaning'],
      cta: 'Ask about additional services',
      bookingMessage: 'Hello, I would like to ask about your additional services',
      imageAlt: '',
    },
  },
  whyUs: {
    title: 'Why choose Lamsat Al-Madinah?',
    intro: 'Eight reasons our customers come back to us every time',
    items: [
      { title: '24/7 service', description: 'Available every day of the week, holidays included.' },
      { title: 'Free consultation', description: 'Site visit and quote at no charge.' },
      { title: 'Specialist teams', description: 'A trained team for each kind of service.' },
      { title: 'Safe products', description: 'Approved products that are safe for your family.' },
      { title: 'On time', description: 'We arrive when we said we would.' },
      { title: 'Clear prices', description: 'A final price before we start, no surprises.' },
      { title: 'Satisfaction guarantee', description: 'Free redo within 48 hours.' },
      { title: 'Flexible payment', description: 'Cash on delivery, transfer or online.' },
    ],
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
    stats: [
      { value: '8000+', label: 'Customers who trust us', icon: 'users' },
      { value: '15', label: 'Years of experience, since 2009', icon: 'award' },
      { value: '4.9/5', label: 'Customer rating', icon: 'star' },
      { value: '30+', label: 'Cities served', icon: 'globe' },
      { value: '24', label: 'Hours a day', icon: 'clock' },
    ],
    ctaTitle: 'Book now and hear from us within 5 minutes',
    ctaText:
      'The button opens a WhatsApp chat with a ready-made message. Send it and we will take care of the details.',
  },
};

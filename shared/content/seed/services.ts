import type { ServicesSection } from '../services';

/** The services as shipped: the first published version of the `services` section. */
export const SHIPPED_SERVICES: ServicesSection = {
  groups: {
    cleaning: {
      title: {
        ar: 'خدمات التنظيف',
        en: 'Cleaning Services',
      },
      subtitle: {
        ar: 'نظافة تشوفها وتحسها من أول يوم',
        en: 'A clean you can see and feel from day one',
      },
      description: {
        ar: 'فريق تنظيف مدرّب يجيك بكامل المعدات والمواد الآمنة، ويشتغل بخطة واضحة غرفة غرفة حتى يسلّمك البيت وكأنه جديد. نخدم الفلل والشقق والمكاتب والاستراحات.',
        en: 'A trained cleaning crew arrives with all equipment and safe products, works room by room to a clear plan, and hands your home back looking like new. We clean villas, apartments, offices and rest houses.',
      },
      items: [
        {
          title: {
            ar: 'تنظيف الفلل',
            en: 'Villa cleaning',
          },
          description: {
            ar: 'تنظيف شامل لكل الأدوار والملاحق والأحواش.',
            en: 'Every floor, annex and courtyard, top to bottom.',
          },
        },
        {
          title: {
            ar: 'تنظيف الشقق',
            en: 'Apartment cleaning',
          },
          description: {
            ar: 'تنظيف عميق للغرف والصالات والمطبخ ودورات المياه.',
            en: 'Deep cleaning of rooms, living areas, kitchen and bathrooms.',
          },
        },
        {
          title: {
            ar: 'تنظيف المكاتب',
            en: 'Office cleaning',
          },
          description: {
            ar: 'بيئة عمل نظيفة بمواعيد لا تعطّل دوامك.',
            en: 'A clean workplace, scheduled around your working hours.',
          },
        },
        {
          title: {
            ar: 'تنظيف الكنب والمجالس',
            en: 'Sofa & majlis cleaning',
          },
          description: {
            ar: 'غسيل بالبخار يزيل البقع والروائح.',
            en: 'Steam washing that lifts stains and odours.',
          },
        },
        {
          title: {
            ar: 'تنظيف السجاد والموكيت',
            en: 'Carpet & rug cleaning',
          },
          description: {
            ar: 'غسيل وتجفيف سريع يحافظ على الألوان.',
            en: 'Washing and quick drying that protects colours.',
          },
        },
        {
          title: {
            ar: 'تنظيف المطابخ',
            en: 'Kitchen cleaning',
          },
          description: {
            ar: 'إزالة الدهون من الخزائن والأسطح والشفاطات.',
            en: 'Grease removed from cabinets, counters and hoods.',
          },
        },
        {
          title: {
            ar: 'تنظيف دورات المياه',
            en: 'Bathroom cleaning',
          },
          description: {
            ar: 'إزالة الترسبات والتعقيم الكامل.',
            en: 'Limescale removal and full disinfection.',
          },
        },
        {
          title: {
            ar: 'تنظيف وتعقيم الخزانات',
            en: 'Water tank cleaning',
          },
          description: {
            ar: 'غسيل الخزانات العلوية والأرضية وتعقيمها.',
            en: 'Roof and ground tanks washed and sterilised.',
          },
        },
        {
          title: {
            ar: 'تنظيف المسابح',
            en: 'Pool cleaning',
          },
          description: {
            ar: 'تنظيف الأرضيات والجدران ومعالجة المياه.',
            en: 'Floors and walls cleaned, water treated.',
          },
        },
        {
          title: {
            ar: 'تنظيف الزجاج والنوافذ',
            en: 'Glass & window cleaning',
          },
          description: {
            ar: 'زجاج لامع من الداخل والخارج بدون آثار.',
            en: 'Streak-free glass, inside and out.',
          },
        },
        {
          title: {
            ar: 'تنظيف الستائر',
            en: 'Curtain cleaning',
          },
          description: {
            ar: 'تنظيف بالبخار في مكانها بدون فك.',
            en: 'Steam cleaned in place, no taking down.',
          },
        },
        {
          title: {
            ar: 'تنظيف الاستراحات',
            en: 'Rest house cleaning',
          },
          description: {
            ar: 'تجهيز الاستراحة قبل المناسبات وبعدها.',
            en: 'Ready before your gathering and tidy after it.',
          },
        },
      ],
      features: [
        {
          ar: 'مواد تنظيف آمنة ومعتمدة',
          en: 'Safe, approved cleaning products',
        },
        {
          ar: 'معدات بخار وغسيل احترافية',
          en: 'Professional steam and washing equipment',
        },
        {
          ar: 'فريق مدرّب وملتزم بالمواعيد',
          en: 'Trained, punctual crews',
        },
        {
          ar: 'تنظيف المنزل عادة من ساعتين إلى 4 ساعات',
          en: 'A typical house takes 2 to 4 hours',
        },
        {
          ar: 'إعادة الخدمة مجاناً خلال 48 ساعة',
          en: 'Free redo within 48 hours',
        },
        {
          ar: 'أسعار واضحة قبل البدء',
          en: 'Clear prices before we start',
        },
      ],
      cta: {
        ar: 'احجز خدمة التنظيف',
        en: 'Book cleaning',
      },
      bookingMessage: {
        ar: 'السلام عليكم، أبغى أحجز خدمة التنظيف',
        en: 'Hello, I would like to book a cleaning service',
      },
    },
    marble: {
      title: {
        ar: 'جلي الرخام والسيراميك',
        en: 'Marble & Ceramic Polishing',
      },
      subtitle: {
        ar: 'لمعة ترجع لأرضياتك كأنها أول يوم',
        en: 'Floors that shine like the day they were laid',
      },
      description: {
        ar: 'نجلي الرخام بماكينات ألماس متدرجة، ونلمّعه بالكريستال حتى يرجع له بريقه الطبيعي، ونعالج البقع والخدوش والفواصل في السيراميك والبورسلان، مع حماية كاملة للأثاث والجدران.',
        en: 'We grind marble with graded diamond pads, crystallise it back to its natural gloss, and treat stains, scratches and grout on ceramic and porcelain, with your furniture and walls fully protected.',
      },
      items: [
        {
          title: {
            ar: 'جلي الرخام',
            en: 'Marble grinding',
          },
          description: {
            ar: 'إزالة الطبقة الباهتة والخدوش بماكينات متخصصة.',
            en: 'Dull layers and scratches removed with specialist machines.',
          },
        },
        {
          title: {
            ar: 'تلميع وكريستال',
            en: 'Polishing & crystallising',
          },
          description: {
            ar: 'لمعة عالية تدوم وتحمي السطح.',
            en: 'A lasting high gloss that protects the surface.',
          },
        },
        {
          title: {
            ar: 'تنظيف السيراميك والبورسلان',
            en: 'Ceramic & porcelain cleaning',
          },
          description: {
            ar: 'إزالة الأوساخ المتراكمة من البلاط.',
            en: 'Built-up dirt lifted from every tile.',
          },
        },
        {
          title: {
            ar: 'تنظيف وتعبئة الفواصل',
            en: 'Grout cleaning & refilling',
          },
          description: {
            ar: 'فواصل نظيفة ومتجانسة اللون.',
            en: 'Clean, even-coloured joints.',
          },
        },
        {
          title: {
            ar: 'معالجة البقع والخدوش',
            en: 'Stain & scratch treatment',
          },
          description: {
            ar: 'إزالة بقع الصدأ والأحماض والعلامات.',
            en: 'Rust, acid marks and scuffs removed.',
          },
        },
      ],
      features: [
        {
          ar: 'ماكينات جلي بأقراص ألماس',
          en: 'Diamond-pad grinding machines',
        },
        {
          ar: 'مواد تلميع إيطالية',
          en: 'Italian polishing compounds',
        },
        {
          ar: 'تغطية الأثاث والجدران أثناء العمل',
          en: 'Furniture and walls covered while we work',
        },
        {
          ar: 'التنفيذ من 4 إلى 8 ساعات حسب المساحة',
          en: 'Done in 4 to 8 hours depending on area',
        },
        {
          ar: 'إعادة الخدمة مجاناً خلال 48 ساعة',
          en: 'Free redo within 48 hours',
        },
        {
          ar: 'معاينة مجانية قبل التسعير',
          en: 'Free site visit before pricing',
        },
      ],
      cta: {
        ar: 'احجز جلي الرخام',
        en: 'Book marble polishing',
      },
      bookingMessage: {
        ar: 'السلام عليكم، أبغى أحجز خدمة جلي الرخام والسيراميك',
        en: 'Hello, I would like to book a marble and ceramic polishing service',
      },
    },
    moving: {
      title: {
        ar: 'نقل الأثاث',
        en: 'Furniture Moving',
      },
      subtitle: {
        ar: 'ننقل عفشك وكأنه عفشنا',
        en: 'We move your furniture as if it were our own',
      },
      description: {
        ar: 'من فك غرف النوم والمطابخ إلى التغليف المحكم والنقل بسيارات مجهزة ثم التركيب في بيتك الجديد، نتكفّل بكل خطوة حتى تستلم بيتك جاهز.',
        en: 'From taking apart bedrooms and kitchens to careful packing, equipped trucks and reassembly in your new home, we take care of every step until your home is ready to live in.',
      },
      items: [
        {
          title: {
            ar: 'فك وتركيب الأثاث',
            en: 'Dismantling & assembly',
          },
          description: {
            ar: 'غرف النوم والدواليب والمكاتب بأيدي نجارين.',
            en: 'Bedrooms, wardrobes and offices by skilled carpenters.',
          },
        },
        {
          title: {
            ar: 'تغليف احترافي',
            en: 'Professional packing',
          },
          description: {
            ar: 'كرتون وفقاعات ونايلون لكل قطعة.',
            en: 'Boxes, bubble wrap and film for every piece.',
          },
        },
        {
          title: {
            ar: 'نقل داخل المدينة',
            en: 'Moves within Medina',
          },
          description: {
            ar: 'سيارات مغلقة ومجهزة بأحزمة تثبيت.',
            en: 'Closed trucks fitted with securing straps.',
          },
        },
        {
          title: {
            ar: 'نقل بين المدن',
            en: 'Moves between cities',
          },
          description: {
            ar: 'نقل آمن لأكثر من 30 مدينة في المملكة.',
            en: 'Safe moves to more than 30 cities in the Kingdom.',
          },
        },
        {
          title: {
            ar: 'فك وتركيب المطابخ',
            en: 'Kitchen dismantling & fitting',
          },
          description: {
            ar: 'فك دقيق وإعادة تركيب بمقاسات مضبوطة.',
            en: 'Careful removal and an exact refit.',
          },
        },
        {
          title: {
            ar: 'فك وتركيب المكيفات',
            en: 'AC removal & installation',
          },
          description: {
            ar: 'نقل المكيفات وتركيبها وتشغيلها.',
            en: 'Units moved, reinstalled and tested.',
          },
        },
      ],
      features: [
        {
          ar: 'عمالة مدرّبة على التعامل مع القطع الثمينة',
          en: 'Crews trained to handle valuable pieces',
        },
        {
          ar: 'سيارات مغلقة ومجهزة',
          en: 'Closed, equipped trucks',
        },
        {
          ar: 'تغليف يحمي من الخدوش والكسر',
          en: 'Packing that prevents scratches and breakage',
        },
        {
          ar: 'ترتيب الأثاث في مكانه الجديد',
          en: 'Furniture arranged in its new place',
        },
        {
          ar: 'سعر واضح قبل النقل',
          en: 'Clear price before the move',
        },
        {
          ar: 'متاحون طوال أيام الأسبوع',
          en: 'Available every day of the week',
        },
      ],
      cta: {
        ar: 'احجز نقل الأثاث',
        en: 'Book a move',
      },
      bookingMessage: {
        ar: 'السلام عليكم، أبغى أحجز خدمة نقل الأثاث',
        en: 'Hello, I would like to book a furniture moving service',
      },
    },
    maintenance: {
      title: {
        ar: 'الصيانة العامة',
        en: 'General Maintenance',
      },
      subtitle: {
        ar: 'فني معتمد يحل المشكلة من أول زيارة',
        en: 'A certified technician who fixes it on the first visit',
      },
      description: {
        ar: 'فنيون متخصصون في السباكة والكهرباء والتكييف والدهانات يجيك بقطع أصلية وأدوات كاملة، يشخّص المشكلة ويعطيك السعر قبل ما يبدأ، ويضمن لك الشغل.',
        en: 'Specialists in plumbing, electrical work, air conditioning and painting arrive with genuine parts and a full toolkit, diagnose the problem, give you the price before starting and stand behind their work.',
      },
      items: [
        {
          title: {
            ar: 'السباكة',
            en: 'Plumbing',
          },
          description: {
            ar: 'تمديدات وتسليك وإصلاح التسربات والسخانات.',
            en: 'Pipework, unblocking, leaks and water heaters.',
          },
        },
        {
          title: {
            ar: 'الكهرباء',
            en: 'Electrical',
          },
          description: {
            ar: 'تمديدات وإصلاح الأعطال وتركيب الإنارة.',
            en: 'Wiring, fault repair and lighting installation.',
          },
        },
        {
          title: {
            ar: 'صيانة المكيفات',
            en: 'AC maintenance',
          },
          description: {
            ar: 'تنظيف وتعبئة فريون وإصلاح الأعطال.',
            en: 'Cleaning, refrigerant top-up and repairs.',
          },
        },
        {
          title: {
            ar: 'الدهانات',
            en: 'Painting',
          },
          description: {
            ar: 'دهانات داخلية وخارجية بألوان حديثة.',
            en: 'Interior and exterior painting in modern colours.',
          },
        },
        {
          title: {
            ar: 'النجارة',
            en: 'Carpentry',
          },
          description: {
            ar: 'إصلاح الأبواب والخزائن وتركيب الرفوف.',
            en: 'Door and cabinet repairs, shelves fitted.',
          },
        },
        {
          title: {
            ar: 'كشف التسربات',
            en: 'Leak detection',
          },
          description: {
            ar: 'كشف إلكتروني بدون تكسير.',
            en: 'Electronic detection without breaking walls.',
          },
        },
        {
          title: {
            ar: 'عزل الأسطح',
            en: 'Roof insulation',
          },
          description: {
            ar: 'عزل مائي وحراري يحمي بيتك.',
            en: 'Waterproofing and thermal insulation.',
          },
        },
        {
          title: {
            ar: 'صيانة الأجهزة المنزلية',
            en: 'Appliance repair',
          },
          description: {
            ar: 'غسالات وثلاجات وأفران.',
            en: 'Washing machines, fridges and ovens.',
          },
        },
      ],
      features: [
        {
          ar: 'فنيون معتمدون وذوو خبرة',
          en: 'Certified, experienced technicians',
        },
        {
          ar: 'قطع غيار أصلية',
          en: 'Genuine spare parts',
        },
        {
          ar: 'تشخيص وتسعير قبل البدء',
          en: 'Diagnosis and price before work starts',
        },
        {
          ar: 'وصول سريع للأعطال الطارئة',
          en: 'Fast response for emergencies',
        },
        {
          ar: 'عقود صيانة دورية للمنازل والمنشآت',
          en: 'Maintenance contracts for homes and businesses',
        },
        {
          ar: 'خدمة 24 ساعة',
          en: '24-hour service',
        },
      ],
      cta: {
        ar: 'احجز خدمة الصيانة',
        en: 'Book maintenance',
      },
      bookingMessage: {
        ar: 'السلام عليكم، أبغى أحجز خدمة الصيانة العامة',
        en: 'Hello, I would like to book a general maintenance service',
      },
    },
    gardens: {
      title: {
        ar: 'الحدائق وتنسيقها',
        en: 'Gardens & Landscaping',
      },
      subtitle: {
        ar: 'مساحة خضراء تفتح النفس',
        en: 'A green space that lifts your day',
      },
      description: {
        ar: 'نحوّل الحوش والسطح والحديقة إلى مساحة مريحة لأهل البيت: نصمّم ونزرع ونركّب الري والإنارة، ثم نتابع الصيانة حتى تبقى خضراء طول السنة.',
        en: 'We turn courtyards, roofs and gardens into places your family enjoys: we design, plant, and install irrigation and lighting, then keep everything green all year round.',
      },
      items: [
        {
          title: {
            ar: 'تصميم وتنسيق الحدائق',
            en: 'Garden design & landscaping',
          },
          description: {
            ar: 'تصاميم تناسب المساحة والميزانية.',
            en: 'Designs that fit your space and budget.',
          },
        },
        {
          title: {
            ar: 'زراعة الثيل',
            en: 'Lawn installation',
          },
          description: {
            ar: 'ثيل طبيعي أو صناعي بتركيب متقن.',
            en: 'Natural or artificial grass, neatly laid.',
          },
        },
        {
          title: {
            ar: 'زراعة النخيل والأشجار',
            en: 'Palms & trees',
          },
          description: {
            ar: 'اختيار أنواع تناسب أجواء المدينة.',
            en: 'Species chosen for Medina’s climate.',
          },
        },
        {
          title: {
            ar: 'شبكات الري',
            en: 'Irrigation systems',
          },
          description: {
            ar: 'ري بالتنقيط ورشاشات بمؤقت ذكي.',
            en: 'Drip and sprinklers on smart timers.',
          },
        },
        {
          title: {
            ar: 'صيانة دورية',
            en: 'Regular maintenance',
          },
          description: {
            ar: 'قص وتسميد ومكافحة آفات.',
            en: 'Mowing, feeding and pest control.',
          },
        },
        {
          title: {
            ar: 'إنارة وجلسات خارجية',
            en: 'Lighting & outdoor seating',
          },
          description: {
            ar: 'إنارة ديكورية وجلسات مريحة.',
            en: 'Decorative lights and comfortable seating.',
          },
        },
      ],
      features: [
        {
          ar: 'مهندسون زراعيون ومنسقون',
          en: 'Agricultural engineers and designers',
        },
        {
          ar: 'نباتات تتحمل حرارة الصيف',
          en: 'Plants that handle the summer heat',
        },
        {
          ar: 'أنظمة ري موفرة للمياه',
          en: 'Water-saving irrigation',
        },
        {
          ar: 'زيارات صيانة مجدولة',
          en: 'Scheduled maintenance visits',
        },
        {
          ar: 'تصميم مبدئي مجاني',
          en: 'Free initial design',
        },
        {
          ar: 'متاحون طوال الأسبوع',
          en: 'Available all week',
        },
      ],
      cta: {
        ar: 'احجز تنسيق الحديقة',
        en: 'Book landscaping',
      },
      bookingMessage: {
        ar: 'السلام عليكم، أبغى أحجز خدمة تنسيق الحدائق',
        en: 'Hello, I would like to book a garden landscaping service',
      },
    },
    additional: {
      title: {
        ar: 'خدمات إضافية',
        en: 'Additional Services',
      },
      subtitle: {
        ar: 'كل اللي يحتاجه بيتك ومنشأتك بعد الخدمات الأساسية',
        en: 'Everything else your home or business needs',
      },
      description: {
        ar: 'خدمات متخصصة تكمّل عناية بيتك ومنشأتك: من تسليم المباني الجديدة نظيفة، إلى مكافحة الحشرات والتعقيم وغسيل الواجهات، مع عقود صيانة دورية وباقات VIP واستشارة فنية مجانية.',
        en: 'Specialist services that complete the care of your home or premises: new buildings handed over spotless, pest control, sterilisation and facade washing, with maintenance contracts, VIP packages and free technical consultation.',
      },
      items: [
        {
          title: {
            ar: 'تنظيف ما بعد البناء',
            en: 'Post-construction cleaning',
          },
          description: {
            ar: 'إزالة مخلفات البناء والأسمنت والدهان.',
            en: 'Building debris, cement and paint removed.',
          },
        },
        {
          title: {
            ar: 'مكافحة الحشرات',
            en: 'Pest control',
          },
          description: {
            ar: 'رش آمن للصراصير والنمل الأبيض والبق.',
            en: 'Safe treatment for cockroaches, termites and bed bugs.',
          },
        },
        {
          title: {
            ar: 'التعقيم',
            en: 'Sterilisation',
          },
          description: {
            ar: 'تعقيم المنازل والمساجد والمنشآت بمواد معتمدة.',
            en: 'Homes, mosques and premises with approved products.',
          },
        },
        {
          title: {
            ar: 'غسيل الواجهات',
            en: 'Facade washing',
          },
          description: {
            ar: 'واجهات زجاجية وحجرية بمعدات الارتفاعات.',
            en: 'Glass and stone facades with access equipment.',
          },
        },
        {
          title: {
            ar: 'غسيل السيارات بالبخار',
            en: 'Steam car cleaning',
          },
          description: {
            ar: 'غسيل داخلي وخارجي عند باب بيتك.',
            en: 'Inside and out, at your doorstep.',
          },
        },
      ],
      features: [
        {
          ar: 'عقود صيانة دورية',
          en: 'Periodic maintenance contracts',
        },
        {
          ar: 'خدمات VIP للفلل والقصور',
          en: 'VIP services for villas and palaces',
        },
        {
          ar: 'استشارة فنية مجانية',
          en: 'Free technical consultation',
        },
        {
          ar: 'مواد معتمدة من الجهات المختصة',
          en: 'Products approved by the authorities',
        },
        {
          ar: 'فرق مجهزة للأعمال على الارتفاعات',
          en: 'Crews equipped for work at height',
        },
        {
          ar: 'خدمة 24 ساعة',
          en: '24-hour service',
        },
      ],
      cta: {
        ar: 'استفسر عن الخدمات الإضافية',
        en: 'Ask about additional services',
      },
      bookingMessage: {
        ar: 'السلام عليكم، أبغى أستفسر عن الخدمات الإضافية',
        en: 'Hello, I would like to ask about your additional services',
      },
    },
  },
  whyUs: [
    {
      title: {
        ar: 'خدمة 24/7',
        en: '24/7 service',
      },
      description: {
        ar: 'متاحون كل أيام الأسبوع، حتى الإجازات.',
        en: 'Available every day of the week, holidays included.',
      },
    },
    {
      title: {
        ar: 'استشارة مجانية',
        en: 'Free consultation',
      },
      description: {
        ar: 'معاينة وتسعير بدون أي رسوم.',
        en: 'Site visit and quote at no charge.',
      },
    },
    {
      title: {
        ar: 'فرق متخصصة',
        en: 'Specialist teams',
      },
      description: {
        ar: 'فريق مدرّب لكل نوع من الخدمات.',
        en: 'A trained team for each kind of service.',
      },
    },
    {
      title: {
        ar: 'مواد آمنة',
        en: 'Safe products',
      },
      description: {
        ar: 'منتجات معتمدة وآمنة على العائلة.',
        en: 'Approved products that are safe for your family.',
      },
    },
    {
      title: {
        ar: 'التزام بالمواعيد',
        en: 'On time',
      },
      description: {
        ar: 'نوصلك في الوقت اللي اتفقنا عليه.',
        en: 'We arrive when we said we would.',
      },
    },
    {
      title: {
        ar: 'أسعار واضحة',
        en: 'Clear prices',
      },
      description: {
        ar: 'سعر نهائي قبل البدء بلا مفاجآت.',
        en: 'A final price before we start, no surprises.',
      },
    },
    {
      title: {
        ar: 'ضمان الرضا',
        en: 'Satisfaction guarantee',
      },
      description: {
        ar: 'إعادة الخدمة مجاناً خلال 48 ساعة.',
        en: 'Free redo within 48 hours.',
      },
    },
    {
      title: {
        ar: 'دفع مرن',
        en: 'Flexible payment',
      },
      description: {
        ar: 'عند الاستلام أو تحويل أو دفع إلكتروني.',
        en: 'Cash on delivery, transfer or online.',
      },
    },
  ],
};

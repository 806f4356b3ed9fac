import type { AboutSection } from '../about';

/** The about page as shipped: the first published version of the `about` section. */
export const SHIPPED_ABOUT: AboutSection = {
  story: [
    {
      ar: 'انطلقت لمسة المدينة من المدينة المنورة بفريق صغير وهدف واضح: خدمة منزلية يعتمد عليها الناس بدون تأخير ولا أعذار. كنا نسمع من الأهل والجيران نفس الشكوى: عمالة غير مدرّبة، ومواعيد ما تنضبط، وأسعار تتغير بعد الشغل.',
      en: 'Lamsat Al-Madinah began in Medina with a small team and a clear goal: home services people can rely on, with no delays and no excuses. We kept hearing the same complaints from family and neighbours: untrained workers, appointments that slipped and prices that changed after the job.',
    },
    {
      ar: 'فبنينا طريقتنا على العكس تماماً: فريق مدرّب لكل خدمة، موعد نلتزم فيه، وسعر نتفق عليه قبل ما نبدأ. ومع الوقت كبرت الثقة، وصرنا نخدم آلاف البيوت والمنشآت في المدينة وضواحيها.',
      en: 'So we built our way of working around the opposite: a trained team for each service, an appointment we keep, and a price agreed before we start. Trust grew, and today we serve thousands of homes and businesses across Medina and its suburbs.',
    },
  ],
  mission: {
    ar: 'نريّح العائلة من هم البيت، بخدمة متقنة وآمنة وبسعر عادل، ونخليها تتفرغ للي يهمها.',
    en: 'To take the burden of the home off families with careful, safe work at a fair price, so they can focus on what matters to them.',
  },
  vision: {
    ar: 'أن نكون الاسم الأول اللي يخطر على بال أهل المدينة المنورة إذا احتاجوا خدمة لبيوتهم.',
    en: 'To be the first name Medina’s families think of whenever their home needs care.',
  },
  values: [
    {
      icon: 'shield',
      title: {
        ar: 'الأمانة والثقة',
        en: 'Trust & honesty',
      },
      description: {
        ar: 'بيتك وأغراضك أمانة عندنا، وفريقنا موثوق ومعروف.',
        en: 'Your home and belongings are in safe hands with a vetted, known team.',
      },
    },
    {
      icon: 'award',
      title: {
        ar: 'الجودة والإتقان',
        en: 'Quality & excellence',
      },
      description: {
        ar: 'ما نسلّم الشغل إلا وهو على المستوى اللي يرضينا قبل ما يرضيك.',
        en: 'We only hand over work that meets our own standard first.',
      },
    },
    {
      icon: 'clock',
      title: {
        ar: 'الالتزام بالمواعيد',
        en: 'Punctuality',
      },
      description: {
        ar: 'وقتك غالي، ونوصل في الموعد اللي اتفقنا عليه.',
        en: 'Your time matters; we arrive when we agreed.',
      },
    },
    {
      icon: 'heart',
      title: {
        ar: 'خدمة العملاء',
        en: 'Customer service',
      },
      description: {
        ar: 'نسمع لك قبل الخدمة ونتابع معك بعدها حتى تطمئن.',
        en: 'We listen before the job and follow up after it.',
      },
    },
  ],
  team: [
    {
      icon: 'sparkles',
      role: {
        ar: 'فرق التنظيف',
        en: 'Cleaning crews',
      },
      description: {
        ar: 'فرق رجالية ونسائية مدرّبة على التنظيف العميق والتعقيم.',
        en: 'Trained men’s and women’s crews for deep cleaning and sterilisation.',
      },
    },
    {
      icon: 'wrench',
      role: {
        ar: 'الفنيون',
        en: 'Technicians',
      },
      description: {
        ar: 'سباكون وكهربائيون وفنيو تكييف معتمدون.',
        en: 'Certified plumbers, electricians and AC technicians.',
      },
    },
    {
      icon: 'truck',
      role: {
        ar: 'فريق النقل',
        en: 'Moving team',
      },
      description: {
        ar: 'نجارون وعمال نقل يعرفون قيمة كل قطعة.',
        en: 'Carpenters and movers who value every piece.',
      },
    },
    {
      icon: 'users',
      role: {
        ar: 'خدمة العملاء',
        en: 'Customer care',
      },
      description: {
        ar: 'يردون عليك خلال 5 دقائق ويتابعون طلبك للنهاية.',
        en: 'They answer within 5 minutes and follow your request to the end.',
      },
    },
  ],
};

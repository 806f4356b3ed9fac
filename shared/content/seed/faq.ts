import type { FaqContent } from '../faq';

/** The home page's questions as shipped: the first published version of the `faq` section. */
export const SHIPPED_FAQ: FaqContent = {
  items: [
    {
      question: {
        ar: 'كيف أحجز الخدمة؟',
        en: 'How do I book a service?',
      },
      answer: {
        ar: 'تقدر تحجز بمكالمة أو رسالة واتساب أو عن طريق نموذج التواصل في الموقع. نرد عليك خلال 5 دقائق ونتفق على الموعد والسعر قبل ما نجيك.',
        en: 'Call us, send a WhatsApp message or use the contact form on this site. We reply within 5 minutes and agree the time and price with you before we come.',
      },
    },
    {
      question: {
        ar: 'هل تشتغلون أيام الإجازات وبالليل؟',
        en: 'Do you work on weekends and at night?',
      },
      answer: {
        ar: 'نعم، خدمتنا متاحة 24 ساعة طوال أيام الأسبوع، بما فيها الجمعة والإجازات الرسمية، وتقدر تختار الوقت اللي يناسبك.',
        en: 'Yes. We are available 24 hours a day, seven days a week, including Fridays and public holidays, at a time that suits you.',
      },
    },
    {
      question: {
        ar: 'كم تاخذ مدة تنظيف البيت؟',
        en: 'How long does a house cleaning take?',
      },
      answer: {
        ar: 'تنظيف المنزل عادة من ساعتين إلى 4 ساعات حسب المساحة وحالة المكان، وجلي الرخام من 4 إلى 8 ساعات.',
        en: 'A typical house cleaning takes 2 to 4 hours depending on size and condition; marble polishing takes 4 to 8 hours.',
      },
    },
    {
      question: {
        ar: 'هل مواد التنظيف آمنة على الأطفال؟',
        en: 'Are your cleaning products safe for children?',
      },
      answer: {
        ar: 'نستخدم مواد معتمدة وآمنة على الأطفال وكبار السن والحيوانات الأليفة، ونهوّي المكان بعد الانتهاء.',
        en: 'We use approved products that are safe around children, elderly family members and pets, and we air the rooms when we finish.',
      },
    },
    {
      question: {
        ar: 'وش يصير إذا ما عجبتني النتيجة؟',
        en: 'What if I am not happy with the result?',
      },
      answer: {
        ar: 'نرجع ونعيد الخدمة مجاناً خلال 48 ساعة من موعد التنفيذ، لأن رضاك هو المقياس عندنا.',
        en: 'We come back and redo the work free of charge within 48 hours. Your satisfaction is how we measure our work.',
      },
    },
    {
      question: {
        ar: 'هل المعاينة والاستشارة بفلوس؟',
        en: 'Do you charge for the site visit or consultation?',
      },
      answer: {
        ar: 'لا، المعاينة والاستشارة الفنية مجانية، ونعطيك سعر واضح قبل البدء بدون رسوم مخفية.',
        en: 'No. The site visit and technical consultation are free, and you get a clear price before we start, with no hidden fees.',
      },
    },
    {
      question: {
        ar: 'وش طرق الدفع المتاحة؟',
        en: 'How can I pay?',
      },
      answer: {
        ar: 'الدفع عند الاستلام، أو تحويل بنكي، أو دفع إلكتروني، والخيار لك.',
        en: 'Cash on delivery, bank transfer or electronic payment: whichever you prefer.',
      },
    },
    {
      question: {
        ar: 'هل تخدمون خارج المدينة المنورة؟',
        en: 'Do you work outside Medina?',
      },
      answer: {
        ar: 'نغطي المدينة المنورة وضواحيها بالكامل، ونوصل لأكثر من 30 مدينة في المملكة عن طريق فرقنا المحلية.',
        en: 'We cover all of Medina and its suburbs, and reach more than 30 cities across the Kingdom through our local teams.',
      },
    },
  ],
};

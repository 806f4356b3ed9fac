import type { CityBusinessData, CityIconName, TextBlock } from './types';

export interface DistrictService {
  icon: CityIconName;
  title: string;
  description: string;
  price: number;
  time: string;
}

export interface DistrictPage {
  slug: string;
  citySlug: 'medina';
  cityName: string;
  /** Accent colour: the city's own. */
  color: string;
  name: string;
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string };
  rating: number;
  clients: number;
  arrivalMinutes: number;
  intro: TextBlock;
  services: { title: string; items: readonly DistrictService[] };
  neighbours: { title: string; subtitle: string; items: readonly string[] };
  promise: TextBlock;
  closing: TextBlock;
  business: CityBusinessData;
}

const RATING = 4.9;
const CLIENTS = 320;
const ARRIVAL = 30;

/** The district page /cities/medina/aziziyah: five services, five neighbours, 30-minute arrival. Arabic only. */
export const AZIZIYAH: DistrictPage = {
  slug: 'aziziyah',
  citySlug: 'medina',
  cityName: 'المدينة المنورة',
  color: '#0f766e',
  name: 'العزيزية',
  seo: {
    title: 'شركة تنظيف في حي العزيزية بالمدينة المنورة | وصول خلال 30 دقيقة',
    description:
      'خدمات التنظيف والصيانة في حي العزيزية بالمدينة المنورة: تنظيف منازل من 200 ريال، شقق من 150، جلي رخام من 300، نقل عفش من 400 وصيانة من 100. نصلك خلال 30 دقيقة. تقييم 4.9 من 320 عميل.',
  },
  hero: {
    eyebrow: 'حي العزيزية — المدينة المنورة',
    title: 'خدماتنا في حي العزيزية',
    subtitle:
      'فريقنا في جنوب المدينة على بعد دقائق من العزيزية؛ نصل إلى بيتك خلال 30 دقيقة لننظف ونصلح ونرتب، وأنت مطمئن.',
  },
  rating: RATING,
  clients: CLIENTS,
  arrivalMinutes: ARRIVAL,
  intro: {
    title: 'جيرانكم في العزيزية',
    text: 'العزيزية من أسرع أحياء المدينة نمواً: فلل عائلية بأفنية، وعمائر سكنية جديدة، وشقق يسكنها الطلاب والموظفون. خدمنا فيها أكثر من 320 عميلاً، ونعرف شوارعها ومداخل عمائرها، لذلك نصل في الموعد دون أن نسألك عن الطريق.',
  },
  services: {
    title: 'الخدمات المتاحة في العزيزية',
    items: [
      {
        icon: 'home',
        title: 'تنظيف المنازل',
        description: 'تنظيف شامل للفلل والبيوت: الغرف والمجالس والمطابخ ودورات المياه والأفنية.',
        price: 200,
        time: '2-4 ساعات',
      },
      {
        icon: 'building',
        title: 'تنظيف الشقق',
        description: 'تنظيف سريع ومتقن للشقق السكنية والمفروشة، مع تعقيم المطبخ ودورات المياه.',
        price: 150,
        time: '1-3 ساعات',
      },
      {
        icon: 'sparkle',
        title: 'جلي الرخام',
        description: 'جلي وتلميع الرخام والسيراميك وإزالة البقع والخدوش، مع طبقة حماية.',
        price: 300,
        time: '3-5 ساعات',
      },
      {
        icon: 'truck',
        title: 'نقل العفش',
        description: 'فك وتغليف ونقل وتركيب داخل العزيزية أو إلى أي حي آخر في المدينة.',
        price: 400,
        time: 'حسب الحجم',
      },
      {
        icon: 'wrench',
        title: 'الصيانة',
        description: 'سباكة وكهرباء وتكييف وإصلاحات منزلية بسيطة، بفني يصلك مع قطع الغيار.',
        price: 100,
        time: '1-2 ساعة',
      },
    ],
  },
  neighbours: {
    title: 'نخدم أيضاً الأحياء المجاورة',
    subtitle: 'نفس الفريق ونفس الأسعار في الأحياء القريبة من العزيزية.',
    items: ['قباء', 'قربان', 'العوالي', 'بني بياضة', 'العصبة'],
  },
  promise: {
    title: 'وعد الوصول خلال 30 دقيقة',
    text: 'لأن فريقنا قريب من العزيزية، نصل إليك خلال 30 دقيقة من تأكيد الطلب في الحالات العاجلة، وفي موعدك المحدد تماماً في الحجوزات المسبقة.',
  },
  closing: {
    title: 'احجز خدمتك في العزيزية',
    text: 'اتصل بنا أو راسلنا على واتساب، ونؤكد موعدك خلال 5 دقائق.',
  },
  business: {
    locality: 'المدينة المنورة',
    region: 'منطقة المدينة المنورة',
    streetAddress: 'حي العزيزية',
    postalCode: '42316',
    geo: { latitude: 24.4339, longitude: 39.6203 },
    ratingValue: RATING,
    reviewCount: CLIENTS,
    sampleReview: {
      author: 'أم سلطان',
      rating: 5,
      body: 'وصلوا بعد نصف ساعة من الاتصال، ونظفوا الشقة كاملة قبل وصول أهلي. شكراً لكم.',
      datePublished: '2025-03-15',
    },
  },
};

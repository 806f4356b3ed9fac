import type { Category } from '@shared/constants';
import type { CityBusinessData, CityIconName, TextBlock } from './types';

/** A service of the district page: its name, price and duration are published (`cities` section). */
export interface DistrictServiceTexts {
  icon: CityIconName;
  /** The service its booking button books. */
  service: Category;
  description: string;
}

export interface DistrictService extends DistrictServiceTexts {
  title: string;
  price: number;
  time: string;
}

/** The district page's own texts (the build's). */
export interface DistrictTexts {
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
  services: { title: string; items: readonly DistrictServiceTexts[] };
  neighbours: { title: string; subtitle: string };
  promise: TextBlock;
  closing: TextBlock;
  business: CityBusinessData;
}

/** Everything the district page shows. */
export interface DistrictPage extends Omit<DistrictTexts, 'services' | 'neighbours'> {
  services: { title: string; items: readonly DistrictService[] };
  neighbours: { title: string; subtitle: string; items: readonly string[] };
}

const RATING = 4.9;
const CLIENTS = 320;
const ARRIVAL = 30;

/** The district page /cities/medina/aziziyah: five services, five neighbours, 30-minute arrival. Arabic only. */
export const AZIZIYAH: DistrictTexts = {
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
        service: 'cleaning',
        description: 'تنظيف شامل للفلل والبيوت: الغرف والمجالس والمطابخ ودورات المياه والأفنية.',
      },
      {
        icon: 'building',
        service: 'cleaning',
        description: 'تنظيف سريع ومتقن للشقق السكنية والمفروشة، مع تعقيم المطبخ ودورات المياه.',
      },
      {
        icon: 'sparkle',
        service: 'marble',
        description: 'جلي وتلميع الرخام والسيراميك وإزالة البقع والخدوش، مع طبقة حماية.',
      },
      {
        icon: 'truck',
        service: 'moving',
        description: 'فك وتغليف ونقل وتركيب داخل العزيزية أو إلى أي حي آخر في المدينة.',
      },
      {
        icon: 'wrench',
        service: 'maintenance',
        description: 'سباكة وكهرباء وتكييف وإصلاحات منزلية بسيطة، بفني يصلك مع قطع الغيار.',
      },
    ],
  },
  neighbours: {
    title: 'نخدم أيضاً الأحياء المجاورة',
    subtitle: 'نفس الفريق ونفس الأسعار في الأحياء القريبة من العزيزية.',
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

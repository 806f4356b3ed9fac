import type { Category } from '../constants';
import { amount, arabic, fixedList, group, list, optionalAmount, type ContentOf, type Label } from './fields';

/**
 * The city pages and the district page as the office edits them (the `cities` section): each
 * service's name, starting price, features and benefits, and the neighbourhoods served. These
 * pages are in Arabic only, so is what the office types here.
 */
const RIYALS = { ar: 'ريال', en: 'riyals' };
const MINUTES = { ar: 'دقيقة', en: 'minutes' };
const price = amount({ ar: 'السعر يبدأ من', en: 'Price from' }, { min: 1, max: 100_000, unit: RIYALS });

const city = (label: Label) =>
  group(
    label,
    {
      services: fixedList(
        { ar: 'الخدمات', en: 'Services' },
        group(
          { ar: 'خدمة', en: 'Service' },
          {
            title: arabic({ ar: 'اسم الخدمة', en: 'Service name' }, 40),
            price,
            features: list({ ar: 'المزايا', en: 'Features' }, arabic({ ar: 'ميزة', en: 'Feature' }, 80), {
              min: 0,
              max: 8,
            }),
            benefits: list({ ar: 'الفوائد', en: 'Benefits' }, arabic({ ar: 'فائدة', en: 'Benefit' }, 80), {
              min: 0,
              max: 4,
            }),
          },
        ),
        6,
      ),
      neighbourhoods: list(
        { ar: 'الأحياء', en: 'Neighbourhoods' },
        group(
          { ar: 'حي', en: 'Neighbourhood' },
          {
            name: arabic({ ar: 'اسم الحي', en: 'Name' }, 30),
            arrivalMinutes: optionalAmount(
              { ar: 'مدة الوصول', en: 'Arrival time' },
              { min: 5, max: 240, unit: MINUTES },
            ),
          },
        ),
        { max: 40 },
      ),
    },
    { folded: true },
  );

export const citiesFields = group(
  { ar: 'المدن والأحياء', en: 'Cities and districts' },
  {
    medina: city({ ar: 'المدينة المنورة', en: 'Medina' }),
    makkah: city({ ar: 'مكة المكرمة', en: 'Makkah' }),
    jeddah: city({ ar: 'جدة', en: 'Jeddah' }),
    riyadh: city({ ar: 'الرياض', en: 'Riyadh' }),
    dammam: city({ ar: 'الدمام', en: 'Dammam' }),
    khobar: city({ ar: 'الخبر', en: 'Khobar' }),
    aziziyah: group(
      { ar: 'حي العزيزية (المدينة المنورة)', en: 'Aziziyah district (Medina)' },
      {
        services: fixedList(
          { ar: 'الخدمات', en: 'Services' },
          group(
            { ar: 'خدمة', en: 'Service' },
            {
              title: arabic({ ar: 'اسم الخدمة', en: 'Service name' }, 40),
              price,
              time: arabic({ ar: 'المدة', en: 'Duration' }, 20),
            },
          ),
          5,
        ),
        neighbours: list(
          { ar: 'الأحياء المجاورة', en: 'Neighbouring districts' },
          arabic({ ar: 'حي', en: 'District' }, 30),
          {
            min: 0,
            max: 10,
          },
        ),
      },
      { folded: true },
    ),
  },
);
export type CitiesSection = ContentOf<typeof citiesFields>;

/**
 * The service each of the Medina page's six priced services belongs to, in its order (the city the
 * office works in: the admin's services screen shows these as the prices the site shows).
 */
export const MEDINA_PRICED_SERVICES = [
  'cleaning',
  'cleaning',
  'marble',
  'moving',
  'maintenance',
  'gardens',
] as const satisfies readonly Category[];

/** Each service's lowest "price from" on the Medina page as published; none for a service it does not price. */
export function startingPrices(medina: CitiesSection['medina']): Partial<Record<Category, number>> {
  const prices: Partial<Record<Category, number>> = {};
  medina.services.forEach(({ price }, index) => {
    const key = MEDINA_PRICED_SERVICES[index];
    if (key) prices[key] = Math.min(price, prices[key] ?? Infinity);
  });
  return prices;
}

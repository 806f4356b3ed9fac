import type { OtherCity } from './types';

const EASTERN = { ar: 'المنطقة الشرقية', en: 'Eastern Province' };
const MAKKAH = { ar: 'منطقة مكة المكرمة', en: 'Makkah Region' };
const MADINAH = { ar: 'منطقة المدينة المنورة', en: 'Madinah Region' };
const RIYADH = { ar: 'منطقة الرياض', en: 'Riyadh Region' };
const ASIR = { ar: 'منطقة عسير', en: 'Asir Region' };
const QASSIM = { ar: 'منطقة القصيم', en: 'Al-Qassim Region' };

/**
 * The 26 other cities of the index grid: real Saudi cities with their administrative
 * region. Dammam and Khobar are listed here by name only; the index never links their pages.
 */
export const OTHER_CITIES: readonly OtherCity[] = [
  { name: { ar: 'الدمام', en: 'Dammam' }, region: EASTERN },
  { name: { ar: 'الخبر', en: 'Khobar' }, region: EASTERN },
  { name: { ar: 'الظهران', en: 'Dhahran' }, region: EASTERN },
  { name: { ar: 'الأحساء', en: 'Al-Ahsa' }, region: EASTERN },
  { name: { ar: 'الجبيل', en: 'Jubail' }, region: EASTERN },
  { name: { ar: 'القطيف', en: 'Qatif' }, region: EASTERN },
  { name: { ar: 'حفر الباطن', en: 'Hafar Al-Batin' }, region: EASTERN },
  { name: { ar: 'الطائف', en: 'Taif' }, region: MAKKAH },
  { name: { ar: 'رابغ', en: 'Rabigh' }, region: MAKKAH },
  { name: { ar: 'القنفذة', en: 'Al-Qunfudhah' }, region: MAKKAH },
  { name: { ar: 'ينبع', en: 'Yanbu' }, region: MADINAH },
  { name: { ar: 'العلا', en: 'AlUla' }, region: MADINAH },
  { name: { ar: 'الخرج', en: 'Al-Kharj' }, region: RIYADH },
  { name: { ar: 'المجمعة', en: "Al-Majma'ah" }, region: RIYADH },
  { name: { ar: 'بريدة', en: 'Buraydah' }, region: QASSIM },
  { name: { ar: 'عنيزة', en: 'Unaizah' }, region: QASSIM },
  { name: { ar: 'الرس', en: 'Ar Rass' }, region: QASSIM },
  { name: { ar: 'أبها', en: 'Abha' }, region: ASIR },
  { name: { ar: 'خميس مشيط', en: 'Khamis Mushait' }, region: ASIR },
  { name: { ar: 'تبوك', en: 'Tabuk' }, region: { ar: 'منطقة تبوك', en: 'Tabuk Region' } },
  { name: { ar: 'حائل', en: "Ha'il" }, region: { ar: 'منطقة حائل', en: "Ha'il Region" } },
  { name: { ar: 'جازان', en: 'Jazan' }, region: { ar: 'منطقة جازان', en: 'Jazan Region' } },
  { name: { ar: 'نجران', en: 'Najran' }, region: { ar: 'منطقة نجران', en: 'Najran Region' } },
  { name: { ar: 'الباحة', en: 'Al-Baha' }, region: { ar: 'منطقة الباحة', en: 'Al-Baha Region' } },
  { name: { ar: 'عرعر', en: 'Arar' }, region: { ar: 'منطقة الحدود الشمالية', en: 'Northern Borders Region' } },
  { name: { ar: 'سكاكا', en: 'Sakaka' }, region: { ar: 'منطقة الجوف', en: 'Al-Jawf Region' } },
];

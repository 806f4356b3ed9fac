import type { CitySlug, CityTexts } from '../types';
import { DAMMAM } from './dammam';
import { JEDDAH } from './jeddah';
import { KHOBAR } from './khobar';
import { MAKKAH } from './makkah';
import { MEDINA } from './medina';
import { RIYADH } from './riyadh';

/** Every city page by slug (/cities/{slug}). */
export const CITY_PAGES: Record<CitySlug, CityTexts> = {
  medina: MEDINA,
  makkah: MAKKAH,
  jeddah: JEDDAH,
  riyadh: RIYADH,
  dammam: DAMMAM,
  khobar: KHOBAR,
};

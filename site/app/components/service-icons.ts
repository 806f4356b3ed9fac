import type { Category } from '@shared/constants';
import type { IconName } from '@/components/icon';

export const SERVICE_ICONS: Record<Category, IconName> = {
  cleaning: 'sparkles',
  marble: 'diamond',
  moving: 'truck',
  maintenance: 'wrench',
  gardens: 'leaf',
  additional: 'plus',
};

import type { Category } from '@shared/constants';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format';

/** A service key in the reader's language; no key: the message named no known service. */
export const serviceLabel = (t: TFunction, key: Category | null) =>
  key ? t(`categories.${key}`) : t('reports.noService');

/** An amount of riyals as the reader writes it ("1,250 ر.س", "SAR 1,250"). */
export const riyals = (t: TFunction, amount: number) => t('common.sar', { amount: formatNumber(amount) });

/** A per-day series is drawn as bars for a week or a month, as a line for longer. */
export const dayChartKind = (days: number) => (days > 31 ? 'line' : 'bar');

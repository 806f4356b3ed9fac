import type { PortfolioItem } from '@shared/schemas';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../text';

/** The items a fresh install shows as examples have generated images named demo-… (server/src/seed). */
const isDemo = (item: PortfolioItem) => item.image.startsWith('/uploads/demo-');

/** "Example" beside a demo item, so the office knows to replace it with its own work. */
export function DemoTag({ item }: { item: PortfolioItem }) {
  const { t } = useTranslation();
  return isDemo(item) ? (
    <Tag className="state-tag state-tag-wait" title={t('portfolio.demoHint')}>
      {t('portfolio.demo')}
    </Tag>
  ) : null;
}

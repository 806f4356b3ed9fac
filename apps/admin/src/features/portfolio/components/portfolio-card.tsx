import { Button, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Panel } from '@/components/panel';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { PortfolioItem } from '@shared/schemas';
import { UserText } from '@/components/user-text';
import { DemoTag } from '@/components/demo-tag';
import '../text';

/** An item as a card on a phone: its photo, both titles, category, date and rating; a tap opens it. */
export function PortfolioCard({ item, open, actions }: { item: PortfolioItem; open(): void; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Panel className="portfolio-card">
      <Flex vertical gap={6}>
        <Flex gap={12} align="start">
          {item.image ? <img className="thumb" src={item.image} alt="" loading="lazy" /> : null}
          <Flex vertical gap={2} align="start" style={{ minInlineSize: 0 }}>
            <Button type="link" onClick={open} className="card-open">
              <UserText>{item.title_ar}</UserText>
            </Button>
            <Typography.Text type="secondary">
              <UserText>{item.title_en}</UserText>
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(item.date)}
            </Typography.Text>
          </Flex>
        </Flex>
        <Flex gap={6} wrap align="center">
          <DemoTag demo={item.demo} kind="portfolio" />
          <Tag>{t(`categories.${item.category}`)}</Tag>
          {item.before_after === 1 ? <Tag color="green">{t('portfolioItem.fields.before_after')}</Tag> : null}
          <Typography.Text type="secondary">{t('portfolio.ratingOutOf5', { n: item.rating })}</Typography.Text>
        </Flex>
        {actions}
      </Flex>
    </Panel>
  );
}

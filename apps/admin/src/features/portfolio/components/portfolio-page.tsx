import { Space, Tag, Typography } from 'antd';
import type { PortfolioItem } from '@shared/schemas';
import { AdminListPage } from '@/components/admin-list-page';
import type { DataColumn } from '@/components/data-table';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useDeletePortfolioItem } from '../api/delete-portfolio-item';
import { usePortfolioItems } from '../api/get-portfolio';
import { PortfolioCard } from './portfolio-card';
import { PortfolioFormModal } from './portfolio-form-modal';
import { PortfolioPreview } from './portfolio-preview';
import { UserText } from '@/components/user-text';
import { DemoTag } from '@/components/demo-tag';
import '../text';

/** /admin/portfolio: the paged list of portfolio items (cards on a phone) with add/edit/delete/preview and image upload. */
export function PortfolioPage() {
  const { t } = useTranslation();
  const columns: DataColumn<PortfolioItem>[] = [
    {
      title: t('portfolioItem.fields.image'),
      key: 'image',
      width: 96,
      render: (item) =>
        item.image ? (
          <img className="thumb" src={item.image} alt={item.title_ar} loading="lazy" />
        ) : (
          t('portfolio.noImage')
        ),
    },
    {
      title: t('portfolio.titleColumn'),
      key: 'title',
      render: (item) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>
            <UserText>{item.title_ar}</UserText> <DemoTag demo={item.demo} kind="portfolio" />
          </Typography.Text>
          <Typography.Text type="secondary">
            <UserText>{item.title_en}</UserText>
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('portfolioItem.fields.category'),
      key: 'category',
      render: (item) => t(`categories.${item.category}`),
    },
    {
      title: t('portfolioItem.fields.date'),
      key: 'date',
      render: (item) => <span className="nowrap">{formatDate(item.date)}</span>,
    },
    { title: t('portfolioItem.fields.location_ar'), key: 'location', render: (item) => item.location_ar },
    { title: t('portfolioItem.fields.rating'), key: 'rating', render: (item) => `${item.rating} / 5` },
    {
      title: t('portfolioItem.fields.before_after'),
      key: 'before_after',
      render: (item) =>
        item.before_after === 1 ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>,
    },
  ];

  return (
    <AdminListPage
      title={t('portfolio.title')}
      addLabel={t('portfolio.add')}
      emptyText={t('portfolio.empty')}
      useList={usePortfolioItems}
      useRemove={useDeletePortfolioItem}
      calls={{ create: 'portfolioCreate', update: 'portfolioUpdate', remove: 'portfolioDelete' }}
      loadOperation="loadPortfolio"
      deletedText={t('portfolio.deleted')}
      describe={(item) => item.title_ar}
      columns={columns}
      scrollX={960}
      renderForm={(editing, onClose) => <PortfolioFormModal editing={editing} onClose={onClose} />}
      renderPreview={(item, onClose) => <PortfolioPreview item={item} onClose={onClose} />}
      renderCard={(item, open, actions) => <PortfolioCard item={item} open={open} actions={actions} />}
    />
  );
}

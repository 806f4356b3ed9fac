import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { PortfolioItem } from '@shared/schemas';
import { AdminListPage } from '@/components/admin-list-page';
import { useTranslation } from 'react-i18next';
import { useDeletePortfolioItem } from '../api/delete-portfolio-item';
import { usePortfolioItems } from '../api/get-portfolio';
import { PortfolioCard } from './portfolio-card';
import { PortfolioFormModal } from './portfolio-form-modal';
import { PortfolioPreview } from './portfolio-preview';

/** /admin/portfolio: the paged list of portfolio items (cards on a phone) with add/edit/delete/preview and image upload. */
export function PortfolioPage() {
  const { t } = useTranslation();
  const columns: TableColumnsType<PortfolioItem> = [
    {
      title: t('portfolio.fields.image'),
      dataIndex: 'image',
      key: 'image',
      width: 96,
      render: (src: string, item) =>
        src ? <img className="thumb" src={src} alt={item.title_ar} loading="lazy" /> : t('portfolio.noImage'),
    },
    {
      title: t('portfolio.titleColumn'),
      key: 'title',
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{item.title_ar}</Typography.Text>
          <Typography.Text type="secondary" dir="ltr">
            {item.title_en}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('portfolio.fields.category'),
      dataIndex: 'category',
      key: 'category',
      render: (c: PortfolioItem['category']) => t(`categories.${c}`) ?? c,
    },
    {
      title: t('portfolio.fields.date'),
      dataIndex: 'date',
      key: 'date',
      render: (v: string) => (
        <bdi dir="ltr" className="nowrap">
          {v}
        </bdi>
      ),
    },
    { title: t('portfolio.fields.location_ar'), dataIndex: 'location_ar', key: 'location' },
    { title: t('portfolio.fields.rating'), dataIndex: 'rating', key: 'rating', render: (v: number) => `${v} / 5` },
    {
      title: t('portfolio.fields.before_after'),
      dataIndex: 'before_after',
      key: 'before_after',
      render: (v: number) => (v === 1 ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>),
    },
  ];

  return (
    <AdminListPage
      title={t('portfolio.title')}
      addLabel={t('portfolio.add')}
      emptyText={t('portfolio.empty')}
      useList={usePortfolioItems}
      useRemove={useDeletePortfolioItem}
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

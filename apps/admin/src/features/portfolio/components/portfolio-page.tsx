import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { PortfolioItem } from '@shared/schemas';
import { AdminListPage } from '@/components/admin-list-page';
import { T } from '@/text/ar';
import { useDeletePortfolioItem } from '../api/delete-portfolio-item';
import { usePortfolioItems } from '../api/get-portfolio';
import { PortfolioFormModal } from './portfolio-form-modal';
import { PortfolioPreview } from './portfolio-preview';

const F = T.portfolio.fields;

/** /admin/portfolio: the paged list of portfolio items with add/edit/delete/preview and image upload. */
export function PortfolioPage() {
  const columns: TableColumnsType<PortfolioItem> = [
    {
      title: F.image,
      dataIndex: 'image',
      key: 'image',
      width: 96,
      render: (src: string, item) =>
        src ? <img className="thumb" src={src} alt={item.title_ar} loading="lazy" /> : T.portfolio.noImage,
    },
    {
      title: T.portfolio.titleColumn,
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
      title: F.category,
      dataIndex: 'category',
      key: 'category',
      render: (c: PortfolioItem['category']) => T.categories[c] ?? c,
    },
    {
      title: F.date,
      dataIndex: 'date',
      key: 'date',
      render: (v: string) => (
        <bdi dir="ltr" className="nowrap">
          {v}
        </bdi>
      ),
    },
    { title: F.location_ar, dataIndex: 'location_ar', key: 'location' },
    { title: F.rating, dataIndex: 'rating', key: 'rating', render: (v: number) => `${v} / 5` },
    {
      title: F.before_after,
      dataIndex: 'before_after',
      key: 'before_after',
      render: (v: number) => (v === 1 ? <Tag color="green">{T.common.yes}</Tag> : <Tag>{T.common.no}</Tag>),
    },
  ];

  return (
    <AdminListPage
      title={T.portfolio.title}
      addLabel={T.portfolio.add}
      emptyText={T.portfolio.empty}
      useList={usePortfolioItems}
      useRemove={useDeletePortfolioItem}
      loadOperation="loadPortfolio"
      deletedText={T.portfolio.deleted}
      describe={(item) => item.title_ar}
      columns={columns}
      scrollX={960}
      renderForm={(editing, onClose) => <PortfolioFormModal editing={editing} onClose={onClose} />}
      renderPreview={(item, onClose) => <PortfolioPreview item={item} onClose={onClose} />}
    />
  );
}

import { Descriptions, Flex, Modal, Rate, Tag } from 'antd';
import type { PortfolioItem } from '@shared/schemas';
import { T } from '@/text/ar';

const F = T.portfolio.fields;

/** Read-only view of one portfolio item with its image and every field in both languages. */
export function PortfolioPreview({ item, onClose }: { item: PortfolioItem; onClose(): void }) {
  const text = (k: keyof typeof F, ltr = false) => ({
    key: k,
    label: F[k],
    children: ltr ? (
      <bdi dir="ltr">{String(item[k as keyof PortfolioItem] ?? '')}</bdi>
    ) : (
      String(item[k as keyof PortfolioItem] ?? '')
    ),
  });
  return (
    <Modal open title={T.portfolio.previewTitle} footer={null} onCancel={onClose} width={760}>
      <Flex vertical gap={16}>
        {item.image ? (
          <img className="image-preview" src={item.image} alt={item.title_ar} style={{ maxBlockSize: 320 }} />
        ) : null}
        <Descriptions
          bordered
          column={1}
          size="small"
          items={[
            { key: 'category', label: F.category, children: T.categories[item.category] ?? item.category },
            text('title_ar'),
            text('title_en', true),
            { key: 'image', label: F.image, children: <bdi dir="ltr">{item.image}</bdi> },
            {
              key: 'before_after',
              label: F.before_after,
              children: item.before_after === 1 ? <Tag color="green">{T.common.yes}</Tag> : <Tag>{T.common.no}</Tag>,
            },
            { key: 'date', label: F.date, children: <bdi dir="ltr">{item.date}</bdi> },
            {
              key: 'rating',
              label: F.rating,
              children: <Rate disabled value={item.rating} aria-label={`${item.rating} / 5`} />,
            },
            text('location_ar'),
            text('location_en', true),
            text('duration_ar'),
            text('duration_en', true),
            text('description_ar'),
            text('description_en', true),
            text('testimonial_ar'),
            text('testimonial_en', true),
            text('client_name_ar'),
            text('client_name_en', true),
          ]}
        />
      </Flex>
    </Modal>
  );
}

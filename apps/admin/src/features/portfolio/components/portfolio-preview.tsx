import { Descriptions, Flex, Modal, Rate, Tag } from 'antd';
import type { PortfolioItem, PortfolioItemFields } from '@shared/schemas';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import '../text';

/** Read-only view of one portfolio item with its image and every field in both languages. */
export function PortfolioPreview({ item, onClose }: { item: PortfolioItem; onClose(): void }) {
  const { t } = useTranslation();
  const text = (k: Exclude<keyof PortfolioItemFields, 'before_after'>, ltr = false) => ({
    key: k,
    label: t(`portfolioItem.fields.${k}`),
    children: ltr ? (
      <bdi dir="ltr">{String(item[k as keyof PortfolioItem] ?? '')}</bdi>
    ) : (
      String(item[k as keyof PortfolioItem] ?? '')
    ),
  });
  return (
    <Modal open title={t('portfolio.previewTitle')} footer={null} onCancel={onClose} width={760}>
      <Flex vertical gap={16}>
        {item.image ? (
          <img className="image-preview" src={item.image} alt={item.title_ar} style={{ maxBlockSize: 320 }} />
        ) : null}
        <Descriptions
          bordered
          column={1}
          size="small"
          items={[
            {
              key: 'category',
              label: t('portfolioItem.fields.category'),
              children: t(`categories.${item.category}`, { defaultValue: item.category }),
            },
            text('title_ar'),
            text('title_en', true),
            { key: 'image', label: t('portfolioItem.fields.image'), children: <bdi dir="ltr">{item.image}</bdi> },
            {
              key: 'before_after',
              label: t('portfolioItem.fields.before_after'),
              children:
                item.before_after === 1 ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>,
            },
            { key: 'date', label: t('portfolioItem.fields.date'), children: formatDate(item.date) },
            {
              key: 'rating',
              label: t('portfolioItem.fields.rating'),
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

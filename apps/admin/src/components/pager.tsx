import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { totalPages } from '@shared/constants';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange(page: number): void;
  disabled?: boolean;
}

/** Previous/next paging of the admin lists: previous disabled on page 1, next on the last page. */
export function Pager({ page, total, pageSize, onChange, disabled = false }: PagerProps) {
  const { t } = useTranslation();
  const pages = totalPages(total, pageSize);
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBlockStart: 16 }}>
      <span className="text-secondary">{t('common.totalCount', { total })}</span>
      <Flex align="center" gap={12} role="navigation" aria-label={t('common.pageOf', { page, pages })}>
        {/* antd mirrors these icons right-to-left, so "previous" ends up pointing right. */}
        <Button icon={<LeftOutlined aria-hidden />} disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
          {t('common.previous')}
        </Button>
        <span data-testid="page-indicator">{t('common.pageOf', { page, pages })}</span>
        <Button
          icon={<RightOutlined aria-hidden />}
          iconPlacement="end"
          disabled={disabled || page >= pages}
          onClick={() => onChange(page + 1)}
        >
          {t('common.next')}
        </Button>
      </Flex>
    </Flex>
  );
}

import { CheckCircleFilled, CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Flex, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoLiveChecklist } from '@shared/schemas/go-live';
import { PageTitle } from '@/components/page-title';
import { api } from '@/lib/api-client';
import '../text';

export const goLiveKey = ['go-live'] as const;

/**
 * The owner's go-live checklist: each item as the server reads it now (go-live.php), settled or
 * not, with what the server sees and how to fix it. The items needing work come first.
 */
export function GoLivePage() {
  const { t } = useTranslation();
  const checklist = useQuery({
    queryKey: goLiveKey,
    queryFn: (): Promise<GoLiveChecklist> => api.call('goLive'),
    meta: { operation: 'goLive.errors.load' },
  });
  const items = [...(checklist.data?.items ?? [])].sort((a, b) => Number(a.ok) - Number(b.ok));
  const open = items.filter((item) => !item.ok).length;
  return (
    <>
      <PageTitle
        title={t('goLive.title')}
        extra={
          <Button
            icon={<ReloadOutlined aria-hidden />}
            loading={checklist.isFetching}
            onClick={() => void checklist.refetch()}
          >
            {t('goLive.refresh')}
          </Button>
        }
      />
      <Typography.Paragraph>{t('goLive.intro')}</Typography.Paragraph>
      {checklist.data ? (
        <Flex vertical gap={16}>
          <Alert
            type={open === 0 ? 'success' : 'warning'}
            showIcon
            title={open === 0 ? t('goLive.allReady') : t('goLive.summary', { count: open })}
            role="status"
          />
          <Card size="small">
            <List
              dataSource={items}
              rowKey="key"
              renderItem={(item) => (
                <List.Item data-testid={`go-live-${item.key}`} data-ok={item.ok}>
                  <Flex gap={12} align="start" style={{ inlineSize: '100%' }}>
                    <Typography.Text aria-hidden type={item.ok ? 'success' : 'danger'} style={{ fontSize: 20 }}>
                      {item.ok ? <CheckCircleFilled aria-hidden /> : <CloseCircleFilled aria-hidden />}
                    </Typography.Text>
                    <Flex vertical gap={4} style={{ minInlineSize: 0, flex: 1 }}>
                      <Flex wrap gap={8} align="center">
                        <Typography.Text strong>{t(`goLive.items.${item.key}`)}</Typography.Text>
                        <Badge
                          status={item.ok ? 'success' : 'error'}
                          text={item.ok ? t('goLive.ready') : t('goLive.notReady')}
                        />
                      </Flex>
                      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                        {item.detail}
                      </Typography.Text>
                    </Flex>
                  </Flex>
                </List.Item>
              )}
            />
          </Card>
          <Typography.Text type="secondary">{t('goLive.guide')}</Typography.Text>
        </Flex>
      ) : checklist.isError ? (
        <Alert type="error" showIcon title={t('goLive.errors.load')} />
      ) : (
        <Skeleton active />
      )}
    </>
  );
}

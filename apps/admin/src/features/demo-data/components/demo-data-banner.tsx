import { Alert, App, Button, Flex } from 'antd';
import type { DemoCounts } from '@shared/schemas';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/account-query';
import { formatList } from '@/lib/format';
import { useDemoData, useRemoveDemoData } from '../api/demo-data';
import { useToast } from '@/components/use-toast';

const KINDS = ['messages', 'visits', 'customers', 'portfolio'] as const;

/**
 * Above every screen while the office's database holds the demo's rows (SEED_DEMO, outside
 * production): what they are, with their counts, for everyone; for an owner, the button that
 * removes them after a dialog saying what goes and what stays. `onRemoved` refreshes what the
 * demo showed beyond messages (the portfolio).
 */
export function DemoDataBanner({ onRemoved }: { onRemoved: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const message = useToast();
  const canRemove = useCan()('demoDataRemove');
  const status = useDemoData().data;
  const remove = useRemoveDemoData(onRemoved);
  if (!status?.present) return null;
  const what = (counts: DemoCounts) =>
    formatList(KINDS.filter((kind) => counts[kind] > 0).map((kind) => t(`demoData.${kind}`, { count: counts[kind] })));

  function confirmRemove(counts: DemoCounts) {
    modal.confirm({
      title: t('demoData.confirmTitle'),
      content: (
        <>
          <p>{t('demoData.confirmGoes', { what: what(counts) })}</p>
          <p>{t('demoData.confirmStays')}</p>
        </>
      ),
      okText: t('demoData.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync()
          .then(({ removed }) => void message.success(t('demoData.removed', { what: what(removed) })))
          .catch(() => undefined),
    });
  }

  return (
    <Alert
      type="info"
      showIcon
      role="status"
      className="demo-data-banner"
      style={{ marginBlockEnd: 16 }}
      title={t('demoData.title')}
      description={
        <Flex vertical gap={8} align="start">
          <span>{t('demoData.text', { what: what(status.counts) })}</span>
          {canRemove ? (
            <Button danger onClick={() => confirmRemove(status.counts)}>
              {t('demoData.remove')}
            </Button>
          ) : (
            <span>{t('demoData.ownerRemoves')}</span>
          )}
        </Flex>
      }
    />
  );
}

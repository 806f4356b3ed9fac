import { Card, Flex, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/use-toast';
import { useMfaPolicy, useSaveMfaPolicy } from '../api/second-factor';
import '../text';

/** The owner's switch: a second factor required of owners and managers (agents choose). */
export function MfaPolicyCard() {
  const { t } = useTranslation();
  const message = useToast();
  const policy = useMfaPolicy();
  const save = useSaveMfaPolicy();
  const id = useId();
  return (
    <Card
      size="small"
      title={<h2 className="card-heading">{t('staff.policyTitle')}</h2>}
      style={{ marginBlockEnd: 16 }}
    >
      <Flex gap={12} align="center" wrap>
        <Switch
          id={id}
          checked={policy.data?.required ?? false}
          loading={policy.isPending || save.isPending}
          onChange={(required) =>
            save.mutate(required, { onSuccess: () => void message.success(t('staff.policySaved')) })
          }
        />
        <label htmlFor={id}>{t('staff.policySwitch')}</label>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('staff.policyHint')}
      </Typography.Paragraph>
    </Card>
  );
}

import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder of the tabs that are not built: they say 'under development'. */
export function UnderDevelopment() {
  const { t } = useTranslation();
  return (
    <Result icon={<ToolOutlined />} title={t('common.underDevelopment')} subTitle={t('common.underDevelopmentHint')} />
  );
}

import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { App, Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * View/edit/delete of the sample-data screens only show a notification, and export only a success
 * toast: the data is fixed and nothing is sent.
 */
export function SampleRowActions({ what }: { what: string }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const show = (title: string) =>
    notification.info({ title, description: t('common.sampleNotice'), placement: 'topLeft' });
  const actions = [
    {
      key: 'view',
      label: t('common.view'),
      icon: <EyeOutlined />,
      title: t('common.viewing', { what }),
      danger: false,
    },
    {
      key: 'edit',
      label: t('common.edit'),
      icon: <EditOutlined />,
      title: t('common.editing', { what }),
      danger: false,
    },
    {
      key: 'delete',
      label: t('common.delete'),
      icon: <DeleteOutlined />,
      title: t('common.deleting', { what }),
      danger: true,
    },
  ];
  return (
    <Space size={2}>
      {actions.map((a) => (
        <Tooltip key={a.key} title={a.label}>
          <Button
            size="small"
            type="text"
            danger={a.danger}
            icon={a.icon}
            aria-label={`${a.label}: ${what}`}
            onClick={() => show(a.title)}
          />
        </Tooltip>
      ))}
    </Space>
  );
}

export function ExportButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Button icon={<DownloadOutlined />} onClick={() => void message.success(t('common.exported'))}>
      {t('common.export')}
    </Button>
  );
}

import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { App, Button, Space, Tooltip } from 'antd';
import { T } from '@/text/ar';

/**
 * View/edit/delete of the sample-data screens only show a notification, and export only a success
 * toast: the data is fixed and nothing is sent.
 */
export function SampleRowActions({ what }: { what: string }) {
  const { notification } = App.useApp();
  const show = (title: string) =>
    notification.info({ title, description: T.common.sampleNotice, placement: 'topLeft' });
  const actions = [
    { key: 'view', label: T.common.view, icon: <EyeOutlined />, title: T.common.viewing(what), danger: false },
    { key: 'edit', label: T.common.edit, icon: <EditOutlined />, title: T.common.editing(what), danger: false },
    { key: 'delete', label: T.common.delete, icon: <DeleteOutlined />, title: T.common.deleting(what), danger: true },
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
  const { message } = App.useApp();
  return (
    <Button icon={<DownloadOutlined />} onClick={() => void message.success(T.common.exported)}>
      {T.common.export}
    </Button>
  );
}

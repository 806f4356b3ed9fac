import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { T } from '@/text/ar';

/**
 * View/edit/delete of the sample-data screens only show a notification, and export only a success
 * toast (SPEC.md §2): the data is fixed and nothing is sent.
 */
export function SampleRowActions({ what }: { what: string }) {
  const { notification } = App.useApp();
  const show = (title: string) =>
    notification.info({ title, description: T.common.sampleNotice, placement: 'topLeft' });
  return (
    <Space size={4} wrap>
      <Button size="small" onClick={() => show(T.common.viewing(what))}>
        {T.common.view}
      </Button>
      <Button size="small" onClick={() => show(T.common.editing(what))}>
        {T.common.edit}
      </Button>
      <Button size="small" danger onClick={() => show(T.common.deleting(what))}>
        {T.common.delete}
      </Button>
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

import { EyeOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ContentSection } from '@shared/content/sections';
import { useTranslation } from 'react-i18next';
import type { SectionEditor } from '../use-section-editor';
import { PreviewDrawer } from './preview-drawer';
import '../text';

type ToolbarState = Pick<SectionEditor, 'status' | 'edited' | 'stale' | 'saving' | 'publishing' | 'publish' | 'reload'>;

interface Props {
  section: ContentSection;
  editor: ToolbarState;
  intro: string;
  /** The person's role may read the content, not change or publish it. */
  readOnly: boolean;
  onSave(): void;
}

/**
 * A section's state and its Save draft, Preview and Publish buttons, what it is for, and a stale
 * save's way out.
 */
export function SectionToolbar({ section, editor, intro, readOnly, onSave }: Props) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const canPublish = !editor.edited && editor.status === 'draft';
  return (
    <>
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBlockEnd: 12 }}>
        <Typography.Text type="secondary" style={{ flex: '1 1 20rem' }}>
          {intro}
        </Typography.Text>
        <Flex align="center" gap={8} wrap>
          <Tag color={editor.status === 'published' ? 'green' : 'orange'}>{t(`website.state.${editor.status}`)}</Tag>
          {readOnly ? null : (
            <Button onClick={onSave} loading={editor.saving} disabled={!editor.edited}>
              {t('website.save')}
            </Button>
          )}
          <Button icon={<EyeOutlined aria-hidden />} onClick={() => setPreviewing(true)}>
            {t('website.preview.open')}
          </Button>
          {readOnly ? null : (
            <Popconfirm
              icon={<ExclamationCircleFilled aria-hidden />}
              title={t('website.publishConfirm')}
              okText={t('website.publish')}
              cancelText={t('common.cancel')}
              onConfirm={editor.publish}
              disabled={!canPublish}
            >
              <Button type="primary" loading={editor.publishing} disabled={!canPublish}>
                {t('website.publish')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
      {readOnly ? <Alert type="info" showIcon style={{ marginBlockEnd: 16 }} title={t('website.readOnly')} /> : null}
      {editor.stale ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBlockEnd: 16 }}
          message={t('website.stale')}
          action={
            <Button size="small" onClick={editor.reload}>
              {t('website.reload')}
            </Button>
          }
        />
      ) : null}
      <PreviewDrawer section={section} open={previewing} unsaved={editor.edited} onClose={() => setPreviewing(false)} />
    </>
  );
}

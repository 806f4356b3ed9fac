import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Progress, Typography } from 'antd';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '../api/upload-image';
import { ltrInput } from '@/lib/ltr';
import '../text';
import { useToast } from '@/components/use-toast';

interface Props {
  /** Form.Item passes the image path in and takes the new one back. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
}

/**
 * The image field of the portfolio form: a path that can be typed, an upload button (image files
 * only) whose returned url fills the path, and a preview of the image.
 */
export function ImageUpload({ value = '', onChange, id, ...aria }: Props) {
  const { t } = useTranslation();
  const message = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadImage(setProgress);
  const hintId = useId();

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still triggers a change
    if (!file) return;
    // Checked before any call: a file that is not an image never reaches the server.
    if (!file.type.startsWith('image/')) {
      void message.error(`${t('portfolio.errors.upload')}: ${t('portfolio.notAnImage')}`);
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (url) => {
        onChange?.(url);
        void message.success(t('portfolio.uploaded'));
      },
      onSettled: () => setProgress(null),
    });
  }

  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          dir="ltr"
          styles={ltrInput}
          placeholder="/uploads/…"
          aria-describedby={hintId}
          aria-invalid={aria['aria-invalid']}
        />
        {/* Its whole label: the address field beside it gives way on a narrow screen. */}
        <Button
          icon={<UploadOutlined aria-hidden />}
          loading={progress !== null}
          onClick={() => fileInput.current?.click()}
          style={{ flex: 'none' }}
        >
          {progress !== null ? t('portfolio.uploading') : t('portfolio.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          style={{ display: 'none' }}
          aria-label={t('portfolio.upload')}
          tabIndex={-1}
          onChange={(e) => void onFile(e)}
          data-testid="image-file-input"
        />
      </Flex>
      <Typography.Text type="secondary" id={hintId}>
        {t('portfolio.imageHint')}
      </Typography.Text>
      {progress !== null ? <Progress percent={progress} size="small" /> : null}
      {value ? <img className="image-preview" src={value} alt={t('portfolio.previewAlt')} /> : null}
    </Flex>
  );
}

import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/use-toast';
import '../text';

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): to copy or
 * download, then "I have saved them". Given with the first second factor, app or passkey.
 */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  const message = useToast();
  const text = codes.join('\n');
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = t('account.secondFactor.fileName');
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Flex vertical gap={12} data-testid="recovery-codes">
      <h3 className="card-subheading">{t('account.secondFactor.codesTitle')}</h3>
      <Alert type="warning" title={t('account.secondFactor.codesHint')} />
      <ol className="recovery-codes" dir="ltr">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap>
        <Button
          onClick={() =>
            void navigator.clipboard.writeText(text).then(() => message.success(t('account.secondFactor.copied')))
          }
        >
          {t('account.secondFactor.copyCodes')}
        </Button>
        <Button onClick={download}>{t('account.secondFactor.downloadCodes')}</Button>
        <Button type="primary" onClick={onDone}>
          {t('account.secondFactor.codesSaved')}
        </Button>
      </Flex>
    </Flex>
  );
}

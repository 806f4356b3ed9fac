import { Alert, Button, Flex, Input, QRCode, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpSetup } from '@shared/schemas';
import { useToast } from '@/components/use-toast';
import { useAccount } from '@/lib/account-query';
import { ltrInput } from '@/lib/ltr';
import { useConfirmTotp, useStartTotp, useTurnOffTotp } from '../api/second-factor';
import { PasskeysSection } from './passkeys-section';
import { RecoveryCodesShown } from './recovery-codes-shown';
import '../text';

/** A six-digit code field: digits on a phone's number pad, the code the app shows, read left to right. */
function CodeInput({ value, onChange, label }: { value: string; onChange(v: string): void; label: string }) {
  return (
    <Input
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      dir="ltr"
      styles={ltrInput}
      style={{ maxInlineSize: 200 }}
    />
  );
}

/**
 * My second factor (the account screen, and the set-up a policy requires before anything else):
 * link an authenticator app by its QR code or its key typed by hand, confirm with one code, keep the
 * ten recovery codes shown once (copy or download); turn it off with a current code. Below it, my
 * passkeys (passkeys-section.tsx).
 */
export function SecondFactorCard() {
  const { t } = useTranslation();
  const message = useToast();
  const account = useAccount().data;
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const turnOff = useTurnOffTotp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [offCode, setOffCode] = useState('');
  const status = account?.secondFactor;

  if (codes) return <RecoveryCodesShown codes={codes} onDone={() => setCodes(null)} />;

  if (setup) {
    const submit = () => {
      if (code.trim() === '') return void message.error(t('account.secondFactor.codeRequired'));
      confirm.mutate(code, {
        onSuccess: (answer) => {
          setSetup(null);
          setCode('');
          setCodes(answer.recovery_codes);
          void message.success(t('account.secondFactor.turnedOn'));
        },
      });
    };
    return (
      <Flex vertical gap={12}>
        <Typography.Text>{t('account.secondFactor.scan')}</Typography.Text>
        <QRCode value={setup.otpauth_url} aria-label={t('account.secondFactor.qrLabel')} bgColor="#ffffff" />
        <Typography.Text>{t('account.secondFactor.typeKey')}</Typography.Text>
        <Typography.Text code copyable={{ text: setup.secret }} data-testid="totp-key">
          <bdi dir="ltr">{setup.secret}</bdi>
        </Typography.Text>
        <Typography.Text>{t('account.secondFactor.enterCode')}</Typography.Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Flex gap={8} wrap align="center">
            <CodeInput value={code} onChange={setCode} label={t('account.secondFactor.code')} />
            <Button type="primary" htmlType="submit" loading={confirm.isPending}>
              {t('account.secondFactor.confirm')}
            </Button>
            <Button onClick={() => setSetup(null)}>{t('account.secondFactor.cancel')}</Button>
          </Flex>
        </form>
      </Flex>
    );
  }

  // With the policy on, the app may go while a passkey remains (the server says the same).
  const appRequired = status?.required === true && status.passkeys === 0;
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('account.secondFactor.intro')}</Typography.Paragraph>
      {account?.secondFactorSetupRequired ? (
        <Alert type="info" title={t('account.secondFactor.setupRequired')} />
      ) : status?.required && !status.totp && status.passkeys === 0 ? (
        <Alert type="info" title={t('account.secondFactor.required')} />
      ) : null}
      <h3 className="card-subheading">{t('account.secondFactor.appTitle')}</h3>
      {status?.totp ? (
        <>
          <Typography.Text strong>{t('account.secondFactor.on', { count: status.recoveryCodesLeft })}</Typography.Text>
          {appRequired ? (
            <Typography.Text type="secondary">{t('account.secondFactor.required')}</Typography.Text>
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (offCode.trim() === '') return void message.error(t('account.secondFactor.codeRequired'));
                turnOff.mutate(offCode, {
                  onSuccess: () => {
                    setOffCode('');
                    void message.success(t('account.secondFactor.turnedOff'));
                  },
                });
              }}
            >
              <Typography.Paragraph type="secondary">{t('account.secondFactor.turnOffHint')}</Typography.Paragraph>
              <Flex gap={8} wrap align="center">
                <CodeInput value={offCode} onChange={setOffCode} label={t('account.secondFactor.code')} />
                <Button danger htmlType="submit" loading={turnOff.isPending}>
                  {t('account.secondFactor.turnOff')}
                </Button>
              </Flex>
            </form>
          )}
        </>
      ) : (
        <>
          <Typography.Text>{t('account.secondFactor.off')}</Typography.Text>
          <div>
            <Button
              type="primary"
              loading={start.isPending}
              onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
            >
              {t('account.secondFactor.turnOn')}
            </Button>
          </div>
        </>
      )}
      <h3 className="card-subheading">{t('account.passkeys.title')}</h3>
      <PasskeysSection onRecoveryCodes={setCodes} />
    </Flex>
  );
}

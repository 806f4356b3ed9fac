import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse, SecondFactorMethod } from '@shared/schemas';
import { serverErrorText } from '@/lib/api-error';
import { PasskeyNotUsed, passkeysUsable } from '@/lib/passkeys';
import { useLoginMfa, useLoginPasskey } from '../api/login-mfa';
import { LoginField } from './login-field';

interface Props {
  /** How this person can pass the step (login.php's `methods`). */
  methods: SecondFactorMethod[];
  onSignedIn(data: LoginResponse): Promise<void>;
  /** Back to the password step (the code was not at hand, or five minutes went by). */
  onBack(): void;
}

type Way = 'totp' | 'recovery' | 'passkey';

/**
 * The second step of signing in, on the sign-in screen's plain elements: the authenticator app's
 * code, a passkey (where the person has one and this is a browser), or (a lost phone or key) a
 * recovery code; and "this device is mine". A refusal is said under the field, or under the passkey
 * button, in the server's words (wrong or used code, locked for a while, start again).
 */
export function SecondStepForm({ methods, onSignedIn, onBack }: Props) {
  const { t } = useTranslation();
  const hasApp = methods.includes('totp');
  const canPasskey = methods.includes('passkey') && passkeysUsable();
  const [way, setWay] = useState<Way>(hasApp ? 'totp' : canPasskey ? 'passkey' : 'recovery');
  const [value, setValue] = useState('');
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState(false);
  const codeStep = useLoginMfa();
  const passkeyStep = useLoginPasskey();
  const mutation = way === 'passkey' ? passkeyStep : codeStep;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = { onSuccess: (data: LoginResponse) => void onSignedIn(data) };
    if (way === 'passkey') return passkeyStep.mutate(remember, done);
    if (value.trim() === '') {
      setMissing(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
      return;
    }
    const input = way === 'recovery' ? { recovery_code: value } : { code: value };
    codeStep.mutate({ ...input, remember_device: remember }, done);
  }

  const choose = (next: Way) => {
    setWay(next);
    setValue('');
    setMissing(false);
    codeStep.reset();
    passkeyStep.reset();
  };
  const busy = mutation.isPending;
  const refused = mutation.isError
    ? (serverErrorText(mutation.error) ??
      (mutation.error instanceof PasskeyNotUsed ? t('auth.passkeyNotUsed') : t('auth.serverError')))
    : undefined;
  const hint = { totp: 'auth.secondStepHint', recovery: 'auth.recoveryHint', passkey: 'auth.passkeyHint' } as const;
  const others: { way: Way; label: string }[] = [
    ...(canPasskey ? [{ way: 'passkey' as const, label: t('auth.usePasskey') }] : []),
    ...(hasApp ? [{ way: 'totp' as const, label: t('auth.useAuthenticator') }] : []),
    { way: 'recovery' as const, label: t('auth.useRecoveryCode') },
  ].filter((other) => other.way !== way);
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} aria-labelledby="second-step-title">
      <h2 id="second-step-title" className="login-step-title">
        {t('auth.secondStepTitle')}
      </h2>
      <p className="login-subtitle">{t(hint[way])}</p>
      {way === 'passkey' ? (
        refused ? (
          <p className="login-error login-passkey-error" role="alert">
            {refused}
          </p>
        ) : null
      ) : (
        <LoginField
          key={way}
          name="code"
          label={way === 'recovery' ? t('auth.recoveryCode') : t('auth.code')}
          icon={way === 'recovery' ? <KeyOutlined aria-hidden /> : <SafetyOutlined aria-hidden />}
          value={value}
          onChange={(v) => {
            setValue(v);
            setMissing(false);
          }}
          error={missing ? t('auth.codeRequired') : refused}
          disabled={busy}
          autoComplete={way === 'recovery' ? 'off' : 'one-time-code'}
          inputMode={way === 'recovery' ? 'text' : 'numeric'}
          maxLength={way === 'recovery' ? 20 : 12}
          autoFocus
        />
      )}
      <label className="login-check">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} disabled={busy} />
        {t('auth.rememberDevice')}
      </label>
      <button type="submit" className="login-submit" disabled={busy} autoFocus={way === 'passkey'}>
        {busy ? <span className="login-submit-spinner" aria-hidden /> : null}
        {way === 'passkey' ? t('auth.usePasskey') : t('auth.verify')}
      </button>
      {methods.includes('passkey') && !canPasskey ? (
        <p className="login-note">{t('auth.passkeysBrowserOnly')}</p>
      ) : null}
      <div className="login-links">
        {others.map((other) => (
          <button key={other.way} type="button" className="login-link" onClick={() => choose(other.way)}>
            {other.label}
          </button>
        ))}
        <button type="button" className="login-link" onClick={onBack}>
          {t('auth.backToPassword')}
        </button>
      </div>
    </form>
  );
}

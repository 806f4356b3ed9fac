import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@shared/schemas';
import { serverErrorText } from '@/lib/api-error';
import { useLoginMfa } from '../api/login-mfa';
import { LoginField } from './login-field';

interface Props {
  onSignedIn(data: LoginResponse): Promise<void>;
  /** Back to the password step (the code was not at hand, or five minutes went by). */
  onBack(): void;
}

/**
 * The second step of signing in, on the sign-in screen's plain elements: the authenticator app's
 * code, or (a lost phone) a recovery code, and "this device is mine". A refusal is said under the
 * field in the server's words (wrong or used code, locked for a while, start again).
 */
export function SecondStepForm({ onSignedIn, onBack }: Props) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState(false);
  const mutation = useLoginMfa();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value.trim() === '') {
      setMissing(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
      return;
    }
    const input = recovery ? { recovery_code: value } : { code: value };
    mutation.mutate({ ...input, remember_device: remember }, { onSuccess: (data) => void onSignedIn(data) });
  }

  const switchKind = () => {
    setRecovery((r) => !r);
    setValue('');
    setMissing(false);
    mutation.reset();
  };
  const busy = mutation.isPending;
  const refused = mutation.isError ? (serverErrorText(mutation.error) ?? t('auth.serverError')) : undefined;
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} aria-labelledby="second-step-title">
      <h2 id="second-step-title" className="login-step-title">
        {t('auth.secondStepTitle')}
      </h2>
      <p className="login-subtitle">{recovery ? t('auth.recoveryHint') : t('auth.secondStepHint')}</p>
      <LoginField
        key={recovery ? 'recovery' : 'code'}
        name="code"
        label={recovery ? t('auth.recoveryCode') : t('auth.code')}
        icon={recovery ? <KeyOutlined aria-hidden /> : <SafetyOutlined aria-hidden />}
        value={value}
        onChange={(v) => {
          setValue(v);
          setMissing(false);
        }}
        error={missing ? t('auth.codeRequired') : refused}
        disabled={busy}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 20 : 12}
        autoFocus
      />
      <label className="login-check">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} disabled={busy} />
        {t('auth.rememberDevice')}
      </label>
      <button type="submit" className="login-submit" disabled={busy}>
        {busy ? <span className="login-submit-spinner" aria-hidden /> : null}
        {t('auth.verify')}
      </button>
      <div className="login-links">
        <button type="button" className="login-link" onClick={switchKind}>
          {recovery ? t('auth.useAuthenticator') : t('auth.useRecoveryCode')}
        </button>
        <button type="button" className="login-link" onClick={onBack}>
          {t('auth.backToPassword')}
        </button>
      </div>
    </form>
  );
}

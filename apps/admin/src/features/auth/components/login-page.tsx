import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { LoginResponse, SecondFactorMethod } from '@shared/schemas';
import { useNavigate } from 'react-router';
import { useAuthStore } from '@/stores/auth-store';
import { useTranslation } from 'react-i18next';
import { needsSecondStep, useLogin } from '../api/login';
import { LanguageSwitch } from '@/components/language-switch';
import { chooseBeforeSignIn, i18n } from '@/lib/i18n';
import { notifyOnNextScreen } from '@/lib/notify';
import { keepSignInPassword } from '@/lib/sign-in-password';
import { LoginField } from './login-field';
import { SecondStepForm } from './second-step-form';
import './login-page.css';

// Only the desktop app has a server setting: the browser never downloads it (nor antd, its dialog's).
const ServerSetting = lazy(async () => ({ default: (await import('./server-setting')).ServerSetting }));

type Field = 'email' | 'password';

/**
 * /admin/login: email and password, show/hide toggle, submit with a loading state. Plain elements in
 * the admin's palette (styles.css) rather than antd, so the first screen of all needs none of it.
 */
export function LoginPage({ onSignedIn }: { onSignedIn?(): Promise<void> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.signedIn);
  const [showPassword, setShowPassword] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [missing, setMissing] = useState<Field[]>([]);
  const mutation = useLogin();
  /** After a right password, when the person has a second factor: its methods, and its step replaces the form. */
  const [secondStep, setSecondStep] = useState<SecondFactorMethod[] | null>(null);

  const edit = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setMissing((m) => m.filter((f) => f !== field));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { email: values.email.trim(), password: values.password };
    const empty = (['email', 'password'] as const).filter((field) => input[field] === '');
    setMissing(empty);
    if (empty.length > 0) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    mutation.mutate(input, {
      onSuccess: async (data) => {
        if (needsSecondStep(data)) {
          setSecondStep(data.methods);
          return;
        }
        await enter(data, input.password);
      },
    });
  }

  async function enter(data: LoginResponse, password: string) {
    signedIn(data.admin?.email ?? values.email.trim());
    // For the change-password screen, should someone else have chosen it (lib/sign-in-password.ts).
    keepSignInPassword(password);
    // The account's language first, so the welcome and the first screen are already in it.
    await onSignedIn?.();
    notifyOnNextScreen({ kind: 'success', text: i18n.t('auth.success') });
    await navigate('/contacts', { replace: true });
  }

  const busy = mutation.isPending;
  return (
    <main className="login-screen">
      <section className="login-card">
        <div className="login-language">
          <LanguageSwitch onChosen={chooseBeforeSignIn} />
        </div>
        <hgroup className="login-heading">
          <p className="login-brand">{t('brand')}</p>
          <h1>{t('auth.title')}</h1>
          <p className="login-subtitle">{t('auth.subtitle')}</p>
        </hgroup>
        {secondStep ? (
          <SecondStepForm
            methods={secondStep}
            onSignedIn={(data) => enter(data, values.password)}
            onBack={() => {
              setSecondStep(null);
              setValues((v) => ({ ...v, password: '' }));
            }}
          />
        ) : (
          <form noValidate onSubmit={submit} aria-busy={busy}>
            <LoginField
              name="email"
              label={t('auth.email')}
              icon={<MailOutlined aria-hidden />}
              value={values.email}
              onChange={edit('email')}
              error={missing.includes('email') ? t('auth.emailRequired') : undefined}
              disabled={busy}
              autoComplete="username"
              inputMode="email"
              autoFocus
            />
            <LoginField
              name="password"
              label={t('auth.password')}
              icon={<LockOutlined aria-hidden />}
              type={showPassword ? 'text' : 'password'}
              value={values.password}
              onChange={edit('password')}
              error={missing.includes('password') ? t('auth.passwordRequired') : undefined}
              disabled={busy}
              autoComplete="current-password"
              end={
                <button
                  type="button"
                  className="login-reveal"
                  aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  {showPassword ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
                </button>
              }
            />
            <button type="submit" className="login-submit" disabled={busy}>
              {busy ? <span className="login-submit-spinner" aria-hidden /> : null}
              {t('auth.submit')}
            </button>
          </form>
        )}
        {window.desktop ? (
          <Suspense fallback={null}>
            <ServerSetting />
          </Suspense>
        ) : null}
      </section>
    </main>
  );
}

import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRole } from '@/lib/account-query';

/** A screen the person's role does not include (a link from someone else, or a role just changed). */
export function NotAllowed() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useRole();
  return (
    <main>
      <Result
        status="403"
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('notAllowed.title')}</h1>}
        subTitle={
          <>
            <strong>{t('notAllowed.subtitle', { role: role ? t(`roles.${role}.name`) : '' })}</strong>
            <br />
            {t('notAllowed.description')}
          </>
        }
        extra={
          <Button type="primary" onClick={() => void navigate('/contacts')}>
            {t('notAllowed.back')}
          </Button>
        }
      />
    </main>
  );
}

import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Any /admin path that is not a screen. */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('notFound.title')}</h1>}
        subTitle={
          <>
            <strong>{t('notFound.subtitle')}</strong>
            <br />
            {t('notFound.description')}
          </>
        }
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('notFound.back')}
          </Button>
        }
      />
    </main>
  );
}

import { Alert } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/lib/account-query';

/**
 * Above every screen while the signed-in account has no name (the first account, made from
 * ADMIN_EMAIL or admin:create without a name): colleagues would see "No name". Not on My account,
 * whose name field says the same.
 */
export function MissingNameNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const account = useAccount().data;
  if (!account || account.name.trim() || pathname === '/account') return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBlockEnd: 16 }}
      title={
        <>
          {t('missingName.notice')} <Link to="/account">{t('missingName.link')}</Link>
        </>
      }
    />
  );
}

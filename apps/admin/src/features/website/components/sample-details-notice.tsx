import { Alert } from 'antd';
import { Link } from 'react-router';
import { hasSampleDetails } from '@shared/company';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/account-query';
import { useSiteContent } from '../api/site-content';

/**
 * Above every screen while the website still shows the sample phone numbers or e-mail it was
 * installed with: what to do, and a link to the screen that does it. Only for those who can do it.
 */
export function SampleDetailsNotice() {
  const { t } = useTranslation();
  const canPublish = useCan()('contentPublish');
  const company = useSiteContent('company', { silent: true }).data?.published;
  if (!canPublish || !company || !hasSampleDetails(company)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBlockEnd: 16 }}
      message={
        <>
          {t('sampleNotice.text')}{' '}
          {/* The alert's own text colour, underlined: the link colour on its yellow is too faint to read. */}
          <Link to="/website" style={{ color: 'inherit', textDecoration: 'underline' }}>
            {t('sampleNotice.link')}
          </Link>
        </>
      }
    />
  );
}

import { useCallback, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PanelTabs } from '@/components/panel-tabs';
import { useTranslation } from 'react-i18next';
import { CompanyEditor } from './company-editor';
import { FieldsEditor, type FieldsSection } from './fields-editor';
import { VersionList } from './version-list';
import '../text';

/** The tabs after the company's details, in the order of the site's menu. */
const FIELDS_TABS: FieldsSection[] = ['home', 'figures', 'faq', 'services', 'cities', 'about'];
type WebsiteTab = 'company' | FieldsSection;

/**
 * The website as the office edits it: a tab per section (the company's details, the home page,
 * the figures, the questions, the services, the cities, the about page), each saved as a draft and
 * published on its own; the published versions below. Leaving with unsaved changes in any tab asks first.
 */
export function WebsitePage() {
  const { t } = useTranslation();
  const [unsaved, setUnsaved] = useState<Record<string, boolean>>({});
  const [tab, setTab] = useState<WebsiteTab>('company');
  const edited = Object.values(unsaved).some(Boolean);
  const onEdited = useCallback(
    (section: string, value: boolean) => setUnsaved((current) => ({ ...current, [section]: value })),
    [],
  );

  const blocker = useBlocker(edited);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('website.leaveConfirm'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!edited) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [edited]);

  return (
    <>
      <PageTitle title={t('website.title')} />
      {/* A section opened once stays in the page: what was typed in it is kept while another is open. */}
      <PanelTabs<WebsiteTab>
        id="website"
        label={t('website.title')}
        value={tab}
        onChange={setTab}
        keepOpened
        tabs={[
          {
            key: 'company',
            label: t('website.tabs.company'),
            render: () => <CompanyEditor onEdited={onEdited} />,
          },
          ...FIELDS_TABS.map((section) => ({
            key: section,
            label: t(`website.tabs.${section}`),
            render: () => <FieldsEditor section={section} onEdited={onEdited} />,
          })),
        ]}
      />
      <VersionList />
    </>
  );
}

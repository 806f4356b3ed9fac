import { Alert, Drawer, Flex, Segmented, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentSection } from '@shared/content/sections';
import type { Language } from '@shared/constants';
import { useLanguage } from '@/lib/i18n';
import { LTR } from '@/lib/ltr';
import { useContentPreview } from '../api/site-content';
import '../text';

/** The page a section's preview opens on: where its content shows. */
const FIRST_PAGE: Record<ContentSection, string> = {
  company: '/contact',
  home: '/',
  figures: '/about',
  faq: '/',
  services: '/services/cleaning',
  cities: '/cities/medina',
  about: '/about',
};
/** The page in the admin's language: the English admin previews the English site (under /en). */
const inLanguage = (path: string, language: Language) =>
  language === 'ar' ? path : path === '/' ? '/en' : `/en${path}`;

/** A phone's width (no wider than the drawer on a phone), and a desktop's (scrolled sideways when wider). */
const WIDTHS = { phone: 'min(390px, 100%)', desktop: '1280px' } as const;

/** A path reads left to right in the Arabic screens too (antd's RTL styles outrank a `dir` attribute). */
function PagePath({ path }: { path: string }) {
  return <bdi style={LTR}>{path}</bdi>;
}

interface Props {
  section: ContentSection;
  open: boolean;
  /** The form has changes not saved yet (they are not in the preview). */
  unsaved: boolean;
  onClose(): void;
}

/**
 * The real pages rendered with the saved drafts, in a sandboxed frame (no scripts, links inert) at
 * a phone's or a desktop's width; any page of the site can be chosen.
 */
export function PreviewDrawer({ section, open, unsaved, onClose }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [path, setPath] = useState(inLanguage(FIRST_PAGE[section], language));
  const [width, setWidth] = useState<keyof typeof WIDTHS>('phone');
  const preview = useContentPreview(path, open);

  return (
    <Drawer open={open} onClose={onClose} title={t('website.preview.title')} size="large" destroyOnHidden>
      <Flex gap={12} wrap align="center" style={{ marginBlockEnd: 12 }}>
        <Select
          aria-label={t('website.preview.page')}
          value={path}
          onChange={setPath}
          options={(preview.data?.pages ?? [path]).map((page) => ({ value: page, label: <PagePath path={page} /> }))}
          labelRender={({ value }) => <PagePath path={String(value)} />}
          style={{ minInlineSize: 220 }}
        />
        <Segmented
          aria-label={t('website.preview.width')}
          value={width}
          onChange={setWidth}
          options={[
            { value: 'phone', label: t('website.preview.phone') },
            { value: 'desktop', label: t('website.preview.desktop') },
          ]}
        />
      </Flex>
      {unsaved ? (
        <Alert type="warning" showIcon message={t('website.preview.unsaved')} style={{ marginBlockEnd: 12 }} />
      ) : null}
      {preview.data ? (
        <div className="preview-frame">
          {/* No allow-scripts, no allow-same-origin: the page can run nothing and reach nothing. */}
          <iframe
            title={t('website.preview.frame')}
            sandbox=""
            srcDoc={preview.data.html}
            style={{ inlineSize: WIDTHS[width] }}
          />
        </div>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

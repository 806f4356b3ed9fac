import type { Names } from '../names';

/**
 * The text of what `npm run new -- screen` writes besides its call (templates/call.ts): the page,
 * its texts, its row and loader, and its browser test (docs/architecture.md, "A new admin screen").
 */
export interface ScreenTemplate {
  screen: Names;
  label: { ar: string; en: string };
  icon: string;
}

const str = (text: string) => JSON.stringify(text);
const texts = ({ label }: ScreenTemplate) => ({
  ar: {
    title: label.ar,
    intro: 'ما تعرضه هذه الشاشة وما يفعله المكتب فيها.',
    empty: 'لا يوجد شيء هنا بعد',
    load: `تعذّر تحميل ${label.ar}`,
  },
  en: {
    title: label.en,
    intro: 'What this screen shows, and what the office does here.',
    empty: 'Nothing here yet',
    load: `Failed to load ${label.en}`,
  },
});

export const pageComponent = ({ screen }: ScreenTemplate) => `${screen.pascal}Page`;
export const pageModule = ({ screen }: ScreenTemplate) => `features/${screen.kebab}/components/${screen.kebab}-page`;

/** apps/admin/src/features/<screen>/components/<screen>-page.tsx: one call, its useQuery here. */
export function pageFile(t: ScreenTemplate): string {
  const { screen } = t;
  return `import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ${screen.pascal}Answer } from '@shared/schemas/${screen.kebab}';
import { PageTitle } from '@/components/page-title';
import { api } from '@/lib/api-client';
import '../text';

export const ${screen.camel}Key = ['${screen.camel}'] as const;

/**
 * The ${t.label.en} screen (written by npm run new): say what the office does here. A second call
 * moves both to features/${screen.kebab}/api/.
 */
export function ${pageComponent(t)}() {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ${screen.camel}Key,
    queryFn: (): Promise<${screen.pascal}Answer> => api.call('${screen.camel}'),
    meta: { operation: '${screen.camel}.errors.load' },
  });
  return (
    <>
      <PageTitle title={t('${screen.camel}.title')} />
      <Typography.Paragraph>{t('${screen.camel}.intro')}</Typography.Paragraph>
      {list.data ? (
        <Card size="small">
          <List
            dataSource={list.data.items}
            rowKey="id"
            locale={{ emptyText: <Empty description={t('${screen.camel}.empty')} /> }}
            renderItem={(item) => (
              <List.Item>
                <Typography.Text dir="auto">{item.name}</Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      ) : list.isError ? (
        <Alert type="error" showIcon title={t('${screen.camel}.errors.load')} />
      ) : (
        <Skeleton active />
      )}
    </>
  );
}
`;
}

/** apps/admin/src/features/<screen>/text.ts: the screen's own texts, both languages. */
export function textFile(t: ScreenTemplate): string {
  const { ar, en } = texts(t);
  const block = t.screen.camel;
  return `import { screenText } from '../../lib/screen-text';

/** The ${t.label.en} screen's own texts (lib/screen-text.ts), Arabic then English. Written by npm run new: edit the introduction. */
const ar = {
  title: ${str(ar.title)},
  intro: ${str(ar.intro)},
  empty: ${str(ar.empty)},
  errors: {
    load: ${str(ar.load)},
  },
};

export const ${block}Text = screenText('${block}', ar, {
  title: ${str(en.title)},
  intro: ${str(en.intro)},
  empty: ${str(en.empty)},
  errors: {
    load: ${str(en.load)},
  },
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    ${block}: typeof ar;
  }
}
`;
}

/** Its row in ROWS (apps/admin/src/app/screens.ts). */
export const screenRow = (t: ScreenTemplate) => `  {
    path: '${t.screen.kebab}',
    label: { ar: ${str(t.label.ar)}, en: ${str(t.label.en)} },
    call: '${t.screen.camel}',
    icon: '${t.icon}',
  }`;

/** Its loader in SCREEN_LOADERS (apps/admin/src/app/screen-loaders.ts). */
export const loaderEntry = (t: ScreenTemplate) =>
  `  ${str(t.screen.kebab)}: async () => (await import('@/${pageModule(t)}')).${pageComponent(t)}`;

/** tests/e2e/admin-<screen>.spec.ts: the screen opens and shows itself on a phone. */
export function browserTest(t: ScreenTemplate): string {
  const { ar } = texts(t);
  return `import { ADMIN_TEST_TIMEOUT, expect, expectNoAxeViolations, holdLiveUpdates, signInByApi } from './admin-support';
import { test } from './fixtures';
import { horizontalOverflow } from './layout-checks';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

// Written by npm run new: add what the office does on the screen. The layout checks (layout.spec.ts)
// walk it in both languages at every width by themselves.
test(${str(`the ${t.label.en} screen opens on a phone in Arabic: its title and its empty list in view`)}, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page);
  await holdLiveUpdates(page);
  await page.goto('/admin/${t.screen.kebab}');
  await expect(page.getByRole('heading', { level: 1, name: ${str(ar.title)} })).toBeInViewport();
  await expect(page.getByText(${str(ar.empty)})).toBeInViewport();
  expect(await horizontalOverflow(page)).toEqual([]);
  await expectNoAxeViolations(page);
});
`;
}

import { Tag } from '@/components/tag';
import { useTranslation } from 'react-i18next';

/**
 * "Demo" beside a message or portfolio item the demo added (SEED_DEMO: the answers' `demo`), so the
 * office tells it from its own; it goes when an owner removes the demo data.
 */
export function DemoTag({ demo, kind }: { demo: boolean | undefined; kind: 'message' | 'portfolio' }) {
  const { t } = useTranslation();
  if (!demo) return null;
  const hint = t(kind === 'message' ? 'demoData.messageHint' : 'demoData.portfolioHint');
  return (
    <Tag className="status-tag status-tag-demo">
      <span title={hint}>{t('demoData.tag')}</span>
      <span className="sr-only"> ({hint})</span>
    </Tag>
  );
}

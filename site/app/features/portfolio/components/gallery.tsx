import { useState } from 'react';
import { usePortfolio } from '@/features/portfolio/api/use-portfolio';
import { CategoryFilter, type CategoryFilterValue } from '@/features/portfolio/components/category-filter';
import { ImageViewer, type ViewerImage } from '@/features/portfolio/components/image-viewer';
import { EmptyState, PortfolioStatus } from '@/features/portfolio/components/portfolio-status';
import { PortfolioImage } from '@/features/portfolio/components/portfolio-image';
import { imageUrl } from '@/features/portfolio/image-url';
import { useLanguage } from '@/lib/language';
import { useTranslation } from 'react-i18next';

/** Home-page work gallery: filter, image grid and full-screen viewer. */
export function Gallery() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const state = usePortfolio(lang);
  const [filter, setFilter] = useState<CategoryFilterValue>('all');
  const [open, setOpen] = useState<ViewerImage | null>(null);
  const items =
    state.status === 'loaded' ? state.items.filter((item) => filter === 'all' || item.category === filter) : [];

  return (
    <div className="gallery">
      <CategoryFilter value={filter} onChange={setFilter} />
      <PortfolioStatus state={state} />
      {state.status === 'loaded' && items.length === 0 ? <EmptyState /> : null}
      {items.length > 0 ? (
        <ul className="gallery-grid" data-state="loaded">
          {items.map((item) => (
            <li key={item.id} data-category={item.category}>
              <button
                type="button"
                className="gallery-item"
                aria-label={t('gallery.open', { title: item.title })}
                onClick={() => setOpen({ src: imageUrl(item.image), title: item.title })}
              >
                <PortfolioImage item={item} alt="" />
                {item.beforeAfter ? <span className="badge">{t('gallery.beforeAfter')}</span> : null}
                <span className="gallery-caption">{item.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ImageViewer image={open} onClose={() => setOpen(null)} />
    </div>
  );
}

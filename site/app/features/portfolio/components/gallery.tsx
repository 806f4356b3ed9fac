import { FilteredWork } from '@/features/portfolio/components/filtered-work';
import { ImageViewer, opensViewer } from '@/features/portfolio/components/image-viewer';
import { PortfolioImage } from '@/features/portfolio/components/portfolio-image';
import type { PublicPortfolioItem } from '@shared/schemas/portfolio';
import { useTranslation } from 'react-i18next';

/** Home-page work gallery: filter, image grid and a full-screen viewer per image, all in the page's HTML. */
export function Gallery({ items }: { items: PublicPortfolioItem[] }) {
  const { t } = useTranslation();
  return (
    <FilteredWork className="gallery" listClassName="gallery-grid" count={items.length}>
      {items.map((item) => (
        <li key={item.id} data-category={item.category}>
          <button
            type="button"
            className="gallery-item"
            aria-label={t('gallery.open', { title: item.title })}
            {...opensViewer(item)}
          >
            <PortfolioImage item={item} alt="" />
            {item.beforeAfter ? <span className="badge">{t('gallery.beforeAfter')}</span> : null}
            <span className="gallery-caption">{item.title}</span>
          </button>
          <ImageViewer item={item} />
        </li>
      ))}
    </FilteredWork>
  );
}
